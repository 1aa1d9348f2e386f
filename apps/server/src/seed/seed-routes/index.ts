import type { SeedRoute } from './seed-route.js';
import { fundamentosSgSst } from './fundamentos-sg-sst.js';
import { estandaresMinimos0312 } from './estandares-minimos-0312.js';
import { induccionSst } from './induccion-sst.js';
import { peligrosGtc45 } from './peligros-gtc45.js';
import { copasstVigia } from './copasst-vigia.js';
import { convivenciaLaboral } from './convivencia-laboral.js';
import { investigacionAccidentes } from './investigacion-accidentes.js';
import { emergencias } from './emergencias.js';
import { riesgoPsicosocial } from './riesgo-psicosocial.js';
import { ergonomiaBiomecanico } from './ergonomia-biomecanico.js';

export type { SeedItem, SeedRoute } from './seed-route.js';

/** The demo learning routes, in the order the catalogue shows them. */
export const seedRoutes: SeedRoute[] = [
  fundamentosSgSst,
  estandaresMinimos0312,
  induccionSst,
  peligrosGtc45,
  copasstVigia,
  convivenciaLaboral,
  investigacionAccidentes,
  emergencias,
  riesgoPsicosocial,
  ergonomiaBiomecanico,
];
