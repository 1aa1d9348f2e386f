import type { ImprovementAction } from '@academia/shared';
import type { ActionRecord } from './phva.types.js';

/** An action as the API shows it: overdue when not done and its due date is before today (Colombia's calendar). */
export async function toAction(
  a: ActionRecord,
  today: string,
  routeTitle: (routeId: string) => Promise<string | null>,
): Promise<ImprovementAction> {
  return {
    id: a.id,
    code: a.code,
    what: a.what,
    owner: a.owner,
    dueDate: a.dueDate,
    status: a.status,
    notes: a.notes,
    closingEvidence: a.closingEvidence,
    routeId: a.routeId,
    routeTitle: a.routeId ? await routeTitle(a.routeId) : null,
    assignedCount: a.assignedCount,
    overdue: a.status !== 'cumplida' && a.dueDate < today,
  };
}
