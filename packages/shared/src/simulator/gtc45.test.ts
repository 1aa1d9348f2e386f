import { describe, expect, it } from 'vitest';
import { checkGtc45Answer } from './gtc45-check.js';
import {
  acceptabilityOf,
  NC_VALUES,
  ND_VALUES,
  NE_VALUES,
  npLevel,
  riskLevel,
  suspendsActivity,
  valuate,
  type Gtc45Level,
  type NcValue,
  type NdValue,
  type NeValue,
  type NpLevel,
} from './gtc45.js';
import type { Gtc45Answer } from './scenario.schemas.js';

/**
 * Every ND × NE × NC combination, written out by hand from the method's table: ND, NE, NC, NP, NP level, NR and
 * the NR level. It is a literal on purpose, so the test does not compute its expectations with the code it checks.
 */
const TABLE: [NdValue, NeValue, NcValue, number, NpLevel, number, Gtc45Level][] = [
  [10, 4, 100, 40, 'muy_alto', 4000, 'I'],
  [10, 4, 60, 40, 'muy_alto', 2400, 'I'],
  [10, 4, 25, 40, 'muy_alto', 1000, 'I'],
  [10, 4, 10, 40, 'muy_alto', 400, 'II'],
  [10, 3, 100, 30, 'muy_alto', 3000, 'I'],
  [10, 3, 60, 30, 'muy_alto', 1800, 'I'],
  [10, 3, 25, 30, 'muy_alto', 750, 'I'],
  [10, 3, 10, 30, 'muy_alto', 300, 'II'],
  [10, 2, 100, 20, 'alto', 2000, 'I'],
  [10, 2, 60, 20, 'alto', 1200, 'I'],
  [10, 2, 25, 20, 'alto', 500, 'II'],
  [10, 2, 10, 20, 'alto', 200, 'II'],
  [10, 1, 100, 10, 'alto', 1000, 'I'],
  [10, 1, 60, 10, 'alto', 600, 'I'],
  [10, 1, 25, 10, 'alto', 250, 'II'],
  [10, 1, 10, 10, 'alto', 100, 'III'],
  [6, 4, 100, 24, 'muy_alto', 2400, 'I'],
  [6, 4, 60, 24, 'muy_alto', 1440, 'I'],
  [6, 4, 25, 24, 'muy_alto', 600, 'I'],
  [6, 4, 10, 24, 'muy_alto', 240, 'II'],
  [6, 3, 100, 18, 'alto', 1800, 'I'],
  [6, 3, 60, 18, 'alto', 1080, 'I'],
  [6, 3, 25, 18, 'alto', 450, 'II'],
  [6, 3, 10, 18, 'alto', 180, 'II'],
  [6, 2, 100, 12, 'alto', 1200, 'I'],
  [6, 2, 60, 12, 'alto', 720, 'I'],
  [6, 2, 25, 12, 'alto', 300, 'II'],
  [6, 2, 10, 12, 'alto', 120, 'III'],
  [6, 1, 100, 6, 'medio', 600, 'I'],
  [6, 1, 60, 6, 'medio', 360, 'II'],
  [6, 1, 25, 6, 'medio', 150, 'II'],
  [6, 1, 10, 6, 'medio', 60, 'III'],
  [2, 4, 100, 8, 'medio', 800, 'I'],
  [2, 4, 60, 8, 'medio', 480, 'II'],
  [2, 4, 25, 8, 'medio', 200, 'II'],
  [2, 4, 10, 8, 'medio', 80, 'III'],
  [2, 3, 100, 6, 'medio', 600, 'I'],
  [2, 3, 60, 6, 'medio', 360, 'II'],
  [2, 3, 25, 6, 'medio', 150, 'II'],
  [2, 3, 10, 6, 'medio', 60, 'III'],
  [2, 2, 100, 4, 'bajo', 400, 'II'],
  [2, 2, 60, 4, 'bajo', 240, 'II'],
  [2, 2, 25, 4, 'bajo', 100, 'III'],
  [2, 2, 10, 4, 'bajo', 40, 'III'],
  [2, 1, 100, 2, 'bajo', 200, 'II'],
  [2, 1, 60, 2, 'bajo', 120, 'III'],
  [2, 1, 25, 2, 'bajo', 50, 'III'],
  [2, 1, 10, 2, 'bajo', 20, 'IV'],
];

describe('GTC 45 arithmetic', () => {
  it('the table holds every combination once', () => {
    expect(TABLE).toHaveLength(ND_VALUES.length * NE_VALUES.length * NC_VALUES.length);
    expect(new Set(TABLE.map(([nd, ne, nc]) => `${String(nd)}-${String(ne)}-${String(nc)}`)).size).toBe(48);
  });

  it.each(TABLE)('ND %i × NE %i, NC %i: NP %i (%s), NR %i, level %s', (nd, ne, nc, np, npl, nr, level) => {
    const v = valuate(nd, ne, nc);
    expect(v).toMatchObject({ np, npLevel: npl, nr, level, acceptability: acceptabilityOf[level] });
    expect(v.suspend).toBe(nr >= 360);
  });

  it('NP levels: 24–40 muy alto, 10–20 alto, 6–8 medio, 2–4 bajo', () => {
    expect([40, 30, 24].map(npLevel)).toEqual(['muy_alto', 'muy_alto', 'muy_alto']);
    expect([20, 18, 12, 10].map(npLevel)).toEqual(['alto', 'alto', 'alto', 'alto']);
    expect([8, 6].map(npLevel)).toEqual(['medio', 'medio']);
    expect([4, 2].map(npLevel)).toEqual(['bajo', 'bajo']);
  });

  it('NR levels at their boundaries, II from 150 and suspension from 360', () => {
    expect([4000, 600, 599, 150, 149, 40, 39, 20].map(riskLevel)).toEqual([
      'I',
      'I',
      'II',
      'II',
      'III',
      'III',
      'IV',
      'IV',
    ]);
    expect(suspendsActivity(359)).toBe(false);
    expect(suspendsActivity(360)).toBe(true);
    expect(acceptabilityOf).toEqual({
      I: 'no_aceptable',
      II: 'aceptable_con_control',
      III: 'mejorable',
      IV: 'aceptable',
    });
  });
});

const right = (nd: NdValue, ne: NeValue, nc: NcValue): Gtc45Answer => {
  const v = valuate(nd, ne, nc);
  return { nd, ne, nc, np: v.np, nr: v.nr, level: v.level, acceptability: v.acceptability };
};
const rationale = {
  nd: 'La baranda está incompleta.',
  ne: 'Suben varias veces al día.',
  nc: 'Una caída de 6 m puede matar.',
};

describe('checkGtc45Answer', () => {
  it.each(TABLE)('accepts the exact valuation of ND %i, NE %i, NC %i', (nd, ne, nc) => {
    const checks = checkGtc45Answer({ nd, ne, nc }, right(nd, ne, nc));
    expect(checks.map((c) => c.id)).toEqual(['nd', 'ne', 'nc', 'np', 'nr', 'level', 'acceptability']);
    expect(checks.every((c) => c.correct)).toBe(true);
  });

  it('explains a wrong level with the rationale and a carried mistake as such', () => {
    // Expected 6 × 3 × 25 = 450 (II, suspend); the learner took ND 10 and multiplied right from there.
    const checks = checkGtc45Answer(
      { nd: 6, ne: 3, nc: 25 },
      { nd: 10, ne: 3, nc: 25, np: 30, nr: 750, level: 'I', acceptability: 'no_aceptable' },
      rationale,
    );
    const byId = Object.fromEntries(checks.map((c) => [c.id, c]));
    expect(byId.nd).toMatchObject({ correct: false, given: 10, expected: 6 });
    expect(byId.nd?.explanation).toBe(
      'El nivel de deficiencia es alto (6), no muy alto (10). La baranda está incompleta.',
    );
    expect(byId.ne?.correct).toBe(true);
    expect(byId.np?.correct).toBe(false);
    expect(byId.np?.explanation).toContain('Su multiplicación es correcta con los niveles que eligió');
    expect(byId.np?.explanation).toContain('6 × 3 = 18');
    expect(byId.nr).toMatchObject({ correct: false, expected: 450 });
    expect(byId.level?.explanation).toContain('el NR correcto es 450: nivel II (NR de 150 a 599)');
    expect(byId.level?.explanation).toContain('360 o más');
    expect(byId.acceptability).toMatchObject({ correct: false, expected: 'aceptable_con_control' });
  });

  it('says when the multiplication itself is wrong', () => {
    const checks = checkGtc45Answer(
      { nd: 6, ne: 3, nc: 25 },
      { nd: 6, ne: 3, nc: 25, np: 24, nr: 600, level: 'I', acceptability: 'no_aceptable' },
    );
    const np = checks.find((c) => c.id === 'np');
    expect(np?.explanation).toBe('Revise la multiplicación: 6 × 3 = 18, no 24.');
    const nr = checks.find((c) => c.id === 'nr');
    expect(nr?.explanation).toBe(
      'Su multiplicación es correcta con sus valores, pero con NP 18 y NC 25 el NR es 18 × 25 = 450.',
    );
    const level = checks.find((c) => c.id === 'level');
    expect(level?.explanation).toContain('El nivel I corresponde a su NR (600)');
  });

  it('catches a level that does not match even the learner’s own NR', () => {
    const checks = checkGtc45Answer(
      { nd: 2, ne: 2, nc: 10 },
      { nd: 2, ne: 2, nc: 10, np: 4, nr: 40, level: 'IV', acceptability: 'aceptable' },
    );
    expect(checks.filter((c) => !c.correct).map((c) => c.id)).toEqual(['level', 'acceptability']);
    expect(checks.find((c) => c.id === 'level')?.explanation).toBe(
      'Un NR de 40 es de nivel III (NR de 40 a 149), no de nivel IV.',
    );
  });
});
