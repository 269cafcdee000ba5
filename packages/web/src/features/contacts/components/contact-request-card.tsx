import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactItem } from '@backline/domain';
import { useTranslation } from 'react-i18next';
import { EntityCard } from '../../../components/ui/entity-card.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { useNotify } from '../../../components/ui/snackbar.tsx';
import { UserAvatar } from '../../../components/ui/user-avatar.tsx';
import { contactsChanged, sendContactCommand } from '../api/contacts-api.ts';

type Answer = 'confirm' | 'decline';

/**
 * An open contact request to me with "Annehmen" and "Ablehnen" on the card (the dashboard).
 * After an answer (or a refusal: the relation changed elsewhere) the contact lists refresh and
 * `onAnswered` lets the caller refresh what it shows.
 */
export function ContactRequestCard({
  item,
  onAnswered,
}: {
  item: ContactItem;
  onAnswered?: () => Promise<unknown>;
}) {
  const { t } = useTranslation('contacts');
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { person } = item;
  const answer = useMutation({
    mutationFn: (command: Answer) => sendContactCommand(person.id, command),
    onSuccess: (_relation, command) =>
      notify({ message: t(`done.${command}`, { name: person.name }) }),
    onSettled: (relation) => Promise.all([contactsChanged(queryClient, relation), onAnswered?.()]),
  });
  const button = (command: Answer) => (
    <Button
      size="small"
      variant={command === 'confirm' ? 'contained' : 'outlined'}
      disabled={answer.isPending}
      onClick={() => answer.mutate(command)}
      aria-label={`${t(`actions.${command}`)}: ${person.name}`}
    >
      {t(`actions.${command}`)}
    </Button>
  );
  return (
    <EntityCard
      to={person.resource}
      title={person.name}
      headingComponent="h3"
      leading={
        <UserAvatar
          name={person.name}
          picture={person.picture}
          seed={person.id}
          size={40}
          decorative
        />
      }
      meta={person.city ?? undefined}
      facts={answer.error ? <ErrorAlert error={answer.error} sx={{ mt: 1 }} /> : undefined}
      action={
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {button('confirm')}
          {button('decline')}
        </Stack>
      }
    />
  );
}
