import type {
  AdminDocument,
  AdminLibraryQuery,
  AdminNorm,
  DocumentInput,
  NormInput,
  NormStatusInput,
} from '@academia/shared';
import crypto from 'node:crypto';
import { AppError, notFound } from '../../errors/app-error.js';
import { renderMarkdown } from '../../infra/markdown/markdown.js';
import type { SearchService } from '../search/search.service.js';
import type { UploadsService } from '../uploads/uploads.service.js';
import { attachFile } from './library-files.js';
import type { DocumentRow, LibraryRepository, NormRow } from './library.repository.js';
import { documentEntry, normEntry, normTitle, toAdminDocument, toAdminNorm } from './library.mapper.js';

const DOCUMENT_MIMES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'video/mp4',
  'video/webm',
];
// Following a replacement chain further than this means the data is broken; refuse instead of looping.
const MAX_CHAIN = 50;

const fieldError = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { fields: [{ path, message }] });

/** Authoring of both libraries: every change is saved and re-indexed together; deleting only hides. */
export class LibraryAdminService {
  constructor(
    private readonly library: LibraryRepository,
    private readonly search: SearchService,
    private readonly uploads: UploadsService,
  ) {}

  // ——— Documents ———

  async listDocuments(query: AdminLibraryQuery) {
    const { rows, total } = await this.library.listDocumentsForAdmin({
      q: query.q,
      deleted: query.deleted === '1',
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    return {
      items: await Promise.all(rows.map((row) => this.adminDocument(row))),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async getDocument(id: string): Promise<AdminDocument> {
    return this.adminDocument(await this.document(id));
  }

  async createDocument(input: DocumentInput, userId: string | null, seedKey: string | null = null) {
    const fileText = input.fileId ? (await this.documentFile(input.fileId)).text : null;
    const now = new Date().toISOString();
    const row: DocumentRow = {
      id: crypto.randomUUID(),
      seed_key: seedKey,
      ...this.documentColumns(input),
      file_text: fileText,
      created_by: userId,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    };
    await this.library.insertDocument(row);
    await this.search.index([documentEntry(row)]);
    return this.adminDocument(row);
  }

  async updateDocument(id: string, input: DocumentInput): Promise<AdminDocument> {
    const current = await this.document(id);
    let fileText = current.file_text;
    if (input.fileId !== current.file_id) {
      fileText = input.fileId ? (await this.documentFile(input.fileId)).text : null;
    }
    await this.library.updateDocument(id, {
      ...this.documentColumns(input),
      file_text: fileText,
      updated_at: new Date().toISOString(),
    });
    return this.reindexDocument(id);
  }

  async setDocumentDeleted(id: string, deleted: boolean): Promise<AdminDocument> {
    const current = await this.document(id);
    if (Boolean(current.deleted_at) !== deleted) {
      const now = new Date().toISOString();
      await this.library.updateDocument(id, { deleted_at: deleted ? now : null, updated_at: now });
    }
    return this.reindexDocument(id);
  }

  // ——— Norms ———

  async listNorms(query: AdminLibraryQuery) {
    const { rows, total } = await this.library.listNormsForAdmin({
      q: query.q,
      deleted: query.deleted === '1',
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    return {
      items: await Promise.all(rows.map((row) => this.adminNorm(row))),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async getNorm(id: string): Promise<AdminNorm> {
    return this.adminNorm(await this.norm(id));
  }

  async createNorm(input: NormInput, userId: string | null, seedKey: string | null = null): Promise<AdminNorm> {
    await this.checkIdentityFree(input, null);
    await this.checkReplacement(null, input);
    const fileText = input.fileId ? (await this.normFile(input.fileId)).text : null;
    const now = new Date().toISOString();
    const row: NormRow = {
      id: crypto.randomUUID(),
      seed_key: seedKey,
      ...this.normColumns(input),
      file_text: fileText,
      created_by: userId,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    };
    await this.library.insertNorm(row);
    await this.search.index([normEntry(row)]);
    return this.adminNorm(row);
  }

  async updateNorm(id: string, input: NormInput): Promise<AdminNorm> {
    const current = await this.norm(id);
    if (!current.deleted_at) await this.checkIdentityFree(input, id);
    await this.checkReplacement(id, input);
    let fileText = current.file_text;
    if (input.fileId !== current.file_id) {
      fileText = input.fileId ? (await this.normFile(input.fileId)).text : null;
    }
    await this.library.updateNorm(id, {
      ...this.normColumns(input),
      file_text: fileText,
      updated_at: new Date().toISOString(),
    });
    return this.reindexNorm(id);
  }

  async changeNormStatus(id: string, input: NormStatusInput): Promise<AdminNorm> {
    await this.norm(id);
    await this.checkReplacement(id, input);
    await this.library.updateNorm(id, {
      status: input.status,
      status_note: input.statusNote,
      replaced_by_id: input.replacedById,
      updated_at: new Date().toISOString(),
    });
    return this.reindexNorm(id);
  }

  async setNormDeleted(id: string, deleted: boolean): Promise<AdminNorm> {
    const current = await this.norm(id);
    if (Boolean(current.deleted_at) !== deleted) {
      if (!deleted) await this.checkIdentityFree(current, id);
      const now = new Date().toISOString();
      await this.library.updateNorm(id, { deleted_at: deleted ? now : null, updated_at: now });
    }
    return this.reindexNorm(id);
  }

  async documentIdBySeedKey(seedKey: string): Promise<string | null> {
    return (await this.library.findDocumentBySeedKey(seedKey))?.id ?? null;
  }

  async normIdBySeedKey(seedKey: string): Promise<string | null> {
    return (await this.library.findNormBySeedKey(seedKey))?.id ?? null;
  }

  /** Rebuilds every library entry of the index (at start-up, after an upgrade). */
  async reindexAll(): Promise<void> {
    const [documents, norms] = await Promise.all([this.library.allDocuments(), this.library.allNorms()]);
    await this.search.index([...documents.map(documentEntry), ...norms.map(normEntry)]);
  }

  // ——— Helpers ———

  private documentColumns(input: DocumentInput) {
    return {
      title: input.title,
      summary: input.summary,
      topic: input.topic,
      kind: input.kind,
      published_on: input.publishedOn,
      file_id: input.fileId,
      url: input.url,
    };
  }

  private normColumns(input: NormInput) {
    return {
      type: input.type,
      number: input.number,
      year: input.year,
      issuer: input.issuer,
      subject: input.subject,
      summary: input.summary,
      topic: input.topic,
      status: input.status,
      status_note: input.statusNote,
      replaced_by_id: input.replacedById,
      source_url: input.sourceUrl,
      text: input.text,
      text_html: input.text.trim() ? renderMarkdown(input.text) : '',
      file_id: input.fileId,
    };
  }

  private documentFile(fileId: string) {
    return attachFile(this.uploads, fileId, DOCUMENT_MIMES, 'un PDF, una imagen o un video');
  }

  private normFile(fileId: string) {
    return attachFile(this.uploads, fileId, ['application/pdf'], 'un PDF');
  }

  private async document(id: string): Promise<DocumentRow> {
    const row = await this.library.findDocument(id);
    if (!row) throw notFound('No encontramos este documento.');
    return row;
  }

  private async norm(id: string): Promise<NormRow> {
    const row = await this.library.findNorm(id);
    if (!row) throw notFound('No encontramos esta norma.');
    return row;
  }

  private async reindexDocument(id: string): Promise<AdminDocument> {
    const row = await this.document(id);
    await this.search.index([documentEntry(row)]);
    return this.adminDocument(row);
  }

  private async reindexNorm(id: string): Promise<AdminNorm> {
    const row = await this.norm(id);
    await this.search.index([normEntry(row)]);
    return this.adminNorm(row);
  }

  private async adminDocument(row: DocumentRow): Promise<AdminDocument> {
    return toAdminDocument(row, row.file_id ? await this.uploads.describe(row.file_id) : null);
  }

  private async adminNorm(row: NormRow): Promise<AdminNorm> {
    const [file, replacedBy] = await Promise.all([
      row.file_id ? this.uploads.describe(row.file_id) : null,
      row.replaced_by_id ? this.library.findNorm(row.replaced_by_id) : undefined,
    ]);
    return toAdminNorm(row, file, replacedBy);
  }

  private async checkIdentityFree(norm: Pick<NormRow, 'type' | 'number' | 'year'>, ownId: string | null) {
    const existing = await this.library.findLiveNormByIdentity(norm.type, norm.number, norm.year);
    if (existing && existing.id !== ownId) {
      throw fieldError('number', `La ${normTitle(norm)} ya está en la biblioteca.`);
    }
  }

  /** The replacing norm must exist, be another norm, and not lead back to this one through its own chain. */
  private async checkReplacement(id: string | null, input: Pick<NormStatusInput, 'status' | 'replacedById'>) {
    if (!input.replacedById) return;
    if (input.status === 'in_force') {
      throw fieldError('replacedById', 'Una norma vigente no tiene norma que la derogue o modifique.');
    }
    if (input.replacedById === id) throw fieldError('replacedById', 'Una norma no puede reemplazarse a sí misma.');
    let cursor: string | null = input.replacedById;
    for (let step = 0; cursor && step < MAX_CHAIN; step++) {
      const next = await this.library.findNorm(cursor);
      if (!next || (step === 0 && next.deleted_at)) {
        throw fieldError('replacedById', 'La norma que la reemplaza no existe en la biblioteca.');
      }
      if (id && next.replaced_by_id === id) {
        throw fieldError('replacedById', `${normTitle(next)} ya figura como reemplazada por esta norma.`);
      }
      cursor = next.replaced_by_id;
    }
  }
}
