import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const locale of ['de-DE', 'en-US']) {
  const context = await browser.newContext({ baseURL: 'http://127.0.0.1:4100', locale, viewport: { width: 360, height: 780 } });
  const page = await context.newPage();
  page.on('console', (m) => { if (m.type() === 'error') console.log('CONSOLE', m.text()); });
  await page.goto('/login');
  await page.getByLabel(/E-Mail/i).fill('demo@backline.test');
  await page.locator('input[name="password"]').fill('Demo-Passw0rd1');
  await page.getByRole('button', { name: /^(Anmelden|Log in)$/ }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  if (locale === 'en-US') {
    await page.evaluate(() => fetch('/api/user/settings', { method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Bearer ' + (document.cookie.match(/token=([^;]+)/)?.[1] ?? '') }, body: JSON.stringify({ locale: 'en' }) }));
  }
  const tag = locale.slice(0, 2);
  for (const [name, path] of [['list', '/musikersuche'], ['matches', '/musikersuche?filter=matches'], ['myads', '/musikersuche?filter=myads'], ['form', '/contactad/create'], ['region', '/musikersuche/region/Nordrhein-Westfalen']]) {
    await page.goto(path);
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `/tmp/shots/${tag}-${name}.png`, fullPage: false });
    console.log(tag, name, page.url());
  }
  await page.goto('/musikersuche');
  await page.waitForTimeout(2000);
  const first = page.locator('main h2 a, main h3 a').first();
  await first.click();
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/shots/${tag}-detail.png`, fullPage: true });
  console.log(tag, 'detail', page.url());
  await context.close();
}
await browser.close();
