import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId, type ReactNode } from 'react';

type Props = Omit<OutlinedInputProps, 'label' | 'fullWidth' | 'error' | 'required'> & {
  label: ReactNode;
  /** The field takes its row's width unless told otherwise (TextField's `fullWidth`). */
  fullWidth?: boolean;
  helperText?: ReactNode;
  error?: boolean;
  required?: boolean;
  margin?: 'dense' | 'normal' | 'none';
};

const DATE_TYPES = new Set(['date', 'datetime-local', 'time', 'month', 'week']);

/**
 * What `<TextField variant="outlined">` renders, without TextField's static import of Select
 * (which pulls Menu, Popover, Modal and the filled and standard inputs into every form).
 */
export function OutlinedField({
  label,
  helperText,
  error,
  required,
  margin,
  id,
  fullWidth = true,
  size,
  ...input
}: Props) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const helperId = helperText ? `${inputId}-helper-text` : undefined;
  // Date and time inputs always show their format, so their label must sit above it.
  const shrink = DATE_TYPES.has(String(input.type)) ? true : undefined;
  return (
    <FormControl
      fullWidth={fullWidth}
      variant="outlined"
      margin={margin}
      error={error}
      required={required}
      size={size}
    >
      <InputLabel htmlFor={inputId} id={`${inputId}-label`} shrink={shrink}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={inputId}
        label={label}
        notched={shrink}
        size={size}
        aria-describedby={helperId}
        {...input}
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
