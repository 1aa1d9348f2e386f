import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as paths } from "./paths-DCx76zJf.js";
import { t as Search_default } from "./Search-BTz5Y1Rg.js";
import { n as Typography, t as Box } from "./Box-BAyYeHPm.js";
import { t as InputAdornment } from "./InputAdornment-Bl_DdEem.js";
import { t as LinearProgress } from "./LinearProgress-HmIjUiNo.js";
import { E as Paper, M as Link, R as useSearchParams, f as formatCount, r as LoadingScreen, v as formatHours } from "../entry-server.js";
import { t as TextField } from "./TextField-BMkRww_p.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
import { t as LoadErrorAlert } from "./load-error-alert-CIyOwjnD.js";
import { t as AssignedRoutes } from "./assigned-routes-CcJSIhaU.js";
import { t as PageHeader } from "./page-header-Cld7QmRK.js";
import { t as useDebouncedValue } from "./use-debounced-value-BNydoRyC.js";
import { n as useRouteCatalog } from "./get-route-catalog-CoDT5PMK.js";
import { s as createSvgIcon } from "./useSlotProps-DlFLla8-.js";
import { n as Card, t as CardContent } from "./CardContent-DzIZ6nbd.js";
import { t as Chip } from "./Chip-C9XsaV41.js";
import { t as Link$1 } from "./Link-BcQgiOgq.js";
import { f as routeLevelLabels } from "./route.schemas-C_8Vsxcy.js";
import { l as routeProgressStateLabels } from "./learning.schemas-V7pymyQA.js";
import { t as RouteProgressBar } from "./route-progress-bar-iWyTZhji.js";
import { t as visuallyHidden } from "./visually-hidden-DOAc9otV.js";
import { t as FavoriteButton } from "./favorite-button-CanZfmBN.js";
// ../../node_modules/@mui/icons-material/Route.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var Route_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M19 15.18V7c0-2.21-1.79-4-4-4s-4 1.79-4 4v10c0 1.1-.9 2-2 2s-2-.9-2-2V8.82C8.16 8.4 9 7.3 9 6c0-1.66-1.34-3-3-3S3 4.34 3 6c0 1.3.84 2.4 2 2.82V17c0 2.21 1.79 4 4 4s4-1.79 4-4V7c0-1.1.9-2 2-2s2 .9 2 2v8.18c-1.16.41-2 1.51-2 2.82 0 1.66 1.34 3 3 3s3-1.34 3-3c0-1.3-.84-2.4-2-2.82" }), "Route");
// ../../node_modules/@mui/icons-material/Schedule.mjs
var Schedule_default = createSvgIcon([/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M11.99 2C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8" }, "0"), /*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M12.5 7H11v6l5.25 3.15.75-1.23-4.5-2.67z" }, "1")], "Schedule");
// ../../node_modules/@mui/icons-material/SignalCellularAlt.mjs
var SignalCellularAlt_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M17 4h3v16h-3zM5 14h3v6H5zm6-5h3v11h-3z" }), "SignalCellularAlt");
// src/features/learning-paths/components/route-card.tsx
/** One route in the catalog. The title link covers the whole card, so a click anywhere opens the route. */
function RouteCard({ route }) {
	const titleId = (0, import_react.useId)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
		variant: "outlined",
		sx: {
			height: "100%",
			display: "flex",
			flexDirection: "column",
			position: "relative"
		},
		children: [route.coverUrl ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			component: "img",
			src: route.coverUrl,
			alt: "",
			loading: "lazy",
			sx: {
				display: "block",
				width: "100%",
				aspectRatio: {
					xs: "4 / 1",
					sm: "16 / 9"
				},
				objectFit: "cover"
			}
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			"aria-hidden": "true",
			sx: {
				aspectRatio: "16 / 9",
				display: {
					xs: "none",
					sm: "flex"
				},
				alignItems: "center",
				justifyContent: "center",
				bgcolor: "rgba(11, 110, 79, 0.08)",
				color: "primary.main"
			},
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Route_default, { sx: { fontSize: 56 } })
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardContent, {
			sx: {
				flexGrow: 1,
				display: "flex",
				flexDirection: "column",
				gap: 1.5
			},
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					sx: {
						display: "flex",
						alignItems: "flex-start",
						gap: 1
					},
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						variant: "h6",
						component: "h2",
						id: titleId,
						sx: {
							lineHeight: 1.3,
							flexGrow: 1,
							minWidth: 0,
							pt: 1
						},
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
							component: Link,
							to: paths.route(route.id),
							underline: "hover",
							color: "inherit",
							sx: {
								"&::after": {
									content: "\"\"",
									position: "absolute",
									inset: 0,
									borderRadius: 1
								},
								"&:focus-visible": { outline: "none" },
								"&:focus-visible::after": {
									outline: "3px solid",
									outlineColor: "primary.main",
									outlineOffset: -3
								}
							},
							children: route.title
						})
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						sx: {
							flexShrink: 0,
							mt: -.5,
							mr: -1
						},
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FavoriteButton, {
							kind: "route",
							targetId: route.id,
							favorite: route.favorite,
							describedBy: titleId
						})
					})]
				}),
				route.summary && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					sx: { color: "text.secondary" },
					children: route.summary
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					component: "ul",
					sx: {
						listStyle: "none",
						p: 0,
						m: 0,
						display: "flex",
						flexWrap: "wrap",
						alignItems: "center",
						gap: 1.5
					},
					children: [
						route.category && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
							component: "span",
							sx: visuallyHidden,
							children: "Categoría:"
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, {
							size: "small",
							label: route.category,
							component: "span"
						})] }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
							component: "li",
							sx: {
								display: "flex",
								alignItems: "center",
								gap: .5
							},
							children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Schedule_default, {
									fontSize: "small",
									"aria-hidden": "true"
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
									component: "span",
									sx: visuallyHidden,
									children: "Duración estimada:"
								}),
								formatHours(route.hours)
							]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
							component: "li",
							sx: {
								display: "flex",
								alignItems: "center",
								gap: .5
							},
							children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SignalCellularAlt_default, {
									fontSize: "small",
									"aria-hidden": "true"
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
									component: "span",
									sx: visuallyHidden,
									children: "Nivel:"
								}),
								routeLevelLabels[route.level]
							]
						})
					]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					sx: {
						mt: "auto",
						pt: 1
					},
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RouteProgressBar, {
						title: route.title,
						percent: route.progress?.percent ?? 0,
						caption: routeProgressStateLabels[route.progress?.state ?? "not_started"]
					})
				})
			]
		})]
	});
}
/** `/rutas`: the published routes as cards. Search and category live in the URL so reload and back keep them. */
function RoutesPage() {
	const [searchParams, setSearchParams] = useSearchParams();
	const q = searchParams.get("q") ?? "";
	const category = searchParams.get("categoria") ?? "";
	const [search, setSearch] = (0, import_react.useState)(q);
	const [seenQ, setSeenQ] = (0, import_react.useState)(q);
	if (q !== seenQ) {
		setSeenQ(q);
		if (q !== search.trim()) setSearch(q);
	}
	const debouncedSearch = useDebouncedValue(search.trim(), 300);
	const updateParams = (changes) => setSearchParams((current) => {
		const next = new URLSearchParams(current);
		for (const [key, value] of Object.entries(changes)) if (value) next.set(key, value);
		else next.delete(key);
		return next;
	}, { replace: true });
	(0, import_react.useEffect)(() => {
		if (debouncedSearch !== q) updateParams({ q: debouncedSearch });
	}, [debouncedSearch]);
	const catalog = useRouteCatalog({
		q,
		category
	});
	const categories = catalog.data?.categories ?? [];
	const categoryOptions = category && !categories.includes(category) ? [category, ...categories] : categories;
	const items = catalog.data?.items;
	const filtered = Boolean(q || category);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
			title: "Rutas de aprendizaje",
			breadcrumbs: [{
				label: "Inicio",
				to: paths.home()
			}],
			description: "Elija una ruta y avance a su ritmo: cada una reúne lecturas, videos, documentos y repasos cortos."
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AssignedRoutes, {}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
			variant: "outlined",
			role: "search",
			"aria-label": "Filtrar rutas",
			sx: {
				p: 2,
				mb: 3,
				display: "flex",
				flexWrap: "wrap",
				gap: 2
			},
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
				id: "routes-search",
				label: "Buscar rutas",
				placeholder: "Título o tema",
				type: "search",
				value: search,
				onChange: (event) => setSearch(event.target.value),
				sx: {
					flex: "1 1 260px",
					maxWidth: { sm: 420 }
				},
				slotProps: { input: { startAdornment: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(InputAdornment, {
					position: "start",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Search_default, { "aria-hidden": "true" })
				}) } }
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TextField, {
				id: "routes-category",
				select: true,
				label: "Categoría",
				value: category,
				onChange: (event) => updateParams({ categoria: event.target.value }),
				sx: {
					flex: "1 1 200px",
					maxWidth: { sm: 280 }
				},
				slotProps: {
					select: { native: true },
					inputLabel: { shrink: true }
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
					value: "",
					children: "Todas"
				}), categoryOptions.map((name) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
					value: name,
					children: name
				}, name))]
			})]
		}),
		catalog.isFetching && !catalog.isPending && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LinearProgress, {
			"aria-label": "Actualizando resultados",
			sx: { mb: 1 }
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			"aria-live": "polite",
			"aria-atomic": "true",
			children: [items && items.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				sx: {
					mb: 2,
					fontWeight: 600
				},
				children: formatCount(items.length, "ruta", "rutas")
			}), items && items.length === 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
				variant: "outlined",
				sx: {
					p: {
						xs: 3,
						md: 5
					},
					textAlign: "center"
				},
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: filtered ? "No hay rutas que coincidan con su búsqueda." : "Todavía no hay rutas publicadas." })
			})]
		}),
		catalog.isPending && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadingScreen, {
			fullScreen: false,
			label: "Cargando rutas…"
		}),
		catalog.isError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadErrorAlert, {
			error: catalog.error,
			onRetry: () => void catalog.refetch(),
			sx: { mb: 2 }
		}),
		items && items.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
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
					sm: "repeat(2, minmax(0, 1fr))",
					lg: "repeat(3, minmax(0, 1fr))"
				}
			},
			children: items.map((route) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RouteCard, { route }) }, route.id))
		})
	] });
}
// src/app/routes/learner/routes.tsx
var routes_default = RoutesPage;
export { routes_default as default };
