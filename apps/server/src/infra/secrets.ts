import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Returns the secret named `name`: from the environment when given, otherwise a random one generated on first use
 * and kept in DATA_DIR/secrets.json (mode 600) so restarts keep issued challenges valid.
 */
export function persistedSecret(dataDir: string, name: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, 'secrets.json');
  fs.mkdirSync(dataDir, { recursive: true });
  const stored: Record<string, string> = fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>)
    : {};
  const existing = stored[name];
  if (existing) return existing;
  const generated = crypto.randomBytes(32).toString('base64url');
  fs.writeFileSync(file, JSON.stringify({ ...stored, [name]: generated }, null, 2), { mode: 0o600 });
  return generated;
}
