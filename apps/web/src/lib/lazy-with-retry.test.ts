import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, loadChunk } from './lazy-with-retry';

afterEach(() => {
  vi.useRealTimers();
});

describe('loadChunk', () => {
  it('resolves with the module when the import succeeds', async () => {
    await expect(loadChunk(() => Promise.resolve({ default: 'ok' }))).resolves.toEqual({ default: 'ok' });
  });

  it('retries once after a failure before giving up', async () => {
    vi.useFakeTimers();
    const importer = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('segundo intento');
    const result = loadChunk(importer);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(result).resolves.toBe('segundo intento');
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('fails with ChunkLoadError when both attempts fail', async () => {
    vi.useFakeTimers();
    const importer = vi.fn<() => Promise<string>>().mockRejectedValue(new TypeError('Failed to fetch'));
    const result = loadChunk(importer);
    const assertion = expect(result).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(1_000);
    await assertion;
  });

  it('fails with ChunkLoadError after 120 s without an answer', async () => {
    vi.useFakeTimers();
    const result = loadChunk(() => new Promise<never>(() => {}));
    const assertion = expect(result).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(119_999);
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
  });
});
