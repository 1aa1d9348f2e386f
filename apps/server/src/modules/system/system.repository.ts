import { sql } from 'kysely';
import type { Executor } from '../../db/executor.js';

export class SystemRepository {
  async ping(db: Executor): Promise<void> {
    await sql`select 1`.execute(db);
  }
}
