import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CONTACT_LISTS,
  type ContactCommand,
  type ContactItem,
  type ContactList,
  type ContactListAnswer,
  type ContactPerson,
} from '@backline/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardList } from '../../../components/ui/card-list.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { EntityCard } from '../../../components/ui/entity-card.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import {
  LazyConfirmDialog,
  preloadConfirmDialog,
} from '../../../components/ui/lazy-confirm-dialog.tsx';
import { OutlinedField } from '../../../components/ui/outlined-field.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SCREEN_GUTTERS } from '../../../components/ui/screen-gutters.ts';
import { QueryView } from '../../../components/ui/query-view.tsx';
import { CardSkeletons } from '../../../components/ui/skeletons.tsx';
import { useNotify } from '../../../components/ui/snackbar.tsx';
import { UserAvatar } from '../../../components/ui/user-avatar.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useListFilters } from '../../../lib/use-list-filters.ts';
import {
  contactListOf,
  contactListQuery,
  contactsChanged,
  sendContactCommand,
} from '../api/contacts-api.ts';

type Counts = ContactListAnswer['counts'];
type Command = { person: ContactPerson; command: ContactCommand };
/** The commands that end something a new request would have to restore: asked first. */
type AskedCommand = { person: ContactPerson; command: 'remove' | 'block' };

/** What each list offers on its cards (a subset of `contactCommands` of the list's state). */
const LIST_COMMANDS: Record<ContactList, readonly ContactCommand[]> = {
  confirmed: ['remove', 'block'],
  incoming: ['confirm', 'decline'],
  outgoing: ['revoke'],
  blocked: ['unblock'],
};

/**
 * `/user/contacts`: the confirmed contacts, the requests to the user, the user's own requests and
 * the users they blocked, as tabs with their counts. The list and the search live in the address
 * (`?list=`, `?q=`); each card carries the commands of its list, and a command refreshes every
 * list and count.
 */
export function ContactsScreen() {
  const { t } = useTranslation('contacts');
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { params, update, search } = useListFilters();
  const list = contactListOf(params.get('list'));
  const q = (params.get('q') ?? '').trim();
  const query = useInfiniteQuery(contactListQuery(list, q));

  // The tabs keep the last counts while another list loads.
  const freshCounts = query.data?.pages[0]?.counts;
  const [counts, setCounts] = useState<Counts | undefined>(freshCounts);
  if (freshCounts && freshCounts !== counts) setCounts(freshCounts);

  const [asking, setAsking] = useState<AskedCommand | null>(null);
  const command = useMutation({
    mutationFn: ({ person, command: name }: Command) => sendContactCommand(person.id, name),
    onSuccess: (_relation, { person, command: name }) =>
      notify({ message: t(`done.${name}`, { name: person.name }) }),
    // A refusal means the relation changed elsewhere (the other side revoked, say): refresh too.
    onSettled: (relation) => contactsChanged(queryClient, relation),
  });
  const run = (next: Command) => {
    if (next.command === 'remove' || next.command === 'block') {
      setAsking({ person: next.person, command: next.command });
    } else {
      command.mutate(next);
    }
  };

  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const busyId = command.isPending ? command.variables.person.id : null;

  return (
    <Box sx={{ ...SCREEN_GUTTERS, maxWidth: 860 }}>
      <PageHeader title={t('title')} subtitle={t('intro')} />
      <Box
        component="form"
        role="search"
        onSubmit={search.submit}
        sx={{ mb: 1 }}
        aria-label={t('search')}
      >
        <OutlinedField
          label={t('search')}
          name="q"
          type="search"
          size="small"
          value={search.text}
          placeholder={t('searchPlaceholder')}
          onChange={(event) => search.setText(event.target.value)}
        />
      </Box>
      <ContactTabs
        list={list}
        counts={counts}
        onChange={(value) =>
          update({ list: value === 'confirmed' ? null : value }, { replace: true })
        }
      />
      <Box id="contacts-panel" role="tabpanel" aria-labelledby={`contacts-tab-${list}`}>
        <ErrorAlert error={command.error} sx={{ mb: 2 }} />
        <QueryView
          query={query}
          loading={<CardSkeletons leading="circle" />}
          isEmpty={() => items.length === 0}
          empty={
            <ContactsEmpty
              list={list}
              q={q}
              incoming={counts?.incoming ?? 0}
              onClearSearch={() => {
                search.setText('');
                update({ q: null }, { replace: true });
              }}
              onShowRequests={() => update({ list: 'incoming' }, { replace: true })}
            />
          }
        >
          {() => (
            <CardList aria-label={t(`tabs.${list}`)}>
              {items.map((item) => (
                <ContactCard
                  key={item.person.id}
                  item={item}
                  list={list}
                  busy={busyId === item.person.id}
                  onCommand={(name) => run({ person: item.person, command: name })}
                />
              ))}
            </CardList>
          )}
        </QueryView>
        {query.hasNextPage ? (
          <Button
            sx={{ mt: 2 }}
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {t('loadMore')}
          </Button>
        ) : null}
      </Box>
      <LazyConfirmDialog
        open={asking !== null}
        title={
          asking?.command === 'block'
            ? t('confirmBlock.title', { name: asking.person.name })
            : t('confirmRemove.title')
        }
        text={
          asking?.command === 'block'
            ? t('confirmBlock.text')
            : t('confirmRemove.text', { name: asking?.person.name ?? '' })
        }
        cancelLabel={t('cancel')}
        confirmLabel={
          asking?.command === 'block' ? t('confirmBlock.confirm') : t('confirmRemove.confirm')
        }
        destructive
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking) command.mutate(asking);
          setAsking(null);
        }}
      />
    </Box>
  );
}

function ContactCard({
  item,
  list,
  busy,
  onCommand,
}: {
  item: ContactItem;
  list: ContactList;
  busy: boolean;
  onCommand: (command: ContactCommand) => void;
}) {
  const { t } = useTranslation('contacts');
  const { person } = item;
  const commands = LIST_COMMANDS[list];
  return (
    <EntityCard
      to={person.resource}
      title={person.name}
      leading={
        <UserAvatar
          name={person.name}
          picture={person.picture}
          seed={person.id}
          size={48}
          decorative
        />
      }
      meta={person.city ?? undefined}
      facts={
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {t(`since.${list}`, {
            date: formatDate(item.since),
          })}
        </Box>
      }
      action={
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
          {commands.map((name, index) => (
            <Button
              key={name}
              size="small"
              variant={index === 0 && list === 'incoming' ? 'contained' : 'outlined'}
              color={name === 'block' ? 'error' : 'primary'}
              disabled={busy}
              // The visible word first, then whom it is for (several cards carry the same words).
              aria-label={`${t(`actions.${name}`)}: ${person.name}`}
              onClick={() => onCommand(name)}
              onPointerEnter={
                name === 'remove' || name === 'block' ? preloadConfirmDialog : undefined
              }
            >
              {t(`actions.${name}`)}
            </Button>
          ))}
        </Stack>
      }
    />
  );
}

function ContactsEmpty({
  list,
  q,
  incoming,
  onClearSearch,
  onShowRequests,
}: {
  list: ContactList;
  q: string;
  incoming: number;
  onClearSearch: () => void;
  onShowRequests: () => void;
}) {
  const { t } = useTranslation('contacts');
  if (q) {
    return (
      <EmptyState
        title={t('empty.search', { q })}
        text={t('empty.searchText')}
        action={
          <Button variant="outlined" onClick={onClearSearch}>
            {t('empty.clearSearch')}
          </Button>
        }
      />
    );
  }
  return (
    <EmptyState
      title={t(`empty.${list}`)}
      text={t(`empty.${list}Text`)}
      action={
        list === 'confirmed' && incoming > 0 ? (
          <Button variant="contained" onClick={onShowRequests}>
            {t('empty.showRequests')}
          </Button>
        ) : undefined
      }
    />
  );
}

/**
 * The four lists' tabs with their counts. They share the width (as the date overview's two):
 * nothing scrolls sideways at 360 px; on a phone the count goes on a line of its own.
 */
function ContactTabs({
  list,
  counts,
  onChange,
}: {
  list: ContactList;
  counts: Counts | undefined;
  onChange: (list: ContactList) => void;
}) {
  const { t } = useTranslation('contacts');
  return (
    <Tabs
      value={list}
      onChange={(_event, value: ContactList) => onChange(value)}
      aria-label={t('tabsLabel')}
      variant="fullWidth"
      sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
    >
      {CONTACT_LISTS.map((name) => (
        <Tab
          key={name}
          value={name}
          id={`contacts-tab-${name}`}
          aria-controls="contacts-panel"
          label={
            <span>
              {t(`tabs.${name}`)}
              {counts ? (
                <>
                  {' '}
                  <Box component="span" sx={{ display: { xs: 'block', sm: 'inline' } }}>
                    ({counts[name]})
                  </Box>
                </>
              ) : null}
            </span>
          }
          // A little smaller on a phone, so that "Gesendet" stays whole in a quarter of 328 px.
          sx={{
            minWidth: 0,
            px: { xs: 0.25, sm: 2 },
            fontSize: { xs: '0.8125rem', sm: undefined },
          }}
        />
      ))}
    </Tabs>
  );
}
