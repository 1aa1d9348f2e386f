import type { Executor } from '../../db/executor.js';

/** The `app_secrets` table. */
export class SecretsRepository {
  /**
   * Stores `candidate` under `name` unless a value is already stored, and returns the stored value. Safe when several
   * app servers start at once: the insert does nothing on conflict, so the first writer's value is the one all read.
   */
  async putIfAbsent(db: Executor, name: string, candidate: string): Promise<string> {
    await db
      .insertInto('app_secrets')
      .values({ name, value: candidate })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
    const row = await db.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
    return row.value;
  }
}
