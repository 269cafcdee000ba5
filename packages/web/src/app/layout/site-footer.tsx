import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FOOTER_LINKS } from './nav-items.ts';

/** Help and legal pages, reachable from every screen. */
export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', py: 3, mt: 'auto', bgcolor: 'background.paper' }}
    >
      <Container
        maxWidth="lg"
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: 2,
          justifyContent: 'space-between',
          alignItems: { xs: 'flex-start', sm: 'center' },
        }}
      >
        <Box
          component="nav"
          aria-label={t('footer.label')}
          sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}
        >
          {FOOTER_LINKS.map((link) => (
            <Link key={link.key} component={RouterLink} to={link.to} color="text.primary">
              {t(`static.${link.key}`)}
            </Link>
          ))}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </Typography>
      </Container>
    </Box>
  );
}
