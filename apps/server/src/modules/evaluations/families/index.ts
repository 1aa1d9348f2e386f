/*
 * Item families of the seeded routes (ADR 041). Each family is one rule with parameters; its instances are stored as
 * ordinary bank items carrying `family_id`, and the selector shows at most one instance of a family per test.
 */
import type { FamilyItem, ItemFamily } from './family.types.js';
import { hazardClassFamily, fireClassFamily } from './families.classification.js';
import { batteryPeriodFamily, copasstSizeFamily } from './families.committees.js';
import { reportDeadlineFamily } from './families.deadlines.js';
import { probabilityFamily, riskActionFamily, riskLevelFamily, riskNumberFamily } from './families.gtc45.js';
import {
  ratingFamily,
  selfAssessmentScoreFamily,
  standardPhaseFamily,
  standardSetFamily,
} from './families.standards.js';

export type { FamilyItem, FamilyOption, ItemFamily } from './family.types.js';

/** Every family, by route; topics are the route's own topic names. */
export const itemFamilies: readonly ItemFamily[] = [
  standardSetFamily('estandares-minimos-0312', 'Estándares según tamaño y riesgo'),
  selfAssessmentScoreFamily('estandares-minimos-0312', 'Autoevaluación'),
  ratingFamily('estandares-minimos-0312', 'Valoración y plan de mejora'),
  standardPhaseFamily('estandares-minimos-0312', 'Distribución de los puntos'),
  hazardClassFamily('peligros-gtc45', 'Clasificación de peligros'),
  riskNumberFamily('peligros-gtc45', 'Cálculo del nivel de riesgo'),
  probabilityFamily('peligros-gtc45', 'Cálculo del nivel de riesgo'),
  riskLevelFamily('peligros-gtc45', 'Aceptabilidad del riesgo'),
  riskActionFamily('peligros-gtc45', 'Aceptabilidad del riesgo'),
  reportDeadlineFamily('investigacion-accidentes', 'Reporte FURAT y FUREL'),
  reportDeadlineFamily('induccion-sst', 'Accidentes y emergencias', true),
  copasstSizeFamily('copasst-vigia', 'Conformación del COPASST o vigía'),
  batteryPeriodFamily('riesgo-psicosocial', 'Batería y confidencialidad'),
  fireClassFamily('emergencias', 'Fuego y extintores'),
];

export function findFamily(familyId: string): ItemFamily | undefined {
  return itemFamilies.find((family) => family.id === familyId);
}

/** Every generated instance of the route's families, in family order. */
export function familyItemsForRoute(routeKey: string): FamilyItem[] {
  return itemFamilies.filter((family) => family.routeKey === routeKey).flatMap((family) => family.generate());
}
