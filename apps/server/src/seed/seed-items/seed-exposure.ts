import crypto from 'node:crypto';
import type { Container } from '../../container.js';
import type { Logger } from '../../logger.js';
import { DEFAULT_CAT_CONFIG } from '../../modules/evaluations/engine/index.js';
import { seedExposureParameters } from './exposure-parameters.js';
import type { SeedItemBank } from './seed-item.js';

/**
 * What the stored parameters were computed for: a route's bank as the seed writes it (prompts, levels, kinds and
 * families) and the final test's default settings. When an item or a setting changes, this no longer matches and the seed-items test asks for
 * `npm run seed:exposure`.
 */
export function seedBankFingerprint(bank: SeedItemBank): string {
  const lines = bank.items.map((item) => [item.level, item.kind, item.familyId ?? '', item.prompt].join('\u0001'));
  // The final test's default settings shape the simulation too: changing them makes the stored values stale.
  const { minItems, maxItems, targetSe, randomesqueK, topicSlack, passMark, passMarkHoldZ } = DEFAULT_CAT_CONFIG;
  const settings = [minItems, maxItems, targetSe, randomesqueK, topicSlack, passMark, passMarkHoldZ].join(',');
  return crypto
    .createHash('sha256')
    .update(`${settings}\u0003${lines.sort().join('\u0002')}`)
    .digest('hex')
    .slice(0, 16);
}

/**
 * Sympson–Hetter parameters for a seeded bank (ADR 041): computed once by simulation with the app's own service
 * (`scripts/seed-exposure.ts`) and stored with the seed, so a fresh install has the control on from its first test
 * instead of simulating for a minute or more at its first start. An admin's own banks get theirs from
 * `npm run calibrate`.
 */
export async function applySeedExposure(
  container: Container,
  routeId: string,
  bank: SeedItemBank,
  logger: Logger,
): Promise<void> {
  const stored = seedExposureParameters[bank.routeKey];
  if (!stored || stored.fingerprint !== seedBankFingerprint(bank)) {
    logger.warn(
      { route: bank.routeKey },
      'El banco de demostración cambió desde que se calcularon sus parámetros de exposición; ejecute npm run seed:exposure',
    );
    return;
  }
  await container.exposureControl.applyByPrompt(routeId, stored.restricted);
}
