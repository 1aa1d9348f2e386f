import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { SQLITE_FILE } from '../db/database.js';
import {
  BACKUP_DATABASE_FILE,
  BACKUP_UPLOADS_DIR,
  BackupError,
  describeFile,
  folderStamp,
  listFiles,
  MANIFEST_FILE,
  SECRETS_FILE,
  type BackupManifest,
} from './manifest.js';

export interface BackupOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  storageDriver: 'local' | 's3';
  /** Where local uploads live (`DATA_DIR/uploads`). */
  uploadsDir: string;
  /** Folder that receives the timestamped backup folder; `DATA_DIR/backups` when not given. */
  into?: string | undefined;
  now: Date;
}

export interface BackupResult {
  folder: string;
  manifest: BackupManifest;
}

/** More pages than any database has: the copy is made in one step, so it reads one consistent snapshot. */
const ALL_PAGES = 0x7fffffff;

export const postgresBackupMessage =
  'Con PostgreSQL (DATABASE_URL) la copia de seguridad la hace el propio PostgreSQL: use pg_dump (p. ej. ' +
  '`pg_dump -Fc -f academia.dump "$DATABASE_URL"`) o el archivo continuo de WAL para recuperar a un instante ' +
  '(PITR). Consulte «Copias de seguridad» en el README. No se escribió ninguna copia.';

/** Rows per table and the last migration of a SQLite file, which must pass `pragma integrity_check`. */
function inspectCopy(file: string): BackupManifest['database'] {
  const copy = new SqliteDatabase(file, { fileMustExist: true });
  try {
    // The copy is one self-contained file: no -wal or -shm beside it, in the backup folder or when it is read.
    copy.pragma('journal_mode = DELETE');
    const integrity = (copy.pragma('integrity_check') as { integrity_check: string }[]).map((r) => r.integrity_check);
    if (integrity.join() !== 'ok') {
      throw new BackupError(
        `La copia de la base de datos no pasó la verificación de integridad: ${integrity.join('; ')}`,
      );
    }
    const names = copy
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")
      .pluck()
      .all() as string[];
    const tables: Record<string, number> = {};
    for (const name of names) {
      tables[name] = copy
        .prepare(`select count(*) from "${name.replace(/"/g, '""')}"`)
        .pluck()
        .get() as number;
    }
    const lastMigration = names.includes('kysely_migration')
      ? ((copy.prepare('select max(name) from kysely_migration').pluck().get() as string | null) ?? null)
      : null;
    return { kind: 'sqlite', file: BACKUP_DATABASE_FILE, lastMigration, tables };
  } finally {
    copy.close();
  }
}

/**
 * Writes a consistent copy of the SQLite database (SQLite's online backup API, safe while the server writes: in WAL
 * mode the copy reads one snapshot and writers go on), then the uploaded files and the generated secrets, into a new
 * timestamped folder with a manifest of sizes and SHA-256. The database is copied first: files are written before
 * the row that names them and never changed afterwards, so every file the copied rows name is already on disk.
 */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  if (options.databaseUrl) throw new BackupError(postgresBackupMessage);
  const source = path.join(options.dataDir, SQLITE_FILE);
  if (!fs.existsSync(source)) throw new BackupError(`No hay base de datos que copiar en ${source}.`);

  const parent = path.resolve(options.into ?? path.join(options.dataDir, 'backups'));
  fs.mkdirSync(parent, { recursive: true });
  let name = folderStamp(options.now);
  for (let n = 2; fs.existsSync(path.join(parent, name)); n += 1) name = `${folderStamp(options.now)}-${String(n)}`;
  const folder = path.join(parent, name);
  // Written under a hidden name and renamed at the end: a folder with the final name is always complete.
  const work = path.join(parent, `.${name}.en-curso`);
  fs.rmSync(work, { recursive: true, force: true });
  fs.mkdirSync(work);
  try {
    const live = new SqliteDatabase(source, { fileMustExist: true, timeout: 5000 });
    try {
      await live.backup(path.join(work, BACKUP_DATABASE_FILE), { progress: () => ALL_PAGES });
    } finally {
      live.close();
    }
    const database = inspectCopy(path.join(work, BACKUP_DATABASE_FILE));
    const relatives = [BACKUP_DATABASE_FILE];

    if (options.storageDriver === 'local') {
      for (const file of listFiles(options.uploadsDir)) {
        if (file.endsWith('.partial')) continue; // an upload still arriving: its row does not exist yet
        const target = path.join(work, BACKUP_UPLOADS_DIR, ...file.split('/'));
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.copyFileSync(path.join(options.uploadsDir, ...file.split('/')), target);
        relatives.push(`${BACKUP_UPLOADS_DIR}/${file}`);
      }
    }
    const secrets = path.join(options.dataDir, SECRETS_FILE);
    if (fs.existsSync(secrets)) {
      fs.copyFileSync(secrets, path.join(work, SECRETS_FILE));
      fs.chmodSync(path.join(work, SECRETS_FILE), 0o600);
      relatives.push(SECRETS_FILE);
    }

    const files = [];
    for (const relative of relatives) files.push(await describeFile(work, relative));
    const manifest: BackupManifest = {
      format: 1,
      createdAt: options.now.toISOString(),
      database,
      uploads: options.storageDriver,
      files,
    };
    fs.writeFileSync(path.join(work, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    fs.renameSync(work, folder);
    return { folder, manifest };
  } catch (error) {
    fs.rmSync(work, { recursive: true, force: true });
    throw error;
  }
}
