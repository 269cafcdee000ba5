import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import SendIcon from '@mui/icons-material/Send';
import { AppError, MEDIA_ACCEPT, MESSAGE_MAX_LENGTH } from '@backline/domain';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { FormTextField } from '../../../components/ui/form/form-text-field.tsx';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
import { useComposerFiles, type Uploader } from '../hooks/use-attachments.ts';
import { AttachmentPreviews } from './message-attachments.tsx';

/** The text may be empty when files go with the message (the server says the same). */
const ComposerSchema = z.object({
  text: z.string().check(z.trim(), z.maxLength(MESSAGE_MAX_LENGTH)),
});

const noUpload: Uploader = () => Promise.reject(new AppError('client.error_occurred'));
const noRemove = () => Promise.resolve();

export type ComposerProps = {
  /** Sends the text and the uploaded files' ids; the field and the files empty once it resolves. */
  onSend: (text: string, attachmentIds: string[]) => Promise<unknown>;
  pending: boolean;
  /** The last failure, in its catalogue text. */
  error: unknown;
  /** False when the viewer may not write here: the field gives way to the reason. */
  canWrite?: boolean;
  /**
   * Whether files may be attached (the conversation's `canAttach`: a confirmed contact or a
   * prior contacter). Without `upload` (a conversation not started yet) there is no attach button.
   */
  canAttach?: boolean;
  upload?: Uploader;
  removeUpload?: (attachmentId: string) => Promise<unknown>;
  /** Above the field: the sender and its choice. */
  before?: ReactNode;
  /** Called on every change of the text (the chat tells the partner, throttled). */
  onTyping?: () => void;
};

/**
 * The message field at the foot of a chat: Ctrl/Cmd+Enter sends, Enter makes a line break (the
 * helper text says so), the send button beside it; the attach button takes images and PDFs,
 * uploads them at once and shows them above the field until they are sent or removed.
 */
export function Composer({
  onSend,
  pending,
  error,
  canWrite = true,
  canAttach = false,
  upload,
  removeUpload,
  before,
  onTyping,
}: ComposerProps) {
  const { t } = useTranslation('messaging');
  const form = useAppForm(ComposerSchema, { defaultValues: { text: '' } });
  const files = useComposerFiles(upload ?? noUpload, removeUpload ?? noRemove);
  const input = useRef<HTMLInputElement | null>(null);
  if (!canWrite) {
    return (
      <Alert severity="info" sx={{ mt: 1 }}>
        {t('chat.cannotWrite')}
      </Alert>
    );
  }
  const attachable = canAttach && upload !== undefined;
  const submit = form.handleSubmit(async ({ text }) => {
    if (files.uploading) return;
    if (!text && files.ids.length === 0) {
      form.setError('text', { message: 'validation.required' });
      return;
    }
    try {
      await onSend(text, files.ids);
      form.reset({ text: '' });
      files.clear();
    } catch {
      // The failure shows from the mutation's error; text and files stay to be sent again.
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
      <ErrorAlert error={files.error} sx={{ mb: 1 }} />
      <AttachmentPreviews files={files.files} onRemove={files.remove} />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        {attachable ? (
          <>
            <Tooltip title={t('attachments.hint')}>
              <span>
                <IconButton
                  aria-label={t('attachments.add')}
                  disabled={files.full || pending}
                  onClick={() => input.current?.click()}
                  sx={{ mt: 0.5 }}
                >
                  <AttachFileIcon />
                </IconButton>
              </span>
            </Tooltip>
            <input
              ref={input}
              type="file"
              hidden
              multiple
              accept={MEDIA_ACCEPT.attachment.accept}
              data-testid="attachment-input"
              onChange={(event) => {
                const picked = [...(event.target.files ?? [])];
                event.target.value = '';
                void files.add(picked);
              }}
            />
          </>
        ) : null}
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
          disabled={pending || files.uploading}
          endIcon={<SendIcon />}
          sx={{ mt: 0.5, flexShrink: 0 }}
        >
          {t('chat.send')}
        </Button>
      </Box>
    </Box>
  );
}
