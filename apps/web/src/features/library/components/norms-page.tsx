import {
  libraryTopicLabels,
  libraryTopicSchema,
  normStatusLabels,
  normStatusSchema,
  normTypeLabels,
  normTypeSchema,
  type NormCard as NormCardData,
} from '@academia/shared';
import { PageHeader } from '../../../components/page-header';
import { useNorms } from '../api/get-norms';
import { readCode, useLibraryFilters } from '../hooks/use-library-filters';
import { LibraryFilterPanel } from './library-filter-panel';
import { LibraryResults } from './library-results';
import { NativeSelect, optionsOf } from './native-select';
import { NormCard } from './norm-card';
import { LIBRARY_CRUMBS, NORMS_TITLE } from './library-pages';
import { YearRangeFields } from './year-range-fields';

export const NO_MATCHING_NORMS_TEXT = 'No encontramos normas con esa búsqueda o esos filtros.';
export const NO_NORMS_TEXT = 'Todavía no hay normas en la biblioteca legislativa.';

const TYPE_OPTIONS = optionsOf(normTypeLabels);
const TOPIC_OPTIONS = optionsOf(libraryTopicLabels);
const STATUS_OPTIONS = optionsOf(normStatusLabels);

/** `/bibliotecas/legislativa-sst`: Colombian SST norms with their status, searched and filtered. */
export function NormsPage() {
  const filters = useLibraryFilters();
  const { searchParams, q, page, pageSize, yearFrom, yearTo, sort } = filters;
  const type = readCode(normTypeSchema, searchParams.get('tipo'));
  const topic = readCode(libraryTopicSchema, searchParams.get('tema'));
  const status = readCode(normStatusSchema, searchParams.get('estado'));
  const norms = useNorms({ q: q || undefined, type, topic, status, yearFrom, yearTo, sort, page, pageSize });

  return (
    <>
      <PageHeader
        title={NORMS_TITLE}
        breadcrumbs={LIBRARY_CRUMBS}
        description="Leyes, decretos, resoluciones y circulares de seguridad y salud en el trabajo en Colombia, con su estado actual."
      />
      <LibraryFilterPanel
        idPrefix="norms"
        label="Buscar en la biblioteca legislativa"
        searchLabel="Buscar normas"
        searchPlaceholder="Número, tema o texto de la norma"
        search={filters.search}
        onSearchChange={filters.setSearch}
        hasQuery={Boolean(q)}
        sort={sort}
        onSortChange={(value) => filters.setFilter('orden', value)}
      >
        <NativeSelect
          id="norms-type"
          label="Tipo de norma"
          value={type ?? ''}
          onChange={(value) => filters.setFilter('tipo', value)}
          options={TYPE_OPTIONS}
          allLabel="Todos"
        />
        <NativeSelect
          id="norms-topic"
          label="Tema"
          value={topic ?? ''}
          onChange={(value) => filters.setFilter('tema', value)}
          options={TOPIC_OPTIONS}
          allLabel="Todos"
        />
        <NativeSelect
          id="norms-status"
          label="Estado"
          value={status ?? ''}
          onChange={(value) => filters.setFilter('estado', value)}
          options={STATUS_OPTIONS}
          allLabel="Todos"
        />
        <YearRangeFields idPrefix="norms-year" from={yearFrom} to={yearTo} onChange={filters.setYears} />
      </LibraryFilterPanel>
      <LibraryResults<NormCardData>
        query={norms}
        noun={['norma', 'normas']}
        loadingLabel="Cargando normas…"
        filtered={filters.filtered}
        emptyFilteredText={NO_MATCHING_NORMS_TEXT}
        emptyText={NO_NORMS_TEXT}
        onClearFilters={filters.clearFilters}
        onPageChange={filters.setPage}
        renderItem={(norm) => <NormCard norm={norm} />}
      />
    </>
  );
}
