import crypto from 'node:crypto';
import {
  answer as answerSituation,
  attemptPassed,
  attemptView,
  debrief as debriefOf,
  EngineError,
  replay,
  scorePercent,
  startAttempt,
  type AnswerInput,
  type AnswerResult,
  type AttemptSummary,
  type AttemptView,
  type Debrief,
  type ExternalCompletionInput,
  type LockedStepDetails,
  type SessionUser,
  type SimulatorOverview,
} from '@academia/shared';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError, notFound } from '../../errors/app-error.js';
import type { Clock } from '../../infra/clock/clock.js';
import type { LearningProgressService } from '../learning-paths/learning-progress.service.js';
import type { RouteContext, RouteContextService } from '../learning-paths/route-context.service.js';
import type { ScenariosRepository } from './simulator-scenarios.repository.js';
import type { SimulatorRepository } from './simulator.repository.js';
import type { AttemptRecord, ScenarioRecord } from './simulator.types.js';

/** How many past attempts the simulator page lists. */
const ATTEMPT_LIST_LIMIT = 20;

export interface SimulatorSettings {
  /** SIMULATOR_BASE_URL without its trailing slash, or null when unset. */
  externalBaseUrl: string | null;
}

const engineErrorCodes = {
  SITUATION_NOT_CURRENT: 'SITUATION_NOT_CURRENT',
  ATTEMPT_CLOSED: 'ATTEMPT_CLOSED',
  INVALID_ANSWER: 'VALIDATION_FAILED',
} as const;

function toSummary(attempt: Omit<AttemptRecord, 'definition'>): AttemptSummary {
  return {
    id: attempt.id,
    status: attempt.status,
    score: attempt.score,
    maxScore: attempt.maxScore,
    percent: scorePercent(attempt.score, attempt.maxScore),
    passed: attempt.passed,
    startedAt: attempt.startedAt,
    finishedAt: attempt.finishedAt,
    external: attempt.external,
  };
}

/**
 * A learner playing a route's scenario (decision 037): the simulator page, starting or resuming an attempt,
 * answering the current situation, the debrief, and the completion an external simulator reports. Every answer is
 * judged by the shared engine, replaying the stored answers against the attempt's own copy of the scenario.
 */
export class SimulatorService {
  constructor(
    private readonly db: Db,
    private readonly scenarios: ScenariosRepository,
    private readonly repository: SimulatorRepository,
    private readonly contexts: RouteContextService,
    private readonly progress: LearningProgressService,
    private readonly clock: Clock,
    private readonly settings: SimulatorSettings,
  ) {}

  async overview(user: SessionUser, routeId: string): Promise<SimulatorOverview> {
    const context = await this.contexts.load(user, routeId);
    const { route, preview } = context;
    const step = context.derived.steps.find((candidate) => candidate.kind === 'simulator');
    const scenario = playable(await this.scenarios.findScenario(this.db, route.id), preview);
    const [open, attempts, best] = await Promise.all([
      this.repository.findOpenAttempt(this.db, user.id, route.id),
      this.repository.listAttempts(this.db, user.id, route.id, ATTEMPT_LIST_LIMIT),
      this.repository.bestAttempt(this.db, user.id, route.id),
    ]);
    const { definition } = scenario ?? {};
    return {
      routeId: route.id,
      routeTitle: route.title,
      scenario:
        scenario && definition
          ? {
              title: definition.title,
              summary: definition.summary,
              passPercent: definition.passPercent,
              maxScore: scenario.maxScore,
              situationCount: definition.situations.length,
            }
          : null,
      locked:
        !preview && step?.state === 'locked'
          ? { reason: step.lockedReason ?? '', unlock: context.derived.simulatorUnlock }
          : null,
      external: this.externalUrl(scenario),
      attemptInProgress: open ? await this.view(open) : null,
      best: best ? toSummary(best) : null,
      attempts: attempts.map(toSummary),
    };
  }

  /** Resumes the learner's open attempt, or starts one (abandoning the open one when `restart`). */
  async start(user: SessionUser, routeId: string, restart: boolean): Promise<AttemptView> {
    const context = await this.contexts.load(user, routeId);
    const scenario = this.requirePlayable(context, await this.scenarios.findScenario(this.db, routeId));
    if (!context.preview) await this.progress.enrolOnVisit(user, routeId);
    const now = this.clock.now().toISOString();
    const attempt = await this.db
      .transaction()
      .execute(async (tx) => {
        const open = await this.repository.findOpenAttempt(tx, user.id, routeId);
        if (open && !restart) return open;
        if (open) await this.repository.updateAttempt(tx, open.id, { status: 'abandoned', updatedAt: now });
        const state = startAttempt(scenario.definition);
        const fresh: AttemptRecord = {
          id: crypto.randomUUID(),
          routeId,
          userId: user.id,
          definition: scenario.definition,
          status: 'in_progress',
          currentSituationId: state.currentId,
          score: 0,
          maxScore: state.maxScore,
          passed: null,
          external: false,
          startedAt: now,
          updatedAt: now,
          finishedAt: null,
        };
        await this.repository.insertAttempt(tx, fresh);
        return fresh;
      })
      .catch(async (error: unknown) => {
        // Two "Empezar" at once: the partial unique index lets one attempt open; the other resumes it.
        if (!isUniqueViolation(error)) throw error;
        const open = await this.repository.findOpenAttempt(this.db, user.id, routeId);
        if (!open) throw error;
        return open;
      });
    return this.view(attempt);
  }

  async attempt(user: SessionUser, attemptId: string): Promise<AttemptView> {
    return this.view(await this.ownAttempt(user, attemptId));
  }

  /** Judges the answer to the attempt's current situation, stores it and moves the attempt on. */
  async answer(user: SessionUser, attemptId: string, input: AnswerInput): Promise<AnswerResult> {
    const attempt = await this.ownAttempt(user, attemptId);
    if (attempt.status !== 'in_progress' || !attempt.definition) throw new AppError('ATTEMPT_CLOSED');
    const definition = attempt.definition;
    const now = this.clock.now().toISOString();
    const result = await this.db
      .transaction()
      .execute(async (tx) => {
        const steps = await this.repository.listSteps(tx, attempt.id);
        const before = replay(
          definition,
          steps.map((step) => step.input),
        );
        const judged = judge(() => answerSituation(before, input));
        const passed = attemptPassed(judged.state);
        await this.repository.insertStep(tx, {
          attemptId: attempt.id,
          position: steps.length,
          situationId: input.situationId,
          input,
          points: judged.feedback.points,
          critical: judged.feedback.critical,
          createdAt: now,
        });
        await this.repository.updateAttempt(tx, attempt.id, {
          currentSituationId: judged.state.currentId,
          score: judged.state.score,
          updatedAt: now,
          ...(judged.state.finished ? { status: 'finished', passed, finishedAt: now } : {}),
        });
        return { ...judged, passed };
      })
      .catch((error: unknown) => {
        // Another answer to the same situation got in first (two tabs, a double click).
        if (isUniqueViolation(error)) throw new AppError('SITUATION_NOT_CURRENT');
        throw error;
      });
    if (result.passed) await this.progress.recordSimulatorPassed(user, attempt.routeId);
    const status = result.state.finished ? 'finished' : 'in_progress';
    return { feedback: result.feedback, attempt: attemptView(result.state, { id: attempt.id, status }) };
  }

  async debrief(user: SessionUser, attemptId: string): Promise<Debrief> {
    const attempt = await this.ownAttempt(user, attemptId);
    if (attempt.status !== 'finished' || !attempt.definition) throw new AppError('DEBRIEF_NOT_AVAILABLE');
    const steps = await this.repository.listSteps(this.db, attempt.id);
    return debriefOf(
      replay(
        attempt.definition,
        steps.map((step) => step.input),
      ),
    );
  }

  /**
   * Records the completion an external simulator reported through the learner's browser (decision 037): it is
   * stored as such (`external`), and counts as passed only when reported passed at or above the scenario's percentage.
   */
  async externalCompletion(
    user: SessionUser,
    routeId: string,
    input: ExternalCompletionInput,
  ): Promise<AttemptSummary> {
    const context = await this.contexts.load(user, routeId);
    const scenario = await this.scenarios.findScenario(this.db, routeId);
    if (!this.externalUrl(playable(scenario, context.preview))) throw new AppError('EXTERNAL_SIMULATOR_OFF');
    const playing = this.requirePlayable(context, scenario);
    if (!context.preview) await this.progress.enrolOnVisit(user, routeId);
    const now = this.clock.now().toISOString();
    const score = Math.round(input.scorePercent);
    const attempt: AttemptRecord = {
      id: crypto.randomUUID(),
      routeId,
      userId: user.id,
      definition: null,
      status: 'finished',
      currentSituationId: null,
      score,
      maxScore: 100,
      passed: input.passed && score >= playing.definition.passPercent,
      external: true,
      startedAt: now,
      updatedAt: now,
      finishedAt: now,
    };
    await this.repository.insertAttempt(this.db, attempt);
    if (attempt.passed) await this.progress.recordSimulatorPassed(user, routeId);
    return toSummary(attempt);
  }

  /** The person's simulator attempts and answers, for their own data export (Ley 1581 de 2012, right of access). */
  exportForUser(userId: string) {
    return this.repository.exportForUser(this.db, userId);
  }

  private externalUrl(scenario: ScenarioRecord | null | undefined): { url: string } | null {
    const base = this.settings.externalBaseUrl;
    if (!base || !scenario?.externalPath) return null;
    return { url: `${base}${scenario.externalPath}` };
  }

  /** The scenario a learner may play now: published (any status for an admin's preview) and its step not locked. */
  private requirePlayable(context: RouteContext, scenario: ScenarioRecord | undefined): ScenarioRecord {
    const found = playable(scenario, context.preview);
    if (!found) throw notFound('Esta ruta no tiene un escenario publicado en el simulador.');
    const step = context.derived.steps.find((candidate) => candidate.kind === 'simulator');
    if (!context.preview && step?.state === 'locked') {
      const details: LockedStepDetails = {
        route: { id: context.route.id, title: context.route.title },
        stepTitle: step.title,
        unlock: context.derived.simulatorUnlock,
      };
      throw new AppError('STEP_LOCKED', step.lockedReason ?? undefined, details);
    }
    return found;
  }

  /** The attempt when it is the user's own; 404 otherwise, so nobody learns that another's attempt exists. */
  private async ownAttempt(user: SessionUser, attemptId: string): Promise<AttemptRecord> {
    const attempt = await this.repository.findAttempt(this.db, attemptId);
    if (!attempt || attempt.userId !== user.id) throw notFound('No encontramos este intento del simulador.');
    return attempt;
  }

  private async view(attempt: AttemptRecord): Promise<AttemptView> {
    if (!attempt.definition) throw notFound('Este intento lo registró un simulador externo y no tiene recorrido.');
    const steps = await this.repository.listSteps(this.db, attempt.id);
    const state = replay(
      attempt.definition,
      steps.map((step) => step.input),
    );
    return attemptView(state, { id: attempt.id, status: attempt.status });
  }
}

function playable(scenario: ScenarioRecord | undefined, preview: boolean): ScenarioRecord | null {
  return scenario && (scenario.status === 'published' || preview) ? scenario : null;
}

/** Runs the engine, turning its refusals into the API's errors (409 for a stale situation, 400 for a bad answer). */
function judge<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof EngineError) throw new AppError(engineErrorCodes[error.code], error.message);
    throw error;
  }
}
