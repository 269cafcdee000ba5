/**
 * Photo albums and documents of a profile: a musician creates an album on the profile editor,
 * uploads three photos at once, captions one, moves it, deletes another (after the question);
 * uploads a PDF, sees it listed with its size, downloads it (status, type and file name), and
 * deletes it. The profile shows the album with the caption, and the document while it exists. (Cover, mp3 and video uploads are profiles-pages.spec.ts's.)
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.ts';
import { apiCall, JOURNEY_PASSWORD, registerMusician } from './support/accounts.ts';
import { baseUrl, launchBrowser, openPage, signIn } from './support/browser.ts';
import { gradientPng, onePagePdf } from './support/media-files.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Chooses files through the button that opens the browser's file chooser. */
async function chooseFiles(
  page: Page,
  button: Locator,
  files: { name: string; mimeType: string; buffer: Buffer }[],
): Promise<void> {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), button.click()]);
  await chooser.setFiles(files);
}

type MediaAnswer = {
  albums: { title: string; photos: { id: string; caption: string | null }[] }[];
  documents: { title: string; url: string }[];
};

describe('photo albums and documents', () => {
  it('creates an album with captioned, reordered photos and offers a PDF for download', async () => {
    const musician = await registerMusician('Alma Album', stamp);
    const me = await apiCall('/api/user/me', null, musician.token);
    const user = me.json['user'] as { id: string; resource: string };
    const media = async () =>
      (await apiCall(`/api/media?ownerKind=user&ownerId=${user.id}`, null, musician.token))
        .json as unknown as MediaAnswer;

    const { page, errors, context } = await openPage(browser);
    await signIn(page, musician.email, JOURNEY_PASSWORD);
    await page.goto('/user/edit');
    await page.getByRole('heading', { level: 1, name: 'Profil bearbeiten' }).waitFor();

    // An album, and three photos chosen at once, uploaded one after the other.
    const albums = page.getByRole('region', { name: 'Fotoalben' });
    await albums.getByText('Noch keine Alben').waitFor();
    await albums.getByRole('textbox', { name: 'Albumtitel' }).fill('Tour 2026');
    await albums.getByRole('button', { name: 'Neues Album' }).click();
    const album = albums.getByRole('article', { name: 'Tour 2026' });
    await album.getByText('Noch keine Fotos in diesem Album').waitFor();
    await chooseFiles(
      page,
      album.getByRole('button', { name: 'Fotos hinzufügen' }),
      ['buehne', 'publikum', 'backstage'].map((name, index) => ({
        name: `${name}.png`,
        mimeType: 'image/png',
        buffer: gradientPng(640 + index * 40, 480),
      })),
    );
    await album.getByText('3 Fotos', { exact: true }).waitFor({ timeout: 60_000 });
    const ids = (await media()).albums[0]!.photos.map((photo) => photo.id);
    expect(ids).toHaveLength(3);

    // A caption for the first photo (saved when the field is left), which then moves down.
    await album.getByRole('textbox', { name: 'Bildunterschrift zu Foto 1' }).fill('Soundcheck');
    await album.getByRole('textbox', { name: 'Bildunterschrift zu Foto 1' }).press('Enter');
    await expect.poll(async () => (await media()).albums[0]!.photos[0]!.caption).toBe('Soundcheck');
    await album.getByRole('img', { name: 'Soundcheck' }).waitFor();
    await album.getByRole('button', { name: '„Foto 1“ nach unten' }).click();
    await expect
      .poll(async () => (await media()).albums[0]!.photos.map((photo) => photo.id))
      .toEqual([ids[1], ids[0], ids[2]]);
    expect(
      await album.getByRole('textbox', { name: 'Bildunterschrift zu Foto 2' }).inputValue(),
    ).toBe('Soundcheck');

    // The last photo goes, after the question.
    await album.getByRole('button', { name: '„Foto 3“ löschen' }).click();
    const ask = page.getByRole('dialog', { name: 'Löschen?' });
    await ask.getByText('„Foto 3“ wird endgültig gelöscht.').waitFor();
    await ask.getByRole('button', { name: 'Löschen' }).click();
    await album.getByText('2 Fotos', { exact: true }).waitFor();
    expect((await media()).albums[0]!.photos.map((photo) => photo.id)).toEqual([ids[1], ids[0]]);

    // A PDF: listed with its format and size, then downloaded as the browser does.
    const documents = page.getByRole('region', { name: 'Dokumente' });
    await documents.getByText('Noch keine Dokumente').waitFor();
    const pdf = onePagePdf(`Technical rider ${stamp}`);
    await chooseFiles(page, documents.getByRole('button', { name: 'PDF oder ZIP hochladen' }), [
      { name: 'Technical-Rider.pdf', mimeType: 'application/pdf', buffer: pdf },
    ]);
    const link = documents.getByRole('link', { name: /^Technical-Rider herunterladen \(PDF, / });
    await link.waitFor();
    expect(await link.textContent()).toMatch(/\(PDF, \d+(,\d+)? (B|KB)\)$/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    const href = (await link.getAttribute('href')) ?? '';
    const file = await fetch(new URL(href, baseUrl()));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('Technical-Rider.pdf');
    expect(await download.failure()).toBeNull();

    // The profile shows the album, the caption and the document.
    await page.goto(user.resource);
    await page.getByRole('heading', { level: 1, name: 'Alma Album' }).waitFor();
    await page.getByRole('button', { name: 'Foto vergrößern: Soundcheck' }).waitFor();
    await page.getByRole('button', { name: 'Foto vergrößern: Foto 1 aus „Tour 2026“' }).waitFor();
    await page.getByRole('link', { name: /^Technical-Rider herunterladen/ }).waitFor();

    // Back in the editor the document goes, after the question; the profile no longer offers it.
    await page.goBack();
    await documents.getByRole('button', { name: '„Technical-Rider“ löschen' }).click();
    await page
      .getByRole('dialog', { name: 'Löschen?' })
      .getByRole('button', { name: 'Löschen' })
      .click();
    await documents.getByText('Noch keine Dokumente').waitFor();
    expect((await media()).documents).toEqual([]);
    await page.goto(user.resource);
    await page.getByRole('button', { name: 'Foto vergrößern: Soundcheck' }).waitFor();
    expect(await page.getByRole('link', { name: /herunterladen/ }).count()).toBe(0);

    expect(errors).toEqual([]);
    await context.close();
    // Image processing of three uploads: slow on a shared machine.
  }, 240_000);
});
