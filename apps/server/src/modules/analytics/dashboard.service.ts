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
import type { AnalyticsRepository, AnalyticsScope, DayRange } from './analytics.repository.js';
import { activeWindow, addDays, instantsOf, isoWeekStart, periodsOf } from './dashboard-period.js';

/** Rows changed this long before a refresh are read again by the next one, for transactions still committing. */
const REFRESH_OVERLAP_MS = 10 * 60 * 1000;

type KpiValues = Record<DashboardKpiKey, number | null>;

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
    const [current, previous, weeklyActivity, completionsByRoute] = await Promise.all([
      this.kpis(who, periods.current),
      this.kpis(who, periods.previous),
      this.weeklyActivity(who, periods.current),
      this.repo.completionsByRoute(this.db, who, instantsOf(periods.current)),
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
    };
  }

  /**
   * Brings the activity days up to date with what was recorded since the last refresh. One process at a time
   * (a transaction-scoped lock); a process that finds it taken reads the days as they are.
   */
  async refreshActivity(now: Date): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      if (!(await this.repo.tryRefreshLock(tx))) return;
      const since = await this.repo.activityRefreshedThrough(tx);
      await this.repo.addActivityDays(tx, since);
      const through = new Date(now.getTime() - REFRESH_OVERLAP_MS).toISOString();
      if (since === null || through > since) await this.repo.setActivityRefreshedThrough(tx, through);
    });
  }

  private async kpis(who: AnalyticsScope, days: DayRange): Promise<KpiValues> {
    const range = instantsOf(days);
    const expiringUntil = instantsOf({ from: days.to, to: addDays(days.to, 30) }).end;
    const [activeLearners, enrolments, finals, averageGain, certificatesIssued, certificatesExpiring, openActions] =
      await Promise.all([
        this.repo.activeLearners(this.db, who, activeWindow(days)),
        this.repo.enrolments(this.db, who, range),
        this.repo.finalTests(this.db, who, range),
        this.repo.averageGain(this.db, who, range),
        this.repo.certificatesIssued(this.db, who, range),
        this.repo.certificatesExpiring(this.db, who, range.end, expiringUntil),
        this.repo.openActions(this.db, who.companyId, range.end),
      ]);
    return {
      activeLearners,
      enrolments,
      completions: finals.passed,
      averageFinalScore: finals.averageScore === null ? null : round(finals.averageScore, 1),
      averageGain: averageGain === null ? null : round(averageGain, 3),
      certificatesIssued,
      certificatesExpiring,
      openActions,
    };
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
