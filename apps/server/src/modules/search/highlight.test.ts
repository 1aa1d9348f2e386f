import { describe, expect, it } from 'vitest';
import { queryTerms } from './analyzer/analyzer.js';
import { highlight, snippet } from './highlight.js';

const marked = (segments: { text: string; match: boolean }[]) =>
  segments.filter((segment) => segment.match).map((segment) => segment.text);

describe('highlight', () => {
  it('marks every form of the searched words and keeps the rest of the text as it is', () => {
    const text = 'Las capacitaciones de Trabajo en Alturas, según la capacitación anual.';
    const segments = highlight(text, queryTerms('capacitacion'));
    expect(segments.map((segment) => segment.text).join('')).toBe(text);
    expect(marked(segments)).toEqual(['capacitaciones', 'capacitación']);
  });

  it('joins neighbouring matched words into one mark', () => {
    expect(marked(highlight('Curso de trabajo alturas hoy', queryTerms('trabajo alturas')))).toEqual([
      'trabajo alturas',
    ]);
  });

  it('marks a word by its beginning when it is the last one typed', () => {
    expect(marked(highlight('Espacios confinados', queryTerms('confi')))).toEqual(['confinados']);
  });
});

describe('snippet', () => {
  const long = `${'Texto de relleno sin interés. '.repeat(20)}Aquí se habla del arnés de cuerpo completo. ${'Más texto. '.repeat(40)}`;

  it('cuts a passage around the first match, with ellipses where it was cut', () => {
    const segments = snippet(long, queryTerms('arnés'));
    expect(segments[0]).toEqual({ text: '…', match: false });
    expect(segments.at(-1)).toEqual({ text: '…', match: false });
    expect(marked(segments)).toEqual(['arnés']);
    expect(segments.map((segment) => segment.text).join('').length).toBeLessThanOrEqual(245);
  });

  it('starts at the beginning when nothing in the text matched', () => {
    const segments = snippet(long, queryTerms('inexistente'));
    expect(segments[0]?.text.startsWith('Texto de relleno')).toBe(true);
  });
});

describe('snippet punctuation', () => {
  it('ends a paragraph without punctuation with a full stop and joins wrapped lines with a space', () => {
    const text = 'Trabajo en alturas (desde 2 m)\n\nEs el reglamento vigente\nde trabajo en alturas.';
    const passage = snippet(text, queryTerms('reglamento'))
      .map((segment) => segment.text)
      .join('');
    expect(passage).toBe('Trabajo en alturas (desde 2 m). Es el reglamento vigente de trabajo en alturas.');
  });
});
