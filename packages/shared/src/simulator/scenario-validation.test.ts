import { describe, expect, it } from 'vitest';
import type { ScenarioDefinition } from './scenario.schemas.js';
import { sampleScenario } from './scenario.test-fixture.js';
import { scenarioDefinitionSchema, validateScenario } from './scenario-validation.js';

/** The sample with one change applied. */
function changed(edit: (d: ScenarioDefinition) => void): ScenarioDefinition {
  const definition = sampleScenario();
  edit(definition);
  return definition;
}

function situation(d: ScenarioDefinition, id: string) {
  const found = d.situations.find((s) => s.id === id);
  if (!found) throw new Error(id);
  return found;
}

const messages = (input: unknown) => validateScenario(input).errors.map((e) => e.message);

describe('validateScenario', () => {
  it('accepts the sample and computes its maximum from the best path', () => {
    expect(validateScenario(sampleScenario())).toMatchObject({ valid: true, maxScore: 39, errors: [] });
    expect(scenarioDefinitionSchema.safeParse(sampleScenario()).success).toBe(true);
  });

  it('counts negative choices and takes the best branch, not the sum of all', () => {
    const d = changed((d) => {
      const s = situation(d, 'salida');
      if (s.kind === 'choice') s.choices[0]!.points = -3;
    });
    // The critical option now gives the most (0) and counts for the maximum; the clean path gives 10 + 14 + 5 − 3.
    expect(validateScenario(d)).toMatchObject({ valid: true, maxScore: 29 });
  });

  it('refuses a dead end: a decision with a single option', () => {
    const d = changed((d) => {
      const s = situation(d, 'salida');
      if (s.kind === 'choice') s.choices = s.choices.slice(0, 1);
    });
    const result = validateScenario(d);
    expect(result.valid).toBe(false);
    expect(result.errors).toContainEqual({
      path: 'situations.3.choices',
      message: '«La salida» necesita al menos 2 opciones para que haya una decisión.',
    });
  });

  it('refuses a next that does not exist, naming the situation', () => {
    const d = changed((d) => {
      const s = situation(d, 'calculo');
      if (s.kind === 'calculation') s.next = 'no-existe';
    });
    expect(validateScenario(d).errors).toEqual([
      {
        path: 'situations.2.next',
        message: '«Área por aislar» lleva a «no-existe», que no existe: elija la situación siguiente.',
      },
    ]);
  });

  it('refuses a situation the start never reaches', () => {
    const d = changed((d) => {
      d.situations.push({ id: 'suelta', kind: 'end', title: 'Final suelto', text: 'Nadie llega aquí.', media: null });
    });
    expect(messages(d)).toEqual(['«Final suelto» no se puede alcanzar desde la situación inicial.']);
  });

  it('refuses a cycle', () => {
    const d = changed((d) => {
      const s = situation(d, 'salida');
      if (s.kind === 'choice') s.choices[1]!.next = 'llegada';
    });
    expect(messages(d)).toEqual([
      'El escenario tiene un ciclo: «Llegada a la obra» → «Caída de objetos» → «Área por aislar» → «La salida» → «Llegada a la obra». Cada camino debe avanzar hasta un final.',
    ]);
    expect(validateScenario(d).maxScore).toBeNull();
  });

  it('refuses a scenario without an end', () => {
    const d = changed((d) => {
      d.situations = d.situations.filter((s) => s.kind !== 'end');
    });
    expect(messages(d)).toContain(
      'El escenario no tiene ningún final: agregue al menos una situación de tipo «Final».',
    );
  });

  it('refuses a scenario whose every path takes a critical option', () => {
    const d = changed((d) => {
      const s = situation(d, 'salida');
      if (s.kind === 'choice') s.choices[0]!.critical = true;
    });
    expect(messages(d)).toEqual([
      'Todos los caminos pasan por un error crítico, así que nadie podría aprobar: deje al menos un camino sin errores críticos.',
    ]);
  });

  it('refuses a pass mark that only a critical path reaches', () => {
    const d = changed((d) => {
      d.passPercent = 100;
      const s = situation(d, 'salida');
      if (s.kind === 'choice') s.choices[1]!.points = 20;
    });
    expect(validateScenario(d).errors[0]?.path).toBe('passPercent');
  });

  it('refuses a missing start and repeated ids', () => {
    expect(messages(changed((d) => (d.startId = 'otra')))).toContain('La situación inicial «otra» no existe.');
    const dup = changed((d) => {
      situation(d, 'fin-malo').id = 'fin-bueno';
    });
    expect(messages(dup)).toContain('«Accidente» usa el identificador «fin-bueno», que ya tiene «Fin de la visita».');
  });

  it('names the situation in a problem of its fields', () => {
    const d = changed((d) => {
      const s = situation(d, 'valoracion');
      if (s.kind === 'gtc45') (s.expected as { nd: number }).nd = 7;
    });
    const result = validateScenario(d);
    expect(result).toMatchObject({ valid: false, maxScore: null });
    expect(result.errors).toEqual([
      { path: 'situations.1.expected.nd', message: '«Caída de objetos»: El nivel de deficiencia (ND) es 10, 6 o 2.' },
    ]);
  });

  it('asks for a known kind of situation', () => {
    const d = changed((d) => {
      (situation(d, 'fin-malo') as { kind: string }).kind = 'pausa';
    });
    expect(validateScenario(d).errors).toEqual([
      {
        path: 'situations.5.kind',
        message: '«Accidente»: Elija el tipo de situación: decisión, cálculo, valoración GTC 45 o final.',
      },
    ]);
  });

  it('refuses what is not a scenario at all, in Spanish', () => {
    const result = validateScenario({ title: '' });
    expect(result.valid).toBe(false);
    expect(result.errors.map((e) => e.path)).toEqual(expect.arrayContaining(['title', 'summary', 'passPercent']));
    expect(result.errors.find((e) => e.path === 'title')?.message).toBe('Escriba el título del escenario.');
  });
});
