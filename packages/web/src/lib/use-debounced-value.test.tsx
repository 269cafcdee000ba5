import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value.ts';

describe('useDebouncedValue', () => {
  afterEach(() => vi.useRealTimers());

  it('follows the value only after it stopped changing for the delay', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), {
      initialProps: { value: 'K' },
    });
    expect(result.current).toBe('K');
    rerender({ value: 'Kö' });
    act(() => vi.advanceTimersByTime(200));
    rerender({ value: 'Köl' });
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe('K');
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe('Köl');
  });
});
