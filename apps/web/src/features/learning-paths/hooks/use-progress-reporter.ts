import type { RecordProgressInput } from '@academia/shared';
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { useSendProgress } from '../api/record-progress';

/** Every this often, while the page is visible, the player reports time spent and position. */
export const HEARTBEAT_MS = 15_000;

/** The most a single report may claim (the API's limit); the rest waits for the next report. */
const MAX_DELTA_SECONDS = 600;

export type PositionReport = Pick<RecordProgressInput, 'position' | 'duration'>;

/** Set by the content body (text, video) once it knows where the learner is; undefined until then. */
export type PositionReader = () => PositionReport | undefined;

interface ProgressReporterOptions {
  routeId: string;
  itemId: string;
  /** Off in admin preview: nothing is recorded. */
  enabled: boolean;
  positionRef: RefObject<PositionReader | null>;
}

/**
 * Reports the learner's time on an item: `{secondsDelta: 0}` on opening, then every 15 s while the page is
 * visible, when the tab is hidden and when the learner leaves (a keepalive request, so it survives the page). Only
 * visible time counts. Returns a function to report at once (a video paused or ended).
 */
export function useProgressReporter({ routeId, itemId, enabled, positionRef }: ProgressReporterOptions) {
  const send = useSendProgress(routeId, itemId);
  const reportRef = useRef<((keepalive?: boolean) => void) | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let visibleSince: number | null = document.visibilityState === 'hidden' ? null : Date.now();
    let pendingMs = 0;

    const takeSeconds = () => {
      const now = Date.now();
      if (visibleSince !== null) {
        pendingMs += now - visibleSince;
        visibleSince = now;
      }
      const seconds = Math.min(Math.floor(pendingMs / 1000), MAX_DELTA_SECONDS);
      pendingMs -= seconds * 1000; // carry the rest (fractions of a second, or time above the cap)
      return seconds;
    };
    const report = (keepalive = false) => {
      const secondsDelta = takeSeconds();
      void send({ secondsDelta, ...positionRef.current?.() }, { keepalive });
    };

    // Opening: no position yet, so the saved resume point is not overwritten before it is restored.
    void send({ secondsDelta: 0 });
    reportRef.current = report;

    const timer = setInterval(() => {
      if (document.visibilityState !== 'hidden') report();
    }, HEARTBEAT_MS);
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') {
        report(true);
        visibleSince = null;
      } else {
        visibleSince = Date.now();
      }
    };
    document.addEventListener('visibilitychange', onVisibilityChange);

    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibilityChange);
      reportRef.current = null;
      report(true);
    };
  }, [enabled, send, positionRef]);

  return useCallback(() => reportRef.current?.(), []);
}
