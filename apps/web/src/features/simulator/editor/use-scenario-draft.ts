import {
  validateScenario,
  type AdminScenario,
  type ScenarioDefinition,
  type ScenarioSituation,
  type ScenarioStatus,
  type SituationKind,
} from '@academia/shared';
import { useMemo, useState } from 'react';
import { newSituation, starterScenario } from '../utils/scenario-draft';

/**
 * The scenario being edited, in local state until «Guardar»: every change is validated at once with the shared
 * `validateScenario`, the same check the server runs on save.
 */
export function useScenarioDraft(saved: AdminScenario | null, routeTitle: string) {
  const [draft, setDraftState] = useState<ScenarioDefinition>(() => saved?.definition ?? starterScenario(routeTitle));
  const [status, setStatusState] = useState<ScenarioStatus>(saved?.status ?? 'draft');
  const [dirty, setDirty] = useState(saved === null);
  /** Bumped when the whole draft is replaced (an import), so every field shows the new values. */
  const [revision, setRevision] = useState(0);
  const validation = useMemo(() => validateScenario(draft), [draft]);

  const setDraft = (next: (current: ScenarioDefinition) => ScenarioDefinition) => {
    setDraftState(next);
    setDirty(true);
  };

  return {
    draft,
    status,
    dirty,
    revision,
    validation,
    patch: (changes: Partial<ScenarioDefinition>) => setDraft((current) => ({ ...current, ...changes })),
    setStatus: (next: ScenarioStatus) => {
      setStatusState(next);
      setDirty(true);
    },
    updateSituation: (index: number, situation: ScenarioSituation) =>
      setDraft((current) => ({
        ...current,
        situations: current.situations.map((other, at) => (at === index ? situation : other)),
      })),
    /** Adds a situation of `kind` at the end; returns its id. Its exits point at the first end, if any. */
    addSituation: (kind: SituationKind): string => {
      const ids = draft.situations.map((situation) => situation.id);
      const firstEnd = draft.situations.find((situation) => situation.kind === 'end')?.id ?? '';
      const created = newSituation(kind, ids, firstEnd);
      setDraft((current) => ({ ...current, situations: [...current.situations, created] }));
      return created.id;
    },
    removeSituation: (index: number) =>
      setDraft((current) => ({ ...current, situations: current.situations.filter((_, at) => at !== index) })),
    replace: (definition: ScenarioDefinition) => {
      setDraft(() => definition);
      setRevision((value) => value + 1);
    },
    /** After a save: the server's copy is the draft now. */
    markSaved: (scenario: AdminScenario) => {
      setDraftState(scenario.definition);
      setStatusState(scenario.status);
      setDirty(false);
    },
  };
}
