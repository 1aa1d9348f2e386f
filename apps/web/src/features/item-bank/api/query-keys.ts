/**
 * The item bank of one route (questions of the pre-test and the final test), with their statistics. Under
 * `['admin', 'routes']` like the route editor's keys, so invalidating every admin route key reaches the bank too.
 */
export const itemBankKeys = {
  bank: (routeId: string) => ['admin', 'routes', 'bank', routeId] as const,
  /** The route's item families (ADR 041). */
  families: (routeId: string) => ['admin', 'routes', 'bank-families', routeId] as const,
  /**
   * The route editor's own copy of the route, which carries the bank size its publish warning reads: the same key
   * the editor uses, refreshed whenever the bank changes.
   */
  route: (routeId: string) => ['admin', 'routes', 'detail', routeId] as const,
};
