import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { AD_MAX_REFRESHES, AD_REFRESH_INTERVAL_MS, type HouseAd } from '@backline/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { isNativeBuild } from '../../lib/device/device-info.ts';
import { usePublicConfig } from '../../lib/public-config.ts';

/** Whether the element is on screen; without IntersectionObserver it counts as visible. */
function useIsVisible(element: Element | null): boolean {
  const supported = typeof IntersectionObserver !== 'undefined';
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!element || !supported) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry) setVisible(entry.isIntersecting);
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, supported]);
  return supported ? visible : true;
}

/**
 * Rotation state: the ad shown and how often it was refreshed. While visible, the next ad comes
 * every 30 s, at most 5 times (spec section 1); hidden, the clock stops.
 */
function useAdRotation(count: number, visible: boolean) {
  const [state, setState] = useState({ index: 0, refreshes: 0 });
  const canRefresh = visible && count > 1 && state.refreshes < AD_MAX_REFRESHES;
  useEffect(() => {
    if (!canRefresh) return;
    const timer = setTimeout(() => {
      setState((current) => ({
        index: (current.index + 1) % count,
        refreshes: current.refreshes + 1,
      }));
    }, AD_REFRESH_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [canRefresh, count, state.refreshes]);
  return state;
}

/** The ad's title is its link: internal paths stay in the app, anything else is sponsored. */
function AdLink({ ad }: { ad: HouseAd }) {
  const internal = ad.href.startsWith('/') && !ad.href.startsWith('//');
  return internal ? (
    <Link component={RouterLink} to={ad.href} sx={{ fontWeight: 700 }}>
      {ad.title}
    </Link>
  ) : (
    <Link href={ad.href} rel="sponsored noopener" sx={{ fontWeight: 700 }}>
      {ad.title}
    </Link>
  );
}

function WebAdSlot() {
  const { t } = useTranslation();
  const { data } = usePublicConfig();
  const ads = data?.houseAds ?? [];
  const [node, setNode] = useState<HTMLElement | null>(null);
  const visible = useIsVisible(node);
  const { index, refreshes } = useAdRotation(ads.length, visible);

  if (ads.length === 0) return null;
  const ad = ads[index % ads.length];
  if (!ad) return null;

  return (
    <Box
      component="aside"
      ref={setNode}
      aria-label={t('ad.label')}
      data-ad-id={ad.id}
      data-ad-refreshes={refreshes}
      sx={{ my: 4 }}
    >
      <Paper
        variant="outlined"
        sx={{
          p: 2,
          display: 'flex',
          gap: 2,
          alignItems: 'center',
          minHeight: 112,
        }}
      >
        {ad.imageUrl ? (
          <Box
            component="img"
            src={ad.imageUrl}
            alt=""
            width={80}
            height={80}
            loading="lazy"
            sx={{ borderRadius: 1, objectFit: 'cover', flexShrink: 0 }}
          />
        ) : null}
        <Box sx={{ minWidth: 0 }}>
          <Typography
            variant="overline"
            component="p"
            color="text.secondary"
            sx={{ lineHeight: 1.5 }}
          >
            {t('ad.label')}
          </Typography>
          <Typography component="p">
            <AdLink ad={ad} />
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {ad.text}
          </Typography>
        </Box>
      </Paper>
    </Box>
  );
}

/** House ads from `/api/config`, on the web build only (never in the native app). */
export function AdSlot() {
  if (isNativeBuild()) return null;
  return <WebAdSlot />;
}
