import { useCallback, useEffect, useRef, type ComponentProps, type ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { OutlinedField } from '../outlined-field.tsx';
import { useFieldErrorText } from './field-error-text.ts';

type Props<T extends FieldValues> = Omit<
  ComponentProps<typeof OutlinedField>,
  'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error' | 'defaultValue'
> & {
  control: Control<T, unknown, FieldValues> | Control<T, unknown, never>;
  name: FieldPath<T>;
  /** Shown under the field when it has no error. */
  hint?: ReactNode;
};

/**
 * A text input of a react-hook-form form: value, change, blur and focus through the form, its
 * error (a catalogue code) in the user's language under it and announced (`aria-invalid`,
 * `aria-describedby`).
 */
export function FormTextField<T extends FieldValues>({ control, name, hint, ...props }: Props<T>) {
  const { field, fieldState } = useController({ control: control as Control<T>, name });
  const errorText = useFieldErrorText()(fieldState.error);
  const element = useRef<HTMLInputElement | null>(null);
  const { ref: formRef, onChange } = field;
  const inputRef = useCallback(
    (node: HTMLInputElement | null) => {
      element.current = node;
      formRef(node);
    },
    [formRef],
  );
  // On a prerendered page (/login, /account) a visitor may type before React takes the markup
  // over: what is in the input then belongs to the form, not the empty default.
  const adopted = useRef(false);
  useEffect(() => {
    if (adopted.current) return;
    adopted.current = true;
    const node = element.current;
    // React keeps the `value` attribute at the rendered value: a difference was typed.
    if (node && node.value !== node.defaultValue) onChange(node.value);
  }, [onChange]);
  return (
    <OutlinedField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={inputRef}
      error={Boolean(fieldState.error)}
      helperText={errorText ?? hint ?? ' '}
    />
  );
}
