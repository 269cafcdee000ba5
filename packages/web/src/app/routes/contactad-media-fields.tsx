import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CONTACT_AD_MAX_AUDIO,
  CONTACT_AD_MAX_PICTURES,
  MEDIA_ACCEPT,
  type MediaOwner,
} from '@backline/domain';
import { useRef } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/ui/error-alert.tsx';
import { useFieldErrorText } from '../../components/ui/form/field-error-text.ts';
import { pictureSources } from '../../components/ui/picture-sources.ts';
import {
  createAlbum,
  mediaQuery,
  mediaQueryKey,
  uploadAlbumPhoto,
} from '../../features/media/api/media-api.ts';
import {
  FormGroup,
  ToggleChips,
  type ContactAdControl,
} from '../../features/contactads/components/contact-ad-form-fields.tsx';

/**
 * Pictures and audio of an ad, from the publisher's media: photos of their albums (a new one is
 * uploaded into their first album, or into a new album "Musikersuche"), and their audio items.
 * The form keeps the image and audio ids, in the order chosen.
 */
export function ContactAdMediaFields({
  control,
  owner,
  ownerName,
}: {
  control: ContactAdControl;
  owner: MediaOwner;
  ownerName: string;
}) {
  const { t } = useTranslation('contactads');
  const queryClient = useQueryClient();
  const media = useQuery(mediaQuery(owner));
  const pictures = useController({ control, name: 'pictureIds' });
  const audio = useController({ control, name: 'audioIds' });
  const errorText = useFieldErrorText();
  const fileInput = useRef<HTMLInputElement>(null);
  const photos = (media.data?.albums ?? []).flatMap((album) => album.photos);
  const chosen: string[] = pictures.field.value;
  const togglePicture = (imageId: string) =>
    pictures.field.onChange(
      chosen.includes(imageId) ? chosen.filter((id) => id !== imageId) : [...chosen, imageId],
    );
  const upload = useMutation({
    mutationFn: async (file: File) => {
      const albumId =
        media.data?.albums[0]?.id ?? (await createAlbum(owner, t('form.albumTitle'))).album.id;
      return uploadAlbumPhoto(owner, albumId, file);
    },
    onSuccess: async (answer) => {
      if (chosen.length < CONTACT_AD_MAX_PICTURES) {
        pictures.field.onChange([...chosen, answer.image.id]);
      }
      await queryClient.invalidateQueries({ queryKey: mediaQueryKey(owner) });
    },
  });
  const tracks = media.data?.audio ?? [];
  const chosenAudio: string[] = audio.field.value;

  return (
    <>
      <FormGroup
        title={t('form.pictures')}
        hint={t('form.picturesHint', { max: CONTACT_AD_MAX_PICTURES, name: ownerName })}
        error={errorText(pictures.fieldState.error)}
      >
        {media.isSuccess && photos.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('form.picturesNone')}
          </Typography>
        ) : null}
        <Box
          sx={{
            display: 'grid',
            gap: 1,
            gridTemplateColumns: 'repeat(auto-fill, minmax(88px, 1fr))',
            mb: 1,
          }}
        >
          {photos.map((photo, index) => {
            const on = chosen.includes(photo.imageId);
            const full = !on && chosen.length >= CONTACT_AD_MAX_PICTURES;
            const sources = pictureSources(photo.picture, '96px', { fallback: 'thumb' });
            return (
              <ButtonBase
                key={photo.id}
                ref={index === 0 ? pictures.field.ref : undefined}
                aria-pressed={on}
                disabled={full}
                aria-label={photo.caption ?? t('form.picture', { index: index + 1 })}
                onClick={() => togglePicture(photo.imageId)}
                sx={{
                  aspectRatio: '1',
                  borderRadius: 1,
                  overflow: 'hidden',
                  outline: on ? 3 : 0,
                  outlineColor: 'primary.main',
                  '&.Mui-disabled': { opacity: 0.4 },
                }}
              >
                <Box
                  component="img"
                  src={sources.src}
                  srcSet={sources.srcSet}
                  sizes={sources.sizes}
                  alt=""
                  sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
                />
              </ButtonBase>
            );
          })}
        </Box>
        <input
          ref={fileInput}
          type="file"
          hidden
          accept={MEDIA_ACCEPT.image.accept}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) upload.mutate(file);
          }}
        />
        <Button
          variant="outlined"
          size="small"
          loading={upload.isPending}
          disabled={chosen.length >= CONTACT_AD_MAX_PICTURES}
          onClick={() => fileInput.current?.click()}
        >
          {upload.isPending ? t('form.uploading') : t('form.upload')}
        </Button>
        <ErrorAlert error={upload.error ?? media.error} sx={{ mt: 1 }} />
      </FormGroup>
      <FormGroup
        title={t('form.audio')}
        hint={
          tracks.length === 0 && media.isSuccess
            ? t('form.audioNone')
            : t('form.audioHint', { max: CONTACT_AD_MAX_AUDIO, name: ownerName })
        }
        error={errorText(audio.fieldState.error)}
      >
        <ToggleChips
          options={tracks.map((track) => ({ value: track.id, label: track.title }))}
          selected={(id) => chosenAudio.includes(id)}
          disabled={(id) => !chosenAudio.includes(id) && chosenAudio.length >= CONTACT_AD_MAX_AUDIO}
          onToggle={(id) =>
            audio.field.onChange(
              chosenAudio.includes(id)
                ? chosenAudio.filter((item) => item !== id)
                : [...chosenAudio, id],
            )
          }
          focusRef={audio.field.ref}
        />
      </FormGroup>
    </>
  );
}
