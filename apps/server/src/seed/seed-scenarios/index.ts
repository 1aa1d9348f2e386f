import type { ScenarioDefinition } from '@academia/shared';
import { scenario as convivenciaLaboral } from './convivencia-laboral.js';
import { scenario as copasstVigia } from './copasst-vigia.js';
import { scenario as emergencias } from './emergencias.js';
import { scenario as ergonomiaBiomecanico } from './ergonomia-biomecanico.js';
import { scenario as estandaresMinimos0312 } from './estandares-minimos-0312.js';
import { scenario as fundamentosSgSst } from './fundamentos-sg-sst.js';
import { scenario as induccionSst } from './induccion-sst.js';
import { scenario as investigacionAccidentes } from './investigacion-accidentes.js';
import { scenario as peligrosGtc45 } from './peligros-gtc45.js';
import { scenario as riesgoPsicosocial } from './riesgo-psicosocial.js';

/**
 * Each demo route's simulator scenario, by the route's seed key (the file names in `seed-routes/`). A scenario lives
 * in `<route-key>.ts` beside this file and exports `scenario`; list it here with its key. Listed statically, like
 * the migrations, so the bundled build carries them. `seed-simulator.test.ts` checks that every listed scenario
 * validates and that every demo route has one.
 */
export const seedScenarios: Readonly<Record<string, ScenarioDefinition>> = {
  'convivencia-laboral': convivenciaLaboral,
  'copasst-vigia': copasstVigia,
  emergencias,
  'ergonomia-biomecanico': ergonomiaBiomecanico,
  'estandares-minimos-0312': estandaresMinimos0312,
  'fundamentos-sg-sst': fundamentosSgSst,
  'induccion-sst': induccionSst,
  'investigacion-accidentes': investigacionAccidentes,
  'peligros-gtc45': peligrosGtc45,
  'riesgo-psicosocial': riesgoPsicosocial,
};
