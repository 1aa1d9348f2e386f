import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

export class SystemRepository {
  constructor(private readonly db: Db) {}

  async ping(): Promise<void> {
    await sql`select 1`.execute(this.db);
  }
}
