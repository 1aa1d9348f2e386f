import type { PublicConfig, SystemSetup } from '@academia/shared';
import type { Db } from '../../db/database.js';
import type { SystemRepository } from './system.repository.js';

export class SystemService {
  constructor(
    private readonly db: Db,
    private readonly repository: SystemRepository,
    private readonly publicSettings: PublicConfig,
    private readonly setupState: SystemSetup,
  ) {}

  /** What the installation still lacks for certificates to hold up (decision 029); for the Superadministrador. */
  setup(): SystemSetup {
    return { ...this.setupState };
  }

  async databaseReachable(): Promise<boolean> {
    try {
      await this.repository.ping(this.db);
      return true;
    } catch {
      return false;
    }
  }

  publicConfig() {
    return { ...this.publicSettings };
  }
}
