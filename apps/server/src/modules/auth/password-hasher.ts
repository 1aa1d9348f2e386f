import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

const KEY_LENGTH = 64;

/** scrypt (memory-hard) with parameters stored beside each hash, so they can be raised later without a migration. */
export class PasswordHasher {
  constructor(private readonly params: { N: number; r: number; p: number } = { N: 16384, r: 8, p: 1 }) {}

  async hash(password: string): Promise<string> {
    const salt = crypto.randomBytes(16);
    const { N, r, p } = this.params;
    const key = await scrypt(password, salt, KEY_LENGTH, { N, r, p, maxmem: 128 * N * r * 2 });
    return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
  }

  async verify(password: string, stored: string): Promise<boolean> {
    const [scheme, n, r, p, salt, hash] = stored.split('$');
    if (scheme !== 'scrypt' || !salt || !hash) return false;
    const N = Number(n);
    const expected = Buffer.from(hash, 'base64');
    const key = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
      N,
      r: Number(r),
      p: Number(p),
      maxmem: 128 * N * Number(r) * 2,
    });
    return crypto.timingSafeEqual(key, expected);
  }

  /** Spends the same time as a real check, so "no such user" and "wrong password" cannot be told apart by timing. */
  async burn(password: string): Promise<void> {
    await this.hash(password);
  }
}
