import { paths, type NextStep, type RouteProgress, type RouteStep } from '@academia/shared';

/** The facts the step list is derived from: the route's ordered items and the learner's rows for them. */
export interface StepInputs {
  routeId: string;
  unlockInOrder: boolean;
  items: readonly {
    id: string;
    kind: string;
    title: string;
    durationMinutes: number;
    required: boolean;
  }[];
  /** Item id → the learner's progress on it. */
  progress: ReadonlyMap<string, { completedAt: string | null; secondsSpent: number }>;
  /** The item the learner last worked on, where "Continuar" should take them back. */
  lastItemId: string | null;
  /** How the learner's evaluations stand; absent means the route has no item bank yet. */
  evaluation?: EvaluationStatus | undefined;
  /** The route's published scenario and how the learner stands in it; absent when the route has none. */
  simulator?: SimulatorStepStatus | undefined;
}

/** A route's simulator step as the simulator module reports it (decision 037). */
export interface SimulatorStepStatus {
  /** The scenario's title. */
  title: string;
  /** `passed` once an attempt reached an end at or above the pass mark without a critical error. */
  state: 'not_started' | 'in_progress' | 'passed';
}

export interface EvaluationStatus {
  hasBank: boolean;
  pretest: 'none' | 'in_progress' | 'done';
  testPassed: boolean;
  testInProgress: boolean;
  testAttempts: number;
  attemptsAllowed: number;
}

export const noBankReason = 'Esta ruta todavía no tiene banco de preguntas.';
export const pretestFirstReason = 'Presente primero la prueba inicial para desbloquear los contenidos.';
export const PRETEST_TITLE = 'Prueba inicial';
export const FINAL_TEST_TITLE = 'Evaluación final';

/** Why a content is locked, as a sentence naming the step that unlocks it. */
export const completeFirstReason = (title: string) => `Complete primero «${title}» para desbloquear este paso.`;

export interface DerivedRoute {
  steps: RouteStep[];
  progress: RouteProgress;
  nextStepHref: string | null;
  /** Why an item is locked (a Spanish sentence), or null when the learner may open it. */
  lockOf: (itemId: string) => string | null;
  /** The step that unlocks a locked item (the initial test or the earliest required content not done). */
  unlockOf: (itemId: string) => NextStep | null;
  /** The step that unlocks the simulator while it is locked; null when it is open or the route has none. */
  simulatorUnlock: NextStep | null;
}

export const testLockedReason = 'Complete todos los contenidos obligatorios para desbloquear la evaluación final.';

/** Why the final test is locked while the contents are done and the simulator is not passed. */
export const simulatorFirstReason = (title: string) =>
  `Apruebe el simulador «${title}» para desbloquear la evaluación final.`;

/** Percentage of required items done, rounded down so 99.9 % never shows as 100 %. */
export function percentOf(completed: number, required: number): number {
  if (required === 0) return 0;
  return Math.floor((Math.min(completed, required) / required) * 100);
}

/**
 * A route's percentage from the required contents done and, when the route has a published scenario, its simulator
 * counted as one more required step (done once passed).
 */
export function routePercent(completed: number, required: number, simulator: SimulatorStepStatus | undefined): number {
  if (!simulator) return percentOf(completed, required);
  return percentOf(completed + (simulator.state === 'passed' ? 1 : 0), required + 1);
}

/**
 * Derives the learner's view of a route: each step's state, what unlocks a locked step, the percentage and where
 * "Continuar" goes. Pure, so the same rules serve the route page and the server-side lock checks.
 */
export function deriveRoute(inputs: StepInputs): DerivedRoute {
  const locks = new Map<string, string | null>();
  const unlocks = new Map<string, NextStep>();
  const evaluation = inputs.evaluation?.hasBank ? inputs.evaluation : null;
  // With an item bank, the diagnostic pre-test comes first when the route unlocks in order.
  const gatedByPretest = Boolean(evaluation && inputs.unlockInOrder && evaluation.pretest !== 'done');
  const pretestStep: NextStep = { kind: 'pretest', title: PRETEST_TITLE, href: paths.routePretest(inputs.routeId) };
  let blocker: NextStep | null = null;
  let completedRequired = 0;
  let required = 0;
  let secondsSpent = 0;
  let started = false;

  const contentSteps: RouteStep[] = inputs.items.map((item) => {
    const row = inputs.progress.get(item.id);
    const done = Boolean(row?.completedAt);
    const href = paths.routeContent(inputs.routeId, item.id);
    const unlock = gatedByPretest ? pretestStep : inputs.unlockInOrder ? blocker : null;
    const lockedReason = !unlock
      ? null
      : unlock.kind === 'pretest'
        ? pretestFirstReason
        : completeFirstReason(unlock.title);
    locks.set(item.id, lockedReason);
    if (unlock) unlocks.set(item.id, unlock);
    if (item.required) {
      required += 1;
      if (done) completedRequired += 1;
      else blocker ??= { kind: 'content', title: item.title, href };
    }
    if (row) {
      started = true;
      secondsSpent += row.secondsSpent;
    }
    return {
      kind: 'content',
      itemId: item.id,
      itemKind: item.kind as RouteStep['itemKind'],
      title: item.title,
      durationMinutes: item.durationMinutes,
      required: item.required,
      state: done ? 'done' : lockedReason ? 'locked' : row ? 'in_progress' : 'available',
      lockedReason,
      href,
    };
  });

  const contentsDone = required > 0 && completedRequired === required;
  // The simulator comes after the contents, under the same in-order rule, and counts as one more required step.
  const simulator = inputs.simulator;
  const simulatorUnlock = !simulator ? null : gatedByPretest ? pretestStep : inputs.unlockInOrder ? blocker : null;
  const simulatorPassed = simulator?.state === 'passed';
  const simulatorStep: RouteStep | null = simulator
    ? {
        kind: 'simulator',
        itemId: null,
        itemKind: null,
        title: simulator.title,
        durationMinutes: null,
        required: true,
        state: simulatorPassed
          ? 'done'
          : simulatorUnlock
            ? 'locked'
            : simulator.state === 'in_progress'
              ? 'in_progress'
              : 'available',
        lockedReason:
          simulatorPassed || !simulatorUnlock
            ? null
            : simulatorUnlock.kind === 'pretest'
              ? pretestFirstReason
              : completeFirstReason(simulatorUnlock.title),
        href: paths.routeSimulator(inputs.routeId),
      }
    : null;
  const contentDone = contentsDone && (!simulator || simulatorPassed);
  const attemptsLeft = evaluation ? evaluation.attemptsAllowed - evaluation.testAttempts : 0;
  const pretestState: RouteStep['state'] = !evaluation
    ? 'locked'
    : evaluation.pretest === 'done'
      ? 'done'
      : evaluation.pretest === 'in_progress'
        ? 'in_progress'
        : 'available';
  const testState: RouteStep['state'] = !evaluation
    ? 'locked'
    : evaluation.testPassed
      ? 'done'
      : evaluation.testInProgress
        ? 'in_progress'
        : !contentDone || attemptsLeft <= 0
          ? 'locked'
          : 'available';
  const testReason =
    testState !== 'locked'
      ? null
      : !evaluation
        ? noBankReason
        : !contentsDone
          ? testLockedReason
          : !contentDone && simulator
            ? simulatorFirstReason(simulator.title)
            : `Ya usó los ${String(evaluation.attemptsAllowed)} intentos permitidos para la evaluación final.`;
  const steps: RouteStep[] = [
    {
      kind: 'pretest',
      itemId: null,
      itemKind: null,
      title: PRETEST_TITLE,
      durationMinutes: null,
      required: false,
      state: pretestState,
      lockedReason: evaluation ? null : noBankReason,
      href: paths.routePretest(inputs.routeId),
    },
    ...contentSteps,
    ...(simulatorStep ? [simulatorStep] : []),
    {
      kind: 'test',
      itemId: null,
      itemKind: null,
      title: FINAL_TEST_TITLE,
      durationMinutes: null,
      required: true,
      state: testState,
      lockedReason: testReason,
      href: paths.routeFinalTest(inputs.routeId),
    },
  ];

  const open = (step: RouteStep) => step.kind === 'content' && step.state !== 'done' && step.state !== 'locked';
  const last = contentSteps.find((step) => step.itemId === inputs.lastItemId);
  const next = last && open(last) ? last : contentSteps.find(open);
  const testStep = steps.at(-1);
  const isOpenStep = (step: RouteStep | null | undefined) =>
    step && (step.state === 'available' || step.state === 'in_progress') ? step : undefined;
  const nextStepHref = gatedByPretest
    ? paths.routePretest(inputs.routeId)
    : (next?.href ?? isOpenStep(simulatorStep)?.href ?? isOpenStep(testStep)?.href ?? null);
  const completed = Boolean(evaluation?.testPassed);

  return {
    steps,
    progress: {
      percent: routePercent(completedRequired, required, simulator),
      completedItems: completedRequired,
      requiredItems: required,
      secondsSpent,
      state: completed
        ? 'completed'
        : contentDone
          ? 'content_done'
          : started || evaluation?.pretest === 'done'
            ? 'in_progress'
            : 'not_started',
    },
    nextStepHref,
    lockOf: (itemId) => locks.get(itemId) ?? null,
    unlockOf: (itemId) => unlocks.get(itemId) ?? null,
    simulatorUnlock: simulatorPassed ? null : simulatorUnlock,
  };
}

const isOpen = (step: RouteStep) => step.state !== 'done' && step.state !== 'locked';
const asNext = (step: RouteStep): NextStep => ({ kind: step.kind, title: step.title, href: step.href });

/**
 * Where the learner goes once an item is done ("Completar y continuar", "Continuar"): the next content after it
 * that is open, else an earlier required content still open, else the simulator when it is open, else the final
 * test when it may be taken, else nothing (the route page). Optional contents skipped earlier are not sent back to.
 */
export function continueAfter(derived: DerivedRoute, itemId: string): NextStep | null {
  const contents = derived.steps.filter((step) => step.kind === 'content');
  const index = contents.findIndex((step) => step.itemId === itemId);
  const after = contents.slice(index + 1).find(isOpen);
  if (after) return asNext(after);
  const earlier = contents.find((step) => step.required && step.itemId !== itemId && isOpen(step));
  if (earlier) return asNext(earlier);
  const simulator = derived.steps.find((step) => step.kind === 'simulator');
  if (simulator && isOpen(simulator)) return asNext(simulator);
  const test = derived.steps.find((step) => step.kind === 'test');
  return test && isOpen(test) ? asNext(test) : null;
}
