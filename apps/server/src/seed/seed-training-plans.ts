import { addDays, bogotaDay, type Company } from '@academia/shared';
import type { Container } from '../container.js';
import type { Logger } from '../logger.js';
import { SYSTEM_ACTOR } from '../modules/audit/audit.service.js';
import { demoLearners } from './seed-people.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The demo training plan, every date counted from the day the seed runs so the demo stays true over time:
 * - the emergency plan for every Soldador of the construction company, due in 21 days; one of them passed it 20 days
 *   ago (Completada a tiempo) and another 13 months ago, so their yearly certificate expired a month ago and the
 *   renewal job has assigned it again (Certificado vencido);
 * - the SST induction for the whole coffee company, due in 5 days (Asignada);
 * - the emergency plan for the coffee company's Montacarguistas, made 40 days ago and due 10 days ago (Atrasada).
 * The demo learner of the README (no job title) is in none of them. Re-runnable: an assignment of the same route and
 * target already active is left as it is, a person who has a certificate of the route gets no other, and the
 * renewal is made once per expired certificate.
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
  const now = clock.now();
  const today = bogotaDay(now);
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const wanted = [
    {
      input: {
        routeId: emergencias,
        targetKind: 'job_title' as const,
        userId: null,
        companyId: companies.constructora.id,
        jobTitle: 'Soldador',
        dueDate: addDays(today, 21),
        mandatory: true,
      },
      at: now,
    },
    {
      input: {
        routeId: induccion,
        targetKind: 'company' as const,
        userId: null,
        companyId: companies.cafetal.id,
        jobTitle: null,
        dueDate: addDays(today, 5),
        mandatory: false,
      },
      at: now,
    },
    {
      input: {
        routeId: emergencias,
        targetKind: 'job_title' as const,
        userId: null,
        companyId: companies.cafetal.id,
        jobTitle: 'Montacarguista',
        dueDate: addDays(today, -10),
        mandatory: true,
      },
      at: daysAgo(40),
    },
  ];
  let created = 0;
  for (const { input, at } of wanted) {
    const present = existing.some(
      (a) => a.routeId === input.routeId && a.targetKind === input.targetKind && a.companyId === input.companyId,
    );
    if (present) continue;
    await trainingPlans.create({ kind: 'all' }, SYSTEM_ACTOR, input, at);
    created += 1;
  }
  if (created > 0) logger.info({ created }, 'Plan de capacitación de demostración creado');

  // Two Soldadores with a history on the emergency route: one on time, one whose yearly certificate has expired.
  const welders = demoLearners().filter((p) => p.company.key === 'constructora' && p.cargo === 'Soldador');
  const history = [
    { email: welders[0]?.email, at: daysAgo(20), score: 86 },
    { email: welders[1]?.email, at: daysAgo(395), score: 78 },
  ];
  let passes = 0;
  for (const { email, at, score } of history) {
    const person = email ? await container.users.findByEmail(email) : undefined;
    if (!person) continue;
    const held = await container.certificates.listFor(person.id);
    if (held.some((certificate) => certificate.routeId === emergencias)) continue;
    await container.certificates.recordPastPass({ userId: person.id, routeId: emergencias, score, passMark: 70, at });
    passes += 1;
  }
  const renewals = await container.trainingPlanJob.createRenewals(now);
  if (passes > 0 || renewals > 0) logger.info({ passes, renewals }, 'Historial de capacitación de demostración');
}
