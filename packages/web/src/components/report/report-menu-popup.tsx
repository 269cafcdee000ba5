import Menu from '@mui/material/Menu';
import type { ReportSubject } from '@backline/domain';
import { useState } from 'react';
import { LazyReportDialog } from './lazy-report-dialog.tsx';
import { ReportMenuItem } from './report-menu-item.tsx';

/** The open part of `ReportMenu`: the menu with "Melden", and the dialog it opens. */
export function ReportMenuPopup({
  id,
  anchor,
  subject,
  onClose,
}: {
  id: string;
  anchor: HTMLElement | null;
  subject: ReportSubject;
  onClose: () => void;
}) {
  const [reporting, setReporting] = useState(false);
  return (
    <>
      <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
        <ReportMenuItem
          onClick={() => {
            onClose();
            setReporting(true);
          }}
        />
      </Menu>
      <LazyReportDialog open={reporting} subject={subject} onClose={() => setReporting(false)} />
    </>
  );
}
