/** The demo data's pictures (as jobs for the image store), photo albums and videos. */
import { fakerDE as faker } from '@faker-js/faker';
import type { ImagePurpose } from '@backline/domain';
import { PHOTO_CAPTIONS } from './data/profiles.ts';
import {
  POOL,
  type ImageSource,
  type MediaOwner,
  type PagePlan,
  type SeedContext,
  type SeedPlan,
} from './plan.ts';

/** Plans a picture of `owner` and returns its image id. */
export function addImage(
  ctx: SeedContext,
  plan: SeedPlan,
  owner: MediaOwner,
  purpose: ImagePurpose,
  source: ImageSource,
  uploadedBy: string | null,
): string {
  const id = ctx.seedId();
  plan.images.push({
    id,
    ownerKind: owner.kind,
    ownerId: owner.id,
    uploadedBy,
    purpose,
    createdAt: ctx.since(1),
    source,
  });
  return id;
}

/** One of the pool's avatars (generated rows share the pool's pictures). */
export const poolAvatar = (): ImageSource => ({
  kind: 'avatar',
  name: '',
  seed: faker.number.int({ min: 0, max: POOL.avatars - 1 }),
});

export const poolCover = (): ImageSource => ({
  kind: 'cover',
  title: '',
  seed: faker.number.int({ min: 0, max: POOL.covers - 1 }),
});

export const poolPhoto = (): ImageSource => ({
  kind: 'photo',
  seed: faker.number.int({ min: 0, max: POOL.photos - 1 }),
});

/** The pool's photos in turn, starting with the first. */
function photosInTurn(): () => ImageSource {
  let next = 0;
  return () => ({ kind: 'photo', seed: next++ % POOL.photos });
}

/** An album of `count` stage photos with captions; by default the pool's photos in turn. */
export function addAlbum(
  ctx: SeedContext,
  plan: SeedPlan,
  album: { owner: MediaOwner; uploadedBy: string | null; title: string; count: number },
  photoSource: () => ImageSource = photosInTurn(),
) {
  const { owner, uploadedBy, title, count } = album;
  const albumId = ctx.seedId();
  plan.albums.push({
    id: albumId,
    ownerKind: owner.kind,
    ownerId: owner.id,
    uploadedBy,
    title,
    position: 0,
    createdAt: ctx.since(1),
  });
  for (let position = 0; position < count; position += 1) {
    const imageId = addImage(ctx, plan, owner, 'photo', photoSource(), uploadedBy);
    plan.albumPhotos.push({
      id: ctx.seedId(),
      albumId,
      imageId,
      caption: faker.helpers.arrayElement(PHOTO_CAPTIONS),
      position,
      createdAt: ctx.since(1),
    });
  }
}

/** A few generated bands (not the first artist, the demo band) show stage photos. */
export function addStagePhotos(ctx: SeedContext, plan: SeedPlan, artists: PagePlan[]) {
  for (const artist of faker.helpers.arrayElements(artists.slice(1), 4)) {
    const owner = plan.members.find((m) => m.pageId === artist.id && m.role === 'owner');
    addAlbum(
      ctx,
      plan,
      {
        owner: { kind: 'page', id: artist.id },
        uploadedBy: owner?.userId ?? null,
        title: 'Live',
        count: 2,
      },
      poolPhoto,
    );
  }
}
