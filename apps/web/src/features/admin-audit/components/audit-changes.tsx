import { auditFieldLabel } from '@academia/shared';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

/** Values longer than this are cut, with a button to see them whole. */
export const SHORT_VALUE = 120;

export function formatAuditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(vacío)';
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return new Intl.NumberFormat('es-CO').format(value);
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value.join(' · ');
  return JSON.stringify(value);
}

function AuditValue({ value, label }: { value: unknown; label: string }) {
  const [whole, setWhole] = useState(false);
  const text = formatAuditValue(value);
  if (text.length <= SHORT_VALUE) return <span style={{ whiteSpace: 'pre-wrap' }}>{text}</span>;
  return (
    <>
      <span style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {whole ? text : `${text.slice(0, SHORT_VALUE)}…`}
      </span>{' '}
      <Button
        size="small"
        onClick={() => setWhole(!whole)}
        aria-label={`${whole ? 'Ver menos' : 'Ver todo'}: ${label}`}
      >
        {whole ? 'Ver menos' : 'Ver todo'}
      </Button>
    </>
  );
}

/** The fields one entry changed: field → antes → después. */
export function AuditChanges({
  changes,
  caption,
}: {
  changes: Record<string, { before?: unknown; after?: unknown }>;
  caption: string;
}) {
  const fields = Object.entries(changes);
  if (fields.length === 0) {
    return <Typography variant="body2">Sin cambios de campos registrados.</Typography>;
  }
  return (
    <Table size="small">
      <caption style={{ captionSide: 'top', textAlign: 'left', padding: 0, fontWeight: 600 }}>{caption}</caption>
      <TableHead>
        <TableRow>
          <TableCell scope="col">Campo</TableCell>
          <TableCell scope="col">Antes</TableCell>
          <TableCell scope="col">Después</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {fields.map(([field, change]) => {
          const label = auditFieldLabel(field);
          return (
            <TableRow key={field}>
              <TableCell component="th" scope="row">
                {label}
              </TableCell>
              <TableCell>
                <AuditValue value={change.before} label={`${label}, antes`} />
              </TableCell>
              <TableCell>
                <AuditValue value={change.after} label={`${label}, después`} />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
