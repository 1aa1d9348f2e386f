import type { Company } from '@academia/shared';
import type { CompaniesService, NewCompany } from '../modules/companies/companies.service.js';

/**
 * The demo client companies, one per set of Res. 0312 standards (60, 7 and 21). Their NITs carry valid DIAN
 * check digits; the first two were once seeded with wrong ones (`formerNits`), which the seed corrects.
 */
export const DEMO_COMPANIES = {
  constructora: {
    nombre: 'Constructora Andina S.A.S.',
    nit: '900123456-8',
    formerNits: ['900123456-7'],
    trabajadores: 85,
    claseRiesgo: 'V',
    actividadEconomica: '4111 Construcción de edificios residenciales',
    arl: 'Positiva Compañía de Seguros',
    departamento: '05',
    municipio: '05001',
    direccion: 'Carrera 43A # 14-109, oficina 502',
  },
  contables: {
    nombre: 'Servicios Contables del Valle Ltda.',
    nit: '800765432-3',
    formerNits: ['800765432-1'],
    trabajadores: 9,
    claseRiesgo: 'I',
    actividadEconomica:
      '6920 Actividades de contabilidad, teneduría de libros, auditoría financiera y asesoría tributaria',
    arl: 'ARL Sura',
    departamento: '76',
    municipio: '76001',
    direccion: 'Avenida 6N # 23-45, piso 3',
  },
  cafetal: {
    nombre: 'Distribuciones El Cafetal S.A.S.',
    nit: '901234567-7',
    trabajadores: 32,
    claseRiesgo: 'II',
    actividadEconomica: '4631 Comercio al por mayor de productos alimenticios',
    arl: 'Colmena Seguros',
    departamento: '17',
    municipio: '17001',
    direccion: 'Calle 21 # 22-35, bodega 4',
  },
} as const satisfies Record<string, NewCompany>;

export type DemoCompanyKey = keyof typeof DEMO_COMPANIES;

/** Creates (or corrects) the demo companies and returns them by key, so other seeds can find them. Re-runnable. */
export async function seedDemoCompanies(companies: CompaniesService): Promise<Record<DemoCompanyKey, Company>> {
  const result = {} as Record<DemoCompanyKey, Company>;
  for (const key of Object.keys(DEMO_COMPANIES) as DemoCompanyKey[]) {
    const { formerNits, ...company } = DEMO_COMPANIES[key] as NewCompany;
    result[key] = await companies.ensure({ ...company, formerNits: [...(formerNits ?? [])] });
  }
  return result;
}
