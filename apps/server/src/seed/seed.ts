import { ADMIN_PROFILE, DATA_POLICY_VERSION, LEARNER_PROFILE } from '@academia/shared';
import type { Config } from '../config/config.js';
import type { Container } from '../container.js';
import type { Logger } from '../logger.js';
import { SYSTEM_ACTOR } from '../modules/audit/audit.service.js';
import type { UsersService } from '../modules/users/users.service.js';
import { seedDemoCompanies } from './seed-companies.js';
import { seedDemoLibrary } from './seed-library/seed-library.js';
import { seedPeople } from './seed-people.js';
import { seedDemoPhva } from './seed-phva.js';
import { seedDemoTrainingPlan } from './seed-training-plans.js';
import { renderSeedPdf } from './seed-pdf.js';
import { seedItemBanks } from './seed-items/index.js';
import { applySeedExposure } from './seed-items/seed-exposure.js';
import { seedRoutes } from './seed-routes/index.js';
import { seedDemoScenarios } from './seed-simulator.js';

/** Demo accounts created by SEED_DEMO when no ADMIN_EMAIL/ADMIN_PASSWORD is configured (listed in the README). */
export const DEMO_ADMIN = { email: 'admin@academia-sst.local', password: 'AdminDemo2026', nombre: 'Laura Gómez' };
export const DEMO_LEARNER = {
  email: 'aprendiz@academia-sst.local',
  password: 'AprendizDemo2026',
  nombre: 'Andrés Muñoz',
};

/** Demo people are made with consent recorded (no address: nobody sent a form), so the demo opens straight away. */
const SEEDED_CONSENT = { version: DATA_POLICY_VERSION, ip: null };

/**
 * Creates the first Superadministrador from ADMIN_EMAIL/ADMIN_PASSWORD when that account does not exist yet. No
 * consent is recorded for them: the operator who sets the variables cannot consent on the person's behalf, so the
 * admin accepts the data policy on their first sign-in like anyone an admin creates (decision 026).
 */
export async function ensureInitialUsers(users: UsersService, config: Config, logger: Logger): Promise<void> {
  const { email, password, name } = config.admin;
  if (!email || !password) return;
  const normalised = email.trim().toLowerCase();
  if (await users.findByEmail(normalised)) return;
  await users.create({ nombre: name, email: normalised, password, perfil: ADMIN_PROFILE });
  logger.info({ email: normalised }, 'Superadministrador inicial creado');
}

/** Demo data for `npm start`. Re-runnable: each record is looked up first and only created when missing. */
export async function seedDemo(container: Container, config: Config, logger: Logger): Promise<void> {
  const { users, companies } = container;
  const { constructora, cafetal } = await seedDemoCompanies(companies);

  if (!config.admin.email && !(await users.findByEmail(DEMO_ADMIN.email))) {
    await users.create({ ...DEMO_ADMIN, perfil: ADMIN_PROFILE, consent: SEEDED_CONSENT });
    logger.info({ email: DEMO_ADMIN.email }, 'Administrador de demostración creado');
  }
  if (!(await users.findByEmail(DEMO_LEARNER.email))) {
    await users.create({
      ...DEMO_LEARNER,
      perfil: LEARNER_PROFILE,
      empresaId: constructora.id,
      consent: SEEDED_CONSENT,
    });
    logger.info({ email: DEMO_LEARNER.email }, 'Aprendiz de demostración creado');
  }
  await seedPeople(container, logger);
  await seedDemoRoutes(container, config, logger);
  await seedDemoScenarios(container, logger);
  await seedDemoLibrary(container, config, logger);
  await seedDemoPhva(container, cafetal, logger);
  await seedDemoTrainingPlan(container, { constructora, cafetal }, logger);
}

/**
 * The demo academy's published routes, written by hand (`seed-routes/`). Each is created through the same service
 * an admin uses, PDFs are rendered and stored as real uploads, and a route already seeded is left untouched.
 */
export async function seedDemoRoutes(container: Container, config: Config, logger: Logger): Promise<void> {
  const { routeAdmin, uploads } = container;
  let created = 0;
  for (const seed of seedRoutes) {
    if (await routeAdmin.idBySeedKey(seed.key)) continue;
    const route = await routeAdmin.create(
      {
        title: seed.title,
        summary: seed.summary,
        objectives: seed.objectives,
        category: seed.category,
        hours: seed.hours,
        level: seed.level,
        validityMonths: seed.validityMonths ?? null,
      },
      SYSTEM_ACTOR,
      seed.key,
    );
    for (const item of seed.items) {
      const base = { title: item.title, description: item.description, durationMinutes: item.durationMinutes };
      if (item.kind === 'pdf') {
        const bytes = await renderSeedPdf(item.title, item.sections, `${config.providerName} · ${seed.title}`);
        const file = await uploads.storeBuffer('pdf', item.fileName, bytes, SYSTEM_ACTOR);
        await routeAdmin.addItem(route.id, { kind: 'pdf', ...base, fileId: file.id }, SYSTEM_ACTOR);
      } else if (item.kind === 'text') {
        await routeAdmin.addItem(route.id, { kind: 'text', ...base, body: item.body }, SYSTEM_ACTOR);
      } else if (item.kind === 'link') {
        await routeAdmin.addItem(route.id, { kind: 'link', ...base, url: item.url }, SYSTEM_ACTOR);
      } else {
        await routeAdmin.addItem(route.id, { kind: 'quiz', ...base, quiz: item.quiz }, SYSTEM_ACTOR);
      }
    }
    // The bank goes in first: a route cannot be published with fewer questions than the final test needs.
    const bank = seedItemBanks.find((candidate) => candidate.routeKey === seed.key);
    if (bank) {
      await container.bank.createMany(route.id, bank.items, SYSTEM_ACTOR);
      await applySeedExposure(container, route.id, bank, logger);
    }
    await routeAdmin.changeStatus(route.id, 'published', SYSTEM_ACTOR);
    created += 1;
  }
  if (created > 0) logger.info({ created }, 'Rutas de demostración publicadas');
  await seedDemoBanks(container, logger);
}

/** Each demo route's item bank, added once: a route whose bank already has items is left alone. */
async function seedDemoBanks(container: Container, logger: Logger): Promise<void> {
  let items = 0;
  for (const seed of seedItemBanks) {
    const routeId = await container.routeAdmin.idBySeedKey(seed.routeKey);
    if (!routeId || (await container.bank.list(routeId)).items.length > 0) continue;
    items += await container.bank.createMany(routeId, seed.items, SYSTEM_ACTOR);
    await applySeedExposure(container, routeId, seed, logger);
  }
  if (items > 0) logger.info({ items }, 'Bancos de preguntas de demostración creados');
}
