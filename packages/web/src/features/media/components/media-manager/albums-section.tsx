import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { CreateAlbumSchema, MAX_ALBUM_TITLE_LENGTH } from '@backline/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../../components/ui/error-alert.tsx';
import { FormTextField } from '../../../../components/ui/form/form-text-field.tsx';
import { applyServerErrors, hasServerFieldErrors } from '../../../../lib/forms/server-errors.ts';
import { useAppForm } from '../../../../lib/forms/use-app-form.ts';
import { createAlbum, reorderAlbums } from '../../api/media-api.ts';
import { moveItem } from '../../media-format.ts';
import { AlbumEditor } from '../album-editor.tsx';
import { ReorderButtons } from '../manager-parts.tsx';
import { SectionHeading, settledRefresh, type SectionContext } from './section-parts.tsx';

/** Photo albums: create one, then each in its editor, in the order the up/down buttons set. */
export function AlbumsSection({ owner, media, refresh, update, announce }: SectionContext) {
  const { t } = useTranslation('media');
  const headingId = useId();
  const form = useAppForm(CreateAlbumSchema, { defaultValues: { title: '' } });
  const create = useMutation({
    mutationFn: (title: string) => createAlbum(owner, title),
    onSuccess: () => {
      form.reset();
      announce(t('manager.saved'));
    },
    ...settledRefresh(refresh),
  });
  const reorder = useMutation({
    mutationFn: (ids: string[]) => reorderAlbums(owner, ids),
    ...settledRefresh(refresh),
  });
  const onSubmit = form.handleSubmit(({ title }) =>
    create.mutate(title, { onError: (error) => applyServerErrors(form, error) }),
  );

  const move = (index: number, delta: -1 | 1) => {
    const albums = moveItem(media.albums, index, delta);
    update((current) => ({ ...current, albums }));
    reorder.mutate(albums.map((album) => album.id));
  };

  const failure =
    (hasServerFieldErrors(form.formState.errors) ? null : create.error) ?? reorder.error;
  const pending = create.isPending || reorder.isPending;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{t('albums.title')}</SectionHeading>
      <Stack
        component="form"
        noValidate
        onSubmit={onSubmit}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'flex-start' }, mb: 2 }}
      >
        <FormTextField
          control={form.control}
          name="title"
          size="small"
          fullWidth={false}
          label={t('albums.nameLabel')}
          inputProps={{ maxLength: MAX_ALBUM_TITLE_LENGTH }}
        />
        <Button type="submit" variant="contained" disabled={pending}>
          {t('albums.create')}
        </Button>
      </Stack>
      <ErrorAlert error={failure} sx={{ mb: 2 }} />
      {media.albums.length === 0 ? (
        <Typography color="text.secondary">{t('albums.none')}</Typography>
      ) : (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {media.albums.map((album, index) => (
            <Box component="li" key={album.id}>
              <AlbumEditor
                owner={owner}
                album={album}
                refresh={refresh}
                update={update}
                announce={announce}
                reorder={
                  <ReorderButtons
                    name={album.title}
                    index={index}
                    count={media.albums.length}
                    disabled={pending}
                    onMove={(delta) => move(index, delta)}
                  />
                }
              />
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
