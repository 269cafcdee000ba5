import Button from '@mui/material/Button';
import { FORUM_LIST_SORTS, type ForumCategory, type ForumListSort } from '@backline/domain';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { localized } from './forum-format.ts';

/** The forum list's filter panel: category and order (search and tag are on the bar). */
export function ForumFilterFields({
  categories,
  categorySlug,
  sort,
  update,
}: {
  categories: readonly ForumCategory[];
  categorySlug: string;
  sort: ForumListSort;
  update: (changes: Record<string, string | null>) => void;
}) {
  const { t } = useTranslation('forum');
  return (
    <>
      <SelectField
        label={t('category')}
        name="category"
        value={categorySlug}
        options={[
          { value: '', label: t('allCategories') },
          ...categories.map((item) => ({
            value: item.slug,
            label: localized(item.names),
          })),
        ]}
        onChange={(value) => update({ category: value || null })}
      />
      <SelectField
        label={t('sort')}
        name="sort"
        value={sort}
        options={FORUM_LIST_SORTS.map((value) => ({
          value,
          label: t(value === 'newest' ? 'sortNewest' : 'sortActivity'),
        }))}
        onChange={(value) => update({ sort: value === 'newest' ? value : null })}
      />
    </>
  );
}

/** Nothing to show: with filters, a way back; without, the first topic. */
export function EmptyTopics({
  filtered,
  onReset,
  onWrite,
}: {
  filtered: boolean;
  onReset: () => void;
  onWrite: () => void;
}) {
  const { t } = useTranslation('forum');
  return filtered ? (
    <EmptyState
      title={t('emptyTitle')}
      text={t('empty')}
      action={
        <Button variant="outlined" onClick={onReset}>
          {t('reset')}
        </Button>
      }
    />
  ) : (
    <EmptyState
      title={t('emptyNoTopics')}
      text={t('emptyNoTopicsText')}
      action={
        <Button variant="contained" onClick={onWrite}>
          {t('newTopic')}
        </Button>
      }
    />
  );
}
