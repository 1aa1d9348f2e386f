import FilterListIcon from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { librarySortLabels, type LibrarySort } from '@academia/shared';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { SearchField } from '../../../components/filter-fields';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { formatNumber } from '../../../lib/format';
import { activeFilterCount } from './active-filter-count';
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

/**
 * The search box, filters and sort above a library list. On a phone the filters and sort fold behind a "Filtros"
 * button (closed at first, with the number of active filters), so the first results show on the first screen; from
 * `sm` up everything stays in one row, as before (docs/product.md §4).
 */
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
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [open, setOpen] = useState(false);
  const [searchParams] = useSearchParams();
  const active = activeFilterCount(searchParams);
  const filtersId = `${idPrefix}-filters`;
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
      {phone && (
        <Button
          variant="outlined"
          startIcon={<FilterListIcon aria-hidden="true" />}
          aria-expanded={open}
          aria-controls={filtersId}
          onClick={() => setOpen((current) => !current)}
          sx={{ minHeight: 44 }}
        >
          Filtros{' '}
          {active > 0 && (
            <Box
              component="span"
              sx={{
                ml: 1,
                px: 0.75,
                minWidth: 24,
                height: 24,
                borderRadius: 12,
                display: 'inline-flex',
                alignItems: 'center',
                justifyContent: 'center',
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                fontSize: '0.8125rem',
              }}
            >
              {/* The space is for the button's name ("Filtros 2 activos"); a flex box does not draw it. */}
              {formatNumber(active)} <VisuallyHidden>{active === 1 ? 'activo' : 'activos'}</VisuallyHidden>
            </Box>
          )}
        </Button>
      )}
      {/* From `sm` up the box steps aside (display: contents) and its fields share the search box's row. */}
      <Box
        id={filtersId}
        sx={
          phone
            ? { display: open ? 'flex' : 'none', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, width: '100%' }
            : { display: 'contents' }
        }
      >
        {children}
        <NativeSelect
          id={`${idPrefix}-sort`}
          label="Ordenar por"
          value={!hasQuery && sort === 'relevance' ? 'newest' : sort}
          onChange={(value) => onSortChange(value as LibrarySort)}
          options={sorts.map((value) => ({ value, label: librarySortLabels[value] }))}
        />
      </Box>
    </Paper>
  );
}
