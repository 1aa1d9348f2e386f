import { bankItemInputSchema } from '@academia/shared';
import { describe, expect, it } from 'vitest';
import { itemFamilies } from '../../modules/evaluations/families/index.js';
import { handWrittenBanks, seedItemBanks } from './index.js';

/** The target: every seeded route's bank reaches this many active items (ADR 041). */
const TARGET = 200;
/**
 * Routes still under the target, with their size today. Adding items must move a route off this list: the test
 * fails when a listed route reaches the target or an unlisted one falls under it.
 */
const BELOW_TARGET = new Set<string>([]);

describe('seeded item banks', () => {
  const all = seedItemBanks.flatMap((bank) => bank.items.map((item) => ({ route: bank.routeKey, item })));

  it('every item is valid for the bank editor, with one key (single and true/false), an explanation and a topic', () => {
    for (const { route, item } of all) {
      const label = `${route}: ${item.prompt}`;
      expect(bankItemInputSchema.safeParse(item).success, label).toBe(true);
      expect(item.topic.trim().length, label).toBeGreaterThan(1);
      expect(item.explanation.trim().length, label).toBeGreaterThan(20);
      const keys = item.options.filter((o) => o.correct).length;
      if (item.kind !== 'multiple') expect(keys, label).toBe(1);
      expect(new Set(item.options.map((o) => o.text.trim().toLowerCase())).size, label).toBe(item.options.length);
    }
  });

  it('has no repeated question within a route', () => {
    for (const bank of seedItemBanks) {
      const prompts = bank.items.map((item) => item.prompt.trim().toLowerCase());
      expect(new Set(prompts).size, bank.routeKey).toBe(prompts.length);
    }
  });

  it('spreads every route over easy, medium and hard items in each of its topics', () => {
    for (const bank of handWrittenBanks) {
      const topics = new Set(bank.items.map((item) => item.topic));
      for (const topic of topics) {
        const levels = new Set(bank.items.filter((i) => i.topic === topic).map((i) => i.level));
        expect(levels.size, `${bank.routeKey} / ${topic}`).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('gives every family instance a topic of its route', () => {
    for (const family of itemFamilies) {
      const bank = handWrittenBanks.find((b) => b.routeKey === family.routeKey);
      expect(bank, family.id).toBeDefined();
      expect(new Set(bank?.items.map((i) => i.topic)).has(family.topic), family.id).toBe(true);
    }
  });

  it(`reaches ${TARGET} items on every route not listed as below the target, and lists exactly the others`, () => {
    for (const bank of seedItemBanks) {
      expect(bank.items.length >= TARGET, `${bank.routeKey}: ${bank.items.length}`).toBe(
        !BELOW_TARGET.has(bank.routeKey),
      );
    }
  });
});
