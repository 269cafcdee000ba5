import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DirectoryCard } from '@backline/domain';
import { useTranslation } from 'react-i18next';
import { directoryChanged } from '../../features/directory/api/directory-api.ts';
import { MessageButton } from '../../features/messaging/components/message-button.tsx';
import { setFollowing } from '../../features/pages/api/pages-api.ts';
import { PageFollowButton } from '../../features/pages/components/page-follow-button.tsx';

/** Follow or unfollow a page from its card (the pages feature's API and button). */
function FollowAction({ card }: { card: DirectoryCard }) {
  const queryClient = useQueryClient();
  const follow = useMutation({
    mutationFn: (next: boolean) => setFollowing(card.id, next),
    onSettled: () => directoryChanged(queryClient),
  });
  return (
    <PageFollowButton
      size="small"
      following={follow.isPending ? Boolean(follow.variables) : card.viewerFollows}
      disabled={follow.isPending}
      onToggle={(next) => follow.mutate(next)}
    />
  );
}

/** Write to a musician from their card (the messaging feature's button). */
function MessageAction({ card }: { card: DirectoryCard }) {
  const { t } = useTranslation('directory');
  return (
    <MessageButton
      to={{ kind: 'user', id: card.id }}
      label={t('message')}
      ariaLabel={t('messageTo', { name: card.name })}
      size="small"
    />
  );
}

/** A directory card's action: follow a page, write to a musician (not to oneself). */
export function DirectoryCardAction({ card }: { card: DirectoryCard }) {
  if (card.kind !== 'user') return <FollowAction card={card} />;
  return card.self ? null : <MessageAction card={card} />;
}
