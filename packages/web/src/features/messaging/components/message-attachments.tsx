import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import type { MessageAttachment } from '@backline/domain';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format.ts';
import type { ComposerFile } from '../hooks/use-attachments.ts';

/** "1,2 MB", "340 KB" in the reader's language. */
export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) {
    return `${formatNumber(bytes / (1024 * 1024), { maximumFractionDigits: 1 })} MB`;
  }
  return `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} KB`;
}

/** An image in a box of fixed aspect ratio (4:3), cropped to fill it. */
function ImageBox({ src, alt, size }: { src: string; alt: string; size: number }) {
  return (
    <Box
      sx={{
        width: size,
        aspectRatio: '4 / 3',
        borderRadius: 1.5,
        overflow: 'hidden',
        bgcolor: 'action.hover',
        flexShrink: 0,
      }}
    >
      <Box
        component="img"
        src={src}
        alt={alt}
        loading="lazy"
        sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
    </Box>
  );
}

/** A PDF as a chip: its name and size, a download. */
function PdfChip({ attachment }: { attachment: MessageAttachment }) {
  const { t } = useTranslation('messaging');
  const label = `${attachment.name} · ${fileSize(attachment.sizeBytes)}`;
  return (
    <Chip
      component="a"
      href={attachment.url}
      download={attachment.name}
      clickable
      icon={<PictureAsPdfIcon />}
      label={label}
      aria-label={t('attachments.download', { label })}
      sx={{ maxWidth: '100%', bgcolor: 'background.paper' }}
    />
  );
}

/** The files of a message in the history: images as thumbnails (open full size), PDFs as chips. */
export function MessageAttachments({ attachments }: { attachments: readonly MessageAttachment[] }) {
  const { t } = useTranslation('messaging');
  if (attachments.length === 0) return null;
  return (
    <Stack
      data-testid="message-attachments"
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 1, my: 0.5 }}
    >
      {attachments.map((attachment) =>
        attachment.kind === 'image' && attachment.thumbnailUrl ? (
          <Link
            key={attachment.id}
            href={attachment.url}
            target="_blank"
            rel="noopener"
            aria-label={t('attachments.openImage', { name: attachment.name })}
            sx={{ display: 'block', lineHeight: 0 }}
          >
            <ImageBox src={attachment.thumbnailUrl} alt={attachment.name} size={180} />
          </Link>
        ) : (
          <PdfChip key={attachment.id} attachment={attachment} />
        ),
      )}
    </Stack>
  );
}

/** The composer's files before sending: preview (or progress), name, size, remove. */
export function AttachmentPreviews({
  files,
  onRemove,
}: {
  files: readonly ComposerFile[];
  onRemove: (key: string) => void;
}) {
  const { t } = useTranslation('messaging');
  if (files.length === 0) return null;
  return (
    <Stack
      component="ul"
      aria-label={t('attachments.listLabel')}
      direction="row"
      sx={{ listStyle: 'none', p: 0, m: 0, mb: 1, gap: 1, flexWrap: 'wrap' }}
    >
      {files.map((file) => {
        const attachment = file.attachment;
        return (
          <Box
            component="li"
            key={file.key}
            data-testid="composer-file"
            sx={{
              position: 'relative',
              width: 112,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1.5,
              p: 0.5,
            }}
          >
            {attachment?.thumbnailUrl ? (
              <ImageBox src={attachment.thumbnailUrl} alt={file.name} size={102} />
            ) : (
              <Box
                sx={{
                  width: 102,
                  aspectRatio: '4 / 3',
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'action.hover',
                  borderRadius: 1.5,
                }}
              >
                <PictureAsPdfIcon color="action" aria-hidden />
              </Box>
            )}
            <Typography variant="caption" noWrap component="p" title={file.name}>
              {file.name}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p">
              {attachment ? fileSize(attachment.sizeBytes) : t('attachments.uploading')}
            </Typography>
            {attachment ? null : (
              <LinearProgress
                variant={file.progress > 0 ? 'determinate' : 'indeterminate'}
                value={Math.round(file.progress * 100)}
                aria-label={t('attachments.progress', { name: file.name })}
              />
            )}
            <IconButton
              size="small"
              aria-label={t('attachments.remove', { name: file.name })}
              onClick={() => onRemove(file.key)}
              sx={{
                position: 'absolute',
                top: 2,
                right: 2,
                bgcolor: 'background.paper',
                '&:hover': { bgcolor: 'background.paper' },
              }}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
        );
      })}
    </Stack>
  );
}
