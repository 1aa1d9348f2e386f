import { describe, expect, it } from 'vitest';
import {
  deriveRoute,
  noBankReason,
  percentOf,
  pretestFirstReason,
  type EvaluationStatus,
  type StepInputs,
} from './route-steps.js';

const item = (id: string, required = true) => ({
  id,
  kind: 'text',
  title: `Lección ${id}`,
  durationMinutes: 5,
  required,
});
type Row = { completedAt: string | null; secondsSpent: number };
const done: Row = { completedAt: '2026-11-21T10:00:00Z', secondsSpent: 60 };
const started: Row = { completedAt: null, secondsSpent: 30 };

function derive(overrides: Partial<StepInputs>) {
  return deriveRoute({
    routeId: 'r',
    unlockInOrder: true,
    items: [item('1'), item('2', false), item('3')],
    progress: new Map(),
    lastItemId: null,
    ...overrides,
  });
}

describe('deriveRoute', () => {
  it('rounds the percentage down so an unfinished route never shows 100 %', () => {
    expect(percentOf(2, 3)).toBe(66);
    expect(percentOf(199, 200)).toBe(99);
    expect(percentOf(0, 0)).toBe(0);
  });

  it('counts only required items and lets optional ones stay open without blocking', () => {
    const result = derive({ progress: new Map([['1', done]]) });
    expect(result.progress).toMatchObject({ percent: 50, completedItems: 1, requiredItems: 2 });
    // The optional item 2 does not block item 3.
    expect(result.lockOf('3')).toBeNull();
  });

  it('names the first unfinished required item as what unlocks the later ones', () => {
    const result = derive({});
    expect(result.lockOf('1')).toBeNull();
    expect(result.lockOf('3')).toBe('Complete primero «Lección 1» para desbloquear este paso.');
    expect(result.steps.at(-1)).toMatchObject({ kind: 'test', state: 'locked' });
  });

  it('sends "Continuar" back to the item in progress, else to the first open one', () => {
    const resumed = derive({
      progress: new Map([
        ['1', done],
        ['3', started],
      ]),
      lastItemId: '3',
    });
    expect(resumed.nextStepHref).toBe('/rutas/r/3');
    expect(resumed.progress.secondsSpent).toBe(90);
    const fresh = derive({ lastItemId: '3' });
    expect(fresh.nextStepHref).toBe('/rutas/r/1');
  });

  const withBank = (overrides: Partial<EvaluationStatus> = {}): EvaluationStatus => ({
    hasBank: true,
    pretest: 'done',
    testPassed: false,
    testInProgress: false,
    testAttempts: 0,
    attemptsAllowed: 3,
    ...overrides,
  });
  const allDone = new Map([
    ['1', done],
    ['2', done],
    ['3', done],
  ]);

  it('keeps both evaluations locked while the route has no item bank, and the content open', () => {
    const result = derive({ progress: allDone });
    expect(result.steps[0]).toMatchObject({ kind: 'pretest', state: 'locked', lockedReason: noBankReason });
    expect(result.steps.at(-1)).toMatchObject({ kind: 'test', state: 'locked', lockedReason: noBankReason });
    expect(result.lockOf('1')).toBeNull();
    expect(result.nextStepHref).toBeNull();
  });

  it('asks for the pre-test before any content when the route has a bank', () => {
    const result = derive({ evaluation: withBank({ pretest: 'none' }) });
    expect(result.lockOf('1')).toBe(pretestFirstReason);
    expect(result.nextStepHref).toBe('/rutas/r/pretest');
    expect(result.steps[0]?.state).toBe('available');
  });

  it('opens the final test once every required item is done', () => {
    const result = derive({
      progress: new Map([
        ['1', done],
        ['3', done],
      ]),
      evaluation: withBank(),
    });
    expect(result.progress.state).toBe('content_done');
    expect(result.nextStepHref).toBe('/rutas/r/2');
    const all = derive({ progress: allDone, evaluation: withBank() });
    expect(all.nextStepHref).toBe('/rutas/r/test');
  });

  it('completes the route when the test is passed and locks the test when attempts run out', () => {
    const passed = derive({ progress: allDone, evaluation: withBank({ testPassed: true, testAttempts: 1 }) });
    expect(passed.progress.state).toBe('completed');
    expect(passed.steps.at(-1)?.state).toBe('done');
    const spent = derive({ progress: allDone, evaluation: withBank({ testAttempts: 3 }) });
    expect(spent.steps.at(-1)).toMatchObject({
      state: 'locked',
      lockedReason: 'Ya usó los 3 intentos permitidos para la evaluación final.',
    });
  });
});
