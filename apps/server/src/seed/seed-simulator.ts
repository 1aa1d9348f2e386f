import type { ScenarioDefinition } from '@academia/shared';
import type { Container } from '../container.js';
import type { Logger } from '../logger.js';
import { SYSTEM_ACTOR } from '../modules/audit/audit.service.js';
import { seedScenarios } from './seed-scenarios/index.js';

/**
 * Each demo route's scenario (`seed-scenarios/`), published through the same validation an admin's save goes
 * through. Re-runnable: a scenario the seed wrote is replaced when its file changed, one an admin saved is left as
 * it is, and nothing is ever duplicated (one scenario per route).
 */
export async function seedDemoScenarios(
  container: Container,
  logger: Logger,
  scenarios: Readonly<Record<string, ScenarioDefinition>> = seedScenarios,
): Promise<void> {
  const counts = { created: 0, updated: 0 };
  for (const [routeKey, definition] of Object.entries(scenarios)) {
    const routeId = await container.routeAdmin.idBySeedKey(routeKey);
    if (!routeId) {
      logger.warn({ routeKey }, 'Escenario de demostración sin ruta: se omite');
      continue;
    }
    const route = await container.routeAdmin.get(routeId);
    const outcome = await container.simulatorAdmin.seed(SYSTEM_ACTOR, routeId, route.title, definition);
    if (outcome !== 'kept') counts[outcome] += 1;
  }
  if (counts.created + counts.updated > 0) logger.info(counts, 'Escenarios del simulador de demostración');
}
