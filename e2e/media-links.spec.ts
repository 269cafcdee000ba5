/**
 * The `resource` links the API gives uploaded audio and videos open the media detail screen with
 * the player, in German and English: the address the server answers with the app (not 404), the
 * same link in the owner's profile gallery, and the player on the screen it leads to.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, JOURNEY_PASSWORD, registerMusician } from './support/accounts.ts';
import { baseUrl, launchBrowser, openPage, signIn } from './support/browser.ts';
import { silentMp3 } from './support/media-files.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** What the journey reads of the API's audio and video items. */
type MediaItem = {
  resource: string;
  title: string;
  owner: { kind: 'user' | 'page'; id: string };
  streamUrl?: string | null;
};

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Uploads an mp3 through the API, as the web's upload button does. */
async function uploadMp3(token: string, title: string): Promise<MediaItem> {
  const form = new FormData();
  const mp3 = new Uint8Array(silentMp3(3, { title, artist: 'Ruth Resonanz' }));
  form.append('file', new Blob([mp3], { type: 'audio/mpeg' }), 'track.mp3');
  const response = await fetch(`${baseUrl()}/api/media/audio`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '10.9.8.41' },
    body: form,
  });
  const body = (await response.json()) as { audio: MediaItem };
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body.audio;
}

const LANGUAGES = [
  { locale: 'de', browserLocale: 'de-DE', play: 'Video abspielen', owner: 'Zum Profil' },
  { locale: 'en', browserLocale: 'en-US', play: 'Play video', owner: 'To the profile' },
] as const;

describe('media resource links', () => {
  it(
    'open the media detail screen with the player, in German and English',
    { timeout: 150_000 },
    async () => {
      const account = await registerMusician('Ruth Resonanz', stamp);
      const audio = await uploadMp3(account.token, `Nachtlied ${stamp}`);
      const added = await apiCall(
        '/api/media/videos',
        { url: 'https://youtu.be/dQw4w9WgXcQ', title: `Live im Keller ${stamp}` },
        account.token,
      );
      expect(added.status, JSON.stringify(added.json)).toBe(200);
      const video = added.json['video'] as MediaItem;
      const profilePath = `/user/${audio.owner.id}`;

      for (const language of LANGUAGES) {
        const settings = await apiCall(
          '/api/user/settings',
          { locale: language.locale },
          account.token,
        );
        expect(settings.status).toBe(200);
        const { page, context, errors } = await openPage(browser, {
          locale: language.browserLocale,
        });
        await signIn(page, account.email, JOURNEY_PASSWORD);
        const label = (what: string) => `${what} (${language.locale})`;

        // The links as the API gives them: the server answers with the app, the app with the item.
        const audioAnswer = await page.goto(audio.resource);
        expect(audioAnswer?.status(), label(audio.resource)).toBe(200);
        await page.getByRole('heading', { level: 1, name: audio.title }).waitFor();
        await page.waitForFunction(
          (lang) => document.documentElement.lang === lang,
          language.locale,
        );
        const player = page.locator(`audio[aria-label="${audio.title}"]`);
        await player.waitFor();
        expect(await player.getAttribute('src'), label('audio src')).toBe(audio.streamUrl);
        await page.getByRole('link', { name: language.owner }).waitFor();

        const videoAnswer = await page.goto(video.resource);
        expect(videoAnswer?.status(), label(video.resource)).toBe(200);
        await page.getByRole('heading', { level: 1, name: video.title }).waitFor();
        await page.getByRole('button', { name: `${language.play}: ${video.title}` }).waitFor();

        // The owner's profile links each item by the same address; following it shows the player.
        await page.goto(profilePath);
        const audioLink = page.getByRole('link', { name: audio.title, exact: true });
        expect(await audioLink.getAttribute('href'), label('audio link')).toBe(audio.resource);
        const videoLink = page.getByRole('link', { name: video.title, exact: true });
        expect(await videoLink.getAttribute('href'), label('video link')).toBe(video.resource);
        await videoLink.click();
        await page.waitForURL((url) => url.pathname === video.resource);
        await page.getByRole('heading', { level: 1, name: video.title }).waitFor();
        await page.getByRole('button', { name: `${language.play}: ${video.title}` }).waitFor();
        await page.goBack();
        await audioLink.click();
        await page.waitForURL((url) => url.pathname === audio.resource);
        await page.getByRole('heading', { level: 1, name: audio.title }).waitFor();
        await page.locator(`audio[aria-label="${audio.title}"]`).waitFor();

        expect(errors, label('errors')).toEqual([]);
        await context.close();
      }
    },
  );
});
