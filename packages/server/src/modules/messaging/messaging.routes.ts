import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import {
  ConversationListQuerySchema,
  ConversationListSchema,
  ConversationParamsSchema,
  ConversationSchema,
  ConversationSettingsInputSchema,
  MarkReadInputSchema,
  MessageHistoryQuerySchema,
  MessageHistorySchema,
  MessageParamsSchema,
  MessageSchema,
  SendersQuerySchema,
  SendersSchema,
  SendMessageInputSchema,
  StartConversationInputSchema,
  StartConversationSchema,
} from '@backline/domain';
import { API_ERROR_RESPONSES, FORM_OR_JSON } from '../../plugins/openapi.ts';
import { typedAnswerSerializer } from '../../plugins/typed-answers.ts';
import { requireUser } from '../../plugins/request-context.ts';
import type { ConversationsService } from './conversations.service.ts';
import type { MessagesService } from './messages.service.ts';

export type MessagingRoutesOptions = {
  conversations: ConversationsService;
  messages: MessagesService;
};

const TAGS = ['messaging'];
const SECURITY = [{ bearer: [] }];
const UnreadSchema = z.object({ unread: z.number() });
const DeletedSchema = z.object({ deleted: z.literal(true) });
const LIST_SUMMARY =
  'My conversations and those of the pages I manage (owner, admin), newest activity ' +
  'first, archived apart, searched by the partner’s name, paged by `cursor`';

/** `/messaging`, `/directmessaging`: conversations and their messages (spec section 6). */
export const messagingRoutes: FastifyPluginAsyncZod<MessagingRoutesOptions> = async (
  app,
  { conversations, messages },
) => {
  app.get(
    '/api/messaging/conversations',
    {
      schema: {
        tags: TAGS,
        summary: LIST_SUMMARY,
        security: SECURITY,
        querystring: ConversationListQuerySchema,
        response: { 200: ConversationListSchema, ...API_ERROR_RESPONSES },
      },
      // The typed presenter's page; the integration test checks one against the schema (§74).
      serializerCompiler: typedAnswerSerializer,
    },
    async (request) => conversations.list(requireUser(request).user.id, request.query),
  );

  app.post(
    '/api/messaging/conversations',
    {
      config: { publishes: true },
      schema: {
        tags: TAGS,
        summary:
          'Write to a user or a page, as myself or a page I manage (`as`), about a context: ' +
          'continues the conversation of these two and this context, else starts it',
        security: SECURITY,
        consumes: FORM_OR_JSON,
        body: StartConversationInputSchema,
        response: { 200: StartConversationSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => conversations.start(requireUser(request).user.id, request.body),
  );

  app.get(
    '/api/messaging/conversations/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'One conversation as my side sees it (the chat’s header); 404 when not mine',
        security: SECURITY,
        params: ConversationParamsSchema,
        response: { 200: ConversationSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => conversations.get(requireUser(request).user.id, request.params.id),
  );

  app.patch(
    '/api/messaging/conversations/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Archive or mute a conversation (for my side)',
        security: SECURITY,
        consumes: FORM_OR_JSON,
        params: ConversationParamsSchema,
        body: ConversationSettingsInputSchema,
        response: { 200: ConversationSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) =>
      conversations.settings(requireUser(request).user.id, request.params.id, request.body),
  );

  app.get(
    '/api/messaging/conversations/:id/messages',
    {
      schema: {
        tags: TAGS,
        summary:
          'The messages, newest first, paging back by `before`; where I had read up to. ' +
          '`after` (a message id) catches up: the messages after it, at most a page',
        security: SECURITY,
        params: ConversationParamsSchema,
        querystring: MessageHistoryQuerySchema,
        response: { 200: MessageHistorySchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) =>
      messages.history(requireUser(request).user.id, request.params.id, request.query),
  );

  app.post(
    '/api/messaging/conversations/:id/messages',
    {
      config: { publishes: true },
      schema: {
        tags: TAGS,
        summary:
          'Write a message: text, files uploaded before (`attachmentIds`), or both; refused ' +
          'when a block stands (`account.user_blocked`), the partner is gone ' +
          '(`messaging.partner_gone`) or files may not go to them ' +
          '(`messaging.attachments_contacts_only`)',
        security: SECURITY,
        consumes: FORM_OR_JSON,
        params: ConversationParamsSchema,
        body: SendMessageInputSchema,
        response: { 200: MessageSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) =>
      messages.send(
        requireUser(request).user.id,
        request.params.id,
        request.body.text,
        request.body.attachmentIds,
      ),
  );

  app.post(
    '/api/messaging/conversations/:id/read',
    {
      schema: {
        tags: TAGS,
        summary: 'Everything up to this message is read; answers the unread count after',
        security: SECURITY,
        consumes: FORM_OR_JSON,
        params: ConversationParamsSchema,
        body: MarkReadInputSchema,
        response: { 200: UnreadSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) =>
      messages.read(requireUser(request).user.id, request.params.id, request.body.upTo),
  );

  app.delete(
    '/api/messaging/messages/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Delete my own message: its text goes, its place stays',
        security: SECURITY,
        params: MessageParamsSchema,
        response: { 200: DeletedSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => messages.delete(requireUser(request).user.id, request.params.id),
  );

  app.get(
    '/api/messaging/senders',
    {
      schema: {
        tags: TAGS,
        summary: 'Whom I may write as in a context: myself and the pages the sender rule allows',
        security: SECURITY,
        querystring: SendersQuerySchema,
        response: { 200: SendersSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => conversations.senders(requireUser(request).user, request.query),
  );
};
