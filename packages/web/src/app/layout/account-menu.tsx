import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import LogoutIcon from '@mui/icons-material/Logout';
import EditIcon from '@mui/icons-material/Edit';
import PeopleIcon from '@mui/icons-material/People';
import SettingsIcon from '@mui/icons-material/Settings';
import TuneIcon from '@mui/icons-material/Tune';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import GavelIcon from '@mui/icons-material/Gavel';
import ShieldIcon from '@mui/icons-material/Shield';
import { useTranslation } from 'react-i18next';
import { CountBadge } from '../../components/ui/count-badge.tsx';
import { Link as RouterLink } from 'react-router';
import { useLogout } from '../../features/auth/hooks/use-logout.ts';
import { useSession } from '../../features/auth/hooks/use-session.ts';

export type AccountMenuProps = {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  /** Open contact requests: a badge on "Kontakte". */
  contactRequests?: number;
};

/** The signed-in user's own places (contacts, settings) and log out (loaded on first use). */
export function AccountMenu({ id, anchor, onClose, contactRequests = 0 }: AccountMenuProps) {
  const { t } = useTranslation();
  const logout = useLogout();
  const session = useSession();
  const role = session.status === 'authenticated' ? session.user.role : 'user';
  const isAdmin = role === 'admin';
  const isModerator = role === 'moderator' || role === 'admin';
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <MenuItem component={RouterLink} to="/user/contacts" onClick={onClose}>
        <ListItemIcon>
          <PeopleIcon fontSize="small" />
        </ListItemIcon>
        {t('account.contacts')}
        <CountBadge
          count={contactRequests}
          label={t('counters.contactRequests', { count: contactRequests })}
        />
      </MenuItem>
      <MenuItem component={RouterLink} to="/user/settings" onClick={onClose}>
        <ListItemIcon>
          <SettingsIcon fontSize="small" />
        </ListItemIcon>
        {t('account.settings')}
      </MenuItem>
      <MenuItem component={RouterLink} to="/user/appsettings" onClick={onClose}>
        <ListItemIcon>
          <TuneIcon fontSize="small" />
        </ListItemIcon>
        {t('account.appSettings')}
      </MenuItem>
      <MenuItem component={RouterLink} to="/user/edit" onClick={onClose}>
        <ListItemIcon>
          <EditIcon fontSize="small" />
        </ListItemIcon>
        {t('account.edit')}
      </MenuItem>
      <MenuItem component={RouterLink} to="/qrscan" onClick={onClose}>
        <ListItemIcon>
          <QrCodeScannerIcon fontSize="small" />
        </ListItemIcon>
        {t('account.qrScan')}
      </MenuItem>
      <MenuItem component={RouterLink} to="/account/moderation" onClick={onClose}>
        <ListItemIcon>
          <ShieldIcon fontSize="small" />
        </ListItemIcon>
        {t('account.myModeration')}
      </MenuItem>
      {isModerator ? (
        <MenuItem component={RouterLink} to="/moderation" onClick={onClose}>
          <ListItemIcon>
            <GavelIcon fontSize="small" />
          </ListItemIcon>
          {t('account.moderation')}
        </MenuItem>
      ) : null}
      {isAdmin ? (
        <MenuItem component={RouterLink} to="/admin/user" onClick={onClose}>
          <ListItemIcon>
            <AdminPanelSettingsIcon fontSize="small" />
          </ListItemIcon>
          {t('account.admin')}
        </MenuItem>
      ) : null}
      <MenuItem
        onClick={() => {
          onClose();
          void logout();
        }}
      >
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        {t('account.logout')}
      </MenuItem>
    </Menu>
  );
}
