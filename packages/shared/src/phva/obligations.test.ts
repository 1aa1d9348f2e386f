import { describe, expect, it } from 'vitest';
import { ratingObligations } from './obligations.js';

// Res. 0312 de 2019, art. 28: what each band of the self-evaluation brings. A wrong band here reaches every PHVA
// report the platform prints, so the facts are pinned.
describe('ratingObligations', () => {
  it('brings the ARL report at 3 months, a yearly follow-up and a visit plan to a critical rating', () => {
    const text = ratingObligations.critico.join(' ');
    expect(text).toContain('de inmediato');
    expect(text).toContain('3 meses');
    expect(text).toContain('seguimiento anual');
    expect(text).toContain('plan de visitas');
  });

  it('brings the ARL report at 6 months and a visit plan, without the yearly follow-up, to «moderadamente aceptable»', () => {
    const text = ratingObligations.moderadamente_aceptable.join(' ');
    expect(text).toContain('6 meses');
    expect(text).toContain('plan de visitas');
    expect(text).not.toContain('seguimiento anual');
  });

  it('asks an acceptable rating only to keep the evidence and fold improvements into the yearly plan', () => {
    const text = ratingObligations.aceptable.join(' ');
    expect(text).not.toContain('plan de visitas');
    expect(text).toContain('plan anual de trabajo');
  });
});
