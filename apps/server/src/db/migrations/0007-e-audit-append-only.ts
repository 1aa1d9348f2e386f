import { sql, SqliteAdapter, type Kysely } from 'kysely';

// The audit log is append-only (decision 027): the database itself refuses to change or remove an entry, whatever
// code runs against it. The action filter of /admin/auditoria gets an index that also keeps the newest-first order.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('audit_log_action_at_idx').on('audit_log').columns(['action', 'at', 'id']).execute();
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await sql`create trigger audit_log_no_update before update on audit_log
      begin select raise(abort, 'El registro de auditoría no se puede modificar.'); end`.execute(db);
    await sql`create trigger audit_log_no_delete before delete on audit_log
      begin select raise(abort, 'El registro de auditoría no se puede borrar.'); end`.execute(db);
  } else {
    await sql`create function audit_log_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'El registro de auditoría no se puede modificar ni borrar.';
      end
    $$`.execute(db);
    await sql`create trigger audit_log_no_change before update or delete on audit_log
      for each row execute function audit_log_append_only()`.execute(db);
    await sql`create trigger audit_log_no_truncate before truncate on audit_log
      for each statement execute function audit_log_append_only()`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up().
export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await sql`drop trigger if exists audit_log_no_update`.execute(db);
    await sql`drop trigger if exists audit_log_no_delete`.execute(db);
  } else {
    await sql`drop trigger if exists audit_log_no_truncate on audit_log`.execute(db);
    await sql`drop trigger if exists audit_log_no_change on audit_log`.execute(db);
    await sql`drop function if exists audit_log_append_only()`.execute(db);
  }
  await db.schema.dropIndex('audit_log_action_at_idx').ifExists().execute();
}
