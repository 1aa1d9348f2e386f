import { type AdminRouteRow } from '@academia/shared';
import { paths } from '@academia/shared/paths';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink, useNavigate } from 'react-router';
import { errorMessageFor } from '../../../lib/api-client';
import { useChangeRouteStatus } from '../api/change-route-status';
import { useDuplicateRoute } from '../api/duplicate-route';
import { useDialogTarget } from '../../../hooks/use-dialog-target';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { ACTIONS_COLUMN, DataTable, type DataTableColumn } from '../../../components/data-table';
import { formatNumber, formatPercent, formatShortDate } from '../../../lib/format';
import { RouteRowMenu } from './route-row-menu';
import { RouteStatusChip } from './route-status-chip';

const COLUMNS: readonly DataTableColumn[] = [
  { label: 'Título' },
  { label: 'Categoría' },
  { label: 'Estado' },
  { label: 'Contenidos', align: 'right' },
  { label: 'Inscritos', align: 'right' },
  { label: 'Finalización', align: 'right' },
  { label: 'Actualizada' },
  ACTIONS_COLUMN,
];

interface RoutesTableProps {
  routes: readonly AdminRouteRow[];
  captionId: string;
}

export function RoutesTable({ routes, captionId }: RoutesTableProps) {
  const navigate = useNavigate();
  const duplicate = useDuplicateRoute();
  const archive = useChangeRouteStatus();
  const archiving = useDialogTarget<AdminRouteRow>(() => document.getElementById(captionId));

  const startDuplicate = (route: AdminRouteRow) => {
    archive.reset();
    duplicate.mutate(route.id, { onSuccess: (copy) => void navigate(paths.admin.route(copy.id)) });
  };

  const startArchive = (route: AdminRouteRow, opener: HTMLElement | null) => {
    duplicate.reset();
    archive.reset();
    archiving.show(route, opener);
  };

  const confirmArchive = () => {
    const route = archiving.target;
    if (!route) return;
    archive.mutate({ id: route.id, status: 'archived' }, { onSuccess: archiving.close });
  };

  return (
    <>
      {duplicate.isError && (
        <Alert severity="error" role="alert" sx={{ m: 2 }}>
          No se pudo duplicar la ruta. {errorMessageFor(duplicate.error)}
        </Alert>
      )}
      <DataTable labelledBy={captionId} columns={COLUMNS}>
        {routes.map((route) => (
          <TableRow key={route.id} hover>
            <TableCell component="th" scope="row">
              <Link component={RouterLink} to={paths.admin.route(route.id)} sx={{ fontWeight: 600 }}>
                {route.title}
              </Link>
            </TableCell>
            <TableCell>{route.category || 'Sin categoría'}</TableCell>
            <TableCell>
              <RouteStatusChip status={route.status} />
            </TableCell>
            <TableCell align="right">{formatNumber(route.itemCount)}</TableCell>
            <TableCell align="right">{formatNumber(route.enrolled)}</TableCell>
            <TableCell align="right">{formatPercent(route.completionRate)}</TableCell>
            <TableCell>
              <time dateTime={route.updatedAt}>{formatShortDate(route.updatedAt)}</time>
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
      </DataTable>
      <ConfirmDialog
        {...archiving.props}
        title="¿Archivar esta ruta?"
        confirmLabel="Archivar"
        onConfirm={confirmArchive}
        pending={archive.isPending}
        error={archive.error}
      >
        «{archiving.target?.title}» dejará de estar disponible para los aprendices. Puede pasarla a borrador más
        adelante para volver a editarla y publicarla.
      </ConfirmDialog>
    </>
  );
}
