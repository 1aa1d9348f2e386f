import { describe, expect, it } from 'vitest';
import { analyze, foldWord, queryTerms, termOf } from './analyzer.js';
import { stemSpanish } from './spanish-stemmer.js';

describe('Spanish analysis', () => {
  it('sends the forms of one word, with or without accents and capitals, to one term', () => {
    const forms = ['capacitación', 'capacitaciones', 'Capacitacion', 'CAPACITACIÓN', 'capacitar'];
    expect(new Set(forms.map(termOf))).toEqual(new Set(['capacit']));
    expect(termOf('alturas')).toBe(termOf('Altura'));
    expect(termOf('trabajadores')).toBe(termOf('trabajo'));
    expect(termOf('evaluaciones')).toBe(termOf('evaluación'));
    expect(termOf('riesgos')).toBe(termOf('riesgo'));
    for (const [singular, plural] of [
      ['espacio', 'espacios'],
      ['servicio', 'servicios'],
      ['confinado', 'confinados'],
      ['infografía', 'infografías'],
    ]) {
      expect(termOf(singular ?? ''), singular).toBe(termOf(plural ?? ''));
    }
  });

  it('keeps unrelated words apart', () => {
    expect(termOf('alturas')).not.toBe(termOf('altos'));
    expect(termOf('química')).not.toBe(termOf('quirúrgica'));
  });

  it('follows the Snowball steps for standard and verb suffixes', () => {
    expect(stemSpanish('rapidamente')).toBe('rapid');
    expect(stemSpanish('emergencias')).toBe('emergent');
    expect(stemSpanish('psicologia')).toBe('psicolog');
    expect(stemSpanish('comites')).toBe('comit');
    expect(stemSpanish('de')).toBe('de');
  });

  it('folds accents, ñ and leading zeros of numbers', () => {
    expect(foldWord('Señalización')).toBe('senalizacion');
    expect(foldWord('0312')).toBe('312');
    expect(foldWord('0')).toBe('0');
  });

  it('drops stopwords from indexed text and from queries', () => {
    expect(analyze('Trabajo en alturas de la empresa').stems.split(' ')).toEqual(['trabaj', 'altur', 'empres']);
    expect(queryTerms('trabajo en alturas').map((term) => term.stem)).toEqual(['trabaj', 'altur']);
  });

  it('treats only the last word of 3+ letters as a beginning still being typed', () => {
    const terms = queryTerms('trabajo alt');
    expect(terms.map((term) => term.prefix)).toEqual([false, true]);
    expect(queryTerms('de la')).toHaveLength(2); // only stopwords: searched as they are
    expect(queryTerms('riesgo xy').at(-1)?.prefix).toBe(false);
  });

  it('counts a repeated word once', () => {
    expect(queryTerms('riesgo riesgos')).toHaveLength(1);
  });
});
