import { describe, expect, it } from 'vitest';
import { simulateCat } from './cat.simulation.js';
import type { CatItem } from './engine.types.js';
import { probabilityCorrect } from './irt.model.js';
import { createRandom } from './random.util.js';

/** Forty hand-written items of average quality and a family of 30 very informative siblings at every difficulty. */
function bankWithFamily(): CatItem[] {
  const hand = Array.from({ length: 40 }, (_, i) => ({ id: `h${i}`, topic: `T${i % 4}`, a: 0.8, b: -2 + (i % 9) / 2 }));
  const family = Array.from({ length: 30 }, (_, i) => ({
    id: `f${i}`,
    topic: `T${i % 4}`,
    a: 2.4,
    b: -1.5 + i / 10,
    familyId: 'ruta/familia',
  }));
  return [...hand, ...family];
}

describe('family separation', () => {
  it('shows at most one instance of a family per test, however informative its siblings are', () => {
    const bank = bankWithFamily();
    const random = createRandom(41);
    for (const theta of [-2, -1, 0, 0.8, 1.5, 2.5]) {
      for (let run = 0; run < 20; run++) {
        const { itemIds } = simulateCat({
          bank,
          config: { minItems: 15, maxItems: 15 },
          random,
          respond: (item) => random() < probabilityCorrect(theta, item),
        });
        expect(itemIds).toHaveLength(15);
        expect(itemIds.filter((id) => id.startsWith('f')).length).toBeLessThanOrEqual(1);
      }
    }
  });

  it('uses more siblings only when the bank has nothing else left', () => {
    const bank = bankWithFamily().filter((item) => item.id.startsWith('f') || item.id === 'h0');
    const random = createRandom(5);
    const { itemIds } = simulateCat({
      bank,
      config: { minItems: 5, maxItems: 5, targetSe: 0.01 },
      random,
      respond: () => random() < 0.5,
    });
    expect(itemIds).toHaveLength(5);
    expect(itemIds).toContain('h0');
    expect(itemIds.filter((id) => id.startsWith('f'))).toHaveLength(4);
  });
});

describe('family separation across attempts', () => {
  it('prefers an unseen sibling to repeating an item met in an earlier session', () => {
    const bank: CatItem[] = [
      { id: 'h1', topic: 'T', a: 1, b: 0 },
      { id: 'h2', topic: 'T', a: 1, b: 0.1 },
      { id: 'f1', topic: 'T', a: 1, b: 0.2, familyId: 'fam' },
      { id: 'f2', topic: 'T', a: 1, b: 0.3, familyId: 'fam' },
    ];
    const seen = new Map([
      ['h1', 1],
      ['h2', 1],
    ]);
    const random = createRandom(3);
    const { itemIds } = simulateCat({
      bank,
      seen,
      config: { minItems: 2, maxItems: 2, targetSe: 0.01 },
      random,
      respond: () => true,
    });
    expect(itemIds.sort()).toEqual(['f1', 'f2']);
  });
});
