import IconButton from '@mui/material/IconButton';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { ReportSubject } from '@backline/domain';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const loadPopup = () => import('./report-menu-popup.tsx');
const ReportMenuPopup = lazy(() =>
  loadPopup().then((module) => ({ default: module.ReportMenuPopup })),
);
const preloadPopup = () => void loadPopup().catch(() => undefined);

/**
 * A screen's overflow menu ("Weitere Aktionen") with "Melden": on a message, a profile, a page,
 * an offer (beside their actions), never a primary button. Only the button comes with the
 * screen; the menu and the dialog load when it is first used. `label` names what it is about.
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
  // The screens that offer it load the messaging texts; the menu and dialog bring their own.
  const { t } = useTranslation('messaging');
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  return (
    <>
      <IconButton
        aria-label={label ?? t('moreActions')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onPointerEnter={preloadPopup}
        onFocus={preloadPopup}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setUsed(true);
        }}
        size={size}
      >
        <MoreVertIcon fontSize={size} />
      </IconButton>
      {used ? (
        <Suspense fallback={null}>
          <ReportMenuPopup
            id={menuId}
            anchor={anchor}
            subject={subject}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
