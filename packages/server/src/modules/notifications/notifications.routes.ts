import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  NotificationIdParamsSchema,
  NotificationListQuerySchema,
  NotificationPageSchema,
  NotificationsChangedSchema,
} from '@backline/domain';
import { API_ERROR_RESPONSES } from '../../plugins/openapi.ts';
import { requireUser } from '../../plugins/request-context.ts';
import type { NotificationsService } from './notifications.service.ts';

export type NotificationsRoutesOptions = { notifications: NotificationsService };

const TAGS = ['notifications'];
const SECURITY = [{ bearer: [] }];
const NOT_OWN = "someone else's answers 404 like one that does not exist";

/** The signed-in user's own notifications (`/user/notifications`). */
export const notificationsRoutes: FastifyPluginAsyncZod<NotificationsRoutesOptions> = async (
  app,
  { notifications },
) => {
  app.get(
    '/api/user/notifications',
    {
      schema: {
        tags: TAGS,
        summary:
          "My notifications, newest first, a page at a time (`before` = the last page's " +
          '`nextCursor`), with the unread count',
        security: SECURITY,
        querystring: NotificationListQuerySchema,
        response: { 200: NotificationPageSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      return notifications.list(user.id, request.query);
    },
  );

  app.post(
    '/api/user/notifications/read',
    {
      schema: {
        tags: TAGS,
        summary: 'Mark all my notifications read',
        security: SECURITY,
        response: { 200: NotificationsChangedSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      return notifications.markAllRead(user.id);
    },
  );

  app.post(
    '/api/user/notifications/:id/read',
    {
      schema: {
        tags: TAGS,
        summary: `Mark one of my notifications read; ${NOT_OWN}`,
        security: SECURITY,
        params: NotificationIdParamsSchema,
        response: { 200: NotificationsChangedSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      return notifications.markRead(user.id, request.params.id);
    },
  );

  app.delete(
    '/api/user/notifications/:id',
    {
      schema: {
        tags: TAGS,
        summary: `Delete one of my notifications; ${NOT_OWN}`,
        security: SECURITY,
        params: NotificationIdParamsSchema,
        response: { 200: NotificationsChangedSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      return notifications.delete(user.id, request.params.id);
    },
  );
};
