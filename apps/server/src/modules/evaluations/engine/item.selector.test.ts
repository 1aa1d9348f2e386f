import { describe, expect, it } from 'vitest';
import type { CatItem } from './engine.types.js';
import { itemInformation } from './irt.model.js';
import { selectNextItem } from './item.selector.js';
import { createRandom } from './random.util.js';
import { makeBank } from './test-bank.fixture.js';

const TOPICS = ['Actores', 'PHVA', 'Política', 'Obligaciones'];
const byInformation = (bank: readonly CatItem[], theta: number) =>
  [...bank].sort((x, y) => itemInformation(theta, y) - itemInformation(theta, x));

describe('selectNextItem', () => {
  it('with k = 1 picks the most informative item at θ', () => {
    const bank = makeBank(['Única'], 25, createRandom(7));
    for (const theta of [-2, -0.6, 0, 0.9, 2.4]) {
      const chosen = selectNextItem({ bank, answered: [], theta, config: { randomesqueK: 1 }, random: Math.random });
      expect(chosen?.id).toBe(byInformation(bank, theta)[0]?.id);
    }
  });

  it('with k = 5 only ever picks among the five most informative, and uses all five', () => {
    const bank = makeBank(['Única'], 25, createRandom(11));
    const top5 = new Set(
      byInformation(bank, 0.4)
        .slice(0, 5)
        .map((item) => item.id),
    );
    const random = createRandom(2024);
    const seen = new Map<string, number>();
    for (let draw = 0; draw < 2000; draw++) {
      const id = selectNextItem({ bank, answered: [], theta: 0.4, config: { randomesqueK: 5 }, random })?.id ?? '';
      seen.set(id, (seen.get(id) ?? 0) + 1);
    }
    expect(new Set(seen.keys())).toEqual(top5);
    // Uniform among five: each near 400 of 2,000 (binomial SD ≈ 18).
    for (const count of seen.values()) expect(Math.abs(count - 400)).toBeLessThan(100);
  });

  it('covers the four topics with the first four items, even when one topic is far more informative', () => {
    const bank = makeBank(TOPICS, 10).map((item) => (item.topic === 'PHVA' ? { ...item, a: 2.5 } : item));
    const random = createRandom(3);
    const answered: { itemId: string; topic: string }[] = [];
    for (let i = 0; i < 4; i++) {
      const item = selectNextItem({ bank, answered, theta: 0, random });
      if (!item) throw new Error('sin ítem');
      answered.push({ itemId: item.id, topic: item.topic });
    }
    expect(new Set(answered.map((ref) => ref.topic))).toEqual(new Set(TOPICS));
  });

  it('keeps each topic within its share of the bank plus the slack over a whole test', () => {
    // Topic shares 40 / 20 / 20 / 20 %.
    const bank = [...makeBank(['A'], 16), ...makeBank(['B', 'C', 'D'], 8)];
    const random = createRandom(5);
    const answered: { itemId: string; topic: string }[] = [];
    for (let i = 0; i < 20; i++) {
      const item = selectNextItem({ bank, answered, theta: 1.2, config: { topicSlack: 1 }, random });
      if (!item) throw new Error('sin ítem');
      answered.push({ itemId: item.id, topic: item.topic });
      for (const topic of ['A', 'B', 'C', 'D']) {
        const share = topic === 'A' ? 0.4 : 0.2;
        const count = answered.filter((ref) => ref.topic === topic).length;
        expect(count).toBeLessThanOrEqual(Math.ceil(share * answered.length + 1));
      }
    }
    const counts = ['A', 'B', 'C', 'D'].map((topic) => answered.filter((ref) => ref.topic === topic).length);
    expect(counts[0]).toBeGreaterThanOrEqual(7);
    for (const count of counts.slice(1)) expect(count).toBeGreaterThanOrEqual(3);
  });

  it('never repeats an item and returns null once the bank is used up', () => {
    const bank = makeBank(TOPICS, 3);
    const random = createRandom(9);
    const answered: { itemId: string; topic: string }[] = [];
    for (let i = 0; i < bank.length; i++) {
      const item = selectNextItem({ bank, answered, theta: 0, random });
      if (!item) throw new Error('sin ítem');
      expect(answered.some((ref) => ref.itemId === item.id)).toBe(false);
      answered.push({ itemId: item.id, topic: item.topic });
    }
    expect(selectNextItem({ bank, answered, theta: 0, random })).toBeNull();
  });

  it('falls back to the other topics when a topic runs out', () => {
    const bank = [...makeBank(['A'], 1), ...makeBank(['B'], 6)];
    const answered = [{ itemId: 'A-00', topic: 'A' }];
    const item = selectNextItem({ bank, answered, theta: 0, random: createRandom(1) });
    expect(item?.topic).toBe('B');
  });

  describe('items met in earlier sessions (seen)', () => {
    const bank = makeBank(TOPICS, 6, createRandom(3));
    /** Plays a whole test of up to 20 items at θ = 0.3 and returns the ids shown. */
    const play = (seen: Map<string, number>, seed: number) => {
      const random = createRandom(seed);
      const answered: { itemId: string; topic: string }[] = [];
      for (let n = 0; n < 20; n++) {
        const item = selectNextItem({ bank, answered, theta: 0.3, random, seen });
        if (!item) break;
        answered.push({ itemId: item.id, topic: item.topic });
      }
      return answered.map((ref) => ref.itemId);
    };

    it('never offers a seen item while its topic still has unseen ones', () => {
      // The three most informative items of every topic were seen: each topic keeps three unseen items.
      const seen = new Map<string, number>();
      for (const topic of TOPICS) {
        const ofTopic = byInformation(
          bank.filter((item) => item.topic === topic),
          0.3,
        );
        for (const item of ofTopic.slice(0, 3)) seen.set(item.id, 1);
      }
      for (let seed = 0; seed < 20; seed++) {
        const shown = play(seen, seed);
        for (const topic of TOPICS) {
          const ofTopic = shown.filter((id) => bank.find((item) => item.id === id)?.topic === topic);
          const firstSeen = ofTopic.findIndex((id) => seen.has(id));
          // Once a seen item of the topic comes, all three unseen ones of that topic came before it.
          if (firstSeen >= 0) expect(ofTopic.slice(0, firstSeen).filter((id) => !seen.has(id))).toHaveLength(3);
        }
      }
    });

    it('once a topic has no unseen item, offers the least recently seen first', () => {
      // Every item seen: half of each topic in session 1 (long ago), the other half in session 2.
      const seen = new Map(bank.map((item, i) => [item.id, i % 2 === 0 ? 1 : 2]));
      const shown = play(seen, 7);
      expect(shown).toHaveLength(20);
      for (const topic of TOPICS) {
        const ages = shown
          .filter((id) => bank.find((item) => item.id === id)?.topic === topic)
          .map((id) => seen.get(id));
        // Per topic: all the session-1 items that came, before any session-2 item.
        expect([...ages].sort()).toEqual(ages);
      }
    });

    it('changes nothing without a seen set', () => {
      const random = () => 0.42;
      const without = selectNextItem({ bank, answered: [], theta: 0.1, random });
      const empty = selectNextItem({ bank, answered: [], theta: 0.1, random, seen: new Map() });
      expect(empty?.id).toBe(without?.id);
    });
  });
});
