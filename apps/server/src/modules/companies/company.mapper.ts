import { minimumStandardsSetFor, type AdminCompany, type Company, type RiskClass } from '@academia/shared';
import { findDepartment, findMunicipality } from '@academia/shared/divipola';
import type { CompaniesTable } from '../../db/schema.js';

/** A company as services see it, with the timestamps the API does not show. */
export interface CompanyRecord extends Company {
  createdAt: string;
  updatedAt: string;
}

export function toCompanyRecord(row: CompaniesTable): CompanyRecord {
  return {
    id: row.id,
    nombre: row.nombre,
    nit: row.nit,
    trabajadores: row.trabajadores,
    claseRiesgo: row.clase_riesgo as RiskClass,
    actividadEconomica: row.actividad_economica,
    arl: row.arl,
    departamento: row.departamento,
    municipio: row.municipio,
    direccion: row.direccion,
    responsableSstId: row.responsable_sst_id,
    active: row.active === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toCompanyRow(company: CompanyRecord): CompaniesTable {
  return {
    id: company.id,
    nombre: company.nombre,
    nit: company.nit,
    trabajadores: company.trabajadores,
    clase_riesgo: company.claseRiesgo,
    actividad_economica: company.actividadEconomica,
    arl: company.arl,
    departamento: company.departamento,
    municipio: company.municipio,
    direccion: company.direccion,
    responsable_sst_id: company.responsableSstId,
    active: company.active ? 1 : 0,
    created_at: company.createdAt,
    updated_at: company.updatedAt,
  };
}

/** The public shape, without the timestamps. */
export function toCompany(company: CompanyRecord): Company {
  const { createdAt: _createdAt, updatedAt: _updatedAt, ...rest } = company;
  return rest;
}

function placeName(departamento: string | null, municipio: string | null): string | null {
  const department = departamento ? findDepartment(departamento) : undefined;
  const municipality = municipio ? findMunicipality(municipio) : undefined;
  if (!department) return null;
  // Bogotá is both the district and its only "municipality": say it once.
  if (!municipality || municipality.name === department.name) return department.name;
  return `${municipality.name}, ${department.name}`;
}

/** The admin's view: the standards set that applies, the SST lead's name and how many active people it has. */
export function toAdminCompany(
  company: CompanyRecord,
  lead: { id: string; nombre: string } | null,
  personasActivas: number,
): AdminCompany {
  return {
    id: company.id,
    nombre: company.nombre,
    nit: company.nit,
    trabajadores: company.trabajadores,
    claseRiesgo: company.claseRiesgo,
    actividadEconomica: company.actividadEconomica,
    arl: company.arl,
    departamento: company.departamento,
    municipio: company.municipio,
    direccion: company.direccion,
    ubicacion: placeName(company.departamento, company.municipio),
    responsableSst: lead ? { id: lead.id, nombre: lead.nombre } : null,
    active: company.active,
    estandares: minimumStandardsSetFor(company),
    personasActivas,
    createdAt: company.createdAt,
    updatedAt: company.updatedAt,
  };
}
