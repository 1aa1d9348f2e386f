import type {
  AdminDocument,
  AdminLibraryQuery,
  AdminNorm,
  DocumentInput,
  NormInput,
  NormStatusInput,
} from '@academia/shared';
import crypto from 'node:crypto';
import type { Db } from '../../db/database.js';
import type { Executor } from '../../db/executor.js';
import { notFound } from '../../errors/app-error.js';
import type { Clock } from '../../infra/clock/clock.js';
import type { AuditActor, AuditService } from '../audit/audit.service.js';
import type { SearchService } from '../search/search.service.js';
import type { UploadsService } from '../uploads/uploads.service.js';
import { documentChange, normChange } from './library-audit.js';
import { attachFile } from './library-files.js';
import {
  documentEntry,
  documentInputFields,
  normEntry,
  normInputFields,
  toAdminDocument,
  toAdminNorm,
} from './library-views.js';
import type { LibraryRepository } from './library.repository.js';
import type { DocumentChanges, LibraryDocument, LibraryNorm, NormChanges } from './library.types.js';
import { NormChecks } from './norm-checks.js';

const DOCUMENT_MIMES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'video/mp4',
  'video/webm',
];

/**
 * Authoring of both libraries: every change is saved and re-indexed in one transaction, so the search never shows
 * what the library does not hold; deleting only hides. Files are read and checked before the transaction opens
 * (extracting a PDF's text is slow, and SQLite has one connection).
 */
export class LibraryAdminService {
  private readonly checks: NormChecks;

  constructor(
    private readonly db: Db,
    private readonly library: LibraryRepository,
    private readonly search: SearchService,
    private readonly uploads: UploadsService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {
    this.checks = new NormChecks(db, library);
  }

  // ——— Documents ———

  async listDocuments(query: AdminLibraryQuery) {
    const { items, total } = await this.library.listDocumentsForAdmin(this.db, {
      q: query.q,
      deleted: query.deleted === '1',
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    return {
      items: await Promise.all(items.map((document) => this.adminDocument(document))),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async getDocument(id: string): Promise<AdminDocument> {
    return this.adminDocument(await this.document(this.db, id));
  }

  async createDocument(input: DocumentInput, actor: AuditActor, seedKey: string | null = null) {
    const fileText = input.fileId ? (await this.documentFile(input.fileId)).text : null;
    const now = this.clock.now().toISOString();
    const document: LibraryDocument = {
      id: crypto.randomUUID(),
      seedKey,
      ...documentInputFields(input),
      fileText,
      createdBy: actor.id,
      createdAt: now,
      updatedAt: now,
      deletedAt: null,
    };
    await this.db.transaction().execute(async (tx) => {
      await this.library.insertDocument(tx, document);
      await this.audit.record(tx, actor, documentChange('document.create', null, document));
      await this.search.index(tx, [documentEntry(document)]);
    });
    return this.adminDocument(document);
  }

  async updateDocument(id: string, input: DocumentInput, actor: AuditActor): Promise<AdminDocument> {
    const current = await this.document(this.db, id);
    let fileText = current.fileText;
    if (input.fileId !== current.fileId) {
      fileText = input.fileId ? (await this.documentFile(input.fileId)).text : null;
    }
    return this.saveDocument(
      id,
      { ...documentInputFields(input), fileText, updatedAt: this.clock.now().toISOString() },
      { actor, action: 'document.update' },
    );
  }

  async setDocumentDeleted(id: string, deleted: boolean, actor: AuditActor): Promise<AdminDocument> {
    const current = await this.document(this.db, id);
    if (Boolean(current.deletedAt) === deleted) return this.saveDocument(id, null, null);
    const now = this.clock.now().toISOString();
    return this.saveDocument(
      id,
      { deletedAt: deleted ? now : null, updatedAt: now },
      { actor, action: deleted ? 'document.delete' : 'document.restore' },
    );
  }

  // ——— Norms ———

  async listNorms(query: AdminLibraryQuery) {
    const { items, total } = await this.library.listNormsForAdmin(this.db, {
      q: query.q,
      deleted: query.deleted === '1',
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    return {
      items: await Promise.all(items.map((norm) => this.adminNorm(norm))),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async getNorm(id: string): Promise<AdminNorm> {
    return this.adminNorm(await this.norm(this.db, id));
  }

  async createNorm(input: NormInput, actor: AuditActor, seedKey: string | null = null): Promise<AdminNorm> {
    await this.checks.identityFree(input, null);
    await this.checks.replacement(null, input);
    const fileText = input.fileId ? (await this.normFile(input.fileId)).text : null;
    const now = this.clock.now().toISOString();
    const norm: LibraryNorm = {
      id: crypto.randomUUID(),
      seedKey,
      ...normInputFields(input),
      fileText,
      createdBy: actor.id,
      createdAt: now,
      updatedAt: now,
      deletedAt: null,
    };
    await this.db.transaction().execute(async (tx) => {
      await this.library.insertNorm(tx, norm);
      await this.audit.record(tx, actor, normChange('norm.create', null, norm));
      await this.search.index(tx, [normEntry(norm)]);
    });
    return this.adminNorm(norm);
  }

  async updateNorm(id: string, input: NormInput, actor: AuditActor): Promise<AdminNorm> {
    const current = await this.norm(this.db, id);
    if (!current.deletedAt) await this.checks.identityFree(input, id);
    await this.checks.replacement(id, input);
    let fileText = current.fileText;
    if (input.fileId !== current.fileId) {
      fileText = input.fileId ? (await this.normFile(input.fileId)).text : null;
    }
    return this.saveNorm(
      id,
      { ...normInputFields(input), fileText, updatedAt: this.clock.now().toISOString() },
      { actor, action: 'norm.update' },
    );
  }

  async changeNormStatus(id: string, input: NormStatusInput, actor: AuditActor): Promise<AdminNorm> {
    await this.norm(this.db, id);
    await this.checks.replacement(id, input);
    return this.saveNorm(
      id,
      {
        status: input.status,
        statusNote: input.statusNote,
        replacedById: input.replacedById,
        updatedAt: this.clock.now().toISOString(),
      },
      { actor, action: 'norm.status' },
    );
  }

  async setNormDeleted(id: string, deleted: boolean, actor: AuditActor): Promise<AdminNorm> {
    const current = await this.norm(this.db, id);
    if (Boolean(current.deletedAt) === deleted) return this.saveNorm(id, null, null);
    if (!deleted) await this.checks.identityFree(current, id);
    const now = this.clock.now().toISOString();
    return this.saveNorm(
      id,
      { deletedAt: deleted ? now : null, updatedAt: now },
      { actor, action: deleted ? 'norm.delete' : 'norm.restore' },
    );
  }

  async documentIdBySeedKey(seedKey: string): Promise<string | null> {
    return (await this.library.findDocumentBySeedKey(this.db, seedKey))?.id ?? null;
  }

  async normIdBySeedKey(seedKey: string): Promise<string | null> {
    return (await this.library.findNormBySeedKey(this.db, seedKey))?.id ?? null;
  }

  /** Rebuilds every library entry of the index (at start-up, after an upgrade). */
  async reindexAll(): Promise<void> {
    const [documents, norms] = await Promise.all([this.library.allDocuments(this.db), this.library.allNorms(this.db)]);
    await this.search.index(this.db, [...documents.map(documentEntry), ...norms.map(normEntry)]);
  }

  // ——— Helpers ———

  private documentFile(fileId: string) {
    return attachFile(this.uploads, fileId, DOCUMENT_MIMES, 'un PDF, una imagen o un video');
  }

  private normFile(fileId: string) {
    return attachFile(this.uploads, fileId, ['application/pdf'], 'un PDF');
  }

  private async document(db: Executor, id: string): Promise<LibraryDocument> {
    const document = await this.library.findDocument(db, id);
    if (!document) throw notFound('No encontramos este documento.');
    return document;
  }

  private async norm(db: Executor, id: string): Promise<LibraryNorm> {
    const norm = await this.library.findNorm(db, id);
    if (!norm) throw notFound('No encontramos esta norma.');
    return norm;
  }

  /** Applies `changes` (null: none), logs them and re-indexes the document as saved, in one transaction. */
  private async saveDocument(
    id: string,
    changes: DocumentChanges | null,
    audit: { actor: AuditActor; action: string } | null,
  ): Promise<AdminDocument> {
    const saved = await this.db.transaction().execute(async (tx) => {
      const before = await this.document(tx, id);
      if (changes) await this.library.updateDocument(tx, id, changes);
      const document = await this.document(tx, id);
      if (audit) await this.audit.record(tx, audit.actor, documentChange(audit.action, before, document));
      await this.search.index(tx, [documentEntry(document)]);
      return document;
    });
    return this.adminDocument(saved);
  }

  /** Applies `changes` (null: none), logs them and re-indexes the norm as saved, in one transaction. */
  private async saveNorm(
    id: string,
    changes: NormChanges | null,
    audit: { actor: AuditActor; action: string } | null,
  ): Promise<AdminNorm> {
    const saved = await this.db.transaction().execute(async (tx) => {
      const before = await this.norm(tx, id);
      if (changes) await this.library.updateNorm(tx, id, changes);
      const norm = await this.norm(tx, id);
      if (audit) await this.audit.record(tx, audit.actor, normChange(audit.action, before, norm));
      await this.search.index(tx, [normEntry(norm)]);
      return norm;
    });
    return this.adminNorm(saved);
  }

  // Read after the transaction: the uploads service runs on its own connection, which inside it would wait on SQLite.
  private async adminDocument(document: LibraryDocument): Promise<AdminDocument> {
    return toAdminDocument(document, document.fileId ? await this.uploads.find(document.fileId) : null);
  }

  private async adminNorm(norm: LibraryNorm): Promise<AdminNorm> {
    const [file, replacedBy] = await Promise.all([
      norm.fileId ? this.uploads.find(norm.fileId) : null,
      norm.replacedById ? this.library.findNorm(this.db, norm.replacedById) : undefined,
    ]);
    return toAdminNorm(norm, file, replacedBy);
  }
}
