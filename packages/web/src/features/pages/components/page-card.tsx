import type { PageListItem } from '@backline/domain';
import { genreLabel } from '@backline/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EntityCard } from '../../../components/ui/entity-card.tsx';
import { UserAvatar } from '../../../components/ui/user-avatar.tsx';
import { currentLanguage } from '../../../lib/i18n.ts';

/** How many genres a card names before "+n". */
const CARD_GENRES = 3;

export type PageCardProps = {
  page: PageListItem;
  /** `h3` in a section with its own heading (the dashboard), `h2` in a screen's main list. */
  headingComponent?: 'h2' | 'h3';
  /** Labels beside the facts, e.g. the caller's role in their own page. */
  badges?: ReactNode;
  /** The card's primary action: follow or unfollow (`PageFollowButton`). */
  action?: ReactNode;
};

/**
 * A page (band, venue, organization) in a list: its picture or initials in its colour, the
 * kind and city, the genres and how many follow it.
 */
export function PageCard({ page, headingComponent = 'h3', badges, action }: PageCardProps) {
  const { t } = useTranslation('pages');
  const language = currentLanguage();
  const genres = page.genres.slice(0, CARD_GENRES).map((genre) => genreLabel(genre, language));
  const more = page.genres.length - genres.length;
  return (
    <EntityCard
      to={page.resource}
      title={page.name}
      headingComponent={headingComponent}
      leading={
        <UserAvatar
          name={page.name}
          picture={page.picture}
          seed={page.id}
          shape="rounded"
          size={56}
          decorative
        />
      }
      meta={[t(`kinds.${page.kind}`), page.city?.name].filter(Boolean).join(' · ')}
      badges={badges}
      facts={
        <>
          {genres.length > 0 ? (
            <span>
              {genres.join(', ')}
              {more > 0 ? ` +${more}` : ''}
              {' · '}
            </span>
          ) : null}
          <span>{t('detail.followers', { count: page.followers })}</span>
        </>
      }
      action={action}
    />
  );
}
