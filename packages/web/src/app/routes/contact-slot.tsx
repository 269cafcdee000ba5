import { lazy, Suspense } from 'react';
import { StickyActionBar } from '../../components/ui/sticky-action-bar.tsx';

const ContactButton = lazy(() =>
  import('../../features/contacts/components/contact-button.tsx').then((module) => ({
    default: module.ContactButton,
  })),
);

/**
 * The contacts feature's button on another user's profile, in a chunk of its own: the profile
 * shows first, the contact action a moment later, in the profile's sticky action bar on phones.
 */
export function LazyContactButton({ userId, name }: { userId: string; name: string }) {
  return (
    <Suspense fallback={null}>
      <ContactButton
        userId={userId}
        name={name}
        frame={(content) => <StickyActionBar>{content}</StickyActionBar>}
      />
    </Suspense>
  );
}
