import { describe, expect, it } from 'vitest';
import { buildSeedPlan, DEMO_PAGES } from './seed.ts';

const comparable = (url: string) => url.toLowerCase().replace(/\/+$/, '');

describe('the demo data plan', () => {
  const plan = buildSeedPlan('hash', new Date('2026-11-01T12:00:00Z'));

  it('gives no page a link that repeats its website (the page shows the website on its own)', () => {
    const repeated = plan.pages
      .filter((page) => page.website)
      .flatMap((page) =>
        (page.links ?? [])
          .filter((link) => comparable(link.url) === comparable(page.website ?? ''))
          .map((link) => `${page.urlname ?? page.id}: ${link.url}`),
      );
    expect(repeated).toEqual([]);
  });

  it('keeps the demo band’s website and a link of its own', () => {
    const band = plan.pages.find((page) => page.urlname === DEMO_PAGES.band.urlname);
    expect(band?.website).toBe('https://nachtfalter.example/');
    expect(band?.links).toEqual([
      { url: 'https://nachtfalter.example/musik/nachtlichter', label: 'EP „Nachtlichter“' },
    ]);
  });
});
