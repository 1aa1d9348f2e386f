import LinearProgress from '@mui/material/LinearProgress';
import TableContainer from '@mui/material/TableContainer';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PAGE_SIZE_OPTIONS } from '../config/constants';
import { LoadErrorAlert } from './load-error-alert';

interface PagedResultsProps<T> {
  query: UseQueryResult<{ items: T[]; total: number }>;
  /** The id of the heading that names the list; the scrollable table region is labelled by it. */
  titleId: string;
  /** "Cargando usuarios": said by the progress bar, and with an ellipsis while nothing has arrived yet. */
  loadingLabel: string;
  /** Said when the page holds nothing (no records yet, or none matching the filters). */
  emptyText: string;
  /** 1-based page and its size, as the address holds them. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: string) => void;
  /** The table of one page of items. */
  children: (items: T[]) => ReactNode;
}

/** One page of an admin list: loading, why it failed with "Reintentar", that it is empty, or the table and its pager. */
export function PagedResults<T>(props: PagedResultsProps<T>) {
  const { query, titleId, loadingLabel, emptyText, page, pageSize, children } = props;
  return (
    <>
      {query.isFetching && <LinearProgress aria-label={loadingLabel} />}
      {query.isPending && (
        <Typography role="status" sx={{ p: 3 }}>
          {loadingLabel}…
        </Typography>
      )}
      {query.isError && <LoadErrorAlert error={query.error} onRetry={() => void query.refetch()} sx={{ m: 2 }} />}
      {query.data && query.data.items.length === 0 && (
        <Typography role="status" sx={{ p: 3 }}>
          {emptyText}
        </Typography>
      )}
      {query.data && query.data.items.length > 0 && (
        <>
          {/* Focusable so keyboard users can scroll the table sideways on small screens. */}
          <TableContainer tabIndex={0} role="region" aria-labelledby={titleId}>
            {children(query.data.items)}
          </TableContainer>
          <TablePagination
            component="div"
            count={query.data.total}
            page={page - 1}
            rowsPerPage={pageSize}
            rowsPerPageOptions={PAGE_SIZE_OPTIONS}
            onPageChange={(_event, nextPage) => props.onPageChange(nextPage + 1)}
            onRowsPerPageChange={(event) => props.onPageSizeChange(event.target.value)}
          />
        </>
      )}
    </>
  );
}
