import { COMPANY_LEAD_PROFILE, DATA_POLICY_VERSION, LEARNER_PROFILE, type DocumentType } from '@academia/shared';
import type { Container } from '../container.js';
import type { Logger } from '../logger.js';
import { seedDemoCompanies, type DemoCompanyKey } from './seed-companies.js';

/** The demo company SST lead (README's account table). */
export const DEMO_COMPANY_LEAD = {
  email: 'responsable@academia-sst.local',
  password: 'ResponsableDemo2026',
  nombre: 'Diana Marcela Rojas',
};

/** Where the demo learners work: each company's e-mail domain and how many (never more than its workers). */
const COMPANIES: { key: DemoCompanyKey; domain: string; learners: number }[] = [
  { key: 'constructora', domain: 'constructoraandina.co', learners: 30 },
  { key: 'cafetal', domain: 'elcafetal.co', learners: 22 },
  { key: 'contables', domain: 'contablesdelvalle.co', learners: 8 },
];

const FIRST_NAMES = [
  'María José',
  'Juan Camilo',
  'Luz Ángela',
  'Andrés Felipe',
  'Natalia',
  'Jhon Fredy',
  'Ximena',
  'Óscar Iván',
  'Paola Andrea',
  'Sebastián',
  'Yésica',
  'Héctor Fabio',
  'Mónica',
  'José Ramón',
  'Lina Marcela',
  'Germán',
  'Ingrid Johana',
  'Néstor',
  'Valentina',
  'Rubén Darío',
];
const SURNAMES = [
  'Muñoz Peña',
  'Gutiérrez Ospina',
  'Rodríguez Zúñiga',
  'Martínez Londoño',
  'Hernández Quiñónez',
  'Gómez Ibáñez',
  'Castaño Mejía',
  'Ramírez Acuña',
  'Peñaloza Ríos',
  'Cárdenas Beltrán',
  'Ordóñez Sánchez',
  'Valencia Patiño',
];
const CARGOS: Record<string, string[]> = {
  'constructoraandina.co': [
    'Oficial de obra',
    'Ayudante de obra',
    'Soldador',
    'Maestro de obra',
    'Operador de grúa',
    'Electricista',
    'Inspector SST',
    'Conductor',
  ],
  'elcafetal.co': [
    'Conductor',
    'Auxiliar de bodega',
    'Montacarguista',
    'Vendedor',
    'Auxiliar logístico',
    'Despachador',
  ],
  'contablesdelvalle.co': ['Auxiliar contable', 'Contadora', 'Asistente administrativa', 'Revisor fiscal'],
};
const DOCUMENT_CYCLE: DocumentType[] = ['CC', 'CC', 'CC', 'CC', 'CC', 'CE', 'CC', 'CC', 'PPT', 'CC'];

/** ASCII for an e-mail's local part: no accents, ñ as n, one word per name. */
function mailPart(value: string): string {
  return (value.split(' ')[0] ?? value)
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** A plausible document number per type, unique by `index`. */
function documentNumber(type: DocumentType, index: number): string {
  if (type === 'CE') return String(400000 + index * 137);
  if (type === 'PPT') return String(5000000 + index * 911);
  return String(1010100000 + index * 7919);
}

/** The demo people, derived deterministically so every run yields the same names, e-mails and documents. */
export function demoLearners() {
  let index = 0;
  return COMPANIES.flatMap((company) =>
    Array.from({ length: company.learners }, () => {
      const first = FIRST_NAMES[index % FIRST_NAMES.length] ?? 'María';
      const last = SURNAMES[(index * 7 + Math.floor(index / FIRST_NAMES.length)) % SURNAMES.length] ?? 'Muñoz Peña';
      const tipoDocumento = DOCUMENT_CYCLE[index % DOCUMENT_CYCLE.length] ?? 'CC';
      const cargos = CARGOS[company.domain] ?? ['Operario'];
      const person = {
        company,
        nombre: `${first} ${last}`,
        email: `${mailPart(first)}.${mailPart(last)}${String(index + 1)}@${company.domain}`,
        tipoDocumento,
        numeroDocumento: documentNumber(tipoDocumento, index + 1),
        cargo: cargos[index % cargos.length] ?? 'Operario',
      };
      index += 1;
      return person;
    }),
  );
}

/**
 * The demo companies' people: the Responsable SST of Constructora Andina and 60 learners over the three companies,
 * each with consent recorded. Re-runnable: people are matched by e-mail and companies by NIT. The learners have no
 * usable password (their e-mails go to the outbox); only the lead signs in.
 */
export async function seedPeople(container: Container, logger: Logger): Promise<void> {
  const { users, companies } = container;
  const demoCompanies = await seedDemoCompanies(companies);
  const consent = { version: DATA_POLICY_VERSION, ip: null };
  let created = 0;
  if (!(await users.findByEmail(DEMO_COMPANY_LEAD.email))) {
    await users.create({
      ...DEMO_COMPANY_LEAD,
      perfil: COMPANY_LEAD_PROFILE,
      empresaId: demoCompanies.constructora.id,
      tipoDocumento: 'CC',
      numeroDocumento: '52876543',
      cargo: 'Coordinadora SST',
      consent,
    });
    logger.info({ email: DEMO_COMPANY_LEAD.email }, 'Responsable SST de demostración creada');
  }
  for (const person of demoLearners()) {
    if (await users.findByEmail(person.email)) continue;
    await users.create({
      nombre: person.nombre,
      email: person.email,
      password: null,
      perfil: LEARNER_PROFILE,
      empresaId: demoCompanies[person.company.key].id,
      tipoDocumento: person.tipoDocumento,
      numeroDocumento: person.numeroDocumento,
      cargo: person.cargo,
      consent,
    });
    created += 1;
  }
  if (created > 0) logger.info({ created }, 'Personas de demostración creadas');
  const lead = await users.findByEmail(DEMO_COMPANY_LEAD.email);
  if (lead) await companies.nameLeadIfUnset(demoCompanies.constructora.id, lead.id);
}
