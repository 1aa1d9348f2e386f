import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as Alert } from "./Alert-Xs0Ucjpv.js";
import { a as Button, n as Typography, t as Box } from "./Box-BAyYeHPm.js";
import { E as Paper, M as Link, f as formatCount, n as useDeferredQuery, p as formatDate, r as LoadingScreen } from "../entry-server.js";
import { i as favoriteListSchema, n as favoriteKindLabels, r as favoriteKindSchema, t as useToggleFavorite } from "./use-toggle-favorite-5Wl5piJN.js";
import { t as paths } from "./paths-DCx76zJf.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
import { t as LoadErrorAlert } from "./load-error-alert-CIyOwjnD.js";
import { t as PageHeader } from "./page-header-Cld7QmRK.js";
import { n as apiFetch, r as errorMessageFor } from "./api-client-BGybrOBG.js";
import { t as Link$1 } from "./Link-BcQgiOgq.js";
// src/features/favorites/api/favorites.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** Every cache key of the favourites page. */
var favoriteKeys = {
	all: ["favorites"],
	list: () => ["favorites", "list"]
};
/**
* The learner's favourites (`GET /api/favorites`), newest first. Hearts are toggled on other features' pages, whose
* mutations do not know this cache: fetch again on every opening.
*/
function useFavorites() {
	return useDeferredQuery({
		queryKey: favoriteKeys.list(),
		queryFn: ({ signal }) => apiFetch("/api/favorites", {
			schema: favoriteListSchema,
			signal
		}),
		select: (list) => list.items,
		refetchOnMount: "always"
	});
}
/** The favourites list: a heart turned off leaves it (and comes back if the server refuses). */
var favoriteListCache = {
	queryKey: favoriteKeys.list(),
	apply: (queryClient, { kind, targetId, favorite }) => {
		if (favorite) return;
		queryClient.setQueryData(favoriteKeys.list(), (old) => old ? { items: old.items.filter((item) => item.kind !== kind || item.targetId !== targetId) } : old);
	},
	onSaved: (queryClient) => queryClient.invalidateQueries({ refetchType: "none" })
};
/** Removes one favourite: `remove.mutate({ kind, targetId, favorite: false })`. */
function useRemoveFavorite() {
	return useToggleFavorite(favoriteListCache);
}
// src/features/favorites/components/favorite-group.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Marks the remove buttons, so the page can move focus to a neighbour once one leaves. */
var REMOVE_BUTTON_ATTRIBUTE = "data-remove-favorite";
/** One kind of favourite: a heading, then each entry with its link, what it is and a "Quitar" button. */
function FavoriteGroup({ title, entries, onRemove }) {
	const titleId = (0, import_react.useId)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "section",
		"aria-labelledby": titleId,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			id: titleId,
			variant: "h5",
			component: "h2",
			sx: { mb: 2 },
			children: title
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			component: "ul",
			"aria-labelledby": titleId,
			sx: {
				listStyle: "none",
				p: 0,
				m: 0,
				display: "grid",
				gap: 1.5
			},
			children: entries.map((entry) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
				variant: "outlined",
				sx: {
					p: {
						xs: 2,
						sm: 2.5
					},
					display: "flex",
					flexDirection: {
						xs: "column",
						sm: "row"
					},
					alignItems: {
						xs: "flex-start",
						sm: "center"
					},
					gap: 2
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					sx: {
						flexGrow: 1,
						minWidth: 0
					},
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
							variant: "h6",
							component: "h3",
							sx: { lineHeight: 1.3 },
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
								component: Link,
								to: entry.href,
								underline: "hover",
								children: entry.title
							})
						}),
						entry.description && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
							variant: "body2",
							sx: {
								mt: .5,
								color: "text.secondary"
							},
							children: entry.description
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
							variant: "body2",
							sx: {
								mt: .5,
								color: "text.secondary"
							},
							children: `Agregado el ${formatDate(entry.createdAt)}`
						})
					]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					[REMOVE_BUTTON_ATTRIBUTE]: "",
					variant: "outlined",
					color: "secondary",
					"aria-label": `Quitar «${entry.title}» de favoritos`,
					onClick: () => onRemove(entry),
					sx: {
						minHeight: 44,
						flexShrink: 0
					},
					children: "Quitar"
				})]
			}) }, `${entry.kind}-${entry.targetId}`))
		})]
	});
}
// src/features/favorites/components/favorites-page.tsx
var NO_FAVORITES_TEXT = "Aún no tiene favoritos. Marque con el corazón las rutas, los contenidos, los documentos y las normas que quiera tener a mano.";
function EmptyFavorites() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		variant: "outlined",
		sx: {
			p: {
				xs: 2,
				sm: 3
			},
			display: "flex",
			flexDirection: "column",
			alignItems: "flex-start",
			gap: 2
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: NO_FAVORITES_TEXT }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			sx: {
				display: "flex",
				flexWrap: "wrap",
				gap: 1.5
			},
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					component: Link,
					to: paths.routes(),
					variant: "contained",
					sx: { minHeight: 48 },
					children: "Explorar las rutas de aprendizaje"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					component: Link,
					to: paths.documents(),
					variant: "outlined",
					sx: { minHeight: 48 },
					children: "Ir a la biblioteca educativa"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					component: Link,
					to: paths.norms(),
					variant: "outlined",
					sx: { minHeight: 48 },
					children: "Ir a la biblioteca legislativa"
				})
			]
		})]
	});
}
/** `/favoritos`: the learner's favourites grouped by kind (routes, contents, documents, norms), with removal. */
function FavoritesPage() {
	const favorites = useFavorites();
	const remove = useRemoveFavorite();
	const [announcement, setAnnouncement] = (0, import_react.useState)("");
	const contentRef = (0, import_react.useRef)(null);
	const focusIndex = (0, import_react.useRef)(null);
	const items = favorites.data;
	(0, import_react.useEffect)(() => {
		if (focusIndex.current === null || !contentRef.current) return;
		const buttons = contentRef.current.querySelectorAll(`[${REMOVE_BUTTON_ATTRIBUTE}]`);
		const next = buttons[Math.min(focusIndex.current, buttons.length - 1)];
		focusIndex.current = null;
		(next ?? contentRef.current).focus();
	}, [items]);
	const handleRemove = (entry) => {
		const buttons = [...contentRef.current?.querySelectorAll(`[data-remove-favorite]`) ?? []];
		focusIndex.current = Math.max(0, buttons.indexOf(document.activeElement));
		setAnnouncement("");
		remove.mutate({
			kind: entry.kind,
			targetId: entry.targetId,
			favorite: false
		}, { onSuccess: () => setAnnouncement(`Se quitó «${entry.title}» de sus favoritos.`) });
	};
	let body;
	if (items === void 0) body = favorites.isError ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadErrorAlert, {
		error: favorites.error,
		onRetry: () => void favorites.refetch()
	}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadingScreen, {
		fullScreen: false,
		label: "Cargando sus favoritos…"
	});
	else if (items.length === 0) body = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyFavorites, {});
	else body = favoriteKindSchema.options.map((kind) => {
		const entries = items.filter((item) => item.kind === kind);
		return entries.length === 0 ? null : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FavoriteGroup, {
			title: favoriteKindLabels[kind],
			entries,
			onRemove: handleRemove
		}, kind);
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
			title: "Favoritos",
			breadcrumbs: [{
				label: "Inicio",
				to: paths.home()
			}],
			description: items && items.length > 0 ? `Tiene ${formatCount(items.length, "favorito", "favoritos")}, agrupados por tipo.` : "Lo que marcó con el corazón para tenerlo a mano."
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			role: "status",
			sx: { mb: announcement ? 2 : 0 },
			children: announcement
		}),
		remove.isError && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Alert, {
			severity: "error",
			sx: { mb: 2 },
			onClose: () => remove.reset(),
			children: ["No pudimos quitar el favorito. ", errorMessageFor(remove.error)]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			ref: contentRef,
			tabIndex: -1,
			sx: {
				display: "flex",
				flexDirection: "column",
				gap: 4,
				maxWidth: 960,
				outline: "none"
			},
			children: body
		})
	] });
}
// src/app/routes/learner/favorites.tsx
var favorites_default = FavoritesPage;
export { favorites_default as default };
