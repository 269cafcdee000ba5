import Box from '@mui/material/Box';
import type { Image, MediaOwner, Picture } from '@backline/domain';
import { lazy, Suspense, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadProfileImage } from '../api/media-api.ts';
import type { CroppedImage } from '../crop-image.ts';
import type { CropPurpose } from '../crop-maths.ts';
import { checkFile } from '../../../lib/file-checks.ts';
import { useUpload } from '../hooks/use-upload.ts';
import { AvatarRow } from './avatar-cover-editor/avatar-row.tsx';
import { CoverPreview } from './avatar-cover-editor/cover-preview.tsx';
import { HiddenFileInput } from './avatar-cover-editor/hidden-file-input.tsx';
import { UploadStatus } from './upload-status.tsx';

const loadCropDialog = () => import('./image-crop-dialog.tsx');
/** react-easy-crop is in this chunk only: loaded when an image is chosen (or about to be). */
const LazyImageCropDialog = lazy(loadCropDialog);
const preloadCropDialog = () => void loadCropDialog().catch(() => undefined);

export type AvatarCoverEditorProps = {
  /**
   * Whose pictures: the signed-in user's profile (`{ kind: 'user', id: user.id }`) or a page
   * (`{ kind: 'page', id: page.id }`). For a page the uploads go with `x-object-user: <page id>`,
   * so the server checks that the user may act as that page.
   */
  owner: MediaOwner;
  /** Shown as initials (up to 3) while there is no avatar, and in the cover's alt text. */
  name: string;
  /** The current avatar and cover (renditions as urls), `null` when there is none. */
  picture: Picture | null;
  cover: Picture | null;
  /**
   * After a successful upload (the server has replaced the avatar or cover): refresh whatever
   * shows the owner (e.g. invalidate the `me`/profile/page query).
   */
  onChanged: (change: { purpose: CropPurpose; image: Image }) => void | Promise<void>;
  /**
   * The `maxWidth` of the screen (with `SCREEN_GUTTERS`) the editor spans: the cover is drawn that
   * wide, less the gutters, and the browser loads the stored size for it.
   */
  screenMaxWidth: number;
};

/**
 * Avatar and cover of a profile or page: the current ones, a button for each that opens the file
 * chooser, then the crop dialog (1:1 or 3:1), then the upload with progress and Cancel.
 */
export function AvatarCoverEditor({
  owner,
  name,
  picture,
  cover,
  onChanged,
  screenMaxWidth,
}: AvatarCoverEditorProps) {
  const { t } = useTranslation('media');
  const upload = useUpload();
  const [cropping, setCropping] = useState<{ src: string; purpose: CropPurpose } | null>(null);
  const [current, setCurrent] = useState<{ picture: Picture | null; cover: Picture | null }>({
    picture,
    cover,
  });
  // New props (the owner refetched) win over the answer kept from the last upload.
  const [props, setProps] = useState({ picture, cover });
  if (props.picture !== picture || props.cover !== cover) {
    setProps({ picture, cover });
    setCurrent({ picture, cover });
  }
  const avatarInput = useRef<HTMLInputElement | null>(null);
  const coverInput = useRef<HTMLInputElement | null>(null);

  const choose = (purpose: CropPurpose) => async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = await checkFile(file, 'image');
    if (problem) {
      upload.fail(problem);
      return;
    }
    upload.reset();
    setCropping({ src: URL.createObjectURL(file), purpose });
  };

  const closeCrop = () => {
    if (cropping) URL.revokeObjectURL(cropping.src);
    setCropping(null);
  };

  const send = async (image: CroppedImage) => {
    if (!cropping) return;
    const { purpose } = cropping;
    closeCrop();
    const label = t(purpose === 'avatar' ? 'editor.avatar' : 'editor.cover');
    const result = await upload.run(label, (callbacks) =>
      uploadProfileImage(owner, purpose, image.blob, image.fileName, callbacks),
    );
    if (!result) return;
    setCurrent((before) =>
      purpose === 'avatar'
        ? { ...before, picture: result.image.picture }
        : { ...before, cover: result.image.picture },
    );
    await onChanged({ purpose, image: result.image });
  };

  return (
    <Box component="section" aria-label={`${t('editor.avatar')}, ${t('editor.cover')}`}>
      <CoverPreview cover={current.cover} name={name} screenMaxWidth={screenMaxWidth} />
      <AvatarRow
        owner={owner}
        name={name}
        picture={current.picture}
        busy={upload.busy}
        onChoose={(purpose) => (purpose === 'avatar' ? avatarInput : coverInput).current?.click()}
        onPreload={preloadCropDialog}
      />
      <HiddenFileInput
        inputRef={avatarInput}
        testId="avatar-file"
        onChange={(event) => void choose('avatar')(event)}
      />
      <HiddenFileInput
        inputRef={coverInput}
        testId="cover-file"
        onChange={(event) => void choose('cover')(event)}
      />
      <Box sx={{ mt: 1, px: 2 }}>
        <UploadStatus state={upload.state} onCancel={upload.cancel} />
      </Box>
      {cropping && (
        <Suspense fallback={null}>
          <LazyImageCropDialog
            src={cropping.src}
            purpose={cropping.purpose}
            onCancel={closeCrop}
            onCropped={(image) => void send(image)}
          />
        </Suspense>
      )}
    </Box>
  );
}
