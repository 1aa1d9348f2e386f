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
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, SEARCH_DEBOUNCE_MS } from '../../../config/constants';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { errorMessageFor } from '../../../lib/api-client';
import { useUsers } from '../api/get-users';
import { UsersTable } from './users-table';

export const NO_MATCHES_TEXT = 'No hay usuarios que coincidan con la búsqueda.';

function readPositiveInt(value: string | null, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

/** `/admin/usuarios`: the read-only list of users. Search and page live in the URL so reload and back work. */
export function UsersPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  const page = readPositiveInt(searchParams.get('pagina'), 1);
  const rawSize = readPositiveInt(searchParams.get('tamano'), DEFAULT_PAGE_SIZE);
  const pageSize = PAGE_SIZE_OPTIONS.includes(rawSize) ? rawSize : DEFAULT_PAGE_SIZE;

  const [search, setSearch] = useState(q);
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const titleId = useId();

  const updateParams = (changes: Record<string, string | null>) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  // A new search starts again from the first page.
  useEffect(() => {
    if (debouncedSearch !== q) updateParams({ q: debouncedSearch, pagina: null });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only react to the typed text settling
  }, [debouncedSearch]);

  const users = useUsers({ q, page, pageSize });

  return (
    <>
      <PageHeader
        title="Usuarios"
        breadcrumbs={[{ label: 'Panel de control', to: '/admin/dashboard' }]}
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
        </Box>
        <Typography id={titleId} component="h2" sx={{ px: 2, pb: 1, fontWeight: 600 }}>
          {users.data ? `${users.data.total.toLocaleString('es-CO')} usuarios` : 'Lista de usuarios'}
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
