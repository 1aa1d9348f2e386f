import crypto from 'node:crypto';
import type { AdminRoute } from '@academia/shared';
import type { FastifyInstance } from 'fastify';
import { createRoute, textItem } from './factories.js';
import { company, learnerOf, member } from './people.js';

/**
 * A small hand-built dataset whose every number is worked out in modules/insights/insights.test.ts. Now is 2026-06-15 15:00 UTC;
 * the default 30-day period starts 2026-05-16 15:00 UTC; "inactive" means no activity since 2026-06-01 15:00 UTC.
 *
 * Route R: items i1, i2, i3 and a bank whose question q1 is about «Conceptos» and q2 about «Prácticas».
 * - a1 (company A) enrolled 06-01, pre-test 30, completed i1–i3, final 90 passed (06-10).
 * - a2 (A) enrolled 06-02, pre-test 20, nothing since → low pre-test.
 * - a3 (A) enrolled 05-20, pre-test 50, completed i1 on 05-21, nothing since → inactive.
 * - b1 (B) enrolled 06-05, pre-test 60, completed i1–i3, final 40 failed (06-12) → failed final.
 * - b2 (B) enrolled 03-01 (outside 30 days), pre-test 100, final 100 passed (03-10): only in the 12-month period.
 */
export const NOW = '2026-06-15T15:00:00.000Z';

export async function buildDataset(app: FastifyInstance, adminCookie: string) {
  const db = app.database.db;
  const companyA = (await company(app, 'Constructora Andina S.A.S.', '900123456-1')).id;
  const companyB = (await company(app, 'Logística del Caribe S.A.S.', '800197268-4')).id;
  const leadA = await member(app, 'Responsable SST', companyA, 'Laura Gómez');
  const leadB = await member(app, 'Responsable SST', companyB, 'Mario Díaz');
  const route: AdminRoute = await createRoute(app, adminCookie, {
    title: 'Trabajo seguro en alturas',
    items: [textItem('Introducción'), textItem('Equipos de protección'), textItem('Rescate')],
    publish: true,
    bank: Array.from({ length: 8 }, (_, i) => ({
      topic: i === 0 ? 'Conceptos básicos' : 'Prácticas seguras',
      kind: 'single' as const,
      level: 'medium' as const,
      prompt: `¿Pregunta número ${String(i + 1)} sobre protección?`,
      options: [
        { id: 'a', text: 'Correcta', correct: true },
        { id: 'b', text: 'Incorrecta', correct: false },
      ],
      explanation: '',
    })),
  });
  const items = await db
    .selectFrom('route_items')
    .select('id')
    .where('route_id', '=', route.id)
    .orderBy('position')
    .execute();
  const bank = await db
    .selectFrom('bank_items')
    .select(['id', 'topic', 'prompt'])
    .where('route_id', '=', route.id)
    .execute();
  const q1 = bank.find((b) => b.topic === 'Conceptos básicos')?.id ?? '';
  const q2 = bank.find((b) => b.topic === 'Prácticas seguras')?.id ?? '';
  const [i1, i2, i3] = items.map((i) => i.id);

  const a1 = await learnerOf(app, companyA, 'Ana Pérez');
  const a2 = await learnerOf(app, companyA, 'Andrés Núñez');
  const a3 = await learnerOf(app, companyA, 'Ángela Ruiz');
  const b1 = await learnerOf(app, companyB, 'Bernardo Ríos');
  const b2 = await learnerOf(app, companyB, 'Beatriz Mejía');

  const enrol = (userId: string, day: string, lastActivity: string | null) =>
    db
      .insertInto('enrolments')
      .values({
        route_id: route.id,
        user_id: userId,
        origin: 'visit',
        enrolled_at: `${day}T14:00:00.000Z`,
        last_item_id: null,
        last_activity_at: lastActivity ? `${lastActivity}T14:00:00.000Z` : null,
        content_completed_at: null,
      })
      .execute();
  const complete = (userId: string, itemIds: (string | undefined)[], day: string, seconds: number) =>
    db
      .insertInto('item_progress')
      .values(
        itemIds.map((itemId) => ({
          user_id: userId,
          item_id: itemId ?? '',
          route_id: route.id,
          started_at: `${day}T14:00:00.000Z`,
          position: 0,
          max_position: 0,
          seconds_spent: seconds,
          completed_at: `${day}T14:30:00.000Z`,
          quiz_state: null,
          revision: 1,
          updated_at: `${day}T14:30:00.000Z`,
        })),
      )
      .execute();
  /** A finished session with its answers: [item, correct] pairs. */
  const session = async (
    userId: string,
    kind: 'pretest' | 'test',
    day: string,
    score: number,
    answers: [string, boolean][],
  ) => {
    const id = crypto.randomUUID();
    const at = `${day}T15:00:00.000Z`;
    await db
      .insertInto('evaluation_sessions')
      .values({
        id,
        route_id: route.id,
        user_id: userId,
        kind,
        attempt: 1,
        status: 'finished',
        current_item_id: null,
        answered: answers.length,
        theta: 0,
        se: 0.5,
        score,
        passed: kind === 'test' ? (score >= 80 ? 1 : 0) : null,
        pass_mark: 80,
        stop_reason: 'max_items',
        mastery: null,
        seed: 1,
        started_at: `${day}T14:45:00.000Z`,
        finished_at: at,
        updated_at: at,
      })
      .execute();
    await db
      .insertInto('evaluation_answers')
      .values(
        answers.map(([itemId, correct], position) => ({
          session_id: id,
          item_id: itemId,
          position,
          answer: '["a"]',
          correct: correct ? 1 : 0,
          theta_after: 0,
          se_after: 0.5,
          answered_at: at,
        })),
      )
      .execute();
  };

  await enrol(a1.id, '2026-06-01', '2026-06-09');
  await session(a1.id, 'pretest', '2026-06-01', 30, [
    [q1, false],
    [q2, true],
  ]);
  await complete(a1.id, [i1, i2, i3], '2026-06-09', 600);
  await session(a1.id, 'test', '2026-06-10', 90, [
    [q1, true],
    [q2, true],
  ]);

  await enrol(a2.id, '2026-06-02', null);
  await session(a2.id, 'pretest', '2026-06-02', 20, [
    [q1, false],
    [q2, false],
  ]);

  await enrol(a3.id, '2026-05-20', '2026-05-21');
  await session(a3.id, 'pretest', '2026-05-20', 50, [
    [q1, true],
    [q2, false],
  ]);
  await complete(a3.id, [i1], '2026-05-21', 300);

  await enrol(b1.id, '2026-06-05', '2026-06-11');
  await session(b1.id, 'pretest', '2026-06-05', 60, [
    [q1, false],
    [q2, true],
  ]);
  await complete(b1.id, [i1, i2, i3], '2026-06-11', 900);
  await session(b1.id, 'test', '2026-06-12', 40, [
    [q1, false],
    [q2, true],
  ]);

  await enrol(b2.id, '2026-03-01', '2026-03-05');
  await session(b2.id, 'pretest', '2026-03-01', 100, [
    [q1, true],
    [q2, true],
  ]);
  await complete(b2.id, [i1, i2, i3], '2026-03-05', 1200);
  await session(b2.id, 'test', '2026-03-10', 100, [
    [q1, true],
    [q2, true],
  ]);

  return { companyA, companyB, leadA, leadB, route, q1, q2, items: { i1, i2, i3 }, people: { a1, a2, a3, b1, b2 } };
}
