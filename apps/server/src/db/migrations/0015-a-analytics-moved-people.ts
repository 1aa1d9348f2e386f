import { sql, SqliteAdapter, type Kysely } from 'kysely';

// The people whose company changed since the analytics refresh last looked (decision 051). The weekly activity
// rollup counts each person under a company (decision 046); the refresh used to find the people who moved by
// comparing every recorded person with `users` (about 0.1 s at 100,000 people, on every dashboard request). A
// trigger now notes each change of `users.empresa_id` in the writer's own transaction, whatever the write path
// (the people admin, the CSV import, a script), and the refresh reads only the people it noted.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('analytics_moved_people')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .execute();
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await sql`create trigger users_company_moved after update of empresa_id on users
      when coalesce(old.empresa_id, '') <> coalesce(new.empresa_id, '')
      begin insert into analytics_moved_people (user_id) values (new.id) on conflict do nothing; end`.execute(db);
  } else {
    await sql`create function analytics_note_moved_person() returns trigger language plpgsql as $$
      begin
        insert into analytics_moved_people (user_id) values (new.id) on conflict do nothing;
        return null;
      end
    $$`.execute(db);
    await sql`create trigger users_company_moved after update of empresa_id on users for each row
      when (coalesce(old.empresa_id, '') <> coalesce(new.empresa_id, ''))
      execute function analytics_note_moved_person()`.execute(db);
  }
  // Whoever moved before the trigger existed and has not been counted anew yet.
  await sql`insert into analytics_moved_people (user_id)
    select p.user_id from analytics_people p join users u on u.id = p.user_id
    where p.company_id <> coalesce(u.empresa_id, '')`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up().
export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await sql`drop trigger if exists users_company_moved`.execute(db);
  } else {
    await sql`drop trigger if exists users_company_moved on users`.execute(db);
    await sql`drop function if exists analytics_note_moved_person()`.execute(db);
  }
  await db.schema.dropTable('analytics_moved_people').ifExists().execute();
}
