/** A problem of a scenario, as the shared validation and the server's 400 answer give it. */
export interface ScenarioIssue {
  path: string | readonly (string | number)[];
  message: string;
}

/** "situations.2.choices.0.next", whatever form the path came in. */
export function pathKey(path: ScenarioIssue['path']): string {
  return typeof path === 'string' ? path : path.join('.');
}

/** The DOM id of the input that edits `path`, so an error in the summary can move focus to it. */
export function fieldDomId(path: ScenarioIssue['path']): string {
  const key = pathKey(path);
  return `simulador-${key ? key.replace(/\./g, '-') : 'escenario'}`;
}

/** The messages of the problems found exactly at `path`, joined; undefined when there is none. */
export function messageAt(issues: readonly ScenarioIssue[], path: string): string | undefined {
  const found = issues.filter((issue) => pathKey(issue.path) === path).map((issue) => issue.message);
  return found.length > 0 ? found.join(' ') : undefined;
}

/** How many problems lie at `prefix` or below it. */
export function countUnder(issues: readonly ScenarioIssue[], prefix: string): number {
  return issues.filter((issue) => {
    const key = pathKey(issue.path);
    return key === prefix || key.startsWith(`${prefix}.`);
  }).length;
}

/**
 * Moves focus to the input of `path`, or to the nearest enclosing part that has one (a whole situation, say), opening
 * a closed section on the way.
 */
export function focusIssue(path: ScenarioIssue['path']): void {
  const parts = pathKey(path).split('.');
  for (let size = parts.length; size >= 0; size -= 1) {
    const element = document.getElementById(fieldDomId(parts.slice(0, size).join('.')));
    if (element) {
      element.scrollIntoView?.({ block: 'center' });
      element.focus();
      return;
    }
  }
}
