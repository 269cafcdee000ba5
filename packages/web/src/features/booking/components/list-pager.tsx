import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * Previous / "page n of m" / next under a list paged on the server; nothing for a single page.
 * `onPage` gets the new page number (1 means the first, which lists leave out of the address).
 */
export function ListPager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('booking');
  if (pages <= 1) return null;
  return (
    <Stack
      component="nav"
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', justifyContent: 'center', mt: 2 }}
    >
      <Button disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('previous')}
      </Button>
      <Typography>{t('pageOf', { page, pages })}</Typography>
      <Button disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('next')}
      </Button>
    </Stack>
  );
}
