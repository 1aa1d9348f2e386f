import { validateScenario, type ScenarioDefinition } from '@academia/shared';
import type { ScenarioIssue } from './issues';

/** A file name from the scenario's title: "simulador-evacuacion-ante-un-sismo.json". */
export function exportFileName(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `simulador-${slug || 'escenario'}.json`;
}

/** Saves the scenario as a JSON file through the browser's download. */
export function downloadScenario(definition: ScenarioDefinition): void {
  const blob = new Blob([`${JSON.stringify(definition, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName(definition.title);
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export type ImportResult = { ok: true; definition: ScenarioDefinition } | { ok: false; issues: ScenarioIssue[] };

/** Reads an exported scenario: valid JSON, the scenario's shape and a sound graph, or every reason it is not. */
export function parseScenarioFile(text: string): ImportResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, issues: [{ path: '', message: 'El archivo no es un JSON válido.' }] };
  }
  const checked = validateScenario(json);
  if (!checked.definition) return { ok: false, issues: checked.errors };
  return { ok: true, definition: checked.definition };
}
