import { assignmentTargetKindLabels, type Assignment } from '@academia/shared';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatCalendarDay } from '../../../lib/format';

/** Whom an assignment covers, in words. */
export function targetText(a: Assignment): string {
  switch (a.targetKind) {
    case 'person':
      return a.userName ?? 'Persona';
    case 'company':
      return a.companyName ?? 'Empresa';
    case 'job_title':
      return `Cargo «${a.jobTitle ?? ''}» · ${a.companyName ?? 'todas las empresas'}`;
  }
}

/** The active assignments, each with how many people it covers today and a way to archive it. */
export function AssignmentsTable({ items, onArchive }: { items: Assignment[]; onArchive: (a: Assignment) => void }) {
  if (items.length === 0) {
    return (
      <Typography sx={{ mb: 3 }}>Todavía no hay rutas asignadas. Use el formulario para asignar la primera.</Typography>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ mb: 3 }}>
      <Table aria-label="Asignaciones activas" size="small">
        <TableHead>
          <TableRow>
            {['Ruta', 'Asignada a', 'Tipo', 'Fecha límite', 'Obligatoria', 'Personas cubiertas', 'Acciones'].map(
              (c) => (
                <TableCell key={c} component="th" scope="col">
                  {c}
                </TableCell>
              ),
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((a) => (
            <TableRow key={a.id}>
              <TableCell component="th" scope="row">
                {a.routeTitle}
                {a.origin === 'renewal' ? ' (renovación)' : ''}
              </TableCell>
              <TableCell>{targetText(a)}</TableCell>
              <TableCell>{assignmentTargetKindLabels[a.targetKind]}</TableCell>
              <TableCell>{formatCalendarDay(a.dueDate)}</TableCell>
              <TableCell>{a.mandatory ? 'Sí' : 'No'}</TableCell>
              <TableCell>{a.coveredCount}</TableCell>
              <TableCell>
                <Button
                  size="small"
                  color="error"
                  onClick={() => onArchive(a)}
                  aria-label={`Archivar la asignación de ${a.routeTitle} a ${targetText(a)}`}
                >
                  Archivar
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
