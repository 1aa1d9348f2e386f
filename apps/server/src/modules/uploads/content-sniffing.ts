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

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const ODS_MIME = 'application/vnd.oasis.opendocument.spreadsheet';
export const CSV_MIME = 'text/csv';

/** Control characters that text never holds (tab, line feed and carriage return are text). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const BINARY_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

/** The name of the first entry of a ZIP file (its first local file header), or null if the bytes are not a ZIP. */
function firstZipEntry(head: Buffer): string | null {
  if (head.length < 30 || head.readUInt32LE(0) !== 0x04034b50) return null;
  const nameLength = head.readUInt16LE(26);
  return head.subarray(30, 30 + nameLength).toString('latin1');
}

/**
 * Spreadsheets, which their first bytes alone do not name:
 * - an OpenDocument spreadsheet is a ZIP whose first entry, `mimetype`, stored as is, says so;
 * - an Office Open XML file (XLSX, but also DOCX and PPTX) is a ZIP that starts with its package parts, so the
 *   `.xlsx` name decides among them; a ZIP of anything else is refused whatever its name;
 * - CSV is plain text: a `.csv` name, and no control character other than tab and line breaks in the first bytes.
 * All of them are only ever sent as downloads, never shown in the page.
 */
function sniffSpreadsheet(head: Buffer, fileName: string): string | null {
  const extension = fileName.toLowerCase().split('.').pop();
  const entry = firstZipEntry(head);
  if (entry === 'mimetype' && head.subarray(38, 38 + ODS_MIME.length).toString('latin1') === ODS_MIME) {
    return ODS_MIME;
  }
  const isOfficePackage =
    entry !== null && (entry === '[Content_Types].xml' || entry.startsWith('_rels/') || entry.startsWith('docProps/'));
  if (isOfficePackage && extension === 'xlsx') return XLSX_MIME;
  if (extension === 'csv' && head.length > 0 && !BINARY_CONTROL.test(head.toString('latin1'))) return CSV_MIME;
  return null;
}

/** How many leading bytes `sniffContentType` needs (an OpenDocument file names its type at bytes 38–84). */
export const SNIFF_BYTES = 96;

/** The type of a file from its first bytes; the name only chooses among types those bytes cannot tell apart. */
export function sniffContentType(head: Buffer, fileName = ''): string | null {
  return signatures.find((signature) => signature.test(head))?.mime ?? sniffSpreadsheet(head, fileName);
}

export const acceptedTypes: Record<UploadPurpose, readonly string[]> = {
  image: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
  video: ['video/mp4', 'video/webm'],
  pdf: ['application/pdf'],
  captions: ['text/vtt'],
  spreadsheet: [XLSX_MIME, ODS_MIME, CSV_MIME],
};

export const purposeDescriptions: Record<UploadPurpose, string> = {
  image: 'una imagen PNG, JPEG, GIF o WebP',
  video: 'un video MP4 o WebM',
  pdf: 'un documento PDF',
  captions: 'un archivo de subtítulos WebVTT (.vtt)',
  spreadsheet: 'una hoja de cálculo XLSX, ODS o CSV',
};
