import Box from '@mui/material/Box';
import type { ReactNode, Ref } from 'react';

export type CheckFieldProps = {
  label: ReactNode;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
};

/** A native checkbox with its label, in the theme's colour (small: no MUI switch base needed). */
export function CheckField({ label, name, checked, onChange, onBlur, inputRef }: CheckFieldProps) {
  return (
    <Box
      component="label"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        py: 1,
        cursor: 'pointer',
        '& input': {
          width: 20,
          height: 20,
          m: 0,
          accentColor: (theme) => theme.palette.primary.main,
        },
      }}
    >
      <input
        type="checkbox"
        name={name}
        ref={inputRef}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={onBlur}
      />
      <Box component="span" sx={{ typography: 'body1' }}>
        {label}
      </Box>
    </Box>
  );
}
