import { describe, expect, it } from 'vitest';
import {
  continueAfter,
  deriveRoute,
  pretestFirstReason,
  type EvaluationStatus,
  type SimulatorStepStatus,
  type StepInputs,
} from './route-steps.js';

/** The simulator step (decision 037): after the contents, before the final test, one required step in the percent. */

const item = (id: string, required = true) => ({
  id,
  kind: 'text',
  title: `Lección ${id}`,
  durationMinutes: 5,
  required,
});
const done = { completedAt: '2026-11-21T10:00:00Z', secondsSpent: 60 };
const bank: EvaluationStatus = {
  hasBank: true,
  pretest: 'done',
  testPassed: false,
  testInProgress: false,
  testAttempts: 0,
  attemptsAllowed: 3,
};
const sim = (state: SimulatorStepStatus['state']): SimulatorStepStatus => ({
  title: 'Evacuación ante un sismo',
  state,
});

function derive(overrides: Partial<StepInputs>) {
  return deriveRoute({
    routeId: 'r',
    unlockInOrder: true,
    items: [item('1'), item('2')],
    progress: new Map(),
    lastItemId: null,
    evaluation: bank,
    ...overrides,
  });
}

const allDone = new Map([
  ['1', done],
  ['2', done],
]);
const stepOf = (result: ReturnType<typeof derive>, kind: string) => result.steps.find((step) => step.kind === kind);

describe('the simulator step', () => {
  it('is absent, and nothing changes, without a published scenario', () => {
    const result = derive({ progress: allDone });
    expect(result.steps.map((step) => step.kind)).toEqual(['pretest', 'content', 'content', 'test']);
    expect(result.progress).toMatchObject({ percent: 100, state: 'content_done' });
    expect(stepOf(result, 'test')?.state).toBe('available');
  });

  it('sits after the contents and before the final test, locked behind the first unfinished content', () => {
    const result = derive({ simulator: sim('not_started') });
    expect(result.steps.map((step) => step.kind)).toEqual(['pretest', 'content', 'content', 'simulator', 'test']);
    expect(stepOf(result, 'simulator')).toMatchObject({
      title: 'Evacuación ante un sismo',
      required: true,
      state: 'locked',
      lockedReason: 'Complete primero «Lección 1» para desbloquear este paso.',
      href: '/rutas/r/simulador',
    });
    expect(result.simulatorUnlock).toEqual({ kind: 'content', title: 'Lección 1', href: '/rutas/r/1' });
  });

  it('is locked by the initial test like the contents', () => {
    const result = derive({ simulator: sim('not_started'), evaluation: { ...bank, pretest: 'none' } });
    expect(stepOf(result, 'simulator')).toMatchObject({ state: 'locked', lockedReason: pretestFirstReason });
    expect(result.simulatorUnlock?.kind).toBe('pretest');
  });

  it('opens when the contents are done, is where "Continuar" leads, and keeps the final test locked naming it', () => {
    const result = derive({ simulator: sim('not_started'), progress: allDone, lastItemId: '2' });
    expect(stepOf(result, 'simulator')).toMatchObject({ state: 'available', lockedReason: null });
    expect(result.nextStepHref).toBe('/rutas/r/simulador');
    expect(continueAfter(result, '2')).toEqual({
      kind: 'simulator',
      title: 'Evacuación ante un sismo',
      href: '/rutas/r/simulador',
    });
    expect(stepOf(result, 'test')).toMatchObject({
      state: 'locked',
      lockedReason: 'Apruebe el simulador «Evacuación ante un sismo» para desbloquear la evaluación final.',
    });
    // Two contents of two, and the simulator not passed: 2 of 3 required steps.
    expect(result.progress).toMatchObject({ percent: 66, completedItems: 2, requiredItems: 2, state: 'in_progress' });
  });

  it('shows an unfinished or failed attempt as in progress', () => {
    expect(stepOf(derive({ simulator: sim('in_progress'), progress: allDone }), 'simulator')?.state).toBe(
      'in_progress',
    );
  });

  it('once passed, is done, counts in the percent and unlocks the final test', () => {
    const result = derive({ simulator: sim('passed'), progress: allDone });
    expect(stepOf(result, 'simulator')?.state).toBe('done');
    expect(stepOf(result, 'test')).toMatchObject({ state: 'available', lockedReason: null });
    expect(result.progress).toMatchObject({ percent: 100, state: 'content_done' });
    expect(result.nextStepHref).toBe('/rutas/r/test');
    expect(continueAfter(result, '2')?.kind).toBe('test');
  });

  it('still asks for the contents first when the simulator is passed but a content is not', () => {
    const result = derive({ simulator: sim('passed'), progress: new Map([['1', done]]) });
    expect(stepOf(result, 'test')?.lockedReason).toBe(
      'Complete todos los contenidos obligatorios para desbloquear la evaluación final.',
    );
    expect(result.progress.percent).toBe(66);
  });
});
