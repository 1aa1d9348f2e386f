import { paths } from '@academia/shared/paths';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { LoadingScreen } from '../../../components/loading-screen';
import { AssignedRoutes } from '../../../components/assigned-routes';
import { PageHeader } from '../../../components/page-header';
import { SEARCH_DEBOUNCE_MS } from '../../../config/constants';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { formatCount } from '../../../lib/format';
import { useRouteCatalog } from '../api/get-route-catalog';
import { RouteCard } from './route-card';

export const NO_MATCHES_TEXT = 'No hay rutas que coincidan con su búsqueda.';
export const NO_ROUTES_TEXT = 'Todavía no hay rutas publicadas.';

/** `/rutas`: the published routes as cards. Search and category live in the URL so reload and back keep them. */
export function RoutesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  const category = searchParams.get('categoria') ?? '';

  const [search, setSearch] = useState(q);
  const [seenQ, setSeenQ] = useState(q);
  // The address changed from outside (back button, the menu link): show its text in the box.
  if (q !== seenQ) {
    setSeenQ(q);
    if (q !== search.trim()) setSearch(q);
  }
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);

  const updateParams = (changes: Record<string, string>) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );

  useEffect(() => {
    if (debouncedSearch !== q) updateParams({ q: debouncedSearch });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only react to the typed text settling
  }, [debouncedSearch]);

  const catalog = useRouteCatalog({ q, category });
  const categories = catalog.data?.categories ?? [];
  // A category from a shared link stays selectable even before (or without) the list that names it.
  const categoryOptions = category && !categories.includes(category) ? [category, ...categories] : categories;
  const items = catalog.data?.items;
  const filtered = Boolean(q || category);

  return (
    <>
      <PageHeader
        title="Rutas de aprendizaje"
        breadcrumbs={[{ label: 'Inicio', to: paths.home() }]}
        description="Elija una ruta y avance a su ritmo: cada una reúne lecturas, videos, documentos y repasos cortos."
      />
      <AssignedRoutes />
      <Paper
        variant="outlined"
        role="search"
        aria-label="Filtrar rutas"
        sx={{ p: 2, mb: 3, display: 'flex', flexWrap: 'wrap', gap: 2 }}
      >
        <TextField
          id="routes-search"
          label="Buscar rutas"
          placeholder="Título o tema"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ flex: '1 1 260px', maxWidth: { sm: 420 } }}
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
        <TextField
          id="routes-category"
          select
          label="Categoría"
          value={category}
          onChange={(event) => updateParams({ categoria: event.target.value })}
          sx={{ flex: '1 1 200px', maxWidth: { sm: 280 } }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">Todas</option>
          {categoryOptions.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </TextField>
      </Paper>

      {catalog.isFetching && !catalog.isPending && (
        <LinearProgress aria-label="Actualizando resultados" sx={{ mb: 1 }} />
      )}
      {/* Always in the page, so screen readers hear each new count or empty state. */}
      <Box aria-live="polite" aria-atomic="true">
        {items && items.length > 0 && (
          <Typography sx={{ mb: 2, fontWeight: 600 }}>{formatCount(items.length, 'ruta', 'rutas')}</Typography>
        )}
        {items && items.length === 0 && (
          <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
            <Typography>{filtered ? NO_MATCHES_TEXT : NO_ROUTES_TEXT}</Typography>
          </Paper>
        )}
      </Box>
      {catalog.isPending && <LoadingScreen fullScreen={false} label="Cargando rutas…" />}
      {catalog.isError && (
        <LoadErrorAlert error={catalog.error} onRetry={() => void catalog.refetch()} sx={{ mb: 2 }} />
      )}
      {items && items.length > 0 && (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: { xs: 2, md: 3 },
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          {items.map((route) => (
            <li key={route.id}>
              <RouteCard route={route} />
            </li>
          ))}
        </Box>
      )}
    </>
  );
}
