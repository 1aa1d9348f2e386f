import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useRef, type ReactNode } from 'react';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { LoadingScreen } from '../../../components/loading-screen';
import { formatCount, formatNumber } from '../../../lib/format';

interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

interface LibraryResultsProps<T extends { id: string }> {
  query: UseQueryResult<Page<T>>;
  /** "documento" / "documentos". */
  noun: readonly [singular: string, plural: string];
  loadingLabel: string;
  /** Whether a search or filter narrows the list: decides which empty text shows and offers "Quitar filtros". */
  filtered: boolean;
  emptyFilteredText: string;
  emptyText: string;
  onClearFilters: () => void;
  onPageChange: (page: number) => void;
  renderItem: (item: T) => ReactNode;
}

/** The results of a library list: count (announced), cards, pages, and what to do when nothing matched. */
export function LibraryResults<T extends { id: string }>({
  query,
  noun,
  loadingLabel,
  filtered,
  emptyFilteredText,
  emptyText,
  onClearFilters,
  onPageChange,
  renderItem,
}: LibraryResultsProps<T>) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const data = query.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  const goTo = (page: number) => {
    onPageChange(page);
    // Keyboard and screen-reader users continue from the top of the new page, not from the page buttons.
    headingRef.current?.focus();
  };

  return (
    <Box component="section" aria-labelledby="library-results-count">
      {query.isFetching && !query.isPending && <LinearProgress aria-label="Actualizando resultados" sx={{ mb: 1 }} />}
      {/* Always in the page, so screen readers hear each new count or empty state. */}
      <Box aria-live="polite" aria-atomic="true">
        <Typography
          id="library-results-count"
          ref={headingRef}
          component="h2"
          tabIndex={-1}
          sx={{ mb: 2, fontWeight: 600, '&:focus': { outline: 'none' } }}
        >
          {data
            ? `${formatCount(data.total, ...noun)}${pageCount > 1 ? ` · página ${formatNumber(data.page)} de ${formatNumber(pageCount)}` : ''}`
            : 'Resultados'}
        </Typography>
        {data && data.items.length === 0 && (
          <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
            <Typography sx={{ mb: filtered ? 2 : 0 }}>{filtered ? emptyFilteredText : emptyText}</Typography>
            {filtered && (
              <Button variant="outlined" onClick={onClearFilters} sx={{ minHeight: 44 }}>
                Quitar filtros
              </Button>
            )}
          </Paper>
        )}
      </Box>
      {query.isPending && <LoadingScreen fullScreen={false} label={loadingLabel} />}
      {query.isError && <LoadErrorAlert error={query.error} onRetry={() => void query.refetch()} sx={{ mb: 2 }} />}
      {data && data.items.length > 0 && (
        <>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: { xs: 2, md: 3 },
              gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            {data.items.map((item) => (
              <li key={item.id}>{renderItem(item)}</li>
            ))}
          </Box>
          {pageCount > 1 && (
            <Pagination
              aria-label="Páginas de resultados"
              count={pageCount}
              page={Math.min(data.page, pageCount)}
              onChange={(_event, page) => goTo(page)}
              getItemAriaLabel={(type, page, selected) => {
                if (type === 'page') return selected ? `Página ${page}, actual` : `Ir a la página ${page}`;
                if (type === 'next') return 'Página siguiente';
                if (type === 'previous') return 'Página anterior';
                return type === 'first' ? 'Primera página' : 'Última página';
              }}
              sx={{ mt: 3, '& ul': { justifyContent: 'center' } }}
            />
          )}
        </>
      )}
    </Box>
  );
}
