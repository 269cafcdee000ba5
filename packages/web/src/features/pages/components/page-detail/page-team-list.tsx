import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Page, PageUserRef } from '@backline/domain';
import { useTranslation } from 'react-i18next';
import { DetailSection } from '../../../../components/ui/detail-layout.tsx';
import { PersonAvatar, PersonName } from '../page-person.tsx';

/** The page's people by role: owner, admins, members and team (roles without anyone are left out). */
export function PageTeamList({ page }: { page: Page }) {
  const { t } = useTranslation('pages');
  const groups: { role: 'owner' | 'admin' | 'member' | 'team'; users: PageUserRef[] }[] = [
    { role: 'owner', users: page.owner ? [page.owner] : [] },
    { role: 'admin', users: page.admins },
    { role: 'member', users: page.members },
    { role: 'team', users: page.team },
  ];

  return (
    <DetailSection title={t('detail.team')} id="page-team">
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }}>
        {groups
          .filter((group) => group.users.length > 0)
          .map((group) => (
            <Box key={group.role}>
              <Typography variant="body2" component="h3" color="text.secondary">
                {t(`roles.${group.role}`)}
              </Typography>
              <Box
                component="ul"
                sx={{
                  listStyle: 'none',
                  p: 0,
                  m: 0,
                  display: 'flex',
                  flexWrap: 'wrap',
                  gap: 1.5,
                  mt: 0.5,
                }}
              >
                {group.users.map((user, index) => (
                  <Box
                    component="li"
                    // Private profiles come without an id.
                    key={user.id || `private-${index}`}
                    sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}
                  >
                    <PersonAvatar user={user} size={32} />
                    <PersonName user={user} />
                  </Box>
                ))}
              </Box>
            </Box>
          ))}
      </Paper>
    </DetailSection>
  );
}
