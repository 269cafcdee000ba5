import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type ElementType, type ReactNode, type Ref } from 'react';

// A native select as the input element (MUI types it for text inputs).
const NATIVE_SELECT = 'select' as unknown as ElementType<InputBaseComponentProps>;

export type SelectFieldProps<V extends string> = {
  label: string;
  name: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  helperText?: ReactNode;
  error?: boolean;
  disabled?: boolean;
  /** The `<select>` (a form focuses it when the field is invalid). */
  inputRef?: Ref<HTMLSelectElement>;
};

/**
 * A native `<select>` in an outlined field: accessible and light (MUI's Select pulls Menu,
 * Popover and Modal into the route).
 */
export function SelectField<V extends string>({
  label,
  name,
  value,
  options,
  onChange,
  helperText,
  error,
  disabled,
  inputRef,
}: SelectFieldProps<V>) {
  const id = useId();
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl fullWidth variant="outlined" margin="dense" error={error} disabled={disabled}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        label={label}
        notched
        inputComponent={NATIVE_SELECT}
        inputRef={inputRef}
        value={value}
        onChange={(event) => onChange(event.target.value as V)}
        aria-describedby={helperId}
        inputProps={{
          children: options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          )),
        }}
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
