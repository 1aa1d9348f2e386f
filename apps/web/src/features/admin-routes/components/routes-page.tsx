import { routeStatuses, routeStatusLabels, routeStatusSchema } from '@academia/shared';
import { paths } from '@academia/shared/paths';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { PageHeader } from '../../../components/page-header';
import { PAGE_SIZE_OPTIONS } from '../../../config/constants';
import { usePagedSearchParams } from '../../../hooks/use-paged-search-params';
import { formatCount } from '../../../lib/format';
import { useAdminRoutes } from '../api/get-admin-routes';
import { FilterSelect, SearchField } from '../../../components/filter-fields';
import { NewRouteDialog } from './new-route-dialog';
import { RoutesTable } from './routes-table';

export const NO_MATCHES_TEXT = 'No hay rutas que coincidan con la búsqueda o el filtro.';
export const NO_ROUTES_TEXT = 'Aún no hay rutas. Cree la primera con «Nueva ruta».';

const STATUS_OPTIONS = routeStatuses.map((value) => ({ value, label: routeStatusLabels[value] }));

function countLabel(total: number): string {
  return formatCount(total, 'ruta', 'rutas');
}

/** `/admin/rutas`: every route with its numbers. Search, status filter and page live in the URL. */
export function RoutesPage() {
  const { searchParams, q, page, pageSize, search, setSearch, updateParams } = usePagedSearchParams();
  const parsedStatus = routeStatusSchema.safeParse(searchParams.get('estado'));
  const status = parsedStatus.success ? parsedStatus.data : null;
  const [creating, setCreating] = useState(false);
  const titleId = useId();

  const routes = useAdminRoutes({ q, status, page, pageSize });
  const filtered = Boolean(q || status);

  return (
    <>
      <PageHeader
        title="Rutas y contenido"
        breadcrumbs={[{ label: 'Panel de control', to: paths.admin.dashboard() }]}
        description="Cree, edite y publique las rutas de formación con sus contenidos."
        actions={
          <Button variant="contained" startIcon={<AddIcon aria-hidden="true" />} onClick={() => setCreating(true)}>
            Nueva ruta
          </Button>
        }
      />
      <NewRouteDialog open={creating} onClose={() => setCreating(false)} />
      <Paper variant="outlined">
        <Box sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <SearchField
            id="routes-search"
            label="Buscar rutas"
            placeholder="Título o categoría"
            value={search}
            onChange={setSearch}
            width={360}
          />
          <FilterSelect
            id="routes-status"
            label="Estado"
            value={status ?? ''}
            onChange={(value) => updateParams({ estado: value, pagina: null })}
            allLabel="Todos"
            options={STATUS_OPTIONS}
            width={200}
          />
        </Box>
        <Typography id={titleId} component="h2" tabIndex={-1} sx={{ px: 2, pb: 1, fontWeight: 600 }}>
          {routes.data ? countLabel(routes.data.total) : 'Lista de rutas'}
        </Typography>
        {routes.isFetching && <LinearProgress aria-label="Cargando rutas" />}
        {routes.isPending && (
          <Typography role="status" sx={{ p: 3 }}>
            Cargando rutas…
          </Typography>
        )}
        {routes.isError && <LoadErrorAlert error={routes.error} onRetry={() => void routes.refetch()} sx={{ m: 2 }} />}
        {routes.data && routes.data.items.length === 0 && (
          <Typography role="status" sx={{ p: 3 }}>
            {filtered ? NO_MATCHES_TEXT : NO_ROUTES_TEXT}
          </Typography>
        )}
        {routes.data && routes.data.items.length > 0 && (
          <>
            <RoutesTable routes={routes.data.items} captionId={titleId} />
            <TablePagination
              component="div"
              count={routes.data.total}
              page={page - 1}
              rowsPerPage={pageSize}
              rowsPerPageOptions={PAGE_SIZE_OPTIONS}
              onPageChange={(_event, nextPage) => updateParams({ pagina: String(nextPage + 1) })}
              onRowsPerPageChange={(event) => updateParams({ tamano: event.target.value, pagina: null })}
            />
          </>
        )}
      </Paper>
    </>
  );
}
