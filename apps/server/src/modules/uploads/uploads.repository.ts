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
}
