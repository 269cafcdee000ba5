import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { forumMeQuery, forumMyPagesQuery } from '../api/forum-api.ts';

/** The viewer writes as themselves (''), or as a page they own or administrate (its id). */
export function SenderSelect({
  value,
  onChange,
  name,
}: {
  value: string;
  onChange: (pageId: string) => void;
  name: string;
}) {
  const { t } = useTranslation('forum');
  const pages = useQuery(forumMyPagesQuery);
  const actable = (pages.data?.pages ?? []).filter((page) => page.canActAs);
  const me = useQuery({ ...forumMeQuery, enabled: actable.length > 0 });
  // Only who may write as a page chooses (messaging's "Absender wählen" for the forum).
  if (actable.length === 0) return null;
  const name_ = me.data?.user.name ?? '';
  return (
    <SelectField
      label={t('sender.label')}
      name={name}
      value={value}
      options={[
        { value: '', label: t('sender.you', { name: name_ }) },
        ...actable.map((page) => ({ value: page.id, label: page.name })),
      ]}
      onChange={onChange}
    />
  );
}
