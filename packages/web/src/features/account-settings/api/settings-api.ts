import { queryOptions } from '@tanstack/react-query';
import {
  ChangeRequestedSchema,
  ContactChangedSchema,
  PasswordChangedSchema,
  SessionListSchema,
  SessionsEndedSchema,
  SettingsSavedSchema,
  type ChangeRequested,
  type ContactChanged,
  type EmailChangeInput,
  type PasswordChangeInput,
  type PhoneChangeInput,
  type SessionList,
  type SettingsUpdate,
} from '@backline/domain';
import { apiClient } from '../../../lib/api-client.ts';

export const SESSIONS_QUERY_KEY = ['user', 'sessions'] as const;

export const fetchSessions = (signal?: AbortSignal): Promise<SessionList> =>
  apiClient.request('/user/sessions', { schema: SessionListSchema, signal });

/** The signed-in devices (`GET /api/user/sessions`), shared by the list and its route's prefetch. */
export const sessionsQuery = queryOptions({
  queryKey: SESSIONS_QUERY_KEY,
  queryFn: ({ signal }) => fetchSessions(signal),
});

export const endSession = (id: string) =>
  apiClient.request(`/user/sessions/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: SessionsEndedSchema,
  });

export const endOtherSessions = () =>
  apiClient.request('/user/sessions/end-others', { method: 'POST', schema: SessionsEndedSchema });

/** `POST /api/user/email`: mails a code to the new address (current password required). */
export const requestEmailChange = (input: EmailChangeInput): Promise<ChangeRequested> =>
  apiClient.request('/user/email', { method: 'POST', json: input, schema: ChangeRequestedSchema });

export const confirmEmailChange = (code: string): Promise<ContactChanged> =>
  apiClient.request('/user/email/confirm', {
    method: 'POST',
    json: { code },
    schema: ContactChangedSchema,
  });

export const cancelEmailChange = (): Promise<ContactChanged> =>
  apiClient.request('/user/email/cancel', { method: 'POST', schema: ContactChangedSchema });

/** `POST /api/user/phone`: sends an SMS code to the new number (current password required). */
export const requestPhoneChange = (input: PhoneChangeInput): Promise<ChangeRequested> =>
  apiClient.request('/user/phone', { method: 'POST', json: input, schema: ChangeRequestedSchema });

export const confirmPhoneChange = (code: string): Promise<ContactChanged> =>
  apiClient.request('/user/phone/confirm', {
    method: 'POST',
    json: { code },
    schema: ContactChangedSchema,
  });

export const cancelPhoneChange = (): Promise<ContactChanged> =>
  apiClient.request('/user/phone/cancel', { method: 'POST', schema: ContactChangedSchema });

export const deletePhone = (password: string): Promise<ContactChanged> =>
  apiClient.request('/user/phone/delete', {
    method: 'POST',
    json: { password },
    schema: ContactChangedSchema,
  });

export const changePassword = (input: PasswordChangeInput) =>
  apiClient.request('/user/password/change', {
    method: 'POST',
    json: input,
    schema: PasswordChangedSchema,
  });

/** `PATCH /api/user/settings`: what is given changes, the rest stays. */
export const saveSettings = (input: SettingsUpdate) =>
  apiClient.request('/user/settings', {
    method: 'PATCH',
    json: input,
    schema: SettingsSavedSchema,
  });
