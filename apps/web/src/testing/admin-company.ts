import type { AdminCompany } from '@academia/shared';

/** A company row as the admin companies API returns it; each test sets the fields it looks at. */
export const adminCompany = (fields: Pick<AdminCompany, 'id' | 'nombre'> & Partial<AdminCompany>): AdminCompany => ({
  nit: '900123456-8',
  trabajadores: 85,
  claseRiesgo: 'V',
  actividadEconomica: null,
  arl: null,
  departamento: null,
  municipio: null,
  direccion: null,
  ubicacion: null,
  responsableSst: null,
  active: true,
  estandares: 60,
  personasActivas: 12,
  createdAt: '2026-01-10T12:00:00.000Z',
  updatedAt: '2026-01-10T12:00:00.000Z',
  ...fields,
});
