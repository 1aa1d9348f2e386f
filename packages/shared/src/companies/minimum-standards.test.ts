import { describe, expect, it } from 'vitest';
import { minimumStandardsReason, minimumStandardsSetFor } from './minimum-standards.js';

describe('minimumStandardsSetFor (Res. 0312 de 2019)', () => {
  it.each([
    [1, 'I', 7],
    [10, 'III', 7], // the last size of the 7 set
    [11, 'I', 21], // the first size of the 21 set
    [50, 'III', 21], // the last size of the 21 set
    [51, 'I', 60], // more than 50 workers: 60 whatever the class
    [1, 'IV', 60], // risk IV or V: 60 whatever the size
    [9, 'V', 60],
    [32, 'II', 21],
    [85, 'V', 60],
  ] as const)('%i workers in risk class %s → %i standards', (trabajadores, claseRiesgo, set) => {
    expect(minimumStandardsSetFor({ trabajadores, claseRiesgo })).toBe(set);
  });

  it('says why in one line, citing the article', () => {
    expect(minimumStandardsReason({ trabajadores: 9, claseRiesgo: 'I' })).toMatch(/art\. 3/);
    expect(minimumStandardsReason({ trabajadores: 32, claseRiesgo: 'II' })).toMatch(/art\. 9/);
    expect(minimumStandardsReason({ trabajadores: 3, claseRiesgo: 'V' })).toMatch(/Clase de riesgo V.*art\. 16/);
    expect(minimumStandardsReason({ trabajadores: 51, claseRiesgo: 'I' })).toMatch(/Más de 50.*art\. 16/);
  });
});
