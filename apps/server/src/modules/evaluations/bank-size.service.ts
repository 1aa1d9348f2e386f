import { bankSizeOf, type BankSize } from '@academia/shared';
import type { Db } from '../../db/database.js';
import type { Executor } from '../../db/executor.js';
import type { CatConfig } from './engine/index.js';
import type { EvaluationsRepository } from './evaluations.repository.js';

/**
 * A route's bank size against the adaptive test's limits (ADR 034): what publishing, retiring an item and the
 * admin warnings are measured by. Built before the route editor, which asks it before publishing.
 */
export class BankSizeService {
  constructor(
    private readonly db: Db,
    private readonly evaluations: EvaluationsRepository,
    private readonly limits: Pick<CatConfig, 'minItems' | 'maxItems'> & { pretestMaxItems?: number },
  ) {}

  /** Counts the route's active items (the only ones the pre-test and final test draw from). */
  async of(routeId: string, db: Executor = this.db): Promise<BankSize> {
    return bankSizeOf(await this.evaluations.countActiveBank(db, routeId), this.limits);
  }
}
