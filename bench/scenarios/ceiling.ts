import { runLoad } from '../lib/load.js';
import { summarize, type LatencySummary } from '../lib/stats.js';
import type { LoadProfile } from './profiles.js';

export interface CeilingResult {
  profile: LoadProfile;
  requestsPerSecond: number;
  latency: LatencySummary;
  errors: number;
}

/** The bare app's throughput under one load shape, driven exactly like the scenarios. */
export async function measureCeiling(url: string, profile: LoadProfile): Promise<CeilingResult> {
  const request = { kind: 'ceiling', method: 'GET', path: '/api/ceiling', cookie: '' } as const;
  const tally = await runLoad({
    url,
    connections: profile.connections,
    duration: profile.seconds,
    warmup: profile.warmupSeconds,
    newFlow: () => ({ next: () => request, onResponse: () => true }),
  });
  const latencies = tally.latencies.get('ceiling') ?? [];
  let errors = tally.connectionErrors;
  for (const [status, count] of tally.statuses.get('ceiling') ?? []) if (status !== 200) errors += count;
  return {
    profile,
    requestsPerSecond: Math.round(latencies.length / tally.seconds),
    latency: summarize(latencies),
    errors,
  };
}
