/**
 * A screen's data does not wait for its code: opened cold (a new page, signed in, the address
 * typed), the gig list and an offer ask the API for their data while the screen's chunk is still
 * loading. The chunk is held back 2 s so that the order does not depend on the machine (800 ms
 * was not enough when two journeys share a busy 2-core CI machine): the API request must have
 * been sent before the chunk's request finished.
 */
import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, signIn } from './support/browser.ts';
import { JOURNEY_PASSWORD, registerMusician } from './support/accounts.ts';
import { publishOffer } from './support/booking.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const CHUNK_DELAY_MS = 2000;

describe('loading: a screen starts its data before its chunk is there', () => {
  it('asks for the gig list and for an offer while their chunks are still loading', async () => {
    const person = await registerMusician('Lena Ladezeit', stamp);
    const offer = await publishOffer(person.token, { title: `Ladetest ${stamp}` });
    const offerId = String(offer['id']);
    const { context, page, errors } = await openPage(browser);
    await signIn(page, person.email, JOURNEY_PASSWORD);

    const screens = [
      {
        path: '/gigs',
        chunk: '**/assets/gigs-route-*.js',
        isChunk: (url: URL) => /\/assets\/gigs-route-[^/]+\.js$/.test(url.pathname),
        isData: (url: URL) => url.pathname === '/api/booking',
      },
      {
        path: String(offer['resource']),
        chunk: '**/assets/booking-detail-route-*.js',
        isChunk: (url: URL) => /\/assets\/booking-detail-route-[^/]+\.js$/.test(url.pathname),
        isData: (url: URL) => url.pathname === `/api/booking/${offerId}`,
      },
    ];
    for (const screen of screens) {
      const cold = await context.newPage();
      const events: string[] = [];
      const seen = (request: Request, what: 'sent' | 'finished') => {
        const url = new URL(request.url());
        if (screen.isChunk(url)) events.push(`chunk ${what}`);
        else if (screen.isData(url)) events.push(`data ${what}`);
      };
      cold.on('request', (request) => seen(request, 'sent'));
      cold.on('requestfinished', (request) => seen(request, 'finished'));
      await cold.route(screen.chunk, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, CHUNK_DELAY_MS));
        await route.continue();
      });
      cold.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));

      await cold.goto(screen.path);
      await cold.getByRole('heading', { level: 1 }).waitFor();

      expect(events, screen.path).toContain('chunk finished');
      expect(events, screen.path).toContain('data sent');
      expect(events.indexOf('data sent'), `${screen.path}: ${events.join(', ')}`).toBeLessThan(
        events.indexOf('chunk finished'),
      );
      await cold.close();
    }
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);
});
