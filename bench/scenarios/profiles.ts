/**
 * A load shape: how many connections stay busy and for how long. Each throughput is compared with the ceiling
 * measured under the same shape.
 */
export interface LoadProfile {
  name: 'saturation' | 'reads';
  connections: number;
  seconds: number;
  /** Seconds run first and not counted (see `LoadOptions.warmup`). */
  warmupSeconds: number;
}

const quick = process.env.BENCH_QUICK === '1';

/** The saturation: as fast as 200 connections can drive it, for 20 s. */
export const saturationProfile: LoadProfile = {
  name: 'saturation',
  connections: 200,
  seconds: quick ? 5 : 20,
  warmupSeconds: quick ? 1 : 3,
};

/**
 * Read paths at 10 connections without pause: a closed loop's latency is connections ÷ throughput, so 200
 * connections would measure queueing, not the request. Ten busy connections are already more than a whole class
 * reading pages every few seconds.
 */
export const readsProfile: LoadProfile = { name: 'reads', connections: 10, seconds: quick ? 3 : 10, warmupSeconds: 1 };

/** The class of the exam peak: 1,000 learners whose starts spread evenly over 60 s. */
export const examPeakShape = quick ? { learners: 300, spreadSeconds: 15 } : { learners: 1000, spreadSeconds: 60 };
