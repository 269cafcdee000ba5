import { act, screen } from '@testing-library/react';
import { AD_MAX_REFRESHES, AD_REFRESH_INTERVAL_MS, type PublicConfig } from '@backline/domain';
import { describe, expect, it, vi } from 'vitest';
import { publicConfigQuery } from '../../lib/public-config.ts';
import { createTestQueryClient, renderWithProviders } from '../../test/render.tsx';
import { AdSlot } from './ad-slot.tsx';

/** An IntersectionObserver the test drives: `setVisible` reports the element on or off screen. */
class ControlledObserver {
  static instances: ControlledObserver[] = [];
  readonly elements: Element[] = [];
  private readonly callback: IntersectionObserverCallback;
  constructor(callback: IntersectionObserverCallback) {
    this.callback = callback;
    ControlledObserver.instances.push(this);
  }
  observe(element: Element) {
    this.elements.push(element);
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
  static setVisible(visible: boolean) {
    for (const observer of ControlledObserver.instances) {
      const entries = observer.elements.map(
        (target) => ({ isIntersecting: visible, target }) as IntersectionObserverEntry,
      );
      act(() => observer.callback(entries, observer as unknown as IntersectionObserver));
    }
  }
}

const config: PublicConfig = {
  clientVersion: '1.5.6',
  publicSiteUrl: null,
  houseAds: ['one', 'two', 'three'].map((id) => ({
    id,
    title: `Anzeige ${id}`,
    text: `Text ${id}`,
    href: `/marktplatz?ad=${id}`,
  })),
};

function renderAd(ads = config) {
  ControlledObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', ControlledObserver);
  vi.useFakeTimers();
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(publicConfigQuery.queryKey, ads);
  renderWithProviders(<AdSlot />, { queryClient });
  return () => screen.getByRole('complementary', { name: 'Anzeige' });
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('AdSlot', () => {
  it('is labelled as an ad and shows a house ad from the public config', () => {
    const slot = renderAd();
    expect(slot()).toHaveAttribute('data-ad-id', 'one');
    expect(screen.getByRole('link', { name: 'Anzeige one' })).toHaveAttribute(
      'href',
      '/marktplatz?ad=one',
    );
  });

  it('moves to the next ad every 30 s while visible, at most 5 times', () => {
    const slot = renderAd();
    ControlledObserver.setVisible(true);
    const seen: string[] = [slot().getAttribute('data-ad-id') ?? ''];
    for (let step = 0; step < AD_MAX_REFRESHES + 3; step += 1) {
      wait(AD_REFRESH_INTERVAL_MS);
      seen.push(slot().getAttribute('data-ad-id') ?? '');
    }
    expect(seen.slice(0, AD_MAX_REFRESHES + 1)).toEqual([
      'one',
      'two',
      'three',
      'one',
      'two',
      'three',
    ]);
    expect(slot()).toHaveAttribute('data-ad-refreshes', String(AD_MAX_REFRESHES));
    expect(new Set(seen.slice(AD_MAX_REFRESHES))).toEqual(new Set(['three']));
  });

  it('does not refresh before 30 s or while it is off screen', () => {
    const slot = renderAd();
    wait(AD_REFRESH_INTERVAL_MS * 3);
    expect(slot()).toHaveAttribute('data-ad-refreshes', '0');

    ControlledObserver.setVisible(true);
    wait(AD_REFRESH_INTERVAL_MS - 1);
    expect(slot()).toHaveAttribute('data-ad-id', 'one');
    wait(1);
    expect(slot()).toHaveAttribute('data-ad-id', 'two');

    ControlledObserver.setVisible(false);
    wait(AD_REFRESH_INTERVAL_MS * 4);
    expect(slot()).toHaveAttribute('data-ad-refreshes', '1');

    ControlledObserver.setVisible(true);
    wait(AD_REFRESH_INTERVAL_MS);
    expect(slot()).toHaveAttribute('data-ad-refreshes', '2');
  });

  it('shows nothing without house ads', () => {
    renderAd({ ...config, houseAds: [] });
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
