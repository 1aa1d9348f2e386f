import type { Db } from '../../db/database.js';
import type { UploadsTable } from '../../db/schema.js';

export type UploadRow = UploadsTable;

export class UploadsRepository {
  constructor(private readonly db: Db) {}

  async insert(row: UploadRow): Promise<void> {
    await this.db.insertInto('uploads').values(row).execute();
  }

  findById(id: string): Promise<UploadRow | undefined> {
    return this.db.selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Whether a published route uses the file, as its cover or in one of its items. */
  async usedByPublishedRoute(fileId: string): Promise<boolean> {
    const asCover = await this.db
      .selectFrom('routes')
      .select('id')
      .where('cover_file_id', '=', fileId)
      .where('status', '=', 'published')
      .executeTakeFirst();
    if (asCover) return true;
    const inItem = await this.db
      .selectFrom('route_items')
      .innerJoin('routes', 'routes.id', 'route_items.route_id')
      .select('route_items.id')
      .where((eb) => eb.or([eb('route_items.file_id', '=', fileId), eb('route_items.captions_file_id', '=', fileId)]))
      .where('routes.status', '=', 'published')
      .executeTakeFirst();
    return Boolean(inItem);
  }

  /** Whether a library document or norm that is not deleted uses the file. */
  async usedByLibrary(fileId: string): Promise<boolean> {
    const [document, norm] = await Promise.all([
      this.db
        .selectFrom('library_documents')
        .select('id')
        .where('file_id', '=', fileId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst(),
      this.db
        .selectFrom('library_norms')
        .select('id')
        .where('file_id', '=', fileId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst(),
    ]);
    return Boolean(document ?? norm);
  }
}
