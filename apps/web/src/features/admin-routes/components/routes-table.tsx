import type { AdminRouteRow } from '@academia/shared';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { errorMessageFor } from '../../../lib/api-client';
import { useChangeRouteStatus } from '../api/change-route-status';
import { useDuplicateRoute } from '../api/duplicate-route';
import { useReturnFocus } from '../hooks/use-return-focus';
import { ConfirmDialog } from './confirm-dialog';
import { formatDate, formatPercent } from './format';
import { RouteRowMenu } from './route-row-menu';
import { RouteStatusChip } from './route-status-chip';
import { VisuallyHidden } from './visually-hidden';

interface RoutesTableProps {
  routes: readonly AdminRouteRow[];
  captionId: string;
}

export function RoutesTable({ routes, captionId }: RoutesTableProps) {
  const navigate = useNavigate();
  const duplicate = useDuplicateRoute();
  const archive = useChangeRouteStatus();
  const focus = useReturnFocus();
  const [archiving, setArchiving] = useState<{ route: AdminRouteRow; open: boolean } | null>(null);

  const startDuplicate = (route: AdminRouteRow) => {
    archive.reset();
    duplicate.mutate(route.id, { onSuccess: (copy) => void navigate(`/admin/rutas/${copy.id}`) });
  };

  const startArchive = (route: AdminRouteRow, opener: HTMLElement | null) => {
    duplicate.reset();
    archive.reset();
    focus.remember(opener, document.getElementById(captionId));
    setArchiving({ route, open: true });
  };

  const confirmArchive = () => {
    if (!archiving) return;
    const { route } = archiving;
    archive.mutate({ id: route.id, status: 'archived' }, { onSuccess: () => setArchiving({ route, open: false }) });
  };

  return (
    <>
      {duplicate.isError && (
        <Alert severity="error" role="alert" sx={{ m: 2 }}>
          No se pudo duplicar la ruta. {errorMessageFor(duplicate.error)}
        </Alert>
      )}
      {/* Focusable so keyboard users can scroll the table sideways on small screens. */}
      <TableContainer tabIndex={0} role="region" aria-labelledby={captionId}>
        <Table aria-labelledby={captionId}>
          <TableHead>
            <TableRow>
              <TableCell scope="col">Título</TableCell>
              <TableCell scope="col">Categoría</TableCell>
              <TableCell scope="col">Estado</TableCell>
              <TableCell scope="col" align="right">
                Contenidos
              </TableCell>
              <TableCell scope="col" align="right">
                Inscritos
              </TableCell>
              <TableCell scope="col" align="right">
                Finalización
              </TableCell>
              <TableCell scope="col">Actualizada</TableCell>
              <TableCell scope="col">
                <VisuallyHidden>Acciones</VisuallyHidden>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {routes.map((route) => (
              <TableRow key={route.id} hover>
                <TableCell component="th" scope="row">
                  <Link component={RouterLink} to={`/admin/rutas/${route.id}`} sx={{ fontWeight: 600 }}>
                    {route.title}
                  </Link>
                </TableCell>
                <TableCell>{route.category || 'Sin categoría'}</TableCell>
                <TableCell>
                  <RouteStatusChip status={route.status} />
                </TableCell>
                <TableCell align="right">{route.itemCount.toLocaleString('es-CO')}</TableCell>
                <TableCell align="right">{route.enrolled.toLocaleString('es-CO')}</TableCell>
                <TableCell align="right">{formatPercent(route.completionRate)}</TableCell>
                <TableCell>
                  <time dateTime={route.updatedAt}>{formatDate(route.updatedAt)}</time>
                </TableCell>
                <TableCell align="right" padding="checkbox">
                  <RouteRowMenu
                    route={route}
                    onDuplicate={startDuplicate}
                    onArchive={startArchive}
                    busy={duplicate.isPending && duplicate.variables === route.id}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <ConfirmDialog
        open={archiving?.open ?? false}
        title="¿Archivar esta ruta?"
        confirmLabel="Archivar"
        onConfirm={confirmArchive}
        onClose={() => setArchiving((current) => current && { ...current, open: false })}
        onExited={focus.restore}
        pending={archive.isPending}
        error={archive.error}
      >
        «{archiving?.route.title}» dejará de estar disponible para los aprendices. Puedes pasarla a borrador más
        adelante para volver a editarla y publicarla.
      </ConfirmDialog>
    </>
  );
}
