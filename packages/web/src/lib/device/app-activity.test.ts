import { describe, expect, it, vi } from 'vitest';
import { watchAppActivity } from './app-activity.ts';

describe('watchAppActivity', () => {
  it('emits a wake-up when the app is active again after more than 10 s', () => {
    let now = 0;
    const onWakeUp = vi.fn();
    const onChange = vi.fn();
    const stop = watchAppActivity({ onWakeUp, onChange, now: () => now });

    window.dispatchEvent(new Event('blur'));
    now += 10_000;
    window.dispatchEvent(new Event('focus'));
    expect(onWakeUp).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('blur'));
    now += 10_001;
    window.dispatchEvent(new Event('focus'));
    expect(onWakeUp).toHaveBeenCalledTimes(1);
    expect(onWakeUp).toHaveBeenCalledWith(10_001);
    expect(onChange.mock.calls.map(([active]) => active)).toEqual([false, true, false, true]);

    stop();
    window.dispatchEvent(new Event('blur'));
    now += 60_000;
    window.dispatchEvent(new Event('focus'));
    expect(onWakeUp).toHaveBeenCalledTimes(1);
  });

  it('counts a hidden page as inactive', () => {
    let now = 0;
    let visibility: DocumentVisibilityState = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    const onWakeUp = vi.fn();
    const stop = watchAppActivity({ onWakeUp, now: () => now });
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    now += 30_000;
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(onWakeUp).toHaveBeenCalledWith(30_000);
    stop();
  });
});
