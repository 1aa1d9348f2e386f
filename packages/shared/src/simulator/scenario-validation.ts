import type { z } from 'zod';
import { checkScenarioGraph, type ScenarioProblem } from './scenario-graph.js';
import { scenarioDefinitionShapeSchema, type ScenarioDefinition } from './scenario.schemas.js';

/**
 * The scenario as it may be saved: each situation well formed (the shape) and the graph sound (no dead end, no
 * cycle, every situation reachable, an end, a path without critical errors that can pass). Every message is Spanish
 * and names the situation by its title.
 */
export const scenarioDefinitionSchema = scenarioDefinitionShapeSchema.superRefine((definition, ctx) => {
  for (const problem of checkScenarioGraph(definition).problems) {
    ctx.addIssue({ code: 'custom', message: problem.message, path: problem.path.split('.').map(segment) });
  }
});

export interface ScenarioValidation {
  valid: boolean;
  /** The best score reachable from the start; null while the scenario has problems. */
  maxScore: number | null;
  errors: ScenarioProblem[];
  /** The cleaned definition (text normalised, media defaulted) when valid. */
  definition: ScenarioDefinition | null;
}

/** Validates anything (an import, a request body) as a scenario and computes its maximum score. */
export function validateScenario(input: unknown): ScenarioValidation {
  const shape = scenarioDefinitionShapeSchema.safeParse(input);
  if (!shape.success) {
    const errors = issuesToProblems(shape.error.issues).map((problem) => naming(input, problem));
    return { valid: false, maxScore: null, errors, definition: null };
  }
  const { problems, maxScore } = checkScenarioGraph(shape.data);
  if (problems.length > 0) return { valid: false, maxScore: null, errors: problems, definition: null };
  return { valid: true, maxScore, errors: [], definition: shape.data };
}

/** zod issues as `{ path: 'situations.2.title', message }`, the shape the API and the editor use. */
export function issuesToProblems(issues: readonly z.core.$ZodIssue[]): ScenarioProblem[] {
  return issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

/** Prefixes a problem inside a situation with that situation's title, or its number when it has none yet. */
function naming(input: unknown, problem: ScenarioProblem): ScenarioProblem {
  const match = /^situations\.(\d+)(\.|$)/u.exec(problem.path);
  if (!match) return problem;
  const index = Number(match[1]);
  const situations = (input as { situations?: unknown } | null)?.situations;
  const situation: unknown = Array.isArray(situations) ? situations[index] : undefined;
  const title = (situation as { title?: unknown } | undefined)?.title;
  const name = typeof title === 'string' && title.trim() ? `«${title.trim()}»` : `La situación ${String(index + 1)}`;
  return { path: problem.path, message: `${name}: ${problem.message}` };
}

function segment(part: string): string | number {
  return /^\d+$/u.test(part) ? Number(part) : part;
}
