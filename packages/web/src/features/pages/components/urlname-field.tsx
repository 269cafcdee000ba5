import { AppError, urlnameProblem, type ErrorCode } from '@backline/domain';
import { useEffect, useState } from 'react';
import { OutlinedField } from '../../../components/ui/outlined-field.tsx';
import { useTranslation } from 'react-i18next';
import { checkUrlname } from '../api/pages-api.ts';

/** How long typing must pause before the address is checked with the server. */
export const URLNAME_CHECK_DELAY_MS = 400;

/** The server's answer for one address (kept until the address changes). */
type Answer =
  | { value: string; state: 'available' }
  | { value: string; state: 'problem'; code: ErrorCode }
  | { value: string; state: 'unknown' };

export type UrlnameFieldProps = {
  value: string;
  onChange: (value: string) => void;
  /** The error of the last submit (client rule or the server's answer). */
  error?: ErrorCode;
  /** When editing: the page's own address counts as available. */
  pageId?: string;
};

/**
 * The page address with a live check: the form rule at once, availability (reserved or taken)
 * from `GET /api/pages/urlname/:urlname/availability` once typing pauses.
 */
export function UrlnameField({ value, onChange, error, pageId }: UrlnameFieldProps) {
  const { t } = useTranslation(['pages', 'errors']);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const trimmed = value.trim();
  const local = trimmed === '' ? null : urlnameProblem(trimmed);
  const askServer = trimmed !== '' && local !== 'page.invalid_address';

  useEffect(() => {
    if (!askServer) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      checkUrlname(trimmed, pageId, controller.signal).then(
        (result) =>
          setAnswer(
            result.available
              ? { value: trimmed, state: 'available' }
              : {
                  value: trimmed,
                  state: 'problem',
                  code: result.code ?? 'page.address_unavailable',
                },
          ),
        (failure: unknown) => {
          if (controller.signal.aborted) return;
          // The check is a courtesy: another failure leaves the decision to the submit.
          setAnswer(
            failure instanceof AppError && failure.code.startsWith('page.')
              ? { value: trimmed, state: 'problem', code: failure.code }
              : { value: trimmed, state: 'unknown' },
          );
        },
      );
    }, URLNAME_CHECK_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [askServer, trimmed, pageId]);

  const current = askServer && answer?.value === trimmed ? answer : null;
  const checking = askServer && current === null;
  const shown: ErrorCode | undefined =
    local === 'page.invalid_address' ? local : current?.state === 'problem' ? current.code : error;
  const origin = typeof window === 'undefined' ? '' : window.location.host;
  let helper = t('form.urlnameHelp', { url: `${origin}/${trimmed || '…'}` });
  if (shown) helper = t(`errors:${shown}`);
  else if (checking) helper = t('form.urlnameChecking');
  else if (current?.state === 'available') helper = t('form.urlnameAvailable');

  return (
    <OutlinedField
      label={t('form.urlname')}
      name="urlname"
      value={value}
      onChange={(event) => onChange(event.target.value.toLowerCase())}
      error={Boolean(shown)}
      helperText={<span aria-live="polite">{helper}</span>}
      margin="dense"
      autoComplete="off"
      inputProps={{ maxLength: 256, spellCheck: false, autoCapitalize: 'none' }}
    />
  );
}
