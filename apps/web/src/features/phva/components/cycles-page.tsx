import { paths } from '@academia/shared/paths';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { PageHeader } from '../../../components/page-header';
import { formatCalendarDay } from '../../../lib/format';
import { useCycles } from '../api/phva';
import { CreateCycleDialog } from './create-cycle-dialog';
import { formatScorePercent, phaseText, ratingText } from './labels';

/** `/admin/evaluacion`: every cycle the person may see, and the way to start a new one. */
export function CyclesPage({ canChooseCompany }: { canChooseCompany: boolean }) {
  const cycles = useCycles();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  return (
    <>
      <PageHeader
        title="Evaluación PHVA"
        breadcrumbs={[{ label: 'Panel de control', to: paths.admin.dashboard() }]}
        description="Autoevaluación del SG-SST frente a los estándares mínimos de la Resolución 0312 de 2019, fase por fase: Planear, Hacer, Verificar y Actuar."
        actions={
          <Button variant="contained" startIcon={<AddIcon aria-hidden="true" />} onClick={() => setCreating(true)}>
            Nuevo ciclo
          </Button>
        }
      />
      {cycles.isError && <LoadErrorAlert error={cycles.error} onRetry={() => void cycles.refetch()} />}
      {cycles.data && cycles.data.items.length === 0 && (
        <Typography>Todavía no hay ciclos de evaluación. Pulse «Nuevo ciclo» para empezar el primero.</Typography>
      )}
      {cycles.data && cycles.data.items.length > 0 && (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label="Ciclos de evaluación">
            <TableHead>
              <TableRow>
                {['Empresa', 'Periodo', 'Fase', 'Puntaje', 'Calificación', 'Responsable', 'Fecha de evaluación'].map(
                  (column) => (
                    <TableCell key={column} component="th" scope="col">
                      {column}
                    </TableCell>
                  ),
                )}
              </TableRow>
            </TableHead>
            <TableBody>
              {cycles.data.items.map((cycle) => (
                <TableRow key={cycle.id}>
                  <TableCell component="th" scope="row">
                    <Link component={RouterLink} to={paths.admin.evaluationPhase[cycle.phase](cycle.id)}>
                      {cycle.companyName}
                    </Link>
                  </TableCell>
                  <TableCell>{cycle.period}</TableCell>
                  <TableCell>{phaseText(cycle)}</TableCell>
                  <TableCell>{cycle.score === null ? '—' : formatScorePercent(cycle.score)}</TableCell>
                  <TableCell>{ratingText(cycle)}</TableCell>
                  <TableCell>{cycle.responsibleName}</TableCell>
                  <TableCell>{cycle.evaluationDate ? formatCalendarDay(cycle.evaluationDate) : '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <CreateCycleDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(id) => void navigate(paths.admin.evaluationPhase.planear(id))}
        canChooseCompany={canChooseCompany}
      />
    </>
  );
}
