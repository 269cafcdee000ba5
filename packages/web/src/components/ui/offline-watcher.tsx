import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnlineStatus } from '../../lib/device/online-status.ts';

const loadDialog = () => import('./offline-dialog.tsx');

/** If the dialog's code cannot be fetched (the device went offline first), a plain notice blocks. */
function PlainOfflineNotice({ open }: { open: boolean }) {
  const { t } = useTranslation();
  if (!open) return null;
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="offline-notice-title"
      className="offline-notice"
    >
      <div>
        <h2 id="offline-notice-title">{t('offline.title')}</h2>
        <p>{t('offline.text')}</p>
      </div>
    </div>
  );
}

const OfflineDialog = lazy(() =>
  loadDialog().then(
    (module) => ({ default: module.OfflineDialog }),
    () => ({ default: PlainOfflineNotice }),
  ),
);

/** Shows the blocking 'Device offline' dialog while the browser is offline. */
export function OfflineWatcher() {
  const online = useOnlineStatus();
  const [wasOffline, setWasOffline] = useState(!online);
  if (!online && !wasOffline) setWasOffline(true);

  useEffect(() => {
    // Fetch the dialog right away while there is a connection, so it can open without one.
    void loadDialog().catch(() => undefined);
  }, []);

  if (!wasOffline) return null;
  return (
    <Suspense fallback={<PlainOfflineNotice open={!online} />}>
      <OfflineDialog open={!online} />
    </Suspense>
  );
}
