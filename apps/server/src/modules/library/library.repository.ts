import { toCount, type Executor, type RawCount } from '../../db/executor.js';
import {
  toDocument,
  toDocumentChangesRow,
  toDocumentLink,
  toDocumentRow,
  toNorm,
  toNormChangesRow,
  toNormRow,
} from './library.mapper.js';
import type {
  AdminListOptions,
  DocumentChanges,
  DocumentLink,
  LibraryDocument,
  LibraryNorm,
  NormChanges,
} from './library.types.js';

// Wildcards typed by the admin are dropped rather than escaped: SQLite and PostgreSQL escape LIKE differently.
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '')}%`;

/** library_documents and library_norms; deleting only sets `deleted_at`. */
export class LibraryRepository {
  // ——— Documents ———

  async insertDocument(db: Executor, document: LibraryDocument): Promise<void> {
    await db.insertInto('library_documents').values(toDocumentRow(document)).execute();
  }

  async updateDocument(db: Executor, id: string, changes: DocumentChanges): Promise<void> {
    await db.updateTable('library_documents').set(toDocumentChangesRow(changes)).where('id', '=', id).execute();
  }

  async findDocument(db: Executor, id: string): Promise<LibraryDocument | undefined> {
    const row = await db.selectFrom('library_documents').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toDocument(row);
  }

  async findDocumentBySeedKey(db: Executor, seedKey: string): Promise<LibraryDocument | undefined> {
    const row = await db.selectFrom('library_documents').selectAll().where('seed_key', '=', seedKey).executeTakeFirst();
    return row && toDocument(row);
  }

  /** Live (not deleted) documents among `ids`, in no particular order. */
  async liveDocuments(db: Executor, ids: string[]): Promise<LibraryDocument[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom('library_documents')
      .selectAll()
      .where('id', 'in', ids)
      .where('deleted_at', 'is', null)
      .execute();
    return rows.map(toDocument);
  }

  async allDocuments(db: Executor): Promise<LibraryDocument[]> {
    return (await db.selectFrom('library_documents').selectAll().execute()).map(toDocument);
  }

  async relatedDocuments(db: Executor, topic: string, excludeId: string, limit: number): Promise<DocumentLink[]> {
    const rows = await db
      .selectFrom('library_documents')
      .select(['id', 'title', 'kind'])
      .where('topic', '=', topic)
      .where('id', '!=', excludeId)
      .where('deleted_at', 'is', null)
      .orderBy('published_on', 'desc')
      .limit(limit)
      .execute();
    return rows.map(toDocumentLink);
  }

  async listDocumentsForAdmin(
    db: Executor,
    { q, deleted, limit, offset }: AdminListOptions,
  ): Promise<{ items: LibraryDocument[]; total: number }> {
    let query = db.selectFrom('library_documents').where('deleted_at', deleted ? 'is not' : 'is', null);
    if (q) query = query.where((eb) => eb(eb.fn('lower', ['title']), 'like', likePattern(q)));
    const [rows, count] = await Promise.all([
      query.selectAll().orderBy('updated_at', 'desc').limit(limit).offset(offset).execute(),
      query.select((eb) => eb.fn.countAll<RawCount>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { items: rows.map(toDocument), total: toCount(count.total) };
  }

  // ——— Norms ———

  async insertNorm(db: Executor, norm: LibraryNorm): Promise<void> {
    await db.insertInto('library_norms').values(toNormRow(norm)).execute();
  }

  async updateNorm(db: Executor, id: string, changes: NormChanges): Promise<void> {
    await db.updateTable('library_norms').set(toNormChangesRow(changes)).where('id', '=', id).execute();
  }

  async findNorm(db: Executor, id: string): Promise<LibraryNorm | undefined> {
    const row = await db.selectFrom('library_norms').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toNorm(row);
  }

  async findNormBySeedKey(db: Executor, seedKey: string): Promise<LibraryNorm | undefined> {
    const row = await db.selectFrom('library_norms').selectAll().where('seed_key', '=', seedKey).executeTakeFirst();
    return row && toNorm(row);
  }

  /** The live norm with this identity, if any (type, number and year identify a norm). */
  async findLiveNormByIdentity(
    db: Executor,
    norm: Pick<LibraryNorm, 'type' | 'number' | 'year'>,
  ): Promise<LibraryNorm | undefined> {
    const row = await db
      .selectFrom('library_norms')
      .selectAll()
      .where('type', '=', norm.type)
      .where('number', '=', norm.number)
      .where('year', '=', norm.year)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return row && toNorm(row);
  }

  async liveNorms(db: Executor, ids: string[]): Promise<LibraryNorm[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom('library_norms')
      .selectAll()
      .where('id', 'in', ids)
      .where('deleted_at', 'is', null)
      .execute();
    return rows.map(toNorm);
  }

  async allNorms(db: Executor): Promise<LibraryNorm[]> {
    return (await db.selectFrom('library_norms').selectAll().execute()).map(toNorm);
  }

  /** Live norms that name `id` as the one replacing or amending them. */
  async normsReplacedBy(db: Executor, id: string): Promise<LibraryNorm[]> {
    const rows = await db
      .selectFrom('library_norms')
      .selectAll()
      .where('replaced_by_id', '=', id)
      .where('deleted_at', 'is', null)
      .orderBy('year', 'asc')
      .execute();
    return rows.map(toNorm);
  }

  async relatedNorms(db: Executor, topic: string, excludeIds: string[], limit: number): Promise<LibraryNorm[]> {
    const rows = await db
      .selectFrom('library_norms')
      .selectAll()
      .where('topic', '=', topic)
      .where('id', 'not in', excludeIds.length > 0 ? excludeIds : [''])
      .where('deleted_at', 'is', null)
      .orderBy('year', 'desc')
      .limit(limit)
      .execute();
    return rows.map(toNorm);
  }

  async listNormsForAdmin(
    db: Executor,
    { q, deleted, limit, offset }: AdminListOptions,
  ): Promise<{ items: LibraryNorm[]; total: number }> {
    let query = db.selectFrom('library_norms').where('deleted_at', deleted ? 'is not' : 'is', null);
    if (q) {
      const pattern = likePattern(q);
      query = query.where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['subject']), 'like', pattern),
          eb(eb.fn('lower', ['number']), 'like', pattern),
          eb(eb.fn('lower', ['issuer']), 'like', pattern),
        ]),
      );
    }
    const [rows, count] = await Promise.all([
      query.selectAll().orderBy('year', 'desc').orderBy('number', 'desc').limit(limit).offset(offset).execute(),
      query.select((eb) => eb.fn.countAll<RawCount>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { items: rows.map(toNorm), total: toCount(count.total) };
  }

  /** Whether a library document or norm that is not deleted uses the file (asked by the uploads module). */
  async liveEntryUsesFile(db: Executor, fileId: string): Promise<boolean> {
    const [document, norm] = await Promise.all([
      db
        .selectFrom('library_documents')
        .select('id')
        .where('file_id', '=', fileId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst(),
      db
        .selectFrom('library_norms')
        .select('id')
        .where('file_id', '=', fileId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst(),
    ]);
    return Boolean(document ?? norm);
  }
}
