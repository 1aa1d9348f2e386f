import {
  DASHBOARD_KPIS,
  type Dashboard,
  type DashboardKpi,
  type DashboardKpiKey,
  type DashboardQuery,
} from '@academia/shared';
import type { Db } from '../../db/database.js';
import { notFound } from '../../errors/app-error.js';
import type { Clock } from '../../infra/clock/clock.js';
import { scopeCovers, type CompanyScope } from '../auth/auth.plugin.js';
import type { CompaniesService } from '../companies/companies.service.js';
import type { PlanPairsRepository, PlanStatusCount } from './plan-pairs.repository.js';
import type { AnalyticsRefresh } from './analytics-refresh.js';
import type { AnalyticsRepository, AnalyticsScope, DayRange, InstantRange } from './analytics.repository.js';
import type { DailyTotalsRepository } from './daily-totals.repository.js';
import { activeWindow, addDays, instantsOf, isoWeekStart, periodsOf } from './dashboard-period.js';

type KpiValues = Record<DashboardKpiKey, number | null>;

/** The KPIs counted from the learning tables, or for the whole base from the daily totals. */
interface LearningCounts {
  enrolments: number;
  completions: number;
  averageFinalScore: number | null;
  certificatesIssued: number;
}

type RouteCompletions = Dashboard['completionsByRoute'];

const byCompletions = (a: RouteCompletions[number], b: RouteCompletions[number]) =>
  b.completions - a.completions || a.title.localeCompare(b.title, 'es');

/** Today's compliance of the training plans, per company, the companies with most covered pairs first. */
function complianceByCompanyOf(rows: readonly PlanStatusCount[]): Dashboard['complianceByCompany'] {
  const byCompany = new Map<string, Dashboard['complianceByCompany'][number]>();
  for (const row of rows) {
    if (row.companyId === null) continue;
    let entry = byCompany.get(row.companyId);
    if (!entry) {
      entry = {
        companyId: row.companyId,
        companyName: row.companyName ?? 'Empresa sin nombre',
        total: 0,
        counts: { assigned: 0, in_progress: 0, completed_on_time: 0, completed_late: 0, overdue: 0, expired: 0 },
      };
      byCompany.set(row.companyId, entry);
    }
    entry.total += row.count;
    entry.counts[row.status] += row.count;
  }
  return [...byCompany.values()].sort((a, b) => b.total - a.total || a.companyName.localeCompare(b.companyName, 'es'));
}

/** Where overdue is judged for a period: its last instant, as things stood then, or now for one that ends today. */
function periodEnd(days: DayRange, now: Date): Date {
  return new Date(Math.min(now.getTime(), Date.parse(instantsOf(days).end) - 1));
}

/**
 * The admin dashboard (decision 039): KPIs of a period against the period of the same length before it, and the
 * weekly activity and completions-by-route series. A Superadministrador sees every company or one; a Responsable
 * SST only their own, and another company's id is "not found".
 */
export class DashboardService {
  constructor(
    private readonly db: Db,
    private readonly repo: AnalyticsRepository,
    private readonly companies: CompaniesService,
    private readonly clock: Clock,
    private readonly plans: PlanPairsRepository,
    private readonly rollups: Pick<AnalyticsRefresh, 'refresh'>,
    private readonly totals: DailyTotalsRepository,
  ) {}

  async dashboard(scope: CompanyScope, query: DashboardQuery): Promise<Dashboard> {
    const companyId = query.companyId ?? (scope.kind === 'company' ? scope.companyId : null);
    let company: Dashboard['company'] = null;
    if (companyId !== null) {
      const found = scopeCovers(scope, companyId) ? await this.companies.findById(this.db, companyId) : null;
      if (!found) throw notFound('No encontramos esta empresa.');
      company = { id: found.id, nombre: found.nombre };
    }
    const now = this.clock.now();
    await this.refreshActivity(now);
    const periods = periodsOf(query, now);
    const who: AnalyticsScope = { companyId };
    // The training plans' standing is kept by the refresh (decision 059), read in one pass: today's statuses per
    // company for the chart, and the pairs overdue at each period's end for the KPI.
    const ends = [periods.current, periods.previous].map((days) => periodEnd(days, now).toISOString());
    const plans = this.plans.standing(this.db, companyId, now.toISOString(), ends);
    const [current, previous, weeklyActivity, completionsByRoute, complianceByCompany] = await Promise.all([
      this.kpis(
        who,
        periods.current,
        plans.then((standing) => standing.overdue[0] ?? 0),
      ),
      this.kpis(
        who,
        periods.previous,
        plans.then((standing) => standing.overdue[1] ?? 0),
      ),
      this.weeklyActivity(who, periods.current),
      this.completionsByRoute(who, periods.current),
      plans.then((standing) => complianceByCompanyOf(standing.statuses)),
    ]);
    const kpis: DashboardKpi[] = DASHBOARD_KPIS.map((key) => ({
      key,
      value: current[key],
      previous: previous[key],
    }));
    return {
      company,
      period: {
        kind: query.period,
        from: periods.current.from,
        to: periods.current.to,
        previousFrom: periods.previous.from,
        previousTo: periods.previous.to,
      },
      kpis,
      weeklyActivity,
      completionsByRoute,
      complianceByCompany,
    };
  }

  /** Brings the analytics rollups up to date (see `AnalyticsRefresh`); the bench and tests call it directly. */
  refreshActivity(now: Date): Promise<void> {
    return this.rollups.refresh(now);
  }

  private async kpis(who: AnalyticsScope, days: DayRange, overdueAtEnd: Promise<number>): Promise<KpiValues> {
    const range = instantsOf(days);
    const expiringUntil = instantsOf({ from: days.to, to: addDays(days.to, 30) }).end;
    const [activeLearners, learning, averageGain, certificatesExpiring, openActions, overdueAssignments] =
      await Promise.all([
        this.repo.activeLearners(this.db, who, activeWindow(days)),
        who.companyId === null ? this.wholeBaseCounts(days) : this.companyCounts(who, range),
        this.repo.averageGain(this.db, who, range),
        this.repo.certificatesExpiring(this.db, who, range.end, expiringUntil),
        this.repo.openActions(this.db, who.companyId, range.end),
        overdueAtEnd,
      ]);
    return {
      activeLearners,
      enrolments: learning.enrolments,
      completions: learning.completions,
      averageFinalScore: learning.averageFinalScore === null ? null : round(learning.averageFinalScore, 1),
      averageGain: averageGain === null ? null : round(averageGain, 3),
      certificatesIssued: learning.certificatesIssued,
      certificatesExpiring,
      openActions,
      overdueAssignments,
    };
  }

  /** A company's counts, from the learning tables (its people's rows, found by their company). */
  private async companyCounts(who: AnalyticsScope, range: InstantRange): Promise<LearningCounts> {
    const [enrolments, finals, certificatesIssued] = await Promise.all([
      this.repo.enrolments(this.db, who, range),
      this.repo.finalTests(this.db, who, range),
      this.repo.certificatesIssued(this.db, who, range),
    ]);
    return { enrolments, completions: finals.passed, averageFinalScore: finals.averageScore, certificatesIssued };
  }

  /**
   * The whole base's counts, summed from the daily totals the refresh keeps (decision 060); the certificates
   * revoked by the period's end are taken off, as `certificatesIssued` leaves them out.
   */
  private async wholeBaseCounts(days: DayRange): Promise<LearningCounts> {
    const [totals, revoked] = await Promise.all([
      this.totals.over(this.db, days),
      this.totals.revokedWithin(this.db, instantsOf(days)),
    ]);
    return {
      enrolments: totals.enrolments,
      completions: totals.finalsPassed,
      averageFinalScore: totals.averageFinalScore,
      certificatesIssued: totals.certificates - revoked,
    };
  }

  /** Final tests passed in the period per route, the most completed first. */
  private async completionsByRoute(who: AnalyticsScope, days: DayRange): Promise<RouteCompletions> {
    const rows =
      who.companyId === null
        ? await this.totals.completionsByRoute(this.db, days)
        : await this.repo.completionsByRoute(this.db, who, instantsOf(days));
    return rows.sort(byCompletions);
  }

  /** Every ISO week that overlaps the period, oldest first (its days outside the period not counted), zeros kept. */
  private async weeklyActivity(who: AnalyticsScope, days: DayRange): Promise<Dashboard['weeklyActivity']> {
    const first = isoWeekStart(days.from);
    const last = isoWeekStart(days.to);
    const counts = new Map(
      (await this.repo.weeklyActivity(this.db, who, days)).map((row) => [row.week, row.n] as const),
    );
    const weeks: Dashboard['weeklyActivity'] = [];
    for (let week = first; week <= last; week = addDays(week, 7)) {
      weeks.push({ weekStart: week, activeLearners: counts.get(week) ?? 0 });
    }
    return weeks;
  }
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
