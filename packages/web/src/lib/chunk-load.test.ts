import { CHUNK_LOAD_TIMEOUT_MS } from '@backline/domain';
import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, isChunkLoadError, loadChunk } from './chunk-load.ts';

describe('loadChunk', () => {
  it('resolves with the module when it arrives in time', async () => {
    await expect(loadChunk(() => Promise.resolve({ ok: true }))).resolves.toEqual({ ok: true });
  });

  it('rejects with ChunkLoadError after 120 s without an answer', async () => {
    vi.useFakeTimers();
    const result = loadChunk(() => new Promise(() => undefined));
    const settled = vi.fn();
    result.catch(settled);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith(expect.any(ChunkLoadError));
  });

  it('rejects with ChunkLoadError when the import fails', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module: /x.js');
    await expect(loadChunk(() => Promise.reject(failure))).rejects.toBeInstanceOf(ChunkLoadError);
    expect(isChunkLoadError(failure)).toBe(true);
    expect(isChunkLoadError(new Error('something else'))).toBe(false);
  });
});
