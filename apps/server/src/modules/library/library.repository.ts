import type { Db } from '../../db/database.js';
import type { LibraryDocumentsTable, LibraryNormsTable } from '../../db/schema.js';

export type DocumentRow = LibraryDocumentsTable;
export type NormRow = LibraryNormsTable;

interface AdminListOptions {
  q?: string | undefined;
  deleted: boolean;
  limit: number;
  offset: number;
}

// Wildcards typed by the admin are dropped rather than escaped: SQLite and PostgreSQL escape LIKE differently.
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '')}%`;

export class LibraryRepository {
  constructor(private readonly db: Db) {}

  // ——— Documents ———

  async insertDocument(row: DocumentRow): Promise<void> {
    await this.db.insertInto('library_documents').values(row).execute();
  }

  async updateDocument(id: string, changes: Partial<Omit<DocumentRow, 'id' | 'created_at'>>): Promise<void> {
    await this.db.updateTable('library_documents').set(changes).where('id', '=', id).execute();
  }

  findDocument(id: string): Promise<DocumentRow | undefined> {
    return this.db.selectFrom('library_documents').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findDocumentBySeedKey(seedKey: string): Promise<DocumentRow | undefined> {
    return this.db.selectFrom('library_documents').selectAll().where('seed_key', '=', seedKey).executeTakeFirst();
  }

  /** Live (not deleted) documents among `ids`, in no particular order. */
  async liveDocuments(ids: string[]): Promise<DocumentRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .selectFrom('library_documents')
      .selectAll()
      .where('id', 'in', ids)
      .where('deleted_at', 'is', null)
      .execute();
  }

  allDocuments(): Promise<DocumentRow[]> {
    return this.db.selectFrom('library_documents').selectAll().execute();
  }

  relatedDocuments(topic: string, excludeId: string, limit: number) {
    return this.db
      .selectFrom('library_documents')
      .select(['id', 'title', 'kind'])
      .where('topic', '=', topic)
      .where('id', '!=', excludeId)
      .where('deleted_at', 'is', null)
      .orderBy('published_on', 'desc')
      .limit(limit)
      .execute();
  }

  async listDocumentsForAdmin({ q, deleted, limit, offset }: AdminListOptions) {
    let query = this.db.selectFrom('library_documents').where('deleted_at', deleted ? 'is not' : 'is', null);
    if (q) query = query.where((eb) => eb(eb.fn('lower', ['title']), 'like', likePattern(q)));
    const [rows, count] = await Promise.all([
      query.selectAll().orderBy('updated_at', 'desc').limit(limit).offset(offset).execute(),
      query.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.total) };
  }

  // ——— Norms ———

  async insertNorm(row: NormRow): Promise<void> {
    await this.db.insertInto('library_norms').values(row).execute();
  }

  async updateNorm(id: string, changes: Partial<Omit<NormRow, 'id' | 'created_at'>>): Promise<void> {
    await this.db.updateTable('library_norms').set(changes).where('id', '=', id).execute();
  }

  findNorm(id: string): Promise<NormRow | undefined> {
    return this.db.selectFrom('library_norms').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findNormBySeedKey(seedKey: string): Promise<NormRow | undefined> {
    return this.db.selectFrom('library_norms').selectAll().where('seed_key', '=', seedKey).executeTakeFirst();
  }

  /** The live norm with this identity, if any (type, number and year identify a norm). */
  findLiveNormByIdentity(type: string, number: string, year: number): Promise<NormRow | undefined> {
    return this.db
      .selectFrom('library_norms')
      .selectAll()
      .where('type', '=', type)
      .where('number', '=', number)
      .where('year', '=', year)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
  }

  async liveNorms(ids: string[]): Promise<NormRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .selectFrom('library_norms')
      .selectAll()
      .where('id', 'in', ids)
      .where('deleted_at', 'is', null)
      .execute();
  }

  allNorms(): Promise<NormRow[]> {
    return this.db.selectFrom('library_norms').selectAll().execute();
  }

  /** Live norms that name `id` as the one replacing or amending them. */
  normsReplacedBy(id: string): Promise<NormRow[]> {
    return this.db
      .selectFrom('library_norms')
      .selectAll()
      .where('replaced_by_id', '=', id)
      .where('deleted_at', 'is', null)
      .orderBy('year', 'asc')
      .execute();
  }

  relatedNorms(topic: string, excludeIds: string[], limit: number): Promise<NormRow[]> {
    return this.db
      .selectFrom('library_norms')
      .selectAll()
      .where('topic', '=', topic)
      .where('id', 'not in', excludeIds.length > 0 ? excludeIds : [''])
      .where('deleted_at', 'is', null)
      .orderBy('year', 'desc')
      .limit(limit)
      .execute();
  }

  async listNormsForAdmin({ q, deleted, limit, offset }: AdminListOptions) {
    let query = this.db.selectFrom('library_norms').where('deleted_at', deleted ? 'is not' : 'is', null);
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
      query.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.total) };
  }
}
