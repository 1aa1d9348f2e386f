import { DIVIPOLA_TEXT } from './divipola.data.js';

export interface Municipality {
  /** 5-digit DANE code; its first two digits are the department's code. */
  code: string;
  name: string;
}

export interface Department {
  /** 2-digit DANE code. */
  code: string;
  name: string;
  municipalities: Municipality[];
}

function parse(text: string): Department[] {
  return text.split('\n').map((line) => {
    const [code = '', name = '', list = ''] = line.split('|');
    const municipalities = list.split(';').map((entry) => {
      const space = entry.indexOf(' ');
      return { code: `${code}${entry.slice(0, space)}`, name: entry.slice(space + 1) };
    });
    return { code, name, municipalities };
  });
}

/**
 * Colombia's 33 departments (Bogotá, D.C. included) and their municipalities and áreas no municipalizadas, by
 * DANE code. Imported from `@academia/shared/divipola` only (the server and the company form's lazy chunk), so
 * the list never weighs on a page that does not need it.
 */
export const departments: readonly Department[] = parse(DIVIPOLA_TEXT);

const departmentsByCode = new Map(departments.map((department) => [department.code, department]));
const municipalitiesByCode = new Map(
  departments.flatMap((department) => department.municipalities.map((m) => [m.code, m] as const)),
);

export function findDepartment(code: string): Department | undefined {
  return departmentsByCode.get(code);
}

export function findMunicipality(code: string): Municipality | undefined {
  return municipalitiesByCode.get(code);
}

/** True when `municipio` is a municipality (or área no municipalizada) of `departamento`. */
export function isMunicipalityOf(departamento: string, municipio: string): boolean {
  return (
    municipio.startsWith(departamento) && municipalitiesByCode.has(municipio) && departmentsByCode.has(departamento)
  );
}
