import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { AppError, BOOKMARK_NAME_MAX_LENGTH, type ErrorCode } from '@backline/domain';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { OutlinedField } from '../../../components/ui/outlined-field.tsx';
import { useTranslation } from 'react-i18next';

export type BookmarkNameFormProps = {
  initialName?: string;
  submitLabel: string;
  /** Saves the name; a rejection naming the field `name` shows on the field. */
  onSubmit: (name: string) => Promise<unknown>;
  onCancel: () => void;
};

/** The name of a bookmark: required, at most 60 characters, errors from the server on the field. */
export function BookmarkNameForm({
  initialName = '',
  submitLabel,
  onSubmit,
  onCancel,
}: BookmarkNameFormProps) {
  const { t } = useTranslation(['bookmarks', 'errors']);
  const [name, setName] = useState(initialName);
  const [fieldCode, setFieldCode] = useState<ErrorCode | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const trimmed = name.trim();
    if (!trimmed) {
      setFieldCode('validation.required');
      return;
    }
    setFieldCode(null);
    setBusy(true);
    try {
      await onSubmit(trimmed);
    } catch (failure) {
      if (failure instanceof AppError && failure.field === 'name') setFieldCode(failure.code);
      else setError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={1} sx={{ my: 1 }}>
      <OutlinedField
        label={t('name')}
        value={name}
        required
        error={fieldCode !== null}
        helperText={fieldCode ? t(`errors:${fieldCode}`) : t('nameHint')}
        inputProps={{ maxLength: BOOKMARK_NAME_MAX_LENGTH }}
        onChange={(event) => setName(event.target.value)}
      />
      <ErrorAlert error={error} />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={busy}>
          {submitLabel}
        </Button>
        <Button type="button" onClick={onCancel} disabled={busy}>
          {t('cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}
