import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { LoadingScreen } from '../../../components/loading-screen';

/** What a section says when the learner has nothing to list yet, and where to go from there. */
export function EmptySection({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1.5 }}
    >
      <Typography>{text}</Typography>
      {children}
    </Paper>
  );
}

interface ProgressSectionProps<T> {
  /** The section's `<h2>`; it also names the region and its list. */
  title: string;
  query: UseQueryResult<T[]>;
  loadingLabel: string;
  /** Shown instead of an empty list. */
  empty: ReactNode;
  getKey: (item: T) => string;
  /** One `<li>`, headed by an `<h3>`. */
  renderItem: (item: T) => ReactNode;
}

/** A section of "Mi avance": its heading, then the list, an empty state, a loading state or the error. */
export function ProgressSection<T>({ title, query, loadingLabel, empty, getKey, renderItem }: ProgressSectionProps<T>) {
  const titleId = useId();
  const items = query.data;

  let body: ReactNode;
  // A failed refetch keeps the list on screen.
  if (items === undefined) {
    body = query.isError ? (
      <LoadErrorAlert error={query.error} onRetry={() => void query.refetch()} />
    ) : (
      <LoadingScreen fullScreen={false} label={loadingLabel} />
    );
  } else if (items.length === 0) {
    body = empty;
  } else {
    body = (
      <Box
        component="ul"
        aria-labelledby={titleId}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {items.map((item) => (
          <Box component="li" key={getKey(item)} sx={{ display: 'flex' }}>
            {renderItem(item)}
          </Box>
        ))}
      </Box>
    );
  }

  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h5" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {body}
    </Box>
  );
}
