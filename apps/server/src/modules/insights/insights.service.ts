import {
  bucketsOf,
  HAKE_EDGES,
  hakeGain,
  INACTIVE_DAYS,
  LOW_PRETEST_SCORE,
  paths,
  quartilesOf,
  SCORE_EDGES,
  type AtRisk,
  type AtRiskRow,
  type Funnel,
  type FunnelStep,
  type InsightPeriod,
  type InsightGain,
  type RiskCriterion,
  type RouteGain,
  type RouteInsight,
  type TopicGain,
  type WeakTopics,
} from '@academia/shared';
import type { Db } from '../../db/database.js';
import { AppError, notFound } from '../../errors/app-error.js';
import type { Clock } from '../../infra/clock/clock.js';
import type { Mailer } from '../../infra/mail/mailer.js';
import type { RateLimiter } from '../../infra/rate-limit/rate-limiter.js';
import type { Logger } from '../../logger.js';
import type { AnalyticsRefresh } from '../analytics/analytics-refresh.js';
import type { AuditActor, AuditService } from '../audit/audit.service.js';
import type { CompanyScope } from '../auth/auth.plugin.js';
import { reminderMail } from './insights-mail.js';
import { periodBounds } from './insights-period.js';
import type { InsightsRepository } from './insights.repository.js';
import type { InsightFilter, ScorePairCount } from './insights.types.js';

export interface InsightQueryInput {
  companyId?: string | undefined;
  routeId?: string | undefined;
  period: InsightPeriod;
  from?: string | undefined;
  to?: string | undefined;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows the at-risk table and the learner list show; the CSV export has every row. */
export const SHOWN_ROWS = 200;
/** The most items the weak-topic and failing-item tables show. */
export const WEAK_LIMIT = 10;
/** One reminder per person and route in this window, whoever clicks. */
const REMINDER_WINDOW_MS = DAY_MS;
/** Reminders one staff member may send in an hour. */
const REMINDERS_PER_HOUR = 100;

export interface InsightsDeps {
  db: Db;
  repository: InsightsRepository;
  audit: AuditService;
  mailer: Mailer;
  limiter: RateLimiter;
  logger: Logger;
  clock: Clock;
  publicUrl: string;
  /** Where each person stands on their training plan: the at-risk rule's `overdue` criterion. */
  /** Brings the per-(person, route) evaluation facts up to date before a panel reads them (decision 052). */
  rollups: Pick<AnalyticsRefresh, 'refresh'>;
}

/** The Insight Hub's panels (decision 040): every number is computed in the database, scoped to a company. */
export class InsightsService {
  constructor(private readonly deps: InsightsDeps) {}

  /** The company, route and period every query is limited to. Another company's id answers 404 to a lead. */
  async filter(scope: CompanyScope, query: InsightQueryInput): Promise<InsightFilter> {
    const { db, repository, clock } = this.deps;
    let companyId: string | null = query.companyId ?? null;
    if (scope.kind === 'company') {
      if (companyId !== null && companyId !== scope.companyId) throw notFound('No encontramos esa empresa.');
      companyId = scope.companyId;
    } else if (companyId !== null && !(await repository.companyExists(db, companyId))) {
      throw notFound('No encontramos esa empresa.');
    }
    const routeId = query.routeId ?? null;
    if (routeId !== null && !(await repository.route(db, routeId))) throw notFound('No encontramos esa ruta.');
    return { companyId, routeId, ...periodBounds(query, clock.now()) };
  }

  routes() {
    return this.deps.repository.routes(this.deps.db).then((items) => ({ items }));
  }

  async funnel(scope: CompanyScope, query: InsightQueryInput): Promise<Funnel> {
    const { db, repository, clock, rollups } = this.deps;
    if (!query.routeId) throw new AppError('VALIDATION_FAILED', 'Elija una ruta para ver su embudo.');
    const filter = await this.filter(scope, query);
    const routeId = query.routeId;
    const route = await repository.route(db, routeId);
    if (!route) throw notFound('No encontramos esa ruta.');
    await rollups.refresh(clock.now());
    const [counts, items] = await Promise.all([
      repository.funnelCounts(db, { ...filter, routeId }),
      repository.routeItems(db, routeId),
    ]);
    const raw: Omit<FunnelStep, 'drop' | 'dropShare'>[] = [
      { kind: 'enrolled', itemId: null, label: 'Inscritos', count: counts.enrolled },
      { kind: 'pretest', itemId: null, label: 'Prueba inicial terminada', count: counts.pretest },
      ...items.map((item) => ({
        kind: 'content' as const,
        itemId: item.id,
        label: `${String(item.position)}. ${item.title}`,
        count: counts.completedByItem.get(item.id) ?? 0,
      })),
      // Only on routes with a published scenario: passing it is a step before the final test (decision 037).
      ...(counts.simulator === null
        ? []
        : [{ kind: 'simulator' as const, itemId: null, label: 'Simulador aprobado', count: counts.simulator }]),
      { kind: 'final_taken', itemId: null, label: 'Evaluación final presentada', count: counts.finalTaken },
      { kind: 'passed', itemId: null, label: 'Evaluación final aprobada', count: counts.passed },
    ];
    const steps = raw.map((step, index): FunnelStep => {
      const previous = raw[index - 1];
      if (!previous) return { ...step, drop: null, dropShare: null };
      const drop = previous.count - step.count;
      return { ...step, drop, dropShare: previous.count === 0 ? null : drop / previous.count };
    });
    return { route, from: filter.from, to: filter.to, steps };
  }

  async learningGain(scope: CompanyScope, query: InsightQueryInput): Promise<InsightGain> {
    const { db, repository, clock, rollups } = this.deps;
    const filter = await this.filter(scope, query);
    await rollups.refresh(clock.now());
    const [pairs, topicRows, routes] = await Promise.all([
      repository.scorePairs(db, filter),
      repository.topicAnswers(db, filter),
      repository.routes(db),
    ]);
    const titles = new Map(routes.map((r) => [r.id, r.title]));
    const byRoute = new Map<string, ScorePairCount[]>();
    for (const pair of pairs) byRoute.set(pair.routeId, [...(byRoute.get(pair.routeId) ?? []), pair]);
    const routeGains = [...byRoute.entries()]
      .map(([routeId, rows]) => routeGain(routeId, titles.get(routeId) ?? routeId, rows))
      .sort((a, b) => a.title.localeCompare(b.title, 'es'));
    const topics = new Map<string, TopicGain>();
    for (const row of topicRows) {
      const key = `${row.routeId}\u0000${row.topic}`;
      const topic = topics.get(key) ?? {
        routeId: row.routeId,
        routeTitle: titles.get(row.routeId) ?? row.routeId,
        topic: row.topic,
        preAnswers: 0,
        preCorrectShare: null,
        postAnswers: 0,
        postCorrectShare: null,
      };
      const share = row.answers === 0 ? null : row.correct / row.answers;
      if (row.kind === 'pretest') Object.assign(topic, { preAnswers: row.answers, preCorrectShare: share });
      else Object.assign(topic, { postAnswers: row.answers, postCorrectShare: share });
      topics.set(key, topic);
    }
    const topicList = [...topics.values()].sort(
      (a, b) => a.routeTitle.localeCompare(b.routeTitle, 'es') || a.topic.localeCompare(b.topic, 'es'),
    );
    return { routes: routeGains, topics: topicList };
  }

  async weakTopics(
    scope: CompanyScope,
    query: InsightQueryInput,
    limit: number | null = WEAK_LIMIT,
  ): Promise<WeakTopics> {
    const { db, repository, clock, rollups } = this.deps;
    const filter = await this.filter(scope, query);
    await rollups.refresh(clock.now());
    const [topics, items, routes] = await Promise.all([
      repository.weakTopics(db, filter, limit),
      repository.failingItems(db, filter, limit),
      repository.routes(db),
    ]);
    const titles = new Map(routes.map((r) => [r.id, r.title]));
    return {
      topics: topics.map((t) => ({
        routeId: t.routeId,
        routeTitle: titles.get(t.routeId) ?? t.routeId,
        topic: t.topic,
        answers: t.answers,
        correctShare: t.correct / t.answers,
      })),
      items: items.map((i) => ({
        itemId: i.itemId,
        routeId: i.routeId,
        routeTitle: titles.get(i.routeId) ?? i.routeId,
        topic: i.topic,
        prompt: i.prompt,
        answers: i.answers,
        wrongShare: i.wrong / i.answers,
      })),
    };
  }

  /** The at-risk rule applied today (the period does not narrow it): see `riskCriterionRules` in shared. */
  async atRisk(scope: CompanyScope, query: InsightQueryInput, limit: number | null = SHOWN_ROWS): Promise<AtRisk> {
    const { db, repository, clock, rollups } = this.deps;
    const filter = await this.filter(scope, query);
    const now = clock.now();
    await rollups.refresh(now);
    const inactiveBefore = new Date(now.getTime() - INACTIVE_DAYS * DAY_MS).toISOString();
    const { total, rows } = await repository.atRisk(
      db,
      filter,
      inactiveBefore,
      LOW_PRETEST_SCORE,
      limit,
      now.toISOString(),
    );
    return {
      total,
      items: rows.map((row): AtRiskRow => {
        const criteria: RiskCriterion[] = [];
        if (row.inactive) criteria.push('inactive');
        if (row.lowPretest) criteria.push('low_pretest');
        if (row.failedFinal) criteria.push('failed_final');
        if (row.overdue) criteria.push('overdue');
        return {
          userId: row.userId,
          nombre: row.nombre,
          email: row.email,
          companyName: row.companyName,
          routeId: row.routeId,
          routeTitle: row.routeTitle,
          criteria,
          lastActivityAt: row.lastActivityAt,
          preScore: row.preScore,
        };
      }),
    };
  }

  /**
   * E-mails one enrolled person a reminder to continue a route. At most one per person and route a day (a second
   * click answers 429 and sends nothing), and at most REMINDERS_PER_HOUR per staff member; each is audited.
   */
  async remind(scope: CompanyScope, actor: AuditActor, userId: string, routeId: string): Promise<{ sentTo: string }> {
    const { db, repository, limiter, audit, mailer, logger, publicUrl } = this.deps;
    const companyId = scope.kind === 'company' ? scope.companyId : null;
    const person = await repository.enrolledPerson(db, userId, routeId, companyId);
    if (!person || person.active !== 1) throw notFound('No encontramos a esa persona inscrita en la ruta.');
    await limiter.consume(`insight-reminder:actor:${actor.id ?? 'sistema'}`, REMINDERS_PER_HOUR, 60 * 60 * 1000);
    const hit = await limiter.hit(`insight-reminder:${userId}:${routeId}`, REMINDER_WINDOW_MS);
    if (hit.count > 1) {
      const hours = Math.max(1, Math.ceil((Date.parse(hit.resetAt) - this.deps.clock.now().getTime()) / 3_600_000));
      throw new AppError(
        'RATE_LIMITED',
        `Ya se envió un recordatorio a esta persona sobre esta ruta. Podrá enviar otro en ${String(hours)} ${hours === 1 ? 'hora' : 'horas'}.`,
        { retryAfterSeconds: hours * 3600 },
      );
    }
    await audit.record(db, actor, {
      action: 'learner.remind',
      entityType: 'user',
      entityId: person.id,
      entityLabel: person.nombre,
      companyId: person.empresa_id,
      after: { ruta: person.title },
    });
    const message = reminderMail(person.email, person.nombre, person.title, `${publicUrl}${paths.route(routeId)}`);
    // After the audit entry: a slow SMTP server must not hold the request.
    mailer.send(message).catch((error: unknown) => {
      logger.error({ err: error, to: message.to }, 'No se pudo enviar el recordatorio');
    });
    return { sentTo: person.email };
  }

  async routeInsight(
    scope: CompanyScope,
    routeId: string,
    query: InsightQueryInput,
    limit: number | null = SHOWN_ROWS,
  ): Promise<RouteInsight> {
    const { db, repository, clock, rollups } = this.deps;
    const filter = { ...(await this.filter(scope, { ...query, routeId })), routeId };
    const route = await repository.route(db, routeId);
    if (!route) throw notFound('No encontramos esa ruta.');
    await rollups.refresh(clock.now());
    const [items, usage, bank, companies, learners] = await Promise.all([
      repository.routeItems(db, routeId),
      repository.itemUsage(db, filter),
      repository.bankUsage(db, filter),
      repository.companyComparison(db, filter),
      repository.routeLearners(db, filter, limit),
    ]);
    const enrolled = companies.reduce((sum, c) => sum + c.enrolled, 0);
    return {
      route,
      enrolled,
      requiredItems: items.filter((i) => i.required === 1).length,
      items: items.map((item) => {
        const used = usage.get(item.id);
        const completed = used?.completed ?? 0;
        return {
          itemId: item.id,
          position: item.position,
          title: item.title,
          kind: item.kind,
          required: item.required === 1,
          started: used?.started ?? 0,
          completed,
          completionShare: enrolled === 0 ? null : completed / enrolled,
          meanSeconds: used?.meanSeconds ?? null,
          estimatedMinutes: item.duration_minutes,
        };
      }),
      bank,
      companies: companies.map((c) => ({ ...c, companyName: c.companyName ?? 'Sin empresa' })),
      // The database sorts by bytes («Á» after «Z»); the page's people are put in Spanish order here.
      learners: learners
        .map(({ total: _total, companyId: _companyId, ...learner }) => learner)
        .sort((a, b) => a.nombre.localeCompare(b.nombre, 'es')),
      learnersTotal: learners[0]?.total ?? 0,
    };
  }
}

function routeGain(routeId: string, title: string, rows: ScorePairCount[]): RouteGain {
  const people = rows.reduce((sum, r) => sum + r.count, 0);
  const pre = rows.map((r) => ({ value: r.pre, count: r.count }));
  const post = rows.map((r) => ({ value: r.post, count: r.count }));
  const hake = rows.flatMap((r) => {
    const g = hakeGain(r.pre, r.post);
    return g === null ? [] : [{ value: Math.round(g * 1000) / 1000, count: r.count }];
  });
  const hakePeople = hake.reduce((sum, r) => sum + r.count, 0);
  const mean = (values: { value: number; count: number }[], n: number) =>
    n === 0 ? null : values.reduce((sum, v) => sum + v.value * v.count, 0) / n;
  const exactHake = rows.reduce((sum, r) => sum + (hakeGain(r.pre, r.post) ?? 0) * r.count, 0);
  return {
    routeId,
    title,
    people,
    meanPre: mean(pre, people),
    meanPost: mean(post, people),
    meanHake: hakePeople === 0 ? null : exactHake / hakePeople,
    pre: quartilesOf(pre),
    post: quartilesOf(post),
    hake: quartilesOf(hake),
    preBuckets: bucketsOf(pre, SCORE_EDGES),
    postBuckets: bucketsOf(post, SCORE_EDGES),
    hakeBuckets: bucketsOf(hake, HAKE_EDGES),
  };
}
