import { evaluationKinds } from '@academia/shared';
import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../../db/executor.js';
import { countedDays, countedWeeks } from './counted-weeks.js';
import type { InsightFilter, ScorePairCount } from './insights.types.js';

const empty = sql``;

/** The analytics rollups the Insight Hub reads by their marks in `analytics_refresh`. */
type InsightRollup = 'answer_weeks' | 'item_weeks' | 'item_completions' | 'item_usage';

/** Rows as both drivers return them: counts and averages may be strings (PostgreSQL bigint/numeric). */
interface AtRiskSqlRow {
  user_id: string;
  nombre: string;
  email: string;
  company_name: string | null;
  route_id: string;
  route_title: string;
  last_at: string;
  score: unknown;
  pre_score: unknown;
  inactive: unknown;
  low_pretest: unknown;
  failed_final: unknown;
  overdue: unknown;
}
interface LearnerSqlRow {
  user_id: string;
  nombre: string;
  empresa_id: string | null;
  company_name: string | null;
  enrolled_at: string;
  items_completed: unknown;
  pre_score: unknown;
  best_final: unknown;
  passed: unknown;
  last_at: string;
  total: unknown;
}
interface CompanySqlRow {
  empresa_id: string | null;
  company_name: string | null;
  enrolled: unknown;
  passed: unknown;
  mean_pre: unknown;
  mean_post: unknown;
  mean_hake: unknown;
}
const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));
const numOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/**
 * How many rows past the at-risk page its first read takes: people tied with the page's last person on score and
 * last activity (to the second) are ordered by name, and all of them must be read to choose by name.
 */
const AT_RISK_TIE_MARGIN = 50;

function sameRiskKey(a: AtRiskSqlRow, b: AtRiskSqlRow): boolean {
  return num(a.score) === num(b.score) && a.last_at === b.last_at;
}

async function countOf(open: RawBuilder<unknown>, risky: RawBuilder<unknown>, db: Executor): Promise<number> {
  const { rows } = await sql<{ n: unknown }>`with ${open} select count(*) as n from (${risky}) r`.execute(db);
  return num(rows[0]?.n);
}

function toAtRiskRow(r: AtRiskSqlRow) {
  return {
    userId: r.user_id,
    nombre: r.nombre,
    email: r.email,
    companyName: r.company_name,
    routeId: r.route_id,
    routeTitle: r.route_title,
    lastActivityAt: r.last_at,
    preScore: numOrNull(r.pre_score),
    inactive: num(r.inactive) === 1,
    lowPretest: num(r.low_pretest) === 1,
    failedFinal: num(r.failed_final) === 1,
    overdue: num(r.overdue) === 1,
  };
}

/** `and u.empresa_id = …` when the filter names a company (`u` is the person's row). */
function companyCondition(filter: Pick<InsightFilter, 'companyId'>): RawBuilder<unknown> {
  return filter.companyId ? sql`and u.empresa_id = ${filter.companyId}` : empty;
}

/**
 * `join users u on u.id = <column>` when the filter names a company, and nothing otherwise: every answer and session
 * has its person (foreign keys), so over all companies the join would only cost a pass over every user (decision 051).
 */
function companyJoin(filter: Pick<InsightFilter, 'companyId'>, userColumn: string): RawBuilder<unknown> {
  return filter.companyId ? sql`join users u on u.id = ${sql.ref(userColumn)}` : empty;
}

function routeCondition(filter: Pick<InsightFilter, 'routeId'>, column: string): RawBuilder<unknown> {
  return filter.routeId ? sql`and ${sql.ref(column)} = ${filter.routeId}` : empty;
}

/** The later of two instants (ISO text); `a` when `b` is null. */
function laterOf(a: RawBuilder<unknown>, b: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`case when ${b} is null or ${a} >= ${b} then ${a} else ${b} end`;
}

/**
 * The CTE `open_sessions`: per person and route, the last change of a session still in progress and the start of
 * a final test in progress. At most one open session per person, route and kind, so this stays small.
 */
function openSessions(filter: Pick<InsightFilter, 'companyId' | 'routeId'>): RawBuilder<unknown> {
  return sql`open_sessions as (
    select s.user_id, s.route_id, max(s.updated_at) as open_at,
      max(case when s.kind = 'test' then s.started_at end) as test_started_at
    from evaluation_sessions s ${companyJoin(filter, 's.user_id')}
    where s.status = 'in_progress' ${routeCondition(filter, 's.route_id')} ${companyCondition(filter)}
    group by s.user_id, s.route_id
  )`;
}

/**
 * Gives the enrolment `e` its finished-session facts (`rr`) and its open sessions (`o`, see `openSessions`). A
 * named route is repeated on `rr`, so the database reads only that route's rows instead of hashing every one.
 */
function factJoins(filter: Pick<InsightFilter, 'routeId'>): RawBuilder<unknown> {
  return sql`left join analytics_route_results rr on rr.user_id = e.user_id and rr.route_id = e.route_id
      ${routeCondition(filter, 'rr.route_id')}
    left join open_sessions o on o.user_id = e.user_id and o.route_id = e.route_id`;
}

/**
 * The evaluation facts of the enrolment `e` (with `factJoins`): best final score, whether a final attempt passed or
 * failed, the lowest finished pre-test score and the first finish of one, the latest start of a final test, and
 * the last activity (the enrolment's own, else its start, or a later evaluation). The finished sessions' facts are
 * kept by the analytics refresh, so no panel groups every session of the base (decision 052). The lowest pre-test
 * score keeps a retaken pre-test from hiding a weak start.
 */
const factColumns = sql`rr.best_score as best_final, coalesce(rr.final_passed, 0) as passed,
  coalesce(rr.final_failed, 0) as failed, rr.pre_low_score as pre_score, rr.pre_first_finished_at as pre_at,
  ${laterOf(sql`rr.final_started_last_at`, sql`o.test_started_at`)} as test_started_at,
  ${laterOf(laterOf(sql`coalesce(e.last_activity_at, e.enrolled_at)`, sql`rr.finished_last_at`), sql`o.open_at`)} as last_at`;

/** The enrolments of one route in the period, of the filter's company: the route detail's rows. */
function routeEnrolments(filter: InsightFilter & { routeId: string }): RawBuilder<unknown> {
  return sql`select e.user_id, e.route_id, e.enrolled_at, e.last_activity_at, u.nombre, u.empresa_id
    from enrolments e join users u on u.id = e.user_id
    where ${inRoutePeriod(filter)} ${companyCondition(filter)}`;
}

/** The enrolment `e` is in the filter's route and began in its period. */
function inRoutePeriod(filter: InsightFilter & { routeId: string }): RawBuilder<unknown> {
  return sql`e.route_id = ${filter.routeId} and e.enrolled_at >= ${filter.from} and e.enrolled_at < ${filter.to}`;
}

/** The people of the route's enrolments in the period, of the filter's company; `users` joins only for a company. */
function routeCohort(filter: InsightFilter & { routeId: string }): RawBuilder<unknown> {
  return sql`select e.user_id from enrolments e ${companyJoin(filter, 'e.user_id')}
    where ${inRoutePeriod(filter)} ${companyCondition(filter)}`;
}

interface TopicAnswersSqlRow {
  route_id: string;
  topic: string;
  kind: string;
  answers: unknown;
  correct: unknown;
}
export interface TopicAnswers {
  routeId: string;
  topic: string;
  kind: string;
  answers: number;
  correct: number;
}
const topicAnswersOf = (r: TopicAnswersSqlRow): TopicAnswers => ({
  routeId: r.route_id,
  topic: r.topic,
  kind: r.kind,
  answers: num(r.answers),
  correct: num(r.correct),
});

export interface ItemAnswers {
  itemId: string;
  answers: number;
  correct: number;
}

/** `(item_id, answers, correct)` of the answers given in the period, read from the answers themselves. */
function answersPerItemFromAnswers(filter: InsightFilter): RawBuilder<unknown> {
  return sql`select a.item_id, count(*) as answers, sum(a.correct) as correct
    from evaluation_answers a
      join evaluation_sessions s on s.id = a.session_id
      ${companyJoin(filter, 's.user_id')}
    where a.answered_at >= ${filter.from} and a.answered_at < ${filter.to}
      ${routeCondition(filter, 's.route_id')} ${companyCondition(filter)}
    group by a.item_id`;
}

/**
 * Keeps the rows of item `column` that belong to the filter's route, if one is named. A bank item never changes
 * route and a session answers only its route's items, so this picks the same answers as the session's route would.
 * The edges of a period are grouped per item first and then filtered: joining each answer to its session made
 * PostgreSQL scan all 500,000 sessions of the bench for a few thousand answers (decision 054).
 */
function routeOfItem(filter: Pick<InsightFilter, 'routeId'>, column: string): RawBuilder<unknown> {
  return filter.routeId
    ? sql`join bank_items rb on rb.id = ${sql.ref(column)} where rb.route_id = ${filter.routeId}`
    : empty;
}

/** Set-based analytics SQL for the Insight Hub (decision 040): grouped queries only, never one query per person. */
export class InsightsRepository {
  async routes(db: Executor) {
    return db
      .selectFrom('routes')
      .select(['id', 'title', 'status'])
      .where('status', 'in', ['published', 'archived'])
      .orderBy('title')
      .execute();
  }

  async route(db: Executor, id: string) {
    return db.selectFrom('routes').select(['id', 'title', 'status']).where('id', '=', id).executeTakeFirst();
  }

  async routeItems(db: Executor, routeId: string) {
    return db
      .selectFrom('route_items')
      .select(['id', 'position', 'title', 'kind', 'required', 'duration_minutes'])
      .where('route_id', '=', routeId)
      .orderBy('position')
      .execute();
  }

  async companyExists(db: Executor, id: string): Promise<boolean> {
    return (await db.selectFrom('companies').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
  }

  /**
   * The funnel's counts for one route over the people who enrolled in the period. The evaluation steps read the
   * per-(person, route) facts the analytics refresh keeps (decision 052): a finished pre-test, a finished final test,
   * a passed one.
   */
  async funnelCounts(db: Executor, filter: InsightFilter & { routeId: string }) {
    const counts = sql<Record<string, unknown>>`with cohort as (${routeCohort(filter)})
      select count(*) as enrolled,
        sum(case when rr.pre_first_finished_at is not null then 1 else 0 end) as pretest,
        sum(case when rr.final_started_last_at is not null then 1 else 0 end) as final_taken,
        sum(case when rr.final_passed = 1 then 1 else 0 end) as passed,
        (select count(*) from simulator_scenarios sc
          where sc.route_id = ${filter.routeId} and sc.status = 'published') as scenario,
        (select count(distinct a.user_id) from simulator_attempts a join cohort c on c.user_id = a.user_id
          where a.route_id = ${filter.routeId} and a.status = 'finished' and a.passed = 1) as simulator
      from cohort c
        left join analytics_route_results rr on rr.user_id = c.user_id and rr.route_id = ${filter.routeId}`;
    const [{ rows }, completedByItem] = await Promise.all([counts.execute(db), this.completionsPerItem(db, filter)]);
    const row = rows[0] ?? {};
    return {
      // Null when the route has no published scenario: the step is not part of the route then.
      simulator: num(row.scenario) > 0 ? num(row.simulator) : null,
      enrolled: num(row.enrolled),
      pretest: num(row.pretest),
      finalTaken: num(row.final_taken),
      passed: num(row.passed),
      completedByItem,
    };
  }

  /**
   * How many of the people who enrolled in the route in the period completed each content item. Over all companies
   * the whole enrolment weeks come from `analytics_item_completion_weeks` (completions before its mark) plus the
   * completions made since, and only the period's cut weeks are read whole (decision 055); a company's people are
   * few and read directly, as is everything with `direct`.
   */
  async completionsPerItem(
    db: Executor,
    filter: InsightFilter & { routeId: string },
    direct = false,
  ): Promise<Map<string, number>> {
    const mark = filter.companyId || direct ? undefined : await this.refreshedThrough(db, 'item_completions');
    const weeks = mark ? countedWeeks(filter, mark) : null;
    const completed = (enrolledIn: RawBuilder<unknown>, extra: RawBuilder<unknown> = empty) =>
      sql`select ip.item_id, count(*) as completed
        from item_progress ip join enrolments e on e.user_id = ip.user_id and e.route_id = ip.route_id
          ${companyJoin(filter, 'e.user_id')}
        where ip.route_id = ${filter.routeId} and ip.completed_at is not null and ${enrolledIn} ${extra}
          ${companyCondition(filter)}
        group by ip.item_id`;
    const enrolledIn = (from: string, to: string) => sql`(e.enrolled_at >= ${from} and e.enrolled_at < ${to})`;
    const source =
      !mark || !weeks
        ? completed(enrolledIn(filter.from, filter.to))
        : sql`select x.item_id, sum(x.completed) as completed from (
            select w.item_id, w.completed from analytics_item_completion_weeks w
            where w.route_id = ${filter.routeId} and w.week >= ${weeks.firstWeek} and w.week < ${weeks.endWeek}
            union all
            ${completed(
              enrolledIn(weeks.firstStart, weeks.endStart),
              sql`and ip.updated_at >= ${mark} and ip.completed_at >= ${mark}`,
            )}
            union all
            ${completed(sql`(${enrolledIn(filter.from, weeks.firstStart)} or ${enrolledIn(weeks.endStart, filter.to)})`)}
          ) x group by x.item_id`;
    const { rows } = await sql<{ item_id: string; completed: unknown }>`${source}`.execute(db);
    return new Map(rows.map((r) => [r.item_id, num(r.completed)]));
  }

  /**
   * (pre, post) pairs with how many people have them: post is the best final-test score of people whose final test
   * ended in the period, pre their lowest pre-test score. Scores are whole numbers, so the pairs are exact. Read
   * from the per-(person, route) results the analytics refresh keeps (decision 052), the way the dashboard's
   * average gain is: a person whose best final falls in the period has it as the period's best; the few others
   * with a final in the period have several finals, and only their sessions are read.
   */
  async scorePairs(db: Executor, filter: InsightFilter): Promise<ScorePairCount[]> {
    const inPeriod = (column: string) =>
      sql`${sql.ref(column)} >= ${filter.from} and ${sql.ref(column)} < ${filter.to}`;
    const who = sql`${routeCondition(filter, 'r.route_id')} ${companyCondition(filter)}`;
    const { rows } = await sql<{ route_id: string; pre: unknown; post: unknown; n: unknown }>`
      select route_id, pre, post, sum(n) as n from (
        select r.route_id, r.pre_low_score as pre, r.best_score as post, count(*) as n
        from analytics_route_results r ${companyJoin(filter, 'r.user_id')}
        where ${inPeriod('r.best_at')} and r.pre_low_score is not null ${who}
        group by r.route_id, r.pre_low_score, r.best_score
        union all
        select several.route_id, several.pre, several.post, count(*) as n from (
          select r.route_id, r.pre_low_score as pre, max(s.score) as post
          from analytics_route_results r
            join evaluation_sessions s on s.user_id = r.user_id and s.route_id = r.route_id
            ${companyJoin(filter, 'r.user_id')}
          where r.final_first_at < r.final_last_at
            and r.final_last_at >= ${filter.from} and r.final_first_at < ${filter.to}
            and not (${inPeriod('r.best_at')}) and r.pre_low_score is not null ${who}
            and s.kind = 'test' and s.status = 'finished' and s.score is not null and ${inPeriod('s.finished_at')}
          group by r.user_id, r.route_id, r.pre_low_score
        ) several
        group by several.route_id, several.pre, several.post
      ) pairs
      group by route_id, pre, post`.execute(db);
    return rows.map((r) => ({ routeId: r.route_id, pre: num(r.pre), post: num(r.post), count: num(r.n) }));
  }

  /** The score pairs grouped from the sessions on the spot: what `scorePairs` must agree with (decision 052). */
  async scorePairsFromSessions(db: Executor, filter: InsightFilter): Promise<ScorePairCount[]> {
    const { rows } = await sql<{ route_id: string; pre: unknown; post: unknown; n: unknown }>`
      with post as (
        select s.user_id, s.route_id, max(s.score) as post
        from evaluation_sessions s ${companyJoin(filter, 's.user_id')}
        where s.kind = 'test' and s.status = 'finished' and s.finished_at >= ${filter.from}
          and s.finished_at < ${filter.to} ${routeCondition(filter, 's.route_id')} ${companyCondition(filter)}
        group by s.user_id, s.route_id
      ), pre as (
        select s.user_id, s.route_id, min(s.score) as pre
        from evaluation_sessions s join post p on p.user_id = s.user_id and p.route_id = s.route_id
        where s.kind = 'pretest' and s.status = 'finished'
        group by s.user_id, s.route_id
      )
      select p.route_id, pr.pre, p.post, count(*) as n
      from post p join pre pr on pr.user_id = p.user_id and pr.route_id = p.route_id
      group by p.route_id, pr.pre, p.post`.execute(db);
    return rows.map((r) => ({ routeId: r.route_id, pre: num(r.pre), post: num(r.post), count: num(r.n) }));
  }

  /**
   * Answers and correct answers per route, topic and evaluation kind, of sessions finished in the period. Over all
   * companies the whole weeks the refresh has counted come from `analytics_answer_weeks` and only the period's
   * edges are read from the answers (decision 052); a company's answers are few and read directly.
   */
  async topicAnswers(db: Executor, filter: InsightFilter): Promise<TopicAnswers[]> {
    if (filter.companyId) return this.topicAnswersFromSessions(db, filter);
    const weeks = await this.countedWeeksOf(db, 'answer_weeks', filter);
    if (!weeks) return this.topicAnswersFromSessions(db, filter);
    const finishedIn = (from: string, to: string) => sql`(s.finished_at >= ${from} and s.finished_at < ${to})`;
    const { rows } = await sql<TopicAnswersSqlRow>`
      select x.route_id, b.topic, x.kind, sum(x.answers) as answers, sum(x.correct) as correct
      from (
        select w.route_id, w.item_id, w.kind, w.answers, w.correct from analytics_answer_weeks w
        where w.week >= ${weeks.firstWeek} and w.week < ${weeks.endWeek} ${routeCondition(filter, 'w.route_id')}
        union all
        select s.route_id, a.item_id, s.kind, count(*) as answers, sum(a.correct) as correct
        from evaluation_sessions s join evaluation_answers a on a.session_id = s.id
        where s.kind in (${sql.join([...evaluationKinds])}) and s.status = 'finished'
          and (${finishedIn(filter.from, weeks.firstStart)} or ${finishedIn(weeks.endStart, filter.to)})
          ${routeCondition(filter, 's.route_id')}
        group by s.route_id, a.item_id, s.kind
      ) x join bank_items b on b.id = x.item_id
      group by x.route_id, b.topic, x.kind`.execute(db);
    return rows.map(topicAnswersOf);
  }

  /** `topicAnswers` from the answers alone: a company's figures, and what the rollup must agree with. */
  async topicAnswersFromSessions(db: Executor, filter: InsightFilter): Promise<TopicAnswers[]> {
    const { rows } = await sql<TopicAnswersSqlRow>`
      select s.route_id, b.topic, s.kind, count(*) as answers, sum(a.correct) as correct
      from evaluation_answers a
        join evaluation_sessions s on s.id = a.session_id
        join bank_items b on b.id = a.item_id
        ${companyJoin(filter, 's.user_id')}
      where s.status = 'finished' and s.finished_at >= ${filter.from} and s.finished_at < ${filter.to}
        ${routeCondition(filter, 's.route_id')} ${companyCondition(filter)}
      group by s.route_id, b.topic, s.kind`.execute(db);
    return rows.map(topicAnswersOf);
  }

  /**
   * Topics by share of correct answers given in the period (every evaluation kind, finished or not), lowest first.
   * The answers per item come from `answersPerItemSql`, so over all companies a year reads the weekly rollup and only
   * the period's edges from the answers (decision 054); `direct` reads every answer, for the rollup's tests.
   */
  async weakTopics(db: Executor, filter: InsightFilter, limit: number | null, direct = false) {
    const perItem = await this.answersPerItemSource(db, filter, direct);
    const { rows } = await sql<{ route_id: string; topic: string; answers: unknown; correct: unknown }>`
      select b.route_id, b.topic, sum(x.answers) as answers, sum(x.correct) as correct
      from (${perItem}) x join bank_items b on b.id = x.item_id
      group by b.route_id, b.topic
      order by sum(x.correct) * 1.0 / sum(x.answers), sum(x.answers) desc, b.topic, b.route_id
      ${limit === null ? empty : sql`limit ${limit}`}`.execute(db);
    return rows.map((r) => ({
      routeId: r.route_id,
      topic: r.topic,
      answers: num(r.answers),
      correct: num(r.correct),
    }));
  }

  /**
   * `(item_id, answers, correct)` of the answers given in the period, in sessions finished or not. Over all
   * companies the whole weeks the refresh has counted come from `analytics_item_weeks` and only the period's edges
   * are read from the answers (decision 052); a company's answers are few and read directly.
   */
  private async answersPerItemSql(db: Executor, filter: InsightFilter): Promise<RawBuilder<unknown>> {
    const weeks = filter.companyId ? null : await this.countedWeeksOf(db, 'item_weeks', filter);
    if (!weeks) return answersPerItemFromAnswers(filter);
    const answeredIn = (from: string, to: string) => sql`(a.answered_at >= ${from} and a.answered_at < ${to})`;
    return sql`select x.item_id, sum(x.answers) as answers, sum(x.correct) as correct
      from (
        select w.item_id, w.answers, w.correct from analytics_item_weeks w
        where w.week >= ${weeks.firstWeek} and w.week < ${weeks.endWeek} ${routeCondition(filter, 'w.route_id')}
        union all
        select edge.item_id, edge.answers, edge.correct from (
          select a.item_id, count(*) as answers, sum(a.correct) as correct
          from evaluation_answers a
          where ${answeredIn(filter.from, weeks.firstStart)} or ${answeredIn(weeks.endStart, filter.to)}
          group by a.item_id
        ) edge ${routeOfItem(filter, 'edge.item_id')}
      ) x
      group by x.item_id`;
  }

  /** `answersPerItemSql`, or every answer of the period when `direct` (what the rollup's tests compare it with). */
  private async answersPerItemSource(db: Executor, filter: InsightFilter, direct: boolean) {
    return direct ? answersPerItemFromAnswers(filter) : this.answersPerItemSql(db, filter);
  }

  /** The whole weeks of the period a weekly rollup holds, by its mark; null when none (or no mark yet). */
  private async countedWeeksOf(db: Executor, rollup: InsightRollup, filter: InsightFilter) {
    const mark = await this.refreshedThrough(db, rollup);
    return mark ? countedWeeks(filter, mark) : null;
  }

  /** The mark of a rollup: what it holds was recorded before this instant. Undefined before its first refresh. */
  private async refreshedThrough(db: Executor, rollup: InsightRollup): Promise<string | undefined> {
    const mark = await db
      .selectFrom('analytics_refresh')
      .select('through')
      .where('name', '=', rollup)
      .executeTakeFirst();
    return mark?.through;
  }

  /** Answers and correct answers per item given in the period (see `answersPerItemSql`). */
  async answersPerItem(db: Executor, filter: InsightFilter, direct = false): Promise<ItemAnswers[]> {
    const fragment = await this.answersPerItemSource(db, filter, direct);
    const { rows } = await sql<{ item_id: string; answers: unknown; correct: unknown }>`${fragment}`.execute(db);
    return rows.map((r) => ({ itemId: r.item_id, answers: num(r.answers), correct: num(r.correct) }));
  }

  /** Bank items by share of wrong answers given in the period, most failed first. */
  async failingItems(db: Executor, filter: InsightFilter, limit: number | null) {
    const { rows } = await sql<{ item_id: string; answers: unknown; wrong: unknown }>`
      select x.item_id, x.answers, x.answers - x.correct as wrong
      from (${await this.answersPerItemSql(db, filter)}) x
      where x.answers - x.correct > 0
      order by (x.answers - x.correct) * 1.0 / x.answers desc, x.answers desc, x.item_id
      ${limit === null ? empty : sql`limit ${limit}`}`.execute(db);
    const ids = rows.map((r) => r.item_id);
    const items =
      ids.length === 0
        ? []
        : await db
            .selectFrom('bank_items')
            .select(['id', 'route_id', 'topic', 'prompt'])
            .where('id', 'in', ids)
            .execute();
    const byId = new Map(items.map((item) => [item.id, item]));
    return rows.flatMap((r) => {
      const item = byId.get(r.item_id);
      return item
        ? [
            {
              itemId: r.item_id,
              routeId: item.route_id,
              topic: item.topic,
              prompt: item.prompt,
              answers: num(r.answers),
              wrong: num(r.wrong),
            },
          ]
        : [];
    });
  }

  /**
   * Every enrolment in scope that meets at least one at-risk criterion today, with the flags, the first `limit` in
   * the list's order (all when null), and how many there are. Active people only. `inactiveBefore` is the instant
   * before which the last activity makes a route in progress count as abandoned.
   */
  async atRisk(
    db: Executor,
    filter: Pick<InsightFilter, 'companyId' | 'routeId'>,
    inactiveBefore: string,
    lowPretest: number,
    limit: number | null,
    now: string,
    tieMargin = AT_RISK_TIE_MARGIN,
  ) {
    // The refresh keeps each unpassed enrolment's facts (decision 057); the open sessions (few) and today's date
    // are applied here. Over all companies only the few inactive people are looked up, not every person: as a set
    // the scan filters on (with `not exists` PostgreSQL sorted every row first and looked them up afterwards).
    const lastAt = laterOf(sql`k.last_at`, sql`o.open_at`);
    // Overdue now: the training plans' standing the refresh keeps (decision 059), judged at this instant.
    const overdue = sql`case when k.overdue_from <= ${now} then 1 else 0 end`;
    const people = filter.companyId
      ? sql`join users u on u.id = k.user_id where u.active = 1 and u.empresa_id = ${filter.companyId}`
      : sql`where k.user_id not in (select x.id from users x where x.active = 0)`;
    const risky = sql`select f.*, inactive + low_pretest + failed_final + overdue as score from (
        select k.user_id, k.route_id, k.pre_score, ${lastAt} as last_at,
          case when ${lastAt} < ${inactiveBefore} then 1 else 0 end as inactive,
          case when k.pre_score < ${lowPretest} and k.pre_untouched = 1 and o.test_started_at is null
            then 1 else 0 end as low_pretest,
          k.failed as failed_final, ${overdue} as overdue
        from analytics_enrolment_risk k
          left join open_sessions o on o.user_id = k.user_id and o.route_id = k.route_id
        ${people} ${routeCondition(filter, 'k.route_id')}
      ) f
      where inactive + low_pretest + failed_final + overdue > 0`;
    const open = openSessions(filter);
    const named = (from: RawBuilder<unknown>, where: RawBuilder<unknown>, limitRows: number | null) =>
      sql<AtRiskSqlRow>`
        with ${open}
        select r.*, u.nombre, u.email, c.nombre as company_name, rt.title as route_title
        from (${from}) r
          join users u on u.id = r.user_id
          left join companies c on c.id = u.empresa_id
          join routes rt on rt.id = r.route_id
        ${where}
        order by r.score desc, r.last_at, u.nombre, rt.title ${limitRows === null ? empty : sql`limit ${limitRows}`}`;
    if (limit === null) {
      const [counted, all] = await Promise.all([countOf(open, risky, db), named(risky, empty, null).execute(db)]);
      return { total: counted, rows: all.rows.map(toAtRiskRow) };
    }
    // One scan for the count and one for the head: the first rows by (score, last activity), a margin beyond the
    // page, then named and ordered in full. Everyone tied with the page's last person on that key is in the head
    // unless the tie runs past the margin, so the page is taken by name among them exactly as a full sort would.
    const headRows = limit + tieMargin;
    const [total, head] = await Promise.all([
      countOf(open, risky, db),
      named(sql`select * from (${risky}) h order by score desc, last_at limit ${headRows}`, empty, null).execute(db),
    ]);
    let rows = head.rows;
    const last = rows[limit - 1];
    const tieRunsPastHead = rows.length === headRows && last !== undefined && sameRiskKey(last, rows[headRows - 1]!);
    if (tieRunsPastHead) {
      // Rare: more people tied than the margin. Read the page again, this time through every tied person.
      const cut = sql`where r.score > ${num(last.score)} or (r.score = ${num(last.score)} and r.last_at <= ${last.last_at})`;
      rows = (await named(risky, cut, limit).execute(db)).rows;
    }
    return { total, rows: rows.slice(0, limit).map(toAtRiskRow) };
  }

  /** The person and route a reminder is about, when the person is enrolled in the route (and in the company). */
  async enrolledPerson(db: Executor, userId: string, routeId: string, companyId: string | null) {
    let query = db
      .selectFrom('enrolments as e')
      .innerJoin('users as u', 'u.id', 'e.user_id')
      .innerJoin('routes as r', 'r.id', 'e.route_id')
      .select(['u.id', 'u.nombre', 'u.email', 'u.empresa_id', 'u.active', 'r.id as route_id', 'r.title'])
      .where('e.user_id', '=', userId)
      .where('e.route_id', '=', routeId);
    if (companyId) query = query.where('u.empresa_id', '=', companyId);
    return query.executeTakeFirst();
  }

  /**
   * Per content item: how many of the people enrolled in the period opened and completed it, and their mean time on
   * it. Over all companies the whole enrolment days come from `analytics_item_usage_days`, which the refresh just
   * brought up to date, and only the period's cut days are read from the progress rows (decision 062); a company's
   * people are few and read directly, as is everything with `direct`.
   */
  async itemUsage(
    db: Executor,
    filter: InsightFilter & { routeId: string },
    direct = false,
  ): Promise<Map<string, { started: number; completed: number; meanSeconds: number | null }>> {
    const mark = filter.companyId || direct ? undefined : await this.refreshedThrough(db, 'item_usage');
    const days = mark ? countedDays(filter, mark) : null;
    const raw = (from: string, to: string) => sql`select ip.item_id, count(*) as started,
        sum(case when ip.completed_at is not null then 1 else 0 end) as completed, sum(ip.seconds_spent) as seconds
      from item_progress ip join (${routeCohort({ ...filter, from, to })}) c on c.user_id = ip.user_id
      where ip.route_id = ${filter.routeId}
      group by ip.item_id`;
    const source = !days
      ? raw(filter.from, filter.to)
      : sql`select x.item_id, sum(x.started) as started, sum(x.completed) as completed, sum(x.seconds) as seconds
          from (
            select d.item_id, d.started, d.completed, d.seconds from analytics_item_usage_days d
            where d.route_id = ${filter.routeId} and d.day >= ${days.firstDay} and d.day < ${days.endDay}
            union all
            ${raw(filter.from, days.firstStart)}
            union all
            ${raw(days.endStart, filter.to)}
          ) x group by x.item_id`;
    const { rows } = await sql<{
      item_id: string;
      started: unknown;
      completed: unknown;
      seconds: unknown;
    }>`${source}`.execute(db);
    return new Map(
      rows.map((r) => {
        const started = num(r.started);
        return [
          r.item_id,
          { started, completed: num(r.completed), meanSeconds: started === 0 ? null : num(r.seconds) / started },
        ];
      }),
    );
  }

  /** Every bank item of the route with the answers people in scope gave it in the period. */
  async bankUsage(db: Executor, filter: InsightFilter & { routeId: string }) {
    const { rows } = await sql<{
      id: string;
      topic: string;
      prompt: string;
      status: string;
      a: unknown;
      b: unknown;
      answers: unknown;
      correct: unknown;
    }>`
      with used as (${await this.answersPerItemSql(db, filter)})
      select b.id, b.topic, b.prompt, b.status, b.a, b.b, coalesce(used.answers, 0) as answers, used.correct
      from bank_items b left join used on used.item_id = b.id
      where b.route_id = ${filter.routeId}
      order by case when used.answers is null then 1 else 0 end, used.correct * 1.0 / used.answers, b.topic, b.id`.execute(
      db,
    );
    return rows.map((r) => {
      const answers = num(r.answers);
      return {
        itemId: r.id,
        topic: r.topic,
        prompt: r.prompt,
        status: r.status,
        answers,
        correctShare: answers === 0 ? null : num(r.correct) / answers,
        difficulty: num(r.b),
        discrimination: num(r.a),
      };
    });
  }

  /**
   * One row per enrolment in the period (in scope) with its evaluation facts and items completed, the learner
   * list and the per-company comparison both read it. Ordered by name.
   */
  async routeLearners(db: Executor, filter: InsightFilter & { routeId: string }, limit: number | null) {
    // The page of people first, straight from the people in name order (`users_name_idx`), then their facts and
    // completed items: the list shows 200 of a route's tens of thousands of enrolments over a year, and joining
    // and sorting every one cost 0.1 s (decisions 052 and 056). The count reads the route's enrolment index.
    const { rows } = await sql<LearnerSqlRow>`
      with page as (
        ${routeEnrolments(filter)}
        order by u.nombre, u.id ${limit === null ? empty : sql`limit ${limit}`}
      ),
      ${openSessions(filter)},
      done as (select ip.user_id, count(*) as n
        from page p join item_progress ip on ip.user_id = p.user_id and ip.route_id = p.route_id
        where ip.route_id = ${filter.routeId} and ip.completed_at is not null group by ip.user_id)
      select e.user_id, e.nombre, e.empresa_id, c.nombre as company_name, e.enrolled_at,
        coalesce(done.n, 0) as items_completed, ${factColumns},
        (select count(*) from (${routeCohort(filter)}) cohort) as total
      from page e
        left join companies c on c.id = e.empresa_id
        ${factJoins(filter)}
        left join done on done.user_id = e.user_id
      order by e.nombre, e.user_id`.execute(db);
    return rows.map((r) => ({
      userId: r.user_id,
      nombre: r.nombre,
      companyId: r.empresa_id,
      companyName: r.company_name,
      enrolledAt: r.enrolled_at,
      itemsCompleted: num(r.items_completed),
      preScore: numOrNull(r.pre_score),
      bestFinalScore: numOrNull(r.best_final),
      passed: num(r.passed) === 1,
      lastActivityAt: r.last_at,
      total: num(r.total),
    }));
  }

  /** Per company of the people enrolled in the period: enrolled, passed, and the score pairs for their means. */
  async companyComparison(db: Executor, filter: InsightFilter & { routeId: string }) {
    // Only finished-session facts count here, so the open sessions are not joined; grouping by company before the
    // names are joined sorts 60 rows instead of a year's 30,000 enrolments by a text key (decision 056).
    const { rows } = await sql<CompanySqlRow>`
      select g.*, c.nombre as company_name from (
        select e.empresa_id, count(*) as enrolled,
          sum(coalesce(rr.final_passed, 0)) as passed,
          avg(case when rr.best_score is not null then rr.pre_low_score * 1.0 end) as mean_pre,
          avg(case when rr.pre_low_score is not null then rr.best_score * 1.0 end) as mean_post,
          avg(case when rr.pre_low_score < 100 and rr.best_score is not null
            then (rr.best_score - rr.pre_low_score) * 1.0 / (100 - rr.pre_low_score) end) as mean_hake
        from (${routeEnrolments(filter)}) e
          left join analytics_route_results rr on rr.user_id = e.user_id and rr.route_id = e.route_id
            and rr.route_id = ${filter.routeId}
        group by e.empresa_id
      ) g left join companies c on c.id = g.empresa_id
      order by c.nombre`.execute(db);
    return rows.map((r) => ({
      companyId: r.empresa_id,
      companyName: r.company_name,
      enrolled: num(r.enrolled),
      passed: num(r.passed),
      meanPre: numOrNull(r.mean_pre),
      meanPost: numOrNull(r.mean_post),
      meanHake: numOrNull(r.mean_hake),
    }));
  }
}
