import { masteryLevelOf } from '@academia/shared';
import { estimateAbility } from './ability.estimator.js';
import type { ItemParameters } from './engine.types.js';
import { normalCdf } from './normal.util.js';

/*
 * Score mapping: score = round(100 · Φ(θ)), Φ the standard normal CDF. Because θ is on the scale of the reference
 * population N(0, 1), the score reads "better than this share of the reference population": θ = 0 → 50,
 * θ = 0.84 → 80, θ = −1 → 16, θ = 2 → 98. It is monotone, bounded to 0–100 and needs no per-route tuning. A pass
 * mark of 80 therefore asks for θ ≥ 0.84 — it is not "80 % of answers right", which an adaptive test cannot use
 * because it gives everyone items near their own level.
 */

/** 0–100 score of an ability: 100·Φ(θ) rounded to a whole point (see the mapping above). */
export function scoreFromAbility(theta: number): number {
  return Math.round(100 * normalCdf(theta));
}

/**
 * The lowest ability whose rounded score reaches `passMark`: Φ(θ) ≥ (passMark − 0.5) / 100, found by bisection.
 * −∞ for a pass mark of 0 (everyone passes).
 */
export function abilityAtPassMark(passMark: number): number {
  const share = (passMark - 0.5) / 100;
  if (share <= 0) return Number.NEGATIVE_INFINITY;
  let low = -8;
  let high = 8;
  for (let step = 0; step < 60; step++) {
    const middle = (low + high) / 2;
    if (normalCdf(middle) < share) low = middle;
    else high = middle;
  }
  return high;
}

/** Pass/fail on the rounded score the learner sees, so a learner shown 80 with a pass mark of 80 has passed. */
export function passed(score: number, passMark: number): boolean {
  return score >= passMark;
}

export type MasteryLevel = 'strength' | 'developing' | 'gap' | 'insufficient';

export interface TopicMastery {
  topic: string;
  answered: number;
  correct: number;
  /** Raw share of this topic's answers that were right, for display ("3 de 5"); the level comes from it. */
  percent: number;
  /** Topic ability on the 0–100 score scale (kept for analysis; the learner reads the share of right answers). */
  score: number;
  level: MasteryLevel;
}

export interface TopicMasteryOptions {
  /** SD of the topic prior around the learner's overall ability. */
  priorSd?: number;
}

/**
 * Per-topic mastery, in order of first appearance. The level follows the share of right answers shown beside it
 * (`masteryLevelOf`: ≥ 80 % fortaleza, < 50 % brecha, under three answers "too few to judge"), because a learner
 * read "100 %" next to "En desarrollo" as a mistake (ADR 030). Each topic still gets its own EAP ability (a N(θ̂, 1)
 * prior centred on the overall θ̂) as `score`, for analysis: in an adaptive test a strong learner meets harder items,
 * which the overall score, not the topic level, accounts for.
 */
export function topicMastery(
  responses: readonly (ItemParameters & { topic: string; correct: boolean })[],
  options: TopicMasteryOptions = {},
): TopicMastery[] {
  const { priorSd = 1 } = options;
  const overall = estimateAbility(responses).theta;

  const byTopic = new Map<string, (ItemParameters & { correct: boolean })[]>();
  for (const response of responses) {
    const list = byTopic.get(response.topic) ?? [];
    list.push(response);
    byTopic.set(response.topic, list);
  }

  return [...byTopic].map(([topic, answers]) => {
    const correct = answers.filter((answer) => answer.correct).length;
    const score = scoreFromAbility(estimateAbility(answers, { priorMean: overall, priorSd }).theta);
    const level: MasteryLevel = masteryLevelOf(answers.length, correct);
    return {
      topic,
      answered: answers.length,
      correct,
      percent: Math.round((100 * correct) / answers.length),
      score,
      level,
    };
  });
}

export interface LearningGain {
  /** Post minus pre, in score points. */
  gain: number;
  /** Hake's normalised gain (post − pre) / (100 − pre); null when pre = 100 (nothing left to gain). */
  normalizedGain: number | null;
}

/** Learning gain between a pre-test and a final test on the 0–100 score; the normalised gain may be negative. */
export function learningGain(pre: number, post: number): LearningGain {
  for (const value of [pre, post]) {
    if (!(value >= 0 && value <= 100)) throw new RangeError(`Puntaje fuera de 0–100: ${value}`);
  }
  return { gain: post - pre, normalizedGain: pre === 100 ? null : (post - pre) / (100 - pre) };
}
