/*
 * Read paths as signed-in learners: each connection is a different learner (its own cookie, its own progress),
 * sending the same page request again as soon as the previous one is answered.
 */
import { errorsOf, runLoad } from '../lib/load.js';
import type { RunningServer } from '../lib/server-process.js';
import { summarize, type LatencySummary } from '../lib/stats.js';
import type { BenchFixture } from '../setup/prepare-database.js';
import type { LoadProfile } from './profiles.js';

export interface ReadPath {
  name: string;
  path: string;
  /** A page the server renders for its visitor (decision 067), not an API answer: no API target applies to it. */
  page?: boolean;
  /** The share of the bare ceiling this read must reach, where the issue sets one (issue 20: a fourth). */
  ceilingShareTarget?: number;
}

export interface ReadPathResult extends ReadPath {
  /** Why it was not measured (the endpoint does not exist in this build), or null. */
  skipped: string | null;
  requestsPerSecond: number;
  latency: LatencySummary | null;
  errors: number;
  errorSamples: string[];
}

export function readPathsOf(fixture: BenchFixture): ReadPath[] {
  const query = encodeURIComponent('trabajo alturas');
  return [
    { name: 'Rutas con mi avance', path: '/api/routes', ceilingShareTarget: 0.25 },
    { name: 'Página de una ruta', path: `/api/routes/${fixture.examRouteId}`, ceilingShareTarget: 0.25 },
    { name: 'Búsqueda en la biblioteca', path: `/api/library/norms?q=${query}` },
    { name: 'Búsqueda del encabezado', path: `/api/search?q=${query}` },
    { name: 'Página de rutas dibujada en el servidor', path: '/rutas', page: true },
    { name: 'Página de inicio dibujada en el servidor', path: '/inicio', page: true },
  ];
}

export async function runReadPath(
  server: RunningServer,
  fixture: BenchFixture,
  read: ReadPath,
  profile: LoadProfile,
): Promise<ReadPathResult> {
  const probe = await fetch(`${server.url}${read.path}`, { headers: { cookie: fixture.learners[0]!.cookie } });
  const body = await probe.text();
  // A page measured as the bare shell would flatter the renderer: it must have arrived drawn.
  const notRendered = read.page && !body.includes('id="estado-inicial"');
  if (probe.status === 404 || notRendered) {
    return {
      ...read,
      skipped: notRendered
        ? 'la página no llegó dibujada (¿falta la compilación de la web?)'
        : `la API respondió 404 (${body.slice(0, 120)})`,
      requestsPerSecond: 0,
      latency: null,
      errors: 0,
      errorSamples: [],
    };
  }
  let connection = 0;
  const tally = await runLoad({
    url: server.url,
    connections: profile.connections,
    duration: profile.seconds,
    warmup: profile.warmupSeconds,
    newFlow: () => {
      const learner = fixture.learners[connection % fixture.learners.length]!;
      connection += 1;
      const request = { kind: 'read', method: 'GET', path: read.path, cookie: learner.cookie } as const;
      return { next: () => request, onResponse: () => true };
    },
  });
  server.assertAlive();
  const latencies = tally.latencies.get('read') ?? [];
  return {
    ...read,
    skipped: null,
    requestsPerSecond: Math.round(latencies.length / tally.seconds),
    latency: summarize(latencies),
    errors: errorsOf(tally),
    errorSamples: tally.errorSamples,
  };
}
