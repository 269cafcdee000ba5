import { zodResolver } from '@hookform/resolvers/zod';
import { catalogueErrorMap } from '@backline/domain';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type * as z from 'zod/v4/core';

/**
 * A form validated with a domain schema, on the client exactly as the server validates it: every
 * invalid field at once on submit (each issue's message is its catalogue code, shown in the
 * user's language by the form fields), the first invalid field focused and scrolled to, then each
 * field checked again as it changes. `handleSubmit` hands over the schema's output (trimmed,
 * converted).
 */
export function useAppForm<Input extends FieldValues, Output extends FieldValues = Input>(
  schema: z.$ZodType<Output, Input>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver' | 'defaultValues'> & {
    defaultValues: DefaultValues<Input>;
  },
): UseFormReturn<Input, unknown, Output> {
  return useForm<Input, unknown, Output>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    ...options,
    resolver: zodResolver(schema, { error: catalogueErrorMap }),
  });
}
