import { c as documentKindSchema, f as libraryTopicLabels, p as libraryTopicSchema, s as documentKindLabels } from "./library.schemas-Ck8F1N4w.js";
import { t as PageHeader } from "./page-header-Cld7QmRK.js";
import { n as useDocuments } from "./get-documents-CM3V5Jup.js";
import { a as optionsOf, i as NativeSelect, n as LibraryResults, o as readCode, r as LibraryFilterPanel, s as useLibraryFilters, t as YearRangeFields } from "./year-range-fields-Bsv1GE-T.js";
import { t as DocumentCard } from "./document-card-BulcrQjB.js";
import { n as LIBRARY_CRUMBS, t as DOCUMENTS_TITLE } from "./library-pages-DL0M7KxL.js";
import { t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
// src/features/library/components/documents-page.tsx
var import_jsx_runtime = require_jsx_runtime();
var NO_MATCHING_DOCUMENTS_TEXT = "No encontramos documentos con esa búsqueda o esos filtros.";
var NO_DOCUMENTS_TEXT = "Todavía no hay documentos en la biblioteca educativa.";
var KIND_OPTIONS = optionsOf(documentKindLabels);
var TOPIC_OPTIONS = optionsOf(libraryTopicLabels);
/** `/bibliotecas/educativa-sst`: guides, manuals, videos, infographics and templates, searched and filtered. */
function DocumentsPage() {
	const filters = useLibraryFilters();
	const { searchParams, q, page, pageSize, yearFrom, yearTo, sort } = filters;
	const kind = readCode(documentKindSchema, searchParams.get("tipo"));
	const topic = readCode(libraryTopicSchema, searchParams.get("tema"));
	const documents = useDocuments({
		q: q || void 0,
		kind,
		topic,
		yearFrom,
		yearTo,
		sort,
		page,
		pageSize
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
			title: DOCUMENTS_TITLE,
			breadcrumbs: LIBRARY_CRUMBS,
			description: "Guías, manuales, videos, infografías y formatos para aplicar la seguridad y salud en el trabajo."
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(LibraryFilterPanel, {
			idPrefix: "documents",
			label: "Buscar en la biblioteca educativa",
			searchLabel: "Buscar documentos",
			searchPlaceholder: "Título, tema o texto del documento",
			search: filters.search,
			onSearchChange: filters.setSearch,
			hasQuery: Boolean(q),
			sort,
			onSortChange: (value) => filters.setFilter("orden", value),
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelect, {
					id: "documents-kind",
					label: "Tipo",
					value: kind ?? "",
					onChange: (value) => filters.setFilter("tipo", value),
					options: KIND_OPTIONS,
					allLabel: "Todos"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelect, {
					id: "documents-topic",
					label: "Tema",
					value: topic ?? "",
					onChange: (value) => filters.setFilter("tema", value),
					options: TOPIC_OPTIONS,
					allLabel: "Todos"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(YearRangeFields, {
					idPrefix: "documents-year",
					from: yearFrom,
					to: yearTo,
					onChange: filters.setYears
				})
			]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LibraryResults, {
			query: documents,
			noun: ["documento", "documentos"],
			loadingLabel: "Cargando documentos…",
			filtered: filters.filtered,
			emptyFilteredText: NO_MATCHING_DOCUMENTS_TEXT,
			emptyText: NO_DOCUMENTS_TEXT,
			onClearFilters: filters.clearFilters,
			onPageChange: filters.setPage,
			renderItem: (document) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DocumentCard, { document })
		})
	] });
}
// src/app/routes/learner/educational-library.tsx
var educational_library_default = DocumentsPage;
export { educational_library_default as default };
