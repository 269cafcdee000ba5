import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { euroTextToCents } from '@backline/domain';
import { useId, type ComponentProps, type ReactNode } from 'react';
import {
  useController,
  type Control,
  type FieldPath,
  type FieldValues,
  type UseControllerReturn,
} from 'react-hook-form';
import { useFieldErrorText } from '../../../components/ui/form/field-error-text.ts';
import { OutlinedField } from '../../../components/ui/outlined-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { fromLocalInput, toLocalInput } from '../offer-form-model.ts';

/**
 * Inputs of the booking forms that are not plain text, each bound to a react-hook-form field the
 * way `FormTextField` is: value and change through the form (converted to what the domain schema
 * takes), focus through `inputRef` (the first invalid field is focused), the error's catalogue
 * text under the input.
 */

type Bound<T extends FieldValues> = {
  control: Control<T, unknown, FieldValues> | Control<T, unknown, never>;
  name: FieldPath<T>;
};

function useBound<T extends FieldValues>({
  control,
  name,
}: Bound<T>): UseControllerReturn<T> & {
  errorText: string | undefined;
} {
  const bound = useController({ control: control as Control<T>, name });
  const errorText = useFieldErrorText()(bound.fieldState.error);
  return { ...bound, errorText };
}

type InputProps = Omit<
  ComponentProps<typeof OutlinedField>,
  'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error' | 'defaultValue' | 'type'
> & { hint?: ReactNode };

/**
 * A number: empty is null (the schema calls it required where it is). `euros`: typed in euros,
 * stored in cents as the domain reads a typed amount (`euroTextToCents`).
 */
export function FormNumberField<T extends FieldValues>({
  control,
  name,
  euros = false,
  hint,
  ...props
}: Bound<T> & InputProps & { euros?: boolean }) {
  const { field, fieldState, errorText } = useBound({ control, name });
  const value = field.value as unknown;
  const scale = euros ? 100 : 1;
  return (
    <OutlinedField
      {...props}
      type="number"
      name={field.name}
      // A number, not its text: React then leaves "2.50" as typed instead of rewriting it.
      value={typeof value === 'number' && Number.isFinite(value) ? value / scale : ''}
      onChange={(event) => {
        const typed = event.target.value.trim();
        field.onChange(euros ? euroTextToCents(typed) : typed === '' ? null : Number(typed));
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={errorText ?? hint ?? ' '}
    />
  );
}

/** A date and time, stored as an ISO instant; empty is `empty` ('' for required ones, or null). */
export function FormDateTimeField<T extends FieldValues>({
  control,
  name,
  empty,
  hint,
  ...props
}: Bound<T> & InputProps & { empty: '' | null }) {
  const { field, fieldState, errorText } = useBound({ control, name });
  const value = field.value as unknown;
  return (
    <OutlinedField
      {...props}
      type="datetime-local"
      name={field.name}
      value={typeof value === 'string' && value ? toLocalInput(value) : ''}
      onChange={(event) => field.onChange(fromLocalInput(event.target.value) ?? empty)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={errorText ?? hint ?? ' '}
    />
  );
}

/** One of a list: a native select. `toValue`/`fromValue` convert where the form stores more. */
export function FormSelectField<T extends FieldValues, V extends string>({
  control,
  name,
  label,
  options,
  disabled,
  hint,
  toValue = (value) => value as V,
  fromValue = (value) => value,
  onChanged,
}: Bound<T> & {
  label: string;
  options: readonly { value: V; label: string }[];
  disabled?: boolean;
  hint?: ReactNode;
  toValue?: (stored: unknown) => V;
  fromValue?: (value: V) => unknown;
  /** After the form took the new value: fields that follow this one. */
  onChanged?: (value: V) => void;
}) {
  const { field, fieldState, errorText } = useBound({ control, name });
  return (
    <SelectField
      label={label}
      name={field.name}
      value={toValue(field.value)}
      options={options}
      disabled={disabled}
      onChange={(value) => {
        field.onChange(fromValue(value));
        onChanged?.(value);
      }}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={errorText ?? hint}
    />
  );
}

/** A yes or no. */
export function FormCheckbox<T extends FieldValues>({
  control,
  name,
  label,
}: Bound<T> & { label: string }) {
  const { field, fieldState, errorText } = useBound({ control, name });
  const errorId = useId();
  return (
    <>
      <FormControlLabel
        control={
          <Checkbox
            name={field.name}
            checked={Boolean(field.value)}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{
              input: {
                ref: field.ref,
                'aria-invalid': fieldState.error ? true : undefined,
                'aria-describedby': errorText ? errorId : undefined,
              },
            }}
          />
        }
        label={label}
      />
      {errorText ? (
        <FormHelperText id={errorId} error>
          {errorText}
        </FormHelperText>
      ) : null}
    </>
  );
}

/** Several values of a list in a native multiple select: accessible, no popover library. */
export function FormMultiSelect<T extends FieldValues, V extends string>({
  control,
  name,
  label,
  hint,
  options,
}: Bound<T> & { label: string; hint: string; options: readonly { value: V; label: string }[] }) {
  const { field, fieldState, errorText } = useBound({ control, name });
  // Apart, so that the element's `ref` is not mistaken for the whole field's.
  const { ref, value, onChange, onBlur } = field;
  const id = useId();
  return (
    <Box sx={{ my: 1 }}>
      <Typography component="label" htmlFor={id} variant="body2" sx={{ display: 'block', mb: 0.5 }}>
        {label}
      </Typography>
      <Box
        component="select"
        id={id}
        name={name}
        multiple
        size={5}
        ref={ref}
        aria-describedby={`${id}-hint`}
        aria-invalid={fieldState.error ? true : undefined}
        value={(value as V[] | undefined) ?? []}
        onBlur={onBlur}
        onChange={(event) =>
          onChange(
            [...(event.target as HTMLSelectElement).selectedOptions].map(
              (option) => option.value as V,
            ),
          )
        }
        sx={{
          width: '100%',
          font: 'inherit',
          color: 'text.primary',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: fieldState.error ? 'error.main' : 'divider',
          borderRadius: 1,
          p: 0.5,
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Box>
      <Typography
        id={`${id}-hint`}
        variant="caption"
        color={fieldState.error ? 'error' : 'text.secondary'}
      >
        {errorText ?? hint}
      </Typography>
    </Box>
  );
}

/** Some of a few values as checkboxes in a named group. */
export function FormCheckboxGroup<T extends FieldValues, V extends string>({
  control,
  name,
  label,
  options,
}: Bound<T> & { label: string; options: readonly { value: V; label: string }[] }) {
  const { field, errorText } = useBound({ control, name });
  const labelId = useId();
  const chosen = (field.value as V[] | undefined) ?? [];
  return (
    <Box role="group" aria-labelledby={labelId}>
      <Typography id={labelId} variant="body2" sx={{ mt: 1 }}>
        {label}
      </Typography>
      {options.map((option, index) => (
        <FormControlLabel
          key={option.value}
          control={
            <Checkbox
              checked={chosen.includes(option.value)}
              slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }}
              onBlur={field.onBlur}
              onChange={(event) =>
                field.onChange(
                  event.target.checked
                    ? [...chosen, option.value]
                    : chosen.filter((item) => item !== option.value),
                )
              }
            />
          }
          label={option.label}
        />
      ))}
      {errorText ? <FormHelperText error>{errorText}</FormHelperText> : null}
    </Box>
  );
}
