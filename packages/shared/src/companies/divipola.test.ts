import { describe, expect, it } from 'vitest';
import { departments, findDepartment, findMunicipality, isMunicipalityOf } from './divipola.js';

describe('DIVIPOLA', () => {
  const municipalities = departments.flatMap((department) => department.municipalities);

  it('has the 32 departments and Bogotá, D.C., and about 1,122 municipalities and áreas no municipalizadas', () => {
    expect(departments).toHaveLength(33);
    expect(municipalities.length).toBeGreaterThanOrEqual(1120);
    expect(municipalities.length).toBeLessThanOrEqual(1125);
    expect(new Set(municipalities.map((m) => m.code)).size).toBe(municipalities.length);
  });

  it('codes every municipality with its department code and five digits', () => {
    for (const department of departments) {
      expect(department.code).toMatch(/^\d{2}$/);
      for (const m of department.municipalities) expect(m.code).toMatch(new RegExp(`^${department.code}\\d{3}$`));
    }
  });

  it('knows the well-known codes, with their accents', () => {
    expect(findMunicipality('05001')?.name).toBe('Medellín');
    expect(findMunicipality('11001')?.name).toBe('Bogotá, D.C.');
    expect(findMunicipality('76001')?.name).toBe('Cali');
    expect(findMunicipality('17001')?.name).toBe('Manizales');
    expect(findMunicipality('88001')?.name).toBe('San Andrés');
    expect(findMunicipality('88564')?.name).toBe('Providencia');
    expect(findMunicipality('15238')?.name).toBe('Duitama');
    expect(findMunicipality('91001')?.name).toBe('Leticia');
    expect(findDepartment('52')?.name).toBe('Nariño');
    expect(findDepartment('05')?.municipalities).toHaveLength(125);
  });

  it('tells whether a municipality belongs to a department', () => {
    expect(isMunicipalityOf('05', '05001')).toBe(true);
    expect(isMunicipalityOf('76', '05001')).toBe(false);
    expect(isMunicipalityOf('05', '05003')).toBe(false);
  });
});
