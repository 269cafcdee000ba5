import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ContextRef, type Party, type PartyRef } from '@backline/domain';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  conversationPath,
  conversationQuery,
  MESSAGING_KEY,
  sendersQuery,
  startConversation,
} from '../api/messaging-api.ts';
import { LazyComposer as Composer } from './lazy-composer.tsx';
import { senderKey } from './sender-dialog.tsx';
import { ChatFrame, ChatHeader } from './chat-frame.tsx';

const SenderDialog = lazy(() =>
  import('./sender-dialog.tsx').then((module) => ({ default: module.SenderDialog })),
);

export function NewConversation({
  to,
  context,
  as,
}: {
  to: PartyRef;
  context: ContextRef | null;
  as: PartyRef | null;
}) {
  const { t } = useTranslation('messaging');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const senders = useQuery({
    ...sendersQuery(context ?? { kind: 'booking', id: 'none0' }),
    enabled: context !== null,
  });
  const choices = senders.data?.senders ?? [];
  const [chosen, setChosen] = useState<string | null>(as ? senderKey(as) : null);
  const [choosing, setChoosing] = useState(false);
  const waiting = useRef<string | null>(null);
  const sender = choices.find((party) => senderKey(party) === chosen) ?? choices[0];

  const start = useMutation({
    mutationFn: ({ text, from }: { text: string; from?: Party }) =>
      startConversation({
        to,
        ...(from && from.kind === 'page' ? { as: { kind: from.kind, id: from.id } } : {}),
        ...(context ? { context } : {}),
        text,
      }),
    onSuccess: ({ conversation }) => {
      queryClient.setQueryData(conversationQuery(conversation.id).queryKey, conversation);
      void queryClient.invalidateQueries({ queryKey: [...MESSAGING_KEY, 'list'] });
      void navigate(conversationPath(conversation.id), { replace: true });
    },
  });

  const onSend = (text: string) => {
    if (choices.length > 1 && chosen === null) {
      // Spec section 6: who writes is chosen before the first message goes out.
      waiting.current = text;
      setChoosing(true);
      return Promise.reject(new Error('sender not chosen'));
    }
    return start.mutateAsync({ text, from: sender });
  };

  return (
    <ChatFrame header={<ChatHeader title={t('chat.newTitle')} />}>
      <Divider />
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto', py: 1 }}>
        <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 4 }}>
          {t('chat.noHistory')}
        </Typography>
      </Box>
      <Divider />
      <Composer
        pending={start.isPending}
        error={start.error}
        onSend={onSend}
        before={
          choices.length > 1 && sender ? (
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
              <Typography variant="body2" color="text.secondary">
                {t('sender.label', {
                  name:
                    sender.kind === 'user' ? t('sender.you', { name: sender.name }) : sender.name,
                })}
              </Typography>
              <Button size="small" onClick={() => setChoosing(true)}>
                {t('sender.choose')}
              </Button>
            </Stack>
          ) : null
        }
      />
      {choosing ? (
        <Suspense fallback={null}>
          <SenderDialog
            open
            senders={choices}
            chosen={sender ? senderKey(sender) : ''}
            onCancel={() => {
              waiting.current = null;
              setChoosing(false);
            }}
            onChoose={(party) => {
              setChosen(senderKey(party));
              setChoosing(false);
              const text = waiting.current;
              waiting.current = null;
              if (text) start.mutate({ text, from: party });
            }}
          />
        </Suspense>
      ) : null}
    </ChatFrame>
  );
}
