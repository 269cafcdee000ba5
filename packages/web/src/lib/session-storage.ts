import { TOKEN_COOKIE_DAYS, WEB_COOKIES } from '@backline/domain';

/**
 * The session token lives in localStorage and in a cookie `backline_token` (spec: 730 days);
 * both are written and removed together. The API authenticates by the Authorization header
 * only; the cookie exists because the spec's clients read it.
 */
export const TOKEN_STORAGE_KEY = WEB_COOKIES.token;
export const TOKEN_COOKIE_NAME = WEB_COOKIES.token;

type Listener = () => void;
const listeners = new Set<Listener>();

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode, quota); the cookie still carries the token.
  }
}

function readCookie(name: string): string | null {
  // Prerendering at build time has no document: nobody is signed in there.
  if (typeof document === 'undefined') return null;
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const entry = part.trim();
    if (entry.startsWith(prefix)) return decodeURIComponent(entry.slice(prefix.length));
  }
  return null;
}

function cookieAttributes(maxAgeSeconds: number): string {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const expires = new Date(Date.now() + maxAgeSeconds * 1000).toUTCString();
  return `; Path=/; Max-Age=${maxAgeSeconds}; Expires=${expires}; SameSite=Lax${secure}`;
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  const token = readStorage(TOKEN_STORAGE_KEY) ?? readCookie(TOKEN_COOKIE_NAME);
  return token === '' ? null : token;
}

export const hasToken = (): boolean => getToken() !== null;

export function setToken(token: string): void {
  writeStorage(TOKEN_STORAGE_KEY, token);
  document.cookie = `${TOKEN_COOKIE_NAME}=${encodeURIComponent(token)}${cookieAttributes(
    TOKEN_COOKIE_DAYS * 24 * 60 * 60,
  )}`;
  notify();
}

export function clearToken(): void {
  writeStorage(TOKEN_STORAGE_KEY, null);
  document.cookie = `${TOKEN_COOKIE_NAME}=${cookieAttributes(0)}`;
  notify();
}

/** Subscribes to sign-in and sign-out, in this tab and in others (storage events). */
export function subscribeToken(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The page the user acts as (`x-object-user`), when they choose one of their pages as sender.
 * Kept for the tab's lifetime only.
 */
let objectUser: string | null = null;

export const getObjectUser = (): string | null => objectUser;

export function setObjectUser(id: string | null): void {
  objectUser = id;
}
