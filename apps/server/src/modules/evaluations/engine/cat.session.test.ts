import { describe, expect, it } from 'vitest';
import { resolveCatConfig, type CatConfig } from './cat.config.js';
import { nextStep } from './cat.session.js';
import type { CatResponse } from './engine.types.js';
import { probabilityCorrect } from './irt.model.js';
import { abilityAtPassMark } from './scoring.rules.js';
import { createRandom, seedFromString } from './random.util.js';
import { makeBank } from './test-bank.fixture.js';

const TOPICS = ['Actores', 'PHVA', 'Política', 'Obligaciones'];
const bank = makeBank(TOPICS, 10, createRandom(42));

/** Plays a whole test with a per-step random stream derived from the attempt id, as the service would. */
function play(attemptId: string, trueTheta: number, answerRandom = createRandom(99), config: Partial<CatConfig> = {}) {
  const responses: CatResponse[] = [];
  const shown: string[] = [];
  for (;;) {
    const random = createRandom(seedFromString(`${attemptId}:${responses.length}`));
    const step = nextStep({ bank, responses, random, config });
    if (step.kind === 'result') return { result: step.result, shown, responses };
    shown.push(step.item.id);
    const { id, topic, a, b } = step.item;
    responses.push({ itemId: id, topic, a, b, correct: answerRandom() < probabilityCorrect(trueTheta, step.item) });
  }
}

describe('nextStep', () => {
  it('starts with an item and the progress of an empty test', () => {
    const step = nextStep({ bank, responses: [], random: createRandom(1) });
    expect(step.kind).toBe('item');
    if (step.kind !== 'item') return;
    expect(step.progress).toEqual({ answered: 0, minItems: 8, maxItems: 25, se: expect.closeTo(1, 2) });
  });

  it('replays to the same next item from the same responses and random stream', () => {
    const { responses } = play('intento-1', 0.3);
    for (let n = 0; n < responses.length; n++) {
      const prefix = responses.slice(0, n);
      const first = nextStep({ bank, responses: prefix, random: createRandom(seedFromString(`x:${n}`)) });
      const again = nextStep({ bank, responses: prefix, random: createRandom(seedFromString(`x:${n}`)) });
      expect(again).toEqual(first);
    }
  });

  it('runs a full test within the limits, covering every topic, and reports a coherent result', () => {
    const { result, shown, responses } = play('intento-2', 1.0);
    expect(new Set(shown).size).toBe(shown.length);
    expect(shown.length).toBeGreaterThanOrEqual(8);
    expect(shown.length).toBeLessThanOrEqual(25);
    expect(result.itemsAnswered).toBe(shown.length);
    expect(new Set(responses.map((r) => r.topic))).toEqual(new Set(TOPICS));
    expect(result.mastery.map((m) => m.topic).sort()).toEqual([...TOPICS].sort());
    // The stop rule looks at the EAP's posterior SD (prior included); the reported SE is the WLE's.
    expect(result.stopReason === 'precision' || result.stopReason === 'max_items').toBe(true);
    expect(result.estimator).toBe('wle');
    expect(result.passed).toBe(result.score >= 80);
  });

  it('ends with bank_exhausted when the bank is smaller than the minimum', () => {
    const small = makeBank(['Único'], 5);
    const responses: CatResponse[] = small.map(({ id, topic, a, b }) => ({ itemId: id, topic, a, b, correct: true }));
    const step = nextStep({ bank: small, responses, random: createRandom(1) });
    expect(step.kind === 'result' && step.result.stopReason).toBe('bank_exhausted');
  });

  it('applies the route pass mark', () => {
    const responses: CatResponse[] = bank
      .slice(0, 20)
      .map(({ id, topic, a, b }, i) => ({ itemId: id, topic, a, b, correct: i % 4 !== 0 }));
    const lenient = nextStep({ bank, responses, config: { passMark: 30, maxItems: 20 }, random: createRandom(1) });
    const strict = nextStep({ bank, responses, config: { passMark: 99, maxItems: 20 }, random: createRandom(1) });
    expect(lenient.kind === 'result' && lenient.result.passed).toBe(true);
    expect(strict.kind === 'result' && strict.result.passed).toBe(false);
  });

  it('spends more items on learners at the pass mark than on those far from it (ADR 053)', () => {
    // The fixture bank is small, so a looser SE target lets the precision stop fire at all.
    const meanLength = (theta: number, passMarkHoldZ: number) => {
      const lengths = Array.from({ length: 12 }, (_, i) => {
        const { shown } = play(`corte-${String(i)}`, theta, createRandom(500 + i), {
          passMarkHoldZ,
          targetSe: 0.45,
          maxItems: 20,
        });
        return shown.length;
      });
      return lengths.reduce((sum, n) => sum + n, 0) / lengths.length;
    };
    const atCut = abilityAtPassMark(80);
    expect(meanLength(atCut, 0.5)).toBeGreaterThan(meanLength(atCut, 0) + 1);
    expect(meanLength(-1.5, 0.5)).toBeCloseTo(meanLength(-1.5, 0), 0);
  });

  it('rejects impossible settings', () => {
    expect(() => resolveCatConfig({ minItems: 10, maxItems: 5 })).toThrow(RangeError);
    expect(() => resolveCatConfig({ targetSe: 0 })).toThrow(RangeError);
    expect(() => resolveCatConfig({ passMark: 120 })).toThrow(RangeError);
    expect(resolveCatConfig()).toEqual({
      minItems: 8,
      maxItems: 25,
      targetSe: 0.38,
      randomesqueK: 5,
      topicSlack: 1,
      passMark: 80,
      scoreEstimator: 'wle',
      wleMinItems: 5,
      passMarkHoldZ: 0.5,
    });
    expect(() => resolveCatConfig({ passMarkHoldZ: -1 })).toThrow(RangeError);
  });
});
