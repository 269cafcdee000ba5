import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import WallpaperIcon from '@mui/icons-material/Wallpaper';
import type { MediaOwner, Picture } from '@backline/domain';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../../components/ui/user-avatar.tsx';
import type { CropPurpose } from '../../crop-maths.ts';

export type AvatarRowProps = {
  owner: MediaOwner;
  name: string;
  picture: Picture | null;
  /** While an upload runs, the buttons are off. */
  busy: boolean;
  /** Opens the file chooser for the avatar or the cover. */
  onChoose: (purpose: CropPurpose) => void;
  /** Starts loading the crop dialog (when a button is about to be used). */
  onPreload: () => void;
};

/** The current avatar (over the cover's lower edge from `sm`) and the buttons to choose new ones. */
export function AvatarRow({ owner, name, picture, busy, onChoose, onPreload }: AvatarRowProps) {
  const { t } = useTranslation('media');

  const chooseButton = (purpose: CropPurpose) => (
    <Button
      variant="outlined"
      size="small"
      startIcon={purpose === 'avatar' ? <PhotoCameraIcon /> : <WallpaperIcon />}
      disabled={busy}
      onClick={() => onChoose(purpose)}
      onPointerEnter={onPreload}
      onFocus={onPreload}
    >
      {t(purpose === 'avatar' ? 'editor.chooseAvatar' : 'editor.chooseCover')}
    </Button>
  );

  return (
    <Stack
      direction="row"
      spacing={2}
      // On phones the cover is low (about 120 px at 360 px): the avatar sits below it instead
      // of over its lower third, where covers carry their text.
      sx={{ alignItems: { xs: 'center', sm: 'flex-end' }, mt: { xs: 1, sm: -5 }, px: 2 }}
    >
      <Box sx={{ borderRadius: '50%', border: 3, borderColor: 'background.paper', lineHeight: 0 }}>
        <UserAvatar
          name={name}
          picture={picture}
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
  );
}
