/**
 * What every query of the Insight Hub is limited to, already checked by the service: an optional company (a lead's
 * own, or the one a Superadministrador chose), an optional route, and a period as UTC instants [from, to).
 */
export interface InsightFilter {
  companyId: string | null;
  routeId: string | null;
  from: string;
  to: string;
}

/** A pre-test and best final-test score pair of one or more people, as counted by the gain query. */
export interface ScorePairCount {
  routeId: string;
  pre: number;
  post: number;
  count: number;
}
