import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { AdminUserDetail } from '@backline/domain';
import { useTranslation } from 'react-i18next';
import type { DialogAction } from '../admin-action-dialog.tsx';
import { hasBan } from './user-bans.tsx';

const ACTIONS: { action: DialogAction; label: DialogAction }[] = [
  { action: 'passwordReset', label: 'passwordReset' },
  { action: 'loginKey', label: 'loginKey' },
  { action: 'endSessions', label: 'endSessions' },
  { action: 'shadowBan', label: 'shadowBan' },
  { action: 'communityBan', label: 'communityBan' },
  { action: 'removeBan', label: 'removeBan' },
  { action: 'deactivate', label: 'deactivate' },
  { action: 'reactivate', label: 'reactivate' },
  { action: 'delete', label: 'delete' },
  { action: 'restore', label: 'restore' },
  { action: 'grantModerator', label: 'grantModerator' },
  { action: 'revokeModerator', label: 'revokeModerator' },
];

/** A button for each action on the account, off where it does not apply (no ban to remove…). */
export function UserActionButtons({
  user,
  onChoose,
}: {
  user: AdminUserDetail['user'];
  onChoose: (action: DialogAction) => void;
}) {
  const { t } = useTranslation('admin');
  const banned = hasBan(user.bans);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
      {ACTIONS.map(({ action, label }) => (
        <Button
          key={action}
          variant="outlined"
          size="small"
          color={
            action === 'deactivate' || action === 'delete'
              ? 'error'
              : action === 'shadowBan' || action === 'communityBan'
                ? 'warning'
                : 'primary'
          }
          disabled={
            (action === 'removeBan' && !banned) ||
            (action === 'deactivate' && user.deactivatedAt !== null) ||
            (action === 'delete' && user.deletionRequestedAt !== null) ||
            (action === 'reactivate' && user.deactivatedAt === null) ||
            (action === 'restore' && user.deletionRequestedAt === null) ||
            (action === 'grantModerator' && user.role !== 'user') ||
            (action === 'revokeModerator' && user.role !== 'moderator')
          }
          onClick={() => onChoose(action)}
        >
          {t(`actions.${label}`)}
        </Button>
      ))}
    </Box>
  );
}
