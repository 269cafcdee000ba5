import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { AppError, ID_PATTERN, type Message, type SendMessageInput } from '@backline/domain';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { LazyConfirmDialog } from '../../../components/ui/lazy-confirm-dialog.tsx';
import { CardSkeletons } from '../../../components/ui/skeletons.tsx';
import { useNotify } from '../../../components/ui/snackbar.tsx';
import {
  contextRefOf,
  conversationChanged,
  conversationQuery,
  deleteMessage,
  historyQuery,
  partyRefOf,
  removeAttachment,
  sendMessage,
  uploadAttachment,
} from '../api/messaging-api.ts';
import type { Uploader } from '../hooks/use-attachments.ts';
import { LazyComposer as Composer } from './lazy-composer.tsx';
import {
  ChatFrame,
  ChatHeader,
  ConversationLines,
  ConversationMenu,
  TypingLine,
} from './chat-frame.tsx';
import { MessageHistory } from './message-history.tsx';
import { seenMessageId, useChatRealtime } from './use-chat-realtime.ts';
import { useMarkShownRead } from './use-mark-shown-read.ts';
import { NewConversation } from './new-conversation.tsx';

/**
 * `/directmessaging`: `?id=` opens a conversation; `?to=user:{id}` or `?to=page:{id}` (with
 * `&context=booking:{id}` and `&as=page:{id}`) opens an empty one, created with its first message.
 */
export function ChatScreen() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const to = partyRefOf(params.get('to'));
  if (id && ID_PATTERN.test(id)) return <ConversationChat key={id} id={id} />;
  if (to) {
    return (
      <NewConversation
        key={params.toString()}
        to={to}
        context={contextRefOf(params.get('context'))}
        as={partyRefOf(params.get('as'))}
      />
    );
  }
  return <InvalidChat />;
}

/** The messages in reading order (oldest first), each once, from pages that come newest first. */
const chronological = (pages: readonly { items: readonly Message[] }[]): Message[] => {
  const byId = new Map<string, Message>();
  for (const page of pages) for (const message of page.items) byId.set(message.id, message);
  return [...byId.values()].reverse();
};

/**
 * Where the "Neu" separator goes: above the partner's first message after the one last read
 * (when that one is older than everything loaded, above the partner's first loaded message).
 */
function firstUnreadId(messages: readonly Message[], lastReadId: string | null): string | null {
  const readIndex = lastReadId ? messages.findIndex((m) => m.id === lastReadId) : -1;
  const first = messages.slice(readIndex + 1).find((message) => !message.mine);
  return first?.id ?? null;
}

/**
 * Uploads into the conversation; when the rule refuses (the relation changed since the chat
 * opened), the header is asked again, so the attach button goes with the refusal shown.
 */
const uploaderOf =
  (queryClient: QueryClient, id: string): Uploader =>
  (file, callbacks) =>
    uploadAttachment(id, file, callbacks).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'messaging.attachments_contacts_only') {
        void queryClient.invalidateQueries({ queryKey: conversationQuery(id).queryKey });
      }
      throw error;
    });

function ConversationChat({ id }: { id: string }) {
  const { t } = useTranslation('messaging');
  const queryClient = useQueryClient();
  const notify = useNotify();
  const live = useChatRealtime(id);
  const conversation = useQuery({ ...conversationQuery(id), refetchInterval: live.pollEvery });
  const history = useInfiniteQuery({ ...historyQuery(id), refetchInterval: live.pollEvery });
  const messages = history.data ? chronological(history.data.pages) : [];
  const oldest = messages[0];
  const latestRead = history.data?.pages[0]?.lastReadId ?? null;

  // The separator stays where it was when the conversation opened, though reading moves the mark.
  const [unreadFrom, setUnreadFrom] = useState<string | null | undefined>(undefined);
  if (unreadFrom === undefined && history.data) {
    setUnreadFrom(firstUnreadId(messages, history.data.pages[0]?.lastReadId ?? null));
  }

  const newestId = messages.at(-1)?.id;
  useMarkShownRead(id, newestId, latestRead);

  // The newest message in view; older pages keep the view where the reader was.
  const scroller = useRef<HTMLDivElement | null>(null);
  const fromBottom = useRef<number | null>(null);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [newestId]);
  const oldestId = oldest?.id;
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || fromBottom.current === null) return;
    element.scrollTop = element.scrollHeight - fromBottom.current;
    fromBottom.current = null;
  }, [oldestId]);
  const loadOlder = () => {
    const element = scroller.current;
    if (element) fromBottom.current = element.scrollHeight - element.scrollTop;
    void history.fetchNextPage();
  };

  const send = useMutation({
    mutationFn: (input: SendMessageInput) => sendMessage(id, input),
    onSuccess: () => conversationChanged(queryClient, id),
  });
  const [deleting, setDeleting] = useState<Message | null>(null);
  /** A refused deletion, archiving or muting, in its catalogue text above the composer. */
  const [failure, setFailure] = useState<unknown>(null);
  const remove = useMutation({
    mutationFn: (message: Message) => deleteMessage(message.id),
    onSuccess: () => {
      notify({ message: t('chat.deletedNotice') });
      return conversationChanged(queryClient, id);
    },
    onError: setFailure,
  });

  if (conversation.data === undefined || history.data === undefined) {
    const error = conversation.error ?? history.error;
    return (
      <ChatFrame header={<ChatHeader title={t('title')} />}>
        {error ? (
          <ErrorState
            error={error}
            onRetry={() => {
              void conversation.refetch();
              void history.refetch();
            }}
            retrying={conversation.isFetching || history.isFetching}
          />
        ) : (
          <CardSkeletons leading="circle" count={3} />
        )}
      </ChatFrame>
    );
  }

  const current = conversation.data;
  return (
    <ChatFrame
      header={
        <ChatHeader
          title={current.partner.name}
          partner={current.partner}
          lines={<ConversationLines conversation={current} />}
          actions={<ConversationMenu conversation={current} onError={setFailure} />}
        />
      }
    >
      <Divider />
      <Box
        ref={scroller}
        role="log"
        aria-label={t('chat.historyLabel')}
        tabIndex={0}
        sx={{ flex: 1, minHeight: 0, overflowY: 'auto', overflowX: 'hidden', py: 1 }}
      >
        {history.hasNextPage ? (
          <Box sx={{ textAlign: 'center', mb: 1 }}>
            <Button size="small" onClick={loadOlder} disabled={history.isFetchingNextPage}>
              {t('chat.loadOlder')}
            </Button>
          </Box>
        ) : null}
        {messages.length === 0 ? (
          <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 4 }}>
            {t('chat.noHistory')}
          </Typography>
        ) : null}
        <MessageHistory
          messages={messages}
          partnerName={current.partner.name}
          unreadFrom={unreadFrom ?? null}
          seenId={seenMessageId(messages, live.partnerReadUpTo)}
          onDelete={setDeleting}
        />
      </Box>
      <TypingLine name={live.partnerTyping ? current.partner.name : null} />
      <Divider />
      <ErrorAlert error={failure} sx={{ mt: 1 }} />
      <Composer
        canWrite={current.canWrite}
        canAttach={current.canAttach}
        upload={uploaderOf(queryClient, id)}
        removeUpload={removeAttachment}
        pending={send.isPending}
        error={send.error}
        onSend={(text, attachmentIds) => send.mutateAsync({ text, attachmentIds })}
        onTyping={live.typing}
      />
      <LazyConfirmDialog
        open={deleting !== null}
        title={t('chat.confirmDelete.title')}
        text={t('chat.confirmDelete.text')}
        cancelLabel={t('chat.cancel')}
        confirmLabel={t('chat.confirmDelete.confirm')}
        destructive
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          setFailure(null);
          if (deleting) remove.mutate(deleting);
          setDeleting(null);
        }}
      />
    </ChatFrame>
  );
}

function InvalidChat() {
  const { t } = useTranslation('messaging');
  return (
    <ChatFrame header={<ChatHeader title={t('title')} />}>
      <EmptyState
        title={t('chat.invalidTitle')}
        text={t('chat.invalidText')}
        action={
          <Button variant="contained" component={RouterLink} to="/messaging">
            {t('chat.toMessages')}
          </Button>
        }
      />
    </ChatFrame>
  );
}
