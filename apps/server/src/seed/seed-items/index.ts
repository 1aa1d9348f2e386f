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

/** Item banks for the adaptive pre-test and final test, one per seeded route, in the catalogue's order. */
export const seedItemBanks: SeedItemBank[] = [
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
