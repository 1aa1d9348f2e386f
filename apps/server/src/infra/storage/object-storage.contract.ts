import { Readable } from 'node:stream';
import { beforeEach, describe, expect, it } from 'vitest';
import { ObjectNotFoundError, type ObjectStorage } from './object-storage.js';

export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

/** A stream that delivers `bytes` and then fails, like an upload whose connection drops. */
export function failingStream(bytes: Buffer, message = 'conexión interrumpida'): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (!sent) {
        sent = true;
        this.push(bytes);
      } else {
        this.destroy(new Error(message));
      }
    },
  });
}

/**
 * The behaviour every ObjectStorage must share, so switching STORAGE_DRIVER changes nothing a caller can notice.
 * `create` runs before each test and may return a fresh, empty storage.
 */
export function describeStorageContract(name: string, create: () => ObjectStorage): void {
  describe(`${name} (ObjectStorage contract)`, () => {
    const text = Buffer.from('Lección 1: uso correcto del arnés de seguridad en trabajo en alturas.');
    let storage: ObjectStorage;
    beforeEach(() => {
      storage = create();
    });

    it('stores a stream and gives back the same bytes and size', async () => {
      await expect(storage.put('cursos/1/leccion.txt', Readable.from([text]), 'text/plain')).resolves.toEqual({
        size: text.length,
      });
      expect(await readAll(await storage.get('cursos/1/leccion.txt'))).toEqual(text);
      await expect(storage.stat('cursos/1/leccion.txt')).resolves.toEqual({ size: text.length });
    });

    it('gives back only the requested inclusive byte range', async () => {
      await storage.put('rango.txt', Readable.from([text]), 'text/plain');
      expect(await readAll(await storage.get('rango.txt', { start: 0, end: 0 }))).toEqual(text.subarray(0, 1));
      expect(await readAll(await storage.get('rango.txt', { start: 10, end: 19 }))).toEqual(text.subarray(10, 20));
      const last = text.length - 1;
      expect(await readAll(await storage.get('rango.txt', { start: last - 4, end: last }))).toEqual(
        text.subarray(last - 4),
      );
    });

    it('stores a body that arrives in many chunks, and an empty one', async () => {
      const chunks = Array.from({ length: 50 }, (_, i) => Buffer.alloc(1000, i));
      await expect(storage.put('trozos.bin', Readable.from(chunks), 'application/octet-stream')).resolves.toEqual({
        size: 50_000,
      });
      expect(await readAll(await storage.get('trozos.bin'))).toEqual(Buffer.concat(chunks));
      await expect(storage.put('vacio.bin', Readable.from([]), 'application/octet-stream')).resolves.toEqual({
        size: 0,
      });
      await expect(storage.stat('vacio.bin')).resolves.toEqual({ size: 0 });
    });

    it('replaces an object put again under the same key', async () => {
      await storage.put('reemplazo.txt', Readable.from([Buffer.from('versión larga original')]), 'text/plain');
      await storage.put('reemplazo.txt', Readable.from([Buffer.from('nueva')]), 'text/plain');
      expect((await readAll(await storage.get('reemplazo.txt'))).toString()).toBe('nueva');
      await expect(storage.stat('reemplazo.txt')).resolves.toEqual({ size: 5 });
    });

    it('deletes an object, and deleting a missing one is not an error', async () => {
      await storage.put('borrar.txt', Readable.from([text]), 'text/plain');
      await storage.delete('borrar.txt');
      await expect(storage.stat('borrar.txt')).resolves.toBeNull();
      await expect(storage.get('borrar.txt')).rejects.toBeInstanceOf(ObjectNotFoundError);
      await expect(storage.delete('borrar.txt')).resolves.toBeUndefined();
    });

    it('reports a missing key as ObjectNotFoundError on get and null on stat', async () => {
      await expect(storage.get('no/existe.mp4')).rejects.toBeInstanceOf(ObjectNotFoundError);
      await expect(storage.get('no/existe.mp4', { start: 0, end: 9 })).rejects.toBeInstanceOf(ObjectNotFoundError);
      await expect(storage.stat('no/existe.mp4')).resolves.toBeNull();
    });

    it('rejects with the input error and keeps nothing when the input stream fails', async () => {
      await expect(storage.put('fallido.bin', failingStream(Buffer.alloc(4096, 7)), 'video/mp4')).rejects.toThrow(
        'conexión interrumpida',
      );
      await expect(storage.stat('fallido.bin')).resolves.toBeNull();
    });

    it('refuses keys that could escape their folder', async () => {
      for (const key of ['../fuera.txt', 'cursos/../../fuera.txt', 'con espacio.txt']) {
        await expect(storage.put(key, Readable.from([text]), 'text/plain')).rejects.toThrow(
          'Clave de almacenamiento no válida',
        );
        await expect(storage.get(key)).rejects.toThrow('Clave de almacenamiento no válida');
      }
    });
  });
}
