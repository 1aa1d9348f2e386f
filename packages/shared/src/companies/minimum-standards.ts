import type { RiskClass } from '../users/user.schemas.js';

/** The three sets of minimum standards of the SG-SST in Resolución 0312 de 2019. */
export const MINIMUM_STANDARD_SETS = [7, 21, 60] as const;
export type MinimumStandardSet = (typeof MINIMUM_STANDARD_SETS)[number];

/** Up to this many workers a company of risk class I–III has 7 standards (art. 3). */
export const SMALL_COMPANY_MAX_WORKERS = 10;
/** Up to this many workers a company of risk class I–III has 21 standards (art. 9); above it, 60 (art. 16). */
export const MEDIUM_COMPANY_MAX_WORKERS = 50;
/** Risk classes that take the 60 standards whatever the company's size (art. 16). */
export const HIGH_RISK_CLASSES: readonly RiskClass[] = ['IV', 'V'];

/**
 * Which set of Res. 0312 de 2019 minimum standards applies to a company: 60 for more than 50 workers or risk class
 * IV–V; otherwise 7 for up to 10 workers and 21 for 11 to 50. The PHVA cycle uses the same function.
 */
export function minimumStandardsSetFor(company: { trabajadores: number; claseRiesgo: RiskClass }): MinimumStandardSet {
  if (HIGH_RISK_CLASSES.includes(company.claseRiesgo)) return 60;
  if (company.trabajadores > MEDIUM_COMPANY_MAX_WORKERS) return 60;
  if (company.trabajadores > SMALL_COMPANY_MAX_WORKERS) return 21;
  return 7;
}

/** One line, in Spanish, saying why that set applies (shown beside the set in the company form). */
export function minimumStandardsReason(company: { trabajadores: number; claseRiesgo: RiskClass }): string {
  const set = minimumStandardsSetFor(company);
  if (HIGH_RISK_CLASSES.includes(company.claseRiesgo)) {
    return `Clase de riesgo ${company.claseRiesgo}: aplican los 60 estándares sin importar el número de trabajadores (Res. 0312 de 2019, art. 16).`;
  }
  if (set === 60) {
    return 'Más de 50 trabajadores: aplican los 60 estándares (Res. 0312 de 2019, art. 16).';
  }
  if (set === 21) {
    return 'De 11 a 50 trabajadores con riesgo I, II o III: aplican 21 estándares (Res. 0312 de 2019, art. 9).';
  }
  return 'Hasta 10 trabajadores con riesgo I, II o III: aplican 7 estándares (Res. 0312 de 2019, art. 3).';
}
