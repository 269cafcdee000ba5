import type { ForumAuthor, ForumTopicSummary } from '@backline/domain';
import { currentLanguage } from '../../../lib/i18n.ts';

/** A category's name in the interface language. */
export const localized = (names: { de: string; en: string }) =>
  currentLanguage() === 'en' ? names.en : names.de;

/** The author's name, or "deleted member" once their account is gone. */
export const authorName = (author: ForumAuthor, deletedText: string) => author.name ?? deletedText;

export type TopicBadge = { key: string; tone: 'warning' | 'neutral' | 'error'; labelKey: string };

/** What sets a topic apart in a list: closed, hidden, blocked. */
export function topicBadges(topic: ForumTopicSummary): TopicBadge[] {
  const badges: TopicBadge[] = [];
  if (topic.contentState === 'depublished') {
    badges.push({ key: 'depublished', tone: 'error', labelKey: 'depublishedBadge' });
  }
  if (topic.threadState === 'closed') {
    badges.push({ key: 'closed', tone: 'neutral', labelKey: 'closedBadge' });
  }
  if (topic.threadState === 'hidden') {
    badges.push({ key: 'hidden', tone: 'warning', labelKey: 'hiddenBadge' });
  }
  return badges;
}
