import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, migrateToLatest } from '../../apps/server/src/db/database.js';
import { fixedClock } from '../../apps/server/src/infra/clock/clock.js';
import { dashboardOf } from './dashboard-of.js';
import { FULL_SIZE, generate } from './generate.js';

// A tiny run of the scale generator on SQLite: the rows it promises, and a dashboard that reads them.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'analytics-gen-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the analytics generator (smoke size)', () => {
  it('writes the promised rows by bulk SQL, and the dashboard counts them', async () => {
    const handle = createDatabase({ dataDir: dir });
    await migrateToLatest(handle);
    const end = new Date('2026-06-15T17:00:00.000Z');
    const size = { ...FULL_SIZE, companies: 4, learners: 40 };
    const written = await generate(handle.db, handle.kind, size, end);
    expect(written).toMatchObject({
      users: 40,
      enrolments: 120,
      item_progress: 1200, // 40 · 3 · 10
      evaluation_sessions: 200, // 120 pre-tests + 80 final tests
      evaluation_answers: 800, // 200 · 4
      training_assignments: 8, // 4 companies · 2 routes
    });
    const clock = fixedClock(end);
    const service = await dashboardOf(handle, clock);
    const year = await service.dashboard({ kind: 'all' }, { period: '12m' });
    const value = (key: string) => year.kpis.find((k) => k.key === key)?.value;
    // The history spans the year before `end`; the 12-month period starts a day later, so a few fall before it.
    expect(value('enrolments')).toBeGreaterThan(100);
    expect(value('enrolments')).toBeLessThanOrEqual(120);
    expect(value('activeLearners')).toBeGreaterThan(0);
    expect(year.completionsByRoute).toHaveLength(10);
    expect(year.completionsByRoute.reduce((sum, r) => sum + r.completions, 0)).toBeLessThanOrEqual(
      written.certificates ?? 0,
    );
    expect(value('completions')).toBeGreaterThan(0);
    // The plans' first routes fell due two months before `end`: whoever has no certificate of them is overdue.
    expect(value('overdueAssignments')).toBeGreaterThan(0);
    expect(value('overdueAssignments')).toBeLessThanOrEqual(40);
    await handle.close();
  });
});
