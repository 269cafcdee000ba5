import {
  AppError,
  CONVERSATION_PAGE_SIZE,
  detailPath,
  pageResource,
  senderPageKinds,
  type SenderContext,
  type ContextRef,
  type Conversation,
  type ConversationList,
  type Party,
  type PartyRef,
  UNREAD_MESSAGES_COUNTER,
} from '@backline/domain';
import { z } from 'zod/mini';
import type { Database } from '../../db/client.ts';
import { presentConversationPage, presentMessage } from './messaging.presenter.ts';
import { sameParty } from './messaging.repository.ts';
import { createMessagingContext, type MessagingDeps } from './messaging.shared.ts';

const CursorSchema = z.tuple([z.number(), z.string(), z.string()]);

function decodeCursor(cursor: string) {
  try {
    const parsed = CursorSchema.safeParse(
      JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')),
    );
    if (!parsed.success) return null;
    const [ms, conversationId, partyId] = parsed.data;
    return { ms, conversationId, partyId };
  } catch {
    return null;
  }
}

const badContext = () => new AppError('validation.invalid', { field: 'context' });

/**
 * The context as the sender rule reads it (a contact ad with its publisher kind and search
 * type); refuses a context that does not exist.
 */
async function senderContextFor(
  context: ContextRef | null,
  repository: Pick<ReturnType<typeof createMessagingContext>['repository'], 'contextExists'>,
  deps: Pick<MessagingDeps, 'contactAdContext'>,
): Promise<SenderContext> {
  if (!context) return null;
  if (context.kind === 'contactad') {
    const ad = await deps.contactAdContext?.(context.id);
    if (!ad) throw badContext();
    return { kind: 'contactad', publisherIsUser: ad.publisherIsUser, searchType: ad.searchType };
  }
  if (!(await repository.contextExists(context))) throw badContext();
  return { kind: context.kind };
}

/**
 * The viewer's conversations (as themself and as the pages they manage: spec "Page admin …
 * messages as the page"; members do not), one conversation, its settings, the sender choice
 * and starting (or continuing) a conversation with a party.
 */
export function createConversationsService(db: Database, deps: MessagingDeps) {
  const ctx = createMessagingContext(db, deps);
  const { repository } = ctx;

  const senderContextOf = (context: ContextRef | null) =>
    senderContextFor(context, repository, deps);

  /** The pages the viewer may write as in this context (spec section 6, sender choice). */
  async function senderPages(viewerId: string, context: SenderContext) {
    const kinds = senderPageKinds(context);
    return (await repository.managedPages(viewerId)).filter((page) => kinds.includes(page.kind));
  }

  return {
    /** `GET /api/messaging/conversations`: 1 statement (the page, with its pictures' keys). */
    async list(
      viewerId: string,
      query: { archived: '0' | '1'; q?: string | undefined; cursor?: string | undefined },
    ): Promise<ConversationList> {
      const after = query.cursor ? decodeCursor(query.cursor) : null;
      if (query.cursor && !after) throw new AppError('validation.invalid', { field: 'cursor' });
      const filter = {
        viewerId,
        archived: query.archived === '1',
        after,
        limit: CONVERSATION_PAGE_SIZE + 1,
      };
      // A search by name is its own statement; the plain page is a prepared one.
      const rows = query.q
        ? await repository.conversationRows({ ...filter, q: query.q })
        : await repository.conversationPage(filter);
      return presentConversationPage(rows, CONVERSATION_PAGE_SIZE);
    },

    async get(viewerId: string, conversationId: string): Promise<Conversation> {
      const [conversation] = ctx.present([await ctx.sideOf(viewerId, conversationId)]);
      if (!conversation) throw new Error('Presenting a conversation answered nothing.');
      return conversation;
    },

    async settings(
      viewerId: string,
      conversationId: string,
      changes: { archived?: boolean | undefined; muted?: boolean | undefined },
    ): Promise<Conversation> {
      const row = await ctx.sideOf(viewerId, conversationId);
      const side = { kind: row.my_kind, id: row.my_id };
      await repository.settings(conversationId, side, {
        ...(changes.archived === undefined ? {} : { archived: changes.archived }),
        ...(changes.muted === undefined ? {} : { muted: changes.muted }),
      });
      // Muted conversations do not count as unread: the side's other devices ask again.
      if (changes.muted !== undefined) {
        await deps.realtime.publish(db, (await ctx.sidesOf(row)).mine, {
          kind: 'counters.changed',
          data: { counters: [UNREAD_MESSAGES_COUNTER] },
        });
      }
      const [conversation] = ctx.present([await ctx.sideOf(viewerId, conversationId, side)]);
      if (!conversation) throw new Error('Presenting a conversation answered nothing.');
      return conversation;
    },

    /** `GET /api/messaging/senders`: the viewer, then the pages they may write as here. */
    async senders(
      viewer: { id: string; name: string },
      query: { contextKind?: ContextRef['kind'] | undefined; contextId?: string | undefined },
    ): Promise<{ senders: Party[] }> {
      if ((query.contextKind === undefined) !== (query.contextId === undefined)) {
        throw new AppError('validation.invalid', {
          field: query.contextKind ? 'contextId' : 'contextKind',
        });
      }
      const context =
        query.contextKind && query.contextId
          ? { kind: query.contextKind, id: query.contextId }
          : null;
      const pages = await senderPages(viewer.id, await senderContextOf(context));
      const avatars = pages.flatMap((page) => (page.avatarImageId ? [page.avatarImageId] : []));
      const pictures = avatars.length > 0 ? await deps.resolvePictures(avatars) : new Map();
      return {
        senders: [
          {
            kind: 'user',
            id: viewer.id,
            name: viewer.name,
            picture: null,
            resource: detailPath('/user', viewer.name, viewer.id),
          },
          ...pages.map((page) => ({
            kind: 'page' as const,
            id: page.id,
            name: page.name,
            picture: page.avatarImageId ? (pictures.get(page.avatarImageId) ?? null) : null,
            resource: pageResource(page),
          })),
        ],
      };
    },

    /** `POST /api/messaging/conversations`: write to a party, continuing or starting. */
    async start(
      viewerId: string,
      input: {
        to: PartyRef;
        as?: PartyRef | undefined;
        context?: ContextRef | undefined;
        text: string;
      },
    ) {
      const as = input.as ?? { kind: 'user' as const, id: viewerId };
      const context = input.context ?? null;
      let pageKind = null as null | 'artist' | 'location' | 'organization';
      if (as.kind === 'user' && as.id !== viewerId) throw new AppError('messaging.not_a_sender');
      if (as.kind === 'page') {
        const managed = (await repository.managedPages(viewerId)).find((page) => page.id === as.id);
        if (!managed) throw new AppError('messaging.not_a_sender');
        pageKind = managed.kind;
      }
      if (sameParty(as, input.to)) throw new AppError('messaging.self');
      const [from, to] = await Promise.all([repository.party(as), repository.party(input.to)]);
      if (!from) throw new AppError('messaging.not_a_sender');
      if (!to?.active) throw new AppError('messaging.partner_gone');
      const senderContext = await senderContextOf(context);
      const existing = await repository.findConversation(as, input.to, context);
      // A page answers its conversations whatever the context; a new one follows the rule.
      if (pageKind && !existing && !senderPageKinds(senderContext).includes(pageKind)) {
        throw new AppError('messaging.not_a_sender');
      }
      if (await blockedBetween(as, input.to)) throw new AppError('account.user_blocked');
      await ctx.hitLimit(viewerId);
      const message = await ctx.send({
        conversationId: existing,
        from: { ...as, name: from.name },
        to: input.to,
        context,
        authorUserId: viewerId,
        text: input.text,
      });
      const [conversation] = ctx.present([await ctx.sideOf(viewerId, message.conversationId, as)]);
      if (!conversation) throw new Error('Presenting a conversation answered nothing.');
      return { conversation, message: presentMessage(message, as) };
    },
  };

  async function blockedBetween(x: PartyRef, y: PartyRef): Promise<boolean> {
    if (x.kind === 'user' && y.kind === 'user') return deps.isBlocked(x.id, y.id);
    if (x.kind === 'page' && y.kind === 'user') return repository.pageBlocked(x.id, y.id);
    if (x.kind === 'user' && y.kind === 'page') return repository.pageBlocked(y.id, x.id);
    return false;
  }
}

export type ConversationsService = ReturnType<typeof createConversationsService>;
