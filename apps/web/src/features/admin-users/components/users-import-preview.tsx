import type { UserImportPreview, UserImportRow, UserImportStatus } from '@academia/shared';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { formatCount } from '../../../lib/format';

const STATUS_LABELS: Record<UserImportStatus, { label: string; color: 'success' | 'info' | 'default' | 'error' }> = {
  create: { label: 'Nueva', color: 'success' },
  update: { label: 'Se actualiza', color: 'info' },
  unchanged: { label: 'Sin cambios', color: 'default' },
  error: { label: 'Con errores', color: 'error' },
};

/** "3 nuevas, 1 actualizada, 0 sin cambios, 2 con errores". */
export function importSummary({ totals }: Pick<UserImportPreview, 'totals'>): string {
  return [
    formatCount(totals.create, 'nueva', 'nuevas'),
    formatCount(totals.update, 'actualizada', 'actualizadas'),
    `${formatCount(totals.unchanged, 'sin cambios', 'sin cambios')}`,
    `${formatCount(totals.error, 'con errores', 'con errores')}`,
  ].join(', ');
}

function detail(row: UserImportRow) {
  if (row.status === 'error') {
    return (
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {row.errors.map((error) => (
          <li key={error.message}>{error.message}</li>
        ))}
      </Box>
    );
  }
  if (row.status === 'update') return `Cambia: ${row.changes.join(', ')}`;
  return '';
}

const PAGE_SIZE = 25;

/**
 * What each row of the file will do, a page at a time (a file may hold 10,000 people); "Solo filas con errores"
 * narrows it to what must be fixed.
 */
export function UsersImportPreviewTable({ preview }: { preview: UserImportPreview }) {
  const captionId = useId();
  const [page, setPage] = useState(0);
  const [onlyErrors, setOnlyErrors] = useState(preview.totals.error > 0);
  const rows = onlyErrors ? preview.rows.filter((row) => row.status === 'error') : preview.rows;
  const visible = rows.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);

  return (
    <Box sx={{ mt: 2 }}>
      <Typography id={captionId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Vista previa: {importSummary(preview)}
      </Typography>
      {preview.totals.error > 0 && (
        <FormControlLabel
          control={
            <Switch
              checked={onlyErrors}
              onChange={(event) => {
                setOnlyErrors(event.target.checked);
                setPage(0);
              }}
            />
          }
          label="Mostrar solo las filas con errores"
        />
      )}
      {/* Focusable so keyboard users can scroll the table sideways on small screens. */}
      <TableContainer tabIndex={0} role="region" aria-labelledby={captionId} sx={{ mt: 1 }}>
        <Table size="small" aria-labelledby={captionId}>
          <TableHead>
            <TableRow>
              <TableCell scope="col">Fila</TableCell>
              <TableCell scope="col">Nombre</TableCell>
              <TableCell scope="col">Correo</TableCell>
              <TableCell scope="col">Resultado</TableCell>
              <TableCell scope="col">Detalle</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {visible.map((row) => (
              <TableRow key={row.line}>
                <TableCell>{row.line}</TableCell>
                <TableCell>{row.nombre}</TableCell>
                <TableCell sx={{ wordBreak: 'break-all' }}>{row.email}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    variant={row.status === 'unchanged' ? 'outlined' : 'filled'}
                    color={STATUS_LABELS[row.status].color}
                    label={STATUS_LABELS[row.status].label}
                  />
                </TableCell>
                <TableCell>{detail(row)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {rows.length > PAGE_SIZE && (
        <TablePagination
          component="div"
          count={rows.length}
          page={page}
          rowsPerPage={PAGE_SIZE}
          rowsPerPageOptions={[PAGE_SIZE]}
          onPageChange={(_event, next) => setPage(next)}
        />
      )}
    </Box>
  );
}
