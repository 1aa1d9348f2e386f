import { sql } from 'kysely';
import { bogotaDaySql } from '../../db/bogota-day.js';
import type { DatabaseKind } from '../../db/database.js';
import { toCount, type Executor, type RawCount } from '../../db/executor.js';
import type { DayRange, InstantRange } from './analytics.repository.js';
import { bogotaDay } from './dashboard-period.js';

/** What the dashboard counts over a period of the whole base, summed from the daily totals. */
export interface PeriodTotals {
  enrolments: number;
  finalsPassed: number;
  /** The average score of the final tests finished in the period, null when none has a score. */
  averageFinalScore: number | null;
  /** Certificates issued in the period, revoked or not. */
  certificates: number;
}

/**
 * The whole base's learning counts per Bogotá day and route (`analytics_daily_totals`, decision 060): enrolments,
 * final tests finished (passed, scored, their scores' sum) and certificates issued. The analytics refresh recomputes
 * every day from its mark's day on; the dashboard over all companies sums a period's days instead of counting the
 * learning tables.
 */
export class DailyTotalsRepository {
  constructor(private readonly kind: DatabaseKind) {}

  /**
   * Recomputes whole days, from the Bogotá day of `since` on (every day when null), from the learning tables. A day
   * is counted again in full, so reading it twice (the refresh's overlap) changes nothing.
   */
  async refresh(db: Executor, since: string | null): Promise<void> {
    const fromDay = since === null ? '' : bogotaDay(new Date(since));
    // The instant Bogotá's `fromDay` starts: its rows, and only those of later days, are read.
    const start = since === null ? '' : `${fromDay}T05:00:00.000Z`;
    const day = (column: string) => bogotaDaySql(this.kind, sql.ref(column));
    await sql`delete from analytics_daily_totals where day >= ${fromDay}`.execute(db);
    await sql`insert into analytics_daily_totals (day, route_id, enrolments, finals, finals_passed, final_scored,
        final_score_sum, certificates)
      select t.day, t.route_id, sum(t.enrolments), sum(t.finals), sum(t.finals_passed), sum(t.final_scored),
        sum(t.final_score_sum), sum(t.certificates)
      from (
        select ${day('e.enrolled_at')} as day, e.route_id, count(*) as enrolments, 0 as finals, 0 as finals_passed,
          0 as final_scored, 0 as final_score_sum, 0 as certificates
        from enrolments e where e.enrolled_at >= ${start}
        group by ${day('e.enrolled_at')}, e.route_id
        union all
        select ${day('s.finished_at')}, s.route_id, 0, count(*), sum(case when s.passed = 1 then 1 else 0 end),
          count(s.score), coalesce(sum(s.score), 0), 0
        from evaluation_sessions s
        where s.kind = 'test' and s.status = 'finished' and s.finished_at >= ${start}
        group by ${day('s.finished_at')}, s.route_id
        union all
        select ${day('c.issued_at')}, c.route_id, 0, 0, 0, 0, 0, count(*)
        from certificates c where c.issued_at >= ${start}
        group by ${day('c.issued_at')}, c.route_id
      ) t
      group by t.day, t.route_id`.execute(db);
  }

  /** The whole base's counts over a range of days. */
  async over(db: Executor, days: DayRange): Promise<PeriodTotals> {
    const { rows } = await sql<{
      enrolments: RawCount | null;
      passed: RawCount | null;
      scored: RawCount | null;
      score_sum: number | string | null;
      certificates: RawCount | null;
    }>`select sum(t.enrolments) as enrolments, sum(t.finals_passed) as passed, sum(t.final_scored) as scored,
        sum(t.final_score_sum) as score_sum, sum(t.certificates) as certificates
      from analytics_daily_totals t where t.day >= ${days.from} and t.day <= ${days.to}`.execute(db);
    const row = rows[0];
    const scored = toCount(row?.scored ?? 0);
    return {
      enrolments: toCount(row?.enrolments ?? 0),
      finalsPassed: toCount(row?.passed ?? 0),
      averageFinalScore: scored === 0 ? null : Number(row?.score_sum ?? 0) / scored,
      certificates: toCount(row?.certificates ?? 0),
    };
  }

  /**
   * The whole base's final tests passed per route over a range of days: every published route, and any other route
   * with a pass (in no order), as `AnalyticsRepository.completionsByRoute` counts them.
   */
  async completionsByRoute(
    db: Executor,
    days: DayRange,
  ): Promise<{ routeId: string; title: string; completions: number }[]> {
    const { rows } = await sql<{ id: string; title: string; n: RawCount | null }>`select r.id, r.title, t.n
      from routes r left join (
        select d.route_id, sum(d.finals_passed) as n from analytics_daily_totals d
        where d.day >= ${days.from} and d.day <= ${days.to}
        group by d.route_id having sum(d.finals_passed) > 0
      ) t on t.route_id = r.id
      where r.status = 'published' or t.n is not null`.execute(db);
    return rows.map((r) => ({ routeId: r.id, title: r.title, completions: toCount(r.n ?? 0) }));
  }

  /**
   * Certificates issued in the range and revoked before its end: what the daily totals count and "issued" must not.
   * Revocations are few, and found by their own index.
   */
  async revokedWithin(db: Executor, range: InstantRange): Promise<number> {
    const { rows } = await sql<{ n: RawCount }>`select count(*) as n from certificates c
      where c.revoked_at < ${range.end} and c.issued_at >= ${range.start} and c.issued_at < ${range.end}`.execute(db);
    return toCount(rows[0]?.n);
  }
}
