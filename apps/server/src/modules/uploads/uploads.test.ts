import fs from 'node:fs';
import path from 'node:path';
import type { Upload } from '@academia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoute, sampleFiles, signedIn, signedInAdmin, textItem, uploadFile } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { CSV_MIME, ODS_MIME, sniffContentType, XLSX_MIME } from './content-sniffing.js';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_MAX_IMAGE_MB: '0.01' });
  admin = (await signedInAdmin(t.app)).cookie;
});
afterAll(() => t.close());

const storedFiles = () => {
  const root = t.config.storage.localRoot;
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((e) => path.join(e.parentPath, e.name));
};

describe('content sniffing', () => {
  it('recognises files by their bytes, not their name', () => {
    expect(sniffContentType(sampleFiles.pdf)).toBe('application/pdf');
    expect(sniffContentType(sampleFiles.png)).toBe('image/png');
    expect(sniffContentType(sampleFiles.mp4)).toBe('video/mp4');
    expect(sniffContentType(sampleFiles.vtt)).toBe('text/vtt');
    expect(sniffContentType(Buffer.from('WEBVTTX'))).toBeNull();
    expect(sniffContentType(sampleFiles.exe)).toBeNull();
  });

  it('recognises a spreadsheet by its bytes, using the name only where the bytes cannot tell', () => {
    expect(sniffContentType(sampleFiles.ods, 'indicadores.ods')).toBe(ODS_MIME);
    expect(sniffContentType(sampleFiles.ods, 'sin-extension')).toBe(ODS_MIME);
    expect(sniffContentType(sampleFiles.xlsx, 'matriz de peligros.xlsx')).toBe(XLSX_MIME);
    // An Office package under another name (a Word file, say) is not taken for a spreadsheet.
    expect(sniffContentType(sampleFiles.xlsx, 'acta.docx')).toBeNull();
    expect(sniffContentType(sampleFiles.zip, 'matriz.xlsx')).toBeNull();
    expect(sniffContentType(sampleFiles.csv, 'asistentes.csv')).toBe(CSV_MIME);
    expect(sniffContentType(sampleFiles.csv, 'asistentes.txt')).toBeNull();
    // A real executable starts "MZ", 0x90, then NUL bytes: binary, whatever its name says.
    const executable = Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]);
    expect(sniffContentType(executable, 'asistentes.csv')).toBeNull();
  });
});

describe('uploads', () => {
  it('stores a real PDF and serves it with its type, whole or by range', async () => {
    const response = await uploadFile(t.app, admin, 'pdf', 'Guía de inducción.pdf', sampleFiles.pdf);
    expect(response.statusCode).toBe(201);
    const upload = response.json<Upload>();
    expect(upload).toMatchObject({
      name: 'Guía de inducción.pdf',
      mime: 'application/pdf',
      size: sampleFiles.pdf.length,
    });

    const whole = await t.app.inject({ method: 'GET', url: upload.url, headers: { cookie: admin } });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('application/pdf');
    expect(whole.rawPayload.equals(sampleFiles.pdf)).toBe(true);

    const part = await t.app.inject({ method: 'GET', url: upload.url, headers: { cookie: admin, range: 'bytes=0-7' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-7/${String(sampleFiles.pdf.length)}`);
    expect(part.body).toBe('%PDF-1.4');

    const beyond = await t.app.inject({
      method: 'GET',
      url: upload.url,
      headers: { cookie: admin, range: 'bytes=999999-' },
    });
    expect(beyond.statusCode).toBe(416);

    const download = await t.app.inject({ method: 'GET', url: `${upload.url}?download=1`, headers: { cookie: admin } });
    expect(download.headers['content-disposition']).toContain(
      'attachment; filename="Guia de induccion.pdf"; filename*=UTF-8\'\'Gu%C3%ADa',
    );
  });

  it('refuses an executable named .pdf and keeps nothing of it', async () => {
    const before = storedFiles().length;
    const response = await uploadFile(t.app, admin, 'pdf', 'manual.pdf', sampleFiles.exe);
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toMatchObject({
      code: 'UNSUPPORTED_FILE_TYPE',
      message: 'El archivo «manual.pdf» no es un documento PDF. Revise el archivo e inténtelo de nuevo.',
    });
    expect(storedFiles().length).toBe(before);
  });

  it('refuses a PDF sent as a video', async () => {
    const response = await uploadFile(t.app, admin, 'video', 'clase.mp4', sampleFiles.pdf);
    expect(response.statusCode).toBe(415);
  });

  it('refuses a file over the configured size, with the limit in the message, and keeps nothing', async () => {
    const before = storedFiles().length;
    const big = Buffer.concat([sampleFiles.png, Buffer.alloc(20 * 1024, 1)]);
    const response = await uploadFile(t.app, admin, 'image', 'portada.png', big);
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(storedFiles().length).toBe(before);
  });

  it('refuses uploads from learners and from anonymous callers', async () => {
    const learner = await signedIn(t.app);
    expect((await uploadFile(t.app, learner.cookie, 'pdf', 'x.pdf', sampleFiles.pdf)).statusCode).toBe(403);
    expect((await uploadFile(t.app, '', 'pdf', 'x.pdf', sampleFiles.pdf)).statusCode).toBe(401);
  });

  it('serves a file to learners only once it belongs to a published route', async () => {
    const learner = await signedIn(t.app);
    const upload = (await uploadFile(t.app, admin, 'pdf', 'formato.pdf', sampleFiles.pdf)).json<Upload>();
    const fetchAsLearner = () => t.app.inject({ method: 'GET', url: upload.url, headers: { cookie: learner.cookie } });
    expect((await fetchAsLearner()).statusCode).toBe(404);

    await createRoute(t.app, admin, {
      items: [textItem('Introducción'), { kind: 'pdf', title: 'Formato', fileId: upload.id }],
      publish: true,
    });
    const served = await fetchAsLearner();
    expect(served.statusCode).toBe(200);
    expect(served.headers['x-content-type-options']).toBe('nosniff');

    const anonymous = await t.app.inject({ method: 'GET', url: upload.url });
    expect(anonymous.statusCode).toBe(401);
  });
});
