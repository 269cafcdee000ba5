import {
  canAnswerOwnershipRequests,
  canDeletePage,
  canManageTeam,
  type Page,
} from '@backline/domain';
import { useTranslation } from 'react-i18next';
import { AdminSection } from './admin-section.tsx';
import { PageDeleteSection } from './page-delete-section.tsx';
import { PageInvitesSection } from './page-invites-section.tsx';
import { PageOwnershipRequestsSection } from './page-ownership-requests-section.tsx';
import { PageTeamSection } from './page-team-section.tsx';

export type PageAdminSectionsProps = {
  page: Page;
  userId: string;
  onLeft: () => void;
  onDeleted: () => void;
};

/**
 * Page administration (spec section 2): team, invites, ownership requests and deletion, each
 * shown only when the page policy lets the caller's role use it.
 */
export function PageAdminSections({ page, userId, onLeft, onDeleted }: PageAdminSectionsProps) {
  const { t } = useTranslation('pages');
  return (
    <>
      <AdminSection id="team" title={t('edit.sections.team')}>
        <PageTeamSection page={page} userId={userId} onLeft={onLeft} />
      </AdminSection>
      {canManageTeam(page.myRole) ? (
        <AdminSection id="invites" title={t('edit.sections.invites')}>
          <PageInvitesSection pageId={page.id} />
        </AdminSection>
      ) : null}
      {canAnswerOwnershipRequests(page.myRole) ? (
        <AdminSection id="requests" title={t('edit.sections.requests')}>
          <PageOwnershipRequestsSection pageId={page.id} />
        </AdminSection>
      ) : null}
      {canDeletePage(page.myRole) ? (
        <AdminSection id="delete" title={t('edit.sections.delete')}>
          <PageDeleteSection pageId={page.id} name={page.name} onDeleted={onDeleted} />
        </AdminSection>
      ) : null}
    </>
  );
}

export default PageAdminSections;
