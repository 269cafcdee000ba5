import Button from '@mui/material/Button';
import GavelIcon from '@mui/icons-material/Gavel';
import type { ContentAction, ReportSubject } from '@backline/domain';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

const ModerationDialog = lazy(() =>
  import('./moderation-dialog.tsx').then((module) => ({ default: module.ModerationDialog })),
);

/** "Moderieren" beside a topic or comment, for its moderators; the dialog loads when used. */
export function ModerationButton({
  subject,
  topicId,
  actions,
  label,
}: {
  subject: ReportSubject;
  topicId: string;
  actions: readonly ContentAction[];
  label?: string;
}) {
  const { t } = useTranslation('forum');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        color="warning"
        startIcon={<GavelIcon fontSize="small" />}
        aria-label={label}
        onClick={() => setOpen(true)}
      >
        {t('moderation.menu')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ModerationDialog
            open={open}
            subject={subject}
            topicId={topicId}
            actions={actions}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
