import { S as normTypeSchema, b as normStatusSchema, f as libraryTopicLabels, p as libraryTopicSchema, x as normTypeLabels, y as normStatusLabels } from "./library.schemas-Ck8F1N4w.js";
import { t as PageHeader } from "./page-header-Cld7QmRK.js";
import { r as useNorms } from "./get-norms-Bg7le9zA.js";
import { a as optionsOf, i as NativeSelect, n as LibraryResults, o as readCode, r as LibraryFilterPanel, s as useLibraryFilters, t as YearRangeFields } from "./year-range-fields-Bsv1GE-T.js";
import { t as NormCard } from "./norm-card-Be3_qbgn.js";
import { n as LIBRARY_CRUMBS, r as NORMS_TITLE } from "./library-pages-DL0M7KxL.js";
import { t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
// src/features/library/components/norms-page.tsx
var import_jsx_runtime = require_jsx_runtime();
var NO_MATCHING_NORMS_TEXT = "No encontramos normas con esa búsqueda o esos filtros.";
var NO_NORMS_TEXT = "Todavía no hay normas en la biblioteca legislativa.";
var TYPE_OPTIONS = optionsOf(normTypeLabels);
var TOPIC_OPTIONS = optionsOf(libraryTopicLabels);
var STATUS_OPTIONS = optionsOf(normStatusLabels);
/** `/bibliotecas/legislativa-sst`: Colombian SST norms with their status, searched and filtered. */
function NormsPage() {
	const filters = useLibraryFilters();
	const { searchParams, q, page, pageSize, yearFrom, yearTo, sort } = filters;
	const type = readCode(normTypeSchema, searchParams.get("tipo"));
	const topic = readCode(libraryTopicSchema, searchParams.get("tema"));
	const status = readCode(normStatusSchema, searchParams.get("estado"));
	const norms = useNorms({
		q: q || void 0,
		type,
		topic,
		status,
		yearFrom,
		yearTo,
		sort,
		page,
		pageSize
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
			title: NORMS_TITLE,
			breadcrumbs: LIBRARY_CRUMBS,
			description: "Leyes, decretos, resoluciones y circulares de seguridad y salud en el trabajo en Colombia, con su estado actual."
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(LibraryFilterPanel, {
			idPrefix: "norms",
			label: "Buscar en la biblioteca legislativa",
			searchLabel: "Buscar normas",
			searchPlaceholder: "Número, tema o texto de la norma",
			search: filters.search,
			onSearchChange: filters.setSearch,
			hasQuery: Boolean(q),
			sort,
			onSortChange: (value) => filters.setFilter("orden", value),
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelect, {
					id: "norms-type",
					label: "Tipo de norma",
					value: type ?? "",
					onChange: (value) => filters.setFilter("tipo", value),
					options: TYPE_OPTIONS,
					allLabel: "Todos"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelect, {
					id: "norms-topic",
					label: "Tema",
					value: topic ?? "",
					onChange: (value) => filters.setFilter("tema", value),
					options: TOPIC_OPTIONS,
					allLabel: "Todos"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelect, {
					id: "norms-status",
					label: "Estado",
					value: status ?? "",
					onChange: (value) => filters.setFilter("estado", value),
					options: STATUS_OPTIONS,
					allLabel: "Todos"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(YearRangeFields, {
					idPrefix: "norms-year",
					from: yearFrom,
					to: yearTo,
					onChange: filters.setYears
				})
			]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LibraryResults, {
			query: norms,
			noun: ["norma", "normas"],
			loadingLabel: "Cargando normas…",
			filtered: filters.filtered,
			emptyFilteredText: NO_MATCHING_NORMS_TEXT,
			emptyText: NO_NORMS_TEXT,
			onClearFilters: filters.clearFilters,
			onPageChange: filters.setPage,
			renderItem: (norm) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NormCard, { norm })
		})
	] });
}
// src/app/routes/learner/legislative-library.tsx
var legislative_library_default = NormsPage;
export { legislative_library_default as default };
