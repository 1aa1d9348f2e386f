/**
 * The one source of "now" for rules that depend on time: expiry of sessions and reset codes, rate-limit windows,
 * time spent on a lesson, issue dates. Services take a `Clock` in their constructor so tests can move time with
 * `fixedClock` instead of waiting or patching globals.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until moved; for tests of expiry and windows. */
export function fixedClock(start: Date | string): Clock & { advance(ms: number): void; set(at: Date | string): void } {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (at) => {
      current = new Date(at).getTime();
    },
  };
}
