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

/** Pass/fail on the rounded score the learner sees, so a learner shown 80 with a pass mark of 80 has passed. */
export function passed(score: number, passMark: number): boolean {
  return score >= passMark;
}

export type MasteryLevel = 'strength' | 'developing' | 'gap';

export interface TopicMastery {
  topic: string;
  answered: number;
  correct: number;
  /** Raw share of this topic's answers that were right, for display ("3 de 5"). */
  percent: number;
  /** Topic ability on the 0–100 score scale; the level comes from this, not from `percent`. */
  score: number;
  level: MasteryLevel;
}

export interface TopicMasteryOptions {
  /** Topic score from which the topic is a strength (fortaleza); the route's pass mark is a natural choice. */
  strengthFrom?: number;
  /** Topic score under which the topic is a gap (brecha): below the reference median by default. */
  gapBelow?: number;
  /** SD of the topic prior around the learner's overall ability. */
  priorSd?: number;
}

/**
 * Per-topic mastery, in order of first appearance. Percent correct cannot classify a topic in an adaptive test (a
 * strong learner gets hard items and may get half of them wrong), so each topic gets its own EAP ability from its
 * answers with a N(θ̂, 1) prior centred on the learner's overall EAP θ̂: with no topic evidence a topic sits at the
 * overall level, and about five answers move it roughly halfway towards what they alone suggest. The topic score
 * (same mapping as the test score) gives the level: ≥ `strengthFrom` (80) → strength (fortaleza), < `gapBelow`
 * (50) → gap (brecha), otherwise developing (en desarrollo).
 */
export function topicMastery(
  responses: readonly (ItemParameters & { topic: string; correct: boolean })[],
  options: TopicMasteryOptions = {},
): TopicMastery[] {
  const { strengthFrom = 80, priorSd = 1 } = options;
  const gapBelow = Math.min(options.gapBelow ?? 50, strengthFrom);
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
    const level: MasteryLevel = score >= strengthFrom ? 'strength' : score < gapBelow ? 'gap' : 'developing';
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
