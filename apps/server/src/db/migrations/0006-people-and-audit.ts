import type { Kysely } from 'kysely';

// Companies as the admin manages them, people with their document and job title, consent to data treatment
// (Ley 1581 de 2012), single-use invitations, and the audit log of admin changes (decision 022).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time.
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of ['actividad_economica', 'arl', 'departamento', 'municipio', 'direccion', 'responsable_sst_id']) {
    await db.schema.alterTable('companies').addColumn(column, 'text').execute();
  }
  await db.schema
    .alterTable('companies')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('companies_nombre_idx').on('companies').column('nombre').execute();

  for (const column of ['tipo_documento', 'cargo', 'consent_at', 'consent_version', 'consent_ip']) {
    await db.schema.alterTable('users').addColumn(column, 'text').execute();
  }
  // A person is also matched by document type and number (CSV import), so the pair is unique when both are known.
  await db.schema
    .createIndex('users_document_idx')
    .on('users')
    .columns(['tipo_documento', 'numero_documento'])
    .unique()
    .where((eb) => eb.and([eb('tipo_documento', 'is not', null), eb('numero_documento', 'is not', null)]))
    .execute();

  await db.schema
    .createTable('invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('invitations_user_idx').on('invitations').column('user_id').execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('actor_nombre', 'text', (c) => c.notNull())
    .addColumn('actor_perfil', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity_type', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text')
    .addColumn('entity_label', 'text')
    .addColumn('company_id', 'text')
    .addColumn('changes', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_at_idx').on('audit_log').columns(['at', 'id']).execute();
  await db.schema.createIndex('audit_log_actor_idx').on('audit_log').column('actor_id').execute();
  await db.schema.createIndex('audit_log_entity_idx').on('audit_log').columns(['entity_type', 'entity_id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up().
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_log').ifExists().execute();
  await db.schema.dropTable('invitations').ifExists().execute();
  await db.schema.dropIndex('users_document_idx').ifExists().execute();
  for (const column of ['tipo_documento', 'cargo', 'consent_at', 'consent_version', 'consent_ip']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
  await db.schema.dropIndex('companies_nombre_idx').ifExists().execute();
  for (const column of [
    'actividad_economica',
    'arl',
    'departamento',
    'municipio',
    'direccion',
    'responsable_sst_id',
    'active',
  ]) {
    await db.schema.alterTable('companies').dropColumn(column).execute();
  }
}
