import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ObjectNotFoundError, type ByteRange, type ObjectStorage } from './object-storage.js';

/** Files under one directory (`DATA_DIR/uploads`). Writes go to a temporary name and are renamed when complete. */
export class LocalStorage implements ObjectStorage {
  constructor(private readonly root: string) {
    fs.mkdirSync(root, { recursive: true });
  }

  private pathOf(key: string): string {
    if (!/^[\w./-]+$/.test(key) || key.includes('..')) throw new Error(`Clave de almacenamiento no válida: ${key}`);
    return path.join(this.root, key);
  }

  // Local files need no content type: it is kept in the uploads table and sent when the file is served.
  async put(key: string, body: Readable, _contentType?: string): Promise<{ size: number }> {
    const target = this.pathOf(key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.${String(process.pid)}.partial`;
    try {
      await pipeline(body, fs.createWriteStream(partial, { flags: 'wx' }));
      await fsp.rename(partial, target);
    } catch (error) {
      await fsp.rm(partial, { force: true });
      throw error;
    }
    return { size: (await fsp.stat(target)).size };
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    const file = this.pathOf(key);
    if (!(await this.stat(key))) throw new ObjectNotFoundError(key);
    return fs.createReadStream(file, range ? { start: range.start, end: range.end } : {});
  }

  async stat(key: string): Promise<{ size: number } | null> {
    try {
      const info = await fsp.stat(this.pathOf(key));
      return info.isFile() ? { size: info.size } : null;
    } catch {
      return null;
    }
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.pathOf(key), { force: true });
  }
}
