import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deletePage, meQuery, pageKeys } from '../api/pages-api.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

/** The owner deletes the page, after confirming. */
export function PageDeleteSection({
  pageId,
  name,
  onDeleted,
}: {
  pageId: string;
  name: string;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('page-admin');
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('delete.intro')}
      </Typography>
      <Button variant="outlined" color="error" onClick={() => setAsking(true)}>
        {t('delete.button')}
      </Button>
      {asking ? (
        <ConfirmDialog
          title={t('delete.button')}
          text={t('delete.confirm', { name })}
          danger
          onConfirm={() => deletePage(pageId)}
          onCancel={() => setAsking(false)}
          onDone={() => {
            setAsking(false);
            queryClient.removeQueries({ queryKey: pageKeys.detail(pageId) });
            void queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
            void queryClient.invalidateQueries({ queryKey: pageKeys.mine });
            onDeleted();
          }}
        />
      ) : null}
    </Box>
  );
}
