import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createStorage } from './create-storage.js';
import { LocalStorage } from './local-storage.js';
import { S3Storage } from './s3-storage.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'academia-create-storage-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('createStorage', () => {
  it('uses the local disk for the local driver', async () => {
    expect(await createStorage({ driver: 'local', localRoot: root })).toBeInstanceOf(LocalStorage);
  });

  it('uses S3 for the s3 driver', async () => {
    const storage = await createStorage({
      driver: 's3',
      localRoot: root,
      s3: {
        endpoint: 'http://127.0.0.1:9',
        region: 'us-east-1',
        bucket: 'academia',
        accessKeyId: 'clave',
        secretAccessKey: 'secreto',
        forcePathStyle: true,
      },
    });
    expect(storage).toBeInstanceOf(S3Storage);
    (storage as S3Storage).destroy();
  });

  it('explains in Spanish that the s3 driver needs its settings', async () => {
    await expect(createStorage({ driver: 's3', localRoot: root })).rejects.toThrow(/requiere la configuración de S3/);
  });
});
