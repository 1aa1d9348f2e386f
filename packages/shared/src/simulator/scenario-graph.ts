import type { ScenarioDefinition, ScenarioSituation } from './scenario.schemas.js';

/** A problem with a scenario: where (`situations.2.choices.0.next`) and what, in Spanish. */
export interface ScenarioProblem {
  path: string;
  message: string;
}

/** The ids each situation leads to, with the path of the field that holds each. */
export function exits(
  situation: ScenarioSituation,
  index: number,
): { next: string; path: string; critical: boolean }[] {
  switch (situation.kind) {
    case 'choice':
      return situation.choices.map((choice, c) => ({
        next: choice.next,
        path: `situations.${String(index)}.choices.${String(c)}.next`,
        critical: choice.critical,
      }));
    case 'calculation':
    case 'gtc45':
      return [{ next: situation.next, path: `situations.${String(index)}.next`, critical: false }];
    case 'end':
      return [];
  }
}

/** The points a situation gives when answered perfectly, apart from the choice taken (calculations and GTC 45). */
export function fixedPoints(situation: ScenarioSituation): number {
  if (situation.kind === 'calculation')
    return situation.fields.reduce((sum, field) => sum + Math.max(0, field.points), 0);
  if (situation.kind === 'gtc45') return 7 * situation.pointsPerValue;
  return 0;
}

/**
 * The best score reachable from each situation to an end, over a graph already known to be a DAG whose exits all
 * exist. `avoidCritical` leaves out critical choices (−Infinity: no such path).
 */
export function bestScores(definition: ScenarioDefinition, avoidCritical: boolean): Map<string, number> {
  const byId = new Map(definition.situations.map((s) => [s.id, s]));
  const memo = new Map<string, number>();
  const best = (id: string): number => {
    const known = memo.get(id);
    if (known !== undefined) return known;
    const situation = byId.get(id);
    let value = Number.NEGATIVE_INFINITY;
    if (situation?.kind === 'end') value = 0;
    else if (situation?.kind === 'choice') {
      for (const choice of situation.choices) {
        if (avoidCritical && choice.critical) continue;
        value = Math.max(value, choice.points + best(choice.next));
      }
    } else if (situation) value = fixedPoints(situation) + best(situation.next);
    memo.set(id, value);
    return value;
  };
  for (const situation of definition.situations) best(situation.id);
  return memo;
}

const named = (situation: ScenarioSituation) => `«${situation.title}»`;

/**
 * Checks the graph of a scenario whose situations are each well formed: unique ids, a start that exists, exits
 * that exist, every situation reachable, no cycle, a way forward from every situation that is not an end, at least
 * one end, a path without critical errors, and a pass mark that such a path can reach. Returns the problems (each
 * naming the situation by its title) and the maximum score when there are none.
 */
export function checkScenarioGraph(definition: ScenarioDefinition): {
  problems: ScenarioProblem[];
  maxScore: number | null;
} {
  const problems: ScenarioProblem[] = [];
  const add = (path: string, message: string) => problems.push({ path, message });
  const byId = new Map<string, ScenarioSituation>();

  definition.situations.forEach((situation, index) => {
    const first = byId.get(situation.id);
    if (first)
      add(
        `situations.${String(index)}.id`,
        `${named(situation)} usa el identificador «${situation.id}», que ya tiene ${named(first)}.`,
      );
    else byId.set(situation.id, situation);
    const at = `situations.${String(index)}`;
    if (situation.kind === 'choice') {
      if (situation.choices.length < 2)
        add(`${at}.choices`, `${named(situation)} necesita al menos 2 opciones para que haya una decisión.`);
      duplicates(situation.choices.map((c) => c.id)).forEach((id) =>
        add(`${at}.choices`, `${named(situation)} tiene dos opciones con el identificador «${id}».`),
      );
    }
    if (situation.kind === 'calculation') {
      if (situation.fields.length < 1)
        add(`${at}.fields`, `${named(situation)} necesita al menos un dato para calcular.`);
      duplicates(situation.fields.map((f) => f.id)).forEach((id) =>
        add(`${at}.fields`, `${named(situation)} tiene dos datos con el identificador «${id}».`),
      );
    }
  });

  if (!definition.situations.some((s) => s.kind === 'end')) {
    add('situations', 'El escenario no tiene ningún final: agregue al menos una situación de tipo «Final».');
  }
  const start = byId.get(definition.startId);
  if (!start) add('startId', `La situación inicial «${definition.startId}» no existe.`);

  let missing = false;
  definition.situations.forEach((situation, index) => {
    for (const exit of exits(situation, index)) {
      if (!byId.has(exit.next)) {
        missing = true;
        add(exit.path, `${named(situation)} lleva a «${exit.next}», que no existe: elija la situación siguiente.`);
      }
    }
  });
  if (problems.length > 0 || !start || missing) return { problems, maxScore: null };

  // Reachability and cycles in one depth-first walk from the start.
  const state = new Map<string, 'open' | 'done'>();
  const indexOf = new Map(definition.situations.map((s, i) => [s.id, i]));
  let cycle: string[] | null = null;
  const walk = (id: string, trail: string[]): void => {
    if (cycle) return;
    const mark = state.get(id);
    if (mark === 'done') return;
    if (mark === 'open') {
      cycle = [...trail.slice(trail.indexOf(id)), id];
      return;
    }
    state.set(id, 'open');
    const situation = byId.get(id);
    if (situation) for (const exit of exits(situation, indexOf.get(id) ?? 0)) walk(exit.next, [...trail, id]);
    state.set(id, 'done');
  };
  walk(definition.startId, []);
  if (cycle) {
    const titles = (cycle as string[]).map((id) => named(byId.get(id) as ScenarioSituation)).join(' → ');
    add('situations', `El escenario tiene un ciclo: ${titles}. Cada camino debe avanzar hasta un final.`);
    return { problems, maxScore: null };
  }
  definition.situations.forEach((situation, index) => {
    if (!state.has(situation.id))
      add(`situations.${String(index)}`, `${named(situation)} no se puede alcanzar desde la situación inicial.`);
  });
  if (problems.length > 0) return { problems, maxScore: null };

  const maxScore = bestScores(definition, false).get(definition.startId) ?? 0;
  const bestClean = bestScores(definition, true).get(definition.startId) ?? Number.NEGATIVE_INFINITY;
  if (bestClean === Number.NEGATIVE_INFINITY) {
    add(
      'situations',
      'Todos los caminos pasan por un error crítico, así que nadie podría aprobar: deje al menos un camino sin errores críticos.',
    );
  } else if (maxScore <= 0) {
    add('situations', 'El puntaje máximo del escenario es 0: asigne puntos a las decisiones o a los cálculos.');
  } else if (bestClean < passMark(definition.passPercent, maxScore)) {
    add(
      'passPercent',
      `Ningún camino sin errores críticos alcanza el puntaje para aprobar (${String(passMark(definition.passPercent, maxScore))} de ${String(maxScore)}): baje el porcentaje o revise los puntos.`,
    );
  }
  return { problems, maxScore: problems.length > 0 ? null : maxScore };
}

/** The score needed to pass: `passPercent` % of the maximum, rounded up. */
export function passMark(passPercent: number, maxScore: number): number {
  return Math.ceil((passPercent * maxScore) / 100);
}

function duplicates(ids: string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const id of ids) (seen.has(id) ? repeated : seen).add(id);
  return [...repeated];
}
