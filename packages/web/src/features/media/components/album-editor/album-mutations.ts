import { useMutation } from '@tanstack/react-query';
import type { Album, MediaOwner } from '@backline/domain';
import { useTranslation } from 'react-i18next';
import {
  deleteAlbum,
  deletePhoto,
  renameAlbum,
  reorderPhotos,
  updatePhotoCaption,
} from '../../api/media-api.ts';
import type { Announce } from '../manager-parts.tsx';

export type AlbumMutationsOptions = {
  owner: MediaOwner;
  album: Album;
  refresh: () => Promise<void>;
  announce: Announce;
  /** After a successful rename (the editor closes the rename form). */
  onRenamed: () => void;
};

/** The album's changes (rename, delete, photo order, captions, photo deletes), each refreshing after. */
export function useAlbumMutations({
  owner,
  album,
  refresh,
  announce,
  onRenamed,
}: AlbumMutationsOptions) {
  const { t } = useTranslation('media');
  const settled = { onSettled: () => refresh() };
  const rename = useMutation({
    mutationFn: (title: string) => renameAlbum(owner, album.id, title),
    onSuccess: () => {
      onRenamed();
      announce(t('manager.saved'));
    },
    ...settled,
  });
  const remove = useMutation({
    mutationFn: () => deleteAlbum(owner, album.id),
    onSuccess: () => announce(t('manager.deleted', { name: album.title })),
    ...settled,
  });
  const reorderPhotosMutation = useMutation({
    mutationFn: (ids: string[]) => reorderPhotos(owner, album.id, ids),
    ...settled,
  });
  const caption = useMutation({
    mutationFn: ({ photoId, text }: { photoId: string; text: string | null }) =>
      updatePhotoCaption(owner, album.id, photoId, text),
    onSuccess: () => announce(t('manager.saved')),
    ...settled,
  });
  const removePhoto = useMutation({
    mutationFn: ({ photoId }: { photoId: string; name: string }) =>
      deletePhoto(owner, album.id, photoId),
    onSuccess: (_, { name }) => announce(t('manager.deleted', { name })),
    ...settled,
  });
  const pending = [rename, remove, reorderPhotosMutation, caption, removePhoto].some(
    (m) => m.isPending,
  );
  return { rename, remove, reorderPhotosMutation, caption, removePhoto, pending };
}
