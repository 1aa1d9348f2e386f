import crypto from 'node:crypto';
import {
  bankItemInputSchema,
  type AdminBank,
  type AdminBankItem,
  type BankImportResult,
  type BankItemInput,
  type BankItemKind,
  type CalibrationResult,
  type ItemLevel,
} from '@academia/shared';
import { notFound } from '../../errors/app-error.js';
import { readBankCsv } from './bank-import.js';
import { calibrateItems } from './engine/index.js';
import { initialParameters, optionsOf } from './evaluation.mapper.js';
import type { BankItemRow, EvaluationsRepository } from './evaluations.repository.js';

/** Items need this many answers before their difficulty is re-estimated from data. */
export const MIN_ANSWERS_FOR_CALIBRATION = 30;

const now = () => new Date().toISOString();

function toAdminBankItem(
  row: BankItemRow,
  stats: { perItem: Map<string, { answers: number; correct: number }>; sessions: number },
): AdminBankItem {
  const own = stats.perItem.get(row.id) ?? { answers: 0, correct: 0 };
  return {
    id: row.id,
    topic: row.topic,
    kind: row.kind as BankItemKind,
    level: row.level as ItemLevel,
    prompt: row.prompt,
    options: optionsOf(row),
    explanation: row.explanation,
    status: row.status === 'retired' ? 'retired' : 'active',
    difficulty: Math.round(Number(row.b) * 100) / 100,
    discrimination: Math.round(Number(row.a) * 100) / 100,
    calibratedAt: row.calibrated_at,
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
  constructor(private readonly evaluations: EvaluationsRepository) {}

  async list(routeId: string): Promise<AdminBank> {
    const [rows, stats] = await Promise.all([
      this.evaluations.listBank(routeId, { activeOnly: false }),
      this.evaluations.bankStats(routeId),
    ]);
    return {
      items: rows.map((row) => toAdminBankItem(row, stats)),
      topics: [...new Set(rows.map((row) => row.topic))].sort((a, b) => a.localeCompare(b, 'es')),
    };
  }

  private async one(routeId: string, itemId: string): Promise<AdminBankItem> {
    const bank = await this.list(routeId);
    const item = bank.items.find((row) => row.id === itemId);
    if (!item) throw notFound('Esta pregunta no pertenece a la ruta.');
    return item;
  }

  private row(routeId: string, input: ReturnType<typeof bankItemInputSchema.parse>, at: string): BankItemRow {
    return {
      id: crypto.randomUUID(),
      route_id: routeId,
      topic: input.topic,
      kind: input.kind,
      prompt: input.prompt,
      options: JSON.stringify(input.options),
      explanation: input.explanation,
      level: input.level,
      ...initialParameters(input.level),
      calibrated_at: null,
      status: 'active',
      created_at: at,
      updated_at: at,
    };
  }

  async create(routeId: string, input: BankItemInput): Promise<AdminBankItem> {
    const row = this.row(routeId, bankItemInputSchema.parse(input), now());
    await this.evaluations.insertBankItems([row]);
    return this.one(routeId, row.id);
  }

  /** Seeds and imports add many at once; they are trusted to be valid already. */
  async createMany(routeId: string, inputs: BankItemInput[]): Promise<number> {
    const at = now();
    const rows = inputs.map((input) => this.row(routeId, bankItemInputSchema.parse(input), at));
    await this.evaluations.insertBankItems(rows);
    return rows.length;
  }

  /** Editing keeps the item's answers; a changed level resets an uncalibrated item's difficulty. */
  async update(routeId: string, itemId: string, input: BankItemInput): Promise<AdminBankItem> {
    const current = await this.requireItem(routeId, itemId);
    const parsed = bankItemInputSchema.parse(input);
    await this.evaluations.updateBankItem(itemId, {
      topic: parsed.topic,
      kind: parsed.kind,
      prompt: parsed.prompt,
      options: JSON.stringify(parsed.options),
      explanation: parsed.explanation,
      level: parsed.level,
      ...(current.calibrated_at === null && initialParameters(parsed.level)),
      updated_at: now(),
    });
    return this.one(routeId, itemId);
  }

  async setStatus(routeId: string, itemId: string, status: 'active' | 'retired'): Promise<AdminBankItem> {
    await this.requireItem(routeId, itemId);
    await this.evaluations.updateBankItem(itemId, { status, updated_at: now() });
    return this.one(routeId, itemId);
  }

  async importCsv(routeId: string, csv: string): Promise<BankImportResult> {
    const { items, problems } = readBankCsv(csv);
    const created = items.length > 0 ? await this.createMany(routeId, items) : 0;
    return { created, problems };
  }

  /** Re-estimates difficulties (and discriminations with enough data) from every stored answer of the route. */
  async calibrate(routeId: string): Promise<CalibrationResult> {
    const [rows, answers] = await Promise.all([
      this.evaluations.listBank(routeId, { activeOnly: false }),
      this.evaluations.answersForRoute(routeId),
    ]);
    const result = calibrateItems(
      answers.map((answer) => ({ personId: answer.session_id, itemId: answer.item_id, correct: answer.correct === 1 })),
      rows.map((row) => ({ id: row.id, a: Number(row.a), b: Number(row.b) })),
      { minAnswers: MIN_ANSWERS_FOR_CALIBRATION },
    );
    const at = now();
    let calibrated = 0;
    for (const row of rows) {
      const fitted = result.items.get(row.id);
      if (!fitted?.calibrated) continue;
      await this.evaluations.updateBankItem(row.id, { a: fitted.a, b: fitted.b, calibrated_at: at, updated_at: at });
      calibrated += 1;
    }
    // Retired items are not in use: only active ones still waiting for answers count as skipped.
    const skipped = rows.filter((row) => row.status === 'active' && !result.items.get(row.id)?.calibrated).length;
    return { calibrated, skipped, minAnswers: MIN_ANSWERS_FOR_CALIBRATION };
  }

  private async requireItem(routeId: string, itemId: string): Promise<BankItemRow> {
    const row = await this.evaluations.findBankItem(itemId);
    if (!row || row.route_id !== routeId) throw notFound('Esta pregunta no pertenece a la ruta.');
    return row;
  }
}
