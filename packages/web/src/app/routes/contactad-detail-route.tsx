import { parseSlugId, REPORT_SUBJECT_KINDS, type ReportSubject } from '@backline/domain';
import Button from '@mui/material/Button';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import { useTranslation } from 'react-i18next';
import { lazy, Suspense } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { ReportMenu } from '../../components/report/report-menu.tsx';
import { useSession } from '../../features/auth/hooks/use-session.ts';
import { ContactAdDetailScreen } from '../../features/contactads/components/contact-ad-detail-screen.tsx';
import { NotFoundScreen } from '../not-found-screen.tsx';

// The gallery and players load after the ad, in the media's chunk.
const MediaGalleryView = lazy(() =>
  import('../../features/media/components/media-gallery.tsx').then((module) => ({
    default: module.MediaGalleryView,
  })),
);

/**
 * The chat with the ad's publisher about the ad. The chat screen offers the sender choice (spec
 * section 6: the viewer's pages the rule allows for this publisher and search type).
 */
export function contactAdMessagePath(
  publisher: { kind: 'user' | 'page'; id: string },
  adId: string,
): string {
  const params = new URLSearchParams({
    to: `${publisher.kind}:${publisher.id}`,
    context: `contactad:${adId}`,
  });
  return `/directmessaging?${params.toString()}`;
}

/** The report subject of an ad, once reports know contact ads (`REPORT_SUBJECT_KINDS`). */
function reportSubjectOf(id: string): ReportSubject | null {
  const kind = REPORT_SUBJECT_KINDS.find((item) => item === ('contactad' as string));
  return kind ? { kind, id } : null;
}

/** `/contactad/{slug}-{id}`, `/musikerkontakt/{slug}-{id}`: one ad; others write or report. */
export function Component() {
  const { slugId = '' } = useParams();
  const id = parseSlugId(slugId)?.id ?? '';
  const signedIn = Boolean(useSession().user);
  const { t } = useTranslation('contactads');
  return (
    <ContactAdDetailScreen
      key={id}
      id={id}
      notFound={<NotFoundScreen />}
      renderMedia={(media) => (
        <Suspense fallback={null}>
          <MediaGalleryView media={media} headingLevel={2} />
        </Suspense>
      )}
      actions={(ad) => {
        const subject = reportSubjectOf(ad.id);
        return (
          <>
            <Button
              component={RouterLink}
              to={contactAdMessagePath(ad.publisher, ad.id)}
              variant="contained"
              startIcon={<MailOutlineIcon />}
            >
              {t('detail.message')}
            </Button>
            {signedIn && subject ? <ReportMenu subject={subject} /> : null}
          </>
        );
      }}
    />
  );
}
