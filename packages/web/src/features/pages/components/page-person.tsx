import Avatar from '@mui/material/Avatar';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlineOutlined';
import type { PageUserRef } from '@backline/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { UserAvatar } from '../../../components/ui/user-avatar.tsx';

/**
 * A person of a page's lists as far as the viewer may see them (the server decides with the
 * domain's `pagePersonView`): a former member ("ehemaliges Mitglied") and a private profile
 * show a label without picture or link; a visible person their name, linked only when the
 * viewer may open the profile.
 */
export function usePersonLabel(): (user: PageUserRef) => string {
  const { t } = useTranslation('pages');
  return (user) =>
    user.status === 'former'
      ? t('person.former')
      : user.status === 'private'
        ? t('person.private')
        : user.name;
}

/** The picture or initials of a visible person; a neutral figure for anyone else. */
export function PersonAvatar({ user, size = 40 }: { user: PageUserRef; size?: number }) {
  if (user.status !== 'visible') {
    return (
      <Avatar aria-hidden sx={{ width: size, height: size, bgcolor: 'action.disabled' }}>
        <PersonOutlineIcon fontSize={size > 36 ? 'medium' : 'small'} />
      </Avatar>
    );
  }
  return (
    <UserAvatar name={user.name} picture={user.picture} seed={user.id} size={size} decorative />
  );
}

/** The name, linked to the profile when the viewer may open it. */
export function PersonName({ user, bold = false }: { user: PageUserRef; bold?: boolean }) {
  const label = usePersonLabel()(user);
  const sx = { overflowWrap: 'anywhere', fontWeight: bold ? 600 : undefined } as const;
  if (user.status === 'visible' && user.resource) {
    return (
      <Link component={RouterLink} to={user.resource} sx={sx}>
        {label}
      </Link>
    );
  }
  return (
    <Typography
      component="span"
      color={user.status === 'visible' ? 'text.primary' : 'text.secondary'}
      sx={sx}
    >
      {label}
    </Typography>
  );
}
