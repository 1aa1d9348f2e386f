import { bogotaDay, LEARNER_PROFILE, type ComplianceStatus } from '@academia/shared';
import { sql, type RawBuilder } from 'kysely';
import { bogotaDaySql } from '../../db/bogota-time.js';
import type { DatabaseKind } from '../../db/database.js';
import { toCount, type Executor, type RawCount } from '../../db/executor.js';
import type { OverduePair, StatusCountRow } from './training-plans.types.js';

/** What an evaluation of the plans is narrowed to: one company's people, one route. */
export interface PlanFilter {
  companyId?: string | undefined;
  routeId?: string | undefined;
}

/** An instant to stand at: `today` is its Bogotá day; with `asOf`, later assignments and certificates are left out. */
export interface PlanInstant {
  now: string;
  today: string;
  asOf: boolean;
}

/** `now` as an instant to stand at. */
export function planInstant(now: Date, asOf = false): PlanInstant {
  return { now: now.toISOString(), today: bogotaDay(now), asOf };
}

const empty = sql``;

/**
 * One row per (assignment, person it covers): a person assignment names them, a company assignment takes the
 * company's people, a job-title assignment the people with that normalised title (in its company, when it names
 * one). Only active learners are covered, and only unarchived assignments cover; `assignments` narrows those further.
 * Three joins rather than one with `or`: each uses its own index.
 */
function reachSql(filter: PlanFilter, assignments: RawBuilder<unknown>): RawBuilder<unknown> {
  const chosen = sql`a.archived_at is null ${filter.routeId ? sql`and a.route_id = ${filter.routeId}` : empty}
    ${assignments}`;
  const people = sql`u.active = 1 and u.perfil = ${LEARNER_PROFILE}
    ${filter.companyId ? sql`and u.empresa_id = ${filter.companyId}` : empty}`;
  const columns = sql`u.id as user_id, u.empresa_id, a.route_id, a.due_date, a.mandatory`;
  return sql`
    select ${columns} from training_assignments a join users u on u.id = a.user_id
      where a.target_kind = 'person' and ${chosen} and ${people}
    union all
    select ${columns} from training_assignments a join users u on u.empresa_id = a.company_id
      where a.target_kind = 'company' and ${chosen} and ${people}
    union all
    select ${columns} from training_assignments a join users u on u.cargo_normalizado = a.job_title
      and (a.company_id is null or u.empresa_id = a.company_id)
      where a.target_kind = 'job_title' and ${chosen} and ${people}`;
}

/** No certificate of the pair `p` in force or expired (revoked ones do not count); with `issuedBy`, none by then. */
function uncertified(issuedBy: string | null): RawBuilder<unknown> {
  return sql`not exists (select 1 from certificates x where x.user_id = p.user_id and x.route_id = p.route_id
    and x.revoked_at is null ${issuedBy ? sql`and x.issued_at <= ${issuedBy}` : empty})`;
}

/**
 * The (user_id, route_id) pairs overdue at `at`: covered by an assignment whose due day is before `at.today`, without
 * a certificate. A pair covered several times takes its earliest due date, so one overdue assignment is enough.
 */
function overduePairsSql(filter: PlanFilter, at: PlanInstant): RawBuilder<OverduePair> {
  const created = at.asOf ? sql`and a.created_at <= ${at.now}` : empty;
  return sql`select p.user_id, p.route_id from (
      select distinct r.user_id, r.route_id from (${reachSql(filter, sql`and a.due_date < ${at.today} ${created}`)}) r
    ) p
    where ${uncertified(at.asOf ? at.now : null)}`;
}

/**
 * The training plans evaluated in SQL where only counts are wanted (decision 059): the dashboard's overdue KPI and
 * compliance chart, the at-risk list's overdue criterion and the PHVA evidence. The rules are those of
 * `complianceStatus`, which still evaluates the compliance table row by row; a test holds the two together.
 */
export class PlanStandingRepository {
  constructor(private readonly kind: DatabaseKind) {}

  /**
   * The overdue pairs at `at` as a fragment for another query: the at-risk list joins them inside the query that
   * ranks it, since a list of pairs sent as parameters would be 100,000 long over a whole client base.
   */
  overduePairs(filter: PlanFilter, at: PlanInstant): RawBuilder<OverduePair> {
    return overduePairsSql(filter, at);
  }

  async overdueCount(db: Executor, filter: PlanFilter, at: PlanInstant): Promise<number> {
    const { rows } = await sql<{ n: RawCount }>`select count(*) as n from (${overduePairsSql(filter, at)}) o`.execute(
      db,
    );
    return toCount(rows[0]?.n);
  }

  /**
   * Every covered pair's status today: the latest unrevoked certificate decides when there is one (expired,
   * on time or late against the due day in Bogotá); otherwise overdue past the due day, in progress with content
   * progress or an evaluation, else assigned.
   */
  async statusCounts(db: Executor, filter: PlanFilter, at: Omit<PlanInstant, 'asOf'>): Promise<StatusCountRow[]> {
    const issuedDay = bogotaDaySql(this.kind, sql`l.issued_at`);
    const { rows } = await sql<{
      empresa_id: string | null;
      company_name: string | null;
      status: ComplianceStatus;
      n: RawCount;
    }>`
      with pairs as (
        select user_id, empresa_id, route_id, min(due_date) as due_date from (${reachSql(filter, empty)}) r
        group by user_id, empresa_id, route_id
      ),
      latest as (
        select x.user_id, x.route_id, x.issued_at, x.expires_at
        from certificates x join pairs p on p.user_id = x.user_id and p.route_id = x.route_id
        where x.revoked_at is null and not exists (
          select 1 from certificates y where y.user_id = x.user_id and y.route_id = x.route_id
            and y.revoked_at is null and (y.issued_at > x.issued_at or (y.issued_at = x.issued_at and y.id > x.id)))
      ),
      judged as (
        select p.empresa_id, case
          when l.issued_at is not null then case
            when l.expires_at is not null and l.expires_at <= ${at.now} then 'expired'
            when ${issuedDay} <= p.due_date then 'completed_on_time'
            else 'completed_late' end
          when p.due_date < ${at.today} then 'overdue'
          when exists (select 1 from item_progress ip where ip.user_id = p.user_id and ip.route_id = p.route_id)
            or exists (select 1 from evaluation_sessions s where s.user_id = p.user_id and s.route_id = p.route_id)
            then 'in_progress'
          else 'assigned' end as status
        from pairs p left join latest l on l.user_id = p.user_id and l.route_id = p.route_id
      )
      select j.empresa_id, c.nombre as company_name, j.status, count(*) as n
      from judged j left join companies c on c.id = j.empresa_id
      group by j.empresa_id, c.nombre, j.status`.execute(db);
    return rows.map((row) => ({
      companyId: row.empresa_id,
      companyName: row.company_name,
      status: row.status,
      count: toCount(row.n),
    }));
  }
}
