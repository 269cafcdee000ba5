import Typography from '@mui/material/Typography';
import type { ContactAdMatch } from '@backline/domain';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { EntityCard } from '../../../components/ui/entity-card.tsx';
import { UserAvatar } from '../../../components/ui/user-avatar.tsx';
import { currentLanguage } from '../../../lib/i18n.ts';
import { instrumentList, reasonsText, searchTypeLabel } from '../contact-ad-words.ts';

/**
 * One match of my ads: the other ad or the musician's profile, the score, and why it fits in
 * words ("spielt Schlagzeug · 12 km · gleiche Ambition"). `forTitle` names which of my ads it
 * fits when the list mixes several.
 */
export function ContactAdMatchCard({
  match,
  forTitle,
  headingComponent = 'h2',
}: {
  match: ContactAdMatch;
  forTitle?: string | null;
  /** `h3` inside a section with its own heading (the ad's matches on its detail). */
  headingComponent?: 'h2' | 'h3';
}) {
  const { t } = useTranslation('contactads');
  const language = currentLanguage();
  const subject = match.ad
    ? {
        to: match.ad.resource,
        title: match.ad.title,
        name: match.ad.publisher.name,
        picture: match.ad.picture ?? match.ad.publisher.picture,
        seed: match.ad.publisher.id,
        person: match.ad.publisher.kind === 'user',
        kind: searchTypeLabel(t, match.ad.searchType),
        city: match.ad.city?.name ?? null,
      }
    : match.profile
      ? {
          to: match.profile.resource,
          title: match.profile.name,
          name: match.profile.name,
          picture: match.profile.picture,
          seed: match.profile.id,
          person: true,
          kind: t('match.profile'),
          city: match.profile.city?.name ?? null,
        }
      : null;
  if (!subject) return null;
  const reasons = reasonsText(t, match.reasons, language);
  return (
    <EntityCard
      to={subject.to}
      title={subject.title}
      headingComponent={headingComponent}
      leading={
        <UserAvatar
          name={subject.name}
          picture={subject.picture}
          seed={subject.seed}
          size={56}
          shape={subject.person ? 'circular' : 'rounded'}
          decorative
        />
      }
      meta={[match.ad ? subject.name : null, subject.city].filter(Boolean).join(' · ') || null}
      badges={[
        <Badge key="score" tone="success">
          {t('match.score', { score: Math.round(match.score) })}
        </Badge>,
        <Badge key="kind" tone="primary">
          {subject.kind}
        </Badge>,
        match.isNew ? (
          <Badge key="new" tone="premium">
            {t('match.new')}
          </Badge>
        ) : null,
      ]}
      facts={
        <>
          {reasons ? <Typography variant="body2">{reasons}</Typography> : null}
          {match.profile && match.profile.instruments.length > 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('card.plays', { list: instrumentList(match.profile.instruments, language) })}
            </Typography>
          ) : null}
          {forTitle ? (
            <Typography variant="body2" color="text.secondary">
              {t('match.forAd', { title: forTitle })}
            </Typography>
          ) : null}
        </>
      }
    />
  );
}
