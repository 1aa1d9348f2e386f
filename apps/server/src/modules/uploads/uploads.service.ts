import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import type { Upload, UploadPurpose } from '@academia/shared';
import type { Db } from '../../db/database.js';
import type { Executor } from '../../db/executor.js';
import { AppError, notFound } from '../../errors/app-error.js';
import type { Clock } from '../../infra/clock/clock.js';
import type { AuditActor, AuditService } from '../audit/audit.service.js';
import type { ByteRange, ObjectStorage } from '../../infra/storage/object-storage.js';
import { acceptedTypes, purposeDescriptions, SNIFF_BYTES, sniffContentType } from './content-sniffing.js';
import { toUpload, toUploadSummary, type UploadRecord, type UploadSummary } from './upload.mapper.js';
import type { UploadsRepository } from './uploads.repository.js';

export type { UploadRecord, UploadSummary } from './upload.mapper.js';

export type UploadLimits = Record<UploadPurpose, number>;

export interface StoreInput {
  purpose: UploadPurpose;
  stream: Readable;
  fileName: string;
  /** Who uploads it: recorded as the file's creator and in the audit log (name, purpose and size, no content). */
  actor: AuditActor;
  /** True once the parser cut the file at the size limit (the stream then ends early instead of failing). */
  truncated?: () => boolean;
}

export interface OpenedFile {
  file: UploadRecord;
  size: number;
  stream: Readable;
}

/** Reads the first bytes of a stream and gives back those bytes plus a stream that still yields everything. */
async function peek(source: Readable, bytes: number): Promise<{ head: Buffer; body: Readable }> {
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  while (length < bytes) {
    const { value, done } = await iterator.next();
    if (done) break;
    chunks.push(value);
    length += value.length;
  }
  const head = Buffer.concat(chunks);
  async function* replay() {
    yield head;
    for (;;) {
      const { value, done } = await iterator.next();
      if (done) return;
      yield value;
    }
  }
  return { head, body: Readable.from(replay(), { objectMode: false }) };
}

/** Uploaded files: checked by content, stored through the storage service, served only to who may see them. */
export class UploadsService {
  constructor(
    private readonly db: Db,
    private readonly uploads: UploadsRepository,
    private readonly storage: ObjectStorage,
    readonly limits: UploadLimits,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  /**
   * Streams an upload to storage after checking its first bytes. The size limit is enforced by the multipart
   * parser, which makes `stream` fail mid-way; the partial object is then removed and nothing is recorded.
   */
  async store(input: StoreInput): Promise<Upload> {
    try {
      return await this.storeChecked(input);
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
      const megabytes = Math.floor(this.limits[input.purpose] / (1024 * 1024));
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        `El archivo supera el tamaño máximo permitido de ${String(megabytes)} MB.`,
      );
    }
  }

  private async storeChecked(input: StoreInput): Promise<Upload> {
    const { head, body } = await peek(input.stream, SNIFF_BYTES);
    const mime = sniffContentType(head, input.fileName);
    if (!mime || !acceptedTypes[input.purpose].includes(mime)) {
      input.stream.resume();
      throw new AppError(
        'UNSUPPORTED_FILE_TYPE',
        `El archivo «${input.fileName}» no es ${purposeDescriptions[input.purpose]}. Revise el archivo e inténtelo de nuevo.`,
      );
    }
    const id = crypto.randomUUID();
    const key = `${this.clock.now().toISOString().slice(0, 7)}/${id}`;
    const { size } = await this.storage.put(key, body, mime);
    if (input.truncated?.()) {
      await this.storage.delete(key);
      throw Object.assign(new Error('Archivo truncado por el límite de tamaño'), { code: 'FST_REQ_FILE_TOO_LARGE' });
    }
    if (size === 0) {
      await this.storage.delete(key);
      throw new AppError('VALIDATION_FAILED', 'El archivo está vacío.');
    }
    const upload: UploadRecord = {
      id,
      storageKey: key,
      originalName: input.fileName.slice(0, 200) || 'archivo',
      mime,
      size,
      purpose: input.purpose,
      createdBy: input.actor.id,
      createdAt: this.clock.now().toISOString(),
    };
    try {
      await this.db.transaction().execute(async (tx) => {
        await this.uploads.insert(tx, upload);
        await this.audit.record(tx, input.actor, {
          action: 'file.upload',
          entityType: 'file',
          entityId: id,
          entityLabel: upload.originalName,
          after: { originalName: upload.originalName, purpose: upload.purpose, mime, size },
        });
      });
    } catch (error) {
      // Nothing was recorded: the stored bytes would be unreachable.
      await this.storage.delete(key);
      throw error;
    }
    return toUpload(upload);
  }

  /**
   * Name, type and size of each of `ids` that is recorded, for modules that show files (routes, libraries) inside
   * their own reads or transactions, hence the explicit executor.
   */
  async describe(db: Executor, ids: string[]): Promise<Map<string, UploadSummary>> {
    const uploads = await this.uploads.findByIds(db, [...new Set(ids)]);
    return new Map(uploads.map((upload) => [upload.id, toUploadSummary(upload)]));
  }

  /** The API shape of one file (name, type, size and URL), or null when it is not recorded. */
  async find(fileId: string): Promise<Upload | null> {
    const upload = await this.uploads.findById(this.db, fileId);
    return upload ? toUpload(upload) : null;
  }

  /** True when the upload is recorded, is of the given purpose and its bytes are still in storage. */
  async isAvailable(fileId: string, purpose?: UploadPurpose): Promise<boolean> {
    const upload = await this.uploads.findById(this.db, fileId);
    if (!upload || (purpose && upload.purpose !== purpose)) return false;
    return (await this.storage.stat(upload.storageKey)) !== null;
  }

  /** The recorded upload, storage key included; who may read it is FileAccessService's decision. */
  findRecord(fileId: string): Promise<UploadRecord | undefined> {
    return this.uploads.findById(this.db, fileId);
  }

  /** Streams a recorded upload (or the part `range` picks once the size is known) from storage. */
  async openStored(
    file: UploadRecord,
    range?: (size: number) => ByteRange | null,
  ): Promise<OpenedFile & { range: ByteRange | null }> {
    const stat = await this.storage.stat(file.storageKey);
    if (!stat) throw notFound('El archivo ya no está disponible.');
    const wanted = range ? range(stat.size) : null;
    const stream = await this.storage.get(file.storageKey, wanted ?? undefined);
    return { file, size: stat.size, stream, range: wanted };
  }

  /** The whole file in memory (for text extraction); null when it is not recorded or no longer stored. */
  async readBytes(fileId: string): Promise<Buffer | null> {
    const upload = await this.uploads.findById(this.db, fileId);
    if (!upload || !(await this.storage.stat(upload.storageKey))) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of await this.storage.get(upload.storageKey)) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  }

  /** Saves bytes produced by the server itself (the demo seed's PDFs), with the same checks as an upload. */
  storeBuffer(purpose: UploadPurpose, fileName: string, bytes: Buffer, actor: AuditActor): Promise<Upload> {
    return this.store({ purpose, stream: Readable.from([bytes]), fileName, actor });
  }
}
