import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { StickyActionBar } from '../../components/ui/sticky-action-bar.tsx';
import { MessageButton } from '../../features/messaging/components/message-button.tsx';
import { ReportMenu } from '../../components/report/report-menu.tsx';

const ContactButton = lazy(() =>
  import('../../features/contacts/components/contact-button.tsx').then((module) => ({
    default: module.ContactButton,
  })),
);

/**
 * Another member's actions on a profile: write a message, and the contacts feature's button (in
 * a chunk of its own: the profile shows first, the actions a moment later), in the profile's
 * sticky action bar on phones. Someone who blocked the viewer shows neither.
 */
export function LazyContactButton({ userId, name }: { userId: string; name: string }) {
  // Short beside the contact action: three buttons share a phone's action bar at most.
  const { t } = useTranslation('messaging');
  return (
    <Suspense fallback={null}>
      <ContactButton
        userId={userId}
        name={name}
        frame={(content) => (
          <StickyActionBar>
            <MessageButton to={{ kind: 'user', id: userId }} label={t('buttonShort')} />
            {content}
            <ReportMenu subject={{ kind: 'user', id: userId }} />
          </StickyActionBar>
        )}
      />
    </Suspense>
  );
}
