import type { Executor } from '../../db/executor.js';
import { toUploadRecord, toUploadRow, type UploadRecord } from './upload.mapper.js';

export class UploadsRepository {
  async insert(db: Executor, upload: UploadRecord): Promise<void> {
    await db.insertInto('uploads').values(toUploadRow(upload)).execute();
  }

  async findById(db: Executor, id: string): Promise<UploadRecord | undefined> {
    const row = await db.selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toUploadRecord(row);
  }

  async findByIds(db: Executor, ids: string[]): Promise<UploadRecord[]> {
    if (ids.length === 0) return [];
    const rows = await db.selectFrom('uploads').selectAll().where('id', 'in', ids).execute();
    return rows.map(toUploadRecord);
  }

  /** Whether a published route uses the file, as its cover or in one of its items. */
  async usedByPublishedRoute(db: Executor, fileId: string): Promise<boolean> {
    const asCover = await db
      .selectFrom('routes')
      .select('id')
      .where('cover_file_id', '=', fileId)
      .where('status', '=', 'published')
      .executeTakeFirst();
    if (asCover) return true;
    const inItem = await db
      .selectFrom('route_items')
      .innerJoin('routes', 'routes.id', 'route_items.route_id')
      .select('route_items.id')
      .where((eb) => eb.or([eb('route_items.file_id', '=', fileId), eb('route_items.captions_file_id', '=', fileId)]))
      .where('routes.status', '=', 'published')
      .executeTakeFirst();
    return Boolean(inItem);
  }

  /** Whether a library document or norm that is not deleted uses the file. */
  async usedByLibrary(db: Executor, fileId: string): Promise<boolean> {
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
