/*
 * Drives autocannon with a flow per connection: each connection asks its flow for the request to send and hands
 * it every response, so a connection can carry a learner from start to the end of a test. Latencies come from
 * autocannon's own per-response timing; statuses, bodies and connection errors are tallied per kind of request.
 */
import autocannon, { type Client, type Request } from 'autocannon';

export interface FlowRequest {
  /** Groups figures: 'start', 'continue', 'read'… */
  kind: string;
  method: 'GET' | 'POST';
  path: string;
  cookie: string;
  body?: unknown;
}

export interface Flow {
  /**
   * The request to send now. Called again without a response in between when autocannon reconnects after a
   * timeout or a dropped connection: the flow must then return the same request (a client's retry).
   */
  next: () => FlowRequest;
  /** The response to the last request; return false when this connection has nothing more to send. */
  onResponse: (request: FlowRequest, status: number, body: string) => boolean;
}

export interface LoadTally {
  latencies: Map<string, number[]>;
  /** kind → status → count */
  statuses: Map<string, Map<number, number>>;
  /** Timeouts and dropped connections (no HTTP status). */
  connectionErrors: number;
  /** A few bodies of non-200 responses, to explain failures. */
  errorSamples: string[];
  seconds: number;
}

export interface LoadOptions {
  url: string;
  connections: number;
  /** Seconds measured; flows that end by themselves finish earlier. */
  duration: number;
  /**
   * Seconds run before the measured ones, whose requests are not counted. Connections opened all at once into a
   * saturated Node server are accepted and read one per turn of its event loop, so their first requests measure
   * that burst of new connections rather than the endpoint.
   */
  warmup?: number;
  newFlow: () => Flow;
}

function bump(tally: LoadTally, kind: string, status: number, count = 1) {
  const byStatus = tally.statuses.get(kind) ?? new Map<number, number>();
  byStatus.set(status, (byStatus.get(status) ?? 0) + count);
  tally.statuses.set(kind, byStatus);
}

export function emptyTally(): LoadTally {
  return { latencies: new Map(), statuses: new Map(), connectionErrors: 0, errorSamples: [], seconds: 0 };
}

/** Adds `other` into `into` (for runs made of many autocannon instances, one per learner). */
export function mergeTally(into: LoadTally, other: LoadTally): void {
  for (const [kind, values] of other.latencies) {
    const target = into.latencies.get(kind) ?? [];
    for (const value of values) target.push(value);
    into.latencies.set(kind, target);
  }
  for (const [kind, byStatus] of other.statuses) {
    for (const [status, count] of byStatus) bump(into, kind, status, count);
  }
  into.connectionErrors += other.connectionErrors;
  into.errorSamples.push(...other.errorSamples.slice(0, Math.max(0, 5 - into.errorSamples.length)));
}

function toRequest(request: FlowRequest): Request {
  return {
    method: request.method,
    path: request.path,
    headers: {
      ...(request.cookie ? { cookie: request.cookie } : {}),
      ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
  };
}

const TIMEOUT_SECONDS = 10;

export function runLoad(options: LoadOptions): Promise<LoadTally> {
  const tally = emptyTally();
  const warmup = options.warmup ?? 0;
  const measuredFrom = Date.now() + warmup * 1000;
  /** The kind of the request each connection last got an answer to, when that request counts. */
  const answeredKind = new WeakMap<Client, string | null>();
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.duration + warmup,
        timeout: TIMEOUT_SECONDS,
        // Replaced per connection in setupClient; never sent.
        requests: [{ method: 'GET', path: '/api/health' }],
        setupClient: (client) => {
          const flow = options.newFlow();
          let current: FlowRequest | null = null;
          let sentAt = 0;
          client.setRequests([
            {
              setupRequest: (request) => {
                current = flow.next();
                sentAt = Date.now();
                return { ...request, ...toRequest(current) };
              },
              onResponse: (status, body) => {
                if (!current) return;
                const counts = sentAt >= measuredFrom;
                answeredKind.set(client, counts ? current.kind : null);
                if (counts) bump(tally, current.kind, status);
                if (counts && status !== 200 && tally.errorSamples.length < 5) {
                  tally.errorSamples.push(`${current.kind} ${String(status)}: ${body.slice(0, 300)}`);
                }
                // autocannon closes a connection once it has made `responseMax` requests (what
                // maxConnectionRequests sets); lowering it here ends this one cleanly, before another request.
                if (!flow.onResponse(current, status, body)) client.responseMax = client.reqsMade;
              },
            },
          ]);
        },
      },
      (error, result) => {
        if (error) return reject(error);
        tally.seconds = Math.max(0, result.duration - warmup);
        resolve(tally);
      },
    );
    instance.on('response', (client: Client, _status: number, _bytes: number, milliseconds: number) => {
      const kind = answeredKind.get(client);
      if (!kind) return;
      const list = tally.latencies.get(kind) ?? [];
      list.push(milliseconds);
      tally.latencies.set(kind, list);
    });
    instance.on('reqError', (error: Error) => {
      // A timeout reports the request sent TIMEOUT_SECONDS ago; one sent during the warm-up does not count.
      const timedOut = error.message.includes('timed out');
      if (timedOut && Date.now() - TIMEOUT_SECONDS * 1000 < measuredFrom) return;
      tally.connectionErrors += 1;
    });
  });
}

/** Responses of a kind that were not 200, plus every timeout or dropped connection. */
export function errorsOf(tally: LoadTally, kind?: string): number {
  let errors = kind === undefined ? tally.connectionErrors : 0;
  for (const [each, byStatus] of tally.statuses) {
    if (kind !== undefined && each !== kind) continue;
    for (const [status, count] of byStatus) if (status !== 200) errors += count;
  }
  return errors;
}

export function countOf(tally: LoadTally, kind: string): number {
  let total = 0;
  for (const count of tally.statuses.get(kind)?.values() ?? []) total += count;
  return total;
}
