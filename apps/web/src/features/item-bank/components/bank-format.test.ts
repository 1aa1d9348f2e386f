import { describe, expect, it } from 'vitest';
import {
  activeSummary,
  calibrationMessage,
  foldText,
  importedMessage,
  importProblemText,
  shortPrompt,
} from './bank-format';
import { formatDecimal } from '../../../lib/format';

describe('bank texts', () => {
  it('counts in Spanish, singular and plural', () => {
    expect(activeSummary(36, 4)).toBe('36 preguntas activas en 4 temas');
    expect(activeSummary(1, 1)).toBe('1 pregunta activa en 1 tema');
    expect(activeSummary(0, 0)).toBe('No hay preguntas activas');
    expect(importedMessage({ created: 12 })).toBe('Se importaron 12 preguntas.');
    expect(importedMessage({ created: 1 })).toBe('Se importó 1 pregunta.');
    expect(importedMessage({ created: 0 })).toBe('No se importó ninguna pregunta.');
  });

  it('reports a calibration with what was left out and why', () => {
    expect(calibrationMessage({ calibrated: 5, skipped: 31, minAnswers: 30 })).toBe(
      'Se calibraron 5 preguntas; 31 aún no tienen suficientes respuestas (mínimo 30).',
    );
    expect(calibrationMessage({ calibrated: 1, skipped: 1, minAnswers: 30 })).toBe(
      'Se calibró 1 pregunta; 1 aún no tiene suficientes respuestas (mínimo 30).',
    );
    expect(calibrationMessage({ calibrated: 0, skipped: 4, minAnswers: 30 })).toBe(
      'No se calibró ninguna pregunta; 4 aún no tienen suficientes respuestas (mínimo 30).',
    );
    expect(calibrationMessage({ calibrated: 3, skipped: 0, minAnswers: 30 })).toBe('Se calibraron 3 preguntas.');
  });

  it('starts each import problem with its row, once', () => {
    expect(importProblemText({ row: 4, message: 'Fila 4: falta el tema.' })).toBe('Fila 4: falta el tema.');
    expect(importProblemText({ row: 1200, message: 'falta el tema.' })).toBe('Fila 1200: falta el tema.');
  });

  it('shortens questions at a word and folds accents for searching', () => {
    expect(shortPrompt('¿Qué se debe hacer con el arnés?')).toBe('¿Qué se debe hacer con el arnés?');
    expect(shortPrompt('Antes de entrar a un espacio confinado se debe medir la atmósfera.')).toBe(
      'Antes de entrar a un espacio confinado se debe medir la…',
    );
    expect(foldText('SEÑALIZACIÓN Arnés')).toBe('senalizacion arnes');
  });

  it('writes model parameters with es-CO decimals', () => {
    expect(formatDecimal(-1.25)).toBe('-1,25');
    expect(formatDecimal(1)).toBe('1,00');
  });
});
