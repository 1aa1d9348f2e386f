import { complianceStatusLabels, type ComplianceRow } from '@academia/shared';
import { writeCsv } from '../../infra/csv/csv-writer.js';

const dateTime = new Intl.DateTimeFormat('es-CO', { dateStyle: 'short', timeZone: 'America/Bogota' });
const day = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : '');

const columns = [
  'Empresa',
  'Persona',
  'Correo',
  'Cargo',
  'Ruta',
  'Fecha límite',
  'Obligatoria',
  'Estado',
  'Certificado emitido',
  'Certificado vence',
] as const;

/** The compliance table as the CSV every export uses (UTF-8 with BOM, `;`, CRLF). */
export function complianceCsv(rows: readonly ComplianceRow[]): string {
  return writeCsv(
    columns,
    rows.map((row) => ({
      Empresa: row.companyName ?? '',
      Persona: row.userName,
      Correo: row.email,
      Cargo: row.cargo ?? '',
      Ruta: row.routeTitle,
      'Fecha límite': row.dueDate,
      Obligatoria: row.mandatory ? 'Sí' : 'No',
      Estado: complianceStatusLabels[row.status],
      'Certificado emitido': day(row.certificateIssuedAt),
      'Certificado vence': day(row.certificateExpiresAt),
    })),
  );
}
