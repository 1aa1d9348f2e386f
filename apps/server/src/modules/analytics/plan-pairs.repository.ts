import { evaluationKinds, LEARNER_PROFILE, type ComplianceStatus } from '@academia/shared';
import { sql, type RawBuilder } from 'kysely';
import { chunks } from '../../db/chunks.js';
import type { DatabaseKind } from '../../db/database.js';
import { toCount, type Executor, type RawCount } from '../../db/executor.js';

const empty = sql``;

/** A pair's status class in the narrow copy: what it is until its one change (decision 061). */
const CLASS = { assigned: 0, started: 1, onTime: 3, late: 4 } as const;

/** The status of a pair of class `kind`, before or after its change. */
function statusOf(kind: number, switched: boolean): ComplianceStatus {
  if (kind === CLASS.onTime || kind === CLASS.late) {
    return switched ? 'expired' : kind === CLASS.onTime ? 'completed_on_time' : 'completed_late';
  }
  if (switched) return 'overdue';
  return kind === CLASS.started ? 'in_progress' : 'assigned';
}

/** Covered pairs per company and status at one instant. */
export interface PlanStatusCount {
  companyId: string | null;
  companyName: string | null;
  status: ComplianceStatus;
  count: number;
}

/**
 * One row per (assignment, person it covers) among `people`: a person assignment names them, a company assignment
 * takes the company's people, a job-title assignment the people with that normalised title (in its company when it
 * names one). Only active learners are covered. Three joins rather than one with `or`: each uses its own index.
 * The job-title join is a `cross join`, which SQLite takes in the order written: the few assignments first, then
 * their people by the title index. Left to choose, once its statistics said the title index was empty (no person had
 * a title), it read every learner and looked up the assignments for each (65–95 ms per refresh with nothing new).
 * PostgreSQL plans a cross join with conditions like any inner join.
 */
function coverageSql(assignments: RawBuilder<unknown>, people: RawBuilder<unknown>): RawBuilder<unknown> {
  const who = sql`u.active = 1 and u.perfil = ${LEARNER_PROFILE} ${people}`;
  const columns = sql`u.id as user_id, u.empresa_id, a.route_id, a.due_date, a.created_at`;
  return sql`
    select ${columns} from training_assignments a join users u on u.id = a.user_id
      where a.target_kind = 'person' and ${assignments} and ${who}
    union all
    select ${columns} from training_assignments a join users u on u.empresa_id = a.company_id
      where a.target_kind = 'company' and ${assignments} and ${who}
    union all
    select ${columns} from training_assignments a cross join users u
      where a.target_kind = 'job_title' and ${assignments} and u.cargo_normalizado = a.job_title
        and (a.company_id is null or u.empresa_id = a.company_id) and ${who}`;
}

/**
 * The training plans' standing per covered (person, route), kept in `analytics_plan_pairs` (decision 059) for the
 * dashboard's overdue KPI and compliance chart and the at-risk list's overdue criterion. The statuses are those of
 * `complianceStatus`, which still judges the compliance table row by row; a test holds the two together.
 */
export class PlanPairsRepository {
  constructor(private readonly kind: DatabaseKind) {}

  /** 05:00 UTC of the day after a YYYY-MM-DD column: midnight in Bogotá (UTC−5 all year). */
  private dayAfter(column: RawBuilder<unknown>): RawBuilder<string> {
    return this.kind === 'sqlite'
      ? sql<string>`date(${column}, '+1 day') || 'T05:00:00.000Z'`
      : sql<string>`to_char(cast(${column} as date) + 1, 'YYYY-MM-DD') || 'T05:00:00.000Z'`;
  }

  /**
   * Recomputes the pairs of the people touched since `since` (every pair without a mark): people written to
   * (created, moved, retitled, deactivated), people an assignment made or archived since covers, and people with a
   * certificate revoked, progress written or an evaluation started or finished since (a certificate is issued when its
   * final test finishes).
   */
  async refresh(db: Executor, since: string | null): Promise<void> {
    if (since === null) {
      await this.recompute(db, null);
      return;
    }
    // `union all`, the duplicates dropped here: with `union`, SQLite merged sorted inputs and so walked every
    // person in id order (55 ms with nothing new).
    const { rows } = await sql<{ id: string }>`select id from users where updated_at >= ${since}
      union all select c.user_id from (${coverageSql(sql`(a.created_at >= ${since} or a.archived_at >= ${since})`, empty)}) c
      union all select user_id from certificates where revoked_at >= ${since}
      union all select user_id from item_progress where updated_at >= ${since}
      union all select user_id from evaluation_sessions where status = 'in_progress' and started_at >= ${since}
      union all select user_id from evaluation_sessions
        where kind in (${sql.join([...evaluationKinds])}) and status = 'finished' and finished_at >= ${since}`.execute(
      db,
    );
    // Most refreshes find a few people or none; a plan made for a whole company brings its people, a slice at a time.
    for (const slice of chunks([...new Set(rows.map((row) => row.id))])) await this.recompute(db, slice);
  }

  /** An ISO instant column as milliseconds since 1970 (UTC); null stays null. */
  private millis(column: RawBuilder<unknown>): RawBuilder<number | null> {
    // SQLite keeps a date as whole milliseconds inside; julianday() gives it back as days, which round to them.
    return this.kind === 'sqlite'
      ? sql<number | null>`cast(round((julianday(${column}) - 2440587.5) * 86400000.0) as integer)`
      : sql<number | null>`cast(extract(epoch from cast(${column} as timestamptz)) * 1000 as bigint)`;
  }

  /**
   * Deletes and recomputes the pairs of `people` (of everyone with null), their narrow copy for the dashboard's
   * counts (decision 061) and the at-risk list's copy.
   */
  private async recompute(db: Executor, people: string[] | null): Promise<void> {
    const only = (column: string) => (people === null ? empty : sql`${sql.ref(column)} in (${sql.join(people)})`);
    await sql`delete from analytics_plan_pairs ${people === null ? empty : sql`where ${only('user_id')}`}`.execute(db);
    const dueEnd = this.dayAfter(sql`c.due_date`);
    const unrevoked = sql`certificates x where x.user_id = p.user_id and x.route_id = p.route_id and x.revoked_at is null`;
    await sql`insert into analytics_plan_pairs (user_id, route_id, empresa_id, due_date, due_end, overdue_from,
        first_certified_at, certified_at, certificate_expires_at, started)
      select p.user_id, p.route_id, p.empresa_id, p.due_date, ${this.dayAfter(sql`p.due_date`)}, p.overdue_from,
        (select min(x.issued_at) from ${unrevoked}),
        (select max(x.issued_at) from ${unrevoked}),
        (select x.expires_at from ${unrevoked} order by x.issued_at desc, x.id desc limit 1),
        case when exists (select 1 from item_progress ip where ip.user_id = p.user_id and ip.route_id = p.route_id)
          or exists (select 1 from evaluation_sessions s where s.user_id = p.user_id and s.route_id = p.route_id)
          then 1 else 0 end
      from (
        select c.user_id, c.route_id, c.empresa_id, min(c.due_date) as due_date,
          min(case when c.created_at > ${dueEnd} then c.created_at else ${dueEnd} end) as overdue_from
        from (${coverageSql(sql`a.archived_at is null`, people === null ? empty : sql`and ${only('u.id')}`)}) c
        group by c.user_id, c.route_id, c.empresa_id
      ) p`.execute(db);
    await this.copyMarks(db, people);
    // The at-risk list's copy of the overdue criterion, for the same people (the enrolments' own refresh, after
    // this one, copies it for the people it recomputes).
    await sql`update analytics_enrolment_risk set overdue_from = (
        select case when pp.first_certified_at is null then pp.overdue_from end from analytics_plan_pairs pp
        where pp.user_id = analytics_enrolment_risk.user_id and pp.route_id = analytics_enrolment_risk.route_id)
      ${people === null ? empty : sql`where ${only('user_id')}`}`.execute(db);
  }

  /**
   * The narrow copy of `people`'s pairs (of everyone with null): the status class until the one instant it changes,
   * and the instants the counts compare, as milliseconds.
   */
  private async copyMarks(db: Executor, people: string[] | null): Promise<void> {
    const only = people === null ? empty : sql`where user_id in (${sql.join(people)})`;
    await sql`delete from analytics_plan_marks ${only}`.execute(db);
    await sql`insert into analytics_plan_marks (empresa_id, class, switch_ms, overdue_ms, first_certified_ms, user_id,
        route_id)
      select empresa_id,
        case when certified_at is not null then case when certified_at < due_end then ${sql.lit(CLASS.onTime)}
            else ${sql.lit(CLASS.late)} end
          when started = 1 then ${sql.lit(CLASS.started)} else ${sql.lit(CLASS.assigned)} end,
        ${this.millis(sql`case when certified_at is not null then certificate_expires_at else due_end end`)},
        ${this.millis(sql.ref('overdue_from'))}, ${this.millis(sql.ref('first_certified_at'))}, user_id, route_id
      from analytics_plan_pairs ${only}`.execute(db);
  }

  /** Pairs overdue at `at`, as things stood then (see `standing`). */
  async overdueCount(db: Executor, companyId: string | null, at: string): Promise<number> {
    return (await this.standing(db, companyId, at, [at])).overdue[0] ?? 0;
  }

  /** Every pair's status at `now`, per company and status (see `standing`). */
  async statusCounts(db: Executor, companyId: string | null, now: string): Promise<PlanStatusCount[]> {
    return (await this.standing(db, companyId, now, [])).statuses;
  }

  /**
   * In one pass over the pairs (the dashboard wants both): every pair's status at `now`, and how many pairs were
   * overdue at each of `overdueAt`.
   *
   * - Status: the latest unrevoked certificate decides when there is one (expired, else on time or late against the
   *   due day in Bogotá); otherwise overdue past the due day, in progress once started, else assigned.
   * - Overdue at an instant, as things stood then: an assignment made by then was past its due day, and no
   *   certificate still unrevoked had been issued by then.
   */
  async standing(
    db: Executor,
    companyId: string | null,
    now: string,
    overdueAt: readonly string[],
  ): Promise<{ statuses: PlanStatusCount[]; overdue: number[] }> {
    // Over the narrow copy (decision 061): a pair's status is its class until `switch_ms`, then overdue (not
    // certified) or expired (certified), which is what `complianceStatus` decides from the wide row.
    const overdueColumns = overdueAt.map((at, i) => {
      const ms = Date.parse(at);
      return sql`, sum(case when m.overdue_ms <= ${ms}
        and (m.first_certified_ms is null or m.first_certified_ms > ${ms}) then 1 else 0 end) as ${sql.ref(`o${String(i)}`)}`;
    });
    const { rows } = await sql<
      Record<string, unknown> & {
        empresa_id: string | null;
        company_name: string | null;
        class: number;
        switched: number | string;
        n: RawCount;
      }
    >`
      select g.*, c.nombre as company_name from (
        select m.empresa_id, m.class, case when m.switch_ms <= ${Date.parse(now)} then 1 else 0 end as switched,
          count(*) as n ${sql.join(overdueColumns, sql``)}
        from analytics_plan_marks m ${companyId === null ? empty : sql`where m.empresa_id = ${companyId}`}
        group by 1, 2, 3
      ) g left join companies c on c.id = g.empresa_id`.execute(db);
    const statuses = new Map<string, PlanStatusCount>();
    for (const row of rows) {
      const status = statusOf(Number(row.class), Number(row.switched) === 1);
      const key = `${row.empresa_id ?? ''}|${status}`;
      const entry = statuses.get(key) ?? { companyId: row.empresa_id, companyName: row.company_name, status, count: 0 };
      entry.count += toCount(row.n);
      statuses.set(key, entry);
    }
    return {
      statuses: [...statuses.values()],
      overdue: overdueAt.map((_, i) => rows.reduce((sum, row) => sum + toCount(row[`o${String(i)}`] as RawCount), 0)),
    };
  }
}
