import Paper from '@mui/material/Paper';
import { librarySortLabels, type LibrarySort } from '@academia/shared';
import type { ReactNode } from 'react';
import { SearchField } from '../../../components/filter-fields';
import { NativeSelect } from './native-select';

interface LibraryFilterPanelProps {
  idPrefix: string;
  /** The search form's name for assistive technology, e.g. "Buscar en la biblioteca educativa". */
  label: string;
  searchLabel: string;
  searchPlaceholder: string;
  search: string;
  onSearchChange: (value: string) => void;
  /** Relevance only means something for a text search: without one the list is newest first. */
  hasQuery: boolean;
  sort: LibrarySort;
  onSortChange: (sort: LibrarySort) => void;
  /** The list's own filters (type, topic, status, years). */
  children: ReactNode;
}

/** The search box, filters and sort above a library list. */
export function LibraryFilterPanel({
  idPrefix,
  label,
  searchLabel,
  searchPlaceholder,
  search,
  onSearchChange,
  hasQuery,
  sort,
  onSortChange,
  children,
}: LibraryFilterPanelProps) {
  const sorts = (Object.keys(librarySortLabels) as LibrarySort[]).filter((value) => hasQuery || value !== 'relevance');
  return (
    <Paper
      variant="outlined"
      role="search"
      aria-label={label}
      sx={{ p: 2, mb: 3, display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2 }}
    >
      <SearchField
        id={`${idPrefix}-search`}
        label={searchLabel}
        placeholder={searchPlaceholder}
        value={search}
        onChange={onSearchChange}
        width={420}
      />
      {children}
      <NativeSelect
        id={`${idPrefix}-sort`}
        label="Ordenar por"
        value={!hasQuery && sort === 'relevance' ? 'newest' : sort}
        onChange={(value) => onSortChange(value as LibrarySort)}
        options={sorts.map((value) => ({ value, label: librarySortLabels[value] }))}
      />
    </Paper>
  );
}
