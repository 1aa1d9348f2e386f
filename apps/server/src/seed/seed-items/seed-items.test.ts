import { bankItemInputSchema } from '@academia/shared';
import { describe, expect, it } from 'vitest';
import { itemFamilies } from '../../modules/evaluations/families/index.js';
import { promptKey } from '../../modules/evaluations/exposure-control.service.js';
import { seedExposureParameters } from './exposure-parameters.js';
import { handWrittenBanks, seedItemBanks } from './index.js';
import { seedBankFingerprint } from './seed-exposure.js';

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

describe('the seeded banks’ exposure parameters (ADR 041)', () => {
  it('were computed for the banks as they are now (otherwise run npm run seed:exposure -w @academia/server)', () => {
    for (const bank of seedItemBanks) {
      expect(seedExposureParameters[bank.routeKey]?.fingerprint, bank.routeKey).toBe(seedBankFingerprint(bank));
    }
  });

  it('restrict real items of each bank, each with a parameter between 0 and 1', () => {
    for (const bank of seedItemBanks) {
      const keys = new Set(bank.items.map((item) => promptKey(item.prompt)));
      // Prompts are unique within a bank, or one key would stand for two items.
      expect(keys.size, bank.routeKey).toBe(bank.items.length);
      const restricted = Object.entries(seedExposureParameters[bank.routeKey]?.restricted ?? {});
      expect(restricted.length, bank.routeKey).toBeGreaterThan(10);
      for (const [key, k] of restricted) {
        expect(keys.has(key), `${bank.routeKey}: ${key}`).toBe(true);
        expect(k).toBeGreaterThan(0);
        expect(k).toBeLessThan(1);
      }
    }
  });

  it('notices a changed bank', () => {
    const bank = seedItemBanks[0]!;
    const changed = {
      ...bank,
      items: bank.items.map((item, index) => (index === 0 ? { ...item, prompt: `${item.prompt}?` } : item)),
    };
    expect(seedBankFingerprint(changed)).not.toBe(seedBankFingerprint(bank));
  });
});
