/**
 * The journey of the profiles, pages and media issue: a musician fills in the profile, uploads and
 * crops a cover, adds an mp3 and a YouTube video; creates a band page with its own address,
 * invites a member by link, the member joins, ownership is transferred; a visitor opens the page
 * by its short URL.
 */
import { seriousAxeViolations } from './support/axe.ts';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launchBrowser, openPage, PHONE, signIn } from './support/browser.ts';
import { JOURNEY_PASSWORD, registerMusician } from './support/accounts.ts';
import { gradientPng, silentMp3 } from './support/media-files.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const PASSWORD = JOURNEY_PASSWORD;
const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A fresh, activated musician account made through the public API. */
const createMusician = async (name: string): Promise<string> =>
  (await registerMusician(name, stamp)).email;

/** The section (landmark region) of a screen named by its heading. */
const section = (page: Page, name: string): Locator =>
  page.getByRole('region', { name, exact: true });

/** Serious and critical axe findings on the screen as it is now, named by the screen. */
async function axeFindings(page: Page, screen: string): Promise<string[]> {
  return (await seriousAxeViolations(page)).map((finding) => `${screen}: ${finding}`);
}

/** Chooses a file through the button that opens the browser's file chooser. */
async function chooseFile(page: Page, button: Locator, file: { name: string; buffer: Buffer }) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), button.click()]);
  await chooser.setFiles({
    name: file.name,
    mimeType: file.name.endsWith('.mp3') ? 'audio/mpeg' : 'image/png',
    buffer: file.buffer,
  });
}

describe('profiles, pages and media journey', () => {
  // A long journey with three browser contexts: more than the default minute on a busy machine.
  it(
    'fills in a profile with cover, mp3 and video, runs a band page with an invited member, and hands it over',
    { timeout: 150_000 },
    async () => {
      const ownerEmail = await createMusician('Mara Kessler');
      const memberEmail = await createMusician('Jonas Brandt');
      const owner = await openPage(browser);
      await signIn(owner.page, ownerEmail, PASSWORD);

      // Profile: the fields, saved.
      const { page } = owner;
      await page.goto('/user/edit');
      await page.getByRole('heading', { level: 1, name: 'Profil bearbeiten' }).waitFor();

      // Every invalid field at once, at the field; the first is focused and scrolled to.
      const displayName = page.locator('input[name="name"]');
      await displayName.fill('');
      await page.getByRole('button', { name: 'Link hinzufügen' }).click();
      const link = page.locator('input[name="links.0.url"]');
      await link.fill('https://bit.ly/abc');
      await page.getByRole('button', { name: 'Profil speichern' }).click();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
        .toBe('name');
      expect(await displayName.getAttribute('aria-invalid')).toBe('true');
      expect(await link.getAttribute('aria-invalid')).toBe('true');
      await page.getByText('Der Link konnte nicht verarbeitet werden').waitFor();
      const box = await displayName.boundingBox();
      expect(box && box.y >= 0 && box.y + box.height <= DESKTOP.height).toBe(true);
      await displayName.fill('Mara Kessler');
      await page.getByRole('button', { name: 'Link 1 entfernen' }).click();
      await page.getByLabel('Vorname', { exact: true }).fill('Mara');
      await page.getByLabel('Nachname', { exact: true }).fill('Kessler');
      await page.getByLabel('Geburtstag', { exact: true }).fill('1996-04-12');
      await page.getByLabel('Alter im Profil zeigen').check();
      const instruments = page.getByRole('combobox', { name: 'Instrumente und Tätigkeiten' });
      await instruments.fill('gitarre');
      await page.getByRole('option', { name: 'E-Gitarre', exact: true }).click();
      const city = page.getByRole('combobox', { name: 'Stadt' });
      await city.fill('Köln');
      await page.getByRole('option', { name: /^Köln/ }).first().click();
      await page.getByLabel('Kurzbeschreibung').fill('Gitarristin aus Köln, Indie und Soul.');
      await page.getByRole('button', { name: 'Profil speichern' }).click();
      await page.getByText('Dein Profil wurde gespeichert.').waitFor();

      // Cover: chosen, cropped in the browser, uploaded; the server's renditions come back.
      await chooseFile(page, page.getByRole('button', { name: 'Titelbild wählen' }), {
        name: 'buehne.png',
        buffer: gradientPng(1800, 700),
      });
      await page.getByRole('dialog', { name: 'Titelbild zuschneiden' }).waitFor();
      await page.getByRole('button', { name: 'Zuschneiden und hochladen' }).click();
      await page.getByRole('status').filter({ hasText: 'hochgeladen' }).first().waitFor();
      const coverImage = page.getByRole('img', { name: 'Titelbild von Mara Kessler' }).first();
      await expect.poll(() => coverImage.getAttribute('src')).toMatch(/^\/media\//);
      const coverSrc = await coverImage.getAttribute('src');
      const cover = await fetch(`${baseUrl()}${coverSrc}`);
      expect(cover.status).toBe(200);
      expect(cover.headers.get('content-type')).toBe('image/webp');

      // An mp3 (title from its tags) and a YouTube video.
      const audio = section(page, 'Audio');
      await chooseFile(page, audio.getByRole('button', { name: 'MP3 hochladen' }), {
        name: 'nachtlied.mp3',
        buffer: silentMp3(4, { title: 'Nachtlied', artist: 'Mara Kessler' }),
      });
      await audio.getByText('Nachtlied').first().waitFor();
      const videos = section(page, 'Videos');
      await videos.getByLabel('YouTube-Link').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
      await videos.getByLabel('Titel').fill('Live im Proberaum');
      await videos.getByRole('button', { name: 'YouTube-Video hinzufügen' }).click();
      await videos.getByText('Live im Proberaum').first().waitFor();
      const findings = await axeFindings(page, '/user/edit');

      // The public profile shows it all.
      const me = (await (
        await fetch(`${baseUrl()}/api/user/me`, {
          headers: { authorization: `Bearer ${await tokenOf(page)}` },
        })
      ).json()) as { user: { id: string; resource: string; picture: unknown } };
      await page.goto(`/user/mara-kessler-${me.user.id}`);
      await page.getByRole('heading', { level: 1, name: 'Mara Kessler' }).waitFor();
      await page.getByText('E-Gitarre').first().waitFor();
      await page.getByRole('button', { name: 'Video abspielen: Live im Proberaum' }).waitFor();
      findings.push(...(await axeFindings(page, 'profile')));

      // The cover loads the stored size that fits how wide it is drawn: 1052 px on a desktop (the
      // 1200 px file), 360 px on a 360 px phone (the 600 px file), never the 1800 px one.
      const loadedCover = (on: Page) =>
        on
          .getByRole('img', { name: 'Titelbild von Mara Kessler' })
          .evaluate((image: HTMLImageElement) => (image.complete ? image.currentSrc : ''));
      await expect.poll(() => loadedCover(page), { timeout: 15_000 }).toMatch(/\/full\.webp$/);
      const phone = await browser.newContext({
        storageState: await owner.context.storageState(),
        viewport: PHONE,
        locale: 'de-DE',
        baseURL: baseUrl(),
      });
      const phonePage = await phone.newPage();
      await phonePage.goto(`/user/mara-kessler-${me.user.id}`);
      await phonePage.getByRole('heading', { level: 1, name: 'Mara Kessler' }).waitFor();
      await expect
        .poll(() => loadedCover(phonePage), { timeout: 15_000 })
        .toMatch(/\/large\.webp$/);
      await phone.close();

      // A band page with its own address.
      const urlname = `nachtschicht-${stamp}`;
      await page.goto('/page/create');
      await page.getByRole('heading', { level: 1, name: 'Seite erstellen' }).waitFor();
      await page.locator('select[name="kind"]').selectOption('artist');
      await page.locator('select[name="artistForm"]').selectOption('band');
      await page.locator('input[name="name"]').fill('Die Nachtschicht');
      await page.locator('input[name="urlname"]').fill(urlname);
      await page.getByText('Die Adresse ist frei.').waitFor();
      await page.getByRole('button', { name: 'Seite erstellen' }).click();
      await page.waitForURL((url) => url.pathname === '/page/edit');

      // An invite link for a member.
      await section(page, 'Team').getByText('Mara Kessler').first().waitFor();
      findings.push(...(await axeFindings(page, '/page/edit')));
      const invites = section(page, 'Einladungen');
      await invites.getByRole('button', { name: 'Link erstellen' }).click();
      const inviteLink = (await invites.getByTestId('invite-link').textContent())?.trim() ?? '';
      expect(inviteLink).toMatch(/\/page\/invite\/[\w-]+$/);

      // The member opens it and joins.
      const member = await openPage(browser);
      await signIn(member.page, memberEmail, PASSWORD);
      await member.page.goto(new URL(inviteLink).pathname);
      await member.page.getByRole('button', { name: 'Beitreten' }).click();
      await member.page.getByText(/Du bist jetzt im Team von „Die Nachtschicht“/).waitFor();

      // The owner hands the page over: the member owns it, the old owner stays as admin.
      await page.reload();
      const team = section(page, 'Team');
      const actions = team.getByRole('group', { name: 'Aktionen für Jonas Brandt' });
      await actions.getByRole('button', { name: 'Inhaberschaft übertragen' }).click();
      await page.getByRole('button', { name: 'Bestätigen' }).click();
      await expect
        .poll(async () => {
          const answer = await fetch(`${baseUrl()}/api/resolve/${urlname}`);
          const target = (await answer.json()) as { id: string };
          const detail = await fetch(`${baseUrl()}/api/page/${target.id}`);
          const pageBody = (await detail.json()) as {
            owner: { name: string } | null;
            admins: { name: string }[];
          };
          return { owner: pageBody.owner?.name, admins: pageBody.admins.map((a) => a.name) };
        })
        .toEqual({ owner: 'Jonas Brandt', admins: ['Mara Kessler'] });

      // A visitor opens the page by its short URL, on a phone.
      const visitor = await openPage(browser, { viewport: PHONE });
      await visitor.page.goto(`/${urlname}`);
      await visitor.page.getByRole('heading', { level: 1, name: 'Die Nachtschicht' }).waitFor();
      expect(visitor.page.url()).toBe(`${baseUrl()}/${urlname}`);
      expect(
        await visitor.page.evaluate(() => document.documentElement.scrollWidth),
      ).toBeLessThanOrEqual(PHONE.width);
      findings.push(...(await axeFindings(visitor.page, 'short URL (phone)')));
      expect(findings).toEqual([]);

      for (const { errors } of [owner, member, visitor]) expect(errors).toEqual([]);
      await Promise.all([owner, member, visitor].map(({ context }) => context.close()));
    },
  );
});

/** The session token the web app keeps in local storage. */
async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() =>
    Object.values(window.localStorage).find((value) => /^[\w-]{40,}$/.test(value)),
  );
  if (!token) throw new Error('no session token in local storage');
  return token;
}
