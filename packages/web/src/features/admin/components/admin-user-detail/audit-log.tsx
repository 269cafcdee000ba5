import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AdminUserDetail } from '@backline/domain';
import { useTranslation } from 'react-i18next';
import { SectionHeader } from '../../../../components/ui/page-header.tsx';
import { formatDateTime } from '../../../../lib/format.ts';

/** The audit log section: each entry's action, date, actor and reason (newest first). */
export function AuditLog({ entries }: { entries: AdminUserDetail['auditLog'] }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <Box sx={{ mt: 3 }}>
        <SectionHeader component="h3" title={t('audit.title')} />
      </Box>
      {entries.length === 0 ? (
        <Typography variant="body2">{t('audit.empty')}</Typography>
      ) : (
        <Box component="ol" data-testid="admin-audit-log" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {entries.map((entry) => (
            <Box
              component="li"
              key={entry.id}
              sx={{ py: 1, borderTop: 1, borderColor: 'divider', overflowWrap: 'anywhere' }}
            >
              <Typography variant="body1">{t(`audit.actions.${entry.action}`)}</Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                {formatDateTime(entry.createdAt)}
                {entry.actor ? ` · ${t('audit.by', { name: entry.actor.name })}` : ''}
              </Typography>
              {entry.reason ? (
                <Typography variant="body2">
                  {t('audit.reason', { reason: entry.reason })}
                </Typography>
              ) : null}
            </Box>
          ))}
        </Box>
      )}
    </>
  );
}
