import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useRef, useState, type ChangeEvent, type CSSProperties, type ReactNode } from 'react';
import {
  LazyConfirmDialog,
  preloadConfirmDialog,
} from '../../../components/ui/lazy-confirm-dialog.tsx';
import { useTranslation } from 'react-i18next';

/** Up and down buttons that say what they move (keyboard and screen reader friendly reordering). */
export function ReorderButtons({
  name,
  index,
  count,
  disabled,
  onMove,
}: {
  name: string;
  index: number;
  count: number;
  disabled?: boolean;
  onMove: (delta: -1 | 1) => void;
}) {
  const { t } = useTranslation('media');
  return (
    <>
      <IconButton
        size="small"
        onClick={() => onMove(-1)}
        disabled={disabled || index === 0}
        aria-label={t('manager.moveUp', { name })}
      >
        <ArrowUpwardIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        onClick={() => onMove(1)}
        disabled={disabled || index >= count - 1}
        aria-label={t('manager.moveDown', { name })}
      >
        <ArrowDownwardIcon fontSize="small" />
      </IconButton>
    </>
  );
}

/** A delete button that asks first. */
export function DeleteButton({
  name,
  disabled,
  onConfirm,
}: {
  name: string;
  disabled?: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('media');
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton
        size="small"
        onClick={() => setOpen(true)}
        onPointerEnter={preloadConfirmDialog}
        onFocus={preloadConfirmDialog}
        disabled={disabled}
        aria-label={t('manager.delete', { name })}
      >
        <DeleteIcon fontSize="small" />
      </IconButton>
      <LazyConfirmDialog
        open={open}
        title={t('manager.confirmDeleteTitle')}
        text={t('manager.confirmDelete', { name })}
        cancelLabel={t('manager.cancel')}
        confirmLabel={t('manager.confirm')}
        destructive
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          setOpen(false);
          onConfirm();
        }}
      />
    </>
  );
}

/** A button that opens the file chooser (the input itself stays out of the tab order). */
export function FileButton({
  label,
  accept,
  multiple,
  disabled,
  icon,
  testId,
  onFiles,
}: {
  label: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  icon?: ReactNode;
  testId?: string;
  onFiles: (files: File[]) => void;
}) {
  const input = useRef<HTMLInputElement | null>(null);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length > 0) onFiles(files);
  };
  return (
    <Stack direction="row">
      <Button
        variant="outlined"
        size="small"
        startIcon={icon ?? <UploadFileIcon />}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        multiple={multiple}
        // The button above is what people and screen readers use; the input only opens the chooser.
        aria-hidden
        data-testid={testId}
        tabIndex={-1}
        onChange={onChange}
        style={visuallyHiddenStyle}
      />
    </Stack>
  );
}

/** Hidden on screen (as `visuallyHidden`), as a plain style for a native input. */
const visuallyHiddenStyle: CSSProperties = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: 1,
  margin: -1,
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: 1,
};

export type Announce = (message: string) => void;
