import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { SQLITE_FILE } from '../db/database.js';
import {
  BACKUP_UPLOADS_DIR,
  BackupError,
  folderStamp,
  readManifest,
  SECRETS_FILE,
  verifyFiles,
  type BackupManifest,
} from './manifest.js';

export interface RestoreOptions {
  /** A backup folder written by `createBackup`. */
  folder: string;
  dataDir: string;
  databaseUrl?: string | undefined;
  /** Where local uploads live (`DATA_DIR/uploads`). */
  uploadsDir: string;
  now: Date;
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Where the data that was replaced was moved (nothing is deleted), or null when there was none. */
  setAside: string | null;
}

export const postgresRestoreMessage =
  'Con PostgreSQL (DATABASE_URL) se restaura con pg_restore (p. ej. `pg_restore --clean --if-exists -d "$DATABASE_URL" ' +
  'academia.dump`) o con la recuperación a un instante (PITR) del propio PostgreSQL. Consulte «Copias de seguridad» ' +
  'en el README. No se cambió nada.';

/**
 * Throws when another process has the database open. A running server keeps its connection open, and in WAL mode
 * an open connection is enough to refuse the exclusive lock asked for here (no waiting: a busy timeout of 0).
 */
function assertNotInUse(file: string) {
  if (!fs.existsSync(file)) return;
  const probe = new SqliteDatabase(file, { fileMustExist: true, timeout: 0 });
  try {
    probe.pragma('locking_mode = EXCLUSIVE');
    probe.exec('begin exclusive; commit');
  } catch (error) {
    if ((error as { code?: unknown }).code === 'SQLITE_BUSY') {
      throw new BackupError(
        `La base de datos ${file} está en uso (¿el servidor sigue en marcha?). Detenga el servidor y vuelva a intentarlo; no se cambió nada.`,
      );
    }
    throw error;
  } finally {
    probe.close();
  }
}

function assertSound(file: string) {
  const copy = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const integrity = (copy.pragma('integrity_check') as { integrity_check: string }[]).map((r) => r.integrity_check);
    if (integrity.join() !== 'ok') {
      throw new BackupError(
        `La base de datos de la copia no pasó la verificación de integridad: ${integrity.join('; ')}`,
      );
    }
  } finally {
    copy.close();
  }
}

/**
 * Puts a backup back into DATA_DIR: checks every file against the manifest and the database's integrity first,
 * refuses while the database is open, moves whatever it replaces to `DATA_DIR/reemplazado-<fecha>/` (never deletes
 * it), then copies the database, the uploads and the secrets in. The server must be stopped meanwhile.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  if (options.databaseUrl) throw new BackupError(postgresRestoreMessage);
  const folder = path.resolve(options.folder);
  const manifest = readManifest(folder);
  const problems = await verifyFiles(folder, manifest);
  if (problems.length > 0) {
    throw new BackupError(
      `La copia de ${folder} está dañada o incompleta; no se cambió nada:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
  }
  assertSound(path.join(folder, manifest.database.file));

  const database = path.join(options.dataDir, SQLITE_FILE);
  assertNotInUse(database);

  fs.mkdirSync(options.dataDir, { recursive: true });
  const replaced = [SQLITE_FILE, `${SQLITE_FILE}-wal`, `${SQLITE_FILE}-shm`, SECRETS_FILE]
    .map((name) => path.join(options.dataDir, name))
    .filter((file) => fs.existsSync(file));
  if (manifest.uploads === 'local' && fs.existsSync(options.uploadsDir)) replaced.push(options.uploadsDir);
  let setAside: string | null = null;
  if (replaced.length > 0) {
    setAside = path.join(options.dataDir, `reemplazado-${folderStamp(options.now)}`);
    for (let n = 2; fs.existsSync(setAside); n += 1) {
      setAside = path.join(options.dataDir, `reemplazado-${folderStamp(options.now)}-${String(n)}`);
    }
    fs.mkdirSync(setAside);
    for (const file of replaced) fs.renameSync(file, path.join(setAside, path.basename(file)));
  }

  for (const listed of manifest.files) {
    const from = path.join(folder, ...listed.path.split('/'));
    const [first, ...rest] = listed.path.split('/');
    const to =
      listed.path === manifest.database.file
        ? database
        : first === BACKUP_UPLOADS_DIR
          ? path.join(options.uploadsDir, ...rest)
          : path.join(options.dataDir, ...listed.path.split('/'));
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.copyFileSync(from, to);
    if (listed.path === SECRETS_FILE) fs.chmodSync(to, 0o600);
  }
  return { manifest, setAside };
}
