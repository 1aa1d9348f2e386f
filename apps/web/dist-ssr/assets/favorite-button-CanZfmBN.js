import { t as FavoriteButton$1 } from "./favorite-toggle-button-BdgYXIAe.js";
import { r as routeKeys } from "./query-keys-DxjTLIrA.js";
import { t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
// src/features/learning-paths/api/favorite-cache.ts
/** The hearts of routes and content items: in the catalog, a route's page and a content page. */
var routeFavoriteCache = {
	queryKey: routeKeys.all,
	apply: (queryClient, { kind, targetId, favorite }) => {
		if (kind === "route") {
			queryClient.setQueriesData({ queryKey: routeKeys.catalogs() }, (old) => old ? {
				...old,
				items: old.items.map((card) => card.id === targetId ? {
					...card,
					favorite
				} : card)
			} : old);
			queryClient.setQueryData(routeKeys.detail(targetId), (old) => old ? {
				...old,
				favorite
			} : old);
		} else queryClient.setQueriesData({ queryKey: routeKeys.items() }, (old) => old && old.id === targetId ? {
			...old,
			favorite
		} : old);
	}
};
// src/features/learning-paths/components/favorite-button.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The heart of a route or content item, wired to this feature's caches. */
function FavoriteButton(props) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FavoriteButton$1, {
		...props,
		cache: routeFavoriteCache
	});
}
export { FavoriteButton as t };
