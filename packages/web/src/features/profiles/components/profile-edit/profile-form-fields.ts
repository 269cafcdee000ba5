import type { ProfileForm, ProfileFormValues } from '@backline/domain';
import { useController, type Control } from 'react-hook-form';

/** The form's control, for the parts of it in other modules (the list editors). */
export type ProfileFormControl = Control<ProfileFormValues, unknown, ProfileForm>;

/**
 * The fields that are not text fields, registered together in this order (the order the form
 * focuses the first invalid field in).
 */
export function useProfileFormFields(control: ProfileFormControl) {
  const showAge = useController({ control, name: 'showAge' });
  const professional = useController({ control, name: 'professional' });
  const gender = useController({ control, name: 'gender' });
  const city = useController({ control, name: 'city' });
  const instruments = useController({ control, name: 'instruments' });
  const visibility = useController({ control, name: 'visibility' });
  const gemaBadge = useController({ control, name: 'gemaBadge' });
  return { showAge, professional, gender, city, instruments, visibility, gemaBadge };
}

export type ProfileFormFields = ReturnType<typeof useProfileFormFields>;

export const sectionSx = { mt: 4, mb: 1 } as const;
export const twoColumns = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
  columnGap: 2,
} as const;
