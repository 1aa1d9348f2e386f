import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { a as Button, j as useTheme, n as Typography, t as Box } from "./Box-BAyYeHPm.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
import { t as useMediaQuery } from "./useMediaQuery-xBJOTdsQ.js";
import { s as createSvgIcon } from "./useSlotProps-DlFLla8-.js";
import { t as TextField } from "./TextField-BMkRww_p.js";
import { E as Paper, R as useSearchParams, f as formatCount, r as LoadingScreen, x as formatNumber } from "../entry-server.js";
import { d as librarySortSchema, u as librarySortLabels } from "./library.schemas-Ck8F1N4w.js";
import { t as LoadErrorAlert } from "./load-error-alert-CIyOwjnD.js";
import { t as LinearProgress } from "./LinearProgress-HmIjUiNo.js";
import { t as usePagedSearchParams } from "./use-paged-search-params-c6SQO4sc.js";
import { n as SearchField } from "./filter-fields-EVimqhWD.js";
import { t as VisuallyHidden } from "./visually-hidden-COpqPLv-.js";
import { t as Pagination } from "./Pagination-BBVXOG3Q.js";
// src/features/library/hooks/use-library-filters.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** Address parameters of the list pages (Spanish, like the rest of the app's addresses). */
var FILTER_PARAMS = [
	"tipo",
	"tema",
	"estado",
	"desde",
	"hasta",
	"orden"
];
function parseYear(value) {
	if (!value || !/^\d{4}$/.test(value)) return void 0;
	const year = Number(value);
	return year >= 1900 && year <= 2100 ? year : void 0;
}
/** A code from the address if the schema knows it; anything else (an old or mistyped link) is ignored. */
function readCode(schema, value) {
	const parsed = schema.safeParse(value);
	return parsed.success ? parsed.data : void 0;
}
/**
* The search, filters, sort and page of a library list, kept in the address so a reload, the back button or a shared
* link shows the same results. Changing a filter goes back to the first page.
*/
function useLibraryFilters() {
	const paged = usePagedSearchParams();
	const { searchParams, q, search, setSearch, updateParams } = paged;
	const [seenQ, setSeenQ] = (0, import_react.useState)(q);
	if (q !== seenQ) {
		setSeenQ(q);
		if (q !== search.trim()) setSearch(q);
	}
	const yearFrom = parseYear(searchParams.get("desde"));
	const yearTo = parseYear(searchParams.get("hasta"));
	const sort = readCode(librarySortSchema, searchParams.get("orden")) ?? "relevance";
	const filtered = Boolean(q) || FILTER_PARAMS.some((name) => name !== "orden" && searchParams.get(name));
	return {
		...paged,
		yearFrom,
		yearTo,
		sort,
		/** Whether anything narrows the list (the sort does not). */
		filtered,
		setFilter: (name, value) => updateParams({
			[name]: value,
			pagina: null
		}),
		setYears: (from, to) => updateParams({
			desde: from ? String(from) : null,
			hasta: to ? String(to) : null,
			pagina: null
		}),
		setPage: (page) => updateParams({ pagina: page > 1 ? String(page) : null }),
		clearFilters: () => {
			setSearch("");
			const filters = FILTER_PARAMS.filter((name) => name !== "orden");
			updateParams({
				q: null,
				pagina: null,
				...Object.fromEntries(filters.map((name) => [name, null]))
			});
		}
	};
}
// ../../node_modules/@mui/icons-material/FilterList.mjs
var import_jsx_runtime = require_jsx_runtime();
var FilterList_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M10 18h4v-2h-4zM3 6v2h18V6zm3 7h12v-2H6z" }), "FilterList");
// src/features/library/components/active-filter-count.ts
/** The address parameters that narrow a library list; the search text, sort and page do not count. */
var NARROWING_PARAMS = [
	"tipo",
	"tema",
	"estado",
	"desde",
	"hasta"
];
/**
* How many filters behind the phone's "Filtros" button narrow the list right now, so a folded panel still says that
* something is filtered out. Each field counts once: "Desde el año" and "Hasta el año" are two.
*/
function activeFilterCount(params) {
	return NARROWING_PARAMS.filter((name) => (params.get(name) ?? "").trim() !== "").length;
}
// src/features/library/components/native-select.tsx
/** A filter as the browser's own drop-down list: quick on phones, and a plain combobox for screen readers. */
function NativeSelect({ id, label, value, onChange, options, allLabel }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TextField, {
		id,
		select: true,
		label,
		value,
		onChange: (event) => onChange(event.target.value),
		sx: {
			flex: "1 1 180px",
			maxWidth: { sm: 260 }
		},
		slotProps: {
			select: { native: true },
			inputLabel: { shrink: true }
		},
		children: [allLabel !== void 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
			value: "",
			children: allLabel
		}), options.map((option) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
			value: option.value,
			children: option.label
		}, option.value))]
	});
}
/** The options of a code → label map, in the map's order. */
function optionsOf(labels) {
	return Object.entries(labels).map(([value, label]) => ({
		value,
		label
	}));
}
// src/features/library/components/library-filter-panel.tsx
/**
* The search box, filters and sort above a library list. On a phone the filters and sort fold behind a "Filtros"
* button (closed at first, with the number of active filters), so the first results show on the first screen; from
* `sm` up everything stays in one row, as before (docs/product.md §4).
*/
function LibraryFilterPanel({ idPrefix, label, searchLabel, searchPlaceholder, search, onSearchChange, hasQuery, sort, onSortChange, children }) {
	const theme = useTheme();
	const phone = useMediaQuery(theme.breakpoints.down("sm"));
	const [open, setOpen] = (0, import_react.useState)(false);
	const [searchParams] = useSearchParams();
	const active = activeFilterCount(searchParams);
	const filtersId = `${idPrefix}-filters`;
	const sorts = Object.keys(librarySortLabels).filter((value) => hasQuery || value !== "relevance");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		variant: "outlined",
		role: "search",
		"aria-label": label,
		sx: {
			p: 2,
			mb: 3,
			display: "flex",
			flexWrap: "wrap",
			alignItems: "flex-start",
			gap: 2
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchField, {
				id: `${idPrefix}-search`,
				label: searchLabel,
				placeholder: searchPlaceholder,
				value: search,
				onChange: onSearchChange,
				width: 420
			}),
			phone && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
				variant: "outlined",
				startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterList_default, { "aria-hidden": "true" }),
				"aria-expanded": open,
				"aria-controls": filtersId,
				onClick: () => setOpen((current) => !current),
				sx: { minHeight: 44 },
				children: [
					"Filtros",
					" ",
					active > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
						component: "span",
						sx: {
							ml: 1,
							px: .75,
							minWidth: 24,
							height: 24,
							borderRadius: 12,
							display: "inline-flex",
							alignItems: "center",
							justifyContent: "center",
							bgcolor: "primary.main",
							color: "primary.contrastText",
							fontSize: "0.8125rem"
						},
						children: [
							formatNumber(active),
							" ",
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(VisuallyHidden, { children: active === 1 ? "activo" : "activos" })
						]
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				id: filtersId,
				sx: phone ? {
					display: open ? "flex" : "none",
					flexWrap: "wrap",
					alignItems: "flex-start",
					gap: 2,
					width: "100%"
				} : { display: "contents" },
				children: [children, /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelect, {
					id: `${idPrefix}-sort`,
					label: "Ordenar por",
					value: !hasQuery && sort === "relevance" ? "newest" : sort,
					onChange: (value) => onSortChange(value),
					options: sorts.map((value) => ({
						value,
						label: librarySortLabels[value]
					}))
				})]
			})
		]
	});
}
// src/features/library/components/library-results.tsx
/** The results of a library list: count (announced), cards, pages, and what to do when nothing matched. */
function LibraryResults({ query, noun, loadingLabel, filtered, emptyFilteredText, emptyText, onClearFilters, onPageChange, renderItem }) {
	const headingRef = (0, import_react.useRef)(null);
	const data = query.data;
	const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
	const goTo = (page) => {
		onPageChange(page);
		headingRef.current?.focus();
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "section",
		"aria-labelledby": "library-results-count",
		children: [
			query.isFetching && !query.isPending && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LinearProgress, {
				"aria-label": "Actualizando resultados",
				sx: { mb: 1 }
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				"aria-live": "polite",
				"aria-atomic": "true",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					id: "library-results-count",
					ref: headingRef,
					component: "h2",
					tabIndex: -1,
					sx: {
						mb: 2,
						fontWeight: 600,
						"&:focus": { outline: "none" }
					},
					children: data ? `${formatCount(data.total, ...noun)}${pageCount > 1 ? ` · página ${formatNumber(data.page)} de ${formatNumber(pageCount)}` : ""}` : "Resultados"
				}), data && data.items.length === 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
					variant: "outlined",
					sx: {
						p: {
							xs: 3,
							md: 5
						},
						textAlign: "center"
					},
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						sx: { mb: filtered ? 2 : 0 },
						children: filtered ? emptyFilteredText : emptyText
					}), filtered && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						variant: "outlined",
						onClick: onClearFilters,
						sx: { minHeight: 44 },
						children: "Quitar filtros"
					})]
				})]
			}),
			query.isPending && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadingScreen, {
				fullScreen: false,
				label: loadingLabel
			}),
			query.isError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadErrorAlert, {
				error: query.error,
				onRetry: () => void query.refetch(),
				sx: { mb: 2 }
			}),
			data && data.items.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "ul",
				sx: {
					listStyle: "none",
					p: 0,
					m: 0,
					display: "grid",
					gap: {
						xs: 2,
						md: 3
					},
					gridTemplateColumns: {
						xs: "1fr",
						md: "repeat(2, minmax(0, 1fr))"
					}
				},
				children: data.items.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: renderItem(item) }, item.id))
			}), pageCount > 1 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Pagination, {
				"aria-label": "Páginas de resultados",
				count: pageCount,
				page: Math.min(data.page, pageCount),
				onChange: (_event, page) => goTo(page),
				getItemAriaLabel: (type, page, selected) => {
					if (type === "page") return selected ? `Página ${page}, actual` : `Ir a la página ${page}`;
					if (type === "next") return "Página siguiente";
					if (type === "previous") return "Página anterior";
					return type === "first" ? "Primera página" : "Última página";
				},
				sx: {
					mt: 3,
					"& ul": { justifyContent: "center" }
				}
			})] })
		]
	});
}
// src/features/library/components/year-range-fields.tsx
var YEAR_FORMAT_ERROR = "Escriba un año de cuatro cifras, entre 1900 y 2100.";
var YEAR_ORDER_ERROR = "El año final debe ser igual o posterior al inicial.";
function parse(text) {
	const value = text.trim();
	if (value === "") return {
		ok: true,
		year: void 0
	};
	if (!/^\d{4}$/.test(value)) return { ok: false };
	const year = Number(value);
	return year >= 1900 && year <= 2100 ? {
		ok: true,
		year
	} : { ok: false };
}
var asText = (year) => year === void 0 ? "" : String(year);
/**
* "Desde" and "Hasta" years. The address only takes a complete, valid range; a year still being typed waits, and a
* wrong one says why once the field is left.
*/
function YearRangeFields({ idPrefix, from, to, onChange }) {
	const [text, setText] = (0, import_react.useState)({
		from: asText(from),
		to: asText(to)
	});
	const [touched, setTouched] = (0, import_react.useState)({
		from: false,
		to: false
	});
	const [seen, setSeen] = (0, import_react.useState)({
		from,
		to
	});
	if (seen.from !== from || seen.to !== to) {
		setSeen({
			from,
			to
		});
		setText({
			from: asText(from),
			to: asText(to)
		});
		setTouched({
			from: false,
			to: false
		});
	}
	const parsedFrom = parse(text.from);
	const parsedTo = parse(text.to);
	const inOrder = !parsedFrom.ok || !parsedTo.ok || parsedFrom.year === void 0 || parsedTo.year === void 0 || parsedFrom.year <= parsedTo.year;
	const fromError = touched.from && !parsedFrom.ok ? YEAR_FORMAT_ERROR : null;
	const toError = touched.to && !parsedTo.ok ? YEAR_FORMAT_ERROR : inOrder ? null : YEAR_ORDER_ERROR;
	const change = (field, value) => {
		const next = {
			...text,
			[field]: value
		};
		setText(next);
		const a = parse(next.from);
		const b = parse(next.to);
		if (!a.ok || !b.ok) return;
		if (a.year !== void 0 && b.year !== void 0 && a.year > b.year) return;
		if (a.year === from && b.year === to) return;
		setSeen({
			from: a.year,
			to: b.year
		});
		onChange(a.year, b.year);
	};
	const field = (name, label, error) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
		id: `${idPrefix}-${name}`,
		label,
		value: text[name],
		onChange: (event) => change(name, event.target.value),
		onBlur: () => setTouched((current) => ({
			...current,
			[name]: true
		})),
		error: Boolean(error),
		helperText: error,
		placeholder: "AAAA",
		sx: {
			flex: "1 1 110px",
			maxWidth: { sm: 150 }
		},
		slotProps: {
			htmlInput: {
				inputMode: "numeric",
				maxLength: 4,
				autoComplete: "off"
			},
			inputLabel: { shrink: true }
		}
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		role: "group",
		"aria-label": "Rango de años",
		sx: {
			display: "flex",
			gap: 2,
			flex: "1 1 240px",
			maxWidth: { sm: 320 }
		},
		children: [field("from", "Desde el año", fromError), field("to", "Hasta el año", toError)]
	});
}
export { optionsOf as a, NativeSelect as i, LibraryResults as n, readCode as o, LibraryFilterPanel as r, useLibraryFilters as s, YearRangeFields as t };
