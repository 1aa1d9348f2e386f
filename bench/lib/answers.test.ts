import { describe, expect, it } from 'vitest';
import { chooseAnswer, seededRandom } from './answers.js';

const options = (...ids: string[]) => ids.map((id) => ({ id }));

describe('chooseAnswer', () => {
  it('ticks exactly one existing option of a single-answer item', () => {
    const random = seededRandom(1);
    for (let i = 0; i < 50; i += 1) {
      const answer = chooseAnswer({ kind: 'single', options: options('a', 'b', 'c') }, random);
      expect(answer).toHaveLength(1);
      expect(['a', 'b', 'c']).toContain(answer[0]);
    }
  });

  it('ticks one or two distinct options of a multiple-answer item, both kinds over many learners', () => {
    const random = seededRandom(2);
    const sizes = new Set<number>();
    for (let i = 0; i < 100; i += 1) {
      const answer = chooseAnswer({ kind: 'multiple', options: options('a', 'b', 'c', 'd') }, random);
      expect(new Set(answer).size).toBe(answer.length);
      sizes.add(answer.length);
    }
    expect([...sizes].sort()).toEqual([1, 2]);
  });

  it('spreads choices over every option', () => {
    const random = seededRandom(3);
    const seen = new Set<string>();
    for (let i = 0; i < 200; i += 1)
      seen.add(chooseAnswer({ kind: 'true_false', options: options('v', 'f') }, random)[0]!);
    expect(seen).toEqual(new Set(['v', 'f']));
  });

  it('refuses an item without options instead of sending an empty answer', () => {
    expect(() => chooseAnswer({ kind: 'single', options: [] }, seededRandom(4))).toThrow();
  });
});

describe('seededRandom', () => {
  it('repeats the same stream for the same seed', () => {
    const first = seededRandom(42);
    const second = seededRandom(42);
    expect([first(), first(), first()]).toEqual([second(), second(), second()]);
  });
});
