import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isAlertBookmarkRoute, type Bookmark } from '@backline/domain';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { useNotify } from '../../../components/ui/snackbar.tsx';
import { BOOKMARKS_KEY, setBookmarkAlert } from '../api/bookmarks-api.ts';

/**
 * "Alert me" on a saved search of a list with alerts (`/gigs`, `/musikersuche`; issue 18 item 5):
 * new items that pass the filter arrive as a notification and in the daily digest mail. Nothing
 * for the other lists' bookmarks.
 */
export function BookmarkAlertSwitch({ bookmark }: { bookmark: Bookmark }) {
  const { t } = useTranslation('bookmarks');
  const queryClient = useQueryClient();
  const notify = useNotify();
  const toggle = useMutation({
    mutationFn: (alert: boolean) => setBookmarkAlert(bookmark.id, alert),
    onSuccess: async (saved) => {
      notify({
        message: t(saved.alert ? 'alertOn' : 'alertOff', { name: saved.name }),
      });
      await queryClient.invalidateQueries({ queryKey: BOOKMARKS_KEY });
    },
  });
  if (!isAlertBookmarkRoute(bookmark.route)) return null;
  const checked = toggle.isPending ? (toggle.variables ?? bookmark.alert) : bookmark.alert;
  return (
    <>
      <FormControlLabel
        sx={{ mt: 0.5, ml: 0 }}
        title={t('alertHint')}
        control={
          <Switch
            size="small"
            checked={checked}
            disabled={toggle.isPending}
            onChange={(event) => toggle.mutate(event.target.checked)}
            slotProps={{ input: { 'aria-label': t('alertNamed', { name: bookmark.name }) } }}
          />
        }
        label={t('alert')}
      />
      <ErrorAlert error={toggle.error} sx={{ mt: 1 }} />
    </>
  );
}
