import type { Db } from '../../db/database.js';
import type { Executor } from '../../db/executor.js';
import type { AnalyticsRepository, RollupName } from './analytics.repository.js';
import type { DailyTotalsRepository } from './daily-totals.repository.js';
import type { PlanPairsRepository } from './plan-pairs.repository.js';
import { bogotaDay } from './dashboard-period.js';

/** Rows changed this long before a refresh are read again by the next one, for transactions still committing. */
const REFRESH_OVERLAP_MS = 10 * 60 * 1000;

/**
 * Keeps the analytics read model (decisions 046 and 052) in step with the learning tables: the activity days, the
 * weekly counts built on them, the per-(person, route) results and evaluation facts, the at-risk facts, the training
 * plans' standing, the whole base's daily totals and the content items' use per enrolment day. The dashboard and the
 * Insight Hub call it before they read, so what they show includes the last request's work.
 */
export class AnalyticsRefresh {
  constructor(
    private readonly db: Db,
    private readonly repo: AnalyticsRepository,
    private readonly planPairs: PlanPairsRepository,
    private readonly dailyTotals: DailyTotalsRepository,
  ) {}

  /**
   * Reads what was recorded since each mark, in one transaction. One process at a time (a transaction-scoped
   * lock); a process that finds it taken reads the tables as they are.
   */
  async refresh(now: Date): Promise<void> {
    // Nothing written since the marks (decision 066): every rollup would read empty ranges and add nothing, so one
    // statement replaces some forty. The marks stay where they are, and the next refresh reads from them.
    if ((await this.repo.quietSince(this.db)) !== null) return;
    await this.db.transaction().execute(async (tx) => {
      if (!(await this.repo.tryRefreshLock(tx))) return;
      const through = new Date(now.getTime() - REFRESH_OVERLAP_MS).toISOString();
      const since = await this.repo.activityRefreshedThrough(tx);
      await this.repo.addActivityDays(tx, since);
      if (since === null || through > since) await this.repo.setActivityRefreshedThrough(tx, through);

      // Weekly counts: people first (a week row takes its company from there), then the people who moved to
      // another company since, then the new weeks. A rollup without a mark is filled from every activity day.
      await this.rollup(tx, 'activity_weeks', through, async (weeksSince) => {
        const sinceDay = weeksSince === null ? null : bogotaDay(new Date(weeksSince));
        await this.repo.addActivityPeople(tx, sinceDay);
        await this.repo.movePeople(tx, await this.repo.movedPeople(tx));
        await this.repo.addActivityWeeks(tx, sinceDay);
      });
      await this.rollup(tx, 'route_results', through, (resultsSince) => this.repo.addRouteResults(tx, resultsSince));
      await this.rollup(tx, 'evaluation_facts', through, (factsSince) => this.repo.addEvaluationFacts(tx, factsSince));
      await this.rollup(tx, 'daily_totals', through, (totalsSince) => this.dailyTotals.refresh(tx, totalsSince));
      await this.rollup(tx, 'plan_pairs', through, (pairsSince) => this.planPairs.refresh(tx, pairsSince));
      // After the route results and the plans' standing, which it reads.
      await this.rollup(tx, 'enrolment_risk', through, (riskSince) => this.repo.refreshEnrolmentRisk(tx, riskSince));
      await this.rollup(tx, 'answer_weeks', through, (answersSince) =>
        this.repo.addAnswerWeeks(tx, answersSince, through),
      );
      await this.rollup(tx, 'item_weeks', through, (itemsSince) => this.repo.addItemWeeks(tx, itemsSince, through));
      await this.rollup(tx, 'item_completions', through, (completedSince) =>
        this.repo.addItemCompletionWeeks(tx, completedSince, through),
      );
      await this.rollup(tx, 'item_usage', through, (usageSince) => this.repo.addItemUsage(tx, usageSince));
    });
  }

  /** Brings one rollup up from its mark (from nothing without one) and moves the mark forward. */
  private async rollup(
    tx: Executor,
    name: RollupName,
    through: string,
    add: (since: string | null) => Promise<void>,
  ): Promise<void> {
    const since = await this.repo.rollupRefreshedThrough(tx, name);
    await add(since);
    if (since === null || through > since) await this.repo.setRollupRefreshedThrough(tx, name, through);
  }
}
