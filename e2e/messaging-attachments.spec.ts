/**
 * Chat attachments: Anna and Bruno are confirmed contacts and already have a conversation. Anna
 * attaches a photo and her technical rider (PDF) through the composer's attach button, sees both
 * as previews, and sends them with a line of text. Bruno, in German on a 360 px phone with the
 * chat open, sees them arrive live: the photo as a thumbnail that opens in full size and the
 * rider as a chip with its name and size that downloads the PDF. Carla, no contact of Anna's,
 * writes to her first: until Anna answers, Carla's chat offers no attach button.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.ts';
import { launchBrowser, openPage, PHONE, signIn } from './support/browser.ts';
import { apiCall, JOURNEY_PASSWORD, registerMusician } from './support/accounts.ts';
import { gradientPng, onePagePdf } from './support/media-files.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const idOf = async (token: string): Promise<string> => {
  const me = await apiCall('/api/user/me', null, token);
  return String((me.json['user'] as { id: string }).id);
};

/** Writes to a user; answers the conversation's id. */
async function write(token: string, to: string, text: string): Promise<string> {
  const started = await apiCall(
    '/api/messaging/conversations',
    { to: { kind: 'user', id: to }, text },
    token,
  );
  expect(started.status).toBe(200);
  return String((started.json['conversation'] as { id: string }).id);
}

/** Whether an image has loaded (its file came from the signed url). */
const loaded = (page: Page, alt: string) =>
  page
    .getByRole('img', { name: alt })
    .first()
    .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0);

describe('messaging attachments', () => {
  it('a contact sends a photo and a PDF; the other sees and opens them on a phone', async () => {
    const annaName = `Anna Anhang ${stamp}`;
    const brunoName = `Bruno Empfang ${stamp}`;
    const anna = await registerMusician(annaName, stamp);
    const bruno = await registerMusician(brunoName, stamp);
    const [annaId, brunoId] = await Promise.all([idOf(anna.token), idOf(bruno.token)]);
    // Confirmed contacts (the contacts journey walks this through the screens).
    const asked = await apiCall(
      `/api/user/contacts/${brunoId}`,
      { command: 'request' },
      anna.token,
    );
    expect(asked.status).toBe(200);
    const confirmed = await apiCall(
      `/api/user/contacts/${annaId}`,
      { command: 'confirm' },
      bruno.token,
    );
    expect(confirmed.json).toMatchObject({ state: 'confirmed' });
    const conversationId = await write(anna.token, brunoId, 'Hallo Bruno, gleich kommt der Rider.');

    // Bruno, German, on a phone, opens the chat before anything is attached.
    const brunoBrowser = await openPage(browser, { viewport: PHONE });
    const phone = brunoBrowser.page;
    await signIn(phone, bruno.email, JOURNEY_PASSWORD);
    await phone.goto(`/directmessaging?id=${conversationId}`);
    await phone.getByRole('heading', { level: 1, name: annaName }).waitFor();
    await phone.getByRole('log').getByText('Hallo Bruno, gleich kommt der Rider.').waitFor();

    // Anna attaches a photo and the rider, sees the previews, and sends them with a line.
    const annaBrowser = await openPage(browser);
    const desktop = annaBrowser.page;
    await signIn(desktop, anna.email, JOURNEY_PASSWORD);
    await desktop.goto(`/directmessaging?id=${conversationId}`);
    await desktop.getByRole('heading', { level: 1, name: brunoName }).waitFor();
    const attach = desktop.getByRole('button', { name: 'Datei anhängen' });
    const [chooser] = await Promise.all([desktop.waitForEvent('filechooser'), attach.click()]);
    await chooser.setFiles([
      { name: 'buehne.png', mimeType: 'image/png', buffer: gradientPng(640, 480) },
      { name: 'Technik-Rider.pdf', mimeType: 'application/pdf', buffer: onePagePdf('Rider') },
    ]);
    const previews = desktop.getByRole('list', { name: 'Anhänge der Nachricht' });
    await previews.getByRole('img', { name: 'buehne.png' }).waitFor();
    await previews.getByText('Technik-Rider.pdf').waitFor();
    await desktop.getByRole('textbox', { name: 'Nachricht' }).fill('Foto und Rider anbei');
    await desktop.getByRole('button', { name: 'Senden' }).click();
    await previews.waitFor({ state: 'detached' });
    const sent = desktop.getByRole('log').getByTestId('message-attachments');
    await sent.waitFor();
    expect(await loaded(desktop, 'buehne.webp')).toBe(true);
    expect(await seriousAxeViolations(desktop)).toEqual([]);

    // Bruno, German, on a phone, has the chat open: the files arrive live (over the socket), as
    // a thumbnail and a chip.
    const log = phone.getByRole('log');
    await log.getByText('Foto und Rider anbei').waitFor();
    const photo = log.getByRole('link', { name: 'Bild buehne.webp in voller Größe öffnen' });
    await photo.waitFor();
    expect(await loaded(phone, 'buehne.webp')).toBe(true);
    const box = await photo.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.width).toBeLessThanOrEqual(PHONE.width);
    const rider = log.getByRole('link', { name: /^Technik-Rider\.pdf · \d+ KB herunterladen$/ });
    await rider.waitFor();
    expect(await rider.innerText()).toMatch(/Technik-Rider\.pdf · \d+ KB/);

    // The full-size image and the download answer to Bruno's signed urls.
    const fullUrl = await photo.getAttribute('href');
    const pdfUrl = await rider.getAttribute('href');
    const answers = await phone.evaluate(
      async ([image, pdf]) => {
        const [a, b] = await Promise.all([fetch(image!), fetch(pdf!)]);
        return [
          { status: a.status, type: a.headers.get('content-type') },
          {
            status: b.status,
            type: b.headers.get('content-type'),
            disposition: b.headers.get('content-disposition'),
            start: new TextDecoder().decode((await b.arrayBuffer()).slice(0, 5)),
          },
        ];
      },
      [fullUrl, pdfUrl],
    );
    expect(answers).toEqual([
      { status: 200, type: 'image/webp' },
      {
        status: 200,
        type: 'application/pdf',
        disposition: expect.stringContaining('Technik-Rider.pdf'),
        start: '%PDF-',
      },
    ]);
    // Without the signature the file is not there.
    const unsigned = await apiCall(new URL(pdfUrl!, 'http://x').pathname, null);
    expect(unsigned.status).toBeGreaterThanOrEqual(400);
    expect(await seriousAxeViolations(phone)).toEqual([]);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );

    // Carla, no contact of Anna's, writes first: until Anna answers, Carla may not attach.
    const carla = await registerMusician(`Carla Fremd ${stamp}`, stamp);
    const fromCarla = await write(carla.token, annaId, 'Hallo Anna!');
    const carlaBrowser = await openPage(browser);
    await signIn(carlaBrowser.page, carla.email, JOURNEY_PASSWORD);
    await carlaBrowser.page.goto(`/directmessaging?id=${fromCarla}`);
    await carlaBrowser.page.getByRole('textbox', { name: 'Nachricht' }).waitFor();
    expect(await carlaBrowser.page.getByRole('button', { name: 'Datei anhängen' }).count()).toBe(0);
  });
});
