import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import WallpaperIcon from '@mui/icons-material/Wallpaper';
import { MEDIA_ACCEPT, type Image, type MediaOwner, type Picture } from '@backline/domain';
import { lazy, Suspense, useRef, useState, type ChangeEvent } from 'react';
import { UserAvatar } from '../../../components/ui/user-avatar.tsx';
import { pictureSources, screenContentSizes } from '../../../components/ui/picture-sources.ts';
import { visuallyHidden } from '../../../components/ui/visually-hidden.ts';
import { useTranslation } from 'react-i18next';
import { uploadProfileImage } from '../api/media-api.ts';
import type { CroppedImage } from '../crop-image.ts';
import type { CropPurpose } from '../crop-maths.ts';
import { checkFile } from '../file-checks.ts';
import { useUpload } from '../hooks/use-upload.ts';
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

  const chooseButton = (purpose: CropPurpose) => (
    <Button
      variant="outlined"
      size="small"
      startIcon={purpose === 'avatar' ? <PhotoCameraIcon /> : <WallpaperIcon />}
      disabled={upload.busy}
      onClick={() => (purpose === 'avatar' ? avatarInput : coverInput).current?.click()}
      onPointerEnter={preloadCropDialog}
      onFocus={preloadCropDialog}
    >
      {t(purpose === 'avatar' ? 'editor.chooseAvatar' : 'editor.chooseCover')}
    </Button>
  );

  return (
    <Box component="section" aria-label={`${t('editor.avatar')}, ${t('editor.cover')}`}>
      <Box
        sx={{
          position: 'relative',
          aspectRatio: '3 / 1',
          width: '100%',
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: 'action.hover',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        {current.cover ? (
          <Box
            component="img"
            {...pictureSources(current.cover, screenContentSizes(screenMaxWidth))}
            alt={t('editor.coverAlt', { name })}
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        ) : (
          <Typography color="text.secondary">{t('editor.noCover')}</Typography>
        )}
      </Box>
      <Stack
        direction="row"
        spacing={2}
        // On phones the cover is low (about 120 px at 360 px): the avatar sits below it instead
        // of over its lower third, where covers carry their text.
        sx={{ alignItems: { xs: 'center', sm: 'flex-end' }, mt: { xs: 1, sm: -5 }, px: 2 }}
      >
        <Box
          sx={{ borderRadius: '50%', border: 3, borderColor: 'background.paper', lineHeight: 0 }}
        >
          <UserAvatar
            name={name}
            picture={current.picture}
            seed={owner.id}
            shape={owner.kind === 'page' ? 'rounded' : 'circular'}
            size={96}
          />
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', pb: 1 }}>
          {chooseButton('avatar')}
          {chooseButton('cover')}
        </Stack>
      </Stack>
      <Box
        component="input"
        ref={avatarInput}
        type="file"
        accept={MEDIA_ACCEPT.image.accept}
        aria-hidden
        data-testid="avatar-file"
        tabIndex={-1}
        onChange={(event: ChangeEvent<HTMLInputElement>) => void choose('avatar')(event)}
        sx={visuallyHidden}
      />
      <Box
        component="input"
        ref={coverInput}
        type="file"
        accept={MEDIA_ACCEPT.image.accept}
        aria-hidden
        data-testid="cover-file"
        tabIndex={-1}
        onChange={(event: ChangeEvent<HTMLInputElement>) => void choose('cover')(event)}
        sx={visuallyHidden}
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
