import { readInSlices } from '../../db/chunks.js';
import type { AnswerInput, ScenarioDefinition, SimulatorAttemptStatus } from '@academia/shared';
import type { Selectable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { SimulatorAttemptsTable } from '../../db/schema.js';
import type { AttemptRecord, AttemptStepRecord } from './simulator.types.js';

function toAttempt(row: Selectable<SimulatorAttemptsTable>): AttemptRecord {
  return {
    id: row.id,
    routeId: row.route_id,
    userId: row.user_id,
    definition: row.definition === null ? null : (JSON.parse(row.definition) as ScenarioDefinition),
    status: row.status as SimulatorAttemptStatus,
    currentSituationId: row.current_situation_id,
    score: Number(row.score),
    maxScore: Number(row.max_score),
    passed: row.passed === null ? null : Number(row.passed) === 1,
    external: Number(row.external) === 1,
    startedAt: row.started_at,
    updatedAt: row.updated_at,
    finishedAt: row.finished_at,
  };
}

/** Only the columns a summary needs: lists never parse the definitions they do not show. */
const summaryColumns = [
  'id',
  'route_id',
  'user_id',
  'status',
  'current_situation_id',
  'score',
  'max_score',
  'passed',
  'external',
  'started_at',
  'updated_at',
  'finished_at',
] as const;

/** Attempts (each with the copy of the scenario it started with) and every answer given in them. */
export class SimulatorRepository {
  async insertAttempt(db: Executor, attempt: AttemptRecord): Promise<void> {
    await db
      .insertInto('simulator_attempts')
      .values({
        id: attempt.id,
        route_id: attempt.routeId,
        user_id: attempt.userId,
        definition: attempt.definition === null ? null : JSON.stringify(attempt.definition),
        status: attempt.status,
        current_situation_id: attempt.currentSituationId,
        score: attempt.score,
        max_score: attempt.maxScore,
        passed: attempt.passed === null ? null : Number(attempt.passed),
        external: Number(attempt.external),
        started_at: attempt.startedAt,
        updated_at: attempt.updatedAt,
        finished_at: attempt.finishedAt,
      })
      .execute();
  }

  async findAttempt(db: Executor, attemptId: string): Promise<AttemptRecord | undefined> {
    const row = await db.selectFrom('simulator_attempts').selectAll().where('id', '=', attemptId).executeTakeFirst();
    return row && toAttempt(row);
  }

  async findOpenAttempt(db: Executor, userId: string, routeId: string): Promise<AttemptRecord | undefined> {
    const row = await db
      .selectFrom('simulator_attempts')
      .selectAll()
      .where('user_id', '=', userId)
      .where('route_id', '=', routeId)
      .where('status', '=', 'in_progress')
      .executeTakeFirst();
    return row && toAttempt(row);
  }

  /** The learner's attempts on a route, newest first, without their definitions. */
  async listAttempts(
    db: Executor,
    userId: string,
    routeId: string,
    limit: number,
  ): Promise<Omit<AttemptRecord, 'definition'>[]> {
    const rows = await db
      .selectFrom('simulator_attempts')
      .select(summaryColumns)
      .where('user_id', '=', userId)
      .where('route_id', '=', routeId)
      .orderBy('started_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => {
      const { definition: _none, ...attempt } = toAttempt({ ...row, definition: null });
      return attempt;
    });
  }

  /** The learner's best finished attempt on a route: passed first, then the highest share of the maximum. */
  async bestAttempt(
    db: Executor,
    userId: string,
    routeId: string,
  ): Promise<Omit<AttemptRecord, 'definition'> | undefined> {
    const rows = await db
      .selectFrom('simulator_attempts')
      .select(summaryColumns)
      .where('user_id', '=', userId)
      .where('route_id', '=', routeId)
      .where('status', '=', 'finished')
      .execute();
    const attempts = rows.map((row) => toAttempt({ ...row, definition: null }));
    const share = (a: AttemptRecord) => (a.maxScore > 0 ? a.score / a.maxScore : 0);
    attempts.sort(
      (a, b) => Number(b.passed) - Number(a.passed) || share(b) - share(a) || (a.startedAt < b.startedAt ? -1 : 1),
    );
    const [best] = attempts;
    if (!best) return undefined;
    const { definition: _none, ...attempt } = best;
    return attempt;
  }

  async updateAttempt(
    db: Executor,
    attemptId: string,
    changes: Partial<
      Pick<AttemptRecord, 'status' | 'currentSituationId' | 'score' | 'passed' | 'updatedAt' | 'finishedAt'>
    >,
  ): Promise<void> {
    await db
      .updateTable('simulator_attempts')
      .set({
        ...(changes.status !== undefined ? { status: changes.status } : {}),
        ...(changes.currentSituationId !== undefined ? { current_situation_id: changes.currentSituationId } : {}),
        ...(changes.score !== undefined ? { score: changes.score } : {}),
        ...(changes.passed !== undefined ? { passed: changes.passed === null ? null : Number(changes.passed) } : {}),
        ...(changes.updatedAt !== undefined ? { updated_at: changes.updatedAt } : {}),
        ...(changes.finishedAt !== undefined ? { finished_at: changes.finishedAt } : {}),
      })
      .where('id', '=', attemptId)
      .execute();
  }

  async insertStep(db: Executor, step: AttemptStepRecord): Promise<void> {
    await db
      .insertInto('simulator_attempt_steps')
      .values({
        attempt_id: step.attemptId,
        position: step.position,
        situation_id: step.situationId,
        input: JSON.stringify(step.input),
        points: step.points,
        critical: Number(step.critical),
        created_at: step.createdAt,
      })
      .execute();
  }

  async listSteps(db: Executor, attemptId: string): Promise<AttemptStepRecord[]> {
    const rows = await db
      .selectFrom('simulator_attempt_steps')
      .selectAll()
      .where('attempt_id', '=', attemptId)
      .orderBy('position')
      .execute();
    return rows.map((row) => ({
      attemptId: row.attempt_id,
      position: Number(row.position),
      situationId: row.situation_id,
      input: JSON.parse(row.input) as AnswerInput,
      points: Number(row.points),
      critical: Number(row.critical) === 1,
      createdAt: row.created_at,
    }));
  }

  /** Per route: whether the learner passed its simulator and whether they have any attempt at all. */
  async standings(
    db: Executor,
    userId: string,
    routeIds: string[],
  ): Promise<Map<string, { passed: boolean; started: boolean }>> {
    if (routeIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('simulator_attempts')
      .select(['route_id', 'passed', 'status'])
      .where('user_id', '=', userId)
      .where('route_id', 'in', routeIds)
      .execute();
    const standings = new Map<string, { passed: boolean; started: boolean }>();
    for (const row of rows) {
      const current = standings.get(row.route_id) ?? { passed: false, started: false };
      standings.set(row.route_id, {
        passed: current.passed || Number(row.passed) === 1,
        started: current.started || row.status !== 'abandoned',
      });
    }
    return standings;
  }

  /** Of `userIds`, those with a passed attempt on the route. */
  async passedUsers(db: Executor, routeId: string, userIds: string[]): Promise<Set<string>> {
    if (userIds.length === 0) return new Set();
    const rows = await readInSlices(userIds, (slice) =>
      db
        .selectFrom('simulator_attempts')
        .select('user_id')
        .distinct()
        .where('route_id', '=', routeId)
        .where('user_id', 'in', slice)
        .where('passed', '=', 1)
        .execute(),
    );
    return new Set(rows.map((row) => row.user_id));
  }

  /** The person's attempts on every route with the answers they gave, for their own data export. */
  async exportForUser(db: Executor, userId: string) {
    const rows = await db
      .selectFrom('simulator_attempts')
      .select(summaryColumns)
      .where('user_id', '=', userId)
      .orderBy('started_at')
      .execute();
    const steps = rows.length
      ? await db
          .selectFrom('simulator_attempt_steps')
          .select(['attempt_id', 'position', 'situation_id', 'input', 'points', 'critical', 'created_at'])
          .where(
            'attempt_id',
            'in',
            rows.map((row) => row.id),
          )
          .orderBy('attempt_id')
          .orderBy('position')
          .execute()
      : [];
    return rows.map((row) => {
      const { definition: _snapshot, userId: _owner, ...attempt } = toAttempt({ ...row, definition: null });
      return {
        ...attempt,
        answers: steps
          .filter((step) => step.attempt_id === row.id)
          .map((step) => ({
            situationId: step.situation_id,
            answer: JSON.parse(step.input) as AnswerInput,
            points: Number(step.points),
            critical: Number(step.critical) === 1,
            at: step.created_at,
          })),
      };
    });
  }
}
