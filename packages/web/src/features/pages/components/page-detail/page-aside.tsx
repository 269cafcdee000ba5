import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { genreLabel, type Page } from '@backline/domain';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge.tsx';
import { DetailAside, Fact, FactList } from '../../../../components/ui/detail-layout.tsx';
import { currentLanguage } from '../../../../lib/i18n.ts';
import { linksBesideWebsite } from '../page-links.ts';

/** Beside the page: its facts (followers, city, genres) and its links (website, others, short URL). */
export function PageAside({ page }: { page: Page }) {
  const { t } = useTranslation('pages');
  const language = currentLanguage();
  const links = linksBesideWebsite(page.url, page.links);
  const hasLinks = Boolean(page.url || links.length > 0 || page.urlname);

  return (
    <>
      <DetailAside title={t('detail.factsTitle')} titleId="page-facts">
        <FactList>
          <Fact label={t('detail.followersLabel')}>
            {t('detail.followers', { count: page.followers })}
          </Fact>
          {page.city ? <Fact label={t('detail.city')}>{page.city.name}</Fact> : null}
          {page.genres.length > 0 ? (
            <Fact label={t('detail.genres')}>
              <Box
                component="ul"
                sx={{
                  listStyle: 'none',
                  p: 0,
                  m: 0,
                  mt: 0.5,
                  display: 'flex',
                  flexWrap: 'wrap',
                  gap: 0.5,
                }}
              >
                {page.genres.map((genre) => (
                  <li key={genre}>
                    <Badge>{genreLabel(genre, language)}</Badge>
                  </li>
                ))}
              </Box>
            </Fact>
          ) : null}
        </FactList>
      </DetailAside>
      {hasLinks ? (
        <DetailAside title={t('detail.links')} titleId="page-links">
          <Box component="ul" sx={{ pl: 2.5, m: 0 }}>
            {page.url ? (
              <li>
                {t('detail.website')}: <ExternalLink href={page.url} />
              </li>
            ) : null}
            {links.map((link) => (
              <li key={link.url}>
                {link.label ? `${link.label}: ` : null}
                <ExternalLink href={link.url} />
              </li>
            ))}
            {page.urlname ? (
              <li>
                {t('detail.shortUrl')}:{' '}
                <Link
                  component={RouterLink}
                  to={`/${page.urlname}`}
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {`${window.location.host}/${page.urlname}`}
                </Link>
              </li>
            ) : null}
          </Box>
        </DetailAside>
      ) : null}
    </>
  );
}

function ExternalLink({ href }: { href: string }) {
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      sx={{ overflowWrap: 'anywhere' }}
    >
      {href.replace(/^https?:\/\//, '')}
    </Link>
  );
}
