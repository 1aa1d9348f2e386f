import { familyItemsForRoute } from '../../modules/evaluations/families/index.js';
import type { SeedItemBank } from './seed-item.js';
import { fundamentosSgSstItems } from './fundamentos-sg-sst.js';
import { estandaresMinimos0312Items } from './estandares-minimos-0312.js';
import { induccionSstItems } from './induccion-sst.js';
import { peligrosGtc45Items } from './peligros-gtc45.js';
import { copasstVigiaItems } from './copasst-vigia.js';
import { convivenciaLaboralItems } from './convivencia-laboral.js';
import { investigacionAccidentesItems } from './investigacion-accidentes.js';
import { emergenciasItems } from './emergencias.js';
import { riesgoPsicosocialItems } from './riesgo-psicosocial.js';
import { ergonomiaBiomecanicoItems } from './ergonomia-biomecanico.js';

export type { SeedBankItem, SeedItemBank, SeedItemLevel } from './seed-item.js';

/** The hand-written items of each seeded route, in the catalogue's order. */
export const handWrittenBanks: SeedItemBank[] = [
  fundamentosSgSstItems,
  estandaresMinimos0312Items,
  induccionSstItems,
  peligrosGtc45Items,
  copasstVigiaItems,
  convivenciaLaboralItems,
  investigacionAccidentesItems,
  emergenciasItems,
  riesgoPsicosocialItems,
  ergonomiaBiomecanicoItems,
];

/**
 * Item banks for the adaptive pre-test and final test, one per seeded route: the hand-written items followed by the
 * stored instances of the route's item families (ADR 041).
 */
export const seedItemBanks: SeedItemBank[] = handWrittenBanks.map((bank) => ({
  routeKey: bank.routeKey,
  items: [...bank.items, ...familyItemsForRoute(bank.routeKey)],
}));
