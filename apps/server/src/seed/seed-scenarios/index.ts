import type { ScenarioDefinition } from '@academia/shared';

/**
 * Each demo route's simulator scenario, by the route's seed key (the file names in `seed-routes/`). A scenario lives
 * in `<route-key>.ts` beside this file and exports `scenario`; list it here with its key. Listed statically, like
 * the migrations, so the bundled build carries them. `seed-simulator.test.ts` checks that every listed scenario
 * validates and that every demo route has one.
 */
export const seedScenarios: Readonly<Record<string, ScenarioDefinition>> = {};
