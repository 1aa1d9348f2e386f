import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as paths } from "./paths-DCx76zJf.js";
import { j as useTheme, n as Typography, t as Box } from "./Box-BAyYeHPm.js";
import { E as Paper, F as useLocation, M as Link, R as useSearchParams, f as formatCount } from "../entry-server.js";
import { i as learnerActiveItem, o as learnerMenu, t as AppShell } from "./app-shell-N05RnmPj.js";
import { s as createSvgIcon } from "./useSlotProps-DlFLla8-.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
import { t as Search_default } from "./Search-BTz5Y1Rg.js";
import { i as IconButton } from "./Alert-Xs0Ucjpv.js";
import { t as InputBase } from "./InputBase-JkwUl-WV.js";
import { t as useMediaQuery } from "./useMediaQuery-xBJOTdsQ.js";
import { n as APP_NAME } from "./use-document-title-CDsxsUVm.js";
import { t as useDebouncedValue } from "./use-debounced-value-BNydoRyC.js";
import { t as visuallyHidden } from "./visually-hidden-DOAc9otV.js";
import { t as Chip } from "./Chip-C9XsaV41.js";
import { t as Link$1 } from "./Link-BcQgiOgq.js";
import { r as searchKindLabels, t as globalSearchResultSchema } from "./search.schemas-BJHk9C6K.js";
import { t as LoadErrorAlert } from "./load-error-alert-CIyOwjnD.js";
import { y as keepPreviousData } from "./removable-Zc2XTOpZ.js";
import { t as useQuery } from "./useQuery-CSSMCn8a.js";
import { n as apiFetch } from "./api-client-BGybrOBG.js";
import { t as HighlightedText } from "./highlighted-text-BBeTPeBr.js";
import { t as Tooltip } from "./Tooltip-D4NSsQrl.js";
import { s as loadChunk } from "./session-NXuZa2bE.js";
import { t as PageOutlet } from "./page-outlet-BdxxyitJ.js";
// ../../node_modules/@mui/icons-material/Close.mjs
var import_jsx_runtime = require_jsx_runtime();
var Close_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" }), "Close");
// src/features/global-search/hooks/use-search-query.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** The address parameter that holds the header search, so a reload or "Atrás" brings the same results back. */
var SEARCH_PARAM = "buscar";
/** The search the address holds (trimmed), or '' when there is none worth sending. */
function readSearchQuery(searchParams) {
	const q = (searchParams.get("buscar") ?? "").trim();
	return q.length >= 2 ? q : "";
}
/** The active header search: '' while the page itself is shown. */
function useSearchQuery() {
	const [searchParams] = useSearchParams();
	return readSearchQuery(searchParams);
}
// src/features/global-search/components/header-search.tsx
var SEARCH_FIELD_LABEL = "Buscar rutas, contenidos y documentos";
/**
* The header search box. What the learner types reaches the address (`?buscar=`) once typing settles; the layout
* then shows the results instead of the page. Escape or an empty box brings the page back. On phones the box
* hides behind a "Buscar" button and, when opened, covers the header. Exactly one "×" is shown at a time.
*/
function HeaderSearch() {
	const theme = useTheme();
	const narrow = useMediaQuery(theme.breakpoints.down("sm"));
	const [searchParams, setSearchParams] = useSearchParams();
	const committed = readSearchQuery(searchParams);
	const [text, setText] = (0, import_react.useState)(committed);
	const [expanded, setExpanded] = (0, import_react.useState)(false);
	const debounced = useDebouncedValue(text.trim(), 300);
	const written = (0, import_react.useRef)(committed);
	const inputRef = (0, import_react.useRef)(null);
	const openerRef = (0, import_react.useRef)(null);
	const inputId = (0, import_react.useId)();
	const returnFocus = (0, import_react.useRef)(false);
	(0, import_react.useEffect)(() => {
		if (expanded) inputRef.current?.focus();
	}, [expanded]);
	(0, import_react.useEffect)(() => {
		if (!returnFocus.current || !openerRef.current) return;
		returnFocus.current = false;
		openerRef.current.focus();
	});
	const commit = (value) => {
		const next = value.length >= 2 ? value : "";
		if (next === written.current && next === committed) return;
		written.current = next;
		setSearchParams((current) => {
			const params = new URLSearchParams(current);
			if (next) params.set(SEARCH_PARAM, next);
			else params.delete(SEARCH_PARAM);
			return params;
		}, { replace: committed !== "" || next === "" });
	};
	(0, import_react.useEffect)(() => {
		commit(debounced);
	}, [debounced]);
	(0, import_react.useEffect)(() => {
		if (committed === written.current) return;
		written.current = committed;
		setText(committed);
	}, [committed]);
	const clear = () => {
		setText("");
		commit("");
	};
	const collapse = () => {
		returnFocus.current = true;
		setExpanded(false);
	};
	const handleKeyDown = (event) => {
		if (event.key !== "Escape") return;
		event.preventDefault();
		clear();
		if (narrow) collapse();
	};
	if (narrow && !expanded && !text) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
		ref: openerRef,
		color: "inherit",
		"aria-label": "Buscar",
		"aria-expanded": false,
		onClick: () => setExpanded(true),
		sx: { ml: "auto" },
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Search_default, {})
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "form",
		role: "search",
		onSubmit: (event) => {
			event.preventDefault();
			commit(text.trim());
		},
		sx: narrow ? {
			position: "absolute",
			inset: 0,
			zIndex: 2,
			display: "flex",
			alignItems: "center",
			gap: 1,
			px: 1,
			bgcolor: "primary.main"
		} : {
			width: "100%",
			maxWidth: 520,
			display: "flex",
			alignItems: "center"
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "label",
				htmlFor: inputId,
				sx: visuallyHidden,
				children: SEARCH_FIELD_LABEL
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					flexGrow: 1,
					display: "flex",
					alignItems: "center",
					gap: 1,
					px: 1.5,
					borderRadius: 1,
					bgcolor: "background.paper",
					color: "text.primary",
					"&:focus-within": {
						outline: "3px solid #ffffff",
						outlineOffset: 1
					}
				},
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Search_default, {
						"aria-hidden": "true",
						sx: { color: "text.secondary" }
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(InputBase, {
						id: inputId,
						inputRef,
						type: "text",
						value: text,
						onChange: (event) => setText(event.target.value),
						onKeyDown: handleKeyDown,
						placeholder: "Ingresa tu búsqueda",
						autoComplete: "off",
						inputProps: {
							maxLength: 120,
							enterKeyHint: "search",
							role: "searchbox"
						},
						sx: {
							flexGrow: 1,
							py: .5,
							"& input::placeholder": {
								color: "text.secondary",
								opacity: 1
							}
						}
					}),
					text && !narrow && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
						size: "small",
						"aria-label": "Borrar la búsqueda",
						onClick: () => {
							clear();
							inputRef.current?.focus();
						},
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Close_default, { fontSize: "small" })
					})
				]
			}),
			narrow && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
				color: "inherit",
				"aria-label": "Cerrar la búsqueda",
				onClick: () => {
					clear();
					collapse();
				},
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Close_default, {})
			})
		]
	});
}
/** Every cache key of the header search. */
var globalSearchKeys = {
	all: ["global-search"],
	results: (q) => ["global-search", q]
};
/**
* The header search over routes, contents and both libraries (`GET /api/search`), filtered by the server to what the
* user may see. Keeps the previous hits on screen while a refined query loads.
*/
function useGlobalSearch(q) {
	return useQuery({
		queryKey: globalSearchKeys.results(q),
		queryFn: ({ signal }) => apiFetch(`/api/search?${new URLSearchParams({
			q,
			limit: String(20)
		}).toString()}`, {
			schema: globalSearchResultSchema,
			signal
		}),
		placeholderData: keepPreviousData
	});
}
// src/features/global-search/components/search-results.tsx
var RESULTS_TITLE = "Resultado de la búsqueda";
var NO_RESULTS_TEXT = "No se encontraron resultados.";
/** What the live region says once the answer arrives. */
function resultsAnnouncement(total, query) {
	if (total === 0) return `${NO_RESULTS_TEXT} Búsqueda: «${query}».`;
	return `${formatCount(total, "resultado", "resultados")} para «${query}».`;
}
function SearchHitCard({ hit }) {
	const titleId = (0, import_react.useId)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		variant: "outlined",
		component: "article",
		"aria-labelledby": titleId,
		sx: { p: {
			xs: 2,
			sm: 2.5
		} },
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, {
				label: searchKindLabels[hit.kind],
				size: "small",
				variant: "outlined",
				sx: { mb: 1 }
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				id: titleId,
				variant: "h6",
				component: "h2",
				sx: { lineHeight: 1.3 },
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
					component: Link,
					to: hit.href,
					underline: "hover",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HighlightedText, { segments: hit.titleHighlight })
				})
			}),
			hit.routeTitle && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
				variant: "body2",
				sx: { mt: .5 },
				children: ["Ruta: ", hit.routeTitle]
			}),
			hit.snippet.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "body2",
				sx: {
					mt: 1,
					color: "text.secondary"
				},
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HighlightedText, { segments: hit.snippet })
			})
		]
	});
}
/**
* The header search's results, shown in place of the page while the box holds a query. The page stays mounted
* underneath (hidden), so clearing the search returns to it as it was; its tab title comes back too.
*/
function SearchResults({ query }) {
	const search = useGlobalSearch(query);
	const titleId = (0, import_react.useId)();
	const data = search.data;
	const settled = data !== void 0 && !search.isPlaceholderData;
	(0, import_react.useEffect)(() => {
		const previous = document.title;
		document.title = `${RESULTS_TITLE} · ${APP_NAME}`;
		return () => {
			document.title = previous;
		};
	}, []);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "section",
		"aria-labelledby": titleId,
		sx: { maxWidth: 960 },
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				id: titleId,
				variant: "h4",
				component: "h1",
				sx: { mb: 1 },
				children: RESULTS_TITLE
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				role: "status",
				sx: settled && data.total > 0 ? {
					color: "text.secondary",
					mb: 2
				} : visuallyHidden,
				children: settled ? resultsAnnouncement(data.total, query) : search.isFetching ? "Buscando…" : ""
			}),
			search.isError && !data ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadErrorAlert, {
				error: search.error,
				onRetry: () => void search.refetch()
			}) : data && data.items.length === 0 && settled ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
				variant: "outlined",
				sx: { p: {
					xs: 2,
					sm: 3
				} },
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: NO_RESULTS_TEXT }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					variant: "body2",
					sx: {
						mt: 1,
						color: "text.secondary"
					},
					children: "Pruebe con otras palabras o revise la ortografía. Presione Escape para volver a la página."
				})]
			}) : data ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "ul",
				"aria-labelledby": titleId,
				"aria-busy": search.isPlaceholderData,
				sx: {
					listStyle: "none",
					p: 0,
					m: 0,
					display: "grid",
					gap: 2
				},
				children: data.items.map((hit) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchHitCard, { hit }) }, `${hit.kind}-${hit.id}`))
			}) : null
		]
	});
}
// ../../node_modules/@mui/icons-material/QuestionAnswerOutlined.mjs
var QuestionAnswerOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M15 4v7H5.17l-.59.59-.58.58V4zm1-2H3c-.55 0-1 .45-1 1v14l4-4h10c.55 0 1-.45 1-1V3c0-.55-.45-1-1-1m5 4h-2v9H6v2c0 .55.45 1 1 1h11l4 4V7c0-.55-.45-1-1-1" }), "QuestionAnswerOutlined");
// src/features/tutor/components/tutor-button.tsx
var TutorPanel = (0, import_react.lazy)(() => loadChunk(() => import("./tutor-panel-Bsrm7-Ez.js")));
/** The header button that opens the tutor's panel, on every learner page. */
function TutorButton() {
	const [open, setOpen] = (0, import_react.useState)(false);
	const [requested, setRequested] = (0, import_react.useState)(false);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tooltip, {
		title: "Preguntar al tutor",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
			color: "inherit",
			"aria-label": "Preguntar al tutor",
			"aria-haspopup": "dialog",
			onClick: () => {
				setRequested(true);
				setOpen(true);
			},
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QuestionAnswerOutlined_default, {})
		})
	}), requested && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
		fallback: null,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TutorPanel, {
			open,
			onClose: () => setOpen(false)
		})
	})] });
}
// src/app/layouts/learner-layout.tsx
/** The learner area. `children` replaces the routed page (used for the "No autorizado" page). */
function LearnerLayout({ children }) {
	const { pathname } = useLocation();
	const query = useSearchQuery();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AppShell, {
		menu: learnerMenu,
		active: learnerActiveItem(pathname),
		homePath: paths.home(),
		atHome: pathname === paths.home(),
		headerSlot: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(HeaderSearch, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TutorButton, {})] }),
		children: [query && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchResults, { query }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			hidden: Boolean(query),
			children: children ?? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageOutlet, {})
		})]
	});
}
export { LearnerLayout, LearnerLayout as default, Close_default as t };
