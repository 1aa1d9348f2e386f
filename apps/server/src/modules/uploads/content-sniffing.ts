import type { UploadPurpose } from '@academia/shared';

/**
 * Identifies a file by its first bytes (its "magic number"), never by its name: a renamed executable stays an
 * executable. Only the formats the academy serves are recognised.
 */
const signatures: { mime: string; test: (head: Buffer) => boolean }[] = [
  { mime: 'application/pdf', test: (h) => h.subarray(0, 5).toString('latin1') === '%PDF-' },
  {
    mime: 'image/png',
    test: (h) => h.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { mime: 'image/jpeg', test: (h) => h[0] === 0xff && h[1] === 0xd8 && h[2] === 0xff },
  { mime: 'image/gif', test: (h) => /^GIF8[79]a/.test(h.subarray(0, 6).toString('latin1')) },
  {
    mime: 'image/webp',
    test: (h) => h.subarray(0, 4).toString('latin1') === 'RIFF' && h.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  { mime: 'video/webm', test: (h) => h.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])) },
  // WebVTT is text: the file must start with "WEBVTT" (optionally after a UTF-8 byte-order mark).
  { mime: 'text/vtt', test: (h) => /^(\ufeff)?WEBVTT([ \t\r\n]|$)/.test(h.subarray(0, 16).toString('utf8')) },
  // ISO base media (MP4, M4V, MOV): a box size, then "ftyp" and a brand.
  { mime: 'video/mp4', test: (h) => h.subarray(4, 8).toString('latin1') === 'ftyp' },
];

/** How many leading bytes `sniffContentType` needs. */
export const SNIFF_BYTES = 16;

export function sniffContentType(head: Buffer): string | null {
  return signatures.find((signature) => signature.test(head))?.mime ?? null;
}

export const acceptedTypes: Record<UploadPurpose, readonly string[]> = {
  image: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
  video: ['video/mp4', 'video/webm'],
  pdf: ['application/pdf'],
  captions: ['text/vtt'],
};

export const purposeDescriptions: Record<UploadPurpose, string> = {
  image: 'una imagen PNG, JPEG, GIF o WebP',
  video: 'un video MP4 o WebM',
  pdf: 'un documento PDF',
  captions: 'un archivo de subtítulos WebVTT (.vtt)',
};
