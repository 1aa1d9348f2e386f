import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Switch from '@mui/material/Switch';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { SearchField } from '../../../components/filter-fields';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { PAGE_SIZE_OPTIONS } from '../../../config/constants';
import type { usePagedSearchParams } from '../../../hooks/use-paged-search-params';
import { errorMessageFor } from '../../../lib/api-client';
import { formatCount } from '../../../lib/format';

interface Page<T> {
  items: T[];
  total: number;
}

interface AdminListPanelProps<T> {
  idPrefix: string;
  searchLabel: string;
  searchPlaceholder: string;
  /** "documento" / "documentos". */
  noun: readonly [string, string];
  newLabel: string;
  /** The "new" button's id: focus goes back to it when the row that opened a dialog is gone. */
  newButtonId: string;
  onNew: (opener: HTMLElement) => void;
  paged: ReturnType<typeof usePagedSearchParams>;
  deleted: boolean;
  query: UseQueryResult<Page<T>>;
  emptyText: string;
  /** The last action's outcome ("Documento eliminado"), announced politely. */
  message: string | null;
  /** The last row action that failed (a restore), or null. */
  error: unknown;
  /** The table of the current page; `captionId` names it. */
  children: (items: T[], captionId: string) => ReactNode;
}

/** Search, "Ver eliminados", count, table and pages of one library in the admin; the state lives in the address. */
export function AdminListPanel<T>({
  idPrefix,
  searchLabel,
  searchPlaceholder,
  noun,
  newLabel,
  newButtonId,
  onNew,
  paged,
  deleted,
  query,
  emptyText,
  message,
  error,
  children,
}: AdminListPanelProps<T>) {
  const captionId = useId();
  const { q, page, pageSize, search, setSearch, updateParams } = paged;
  const data = query.data;
  return (
    <>
      <Box sx={{ p: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <SearchField
          id={`${idPrefix}-search`}
          label={searchLabel}
          placeholder={searchPlaceholder}
          value={search}
          onChange={setSearch}
          width={360}
        />
        <FormControlLabel
          control={
            <Switch
              checked={deleted}
              slotProps={{ input: { role: 'switch' } }}
              onChange={(event) => updateParams({ eliminados: event.target.checked ? '1' : null, pagina: null })}
            />
          }
          label="Ver eliminados"
        />
        <Button
          id={newButtonId}
          variant="contained"
          startIcon={<AddIcon aria-hidden="true" />}
          onClick={(event) => onNew(event.currentTarget)}
          sx={{ ml: { sm: 'auto' }, minHeight: 44 }}
        >
          {newLabel}
        </Button>
      </Box>
      <Box role="status" sx={{ px: 2 }}>
        {message && (
          <Alert severity="success" sx={{ mb: 1 }}>
            {message}
          </Alert>
        )}
      </Box>
      {Boolean(error) && (
        <Alert severity="error" role="alert" sx={{ mx: 2, mb: 1 }}>
          {errorMessageFor(error)}
        </Alert>
      )}
      <Typography id={captionId} component="h2" tabIndex={-1} sx={{ px: 2, pb: 1, fontWeight: 600 }}>
        {data ? `${formatCount(data.total, ...noun)}${deleted ? ' eliminados' : ''}` : `Lista de ${noun[1]}`}
      </Typography>
      {query.isFetching && <LinearProgress aria-label={`Cargando ${noun[1]}`} />}
      {query.isPending && (
        <Typography role="status" sx={{ p: 3 }}>
          Cargando {noun[1]}…
        </Typography>
      )}
      {query.isError && <LoadErrorAlert error={query.error} onRetry={() => void query.refetch()} sx={{ m: 2 }} />}
      {data && data.items.length === 0 && (
        <Typography role="status" sx={{ p: 3 }}>
          {q ? `No hay ${noun[1]} que coincidan con la búsqueda.` : emptyText}
        </Typography>
      )}
      {data && data.items.length > 0 && (
        <>
          {children(data.items, captionId)}
          <TablePagination
            component="div"
            count={data.total}
            page={page - 1}
            rowsPerPage={pageSize}
            rowsPerPageOptions={PAGE_SIZE_OPTIONS}
            onPageChange={(_event, nextPage) => updateParams({ pagina: String(nextPage + 1) })}
            onRowsPerPageChange={(event) => updateParams({ tamano: event.target.value, pagina: null })}
          />
        </>
      )}
    </>
  );
}
