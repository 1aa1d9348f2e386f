import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../apps/server/src/config/config.js';
import { createContainer } from '../../apps/server/src/container.js';
import type { DatabaseHandle } from '../../apps/server/src/db/database.js';
import { systemClock, type Clock } from '../../apps/server/src/infra/clock/clock.js';
import { createStorage } from '../../apps/server/src/infra/storage/create-storage.js';
import { SessionCache } from '../../apps/server/src/modules/auth/session-cache.js';
import { LocalRevocations } from '../../apps/server/src/modules/auth/session-revocations.js';

const quiet = { info() {}, warn() {}, error() {}, debug() {} };

/**
 * The app's services as the app wires them (training plans included), over a bench database. Going through the
 * container keeps the bench in step with the constructors the product really uses.
 */
async function containerOf(handle: DatabaseHandle, clock: Clock) {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join(os.tmpdir(), 'academia-bench-analytics'),
    LOG_LEVEL: 'error',
  });
  const storage = await createStorage(config.storage);
  const sessionCache = new SessionCache({ ...config.sessionCache, clock });
  return createContainer(config, handle, quiet, {
    clock,
    storage,
    captchaKey: 'bench-only-key',
    sessionCache,
    sessionRevocations: new LocalRevocations(sessionCache),
  });
}

/** The admin dashboard's service (decisions 039 and 046). */
export async function dashboardOf(handle: DatabaseHandle, clock: Clock = systemClock) {
  return (await containerOf(handle, clock)).dashboard;
}

/** The Insight Hub's service (decision 040). */
export async function insightsOf(handle: DatabaseHandle, clock: Clock = systemClock) {
  return (await containerOf(handle, clock)).insights;
}
