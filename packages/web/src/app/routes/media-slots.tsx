import { lazy, Suspense } from 'react';
import type { MediaOwner, Picture } from '@backline/domain';

/**
 * The media feature's pieces as the profile and page screens mount them. They load in their own
 * chunks after the screen: a form or a page shows first, its pictures and media a moment later.
 */
const AvatarCoverEditor = lazy(() =>
  import('../../features/media/components/avatar-cover-editor.tsx').then((module) => ({
    default: module.AvatarCoverEditor,
  })),
);
const MediaManager = lazy(() =>
  import('../../features/media/components/media-manager.tsx').then((module) => ({
    default: module.MediaManager,
  })),
);
const MediaGallery = lazy(() =>
  import('../../features/media/components/media-gallery.tsx').then((module) => ({
    default: module.MediaGallery,
  })),
);

type OwnerPictures = {
  owner: MediaOwner;
  name: string;
  picture: Picture | null;
  cover: Picture | null;
  onChanged: () => Promise<unknown>;
  /** The `maxWidth` of the screen the editor spans (the cover's rendered width). */
  screenMaxWidth: number;
};

export function LazyAvatarCoverEditor(props: OwnerPictures) {
  return (
    <Suspense fallback={null}>
      <AvatarCoverEditor
        {...props}
        onChanged={async () => {
          await props.onChanged();
        }}
      />
    </Suspense>
  );
}

export function LazyMediaManager({ owner }: { owner: MediaOwner }) {
  return (
    <Suspense fallback={null}>
      <MediaManager owner={owner} />
    </Suspense>
  );
}

export function LazyMediaGallery({ owner }: { owner: MediaOwner }) {
  return (
    <Suspense fallback={null}>
      <MediaGallery owner={owner} />
    </Suspense>
  );
}

const ReceivedRatings = lazy(() =>
  import('../../features/booking/components/received-ratings.tsx').then((module) => ({
    default: module.ReceivedRatings,
  })),
);

/** A page's booking ratings, below its media (booking is its own feature and chunk). */
export function LazyReceivedRatings({ pageId }: { pageId: string }) {
  return (
    <Suspense fallback={null}>
      <ReceivedRatings pageId={pageId} />
    </Suspense>
  );
}

const FairPayCard = lazy(() =>
  import('../../features/booking/components/fair-pay-card.tsx').then((module) => ({
    default: module.FairPayCard,
  })),
);

/** A venue's or organizer's fair-pay figures (booking feature, its own chunk). */
export function LazyFairPayCard({ pageId }: { pageId: string }) {
  return (
    <Suspense fallback={null}>
      <FairPayCard pageId={pageId} />
    </Suspense>
  );
}
