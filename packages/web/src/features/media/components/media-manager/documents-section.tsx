import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { MEDIA_ACCEPT, MEDIA_UPLOAD_LIMITS } from '@backline/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../../components/ui/error-alert.tsx';
import { deleteDocument, uploadDocument } from '../../api/media-api.ts';
import { checkFile } from '../../../../lib/file-checks.ts';
import { useUpload } from '../../hooks/use-upload.ts';
import { DeleteButton, FileButton } from '../manager-parts.tsx';
import { DocumentLink } from '../media-players.tsx';
import { UploadStatus } from '../upload-status.tsx';
import { SectionHeading, settledRefresh, type SectionContext } from './section-parts.tsx';

/** Documents: uploads, each as a link with delete. */
export function DocumentsSection({ owner, media, refresh, announce }: SectionContext) {
  const { t } = useTranslation('media');
  const headingId = useId();
  const upload = useUpload();
  const remove = useMutation({
    mutationFn: (document: { id: string; title: string }) => deleteDocument(owner, document.id),
    onSuccess: (_, document) => announce(t('manager.deleted', { name: document.title })),
    ...settledRefresh(refresh),
  });

  const onFiles = async ([file]: File[]) => {
    if (!file) return;
    const result = await upload.run(file.name, async (callbacks) => {
      const problem = await checkFile(file, 'document');
      if (problem) throw problem;
      return uploadDocument(owner, file, callbacks);
    });
    if (result) await refresh();
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{t('documents.title')}</SectionHeading>
      <Stack spacing={2}>
        <Box>
          <FileButton
            label={t('documents.upload')}
            accept={MEDIA_ACCEPT.document.accept}
            disabled={upload.busy}
            testId="document-file"
            onFiles={(files) => void onFiles(files)}
          />
          <Typography variant="caption" color="text.secondary">
            {t('documents.uploadHint', { allowed: MEDIA_UPLOAD_LIMITS.document.label })}
          </Typography>
          <UploadStatus state={upload.state} onCancel={upload.cancel} />
        </Box>
        <ErrorAlert error={remove.error} />
        {media.documents.length === 0 ? (
          <Typography color="text.secondary">{t('documents.none')}</Typography>
        ) : (
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {media.documents.map((document) => (
              <Stack
                component="li"
                key={document.id}
                direction="row"
                sx={{ alignItems: 'center', gap: 0.5 }}
              >
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <DocumentLink document={document} />
                </Box>
                <DeleteButton
                  name={document.title}
                  disabled={remove.isPending}
                  onConfirm={() => remove.mutate(document)}
                />
              </Stack>
            ))}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
