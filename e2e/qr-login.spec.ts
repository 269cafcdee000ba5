import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import qrcode from 'qrcode-generator';
import { baseUrl, launchBrowser, openPage, PHONE } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The login form as the demo musician (the external sign-in buttons say "anmelden" too). */
async function signIn(page: Page): Promise<void> {
  await page.goto('/login');
  await page
    .getByLabel(/E-Mail/i)
    .first()
    .fill('demo@backline.test');
  await page.locator('input[name="password"]').fill('Demo-Passw0rd1');
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/**
 * A still video (YUV4MPEG2) of a QR code holding `text`, for Chromium's fake camera
 * (`--use-file-for-fake-video-capture`).
 */
async function qrVideo(text: string): Promise<string> {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const modules = qr.getModuleCount();
  const size = 480;
  const scale = Math.floor(size / (modules + 8));
  const offset = Math.floor((size - modules * scale) / 2);
  const luma = Buffer.alloc(size * size, 255);
  for (let y = 0; y < modules * scale; y += 1) {
    for (let x = 0; x < modules * scale; x += 1) {
      if (qr.isDark(Math.floor(y / scale), Math.floor(x / scale))) {
        luma[(offset + y) * size + offset + x] = 0;
      }
    }
  }
  const chroma = Buffer.alloc((size / 2) * (size / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'backline-qr-')), 'qr.y4m');
  await writeFile(
    file,
    Buffer.concat([
      Buffer.from(`YUV4MPEG2 W${size} H${size} F10:1 Ip A1:1 C420jpeg\n`),
      frame,
      frame,
    ]),
  );
  return file;
}

const token = (page: Page) => page.evaluate(() => window.localStorage.getItem('backline_token'));

describe('QR sign-in', () => {
  it('signs a waiting browser in from a signed-in phone, once', async () => {
    // B: the phone, signed in as the demo musician.
    const phone = await openPage(browser, { viewport: PHONE });
    await signIn(phone.page);
    const phoneToken = await token(phone.page);
    expect(phoneToken).toBeTruthy();
    await phone.page.goto('/qrscan');
    await phone.page
      .getByRole('heading', { level: 1, name: 'Browser per QR-Code anmelden' })
      .waitFor();
    // Headless Chromium has no camera device: getUserMedia fails with NotFoundError.
    const cameraAlert = phone.page.getByRole('alert');
    await cameraAlert.waitFor();
    expect(await cameraAlert.textContent()).toBe('Keine geeignete Kamera gefunden');

    // A: a visitor's browser asks to be signed in.
    const desktop = await openPage(browser);
    await desktop.page.goto('/login');
    await desktop.page.getByRole('link', { name: 'Mit QR-Code anmelden' }).click();
    await desktop.page.waitForURL((url) => url.pathname === '/qrlogin');
    await desktop.page.getByRole('img', { name: 'QR-Code zur Anmeldung' }).waitFor();
    const code = (await desktop.page.getByTestId('qr-login-code').textContent())?.trim() ?? '';
    expect(code).toMatch(/^[A-Za-z0-9]{5,12}-[0-9A-Z]{8}$/);

    // B types the code, sees which browser asks and approves.
    const field = phone.page.getByLabel('Code eingeben oder einfügen');
    await field.fill(code);
    await phone.page.getByRole('button', { name: 'Weiter' }).click();
    await phone.page.getByText('Diesen Browser anmelden?').waitFor();
    const requester = (await phone.page.getByTestId('qr-requester').textContent()) ?? '';
    expect(requester).toMatch(/Chrome \d+/);
    expect(requester).toContain('Linux');
    await phone.page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await phone.page
      .getByText('Erledigt: Der Browser ist jetzt mit deinem Konto angemeldet.')
      .waitFor();

    // A is signed in within moments, with a session of its own.
    await desktop.page.waitForURL((url) => url.pathname === '/home', { timeout: 5000 });
    await desktop.page.getByRole('button', { name: /^Lena Hoffmann/ }).waitFor();
    const desktopToken = await token(desktop.page);
    expect(desktopToken).toBeTruthy();
    expect(desktopToken).not.toBe(phoneToken);

    // B is still signed in, and the code does not work a second time.
    await phone.page.getByRole('button', { name: 'Weiteren Code scannen' }).click();
    await field.fill(code);
    await phone.page.getByRole('button', { name: 'Weiter' }).click();
    await phone.page
      .getByText('Dieser QR-Code ist abgelaufen oder wurde schon verwendet.')
      .waitFor();
    await phone.page.reload();
    await phone.page
      .getByRole('heading', { level: 1, name: 'Browser per QR-Code anmelden' })
      .waitFor();
    expect(new URL(phone.page.url()).pathname).toBe('/qrscan');
    expect(await token(phone.page)).toBe(phoneToken);

    // A signed-in browser is sent on from /qrlogin.
    await desktop.page.goto('/qrlogin');
    await desktop.page.waitForURL((url) => url.pathname === '/home');

    expect(desktop.errors).toEqual([]);
    // The browser logs the refused second use (422) itself; nothing else went wrong.
    expect(phone.errors).toEqual([
      expect.stringMatching(
        /^console: Failed to load resource: the server responded with a status of 422 \(Unprocessable Entity\) \(http:\/\/[^)]+\/api\/qrlogin\/[^)]+\)$/,
      ),
    ]);
    await desktop.context.close();
    await phone.context.close();
  });

  it('says so when the camera may not be used', async () => {
    // A camera exists (Chromium's fake device), but headless Chromium refuses the permission.
    const withCamera = await launchBrowser(['--use-fake-device-for-media-stream']);
    try {
      const phone = await openPage(withCamera, { viewport: PHONE });
      await signIn(phone.page);
      await phone.page.goto('/qrscan');
      const alert = phone.page.getByRole('alert');
      await alert.waitFor();
      expect(await alert.textContent()).toBe('Kein Zugriff auf Kamera');
      expect(phone.errors).toEqual([]);
    } finally {
      await withCamera.close();
    }
  });

  it('reads the QR code with the camera', async () => {
    const desktop = await openPage(browser);
    await desktop.page.goto('/qrlogin');
    const code = (await desktop.page.getByTestId('qr-login-code').textContent())?.trim() ?? '';
    // What the QR code on the screen holds.
    const video = await qrVideo(`${baseUrl()}/qrscan?c=${code}`);

    const withCamera = await launchBrowser([
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ]);
    try {
      const phone = await openPage(withCamera, { viewport: PHONE });
      await phone.context.grantPermissions(['camera'], { origin: baseUrl() });
      await signIn(phone.page);
      await phone.page.goto('/qrscan');
      await phone.page.getByText('Diesen Browser anmelden?').waitFor({ timeout: 15_000 });
      await phone.page.getByRole('button', { name: 'Anmelden', exact: true }).click();
      await desktop.page.waitForURL((url) => url.pathname === '/home', { timeout: 5000 });
      await desktop.page.getByRole('button', { name: /^Lena Hoffmann/ }).waitFor();
      expect(phone.errors).toEqual([]);
      expect(desktop.errors).toEqual([]);
    } finally {
      await withCamera.close();
      await desktop.context.close();
    }
  });
});
