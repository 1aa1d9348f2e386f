import { evaluationKinds } from '@academia/shared';
import { sql, type RawBuilder } from 'kysely';
import { bogotaDaySql } from '../../db/bogota-day.js';
import { chunks } from '../../db/chunks.js';
import type { DatabaseKind } from '../../db/database.js';
import { toCount, type Executor, type RawCount } from '../../db/executor.js';
import { addDays, bogotaDay, isoWeekStart } from './dashboard-period.js';

/** Ids (or rows of a few columns) per statement in the refresh's batched writes. */
const ROWS_PER_STATEMENT = 500;

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

/**
 * The marks of the rollups (decision 046) in `analytics_refresh`, apart from the activity days' so that a database
 * that had activity days before the rollups existed fills them from scratch on its next refresh.
 */
const ROLLUP_NAMES = [
  'activity_weeks',
  'route_results',
  'evaluation_facts',
  'answer_weeks',
  'item_weeks',
  'item_completions',
  'item_usage',
  'enrolment_risk',
  'plan_pairs',
  'daily_totals',
] as const;
export type RollupName = (typeof ROLLUP_NAMES)[number];

/** A person whose week rows are counted under another company than their current one. */
export interface MovedPerson {
  userId: string;
  from: string;
  to: string;
}

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
    return bogotaDaySql(this.kind, column);
  }

  /** The Monday (YYYY-MM-DD) of the ISO week of an ISO instant column, in Bogotá. */
  private bogotaWeek(column: RawBuilder<unknown>): RawBuilder<string> {
    return this.kind === 'sqlite'
      ? sql<string>`date(${column}, '-5 hours', 'weekday 0', '-6 days')`
      : sql<string>`to_char(date_trunc('week', (${column})::timestamptz at time zone 'UTC' - interval '5 hours'), 'YYYY-MM-DD')`;
  }

  /**
   * Takes the refresh lock for the rest of the transaction: false when another process holds it (PostgreSQL). On
   * SQLite the one connection already serialises writers. The lock is the schema's: advisory locks belong to the
   * whole database, and the API tests run their files side by side, each in a schema of its own, where one file's
   * refresh made another's skip its work.
   */
  async tryRefreshLock(tx: Executor): Promise<boolean> {
    if (this.kind === 'sqlite') return true;
    const { rows } = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_xact_lock(391039, hashtext(current_schema())) as locked`.execute(tx);
    return rows[0]?.locked === true;
  }

  /**
   * The mark every rollup shares when nothing any of them reads was written at or after it, and nobody changed
   * company: a refresh then has nothing to add (decision 066). Null when the marks differ or one is missing (a first
   * fill, a rollup added by a migration), or when something is new; the refresh then runs in full. Each source is
   * read through an index on its time, so a quiet check is one statement over empty index ranges. A rollup that
   * starts reading a new table or column must add it here; `quiet-refresh.test.ts` writes each source in turn.
   */
  async quietSince(db: Executor): Promise<string | null> {
    const marks = [ACTIVITY_REFRESH, ...ROLLUP_NAMES];
    const since = sql.ref('m.through');
    const none = (from: RawBuilder<unknown>) => sql`not exists (select 1 from ${from})`;
    const { rows } = await sql<{ through: string }>`select m.through from (
        select min(through) as through, count(*) as n, count(distinct through) as distinct_marks
        from analytics_refresh where name in (${sql.join(marks)})
      ) m
      where m.n = ${marks.length} and m.distinct_marks = 1
        and ${none(sql`item_progress p where p.updated_at >= ${since}`)}
        and ${none(sql`evaluation_answers a where a.answered_at >= ${since}`)}
        and ${none(sql`evaluation_sessions s where s.kind in (${sql.join([...evaluationKinds])}) and s.status = 'finished'
          and s.finished_at >= ${since}`)}
        and ${none(sql`evaluation_sessions s where s.status = 'in_progress' and s.started_at >= ${since}`)}
        and ${none(sql`simulator_attempt_steps st where st.created_at >= ${since}`)}
        and ${none(sql`simulator_attempts t where t.finished_at >= ${since}`)}
        and ${none(sql`enrolments e where e.enrolled_at >= ${since}`)}
        and ${none(sql`certificates c where c.issued_at >= ${since}`)}
        and ${none(sql`certificates c where c.revoked_at >= ${since}`)}
        and ${none(sql`users u where u.updated_at >= ${since}`)}
        and ${none(sql`training_assignments ta where ta.created_at >= ${since} or ta.archived_at >= ${since}`)}
        and ${none(sql`analytics_moved_people`)}`.execute(db);
    return rows[0]?.through ?? null;
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
   * simulator reports, which has no steps). Idempotent: pairs already there are kept. Then gives the days of the
   * people with a new one their previous activity day (decision 060).
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
    const { rows: added } = await sql<{ user_id: string }>`insert into analytics_activity_days (user_id, day, week)
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
      on conflict do nothing
      ${since === null ? sql`` : sql`returning user_id`}`.execute(db);
    if (since === null) await this.fillPreviousDays(db);
    else await this.linkNewDays(db, [...new Set(added.map((r) => r.user_id))], bogotaDay(new Date(since)));
  }

  /** Every activity day's previous one of the same person, in one pass: the first fill. */
  private async fillPreviousDays(db: Executor): Promise<void> {
    await sql`update analytics_activity_days set prev_day = l.prev_day
      from (
        select user_id, day, lag(day) over (partition by user_id order by day) as prev_day
        from analytics_activity_days
      ) l
      where l.user_id = analytics_activity_days.user_id and l.day = analytics_activity_days.day
        and l.prev_day is not null`.execute(db);
  }

  /**
   * The previous activity day of `people`'s days from `fromDay` on, where their new days are: a new day is linked
   * to the one before it, and a later day (a transaction that committed late can add a day before one already
   * there) to the new one.
   */
  private async linkNewDays(db: Executor, people: readonly string[], fromDay: string): Promise<void> {
    for (const slice of chunks(people)) {
      await sql`update analytics_activity_days set prev_day = (
          select max(p.day) from analytics_activity_days p
          where p.user_id = analytics_activity_days.user_id and p.day < analytics_activity_days.day
        )
        where user_id in (${sql.join(slice)}) and day >= ${fromDay}`.execute(db);
    }
  }

  async setActivityRefreshedThrough(db: Executor, through: string): Promise<void> {
    await this.setRefreshedThrough(db, ACTIVITY_REFRESH, through);
  }

  /** Instant from which a rollup must be brought up to date; null before its first fill. */
  async rollupRefreshedThrough(db: Executor, name: RollupName): Promise<string | null> {
    const row = await db.selectFrom('analytics_refresh').select('through').where('name', '=', name).executeTakeFirst();
    return row?.through ?? null;
  }

  async setRollupRefreshedThrough(db: Executor, name: RollupName, through: string): Promise<void> {
    await this.setRefreshedThrough(db, name, through);
  }

  private async setRefreshedThrough(db: Executor, name: string, through: string): Promise<void> {
    await db
      .insertInto('analytics_refresh')
      .values({ name, through })
      .onConflict((oc) => oc.column('name').doUpdateSet({ through }))
      .execute();
  }

  /**
   * Records the company (`''` for none) of every person with activity days from `sinceDay` on (all of them when
   * null) who has none recorded yet. The week rows take their company from here, so that the two always agree.
   */
  async addActivityPeople(db: Executor, sinceDay: string | null): Promise<void> {
    await sql`insert into analytics_people (user_id, company_id)
      select u.id, coalesce(u.empresa_id, '')
      from users u
      where u.id in (select d.user_id from analytics_activity_days d where d.day >= ${sinceDay ?? ''})
      on conflict do nothing`.execute(db);
  }

  /**
   * People whose week rows are counted under another company than the one they belong to now. Only the people the
   * `users_company_moved` trigger noted can be such (decision 051); they are claimed by deleting their notes, so a
   * change committed after this read is noted again for the next refresh, and a rollback of the refresh keeps them.
   */
  async movedPeople(db: Executor): Promise<MovedPerson[]> {
    const { rows: noted } = await sql<{ user_id: string }>`delete from analytics_moved_people
      returning user_id`.execute(db);
    const moved: MovedPerson[] = [];
    for (const batch of chunks(
      noted.map((r) => r.user_id),
      ROWS_PER_STATEMENT,
    )) {
      const { rows } = await sql<{ user_id: string; from_company: string; to_company: string }>`select p.user_id,
          p.company_id as from_company, coalesce(u.empresa_id, '') as to_company
        from analytics_people p join users u on u.id = p.user_id
        where p.user_id in (${sql.join(batch)}) and p.company_id <> coalesce(u.empresa_id, '')`.execute(db);
      moved.push(...rows.map((r) => ({ userId: r.user_id, from: r.from_company, to: r.to_company })));
    }
    return moved;
  }

  /**
   * Counts the week rows of people who changed company under their new company, and recounts the weeks of both
   * companies those rows are in.
   */
  async movePeople(db: Executor, moved: readonly MovedPerson[]): Promise<void> {
    if (moved.length === 0) return;
    const companies = new Set<string>();
    const weeks = new Set<string>();
    for (const batch of chunks(moved, ROWS_PER_STATEMENT)) {
      const ids = batch.map((m) => m.userId);
      const { rows } = await sql<{ week: string }>`select distinct week from analytics_activity_weeks
        where user_id in (${sql.join(ids)})`.execute(db);
      for (const r of rows) weeks.add(r.week);
      for (const m of batch) {
        companies.add(m.from);
        companies.add(m.to);
      }
      await sql`update analytics_activity_weeks
        set company_id = (select coalesce(u.empresa_id, '') from users u where u.id = analytics_activity_weeks.user_id)
        where user_id in (${sql.join(ids)})`.execute(db);
      await sql`update analytics_people
        set company_id = (select coalesce(u.empresa_id, '') from users u where u.id = analytics_people.user_id)
        where user_id in (${sql.join(ids)})`.execute(db);
    }
    if (weeks.size === 0) return;
    const companyList = [...companies];
    for (const weekBatch of chunks([...weeks], ROWS_PER_STATEMENT)) {
      await sql`delete from analytics_weekly_counts
        where week in (${sql.join(weekBatch)}) and company_id in (${sql.join(companyList)})`.execute(db);
      await sql`insert into analytics_weekly_counts (company_id, week, n)
        select w.company_id, w.week, count(*) from analytics_activity_weeks w
        where w.week in (${sql.join(weekBatch)}) and w.company_id in (${sql.join(companyList)})
        group by w.company_id, w.week`.execute(db);
    }
  }

  /**
   * Adds the (person, ISO week) rows of the activity days from `sinceDay` on (all of them when null), under the
   * company recorded for the person, and recounts every week from the one of `sinceDay` on.
   */
  async addActivityWeeks(db: Executor, sinceDay: string | null): Promise<void> {
    // Grouped by week first: with the person first, SQLite walks every activity day in the primary key's order
    // to save a sort, even when the mark leaves only today's rows to read (0.6 s at 5 million days, decision 051).
    const recent = sinceDay === null ? sql`` : sql`where d.day >= ${sinceDay}`;
    await sql`insert into analytics_activity_weeks (user_id, week, company_id)
      select d.user_id, d.week, p.company_id
      from analytics_activity_days d join analytics_people p on p.user_id = d.user_id
      ${recent}
      group by d.week, d.user_id, p.company_id
      on conflict do nothing`.execute(db);
    const sinceWeek = sinceDay === null ? '' : isoWeekStart(sinceDay);
    await sql`delete from analytics_weekly_counts where week >= ${sinceWeek}`.execute(db);
    await sql`insert into analytics_weekly_counts (company_id, week, n)
      select w.company_id, w.week, count(*) from analytics_activity_weeks w
      where w.week >= ${sinceWeek}
      group by w.company_id, w.week`.execute(db);
  }

  /**
   * Brings `analytics_route_results` up to date with the sessions finished at or after `since` (all of them when
   * null): each person's first finished pre-test of a route (lowest attempt, then earliest start), and the first
   * and last finish, best score and its finish of their finished final tests with a score.
   */
  async addRouteResults(db: Executor, since: string | null): Promise<void> {
    const recent = since === null ? sql`true` : sql`s.finished_at >= ${since}`;
    const results = sql.table('analytics_route_results');
    await sql`insert into analytics_route_results (user_id, route_id, pre_attempt, pre_started_at, pre_score)
      select f.user_id, f.route_id, f.attempt, f.started_at, f.score
      from (
        select s.user_id, s.route_id, s.attempt, s.started_at, s.score,
          row_number() over (partition by s.user_id, s.route_id order by s.attempt, s.started_at) as n
        from evaluation_sessions s
        where s.kind = 'pretest' and s.status = 'finished' and s.score is not null and ${recent}
      ) f
      where f.n = 1
      on conflict (user_id, route_id) do update
        set pre_attempt = excluded.pre_attempt, pre_started_at = excluded.pre_started_at, pre_score = excluded.pre_score
        where ${results}.pre_attempt is null
          or excluded.pre_attempt < ${results}.pre_attempt
          or (excluded.pre_attempt = ${results}.pre_attempt and excluded.pre_started_at < ${results}.pre_started_at)`.execute(
      db,
    );
    // Of equal best scores the earliest is kept; any of them would do, as the best of a period that holds it.
    await sql`insert into analytics_route_results (user_id, route_id, final_first_at, final_last_at, best_score, best_at)
      select f.user_id, f.route_id, f.first_at, f.last_at, f.score, f.finished_at
      from (
        select s.user_id, s.route_id, s.score, s.finished_at,
          min(s.finished_at) over (partition by s.user_id, s.route_id) as first_at,
          max(s.finished_at) over (partition by s.user_id, s.route_id) as last_at,
          row_number() over (partition by s.user_id, s.route_id order by s.score desc, s.finished_at) as n
        from evaluation_sessions s
        where s.kind = 'test' and s.status = 'finished' and s.score is not null and s.finished_at is not null
          and ${recent}
      ) f
      where f.n = 1
      on conflict (user_id, route_id) do update set
        final_first_at = case when ${results}.final_first_at is null or excluded.final_first_at < ${results}.final_first_at
          then excluded.final_first_at else ${results}.final_first_at end,
        final_last_at = case when ${results}.final_last_at is null or excluded.final_last_at > ${results}.final_last_at
          then excluded.final_last_at else ${results}.final_last_at end,
        best_at = case when ${results}.best_score is null or excluded.best_score > ${results}.best_score
          then excluded.best_at else ${results}.best_at end,
        best_score = case when ${results}.best_score is null or excluded.best_score > ${results}.best_score
          then excluded.best_score else ${results}.best_score end`.execute(db);
  }

  /**
   * Brings the Insight Hub's evaluation facts of `analytics_route_results` (decision 052) up to date with the
   * sessions finished at or after `since` (all of them when null). Every fact is a latest, earliest, lowest or "any",
   * so a session read twice (the refresh's overlap) changes nothing. Every kind is named so that the sessions'
   * indexes, which start with the kind, serve the range (without it PostgreSQL scanned every session: 56 ms).
   */
  async addEvaluationFacts(db: Executor, since: string | null): Promise<void> {
    const recent = since === null ? sql`true` : sql`s.finished_at >= ${since}`;
    const kept = sql.table('analytics_route_results');
    const later = (column: string) =>
      sql`${sql.ref(column)} = case when excluded.${sql.ref(column)} is null then ${kept}.${sql.ref(column)}
        when ${kept}.${sql.ref(column)} is null or excluded.${sql.ref(column)} > ${kept}.${sql.ref(column)}
        then excluded.${sql.ref(column)} else ${kept}.${sql.ref(column)} end`;
    const earlier = (column: string) =>
      sql`${sql.ref(column)} = case when excluded.${sql.ref(column)} is null then ${kept}.${sql.ref(column)}
        when ${kept}.${sql.ref(column)} is null or excluded.${sql.ref(column)} < ${kept}.${sql.ref(column)}
        then excluded.${sql.ref(column)} else ${kept}.${sql.ref(column)} end`;
    await sql`insert into analytics_route_results (user_id, route_id, finished_last_at, final_started_last_at,
        final_passed, final_failed, pre_low_score, pre_first_finished_at)
      select s.user_id, s.route_id, max(s.finished_at),
        max(case when s.kind = 'test' then s.started_at end),
        max(case when s.kind = 'test' and s.passed = 1 then 1 else 0 end),
        max(case when s.kind = 'test' and s.passed = 0 then 1 else 0 end),
        min(case when s.kind = 'pretest' then s.score end),
        min(case when s.kind = 'pretest' then s.finished_at end)
      from evaluation_sessions s
      where s.kind in (${sql.join([...evaluationKinds])}) and s.status = 'finished' and s.finished_at is not null
        and ${recent}
      group by s.user_id, s.route_id
      on conflict (user_id, route_id) do update set
        ${later('finished_last_at')}, ${later('final_started_last_at')}, ${later('final_passed')},
        ${later('final_failed')}, ${earlier('pre_low_score')}, ${earlier('pre_first_finished_at')}`.execute(db);
  }

  /**
   * Recomputes the at-risk facts (decision 057) of the people touched at or after `since` (of everyone when null):
   * enrolled, with progress written, or with an evaluation finished since then. A write of progress stamps the
   * enrolment's last activity with the same instant, so the progress index finds every change of it. A person's
   * few enrolments are recomputed together, so both databases find the rows by the person. Reads the route results,
   * so it runs after they are brought up; an enrolment with a passed final test gets no row. Each row is recomputed
   * whole from the current state, so reading a change twice (the refresh's overlap) changes nothing.
   */
  async refreshEnrolmentRisk(db: Executor, since: string | null): Promise<void> {
    const touched =
      since === null
        ? null
        : sql`select user_id from enrolments where enrolled_at >= ${since}
          union select user_id from item_progress where updated_at >= ${since}
          union select user_id from evaluation_sessions
            where kind in (${sql.join([...evaluationKinds])}) and status = 'finished' and finished_at >= ${since}`;
    await sql`delete from analytics_enrolment_risk ${touched === null ? sql`` : sql`where user_id in (${touched})`}`.execute(
      db,
    );
    const own = sql`coalesce(e.last_activity_at, e.enrolled_at)`;
    await sql`insert into analytics_enrolment_risk (user_id, route_id, last_at, failed, pre_score, pre_untouched,
        overdue_from)
      select e.user_id, e.route_id,
        case when rr.finished_last_at is null or ${own} >= rr.finished_last_at then ${own} else rr.finished_last_at end,
        coalesce(rr.final_failed, 0), rr.pre_low_score,
        case when rr.final_started_last_at is null
          and (e.last_activity_at is null or e.last_activity_at <= rr.pre_first_finished_at) then 1 else 0 end,
        case when pp.first_certified_at is null then pp.overdue_from end
      from enrolments e
        left join analytics_route_results rr on rr.user_id = e.user_id and rr.route_id = e.route_id
        left join analytics_plan_pairs pp on pp.user_id = e.user_id and pp.route_id = e.route_id
      where coalesce(rr.final_passed, 0) = 0 ${touched === null ? sql`` : sql`and e.user_id in (${touched})`}`.execute(
      db,
    );
  }

  /**
   * Adds to `analytics_answer_weeks` the answers of the sessions finished in `[since, through)` (all before
   * `through` when `since` is null). Counts add up, so each session must be counted once: the window is exact and
   * the mark moves to `through` in the same transaction (decision 052).
   */
  async addAnswerWeeks(db: Executor, since: string | null, through: string): Promise<void> {
    if (since !== null && since >= through) return;
    const recent = since === null ? sql`true` : sql`s.finished_at >= ${since}`;
    const weeks = sql.table('analytics_answer_weeks');
    await sql`insert into analytics_answer_weeks (week, route_id, item_id, kind, answers, correct)
      select ${this.bogotaWeek(sql.ref('s.finished_at'))}, s.route_id, a.item_id, s.kind, count(*), sum(a.correct)
      from evaluation_sessions s join evaluation_answers a on a.session_id = s.id
      where s.kind in (${sql.join([...evaluationKinds])}) and s.status = 'finished' and s.finished_at is not null
        and ${recent} and s.finished_at < ${through}
      group by 1, s.route_id, a.item_id, s.kind
      on conflict (week, route_id, item_id, kind) do update
        set answers = ${weeks}.answers + excluded.answers, correct = ${weeks}.correct + excluded.correct`.execute(db);
  }

  /**
   * Adds to `analytics_item_weeks` the answers given in `[since, through)` (all before `through` when `since` is
   * null), in sessions finished or not. Counts add up: the window is exact, as in `addAnswerWeeks`.
   */
  async addItemWeeks(db: Executor, since: string | null, through: string): Promise<void> {
    if (since !== null && since >= through) return;
    const recent = since === null ? sql`true` : sql`a.answered_at >= ${since}`;
    const weeks = sql.table('analytics_item_weeks');
    await sql`insert into analytics_item_weeks (week, route_id, item_id, answers, correct)
      select ${this.bogotaWeek(sql.ref('a.answered_at'))}, s.route_id, a.item_id, count(*), sum(a.correct)
      from evaluation_answers a join evaluation_sessions s on s.id = a.session_id
      where ${recent} and a.answered_at < ${through}
      group by 1, s.route_id, a.item_id
      on conflict (week, route_id, item_id) do update
        set answers = ${weeks}.answers + excluded.answers, correct = ${weeks}.correct + excluded.correct`.execute(db);
  }

  /**
   * Adds to `analytics_item_completion_weeks` the content items completed in `[since, through)` (all before `through`
   * when `since` is null), under the week their person enrolled in the route (decision 055). An item is completed
   * once, so the window is exact, as in `addAnswerWeeks`. The write that completes an item stamps `updated_at` with
   * the same instant and later writes only move it on, so `updated_at >= since` narrows the rows through its index.
   */
  async addItemCompletionWeeks(db: Executor, since: string | null, through: string): Promise<void> {
    if (since !== null && since >= through) return;
    const recent = since === null ? sql`true` : sql`ip.updated_at >= ${since} and ip.completed_at >= ${since}`;
    const weeks = sql.table('analytics_item_completion_weeks');
    await sql`insert into analytics_item_completion_weeks (route_id, week, item_id, completed)
      select ip.route_id, ${this.bogotaWeek(sql.ref('e.enrolled_at'))}, ip.item_id, count(*)
      from item_progress ip join enrolments e on e.user_id = ip.user_id and e.route_id = ip.route_id
      where ip.completed_at is not null and ${recent} and ip.completed_at < ${through}
      group by ip.route_id, 2, ip.item_id
      on conflict (route_id, week, item_id) do update
        set completed = ${weeks}.completed + excluded.completed`.execute(db);
  }

  /**
   * Brings the item-usage days (decision 062) up to date with the progress rows written since `since` (every row
   * when null): each changed row adds to its route, enrolment day and item the difference between what it holds now
   * and what was last counted for it (`analytics_item_usage`), then that copy takes its current values. A row read
   * again (the refresh's overlap) therefore adds nothing, and no upper bound is needed.
   */
  async addItemUsage(db: Executor, since: string | null): Promise<void> {
    const changed = since === null ? sql`true` : sql`ip.updated_at >= ${since}`;
    const done = sql`case when ip.completed_at is null then 0 else 1 end`;
    const days = sql.table('analytics_item_usage_days');
    const counted = sql.table('analytics_item_usage');
    await sql`insert into analytics_item_usage_days (route_id, day, item_id, started, completed, seconds)
      select ip.route_id, ${this.bogotaDay(sql.ref('e.enrolled_at'))}, ip.item_id,
        sum(case when u.user_id is null then 1 else 0 end),
        sum(${done} - coalesce(u.completed, 0)),
        sum(ip.seconds_spent - coalesce(u.seconds, 0))
      from item_progress ip
        join enrolments e on e.user_id = ip.user_id and e.route_id = ip.route_id
        left join analytics_item_usage u on u.user_id = ip.user_id and u.item_id = ip.item_id
      where ${changed}
      group by ip.route_id, 2, ip.item_id
      having sum(case when u.user_id is null then 1 else 0 end) <> 0 or sum(${done} - coalesce(u.completed, 0)) <> 0
        or sum(ip.seconds_spent - coalesce(u.seconds, 0)) <> 0
      on conflict (route_id, day, item_id) do update
        set started = ${days}.started + excluded.started, completed = ${days}.completed + excluded.completed,
          seconds = ${days}.seconds + excluded.seconds`.execute(db);
    await sql`insert into analytics_item_usage (user_id, item_id, seconds, completed)
      select ip.user_id, ip.item_id, ip.seconds_spent, ${done}
      from item_progress ip join enrolments e on e.user_id = ip.user_id and e.route_id = ip.route_id
      where ${changed}
      on conflict (user_id, item_id) do update set seconds = excluded.seconds, completed = excluded.completed
        where ${counted}.seconds <> excluded.seconds or ${counted}.completed <> excluded.completed`.execute(db);
  }

  /**
   * People with activity on any day of the range, each counted on their first day in it: the day whose previous
   * activity day is before the range, or who has none (decision 060). Nothing is grouped.
   */
  async activeLearners(db: Executor, scope: AnalyticsScope, days: DayRange): Promise<number> {
    const { rows } = await sql<{ n: RawCount }>`select count(*) as n from analytics_activity_days d
      where d.day >= ${days.from} and d.day <= ${days.to} and (d.prev_day is null or d.prev_day < ${days.from})
        and ${inScope(scope, sql.ref('d.user_id'))}`.execute(db);
    return toCount(rows[0]?.n);
  }

  /** People with activity on any day of the range, grouped from the days: what `activeLearners` must agree with. */
  async activeLearnersFromDays(db: Executor, scope: AnalyticsScope, days: DayRange): Promise<number> {
    const { rows } = await sql<{ n: RawCount }>`select count(*) as n from (
        select d.user_id from analytics_activity_days d
        where d.day >= ${days.from} and d.day <= ${days.to} and ${inScope(scope, sql.ref('d.user_id'))}
        group by d.user_id
      ) active`.execute(db);
    return toCount(rows[0]?.n);
  }

  /**
   * Active people per ISO week (its Monday), counting only the days of the range; weeks with nobody are left out.
   * The weeks wholly inside the range come from the weekly counts; a first or last week the range cuts is counted
   * from its activity days.
   */
  async weeklyActivity(db: Executor, scope: AnalyticsScope, days: DayRange): Promise<{ week: string; n: number }[]> {
    const firstWeek = isoWeekStart(days.from);
    const lastWeek = isoWeekStart(days.to);
    // Mondays of the first and last weeks wholly inside the range.
    const fullFrom = days.from === firstWeek ? firstWeek : addDays(firstWeek, 7);
    const fullTo = addDays(lastWeek, 6) === days.to ? lastWeek : addDays(lastWeek, -7);
    if (fullFrom > fullTo) return this.weeklyActivityFromDays(db, scope, days);
    const company = scope.companyId === null ? sql`true` : sql`c.company_id = ${scope.companyId}`;
    const [head, full, tail] = await Promise.all([
      days.from < fullFrom
        ? this.weeklyActivityFromDays(db, scope, { from: days.from, to: addDays(fullFrom, -1) })
        : Promise.resolve([]),
      sql<{ week: string; n: RawCount }>`select c.week, sum(c.n) as n from analytics_weekly_counts c
        where c.week >= ${fullFrom} and c.week <= ${fullTo} and ${company}
        group by c.week`.execute(db),
      days.to > addDays(fullTo, 6)
        ? this.weeklyActivityFromDays(db, scope, { from: addDays(fullTo, 7), to: days.to })
        : Promise.resolve([]),
    ]);
    const counted = full.rows.map((r) => ({ week: r.week, n: toCount(r.n) })).filter((r) => r.n > 0);
    return [...head, ...counted, ...tail].sort((a, b) => (a.week < b.week ? -1 : a.week > b.week ? 1 : 0));
  }

  /**
   * Active people per ISO week counted straight from the activity days: what the weekly counts must agree with,
   * and the count of a week the range cuts.
   */
  async weeklyActivityFromDays(
    db: Executor,
    scope: AnalyticsScope,
    days: DayRange,
  ): Promise<{ week: string; n: number }[]> {
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
   * first one) below 100: g = (best final of the range − pre) ÷ (100 − pre). Read from `analytics_route_results`,
   * kept by the activity refresh.
   */
  async averageGain(db: Executor, scope: AnalyticsScope, range: InstantRange): Promise<number | null> {
    // A person-route whose best final test falls in the range has that best as the best of the range. The others
    // with a final test in the range have several finals (one final is its own best) and take the best of their
    // tests in it. The gain depends only on the pair (pre-test, best final), so the pairs are counted first and
    // each distinct pair's gain computed once: the same sum as adding every person-route's gain.
    const inRange = (column: RawBuilder<unknown>) => sql`${column} >= ${range.start} and ${column} < ${range.end}`;
    const who = inScope(scope, sql.ref('r.user_id'));
    const { rows } = await sql<{ gain: number | string | null }>`select
        sum(p.n * ((p.score - p.pre_score) * 1.0 / (100 - p.pre_score))) / sum(p.n) as gain
      from (
        select r.pre_score, r.best_score as score, count(*) as n from analytics_route_results r
          where ${inRange(sql.ref('r.best_at'))} and r.pre_score < 100 and ${who}
          group by r.pre_score, r.best_score
        union all
        select c.pre_score, c.score, count(*) as n from (
          select r.pre_score, max(s.score) as score
            from analytics_route_results r join evaluation_sessions s on s.user_id = r.user_id and s.route_id = r.route_id
            where r.final_first_at < r.final_last_at
              and r.final_last_at >= ${range.start} and r.final_first_at < ${range.end}
              and not (${inRange(sql.ref('r.best_at'))}) and r.pre_score < 100 and ${who}
              and s.kind = 'test' and s.status = 'finished' and s.score is not null
              and ${inRange(sql.ref('s.finished_at'))}
            group by r.user_id, r.route_id, r.pre_score
        ) c
        group by c.pre_score, c.score
      ) p`.execute(db);
    return avgOrNull(rows[0]?.gain);
  }

  /** The average gain ranking every pre-test on the spot: what `averageGain` must agree with. */
  async averageGainFromSessions(db: Executor, scope: AnalyticsScope, range: InstantRange): Promise<number | null> {
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

  /** Final tests passed in the range per route: every published route, and any other route with a pass (in no order). */
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
    return rows.map((r) => ({ routeId: r.id, title: r.title, completions: toCount(r.n ?? 0) }));
  }
}
