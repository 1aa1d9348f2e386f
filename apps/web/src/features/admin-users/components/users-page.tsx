import { paths } from '@academia/shared/paths';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TableContainer from '@mui/material/TableContainer';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { PageHeader } from '../../../components/page-header';
import { PAGE_SIZE_OPTIONS } from '../../../config/constants';
import { usePagedSearchParams } from '../../../hooks/use-paged-search-params';
import { errorMessageFor } from '../../../lib/api-client';
import { useUsers } from '../api/get-users';
import { UsersTable } from './users-table';
import { UsersImportButton } from './users-import-button';
import { formatNumber } from '../../../lib/format';

export const NO_MATCHES_TEXT = 'No hay usuarios que coincidan con la búsqueda.';

/** `/admin/usuarios`: the read-only list of users. Search and page live in the URL so reload and back work. */
export function UsersPage() {
  const { q, page, pageSize, search, setSearch, updateParams } = usePagedSearchParams();
  const titleId = useId();

  const users = useUsers({ q, page, pageSize });

  return (
    <>
      <PageHeader
        title="Usuarios"
        breadcrumbs={[{ label: 'Panel de control', to: paths.admin.dashboard() }]}
        description="Personas registradas en la academia. Busca por nombre o correo."
      />
      <Paper variant="outlined">
        <Box sx={{ p: 2 }}>
          <TextField
            id="users-search"
            label="Buscar usuarios"
            placeholder="Nombre o correo"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            sx={{ width: { xs: '100%', sm: 360 } }}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon aria-hidden="true" />
                  </InputAdornment>
                ),
              },
            }}
          />
          <UsersImportButton />
        </Box>
        <Typography id={titleId} component="h2" sx={{ px: 2, pb: 1, fontWeight: 600 }}>
          {users.data ? `${formatNumber(users.data.total)} usuarios` : 'Lista de usuarios'}
        </Typography>
        {users.isFetching && <LinearProgress aria-label="Cargando usuarios" />}
        {users.isPending && (
          <Typography role="status" sx={{ p: 3 }}>
            Cargando usuarios…
          </Typography>
        )}
        {users.isError && (
          <Alert
            severity="error"
            sx={{ m: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void users.refetch()}>
                Reintentar
              </Button>
            }
          >
            {errorMessageFor(users.error)}
          </Alert>
        )}
        {users.data && users.data.items.length === 0 && (
          <Typography role="status" sx={{ p: 3 }}>
            {q ? NO_MATCHES_TEXT : 'Aún no hay usuarios registrados.'}
          </Typography>
        )}
        {users.data && users.data.items.length > 0 && (
          <>
            {/* Focusable so keyboard users can scroll the table sideways on small screens. */}
            <TableContainer tabIndex={0} role="region" aria-labelledby={titleId}>
              <UsersTable users={users.data.items} captionId={titleId} />
            </TableContainer>
            <TablePagination
              component="div"
              count={users.data.total}
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
