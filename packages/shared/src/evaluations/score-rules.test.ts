import { describe, expect, it } from 'vitest';
import {
  correctAnswersText,
  gainSentence,
  itemRange,
  itemRangeText,
  masteryLevelLabel,
  masteryLevelOf,
  promptForLearner,
  SCORE_EXPLANATION,
} from './score-rules.js';
import { canGrantAttempt } from './attempt-grant.schemas.js';

describe('masteryLevelOf: the level follows the percentage the learner reads beside it', () => {
  it('is a strength from 80 % right, a gap under 50 %, developing between', () => {
    expect(masteryLevelOf(5, 5)).toBe('strength');
    expect(masteryLevelOf(5, 4)).toBe('strength');
    expect(masteryLevelOf(4, 3)).toBe('developing');
    expect(masteryLevelOf(4, 2)).toBe('developing');
    expect(masteryLevelOf(5, 2)).toBe('gap');
    expect(masteryLevelOf(3, 0)).toBe('gap');
  });

  it('never reads 100 % as "En desarrollo"', () => {
    for (let answered = 3; answered <= 20; answered++) {
      expect(masteryLevelLabel(masteryLevelOf(answered, answered))).toBe('Fortaleza');
    }
  });

  it('says when there are too few answers to judge, whatever they were', () => {
    expect(masteryLevelOf(2, 2)).toBe('insufficient');
    expect(masteryLevelOf(1, 0)).toBe('insufficient');
    expect(masteryLevelOf(0, 0)).toBe('insufficient');
    expect(masteryLevelLabel('insufficient')).toBe('Pocas preguntas para juzgar');
  });
});

describe('score texts', () => {
  it('counts right answers first, in Spanish', () => {
    expect(correctAnswersText(17, 20)).toBe('17 de 20 correctas');
    expect(correctAnswersText(1, 1)).toBe('1 de 1 correcta');
    expect(correctAnswersText(0, 8)).toBe('0 de 8 correctas');
  });

  it('explains the score in one plain sentence, without a formula', () => {
    expect(SCORE_EXPLANATION).toMatch(/más difíciles cuentan más/);
    expect(SCORE_EXPLANATION).not.toMatch(/normalizada|÷|θ/);
  });

  it('says the gain in points, in usted', () => {
    expect(gainSentence(90)).toBe('Mejoró 90 puntos desde su prueba inicial.');
    expect(gainSentence(1)).toBe('Mejoró 1 punto desde su prueba inicial.');
    expect(gainSentence(0)).toBe('Obtuvo el mismo puntaje que en su prueba inicial.');
    expect(gainSentence(-5)).toBe('Obtuvo 5 puntos menos que en su prueba inicial.');
  });
});

describe('itemRange: the questions a final test really has', () => {
  it('caps the engine limits by the bank', () => {
    expect(itemRange(36, 8, 20)).toEqual({ min: 8, max: 20 });
    expect(itemRange(12, 8, 20)).toEqual({ min: 8, max: 12 });
    expect(itemRange(3, 8, 20)).toEqual({ min: 3, max: 3 });
    expect(itemRange(0, 8, 20)).toBeNull();
  });

  it('reads "entre 8 y 20 preguntas" or, with a bank of 3, "3 preguntas"', () => {
    expect(itemRangeText({ min: 8, max: 20 })).toBe('entre 8 y 20 preguntas');
    expect(itemRangeText({ min: 3, max: 3 })).toBe('3 preguntas');
    expect(itemRangeText({ min: 1, max: 1 })).toBe('1 pregunta');
  });
});

describe('canGrantAttempt', () => {
  const base = { attemptsUsed: 3, attemptsAllowed: 3, passed: false, inProgress: false };
  it('only when every attempt is used, none runs and the test was not passed', () => {
    expect(canGrantAttempt(base)).toBe(true);
    expect(canGrantAttempt({ ...base, attemptsUsed: 2 })).toBe(false);
    expect(canGrantAttempt({ ...base, passed: true })).toBe(false);
    expect(canGrantAttempt({ ...base, inProgress: true })).toBe(false);
  });
});

describe('promptForLearner', () => {
  it('drops the author\'s "select all" sentence from multiple-answer prompts only', () => {
    expect(promptForLearner('¿Qué pide el FURAT? Selecciona todas las correctas.', 'multiple')).toBe(
      '¿Qué pide el FURAT?',
    );
    expect(promptForLearner('¿Qué pide el FURAT? (Seleccione todas las correctas)', 'multiple')).toBe(
      '¿Qué pide el FURAT?',
    );
    expect(promptForLearner('¿Qué pide el FURAT? Selecciona todas las correctas.', 'single')).toBe(
      '¿Qué pide el FURAT? Selecciona todas las correctas.',
    );
    expect(promptForLearner('¿Cuáles aplican?', 'multiple')).toBe('¿Cuáles aplican?');
  });
});
