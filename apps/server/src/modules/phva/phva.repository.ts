import type {
  ActionStatus,
  AssessmentStatus,
  CycleStatus,
  MinimumStandardSet,
  PhvaPhase,
  PhvaRating,
} from '@academia/shared';
import type { Selectable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { PhvaActionsTable, PhvaCyclesTable } from '../../db/schema.js';
import type { ActionRecord, AssessmentRecord, CycleRecord, EvidenceRecord } from './phva.types.js';

function toCycle(row: Selectable<PhvaCyclesTable>): CycleRecord {
  return {
    id: row.id,
    companyId: row.company_id,
    period: Number(row.period),
    phase: row.phase as PhvaPhase,
    status: row.status as CycleStatus,
    responsibleName: row.responsible_name,
    evaluationDate: row.evaluation_date,
    standardSet: Number(row.standard_set) as MinimumStandardSet,
    setJustification: row.set_justification,
    schedule: JSON.parse(row.schedule) as CycleRecord['schedule'],
    scoreHundredths: row.score_hundredths === null ? null : Number(row.score_hundredths),
    rating: row.rating as PhvaRating | null,
    createdBy: row.created_by,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    closedAt: row.closed_at,
  };
}

function cycleRow(c: CycleRecord): PhvaCyclesTable {
  return {
    id: c.id,
    company_id: c.companyId,
    period: c.period,
    phase: c.phase,
    status: c.status,
    responsible_name: c.responsibleName,
    evaluation_date: c.evaluationDate,
    standard_set: c.standardSet,
    set_justification: c.setJustification,
    schedule: JSON.stringify(c.schedule),
    score_hundredths: c.scoreHundredths,
    rating: c.rating,
    created_by: c.createdBy,
    created_at: c.createdAt,
    updated_at: c.updatedAt,
    closed_at: c.closedAt,
  };
}

function toAction(row: Selectable<PhvaActionsTable>): ActionRecord {
  return {
    id: row.id,
    cycleId: row.cycle_id,
    code: row.code,
    what: row.what,
    owner: row.owner,
    dueDate: row.due_date,
    status: row.status as ActionStatus,
    notes: row.notes,
    closingEvidence: row.closing_evidence,
    routeId: row.route_id,
    assignedCount: Number(row.assigned_count),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The PHVA tables: cycles, assessments, evidence links and improvement actions. */
export class PhvaRepository {
  async listCycles(db: Executor, companyId?: string): Promise<CycleRecord[]> {
    let query = db.selectFrom('phva_cycles').selectAll();
    if (companyId) query = query.where('company_id', '=', companyId);
    const rows = await query.orderBy('period', 'desc').orderBy('created_at', 'desc').execute();
    return rows.map(toCycle);
  }

  async findCycle(db: Executor, id: string): Promise<CycleRecord | null> {
    const row = await db.selectFrom('phva_cycles').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toCycle(row) : null;
  }

  /** The company's latest cycle before this one that reached Verificar (by period, then creation). */
  async previousCycle(db: Executor, cycle: CycleRecord): Promise<CycleRecord | null> {
    const row = await db
      .selectFrom('phva_cycles')
      .selectAll()
      .where('company_id', '=', cycle.companyId)
      .where('id', '!=', cycle.id)
      .where('score_hundredths', 'is not', null)
      .where((eb) =>
        eb.or([
          eb('period', '<', cycle.period),
          eb.and([eb('period', '=', cycle.period), eb('created_at', '<', cycle.createdAt)]),
        ]),
      )
      .orderBy('period', 'desc')
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    return row ? toCycle(row) : null;
  }

  async insertCycle(db: Executor, cycle: CycleRecord): Promise<void> {
    await db.insertInto('phva_cycles').values(cycleRow(cycle)).execute();
  }

  async updateCycle(db: Executor, cycle: CycleRecord): Promise<void> {
    const { id: _id, ...values } = cycleRow(cycle);
    await db.updateTable('phva_cycles').set(values).where('id', '=', cycle.id).execute();
  }

  async assessments(db: Executor, cycleId: string): Promise<AssessmentRecord[]> {
    const rows = await db.selectFrom('phva_assessments').selectAll().where('cycle_id', '=', cycleId).execute();
    return rows.map((row) => ({
      cycleId: row.cycle_id,
      code: row.code,
      status: row.status as AssessmentStatus | null,
      justification: row.justification,
      notes: row.notes,
      updatedAt: row.updated_at,
    }));
  }

  /** Insert or replace one standard's assessment. */
  async saveAssessment(db: Executor, a: AssessmentRecord): Promise<void> {
    const values = { status: a.status, justification: a.justification, notes: a.notes, updated_at: a.updatedAt };
    await db
      .insertInto('phva_assessments')
      .values({ cycle_id: a.cycleId, code: a.code, ...values })
      .onConflict((oc) => oc.columns(['cycle_id', 'code']).doUpdateSet(values))
      .execute();
  }

  async evidence(db: Executor, cycleId: string): Promise<EvidenceRecord[]> {
    const rows = await db
      .selectFrom('phva_evidence')
      .selectAll()
      .where('cycle_id', '=', cycleId)
      .orderBy('created_at')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      cycleId: row.cycle_id,
      code: row.code,
      fileId: row.file_id,
      createdAt: row.created_at,
    }));
  }

  async insertEvidence(db: Executor, e: EvidenceRecord): Promise<void> {
    await db
      .insertInto('phva_evidence')
      .values({ id: e.id, cycle_id: e.cycleId, code: e.code, file_id: e.fileId, created_at: e.createdAt })
      .execute();
  }

  async deleteEvidence(db: Executor, cycleId: string, fileId: string): Promise<number> {
    const result = await db
      .deleteFrom('phva_evidence')
      .where('cycle_id', '=', cycleId)
      .where('file_id', '=', fileId)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Cycles of these companies that hold the file (who may download an evidence file). */
  async companiesHoldingFile(db: Executor, fileId: string): Promise<string[]> {
    const rows = await db
      .selectFrom('phva_evidence')
      .innerJoin('phva_cycles', 'phva_cycles.id', 'phva_evidence.cycle_id')
      .select('phva_cycles.company_id')
      .where('phva_evidence.file_id', '=', fileId)
      .execute();
    return rows.map((row) => row.company_id);
  }

  async actions(db: Executor, cycleId: string): Promise<ActionRecord[]> {
    const rows = await db
      .selectFrom('phva_actions')
      .selectAll()
      .where('cycle_id', '=', cycleId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map(toAction);
  }

  async findAction(db: Executor, cycleId: string, id: string): Promise<ActionRecord | null> {
    const row = await db
      .selectFrom('phva_actions')
      .selectAll()
      .where('cycle_id', '=', cycleId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toAction(row) : null;
  }

  async saveAction(db: Executor, a: ActionRecord, isNew: boolean): Promise<void> {
    const values = {
      code: a.code,
      what: a.what,
      owner: a.owner,
      due_date: a.dueDate,
      status: a.status,
      notes: a.notes,
      closing_evidence: a.closingEvidence,
      route_id: a.routeId,
      assigned_count: a.assignedCount,
      updated_at: a.updatedAt,
    };
    if (isNew) {
      await db
        .insertInto('phva_actions')
        .values({ id: a.id, cycle_id: a.cycleId, created_at: a.createdAt, ...values })
        .execute();
    } else {
      await db.updateTable('phva_actions').set(values).where('id', '=', a.id).execute();
    }
  }
}
