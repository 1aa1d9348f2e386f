import type { ByteRange } from '../../infra/storage/object-storage.js';

export class UnsatisfiableRange extends Error {}

/**
 * Parses a single-range `Range: bytes=…` header against a file of `size` bytes (RFC 9110 §14.1.2).
 * Returns null when there is no usable header (the whole file is sent); throws UnsatisfiableRange for a range
 * outside the file (the caller answers 416). Multiple ranges are answered with the whole file, which is allowed.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) throw new UnsatisfiableRange();
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) throw new UnsatisfiableRange();
  return { start, end };
}
