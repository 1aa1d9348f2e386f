import crypto from 'node:crypto';
import {
  type AdminItemFamilies,
  type RetireFamilyResult,
  bankItemInputSchema,
  type AdminBank,
  type AdminBankItem,
  type BankImportResult,
  type BankItemInput,
  type CalibrationResult,
} from '@academia/shared';
import type { Db } from '../../db/database.js';
import type { Executor } from '../../db/executor.js';
import { AppError, notFound } from '../../errors/app-error.js';
import type { Clock } from '../../infra/clock/clock.js';
import type { AuditActor, AuditChange, AuditService } from '../audit/audit.service.js';
import type { LearningCatalogService } from '../learning-paths/learning-catalog.service.js';
import { readBankCsv } from './bank-import.js';
import type { BankSizeService } from './bank-size.service.js';
import { calibrateItems } from './engine/index.js';
import { findFamily } from './families/index.js';
import { spread } from './families/family.options.js';
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

/** What the audit log keeps of a question: what its author wrote, not the fitted parameters. */
function itemChange(action: string, item: BankItem, before: BankItem | null, after: BankItem | null): AuditChange {
  const fields = (value: BankItem) => ({
    topic: value.topic,
    kind: value.kind,
    level: value.level,
    prompt: value.prompt,
    options: JSON.stringify(value.options),
    explanation: value.explanation,
    status: value.status,
  });
  return {
    action,
    entityType: 'bank_item',
    entityId: item.id,
    entityLabel: item.prompt.length > 80 ? `${item.prompt.slice(0, 80)}…` : item.prompt,
    before: before && fields(before),
    after: after && fields(after),
  };
}

/** Authoring of a route's item bank: items, CSV import, retirement and calibration. Admin-only. */
export class BankService {
  constructor(
    private readonly db: Db,
    private readonly evaluations: EvaluationsRepository,
    private readonly catalog: LearningCatalogService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly bankSize: BankSizeService,
  ) {}

  private now(): string {
    return this.clock.now().toISOString();
  }

  async list(routeId: string): Promise<AdminBank> {
    const [items, stats, size] = await Promise.all([
      this.evaluations.listBank(this.db, routeId, { activeOnly: false }),
      this.evaluations.bankStats(this.db, routeId),
      this.bankSize.of(routeId),
    ]);
    return {
      items: items.map((item) => toAdminBankItem(item, stats)),
      topics: [...new Set(items.map((item) => item.topic))].sort((a, b) => a.localeCompare(b, 'es')),
      size,
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
      familyId: null,
      exposureK: 1,
    };
  }

  async create(routeId: string, input: BankItemInput, actor: AuditActor): Promise<AdminBankItem> {
    const item = this.newItem(routeId, bankItemInputSchema.parse(input), this.now());
    await this.db.transaction().execute(async (tx) => {
      await this.evaluations.insertBankItems(tx, [item]);
      await this.audit.record(tx, actor, itemChange('bank.item.create', item, null, item));
    });
    return this.one(routeId, item.id);
  }

  /**
   * Seeds and imports add many at once; they are trusted to be valid already. One audit entry says how many. A
   * generated item (ADR 041) carries the id of its family.
   */
  async createMany(
    routeId: string,
    inputs: (BankItemInput & { familyId?: string })[],
    actor: AuditActor,
    problems = 0,
  ): Promise<number> {
    const at = this.now();
    const items = inputs.map((input) => ({
      ...this.newItem(routeId, bankItemInputSchema.parse(input), at),
      familyId: input.familyId ?? null,
    }));
    const route = await this.catalog.certificateFacts(this.db, routeId);
    await this.db.transaction().execute(async (tx) => {
      await this.evaluations.insertBankItems(tx, items);
      await this.audit.record(tx, actor, {
        action: 'bank.import',
        entityType: 'route',
        entityId: routeId,
        entityLabel: route?.title ?? null,
        after: { created: items.length, rejectedRows: problems, topics: [...new Set(items.map((i) => i.topic))] },
      });
    });
    return items.length;
  }

  /** Editing keeps the item's answers; a changed level resets an uncalibrated item's difficulty. */
  async update(routeId: string, itemId: string, input: BankItemInput, actor: AuditActor): Promise<AdminBankItem> {
    const current = await this.requireItem(routeId, itemId);
    const parsed = bankItemInputSchema.parse(input);
    const changes = {
      topic: parsed.topic,
      kind: parsed.kind,
      prompt: parsed.prompt,
      options: parsed.options,
      explanation: parsed.explanation,
      level: parsed.level,
      ...(current.calibratedAt === null && initialParameters(parsed.level)),
      updatedAt: this.now(),
    };
    await this.db.transaction().execute(async (tx) => {
      await this.evaluations.updateBankItem(tx, itemId, changes);
      await this.audit.record(tx, actor, itemChange('bank.item.update', current, current, { ...current, ...changes }));
    });
    return this.one(routeId, itemId);
  }

  async setStatus(
    routeId: string,
    itemId: string,
    status: 'active' | 'retired',
    actor: AuditActor,
  ): Promise<AdminBankItem> {
    const current = await this.requireItem(routeId, itemId);
    await this.db.transaction().execute(async (tx) => {
      if (status === 'retired' && current.status === 'active') await this.keepsMinimum(tx, routeId);
      await this.evaluations.updateBankItem(tx, itemId, { status, updatedAt: this.now() });
      await this.audit.record(tx, actor, {
        ...itemChange(status === 'retired' ? 'bank.item.retire' : 'bank.item.restore', current, null, null),
        before: { status: current.status },
        after: { status },
      });
    });
    return this.one(routeId, itemId);
  }

  /** The item families present in the route's bank (ADR 041), with counts and a preview of generated instances. */
  async families(routeId: string): Promise<AdminItemFamilies> {
    const items = await this.evaluations.listBank(this.db, routeId, { activeOnly: false });
    const ids = [...new Set(items.flatMap((item) => (item.familyId ? [item.familyId] : [])))].sort();
    return {
      families: ids.map((id) => {
        const stored = items.filter((item) => item.familyId === id);
        const family = findFamily(id);
        return {
          id,
          title: family?.title ?? id,
          rule: family?.rule ?? '',
          topic: family?.topic ?? stored[0]?.topic ?? '',
          active: stored.filter((item) => item.status === 'active').length,
          retired: stored.filter((item) => item.status === 'retired').length,
          preview: (family ? spread(family.generate(), 3) : stored.slice(0, 3)).map((item) => ({
            prompt: item.prompt,
            options: item.options.map(({ text, correct }) => ({ text, correct })),
            explanation: item.explanation,
          })),
        };
      }),
    };
  }

  /** Retires every active instance of a family at once; a published route still keeps its minimum bank. */
  async retireFamily(routeId: string, familyId: string, actor: AuditActor): Promise<RetireFamilyResult> {
    const items = await this.evaluations.listBank(this.db, routeId, { activeOnly: false });
    const family = items.filter((item) => item.familyId === familyId);
    if (family.length === 0) throw notFound('Esta ruta no tiene esa familia de preguntas.');
    const active = family.filter((item) => item.status === 'active');
    const at = this.now();
    await this.db.transaction().execute(async (tx) => {
      if (active.length > 0) await this.keepsMinimum(tx, routeId, active.length);
      for (const item of active)
        await this.evaluations.updateBankItem(tx, item.id, { status: 'retired', updatedAt: at });
      const route = await this.catalog.certificateFacts(tx, routeId);
      await this.audit.record(tx, actor, {
        action: 'bank.family.retire',
        entityType: 'route',
        entityId: routeId,
        entityLabel: route?.title ?? null,
        after: { family: findFamily(familyId)?.title ?? familyId, retired: active.length },
      });
    });
    return { retired: active.length };
  }

  async importCsv(routeId: string, csv: string, actor: AuditActor): Promise<BankImportResult> {
    const { items, problems } = readBankCsv(csv);
    const created = items.length > 0 ? await this.createMany(routeId, items, actor, problems.length) : 0;
    return { created, problems };
  }

  /**
   * Re-estimates difficulties (and discriminations with enough data) from every stored answer of the route. A run
   * that changed some item is logged with how many; one that changed nothing is not a change and is not logged.
   */
  async calibrate(routeId: string, actor: AuditActor): Promise<CalibrationResult> {
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
    const fittedItems = items.flatMap((item) => {
      const fitted = result.items.get(item.id);
      return fitted?.calibrated ? [{ id: item.id, a: fitted.a, b: fitted.b }] : [];
    });
    if (fittedItems.length > 0) {
      const route = await this.catalog.certificateFacts(this.db, routeId);
      await this.db.transaction().execute(async (tx) => {
        for (const fitted of fittedItems) {
          await this.evaluations.updateBankItem(tx, fitted.id, {
            a: fitted.a,
            b: fitted.b,
            calibratedAt: at,
            updatedAt: at,
          });
        }
        await this.audit.record(tx, actor, {
          action: 'bank.calibrate',
          entityType: 'route',
          entityId: routeId,
          entityLabel: route?.title ?? null,
          after: { calibrated: fittedItems.length },
        });
      });
    }
    // Retired items are not in use: only active ones still waiting for answers count as skipped.
    const skipped = items.filter((item) => item.status === 'active' && !result.items.get(item.id)?.calibrated).length;
    return { calibrated: fittedItems.length, skipped, minAnswers: MIN_ANSWERS_FOR_CALIBRATION };
  }

  /**
   * Calibrates every route's bank, however many routes there are: routes are read a page at a time in id order
   * (a fixed first page used to stop silently at 100). `onRoute` hears each route's result as it is done.
   */
  async calibrateAll(
    onRoute: (route: { id: string; title: string }, result: CalibrationResult) => void,
    actor: AuditActor,
    pageSize = CALIBRATION_PAGE,
  ): Promise<void> {
    let afterId: string | null = null;
    for (;;) {
      const page = await this.catalog.routePage(afterId, pageSize);
      for (const route of page) onRoute(route, await this.calibrate(route.id, actor));
      const last = page.at(-1);
      if (!last || page.length < pageSize) return;
      afterId = last.id;
    }
  }

  /**
   * A published route's bank may not drop below the final test's minimum (ADR 034): learners could be taking it.
   * Checked inside the retiring transaction so two retirements at once cannot both pass on the same count.
   */
  private async keepsMinimum(tx: Executor, routeId: string, retiring = 1): Promise<void> {
    if (!(await this.catalog.isPublished(tx, routeId))) return;
    const size = await this.bankSize.of(routeId, tx);
    if (size.active - retiring >= size.minimum) return;
    throw new AppError(
      'BANK_BELOW_MINIMUM',
      `Esta ruta está publicada y la evaluación final necesita al menos ${String(size.minimum)} preguntas activas; ` +
        `el banco tiene ${String(size.active)}. Agregue otra pregunta o pase la ruta a borrador antes de retirar esta.`,
      { bank: size },
    );
  }

  private async requireItem(routeId: string, itemId: string): Promise<BankItem> {
    const item = await this.evaluations.findBankItem(this.db, itemId);
    if (!item || item.routeId !== routeId) throw notFound('Esta pregunta no pertenece a la ruta.');
    return item;
  }
}
