import { MINIMUM_STANDARDS } from '@academia/shared';
import { describe, expect, it } from 'vitest';
import { itemFamilies } from './index.js';

const correctText = (item: { options: { text: string; correct: boolean }[] }) =>
  item.options.filter((o) => o.correct).map((o) => o.text);

const numberIn = (text: string, label: string) => {
  const match = new RegExp(`${label} = (\\d+)`).exec(text);
  return Number(match?.[1]);
};

describe('item families', () => {
  it('have unique ids and yield at least ten instances each', () => {
    expect(new Set(itemFamilies.map((f) => f.id)).size).toBe(itemFamilies.length);
    for (const family of itemFamilies) expect(family.generate().length, family.id).toBeGreaterThanOrEqual(10);
  });

  it.each(itemFamilies.map((f) => [f.id, f] as const))(
    '%s: one key, distinct options, no repeated stem',
    (_, family) => {
      const items = family.generate();
      expect(new Set(items.map((i) => i.prompt)).size).toBe(items.length);
      for (const item of items) {
        expect(item.familyId).toBe(family.id);
        expect(item.topic).toBe(family.topic);
        expect(item.options.filter((o) => o.correct)).toHaveLength(1);
        expect(item.options.length).toBeGreaterThanOrEqual(3);
        expect(new Set(item.options.map((o) => o.text)).size).toBe(item.options.length);
        expect(item.explanation.length).toBeGreaterThan(20);
        // The stem must not give the answer away: the key's text never appears in the question.
        const [key] = correctText(item);
        expect(item.prompt.toLowerCase()).not.toContain(` ${String(key).toLowerCase()} `);
      }
      expect(family.generate()).toEqual(items); // deterministic: preview, seed and tests see the same instances
    },
  );

  it('keys the standard set independently of the generator (arts. 3, 9, 16)', () => {
    const family = itemFamilies.find((f) => f.id === 'estandares-minimos-0312/conjunto-de-estandares');
    for (const item of family?.generate() ?? []) {
      const workers = Number(/tiene (\d+) trabajadores/.exec(item.prompt)?.[1]);
      const riskClass = /riesgo (I|II|III|IV|V)\./.exec(item.prompt)?.[1] ?? '';
      const expected = workers > 50 || riskClass === 'IV' || riskClass === 'V' ? '60' : workers <= 10 ? '7' : '21';
      expect(correctText(item), item.prompt).toEqual([expected]);
    }
  });

  it('keys GTC 45 risk numbers and levels by hand-checked bands', () => {
    const numeric = itemFamilies.find((f) => f.id === 'peligros-gtc45/nivel-de-riesgo-numerico')?.generate() ?? [];
    expect(numeric).toHaveLength(48);
    for (const item of numeric) {
      const nr = numberIn(item.prompt, 'ND') * numberIn(item.prompt, 'NE') * numberIn(item.prompt, 'NC');
      expect(correctText(item)).toEqual([new Intl.NumberFormat('es-CO').format(nr)]);
    }
    const levels = itemFamilies.find((f) => f.id === 'peligros-gtc45/nivel-de-riesgo-interpretacion')?.generate() ?? [];
    const byPrompt = (nd: number, ne: number, nc: number) =>
      levels.find(
        (i) =>
          i.prompt.includes(`(ND = ${nd})`) && i.prompt.includes(`(NE = ${ne})`) && i.prompt.includes(`(NC = ${nc})`),
      );
    expect(correctText(byPrompt(10, 4, 100) ?? { options: [] })).toEqual(['I']); // 4.000
    expect(correctText(byPrompt(2, 3, 100) ?? { options: [] })).toEqual(['I']); // 600
    expect(correctText(byPrompt(2, 2, 100) ?? { options: [] })).toEqual(['II']); // 400
    expect(correctText(byPrompt(6, 1, 25) ?? { options: [] })).toEqual(['II']); // 150
    expect(correctText(byPrompt(2, 3, 10) ?? { options: [] })).toEqual(['III']); // 60
    expect(correctText(byPrompt(2, 1, 10) ?? { options: [] })).toEqual(['IV']); // 20
  });

  it('suspends level II activities from NR 360 and not below', () => {
    const actions = itemFamilies.find((f) => f.id === 'peligros-gtc45/decision-por-nivel-de-riesgo')?.generate() ?? [];
    const keyFor = (nr: string) =>
      correctText(actions.find((i) => i.prompt.includes(`NR = ${nr}.`)) ?? { options: [] })[0];
    expect(keyFor('360')).toMatch(/^Suspender/);
    expect(keyFor('300')).toMatch(/^Corregir/);
    expect(keyFor('600')).toMatch(/^Suspender/);
    expect(keyFor('120')).toMatch(/^Mejorar/);
    expect(keyFor('20')).toMatch(/^Mantener/);
  });

  it('scores a self-assessment as 100 minus the unmet standards\u2019 points, with the art. 28 rating', () => {
    const points = new Map(MINIMUM_STANDARDS.map((s) => [s.code, s.points]));
    const items = itemFamilies.find((f) => f.id === 'estandares-minimos-0312/puntaje-autoevaluacion')?.generate() ?? [];
    for (const item of items) {
      const codes = [...item.prompt.matchAll(/(\d+\.\d+\.\d+) \(/g)].map((m) => m[1] ?? '');
      const lost = codes.reduce((sum, code) => sum + (points.get(code) ?? NaN), 0);
      const expected = `${new Intl.NumberFormat('es-CO', { maximumFractionDigits: 2 }).format(100 - lost)} %`;
      expect(correctText(item), item.prompt).toEqual([expected]);
    }
    const ratings =
      itemFamilies.find((f) => f.id === 'estandares-minimos-0312/valoracion-del-puntaje')?.generate() ?? [];
    const ratingOf = (score: string) =>
      correctText(ratings.find((i) => i.prompt.includes(`dio ${score} %`)) ?? { options: [] });
    expect(ratingOf('59,5')).toEqual(['Crítico']);
    expect(ratingOf('61')).toEqual(['Moderadamente aceptable']);
    expect(ratingOf('84')).toEqual(['Moderadamente aceptable']);
    expect(ratingOf('86,5')).toEqual(['Aceptable']);
  });

  it('dates accident reports two business days later, skipping holidays', () => {
    const items = itemFamilies.find((f) => f.id === 'investigacion-accidentes/plazo-del-reporte')?.generate() ?? [];
    const holyWeek = items.find((i) => i.prompt.startsWith('El miércoles, 1 de abril de 2026'));
    expect(correctText(holyWeek ?? { options: [] })).toEqual(['martes, 7 de abril de 2026']);
    const assumption = items.find((i) => i.prompt.startsWith('El viernes, 14 de agosto de 2026'));
    expect(correctText(assumption ?? { options: [] })).toEqual(['miércoles, 19 de agosto de 2026']);
  });

  it('sizes the COPASST by Res. 2013 de 1986', () => {
    const copasst = itemFamilies.find((f) => f.id === 'copasst-vigia/tamano-del-copasst')?.generate() ?? [];
    const key = (workers: string) =>
      correctText(copasst.find((i) => i.prompt.includes(`tiene ${workers} trabajadores`)) ?? { options: [] })[0];
    expect(key('9')).toBe('Un vigía de SST');
    expect(key('10')).toMatch(/1 representante/);
    expect(key('50')).toMatch(/2 representantes/);
    expect(key('999')).toMatch(/3 representantes/);
    expect(key('1.000')).toMatch(/4 representantes/);
  });

  it('never applies a repealed norm: the convivencia committee rules of Res. 652 and 1356 de 2012 gave way to Res. 3461 de 2025', () => {
    for (const family of itemFamilies) {
      const texts = [family.rule, ...family.generate().flatMap((i) => [i.prompt, i.explanation])];
      for (const text of texts) expect(text, family.id).not.toMatch(/\b(652|1356) de 2012/);
    }
  });
});
