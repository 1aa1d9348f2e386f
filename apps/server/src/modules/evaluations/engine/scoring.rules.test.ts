import { describe, expect, it } from 'vitest';
import { normalCdf } from './normal.util.js';
import { abilityAtPassMark, learningGain, passed, scoreFromAbility, topicMastery } from './scoring.rules.js';

describe('scoreFromAbility = round(100·Φ(θ))', () => {
  it('is 50 at θ = 0 and matches normal-table values', () => {
    expect(scoreFromAbility(0)).toBe(50);
    expect(scoreFromAbility(1)).toBe(84);
    expect(scoreFromAbility(-1)).toBe(16);
    expect(scoreFromAbility(0.8416)).toBe(80);
    expect(scoreFromAbility(2)).toBe(98);
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 6);
    expect(normalCdf(-3)).toBeCloseTo(0.0013499, 6);
  });

  it('is monotone and bounded to 0–100', () => {
    let previous = -1;
    for (let theta = -8; theta <= 8; theta += 0.01) {
      const score = scoreFromAbility(theta);
      expect(score).toBeGreaterThanOrEqual(previous);
      expect(Number.isInteger(score)).toBe(true);
      previous = score;
    }
    expect(scoreFromAbility(-8)).toBe(0);
    expect(scoreFromAbility(8)).toBe(100);
  });

  it('passes at the pass mark and not one point below', () => {
    expect(passed(80, 80)).toBe(true);
    expect(passed(79, 80)).toBe(false);
  });
});

const item = { a: 1, b: 0 };
const answers = (topic: string, right: number, wrong: number, b = 0) => [
  ...Array.from({ length: right }, () => ({ ...item, b, topic, correct: true })),
  ...Array.from({ length: wrong }, () => ({ ...item, b, topic, correct: false })),
];

describe('abilityAtPassMark', () => {
  it('is the lowest ability whose rounded score reaches the pass mark', () => {
    for (const passMark of [1, 50, 60, 80, 95, 100]) {
      const theta = abilityAtPassMark(passMark);
      expect(scoreFromAbility(theta)).toBe(passMark);
      expect(scoreFromAbility(theta - 1e-6)).toBe(passMark - 1);
    }
    expect(abilityAtPassMark(80)).toBeCloseTo(0.8239, 3);
  });

  it('is −∞ for a pass mark of 0: everyone passes', () => {
    expect(abilityAtPassMark(0)).toBe(Number.NEGATIVE_INFINITY);
  });
});

describe('topicMastery', () => {
  it('counts answers per topic in order of first appearance', () => {
    const mastery = topicMastery([...answers('PHVA', 3, 1), ...answers('Actores', 1, 1)]);
    expect(mastery.map(({ topic, answered, correct, percent }) => ({ topic, answered, correct, percent }))).toEqual([
      { topic: 'PHVA', answered: 4, correct: 3, percent: 75 },
      { topic: 'Actores', answered: 2, correct: 1, percent: 50 },
    ]);
  });

  it('grades by the share of right answers shown beside the level: ≥ 80 % strength, < 50 % gap', () => {
    const mastery = topicMastery([...answers('Fuerte', 6, 0), ...answers('Medio', 4, 2), ...answers('Débil', 1, 4)]);
    const byTopic = Object.fromEntries(mastery.map((m) => [m.topic, m]));
    expect(byTopic.Fuerte?.level).toBe('strength');
    expect(byTopic.Medio?.level).toBe('developing');
    expect(byTopic.Débil?.level).toBe('gap');
  });

  it('never calls a topic answered 100 % right "developing", even on easy items after a weak test', () => {
    // The old rule (a topic ability pulled towards a weak overall level) rated this topic "En desarrollo".
    const mastery = topicMastery([...answers('Fácil', 4, 0, -1.5), ...answers('Resto', 1, 11, 0.5)]);
    const easy = mastery.find((m) => m.topic === 'Fácil');
    expect(easy?.percent).toBe(100);
    expect(easy?.level).toBe('strength');
  });

  it('says a topic with fewer than three answers is too little to judge', () => {
    const [few] = topicMastery(answers('EPP', 2, 0));
    expect(few?.percent).toBe(100);
    expect(few?.level).toBe('insufficient');
  });
});

describe('learningGain', () => {
  it('gives the raw and Hake-normalised gain', () => {
    expect(learningGain(40, 70)).toEqual({ gain: 30, normalizedGain: 0.5 });
    expect(learningGain(60, 50)).toEqual({ gain: -10, normalizedGain: -0.25 });
  });

  it('has no normalised gain when the pre-test was already 100', () => {
    expect(learningGain(100, 100)).toEqual({ gain: 0, normalizedGain: null });
    expect(learningGain(100, 90)).toEqual({ gain: -10, normalizedGain: null });
  });

  it('rejects scores outside 0–100', () => {
    expect(() => learningGain(-1, 50)).toThrow(RangeError);
    expect(() => learningGain(50, 101)).toThrow(RangeError);
  });
});
