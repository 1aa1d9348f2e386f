import { addDays, bogotaDay, type Company } from '@academia/shared';
import type { Container } from '../container.js';
import type { Logger } from '../logger.js';
import { SYSTEM_ACTOR } from '../modules/audit/audit.service.js';

/**
 * The demo training plan: the emergency plan for every Soldador of the construction company and the SST induction
 * for the whole coffee company, so `/admin/plan-de-capacitacion` and the learners' home show real rows. Re-runnable:
 * an assignment of the same route and target already active is left as it is.
 */
export async function seedDemoTrainingPlan(
  container: Container,
  companies: { constructora: Company; cafetal: Company },
  logger: Logger,
): Promise<void> {
  const { trainingPlans, routeAdmin, clock } = container;
  const [emergencias, induccion] = await Promise.all([
    routeAdmin.idBySeedKey('emergencias'),
    routeAdmin.idBySeedKey('induccion-sst'),
  ]);
  if (!emergencias || !induccion) return;
  const existing = (await trainingPlans.list({ kind: 'all' })).items;
  const today = bogotaDay(clock.now());
  const wanted = [
    {
      routeId: emergencias,
      targetKind: 'job_title' as const,
      userId: null,
      companyId: companies.constructora.id,
      jobTitle: 'Soldador',
      dueDate: addDays(today, 21),
      mandatory: true,
    },
    {
      routeId: induccion,
      targetKind: 'company' as const,
      userId: null,
      companyId: companies.cafetal.id,
      jobTitle: null,
      dueDate: addDays(today, 5),
      mandatory: false,
    },
  ];
  let created = 0;
  for (const input of wanted) {
    const present = existing.some(
      (a) => a.routeId === input.routeId && a.targetKind === input.targetKind && a.companyId === input.companyId,
    );
    if (present) continue;
    await trainingPlans.create({ kind: 'all' }, SYSTEM_ACTOR, input);
    created += 1;
  }
  if (created > 0) logger.info({ created }, 'Plan de capacitación de demostración creado');
}
