import crypto from 'node:crypto';
import { createChallenge, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import type { Clock } from '../clock/clock.js';
import type { CaptchaSolutionsRepository } from './captcha-solutions.repository.js';

const CHALLENGE_TTL_MS = 10 * 60 * 1000;
const ALGORITHM = 'SHA-256';
/** Iterations per attempt; with the random counter this sets how long an honest browser works (about a second). */
const COST = 10;

export interface CaptchaOptions {
  hmacKey: string;
  /** Upper bound of the random counter the client must find. Tests lower it. */
  maxCounter: number;
}

/**
 * ALTCHA proof-of-work captcha. Challenges are signed with our HMAC key; a solution is accepted once
 * (its signature is recorded until the challenge expires), so a captured payload cannot be replayed.
 */
export class CaptchaService {
  constructor(
    private readonly db: Db,
    private readonly options: CaptchaOptions,
    private readonly solutions: CaptchaSolutionsRepository,
    private readonly clock: Clock,
  ) {}

  async createChallenge(): Promise<Challenge> {
    const minCounter = Math.floor(this.options.maxCounter / 2);
    return createChallenge({
      algorithm: ALGORITHM,
      cost: COST,
      counter: crypto.randomInt(minCounter, this.options.maxCounter + 1),
      deriveKey,
      expiresAt: new Date(this.clock.now().getTime() + CHALLENGE_TTL_MS),
      hmacSignatureSecret: this.options.hmacKey,
    });
  }

  /** Throws CAPTCHA_INVALID or CAPTCHA_REPLAYED unless `payload` is a fresh, valid solution. */
  async verify(payload: string): Promise<void> {
    const decoded = decodePayload(payload);
    if (!decoded?.challenge.signature) throw new AppError('CAPTCHA_INVALID');
    const result = await verifySolution({
      challenge: decoded.challenge,
      solution: decoded.solution,
      deriveKey,
      hmacSignatureSecret: this.options.hmacKey,
    }).catch(() => null);
    if (!result?.verified) throw new AppError('CAPTCHA_INVALID');

    const id = crypto.createHash('sha256').update(decoded.challenge.signature).digest('hex');
    const expiresAt = new Date(
      (decoded.challenge.parameters.expiresAt ?? 0) * 1000 || this.clock.now().getTime() + CHALLENGE_TTL_MS,
    );
    const fresh = await this.solutions.markSpent(this.db, id, expiresAt.toISOString());
    if (!fresh) throw new AppError('CAPTCHA_REPLAYED');
  }

  async purgeExpired(): Promise<void> {
    await this.solutions.deleteExpired(this.db, this.clock.now().toISOString());
  }
}

function decodePayload(payload: string): Payload | null {
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Partial<Payload>;
    const { challenge, solution } = parsed;
    if (!challenge?.parameters || typeof solution?.counter !== 'number' || typeof solution.derivedKey !== 'string') {
      return null;
    }
    return { challenge, solution };
  } catch {
    return null;
  }
}
