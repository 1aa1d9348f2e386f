import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { searchKindLabels, type SearchHit } from '@academia/shared';
import { useEffect, useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { APP_NAME } from '../../../config/constants';
import { formatCount } from '../../../lib/format';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { useGlobalSearch } from '../api/search';
import { HighlightedText } from '../../../components/highlighted-text';

export const RESULTS_TITLE = 'Resultado de la búsqueda';
export const NO_RESULTS_TEXT = 'No se encontraron resultados.';

/** What the live region says once the answer arrives. */
export function resultsAnnouncement(total: number, query: string): string {
  if (total === 0) return `${NO_RESULTS_TEXT} Búsqueda: «${query}».`;
  return `${formatCount(total, 'resultado', 'resultados')} para «${query}».`;
}

function SearchHitCard({ hit }: { hit: SearchHit }) {
  const titleId = useId();
  return (
    <Paper variant="outlined" component="article" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Chip label={searchKindLabels[hit.kind]} size="small" variant="outlined" sx={{ mb: 1 }} />
      <Typography id={titleId} variant="h6" component="h2" sx={{ lineHeight: 1.3 }}>
        <Link component={RouterLink} to={hit.href} underline="hover">
          <HighlightedText segments={hit.titleHighlight} />
        </Link>
      </Typography>
      {hit.routeTitle && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          Ruta: {hit.routeTitle}
        </Typography>
      )}
      {hit.snippet.length > 0 && (
        <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
          <HighlightedText segments={hit.snippet} />
        </Typography>
      )}
    </Paper>
  );
}

/**
 * The header search's results, shown in place of the page while the box holds a query. The page stays mounted
 * underneath (hidden), so clearing the search returns to it as it was; its tab title comes back too.
 */
export function SearchResults({ query }: { query: string }) {
  const search = useGlobalSearch(query);
  const titleId = useId();
  const data = search.data;
  const settled = data !== undefined && !search.isPlaceholderData;

  useEffect(() => {
    const previous = document.title;
    document.title = `${RESULTS_TITLE} · ${APP_NAME}`;
    return () => {
      document.title = previous;
    };
  }, []);

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ maxWidth: 960 }}>
      <Typography id={titleId} variant="h4" component="h1" sx={{ mb: 1 }}>
        {RESULTS_TITLE}
      </Typography>
      {/* Announces the count once the answer for this query arrives (polite: it never interrupts typing). */}
      <Typography role="status" sx={settled && data.total > 0 ? { color: 'text.secondary', mb: 2 } : visuallyHidden}>
        {settled ? resultsAnnouncement(data.total, query) : search.isFetching ? 'Buscando…' : ''}
      </Typography>
      {search.isError && !data ? (
        <LoadErrorAlert error={search.error} onRetry={() => void search.refetch()} />
      ) : data && data.items.length === 0 && settled ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography>{NO_RESULTS_TEXT}</Typography>
          <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
            Pruebe con otras palabras o revise la ortografía. Presione Escape para volver a la página.
          </Typography>
        </Paper>
      ) : data ? (
        <Box
          component="ul"
          aria-labelledby={titleId}
          aria-busy={search.isPlaceholderData}
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}
        >
          {data.items.map((hit) => (
            <li key={`${hit.kind}-${hit.id}`}>
              <SearchHitCard hit={hit} />
            </li>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
