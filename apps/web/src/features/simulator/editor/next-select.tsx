import type { ScenarioSituation } from '@academia/shared';
import { PlainSelect } from '../components/plain-select';
import { fieldDomId, messageAt, type ScenarioIssue } from '../utils/issues';
import { situationKindLabels } from '../utils/scenario-draft';

interface NextSelectProps {
  path: string;
  label?: string;
  value: string;
  onChange: (value: string) => void;
  situations: readonly ScenarioSituation[];
  /** The situation being edited: it cannot lead to itself. */
  selfId: string;
  issues: readonly ScenarioIssue[];
}

/** "«Título» (Decisión)", or its id while it has no title. */
export function situationName(situation: ScenarioSituation): string {
  const title = situation.title.trim() || `Sin título (${situation.id})`;
  return `${title} · ${situationKindLabels[situation.kind]}`;
}

/** Where a choice or a step leads: a drop-down list of the other situations by title. */
export function NextSelect({ path, label = 'Lleva a', value, onChange, situations, selfId, issues }: NextSelectProps) {
  const known = situations.some((situation) => situation.id === value);
  return (
    <PlainSelect
      id={fieldDomId(path)}
      label={label}
      value={known ? value : ''}
      onChange={onChange}
      placeholder="Elija la situación siguiente…"
      options={situations
        .filter((situation) => situation.id !== selfId)
        .map((situation) => ({ value: situation.id, label: situationName(situation) }))}
      error={messageAt(issues, path)}
    />
  );
}
