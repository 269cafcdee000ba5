/* The header names of spec section 7, apart from the schemas so that the web's API client can use them without loading zod. */

/** Request headers of spec section 7 (names are case-insensitive on the wire). */
export const API_HEADERS = {
  clientId: 'x-client-id',
  clientName: 'x-client-name',
  clientVersion: 'x-client-version',
  authorization: 'authorization',
  objectUser: 'x-object-user',
  deviceInfo: 'x-device-info',
  deviceState: 'x-device-state',
  language: 'accept-language',
} as const;

/** Response headers that a 200 answer carries (spec section 7). */
export const API_RESPONSE_HEADERS = {
  clientVersion: 'x-client-version',
  renderMode: 'x-render-mode',
  irFlag: 'x-ir-flag',
} as const;
