import { canActAsPage } from '@backline/domain';
import type { PageSlotContext } from '../../features/pages/components/page-slots.ts';
import { MessageButton } from '../../features/messaging/components/message-button.tsx';
import { ReportMenu } from '../../components/report/report-menu.tsx';

/**
 * "Nachricht schreiben" on a page, for a signed-in member who does not speak for it (its owner
 * and admins read the page's conversations instead); about the page. Beside it, the overflow menu
 * with "Melden" for who is not in the page's team.
 */
export const pageMessageSlot =
  (signedIn: boolean) =>
  ({ page }: PageSlotContext) =>
    signedIn && !canActAsPage(page.myRole) ? (
      <>
        <MessageButton to={{ kind: 'page', id: page.id }} context={{ kind: 'page', id: page.id }} />
        {page.myRole === null ? <ReportMenu subject={{ kind: 'page', id: page.id }} /> : null}
      </>
    ) : null;
