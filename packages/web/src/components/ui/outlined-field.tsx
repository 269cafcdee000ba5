import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId, type ReactNode } from 'react';

type Props = Omit<OutlinedInputProps, 'label' | 'fullWidth' | 'error' | 'required'> & {
  label: ReactNode;
  helperText?: ReactNode;
  error?: boolean;
  required?: boolean;
  margin?: 'dense' | 'normal' | 'none';
};

/**
 * What `<TextField variant="outlined">` renders, without TextField's static import of Select
 * (which pulls Menu, Popover, Modal and the filled and standard inputs into every form).
 */
export function OutlinedField({ label, helperText, error, required, margin, id, ...input }: Props) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const helperId = helperText ? `${inputId}-helper-text` : undefined;
  return (
    <FormControl fullWidth variant="outlined" margin={margin} error={error} required={required}>
      <InputLabel htmlFor={inputId} id={`${inputId}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput id={inputId} label={label} aria-describedby={helperId} {...input} />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
