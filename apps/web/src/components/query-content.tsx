import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadErrorAlert } from './load-error-alert';
import { LoadingScreen } from './loading-screen';

interface QueryContentProps<T> {
  query: UseQueryResult<T>;
  /** Said while loading. */
  loadingLabel: string;
  /** Whether the data holds nothing to show; `emptyText` is said instead. */
  isEmpty: (data: T) => boolean;
  emptyText: string;
  children: (data: T) => ReactNode;
}

/** What a panel's query gave: loading, why it failed with "Reintentar", that there is nothing yet, or the content. */
export function QueryContent<T>({ query, loadingLabel, isEmpty, emptyText, children }: QueryContentProps<T>) {
  if (query.isPending) return <LoadingScreen fullScreen={false} label={loadingLabel} />;
  if (query.isError) return <LoadErrorAlert error={query.error} onRetry={() => void query.refetch()} />;
  if (isEmpty(query.data)) {
    return (
      <Typography role="status" sx={{ py: 3 }}>
        {emptyText}
      </Typography>
    );
  }
  return children(query.data);
}
