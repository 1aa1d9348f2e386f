/** PostgreSQL's connections per app process: kept open while idle, and the most open at once (decision 065). */
export interface PoolSize {
  min: number;
  max: number;
}

/** Enough connections kept open for the parallel reads of an admin dashboard, and the pool's old maximum. */
export const DEFAULT_POOL_SIZE: PoolSize = { min: 10, max: 20 };
