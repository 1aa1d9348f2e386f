import { describe, expect, it } from 'vitest';
import type { ListedEntry } from '../search/search-index.js';
import { CitationFilter, filterCitations } from './citation-filter.js';
import { namedNorms, PassageIndex } from './passage-index.js';
import { passagesOf, splitText } from './passages.js';
import { textTerms } from './text-terms.js';
import { bestPerSource, isGrounded } from './tutor-retriever.js';

const entry = (overrides: Partial<ListedEntry>): ListedEntry => ({
  kind: 'document',
  targetId: crypto.randomUUID(),
  parentId: null,
  title: 'Documento',
  body: '',
  subtype: null,
  status: null,
  year: null,
  recency: '2024-01-01',
  ...overrides,
});

const norm4272 = entry({
  kind: 'norm',
  title: 'Resolución 4272 de 2021',
  body:
    'Requisitos mínimos de seguridad para el trabajo en alturas en todo el territorio nacional.\n\nArtículo 1. Objeto. Establecer los requisitos ' +
    'para toda tarea con riesgo de caída desde 2 metros o más sobre un nivel inferior.\n\nArtículo 2. Capacitación. ' +
    'El coordinador de trabajo en alturas recibe 80 horas de formación.',
  year: 2021,
  status: 'in_force',
  recency: '2021-00004272',
});
const norm0312 = entry({
  kind: 'norm',
  title: 'Resolución 0312 de 2019',
  body: 'Define los estándares mínimos del SG-SST según el número de trabajadores y el nivel de riesgo.',
  year: 2019,
  recency: '2019-00000312',
});
const eppDocument = entry({
  title: 'Infografía de protección',
  body: 'Los elementos de protección personal son la última barrera entre el peligro y el trabajador.',
});
const lesson = entry({
  kind: 'item',
  parentId: 'route-1',
  title: 'El reporte del accidente',
  body:
    'Plazos del reporte\n\nEl empleador reporta a la ARL todo accidente de trabajo dentro de los dos días hábiles ' +
    'siguientes, con el formato que corresponde.',
});
const index = new PassageIndex([norm4272, norm0312, eppDocument, lesson].flatMap(passagesOf));
const titles = (question: string) => bestPerSource(index.search(question, 50), 5).map((hit) => hit.passage.title);

describe('passage splitting', () => {
  it('cuts a norm by article and keeps the article as the section', () => {
    const passages = passagesOf(norm4272);
    expect(passages.map((passage) => passage.section)).toEqual([null, 'Artículo 1', 'Artículo 2']);
    expect(passages[2]?.text).toContain('80 horas');
    expect(passages.every((passage) => passage.title === 'Resolución 4272 de 2021')).toBe(true);
    expect(passages[0]).toMatchObject({ kind: 'norm', normNumber: '4272', normYear: 2021 });
  });

  it('gives a lesson passage the heading above it and the lesson page as its address', () => {
    const passages = passagesOf(lesson);
    expect(passages).toHaveLength(1);
    expect(passages[0]).toMatchObject({ kind: 'lesson', section: 'Plazos del reporte' });
    expect(passages[0]?.url).toContain('route-1');
  });

  it('cuts a long paragraph at sentence ends and joins lines wrapped as in PDF text', () => {
    const sentence = 'Esta frase explica una obligación del empleador en materia de prevención. ';
    const pieces = splitText(`${sentence.repeat(20)}\n\nuna línea\npartida en dos que sigue siendo el mismo párrafo.`);
    expect(pieces.length).toBeGreaterThan(2);
    expect(pieces.every((piece) => piece.text.length <= 800)).toBe(true);
    expect(pieces.at(-1)?.text).toBe('una línea partida en dos que sigue siendo el mismo párrafo.');
  });
});

describe('SST synonyms and acronyms', () => {
  it('gives "EPP" and "elementos de protección personal" the same concept', () => {
    expect(textTerms('¿Qué EPP uso?').terms).toContain('~epp');
    expect(textTerms('los elementos de protección personal').terms).toContain('~epp');
    expect(titles('¿para qué sirven los EPP?')[0]).toBe('Infografía de protección');
  });

  it('matches short acronyms only in capitals', () => {
    expect(textTerms('reportar un AT').terms).toContain('~at');
    expect(textTerms('el trabajador').terms).not.toContain('~el');
  });

  it('reads "alturas" as trabajo en alturas and "0312" as estándares mínimos', () => {
    expect(titles('alturas')[0]).toBe('Resolución 4272 de 2021');
    expect(titles('¿qué son los estándares mínimos?')[0]).toBe('Resolución 0312 de 2019');
  });

  it('puts a norm named in the question first', () => {
    expect(namedNorms('la resolución 0312 de 2019')).toEqual([{ number: '312', year: 2019 }]);
    expect(namedNorms('lo que cambió en 2019')).toEqual([]);
    expect(titles('resolución 0312 y el accidente de trabajo')[0]).toBe('Resolución 0312 de 2019');
  });
});

describe('the decline threshold', () => {
  it('answers a question the passages speak about', () => {
    expect(isGrounded(bestPerSource(index.search('¿En cuántos días se reporta un accidente a la ARL?', 50), 5))).toBe(
      true,
    );
  });

  it('declines a question about something else', () => {
    expect(isGrounded(bestPerSource(index.search('¿Quién ganó el mundial de fútbol?', 50), 5))).toBe(false);
    expect(isGrounded(bestPerSource(index.search('receta de ajiaco con pollo', 50), 5))).toBe(false);
  });
});

describe('the citation filter', () => {
  it('drops citations of passages that were not given', () => {
    expect(filterCitations('Desde 2 metros [1]. Con arnés [7] y línea de vida [2].', 3)).toBe(
      'Desde 2 metros [1]. Con arnés y línea de vida [2].',
    );
  });

  it('holds an unfinished bracket across fragments', () => {
    const filter = new CitationFilter(2);
    const shown = ['Aplica desde 2 metros [', '1', '] y no [', '9] más.'].map((part) => filter.push(part)).join('');
    expect(shown + filter.flush()).toBe('Aplica desde 2 metros [1] y no más.');
  });
});
