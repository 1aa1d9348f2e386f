import {
  documentKindLabels,
  documentKindSchema,
  libraryTopicLabels,
  libraryTopicSchema,
  type DocumentCard as DocumentCardData,
} from '@academia/shared';
import { PageHeader } from '../../../components/page-header';
import { useDocuments } from '../api/get-documents';
import { readCode, useLibraryFilters } from '../hooks/use-library-filters';
import { DocumentCard } from './document-card';
import { LibraryFilterPanel } from './library-filter-panel';
import { LibraryResults } from './library-results';
import { NativeSelect, optionsOf } from './native-select';
import { DOCUMENTS_TITLE, LIBRARY_CRUMBS } from './library-pages';
import { YearRangeFields } from './year-range-fields';

export const NO_MATCHING_DOCUMENTS_TEXT = 'No encontramos documentos con esa búsqueda o esos filtros.';
export const NO_DOCUMENTS_TEXT = 'Todavía no hay documentos en la biblioteca educativa.';

const KIND_OPTIONS = optionsOf(documentKindLabels);
const TOPIC_OPTIONS = optionsOf(libraryTopicLabels);

/** `/bibliotecas/educativa-sst`: guides, manuals, videos, infographics and templates, searched and filtered. */
export function DocumentsPage() {
  const filters = useLibraryFilters();
  const { searchParams, q, page, pageSize, yearFrom, yearTo, sort } = filters;
  const kind = readCode(documentKindSchema, searchParams.get('tipo'));
  const topic = readCode(libraryTopicSchema, searchParams.get('tema'));
  const documents = useDocuments({ q: q || undefined, kind, topic, yearFrom, yearTo, sort, page, pageSize });

  return (
    <>
      <PageHeader
        title={DOCUMENTS_TITLE}
        breadcrumbs={LIBRARY_CRUMBS}
        description="Guías, manuales, videos, infografías y formatos para aplicar la seguridad y salud en el trabajo."
      />
      <LibraryFilterPanel
        idPrefix="documents"
        label="Buscar en la biblioteca educativa"
        searchLabel="Buscar documentos"
        searchPlaceholder="Título, tema o texto del documento"
        search={filters.search}
        onSearchChange={filters.setSearch}
        hasQuery={Boolean(q)}
        sort={sort}
        onSortChange={(value) => filters.setFilter('orden', value)}
      >
        <NativeSelect
          id="documents-kind"
          label="Tipo"
          value={kind ?? ''}
          onChange={(value) => filters.setFilter('tipo', value)}
          options={KIND_OPTIONS}
          allLabel="Todos"
        />
        <NativeSelect
          id="documents-topic"
          label="Tema"
          value={topic ?? ''}
          onChange={(value) => filters.setFilter('tema', value)}
          options={TOPIC_OPTIONS}
          allLabel="Todos"
        />
        <YearRangeFields idPrefix="documents-year" from={yearFrom} to={yearTo} onChange={filters.setYears} />
      </LibraryFilterPanel>
      <LibraryResults<DocumentCardData>
        query={documents}
        noun={['documento', 'documentos']}
        loadingLabel="Cargando documentos…"
        filtered={filters.filtered}
        emptyFilteredText={NO_MATCHING_DOCUMENTS_TEXT}
        emptyText={NO_DOCUMENTS_TEXT}
        onClearFilters={filters.clearFilters}
        onPageChange={filters.setPage}
        renderItem={(document) => <DocumentCard document={document} />}
      />
    </>
  );
}
