import '@testing-library/jest-dom/vitest';
import { focusManager, onlineManager } from '@tanstack/react-query';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { LOCALES } from '@backline/domain';
import { resetBackTarget } from '../lib/back-navigation.ts';
import { i18n, i18nReady, missingTexts } from '../lib/i18n.ts';
import { setObjectUser } from '../lib/session-storage.ts';
import type { Namespace } from '../lib/i18n-resources.ts';
import { server, unhandledRequests } from './api.ts';

const NAMESPACES = Object.keys(import.meta.glob('../locales/de/*.json')).map((file) =>
  file.replace(/^.*\/(.+)\.json$/, '$1'),
) as Namespace[];

// `findBy…` waits for what the screen shows after its requests and debounces. The 1 s default is
// too short on a busy shared machine (seen: a debounced search answered after 1.2 s); a real
// failure still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no matchMedia; the theme's colour-scheme detection and media queries need one.
if (typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// jsdom has no modal `<dialog>`: open and close it by the attribute, as a browser would.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

// Every namespace in both languages before any test: a screen renders at once, as it does after
// its route loader loaded its texts in the app.
beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'bypass' });
  await i18nReady;
  await i18n.loadLanguages([...LOCALES]);
  await i18n.loadNamespaces([...NAMESPACES, 'errors']);
});

beforeEach(async () => {
  missingTexts.length = 0;
  unhandledRequests.length = 0;
  // The test files of a worker share one document and one module graph (isolate: false,
  // decisions §68): what a test left in the browser (storage, cookies, the address, the offline
  // state that pauses every query) or in a module's page-view state starts clean for the next.
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
  window.history.replaceState(null, '', '/');
  onlineManager.setOnline(true);
  focusManager.setFocused(undefined);
  setObjectUser(null);
  resetBackTarget();
  await i18n.changeLanguage('de');
});

afterEach(() => {
  cleanup();
  // A text asked for that no catalogue has is a bug (a typo, a key only in one language).
  expect(missingTexts, 'texts missing from the catalogues').toEqual([]);
  server.resetHandlers();
  // Every request a test lets the app send is one the test answers (test/api.ts).
  expect(unhandledRequests, 'API requests no handler answered').toEqual([]);
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

afterAll(() => server.close());
