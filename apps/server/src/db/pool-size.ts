/** PostgreSQL's connections per app process: kept open while idle, and the most open at once (decision 065). */
export interface PoolSize {
  min: number;
  max: number;
}

/**
 * A fixed pool of the old maximum: the admin dashboard alone runs up to 19 reads at once, each on its own
 * connection, so a smaller minimum would still start new server processes on its first view.
 */
export const DEFAULT_POOL_SIZE: PoolSize = { min: 20, max: 20 };
