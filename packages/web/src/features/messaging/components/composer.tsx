import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import SendIcon from '@mui/icons-material/Send';
import { SendMessageInputSchema } from '@backline/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { FormTextField } from '../../../components/ui/form/form-text-field.tsx';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';

export type ComposerProps = {
  /** Sends the text; the field empties once it resolves. */
  onSend: (text: string) => Promise<unknown>;
  pending: boolean;
  /** The last failure, in its catalogue text. */
  error: unknown;
  /** False when the viewer may not write here: the field gives way to the reason. */
  canWrite?: boolean;
  /** Above the field: the sender and its choice. */
  before?: ReactNode;
  /** Called on every change of the text (the chat tells the partner, throttled). */
  onTyping?: () => void;
};

/**
 * The message field at the foot of a chat: Ctrl/Cmd+Enter sends, Enter makes a line break (the
 * helper text says so), the send button beside it.
 */
export function Composer({
  onSend,
  pending,
  error,
  canWrite = true,
  before,
  onTyping,
}: ComposerProps) {
  const { t } = useTranslation('messaging');
  const form = useAppForm(SendMessageInputSchema, { defaultValues: { text: '' } });
  if (!canWrite) {
    return (
      <Alert severity="info" sx={{ mt: 1 }}>
        {t('chat.cannotWrite')}
      </Alert>
    );
  }
  const submit = form.handleSubmit(async ({ text }) => {
    try {
      await onSend(text);
      form.reset({ text: '' });
    } catch {
      // The failure shows from the mutation's error; the text stays to be sent again.
    }
  });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      onInput={onTyping}
      sx={{ pt: 1, pb: { xs: 1, sm: 2 } }}
    >
      {before}
      <ErrorAlert error={error} sx={{ mb: 1 }} />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <FormTextField
          control={form.control}
          name="text"
          label={t('chat.message')}
          hint={t('chat.messageHint')}
          multiline
          minRows={1}
          maxRows={6}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              void submit();
            }
          }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={pending}
          endIcon={<SendIcon />}
          sx={{ mt: 0.5, flexShrink: 0 }}
        >
          {t('chat.send')}
        </Button>
      </Box>
    </Box>
  );
}
