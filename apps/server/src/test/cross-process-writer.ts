/**
 * A child process for the cross-process write test (database.test.ts): opens the SQLite file through
 * `createDatabase`, as each cluster worker does, and runs transactions that read a counter and then write it back
 * plus one — the shape of most of the app's writes (read the state, then change it). Prints one JSON line with how
 * many transactions committed and the errors it met.
 */
import { sql } from 'kysely';
import { createDatabase } from '../db/database.js';

const [dataDir, file, roundsText, startAtText] = process.argv.slice(2);
const rounds = Number(roundsText);
const handle = createDatabase({ dataDir: dataDir!, sqliteFile: file! });
// Both processes begin at the same instant, whatever their start-up took, so their transactions overlap.
await new Promise((resolve) => setTimeout(resolve, Math.max(0, Number(startAtText) - Date.now())));
let committed = 0;
const errors: string[] = [];
for (let round = 0; round < rounds; round++) {
  try {
    await handle.db.transaction().execute(async (tx) => {
      const { rows } = await sql<{ value: number }>`select value from counter where id = 1`.execute(tx);
      await sql`update counter set value = ${rows[0]!.value + 1} where id = 1`.execute(tx);
    });
    committed++;
  } catch (error) {
    errors.push((error as { code?: string }).code ?? String(error));
  }
}
await handle.close();
process.stdout.write(`${JSON.stringify({ committed, errors })}\n`);
