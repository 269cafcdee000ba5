import Box from '@mui/material/Box';
import { MEDIA_ACCEPT } from '@backline/domain';
import type { ChangeEvent, RefObject } from 'react';
import { visuallyHidden } from '../../../../components/ui/visually-hidden.ts';

/** A file input for images, out of sight and out of the tab order: a button opens it. */
export function HiddenFileInput({
  inputRef,
  testId,
  onChange,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  testId: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <Box
      component="input"
      ref={inputRef}
      type="file"
      accept={MEDIA_ACCEPT.image.accept}
      aria-hidden
      data-testid={testId}
      tabIndex={-1}
      onChange={onChange}
      sx={visuallyHidden}
    />
  );
}
