import { describe, expect, it } from 'vitest';
import { scoreMinimumStandards, type AssessmentStatus } from './score.js';
import { MINIMUM_STANDARDS, standardsOfSet } from './standards.data.js';

/** Every standard of the set is `cumple` except the codes given, which take the status given. */
function assess(set: 7 | 21 | 60, except: Record<string, AssessmentStatus | [AssessmentStatus, string]> = {}) {
  return standardsOfSet(set).map((s) => {
    const other = except[s.code];
    if (other === undefined) return { code: s.code, status: 'cumple' as const };
    if (Array.isArray(other)) return { code: s.code, status: other[0], justification: other[1] };
    return { code: s.code, status: other };
  });
}

describe('the standards table', () => {
  it('holds 60 standards worth 100 points, 7 in the 7-set and 21 in the 21-set', () => {
    expect(MINIMUM_STANDARDS).toHaveLength(60);
    expect(MINIMUM_STANDARDS.reduce((sum, s) => sum + s.points, 0)).toBe(100);
    expect(standardsOfSet(7)).toHaveLength(7);
    expect(standardsOfSet(21)).toHaveLength(21);
  });
});

describe('scoreMinimumStandards, 60-standard set (points of the resolution)', () => {
  it('everything met is 100, aceptable, nothing missing', () => {
    const result = scoreMinimumStandards({ set: 60, assessments: assess(60) });
    expect(result).toMatchObject({ score: 100, rating: 'aceptable', missing: [] });
    expect(result.byPhase).toEqual({
      planear: { earned: 25, possible: 25 },
      hacer: { earned: 60, possible: 60 },
      verificar: { earned: 5, possible: 5 },
      actuar: { earned: 10, possible: 10 },
    });
    expect(result.byGroup.IV).toEqual({ earned: 30, possible: 30 });
  });

  it('exactly 85 is moderadamente aceptable (5 + 5 + 4 + 0,5 + 0,5 = 15 points unmet)', () => {
    const result = scoreMinimumStandards({
      set: 60,
      assessments: assess(60, {
        '5.1.1': 'no_cumple',
        '5.1.2': 'no_cumple',
        '4.1.1': 'no_cumple',
        '1.1.1': 'no_cumple',
        '1.1.2': 'no_cumple',
      }),
    });
    expect(result.score).toBe(85);
    expect(result.rating).toBe('moderadamente_aceptable');
    expect(result.byPhase.planear).toEqual({ earned: 24, possible: 25 });
    expect(result.byPhase.hacer).toEqual({ earned: 46, possible: 60 });
    expect(result.byGroup.V).toEqual({ earned: 0, possible: 10 });
  });

  it('85,25 is aceptable (5 + 5 + 2,5 + 1,25 + 1 = 14,75 points unmet)', () => {
    const result = scoreMinimumStandards({
      set: 60,
      assessments: assess(60, {
        '5.1.1': 'no_cumple',
        '5.1.2': 'no_cumple',
        '4.2.1': 'no_cumple',
        '6.1.1': 'no_cumple',
        '2.2.1': 'no_cumple',
      }),
    });
    expect(result.score).toBe(85.25);
    expect(result.rating).toBe('aceptable');
    expect(result.byPhase.verificar).toEqual({ earned: 3.75, possible: 5 });
  });

  it('exactly 60 is moderadamente aceptable (groups IV and V unmet: 40 points)', () => {
    const unmet = Object.fromEntries(
      MINIMUM_STANDARDS.filter((s) => s.group === 'IV' || s.group === 'V').map((s) => [s.code, 'no_cumple' as const]),
    );
    const result = scoreMinimumStandards({ set: 60, assessments: assess(60, unmet) });
    expect(result.score).toBe(60);
    expect(result.rating).toBe('moderadamente_aceptable');
    expect(result.byPhase.hacer).toEqual({ earned: 20, possible: 60 });
  });

  it('59,5 is crítico (the same 40 points plus 1.1.1)', () => {
    const unmet = Object.fromEntries(
      MINIMUM_STANDARDS.filter((s) => s.group === 'IV' || s.group === 'V' || s.code === '1.1.1').map((s) => [
        s.code,
        'no_cumple' as const,
      ]),
    );
    const result = scoreMinimumStandards({ set: 60, assessments: assess(60, unmet) });
    expect(result.score).toBe(59.5);
    expect(result.rating).toBe('critico');
  });

  it('no aplica earns the points only with a justification', () => {
    const justified = scoreMinimumStandards({
      set: 60,
      assessments: assess(60, { '5.1.1': ['no_aplica', 'Trabajo remoto: la sede no recibe personal.'] }),
    });
    const unjustified = scoreMinimumStandards({ set: 60, assessments: assess(60, { '5.1.1': 'no_aplica' }) });
    const blank = scoreMinimumStandards({ set: 60, assessments: assess(60, { '5.1.1': ['no_aplica', '   '] }) });
    expect(justified.score).toBe(100);
    expect(unjustified.score).toBe(95);
    expect(blank.score).toBe(95);
    expect(unjustified.byGroup.V).toEqual({ earned: 5, possible: 10 });
  });

  it('lists the standards with no assessment and scores them as unmet', () => {
    const assessments = assess(60).filter((a) => a.code !== '2.7.1' && a.code !== '7.1.4');
    const result = scoreMinimumStandards({ set: 60, assessments });
    expect(result.missing).toEqual(['2.7.1', '7.1.4']);
    expect(result.score).toBe(95.5);
  });

  it('nothing assessed is 0, crítico, every code missing', () => {
    const result = scoreMinimumStandards({ set: 60, assessments: [] });
    expect(result.score).toBe(0);
    expect(result.rating).toBe('critico');
    expect(result.missing).toHaveLength(60);
  });
});

describe('scoreMinimumStandards, 7 and 21 sets (equal weight per standard)', () => {
  it('21-set: 17 of 21 met is 80,95, moderadamente aceptable; 18 is 85,71, aceptable', () => {
    const four = { '1.1.1': 'no_cumple', '1.1.3': 'no_cumple', '2.1.1': 'no_cumple', '5.1.1': 'no_cumple' } as const;
    expect(scoreMinimumStandards({ set: 21, assessments: assess(21, four) })).toMatchObject({
      score: 80.95,
      rating: 'moderadamente_aceptable',
    });
    const three = { '1.1.1': 'no_cumple', '1.1.3': 'no_cumple', '2.1.1': 'no_cumple' } as const;
    expect(scoreMinimumStandards({ set: 21, assessments: assess(21, three) })).toMatchObject({
      score: 85.71,
      rating: 'aceptable',
    });
  });

  it('21-set: one justified no aplica counts as met; its groups are the ones of the set', () => {
    const result = scoreMinimumStandards({
      set: 21,
      assessments: assess(21, { '1.1.8': ['no_aplica', 'Menos de 10 personas: funciona un vigía.'] }),
    });
    expect(result.score).toBe(100);
    expect(result.byGroup.I).toEqual({ earned: 28.57, possible: 28.57 }); // 6 standards × 100/21
    expect(result.byGroup.VII).toBeUndefined();
    expect(result.byPhase.actuar).toEqual({ earned: 0, possible: 0 });
  });

  it('7-set: 4 of 7 is 57,14, crítico; 5 of 7 is 71,43; 6 of 7 is 85,71', () => {
    const codes = standardsOfSet(7).map((s) => s.code);
    const unmet = (n: number) => Object.fromEntries(codes.slice(0, n).map((c) => [c, 'no_cumple' as const]));
    expect(scoreMinimumStandards({ set: 7, assessments: assess(7, unmet(3)) })).toMatchObject({
      score: 57.14,
      rating: 'critico',
    });
    expect(scoreMinimumStandards({ set: 7, assessments: assess(7, unmet(2)) })).toMatchObject({
      score: 71.43,
      rating: 'moderadamente_aceptable',
    });
    expect(scoreMinimumStandards({ set: 7, assessments: assess(7, unmet(1)) })).toMatchObject({
      score: 85.71,
      rating: 'aceptable',
    });
  });

  it('ignores assessments of codes outside the set', () => {
    const result = scoreMinimumStandards({
      set: 7,
      assessments: [...assess(7), { code: '7.1.1', status: 'no_cumple' }],
    });
    expect(result.score).toBe(100);
  });
});
