import { percentile } from '../lib/stats.js';

/** What one question got: the source titles in order, whether it was declined, and time to the `sources` event. */
export interface Outcome {
  titles: string[];
  declined: boolean;
  msToSources: number;
}

export interface TutorFigures {
  recallAt3: number;
  offTopicDeclined: number;
  falseDeclines: number;
  p95MsToSources: number;
}

export const TARGETS = { recallAt3: 0.9, offTopicDeclined: 0.9, falseDeclines: 0.05, p95MsToSources: 150 };

/** The four figures of the issue, from the outcomes of the on-topic (with their expected titles) and off-topic sets. */
export function figuresOf(onTopic: { expect: string[]; outcome: Outcome }[], offTopic: Outcome[]): TutorFigures {
  const hits = onTopic.filter(({ expect, outcome }) => outcome.titles.slice(0, 3).some((t) => expect.includes(t)));
  const times = [...onTopic.map((q) => q.outcome.msToSources), ...offTopic.map((o) => o.msToSources)].sort(
    (a, b) => a - b,
  );
  return {
    recallAt3: hits.length / Math.max(1, onTopic.length),
    offTopicDeclined: offTopic.filter((o) => o.declined).length / Math.max(1, offTopic.length),
    falseDeclines: onTopic.filter((q) => q.outcome.declined).length / Math.max(1, onTopic.length),
    p95MsToSources: percentile(times, 95),
  };
}

/** Whether every figure meets its target. */
export function meetsTargets(figures: TutorFigures): boolean {
  return (
    figures.recallAt3 >= TARGETS.recallAt3 &&
    figures.offTopicDeclined >= TARGETS.offTopicDeclined &&
    figures.falseDeclines <= TARGETS.falseDeclines &&
    figures.p95MsToSources < TARGETS.p95MsToSources
  );
}
