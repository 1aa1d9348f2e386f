import { sql, type RawBuilder } from 'kysely';
import type { DatabaseKind } from '../../db/database.js';
import { toCount, type Executor, type RawCount } from '../../db/executor.js';

/**
 * Read-only SQL over the learning tables for the admin dashboard and the Insight Hub (decision 039). The analytics
 * module is a read model: it reads tables other modules own (`routes`, `enrolments`, `item_progress`,
 * `evaluation_sessions`, `evaluation_answers`, `certificates`, `phva_*`, `users`) and never writes them; it writes
 * only its own derived `analytics_*` tables.
 *
 * Instants are ISO-8601 UTC text, so a period is a text range `[start, end)`; days are Bogotá calendar days
 * (UTC−5 all year, no daylight saving).
 */

/** Which people a query covers: everyone, or the people of one company. */
export type AnalyticsScope = { companyId: string | null };

/** A half-open range of instants `[start, end)` (ISO-8601 UTC text). */
export interface InstantRange {
  start: string;
  end: string;
}

/** A range of Bogotá calendar days, both included (YYYY-MM-DD). */
export interface DayRange {
  from: string;
  to: string;
}

const ACTIVITY_REFRESH = 'activity_days';

function inScope(scope: AnalyticsScope, column: RawBuilder<unknown>): RawBuilder<unknown> {
  return scope.companyId === null
    ? sql`true`
    : sql`${column} in (select u.id from users u where u.empresa_id = ${scope.companyId})`;
}

const avgOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

export class AnalyticsRepository {
  constructor(private readonly kind: DatabaseKind) {}

  /** The Bogotá day (YYYY-MM-DD) of an ISO instant column. */
  private bogotaDay(column: RawBuilder<unknown>): RawBuilder<string> {
    return this.kind === 'sqlite'
      ? sql<string>`date(${column}, '-5 hours')`
      : sql<string>`to_char((${column})::timestamptz at time zone 'UTC' - interval '5 hours', 'YYYY-MM-DD')`;
  }

  /** The Monday (YYYY-MM-DD) of the ISO week of an ISO instant column, in Bogotá. */
  private bogotaWeek(column: RawBuilder<unknown>): RawBuilder<string> {
    return this.kind === 'sqlite'
      ? sql<string>`date(${column}, '-5 hours', 'weekday 0', '-6 days')`
      : sql<string>`to_char(date_trunc('week', (${column})::timestamptz at time zone 'UTC' - interval '5 hours'), 'YYYY-MM-DD')`;
  }

  /**
   * Takes the refresh lock for the rest of the transaction: false when another process holds it (PostgreSQL). On
   * SQLite the one connection already serialises writers.
   */
  async tryRefreshLock(tx: Executor): Promise<boolean> {
    if (this.kind === 'sqlite') return true;
    const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(391039) as locked`.execute(tx);
    return rows[0]?.locked === true;
  }

  /** Instant from which the activity days must be read again; null before the first refresh. */
  async activityRefreshedThrough(db: Executor): Promise<string | null> {
    const row = await db
      .selectFrom('analytics_refresh')
      .select('through')
      .where('name', '=', ACTIVITY_REFRESH)
      .executeTakeFirst();
    return row?.through ?? null;
  }

  /**
   * Adds the (person, day) pairs of every activity recorded at or after `since` (all of it when null): content
   * progress, evaluation answers, simulator answers (a step of a built-in scenario, or the completion an external
   * simulator reports, which has no steps). Idempotent: pairs already there are kept.
   */
  async addActivityDays(db: Executor, since: string | null): Promise<void> {
    const from = since ?? '';
    // An item_progress row keeps only its last write (`updated_at`); its start and completion add the days an
    // earlier refresh would have seen, for the first fill.
    const firstFill =
      since === null
        ? sql`union all select user_id, started_at as at from item_progress
              union all select user_id, completed_at as at from item_progress where completed_at is not null`
        : sql``;
    const at = sql.ref('activity.at');
    await sql`insert into analytics_activity_days (user_id, day, week)
      select activity.user_id, ${this.bogotaDay(at)}, ${this.bogotaWeek(at)}
      from (
        select user_id, updated_at as at from item_progress where updated_at >= ${from}
        ${firstFill}
        union all
        select s.user_id, a.answered_at as at
          from evaluation_answers a join evaluation_sessions s on s.id = a.session_id
          where a.answered_at >= ${from}
        union all
        select t.user_id, st.created_at as at
          from simulator_attempt_steps st join simulator_attempts t on t.id = st.attempt_id
          where st.created_at >= ${from}
        union all
        select user_id, finished_at as at from simulator_attempts
          where external = 1 and finished_at is not null and finished_at >= ${from}
      ) activity
      where true
      group by 1, 2, 3
      on conflict do nothing`.execute(db);
  }

  async setActivityRefreshedThrough(db: Executor, through: string): Promise<void> {
    await db
      .insertInto('analytics_refresh')
      .values({ name: ACTIVITY_REFRESH, through })
      .onConflict((oc) => oc.column('name').doUpdateSet({ through }))
      .execute();
  }

  /** People with activity on any day of the range. */
  async activeLearners(db: Executor, scope: AnalyticsScope, days: DayRange): Promise<number> {
    const { rows } = await sql<{ n: RawCount }>`select count(distinct d.user_id) as n
      from analytics_activity_days d
      where d.day >= ${days.from} and d.day <= ${days.to} and ${inScope(scope, sql.ref('d.user_id'))}`.execute(db);
    return toCount(rows[0]?.n);
  }

  /** Active people per ISO week (its Monday), counting only the days of the range. */
  async weeklyActivity(db: Executor, scope: AnalyticsScope, days: DayRange): Promise<{ week: string; n: number }[]> {
    const { rows } = await sql<{ week: string; n: RawCount }>`select d.week, count(distinct d.user_id) as n
      from analytics_activity_days d
      where d.day >= ${days.from} and d.day <= ${days.to} and ${inScope(scope, sql.ref('d.user_id'))}
      group by d.week order by d.week`.execute(db);
    return rows.map((r) => ({ week: r.week, n: toCount(r.n) }));
  }

  async enrolments(db: Executor, scope: AnalyticsScope, range: InstantRange): Promise<number> {
    const { rows } = await sql<{ n: RawCount }>`select count(*) as n from enrolments e
      where e.enrolled_at >= ${range.start} and e.enrolled_at < ${range.end}
        and ${inScope(scope, sql.ref('e.user_id'))}`.execute(db);
    return toCount(rows[0]?.n);
  }

  /** Final tests finished in the range: how many, how many passed, and their average score. */
  async finalTests(
    db: Executor,
    scope: AnalyticsScope,
    range: InstantRange,
  ): Promise<{ passed: number; averageScore: number | null }> {
    const { rows } = await sql<{ passed: RawCount | null; average: number | string | null }>`select
        sum(case when s.passed = 1 then 1 else 0 end) as passed, avg(s.score) as average
      from evaluation_sessions s
      where s.kind = 'test' and s.status = 'finished'
        and s.finished_at >= ${range.start} and s.finished_at < ${range.end}
        and ${inScope(scope, sql.ref('s.user_id'))}`.execute(db);
    return { passed: toCount(rows[0]?.passed ?? 0), averageScore: avgOrNull(rows[0]?.average) };
  }

  /**
   * Average Hake gain over person-routes with a final test finished in the range and a finished pre-test (the
   * first one) below 100: g = (best final of the range − pre) ÷ (100 − pre).
   */
  async averageGain(db: Executor, scope: AnalyticsScope, range: InstantRange): Promise<number | null> {
    const { rows } = await sql<{ gain: number | string | null }>`with post as (
        select s.user_id, s.route_id, max(s.score) as score from evaluation_sessions s
        where s.kind = 'test' and s.status = 'finished'
          and s.finished_at >= ${range.start} and s.finished_at < ${range.end}
          and ${inScope(scope, sql.ref('s.user_id'))}
        group by s.user_id, s.route_id
      ), pre as (
        select p.user_id, p.route_id, p.score,
          row_number() over (partition by p.user_id, p.route_id order by p.attempt, p.started_at) as n
        from evaluation_sessions p join post on post.user_id = p.user_id and post.route_id = p.route_id
        where p.kind = 'pretest' and p.status = 'finished' and p.score is not null
      )
      select avg((post.score - pre.score) * 1.0 / (100 - pre.score)) as gain
      from post join pre on pre.user_id = post.user_id and pre.route_id = post.route_id
      where pre.n = 1 and pre.score < 100`.execute(db);
    return avgOrNull(rows[0]?.gain);
  }

  /** Certificates issued in the range and not revoked by its end. */
  async certificatesIssued(db: Executor, scope: AnalyticsScope, range: InstantRange): Promise<number> {
    const { rows } = await sql<{ n: RawCount }>`select count(*) as n from certificates c
      where c.issued_at >= ${range.start} and c.issued_at < ${range.end}
        and (c.revoked_at is null or c.revoked_at >= ${range.end})
        and ${inScope(scope, sql.ref('c.user_id'))}`.execute(db);
    return toCount(rows[0]?.n);
  }

  /** Certificates in force at `at` (issued, not revoked, not expired) whose expiry falls in `[at, until)`. */
  async certificatesExpiring(db: Executor, scope: AnalyticsScope, at: string, until: string): Promise<number> {
    const { rows } = await sql<{ n: RawCount }>`select count(*) as n from certificates c
      where c.expires_at >= ${at} and c.expires_at < ${until} and c.issued_at < ${at}
        and (c.revoked_at is null or c.revoked_at >= ${at})
        and ${inScope(scope, sql.ref('c.user_id'))}`.execute(db);
    return toCount(rows[0]?.n);
  }

  /**
   * PHVA improvement actions open at `at`: created before it and not `cumplida`, or `cumplida` by a change made at
   * or after it (an action's last change is taken as its closing time; the table keeps no closing instant).
   */
  async openActions(db: Executor, companyId: string | null, at: string): Promise<number> {
    const company = companyId === null ? sql`true` : sql`c.company_id = ${companyId}`;
    const { rows } = await sql<{ n: RawCount }>`select count(*) as n
      from phva_actions a join phva_cycles c on c.id = a.cycle_id
      where a.created_at < ${at} and (a.status <> 'cumplida' or a.updated_at >= ${at}) and ${company}`.execute(db);
    return toCount(rows[0]?.n);
  }

  /** Final tests passed in the range per route: every published route, and any other route with a pass. */
  async completionsByRoute(
    db: Executor,
    scope: AnalyticsScope,
    range: InstantRange,
  ): Promise<{ routeId: string; title: string; completions: number }[]> {
    const { rows } = await sql<{ id: string; title: string; n: RawCount | null }>`select r.id, r.title, t.n
      from routes r left join (
        select s.route_id, count(*) as n from evaluation_sessions s
        where s.kind = 'test' and s.status = 'finished' and s.passed = 1
          and s.finished_at >= ${range.start} and s.finished_at < ${range.end}
          and ${inScope(scope, sql.ref('s.user_id'))}
        group by s.route_id
      ) t on t.route_id = r.id
      where r.status = 'published' or t.n is not null`.execute(db);
    return rows
      .map((r) => ({ routeId: r.id, title: r.title, completions: toCount(r.n ?? 0) }))
      .sort((a, b) => b.completions - a.completions || a.title.localeCompare(b.title, 'es'));
  }
}
