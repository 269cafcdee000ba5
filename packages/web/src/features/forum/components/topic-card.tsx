import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ForumTopicSummary } from '@backline/domain';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { EntityCard } from '../../../components/ui/entity-card.tsx';
import { UserAvatar } from '../../../components/ui/user-avatar.tsx';
import { formatDate } from '../../../lib/format.ts';
import { authorName, localized, topicBadges } from './forum-format.ts';

/** One topic in the list: title, category and author, its start, comments and last activity. */
export function TopicCard({ topic }: { topic: ForumTopicSummary }) {
  const { t } = useTranslation('forum');
  const author = authorName(topic.author, t('deletedUser'));
  return (
    <EntityCard
      to={topic.path}
      title={topic.title}
      leading={
        <UserAvatar
          name={author}
          seed={topic.author.id ?? topic.id}
          size={40}
          shape={topic.author.kind === 'page' ? 'rounded' : 'circular'}
          decorative
        />
      }
      meta={`${localized(topic.category.names)} · ${t('by', { name: author })}`}
      badges={
        topicBadges(topic).length > 0 ? (
          <>
            {topicBadges(topic).map((badge) => (
              <Badge key={badge.key} tone={badge.tone}>
                {t(badge.labelKey as 'closedBadge')}
              </Badge>
            ))}
          </>
        ) : undefined
      }
      facts={
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary">
            {t('commentCount', { count: topic.commentCount })} ·{' '}
            {t('lastActivity', { date: formatDate(topic.lastActivityAt) })}
          </Typography>
          {topic.tags.map((tag) => (
            <Chip key={tag} label={`#${tag}`} size="small" variant="outlined" />
          ))}
        </Box>
      }
    />
  );
}
