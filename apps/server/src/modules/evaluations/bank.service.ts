import crypto from 'node:crypto';
import {
  bankItemInputSchema,
  type AdminBank,
  type AdminBankItem,
  type BankImportResult,
  type BankItemInput,
  type CalibrationResult,
} from '@academia/shared';
import type { Db } from '../../db/database.js';
import { notFound } from '../../errors/app-error.js';
import type { Clock } from '../../infra/clock/clock.js';
import type { LearningCatalogService } from '../learning-paths/learning-catalog.service.js';
import { readBankCsv } from './bank-import.js';
import { calibrateItems } from './engine/index.js';
import type { BankItem, BankStats } from './evaluation.types.js';
import { initialParameters } from './evaluation-views.js';
import type { EvaluationsRepository } from './evaluations.repository.js';

/** Items need this many answers before their difficulty is re-estimated from data. */
export const MIN_ANSWERS_FOR_CALIBRATION = 30;

/** How many routes `calibrateAll` reads at a time. */
const CALIBRATION_PAGE = 100;

type ParsedBankItem = ReturnType<typeof bankItemInputSchema.parse>;

function toAdminBankItem(item: BankItem, stats: BankStats): AdminBankItem {
  const own = stats.perItem.get(item.id) ?? { answers: 0, correct: 0 };
  return {
    id: item.id,
    topic: item.topic,
    kind: item.kind,
    level: item.level,
    prompt: item.prompt,
    options: item.options,
    explanation: item.explanation,
    status: item.status,
    difficulty: Math.round(item.b * 100) / 100,
    discrimination: Math.round(item.a * 100) / 100,
    calibratedAt: item.calibratedAt,
    stats: {
      answers: own.answers,
      percentCorrect: own.answers > 0 ? Math.round((100 * own.correct) / own.answers) : null,
      // Each item appears at most once per session, so answers / sessions is the share of sessions that used it.
      exposure: stats.sessions > 0 ? Math.round((100 * own.answers) / stats.sessions) : 0,
    },
  };
}

/** Authoring of a route's item bank: items, CSV import, retirement and calibration. Admin-only. */
export class BankService {
  constructor(
    private readonly db: Db,
    private readonly evaluations: EvaluationsRepository,
    private readonly catalog: LearningCatalogService,
    private readonly clock: Clock,
  ) {}

  private now(): string {
    return this.clock.now().toISOString();
  }

  async list(routeId: string): Promise<AdminBank> {
    const [items, stats] = await Promise.all([
      this.evaluations.listBank(this.db, routeId, { activeOnly: false }),
      this.evaluations.bankStats(this.db, routeId),
    ]);
    return {
      items: items.map((item) => toAdminBankItem(item, stats)),
      topics: [...new Set(items.map((item) => item.topic))].sort((a, b) => a.localeCompare(b, 'es')),
    };
  }

  private async one(routeId: string, itemId: string): Promise<AdminBankItem> {
    const bank = await this.list(routeId);
    const item = bank.items.find((row) => row.id === itemId);
    if (!item) throw notFound('Esta pregunta no pertenece a la ruta.');
    return item;
  }

  private newItem(routeId: string, input: ParsedBankItem, at: string): BankItem {
    return {
      id: crypto.randomUUID(),
      routeId,
      topic: input.topic,
      kind: input.kind,
      prompt: input.prompt,
      options: input.options,
      explanation: input.explanation,
      level: input.level,
      ...initialParameters(input.level),
      calibratedAt: null,
      status: 'active',
      createdAt: at,
      updatedAt: at,
    };
  }

  async create(routeId: string, input: BankItemInput): Promise<AdminBankItem> {
    const item = this.newItem(routeId, bankItemInputSchema.parse(input), this.now());
    await this.evaluations.insertBankItems(this.db, [item]);
    return this.one(routeId, item.id);
  }

  /** Seeds and imports add many at once; they are trusted to be valid already. */
  async createMany(routeId: string, inputs: BankItemInput[]): Promise<number> {
    const at = this.now();
    const items = inputs.map((input) => this.newItem(routeId, bankItemInputSchema.parse(input), at));
    await this.evaluations.insertBankItems(this.db, items);
    return items.length;
  }

  /** Editing keeps the item's answers; a changed level resets an uncalibrated item's difficulty. */
  async update(routeId: string, itemId: string, input: BankItemInput): Promise<AdminBankItem> {
    const current = await this.requireItem(routeId, itemId);
    const parsed = bankItemInputSchema.parse(input);
    await this.evaluations.updateBankItem(this.db, itemId, {
      topic: parsed.topic,
      kind: parsed.kind,
      prompt: parsed.prompt,
      options: parsed.options,
      explanation: parsed.explanation,
      level: parsed.level,
      ...(current.calibratedAt === null && initialParameters(parsed.level)),
      updatedAt: this.now(),
    });
    return this.one(routeId, itemId);
  }

  async setStatus(routeId: string, itemId: string, status: 'active' | 'retired'): Promise<AdminBankItem> {
    await this.requireItem(routeId, itemId);
    await this.evaluations.updateBankItem(this.db, itemId, { status, updatedAt: this.now() });
    return this.one(routeId, itemId);
  }

  async importCsv(routeId: string, csv: string): Promise<BankImportResult> {
    const { items, problems } = readBankCsv(csv);
    const created = items.length > 0 ? await this.createMany(routeId, items) : 0;
    return { created, problems };
  }

  /** Re-estimates difficulties (and discriminations with enough data) from every stored answer of the route. */
  async calibrate(routeId: string): Promise<CalibrationResult> {
    const [items, answers] = await Promise.all([
      this.evaluations.listBank(this.db, routeId, { activeOnly: false }),
      this.evaluations.answersForRoute(this.db, routeId),
    ]);
    const result = calibrateItems(
      answers.map((answer) => ({ personId: answer.sessionId, itemId: answer.itemId, correct: answer.correct })),
      items.map((item) => ({ id: item.id, a: item.a, b: item.b })),
      { minAnswers: MIN_ANSWERS_FOR_CALIBRATION },
    );
    const at = this.now();
    let calibrated = 0;
    for (const item of items) {
      const fitted = result.items.get(item.id);
      if (!fitted?.calibrated) continue;
      await this.evaluations.updateBankItem(this.db, item.id, {
        a: fitted.a,
        b: fitted.b,
        calibratedAt: at,
        updatedAt: at,
      });
      calibrated += 1;
    }
    // Retired items are not in use: only active ones still waiting for answers count as skipped.
    const skipped = items.filter((item) => item.status === 'active' && !result.items.get(item.id)?.calibrated).length;
    return { calibrated, skipped, minAnswers: MIN_ANSWERS_FOR_CALIBRATION };
  }

  /**
   * Calibrates every route's bank, however many routes there are: routes are read a page at a time in id order
   * (a fixed first page used to stop silently at 100). `onRoute` hears each route's result as it is done.
   */
  async calibrateAll(
    onRoute: (route: { id: string; title: string }, result: CalibrationResult) => void,
    pageSize = CALIBRATION_PAGE,
  ): Promise<void> {
    let afterId: string | null = null;
    for (;;) {
      const page = await this.catalog.routePage(afterId, pageSize);
      for (const route of page) onRoute(route, await this.calibrate(route.id));
      const last = page.at(-1);
      if (!last || page.length < pageSize) return;
      afterId = last.id;
    }
  }

  private async requireItem(routeId: string, itemId: string): Promise<BankItem> {
    const item = await this.evaluations.findBankItem(this.db, itemId);
    if (!item || item.routeId !== routeId) throw notFound('Esta pregunta no pertenece a la ruta.');
    return item;
  }
}
