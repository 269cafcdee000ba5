import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import { useTranslation } from 'react-i18next';
import { preloadReportDialog } from './lazy-report-dialog.tsx';

/** The "Melden" entry of an overflow menu; the menu's owner keeps the dialog (`LazyReportDialog`). */
export function ReportMenuItem({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('reports');
  return (
    <MenuItem onClick={onClick} onPointerEnter={preloadReportDialog} onFocus={preloadReportDialog}>
      <ListItemIcon>
        <FlagOutlinedIcon fontSize="small" />
      </ListItemIcon>
      {t('action')}
    </MenuItem>
  );
}
