import type { Db } from '../../db/database.js';
import type { CatalogCache } from '../catalog-cache/catalog-cache.js';
import type { SimulatorStatusSource } from '../learning-paths/route-context.service.js';
import type { SimulatorStepStatus } from '../learning-paths/route-steps.js';
import type { ScenariosRepository } from './simulator-scenarios.repository.js';
import type { SimulatorRepository } from './simulator.repository.js';

/**
 * What learning paths need of the simulator to draw a route's steps and percentage: which routes have a published
 * scenario and how a learner stands in each. Built before the learning-path services, which it does not use.
 */
export class SimulatorStatusService implements SimulatorStatusSource {
  constructor(
    private readonly db: Db,
    private readonly scenarios: ScenariosRepository,
    private readonly repository: SimulatorRepository,
    private readonly catalog: CatalogCache,
  ) {}

  private publishedTitles(routeIds: string[]): Promise<Map<string, string>> {
    return this.catalog.read(this.db, `scenario-titles:${routeIds.join(',')}`, () =>
      this.scenarios.publishedTitles(this.db, routeIds),
    );
  }

  async statusFor(userId: string, routeIds: string[]): Promise<Map<string, SimulatorStepStatus>> {
    const titles = await this.publishedTitles(routeIds);
    if (titles.size === 0) return new Map();
    const standings = await this.repository.standings(this.db, userId, [...titles.keys()]);
    return new Map(
      [...titles].map(([routeId, title]) => {
        const standing = standings.get(routeId);
        const state = standing?.passed ? 'passed' : standing?.started ? 'in_progress' : 'not_started';
        return [routeId, { title, state }];
      }),
    );
  }

  async passedAmong(routeId: string, userIds: string[]): Promise<Set<string> | null> {
    const titles = await this.publishedTitles([routeId]);
    if (!titles.has(routeId)) return null;
    return this.repository.passedUsers(this.db, routeId, userIds);
  }

  /** Whether a published scenario shows the file, so learners may download it. */
  fileInPublishedScenario(fileId: string): Promise<boolean> {
    return this.scenarios.publishedScenarioUsesFile(this.db, fileId);
  }
}
