import { describe, expect, it } from 'vitest';
import { isInFirstLoad, isOnLearnerSide } from './chunk-groups';

const SRC = '/repo/apps/web/src';

/** A module graph given as "module → its static importers" and "module → the modules importing it on demand". */
function graph(statics: Record<string, string[]>, dynamics: Record<string, string[]> = {}) {
  const ids = new Set([...Object.keys(statics), ...Object.keys(dynamics)]);
  return {
    getModuleInfo(id: string) {
      if (!ids.has(id) && id !== '/repo/apps/web/index.html') return null;
      return {
        isEntry: id === '/repo/apps/web/index.html',
        importers: statics[id] ?? [],
        dynamicImporters: dynamics[id] ?? [],
      };
    },
  };
}

const entry = '/repo/apps/web/index.html';
const main = `${SRC}/main.tsx`;
const router = `${SRC}/app/router.tsx`;
const learnerPage = `${SRC}/app/routes/learner/routes.tsx`;
const adminPage = `${SRC}/app/routes/admin/users.tsx`;
const adminLayout = `${SRC}/app/layouts/admin-layout.tsx`;
const card = `${SRC}/features/learning-paths/components/route-card.tsx`;
const table = `${SRC}/features/admin-users/components/users-table.tsx`;
const dialog = `${SRC}/features/admin-users/components/import-dialog.tsx`;
const shared = '/repo/node_modules/@mui/material/Chip/Chip.js';
const sharedByBoth = '/repo/node_modules/@mui/material/Card/Card.js';

const ctx = graph(
  {
    [main]: [entry],
    [router]: [main],
    [card]: [learnerPage],
    [table]: [adminPage],
    [shared]: [table],
    [sharedByBoth]: [card, table],
  },
  {
    [learnerPage]: [router],
    [adminPage]: [router],
    [adminLayout]: [router],
    [dialog]: [adminPage],
  },
);

describe('isOnLearnerSide', () => {
  it('keeps on the learner side what a learner page reaches, alone or shared with admin pages', () => {
    const memo = new Map<string, boolean>();
    expect(isOnLearnerSide(card, ctx, memo)).toBe(true);
    expect(isOnLearnerSide(sharedByBoth, ctx, memo)).toBe(true);
    expect(isOnLearnerSide(learnerPage, ctx, memo)).toBe(true);
  });

  it('puts on the admin side what only admin pages reach, statically or on demand', () => {
    const memo = new Map<string, boolean>();
    expect(isOnLearnerSide(shared, ctx, memo)).toBe(false);
    expect(isOnLearnerSide(table, ctx, memo)).toBe(false);
    expect(isOnLearnerSide(dialog, ctx, memo)).toBe(false);
    expect(isOnLearnerSide(adminLayout, ctx, memo)).toBe(false);
  });

  it('gives the same answers whatever order the modules are asked in', () => {
    const memo = new Map<string, boolean>();
    const order = [shared, sharedByBoth, table, card, dialog];
    const answers = order.map((id) => isOnLearnerSide(id, ctx, memo));
    expect(answers).toEqual([false, true, false, true, false]);
  });
});

describe('isInFirstLoad', () => {
  it('holds only what the entry imports statically', () => {
    const memo = new Map<string, boolean>();
    expect(isInFirstLoad(router, ctx, memo)).toBe(true);
    expect(isInFirstLoad(card, ctx, memo)).toBe(false);
    expect(isInFirstLoad(learnerPage, ctx, memo)).toBe(false);
  });
});
