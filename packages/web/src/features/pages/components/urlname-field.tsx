import { useQuery } from '@tanstack/react-query';
import { AppError, urlnameProblem, type ErrorCode } from '@backline/domain';
import { useController } from 'react-hook-form';
import { OutlinedField } from '../../../components/ui/outlined-field.tsx';
import { useFieldErrorText } from '../../../components/ui/form/field-error-text.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useTranslation } from 'react-i18next';
import { urlnameAvailabilityQuery } from '../api/pages-api.ts';
import type { PageFormControl } from './page-form-fields.tsx';

/** How long typing must pause before the address is checked with the server. */
export const URLNAME_CHECK_DELAY_MS = 400;

export type UrlnameFieldProps = {
  control: PageFormControl;
  /** When editing: the page's own address counts as available. */
  pageId?: string;
};

/**
 * The page address with a live check: the form rule at once, availability (reserved or taken)
 * from `GET /api/pages/urlname/:urlname/availability` once typing pauses. A submit's error (the
 * form's rule or the server's answer) shows like any field's.
 */
export function UrlnameField({ control, pageId }: UrlnameFieldProps) {
  const { t } = useTranslation(['pages', 'errors']);
  const errorText = useFieldErrorText();
  const { field, fieldState } = useController({ control, name: 'urlname' });
  const trimmed = field.value.trim();
  const local = trimmed === '' ? null : urlnameProblem(trimmed);
  // The address as loaded is the page's own: only a changed one is worth asking about.
  const askServer = fieldState.isDirty && trimmed !== '' && local !== 'page.invalid_address';
  const debounced = useDebouncedValue(trimmed, URLNAME_CHECK_DELAY_MS);
  const check = useQuery({
    ...urlnameAvailabilityQuery(debounced, pageId),
    enabled: askServer && debounced === trimmed,
  });

  // The check is a courtesy: a failure other than the address's own leaves it to the submit.
  const answer =
    askServer && debounced === trimmed
      ? check.data
        ? check.data.available
          ? ('available' as const)
          : (check.data.code ?? 'page.address_unavailable')
        : check.error instanceof AppError && check.error.code.startsWith('page.')
          ? check.error.code
          : null
      : null;
  const checking = askServer && (debounced !== trimmed || check.isFetching);
  const problem: ErrorCode | null =
    local === 'page.invalid_address'
      ? local
      : answer !== null && answer !== 'available' && !checking
        ? answer
        : null;
  const shown = problem ? t(`errors:${problem}`) : errorText(fieldState.error);

  const origin = typeof window === 'undefined' ? '' : window.location.host;
  let helper = t('form.urlnameHelp', { url: `${origin}/${trimmed || '…'}` });
  if (shown) helper = shown;
  else if (checking) helper = t('form.urlnameChecking');
  else if (answer === 'available') helper = t('form.urlnameAvailable');

  return (
    <OutlinedField
      label={t('form.urlname')}
      name={field.name}
      value={field.value}
      onChange={(event) => field.onChange(event.target.value.toLowerCase())}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(shown)}
      helperText={<span aria-live="polite">{helper}</span>}
      margin="dense"
      autoComplete="off"
      inputProps={{ maxLength: 256, spellCheck: false, autoCapitalize: 'none' }}
    />
  );
}
