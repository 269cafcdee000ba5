import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { ReportSubject } from '@backline/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyReportDialog, preloadReportDialog } from './lazy-report-dialog.tsx';

/** The "Melden" entry of an overflow menu; the screen keeps the dialog (`useReportDialog`). */
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

/**
 * A screen's overflow menu ("Weitere Aktionen") with "Melden": on a profile, a page, an offer
 * (beside their actions), never a primary button. `label` names what the menu is about.
 */
export function ReportMenu({
  subject,
  label,
  size,
}: {
  subject: ReportSubject;
  label?: string;
  size?: 'small' | 'medium';
}) {
  const { t } = useTranslation('reports');
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton
        aria-label={label ?? t('more')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        size={size}
      >
        <MoreVertIcon fontSize={size} />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <ReportMenuItem
          onClick={() => {
            setAnchor(null);
            setOpen(true);
          }}
        />
      </Menu>
      <LazyReportDialog open={open} subject={subject} onClose={() => setOpen(false)} />
    </>
  );
}
