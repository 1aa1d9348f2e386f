import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalStorage } from './local-storage.js';
import { describeStorageContract, failingStream } from './object-storage.contract.js';

const base = fs.mkdtempSync(path.join(os.tmpdir(), 'academia-storage-'));
afterAll(() => fs.rmSync(base, { recursive: true, force: true }));

let count = 0;
const freshRoot = (): string => path.join(base, `raiz-${String(++count)}`, 'uploads');

describeStorageContract('LocalStorage', () => new LocalStorage(freshRoot()));

describe('LocalStorage on disk', () => {
  it('leaves no partial file behind when the input stream fails', async () => {
    const root = freshRoot();
    const storage = new LocalStorage(root);
    await expect(
      storage.put('videos/clase.mp4', failingStream(Buffer.alloc(64 * 1024, 1)), 'video/mp4'),
    ).rejects.toThrow('conexión interrumpida');
    const files = fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    expect(files).toEqual([]);
  });

  it('writes nothing outside its folder for a key with ..', async () => {
    const root = freshRoot();
    const storage = new LocalStorage(root);
    await expect(storage.put('../fuera.txt', Readable.from([Buffer.from('x')]), 'text/plain')).rejects.toThrow(
      'Clave de almacenamiento no válida',
    );
    expect(fs.readdirSync(path.dirname(root))).toEqual(['uploads']);
  });

  it('keeps nested keys as files under the root', async () => {
    const root = freshRoot();
    const storage = new LocalStorage(root);
    await storage.put('cursos/7/video.mp4', Readable.from([Buffer.from('datos')]), 'video/mp4');
    expect(fs.readFileSync(path.join(root, 'cursos', '7', 'video.mp4'), 'utf8')).toBe('datos');
  });
});
