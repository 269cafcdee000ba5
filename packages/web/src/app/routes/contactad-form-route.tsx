import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { useSession } from '../../features/auth/hooks/use-session.ts';
import { ContactAdFormScreen } from '../../features/contactads/components/contact-ad-form-screen.tsx';
import { NotFoundScreen } from '../not-found-screen.tsx';

// The publisher's photos and audio load after the form, with the media's API.
const ContactAdMediaFields = lazy(() =>
  import('./contactad-media-fields.tsx').then((module) => ({
    default: module.ContactAdMediaFields,
  })),
);

/** `/contactad/create` and `/contactad/{id}/edit`. */
export function Component() {
  const { id } = useParams();
  const session = useSession();
  return (
    <ContactAdFormScreen
      key={id ?? 'new'}
      adId={id}
      user={{ id: session.user?.id ?? '', name: session.user?.name ?? '' }}
      notFound={<NotFoundScreen />}
      renderMediaFields={(props) => (
        <Suspense fallback={null}>
          <ContactAdMediaFields {...props} />
        </Suspense>
      )}
    />
  );
}
