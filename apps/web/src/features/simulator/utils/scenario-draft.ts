import type { ScenarioChoice, ScenarioDefinition, ScenarioSituation, SituationKind } from '@academia/shared';

export const situationKindLabels: Record<SituationKind, string> = {
  choice: 'Decisión',
  calculation: 'Cálculo',
  gtc45: 'Valoración GTC 45',
  end: 'Final',
};

/** The first free id of the form `prefix-N` ([a-z0-9-], as the schema asks). */
export function freeId(prefix: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  for (let n = 1; ; n += 1) {
    const id = `${prefix}-${String(n)}`;
    if (!used.has(id)) return id;
  }
}

export function newChoice(taken: Iterable<string>, next: string): ScenarioChoice {
  return { id: freeId('opcion', taken), text: '', consequence: '', points: 0, critical: false, next };
}

/** A new situation of `kind`, pointing at `next` (an end the admin picks later) where it needs a way forward. */
export function newSituation(kind: SituationKind, taken: Iterable<string>, next: string): ScenarioSituation {
  const base = { id: freeId('situacion', taken), title: '', text: '', media: null };
  switch (kind) {
    case 'choice':
      return { ...base, kind, choices: [newChoice([], next), newChoice(['opcion-1'], next)] };
    case 'calculation':
      return {
        ...base,
        kind,
        fields: [{ id: 'campo-1', label: '', unit: '', expected: 0, tolerance: 0, points: 1, explanation: '' }],
        next,
      };
    case 'gtc45':
      return {
        ...base,
        kind,
        hazard: '',
        expected: { nd: 6, ne: 3, nc: 25 },
        rationale: { nd: '', ne: '', nc: '' },
        pointsPerValue: 1,
        next,
      };
    case 'end':
      return { ...base, kind };
  }
}

/** The smallest scenario that passes validation: one decision leading to two endings. Titles say what to write. */
export function starterScenario(routeTitle: string): ScenarioDefinition {
  return {
    title: `Simulador de «${routeTitle}»`,
    summary: 'Describa en una o dos frases qué va a decidir la persona en este escenario.',
    passPercent: 70,
    startId: 'inicio',
    situations: [
      {
        id: 'inicio',
        kind: 'choice',
        title: 'Primera decisión',
        text: 'Describa la situación que encuentra la persona.',
        media: null,
        choices: [
          {
            id: 'opcion-1',
            text: 'La decisión segura',
            consequence: 'Lo que pasa después de esta decisión.',
            points: 10,
            critical: false,
            next: 'final-bien',
          },
          {
            id: 'opcion-2',
            text: 'La decisión riesgosa',
            consequence: 'Lo que pasa después de esta decisión.',
            points: 0,
            critical: true,
            next: 'final-mal',
          },
        ],
      },
      { id: 'final-bien', kind: 'end', title: 'Final seguro', text: 'Cómo termina el escenario.', media: null },
      {
        id: 'final-mal',
        kind: 'end',
        title: 'Final con un accidente',
        text: 'Cómo termina el escenario.',
        media: null,
      },
    ],
  };
}

/** Where a situation leads: the `next` of its choices, or its own. */
export function targetsOf(situation: ScenarioSituation): string[] {
  if (situation.kind === 'choice') return situation.choices.map((choice) => choice.next);
  if (situation.kind === 'end') return [];
  return [situation.next];
}
