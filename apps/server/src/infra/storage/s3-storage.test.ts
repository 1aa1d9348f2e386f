import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from './fake-s3-server.js';
import { ObjectNotFoundError } from './object-storage.js';
import { describeStorageContract, readAll } from './object-storage.contract.js';
import { S3Storage } from './s3-storage.js';

const PART = 5 * 1024 * 1024; // lib-storage's part size: larger bodies go multipart

let fake: FakeS3;
const created: S3Storage[] = [];
let count = 0;

function storageAt(fakeS3: FakeS3, options: { bucket?: string; prefix?: string } = {}): S3Storage {
  const storage = new S3Storage({
    endpoint: fakeS3.url,
    region: 'us-east-1',
    bucket: options.bucket ?? fakeS3.bucket,
    accessKeyId: 'clave-de-prueba',
    secretAccessKey: 'secreto-de-prueba',
    forcePathStyle: true,
    prefix: options.prefix,
  });
  created.push(storage);
  return storage;
}

beforeAll(async () => {
  fake = await startFakeS3('academia');
});
afterAll(async () => {
  for (const storage of created) storage.destroy();
  await fake.close();
});

// A fresh prefix per test gives each one an empty "bucket".
describeStorageContract('S3Storage', () => storageAt(fake, { prefix: `contrato-${String(++count)}` }));

/** `size` random bytes delivered in 64 KiB chunks, with no length known up front, like an HTTP upload. */
function randomUpload(size: number): { bytes: Buffer; stream: Readable } {
  const bytes = randomBytes(size);
  const chunks: Buffer[] = [];
  for (let offset = 0; offset < size; offset += 64 * 1024) chunks.push(bytes.subarray(offset, offset + 64 * 1024));
  return { bytes, stream: Readable.from(chunks) };
}

const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

describe('S3Storage against an S3-compatible HTTP service', () => {
  let storage: S3Storage;
  beforeEach(() => {
    fake.operations.length = 0;
    fake.refuseParts = false;
    storage = storageAt(fake, { prefix: 'academia/' });
  });
  afterEach(() => {
    expect(fake.pendingUploads.size).toBe(0);
  });

  it('sends a small body as one PutObject under the prefix', async () => {
    await storage.put('cursos/1/guia.pdf', Readable.from([Buffer.from('%PDF-1.7')]), 'application/pdf');
    expect(fake.operations).toEqual(['PutObject']);
    expect(fake.objects.get('academia/cursos/1/guia.pdf')?.toString()).toBe('%PDF-1.7');
  });

  it('streams a body larger than one part as a multipart upload that round-trips byte for byte', async () => {
    const { bytes, stream } = randomUpload(PART + 300 * 1024);
    await expect(storage.put('videos/induccion.mp4', stream, 'video/mp4')).resolves.toEqual({ size: bytes.length });
    expect(fake.operations).toEqual(['CreateMultipartUpload', 'UploadPart', 'UploadPart', 'CompleteMultipartUpload']);
    expect(sha256(await readAll(await storage.get('videos/induccion.mp4')))).toBe(sha256(bytes));
    await expect(storage.stat('videos/induccion.mp4')).resolves.toEqual({ size: bytes.length });
    const across = { start: PART - 10, end: PART + 9 };
    expect(await readAll(await storage.get('videos/induccion.mp4', across))).toEqual(
      bytes.subarray(PART - 10, PART + 10),
    );
  });

  it('aborts the multipart upload when the input fails after the first part', async () => {
    const first = randomUpload(PART + 1024);
    // Fails only once the first part has reached the service, so there is a multipart upload to abort.
    const input = Readable.from(
      (async function* () {
        yield* first.stream;
        while (!fake.operations.includes('UploadPart')) await new Promise((resolve) => setTimeout(resolve, 5));
        throw new Error('conexión interrumpida');
      })(),
    );
    await expect(storage.put('videos/cortado.mp4', input, 'video/mp4')).rejects.toThrow('conexión interrumpida');
    expect(fake.operations).toContain('AbortMultipartUpload');
    expect(fake.operations).not.toContain('CompleteMultipartUpload');
    await expect(storage.stat('videos/cortado.mp4')).resolves.toBeNull();
  });

  it('aborts, keeps nothing and stops reading the input when the service refuses a part', async () => {
    fake.refuseParts = true;
    const total = 200 * 1024 * 1024;
    let produced = 0;
    const input = Readable.from(
      (function* () {
        for (; produced < total; produced += 64 * 1024) yield Buffer.alloc(64 * 1024, 1);
      })(),
    );
    await expect(storage.put('videos/rechazado.mp4', input, 'video/mp4')).rejects.toThrow();
    expect(fake.operations).toContain('AbortMultipartUpload');
    expect(input.destroyed).toBe(true);
    expect(produced).toBeLessThan(total / 4);
    await expect(storage.stat('videos/rechazado.mp4')).resolves.toBeNull();
  });

  it('does not mistake a missing bucket for a missing object', async () => {
    const misconfigured = storageAt(fake, { bucket: 'no-existe' });
    const failure = await misconfigured.get('cualquiera.txt').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(ObjectNotFoundError);
    expect((failure as Error).name).toBe('NoSuchBucket');
  });
});
