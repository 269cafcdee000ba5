import { parseQrLoginCode, QR_SCAN_PARAM } from '@backline/domain';
import { qrDetailsQuery } from '../../features/qr-login/api/qr-login.ts';
import type { PrefetchArgs } from '../router.tsx';

/** `/qrscan?c=<id>-<code>` (a phone camera's link): which browser asks, as the screen reads it. */
export const prefetch = async ({ url, queryClient }: PrefetchArgs) => {
  const scanned = parseQrLoginCode(url.searchParams.get(QR_SCAN_PARAM) ?? '');
  if (scanned) await queryClient.prefetchQuery(qrDetailsQuery(scanned));
};
