/*
 * Fills a migrated database with a large, deterministic learning history through bulk SQL (INSERT … SELECT over a
 * number series), never through the API: companies, learners, routes with items and banks, enrolments, content
 * progress, pre-tests and final tests with their answers, certificates and PHVA actions (decision 039).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../apps/server/src/db/schema.js';

export interface GenerateSize {
  companies: number;
  learners: number;
  routes: number;
  /** Items per route; each enrolment has progress on `progressPerEnrolment` of them. */
  itemsPerRoute: number;
  enrolmentsPerLearner: number;
  progressPerEnrolment: number;
  /** Answers per pre-test and per final test. */
  answersPerTest: number;
}

export const FULL_SIZE: GenerateSize = {
  companies: 200,
  learners: 100_000,
  routes: 10,
  itemsPerRoute: 30,
  enrolmentsPerLearner: 3,
  progressPerEnrolment: 10,
  answersPerTest: 4,
};

export type Kind = 'sqlite' | 'postgres';

/** The history ends at `end` and spans the year before it. */
const YEAR_SECONDS = 365 * 86_400;

function series(kind: Kind, n: number) {
  return kind === 'postgres'
    ? sql`select i from generate_series(0, ${sql.lit(n - 1)}) as g(i)`
    : sql`with recursive g(i) as (select 0 union all select i + 1 from g where i < ${sql.lit(n - 1)}) select i from g`;
}

/** An ISO instant `seconds` (an SQL integer expression) after `start`. */
function instant(kind: Kind, start: string, seconds: ReturnType<typeof sql>) {
  return kind === 'postgres'
    ? sql`to_char(${sql.lit(start)}::timestamp + (${seconds}) * interval '1 second', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${sql.lit(start)}, '+' || (${seconds}) || ' seconds')`;
}

const cat = (kind: Kind, ...parts: ReturnType<typeof sql>[]) =>
  kind === 'postgres' ? sql`concat(${sql.join(parts)})` : sql.join(parts, sql` || `);

/** Counts of the rows written, by table. */
export type Written = Record<string, number>;

export async function generate(db: Kysely<Database>, kind: Kind, size: GenerateSize, end: Date): Promise<Written> {
  const start = new Date(end.getTime() - YEAR_SECONDS * 1000).toISOString().slice(0, 19).replace('T', ' ');
  const at = (seconds: ReturnType<typeof sql>) => instant(kind, start, seconds);
  const created = sql.lit(new Date(end.getTime() - YEAR_SECONDS * 1000).toISOString());
  const n = size.learners;
  const e = size.enrolmentsPerLearner;
  const p = size.progressPerEnrolment;
  const q = size.answersPerTest;
  const nRoutes = size.routes;
  const text = (v: ReturnType<typeof sql>) => (kind === 'postgres' ? sql`(${v})::text` : sql`cast(${v} as text)`);
  // Learner i's j-th enrolment is on route (i + 3j) mod routes; it starts on day (i·7 + j·41) mod 300 of the year.
  const route = (i: ReturnType<typeof sql>, j: ReturnType<typeof sql>) =>
    sql`((${i}) + 3 * (${j})) % ${sql.lit(nRoutes)}`;
  const startSecond = (i: ReturnType<typeof sql>, j: ReturnType<typeof sql>) =>
    sql`((((${i}) * 7 + (${j}) * 41) % 300) * 86400 + ((${i}) % 36000))`;
  const run = (query: ReturnType<typeof sql>) => query.execute(db);

  await run(sql`insert into companies (id, nombre, nit, trabajadores, clase_riesgo, active, created_at, updated_at)
    select ${cat(kind, sql`'c-'`, text(sql`i`))}, ${cat(kind, sql`'Empresa de prueba '`, text(sql`i`))},
      ${cat(kind, sql`'9'`, text(sql`100000000 + i`))}, 500, 'III', 1, ${created}, ${created}
    from (${series(kind, size.companies)}) s`);
  await run(sql`insert into users (id, nombre, email, password_hash, perfil, empresa_id, active, created_at, updated_at)
    select ${cat(kind, sql`'u-'`, text(sql`i`))}, ${cat(kind, sql`'Aprendiz '`, text(sql`i`))},
      ${cat(kind, sql`'aprendiz'`, text(sql`i`), sql`'@bench.example.co'`)}, 'x', 'Aprendiz',
      ${cat(kind, sql`'c-'`, text(sql`i % ${sql.lit(size.companies)}`))}, 1, ${created}, ${created}
    from (${series(kind, n)}) s`);
  await run(sql`insert into routes (id, title, summary, objectives, category, hours, level, status, pass_mark, attempts,
      unlock_in_order, validity_months, created_at, updated_at, published_at)
    select ${cat(kind, sql`'r-'`, text(sql`i`))}, ${cat(kind, sql`'Ruta de prueba '`, text(sql`i + 1`))}, 'Resumen', '[]',
      'general', 8, 'basico', 'published', 70, 3, 0, 12, ${created}, ${created}, ${created}
    from (${series(kind, nRoutes)}) s`);
  await run(sql`insert into route_items (id, route_id, position, kind, title, description, duration_minutes, required,
      created_at, updated_at)
    select ${cat(kind, sql`'i-'`, text(sql`i`))}, ${cat(kind, sql`'r-'`, text(sql`i / ${sql.lit(size.itemsPerRoute)}`))},
      i % ${sql.lit(size.itemsPerRoute)}, 'text', 'Lección', '', 5, 1, ${created}, ${created}
    from (${series(kind, nRoutes * size.itemsPerRoute)}) s`);
  await run(sql`insert into bank_items (id, route_id, topic, kind, prompt, options, explanation, level, a, b, status,
      created_at, updated_at)
    select ${cat(kind, sql`'b-'`, text(sql`i`))}, ${cat(kind, sql`'r-'`, text(sql`i / ${sql.lit(q * 2)}`))}, 'Tema', 'single',
      '¿?', '[]', '', 'basico', 1, 0, 'active', ${created}, ${created}
    from (${series(kind, nRoutes * q * 2)}) s`);

  // Enrolments: k = learner · e + j.
  const learnerOfK = sql`(k / ${sql.lit(e)})`;
  const jOfK = sql`(k % ${sql.lit(e)})`;
  const kSeries = sql`select i as k from (${series(kind, n * e)}) s`;
  await run(sql`insert into enrolments (route_id, user_id, origin, enrolled_at)
    select ${cat(kind, sql`'r-'`, text(route(learnerOfK, jOfK)))}, ${cat(kind, sql`'u-'`, text(learnerOfK))}, 'self',
      ${at(startSecond(learnerOfK, jOfK))}
    from (${kSeries}) t`);

  // Content progress: m = k · p + item; an item a day from the enrolment, the last ones updated weeks later.
  const kOfM = sql`(m / ${sql.lit(p)})`;
  const itemOfM = sql`(m % ${sql.lit(p)})`;
  const lOfM = sql`(${kOfM} / ${sql.lit(e)})`;
  const jOfM = sql`(${kOfM} % ${sql.lit(e)})`;
  const progressStart = sql`(${startSecond(lOfM, jOfM)} + ${itemOfM} * 86400)`;
  const progressUpdate = sql`(${progressStart} + (m % 5) * 86400 * 7)`;
  const capped = (s: ReturnType<typeof sql>) =>
    kind === 'postgres' ? sql`least(${s}, ${sql.lit(YEAR_SECONDS - 1)})` : sql`min(${s}, ${sql.lit(YEAR_SECONDS - 1)})`;
  await run(sql`insert into item_progress (user_id, item_id, route_id, started_at, position, max_position, seconds_spent,
      completed_at, revision, updated_at)
    select ${cat(kind, sql`'u-'`, text(lOfM))},
      ${cat(kind, sql`'i-'`, text(sql`${route(lOfM, jOfM)} * ${sql.lit(size.itemsPerRoute)} + ${itemOfM}`))},
      ${cat(kind, sql`'r-'`, text(route(lOfM, jOfM)))}, ${at(progressStart)}, 1, 1, 300,
      case when m % 4 = 0 then null else ${at(capped(progressUpdate))} end, 1, ${at(capped(progressUpdate))}
    from (select i as m from (${series(kind, n * e * p)}) s) t`);

  // Tests: every enrolment has a pre-test; two in three a final test 20 days later (passed when score ≥ 70).
  const pre = sql`(20 + (k * 37) % 60)`;
  const post = sql`(40 + (k * 53) % 61)`;
  const hasFinal = sql`k % 3 <> 2`;
  const testsOf = (kindName: string, score: ReturnType<typeof sql>, offset: number, where: ReturnType<typeof sql>) =>
    run(sql`insert into evaluation_sessions (id, route_id, user_id, kind, attempt, status, answered, theta, se, score,
        passed, pass_mark, seed, started_at, finished_at, updated_at)
      select ${cat(kind, sql.lit(`s-${kindName}-`), text(sql`k`))}, ${cat(kind, sql`'r-'`, text(route(learnerOfK, jOfK)))},
        ${cat(kind, sql`'u-'`, text(learnerOfK))}, ${sql.lit(kindName)}, 1, 'finished', ${sql.lit(q)}, 0, 1, ${score},
        ${kindName === 'test' ? sql`case when ${score} >= 70 then 1 else 0 end` : sql`null`}, 70, 1,
        ${at(capped(sql`${startSecond(learnerOfK, jOfK)} + ${sql.lit(offset)}`))},
        ${at(capped(sql`${startSecond(learnerOfK, jOfK)} + ${sql.lit(offset + 600)}`))},
        ${at(capped(sql`${startSecond(learnerOfK, jOfK)} + ${sql.lit(offset + 600)}`))}
      from (${kSeries}) t where ${where}`);
  await testsOf('pretest', pre, 3600, sql`true`);
  await testsOf('test', post, 20 * 86400, hasFinal);

  // Answers: a = k · q + position, for both tests.
  const answersOf = (kindName: string, offset: number, where: ReturnType<typeof sql>) => {
    const k = sql`(a / ${sql.lit(q)})`;
    const position = sql`(a % ${sql.lit(q)})`;
    const l = sql`(${k} / ${sql.lit(e)})`;
    const j = sql`(${k} % ${sql.lit(e)})`;
    return run(sql`insert into evaluation_answers (session_id, item_id, position, answer, correct, theta_after, se_after,
        answered_at)
      select ${cat(kind, sql.lit(`s-${kindName}-`), text(k))},
        ${cat(kind, sql`'b-'`, text(sql`${route(l, j)} * ${sql.lit(q * 2)} + ${position} + ${sql.lit(kindName === 'test' ? q : 0)}`))},
        ${position} + 1, '["a"]', a % 2, 0, 1,
        ${at(capped(sql`${startSecond(l, j)} + ${sql.lit(offset)} + ${position} * 60`))}
      from (select i as a from (${series(kind, n * e * q)}) s) t where ${where}`);
  };
  await answersOf('pretest', 3600, sql`true`);
  await answersOf('test', 20 * 86400, sql`(a / ${sql.lit(q)}) % 3 <> 2`);

  await run(sql`insert into certificates (id, code, user_id, route_id, session_id, learner_name, route_title, hours,
      score, issued_at, expires_at)
    select ${cat(kind, sql`'cert-'`, sql`s.id`)}, ${cat(kind, sql`'C'`, sql`s.id`)}, s.user_id, s.route_id, s.id,
      'Aprendiz', 'Ruta', 8, s.score, s.finished_at,
      ${kind === 'postgres' ? sql`to_char(s.finished_at::timestamp + interval '12 months', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')` : sql`strftime('%Y-%m-%dT%H:%M:%fZ', s.finished_at, '+12 months')`}
    from evaluation_sessions s where s.kind = 'test' and s.passed = 1`);

  await run(sql`insert into phva_cycles (id, company_id, period, phase, status, responsible_name, standard_set, schedule,
      created_at, updated_at)
    select ${cat(kind, sql`'cy-'`, text(sql`i`))}, ${cat(kind, sql`'c-'`, text(sql`i`))}, 2026, 'actuar', 'abierto',
      'Responsable', 21, '{}', ${created}, ${created}
    from (${series(kind, size.companies)}) s`);
  await run(sql`insert into phva_actions (id, cycle_id, code, what, owner, due_date, status, notes, closing_evidence,
      created_at, updated_at)
    select ${cat(kind, sql`'ac-'`, text(sql`i`))}, ${cat(kind, sql`'cy-'`, text(sql`i % ${sql.lit(size.companies)}`))},
      '1.2.1', 'Acción', 'Responsable', '2026-12-31',
      case i % 3 when 0 then 'pendiente' when 1 then 'en_curso' else 'cumplida' end, '', '',
      ${at(sql`(i * 86400) % ${sql.lit(YEAR_SECONDS)}`)}, ${at(sql`(i * 86400) % ${sql.lit(YEAR_SECONDS)}`)}
    from (${series(kind, size.companies * 5)}) s`);

  // Training plans: each company assigns two routes to all its people, one due two months before `end` (overdue for
  // whoever has no certificate of it) and one due three months after. 2 × learners covered pairs.
  const dueDay = (days: number) => sql.lit(new Date(end.getTime() + days * 86_400_000).toISOString().slice(0, 10));
  await run(sql`insert into training_assignments (id, route_id, target_kind, company_id, due_date, mandatory, origin,
      created_at)
    select ${cat(kind, sql`'ta-'`, text(sql`i`))}, ${cat(kind, sql`'r-'`, text(sql`((i / 2) + i % 2) % ${sql.lit(nRoutes)}`))},
      'company', ${cat(kind, sql`'c-'`, text(sql`i / 2`))},
      case when i % 2 = 0 then ${dueDay(-60)} else ${dueDay(90)} end, 1, 'plan', ${created}
    from (${series(kind, size.companies * 2)}) s`);

  const written: Written = {};
  for (const table of [
    'users',
    'enrolments',
    'item_progress',
    'evaluation_sessions',
    'evaluation_answers',
    'certificates',
    'training_assignments',
  ] as const) {
    const { rows } = await sql<{ n: string | number }>`select count(*) as n from ${sql.table(table)}`.execute(db);
    written[table] = Number(rows[0]?.n ?? 0);
  }
  return written;
}
