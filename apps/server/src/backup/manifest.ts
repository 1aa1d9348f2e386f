import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

/** What a backup folder holds: written last, so a folder without it is not a finished backup. */
export interface BackupManifest {
  format: 1;
  /** When the copy was taken (ISO-8601 UTC). */
  createdAt: string;
  database: {
    kind: 'sqlite';
    /** Path of the database file inside the backup folder. */
    file: string;
    /** Last migration applied to the copy: a restore onto older code would not know the newer tables. */
    lastMigration: string | null;
    /** Rows per table in the copy, to compare by eye with the live database. */
    tables: Record<string, number>;
  };
  /** `local`: the files are in `uploads/`; `s3`: they stay in the bucket, which has its own versioning. */
  uploads: 'local' | 's3';
  files: BackupFile[];
}

export interface BackupFile {
  /** Relative to the backup folder, with `/` separators. */
  path: string;
  size: number;
  sha256: string;
}

export const MANIFEST_FILE = 'manifest.json';
export const BACKUP_DATABASE_FILE = 'academia.sqlite';
export const BACKUP_UPLOADS_DIR = 'uploads';
export const SECRETS_FILE = 'secrets.json';

/** A backup or restore that cannot go on; its message is Spanish and says what to do. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

export async function sha256Of(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

export async function describeFile(folder: string, relative: string): Promise<BackupFile> {
  const absolute = path.join(folder, ...relative.split('/'));
  return { path: relative, size: fs.statSync(absolute).size, sha256: await sha256Of(absolute) };
}

/** Every file under `dir`, as paths relative to it with `/` separators, sorted. */
export function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

export function readManifest(folder: string): BackupManifest {
  const file = path.join(folder, MANIFEST_FILE);
  if (!fs.existsSync(file)) {
    throw new BackupError(`${folder} no es una copia de seguridad terminada: le falta ${MANIFEST_FILE}.`);
  }
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<BackupManifest>;
  if (manifest.format !== 1 || !Array.isArray(manifest.files) || manifest.database?.kind !== 'sqlite') {
    throw new BackupError(`${file} no tiene el formato de copia que esta versión sabe restaurar.`);
  }
  return manifest as BackupManifest;
}

/** Checks every listed file's size and SHA-256; returns the problems found (empty when the copy is intact). */
export async function verifyFiles(folder: string, manifest: BackupManifest): Promise<string[]> {
  const problems: string[] = [];
  for (const listed of manifest.files) {
    if (listed.path.split('/').includes('..') || path.isAbsolute(listed.path)) {
      problems.push(`${listed.path}: ruta no válida`);
      continue;
    }
    const absolute = path.join(folder, ...listed.path.split('/'));
    if (!fs.existsSync(absolute)) {
      problems.push(`${listed.path}: falta`);
      continue;
    }
    const actual = await describeFile(folder, listed.path);
    if (actual.size !== listed.size || actual.sha256 !== listed.sha256) {
      problems.push(`${listed.path}: su contenido no coincide con el manifiesto`);
    }
  }
  return problems;
}

/** `2026-11-24T16-30-00Z`: sortable, and valid as a folder name on every system. */
export function folderStamp(at: Date): string {
  return at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-');
}
