import { describe, expect, it } from 'vitest';
import type { AnswerInput } from './simulator-api.schemas.js';
import {
  answer,
  attemptPassed,
  attemptView,
  EngineError,
  replay,
  startAttempt,
  toLearnerSituation,
  type EngineState,
} from './scenario-engine.js';
import { debrief } from './scenario-debrief.js';
import { sampleScenario } from './scenario.test-fixture.js';

const rightValuation = { nd: 6, ne: 3, nc: 25, np: 18, nr: 450, level: 'II', acceptability: 'aceptable_con_control' };
const perfect: AnswerInput[] = [
  { situationId: 'llegada', choiceId: 'epp' },
  { situationId: 'valoracion', values: rightValuation },
  { situationId: 'calculo', values: { area: 12.5 } },
  { situationId: 'salida', choiceId: 'escalera' },
];

function play(inputs: AnswerInput[]): EngineState {
  return replay(sampleScenario(), inputs);
}

describe('the scenario engine', () => {
  it('starts at the start with the maximum and the pass mark', () => {
    const state = startAttempt(sampleScenario());
    expect(state).toMatchObject({ currentId: 'llegada', finished: false, score: 0, maxScore: 39, passMark: 28 });
    expect(attemptPassed(state)).toBeNull();
  });

  it('scores the best path at the maximum and passes it', () => {
    const state = play(perfect);
    expect(state).toMatchObject({ finished: true, score: 39, currentId: 'fin-bueno' });
    expect(attemptPassed(state)).toBe(true);
  });

  it('gives the consequence and the points of a choice', () => {
    const { feedback, state } = answer(startAttempt(sampleScenario()), { situationId: 'llegada', choiceId: 'sin-epp' });
    expect(feedback).toEqual({
      situationId: 'llegada',
      points: 0,
      critical: false,
      consequence: 'Nadie lo detiene, pero se expone.',
    });
    expect(state.currentId).toBe('valoracion');
  });

  it('scores a GTC 45 valuation value by value', () => {
    const start = play(perfect.slice(0, 1));
    const { feedback } = answer(start, {
      situationId: 'valoracion',
      values: { ...rightValuation, nd: 10, np: 30, nr: 750, level: 'I', acceptability: 'no_aceptable' },
    });
    // ND, NP, NR, level and meaning are wrong; NE and NC right: 2 × 2 points.
    expect(feedback.points).toBe(4);
    expect(feedback.fields?.filter((f) => !f.correct).map((f) => f.id)).toEqual([
      'nd',
      'np',
      'nr',
      'level',
      'acceptability',
    ]);
    expect(feedback.consequence).toBe('Acertó 2 de 7 valores. Revise la explicación de cada uno.');
  });

  it('accepts a calculation within its tolerance only', () => {
    const before = play(perfect.slice(0, 2));
    expect(answer(before, { situationId: 'calculo', values: { area: 12.58 } }).feedback.points).toBe(5);
    const wrong = answer(before, { situationId: 'calculo', values: { area: 13 } }).feedback;
    expect(wrong.points).toBe(0);
    expect(wrong.fields?.[0]?.explanation).toBe('Usted escribió 13 m²; el valor es 12,5 m². 5 × 2,5 = 12,5 m².');
  });

  it('fails an attempt with a critical error even above the pass mark', () => {
    const state = play([...perfect.slice(0, 3), { situationId: 'salida', choiceId: 'ascensor' }]);
    expect(state.score).toBe(29);
    expect(state.score).toBeGreaterThanOrEqual(state.passMark);
    expect(attemptPassed(state)).toBe(false);
  });

  it('fails an attempt below the pass mark', () => {
    const state = play([
      { situationId: 'llegada', choiceId: 'sin-epp' },
      {
        situationId: 'valoracion',
        values: { ...rightValuation, nc: 60, nr: 1080, level: 'I', acceptability: 'no_aceptable' },
      },
      { situationId: 'calculo', values: { area: 10 } },
      { situationId: 'salida', choiceId: 'escalera' },
    ]);
    expect(state.score).toBe(16);
    expect(attemptPassed(state)).toBe(false);
  });

  it('refuses an answer to a situation that is not the current one, and answers after the end', () => {
    const state = startAttempt(sampleScenario());
    expect(() => answer(state, { situationId: 'salida', choiceId: 'escalera' })).toThrow(
      expect.objectContaining({ code: 'SITUATION_NOT_CURRENT' }),
    );
    expect(() => answer(play(perfect), { situationId: 'fin-bueno', choiceId: 'x' })).toThrow(EngineError);
    expect(() => answer(state, { situationId: 'llegada', choiceId: 'otra' })).toThrow(/Esa opción no existe/u);
    expect(() => answer(play(perfect.slice(0, 2)), { situationId: 'calculo', values: { area: 'doce' } })).toThrow(
      'Escriba un número para «Área».',
    );
  });

  it('resumes: replaying the stored answers gives the same state as playing them', () => {
    let live = startAttempt(sampleScenario());
    for (const input of perfect.slice(0, 3)) live = answer(live, input).state;
    const resumed = play(perfect.slice(0, 3));
    expect(resumed).toEqual(live);
    expect(resumed.currentId).toBe('salida');
    expect(answer(resumed, perfect[3]!).state).toEqual(play(perfect));
  });

  it('never shows the learner points, exits, consequences, expected values or rationale', () => {
    for (const situation of sampleScenario().situations) {
      const json = JSON.stringify(toLearnerSituation(situation));
      for (const secret of [
        'points',
        'next',
        'consequence',
        'critical',
        'expected',
        'rationale',
        'explanation',
        'tolerance',
      ]) {
        expect(json).not.toContain(secret);
      }
    }
    const view = attemptView(startAttempt(sampleScenario()), { id: 'a1', status: 'in_progress' });
    expect(view.current).toEqual({
      id: 'llegada',
      kind: 'choice',
      title: 'Llegada a la obra',
      text: 'Usted llega a la obra para una inspección.',
      media: null,
      choices: [
        { id: 'epp', text: 'Pedir casco y botas' },
        { id: 'sin-epp', text: 'Entrar sin casco' },
        { id: 'saltar', text: 'Subir al andamio sin arnés' },
      ],
    });
  });

  it('debriefs the path, the critical errors and what each wrong answer should have been', () => {
    const state = play([
      { situationId: 'llegada', choiceId: 'sin-epp' },
      {
        situationId: 'valoracion',
        values: { ...rightValuation, np: 24, nr: 600, level: 'I', acceptability: 'no_aceptable' },
      },
      { situationId: 'calculo', values: { area: 12.5 } },
      { situationId: 'salida', choiceId: 'ascensor' },
    ]);
    const result = debrief(state);
    expect(result).toMatchObject({ score: 11, maxScore: 39, percent: 28, passed: false, passMark: 28 });
    expect(result.ending).toEqual({ title: 'Fin de la visita', text: 'Termina la visita.' });
    expect(result.criticalErrors).toEqual(['La salida: Tomar el montacargas']);
    expect(result.steps[0]).toMatchObject({
      situationTitle: 'Llegada a la obra',
      correct: false,
      bestPoints: 10,
      shouldHave: 'Pedir casco y botas',
      explanation: 'Usted entra protegido.',
    });
    expect(result.steps[1]).toMatchObject({
      correct: false,
      points: 6,
      bestPoints: 14,
      shouldHave: 'ND 6, NE 3, NC 25, NP 18, NR 450, nivel II («No aceptable o aceptable con control específico»)',
    });
    expect(result.steps[1]?.explanation).toContain('Revise la multiplicación: 6 × 3 = 18, no 24.');
    expect(result.steps[2]).toMatchObject({ correct: true, shouldHave: null, explanation: null });
    expect(result.steps[3]).toMatchObject({ critical: true, correct: false, shouldHave: 'Bajar por la escalera' });
  });
});
