import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Executor } from '../../db/executor.js';
import { SecretsRepository } from './secrets.repository.js';

/**
 * Returns the secret named `name`: from the environment when given, otherwise the one stored in the database, which
 * the first app server to start generates. Every app server on the same database therefore signs with the same key,
 * whichever of them issued a captcha challenge. A key an earlier version kept in DATA_DIR/secrets.json is carried
 * over, so an upgrade does not invalidate the challenges in flight.
 */
export async function sharedSecret(
  db: Executor,
  name: string,
  fromEnv: string | undefined,
  legacyDataDir: string,
): Promise<string> {
  if (fromEnv) return fromEnv;
  const candidate = legacySecret(legacyDataDir, name) ?? crypto.randomBytes(32).toString('base64url');
  return new SecretsRepository().putIfAbsent(db, name, candidate);
}

function legacySecret(dataDir: string, name: string): string | undefined {
  const file = path.join(dataDir, 'secrets.json');
  if (!fs.existsSync(file)) return undefined;
  try {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
    const value = stored[name];
    return typeof value === 'string' && value.length >= 32 ? value : undefined;
  } catch {
    return undefined;
  }
}
