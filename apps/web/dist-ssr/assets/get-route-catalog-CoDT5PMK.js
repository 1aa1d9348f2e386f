import { n as __exportAll } from "./rolldown-runtime-DYf_mQCB.js";
import { o as routeCatalogSchema } from "./learning.schemas-V7pymyQA.js";
import { y as keepPreviousData } from "./removable-Zc2XTOpZ.js";
import { t as queryOptions } from "./queryOptions-C-4jvvEn.js";
import { n as apiFetch } from "./api-client-BGybrOBG.js";
import { r as routeKeys } from "./query-keys-DxjTLIrA.js";
import { n as useDeferredQuery } from "../entry-server.js";
// src/features/learning-paths/api/get-route-catalog.ts
var get_route_catalog_exports = /* @__PURE__ */ __exportAll({ routeCatalogQueryOptions: () => routeCatalogQueryOptions });
function routeCatalogQueryOptions(filters) {
	return queryOptions({
		queryKey: routeKeys.catalog(filters),
		queryFn: ({ signal }) => {
			const params = new URLSearchParams();
			if (filters.q) params.set("q", filters.q);
			if (filters.category) params.set("category", filters.category);
			const query = params.toString();
			return apiFetch(`/api/routes${query ? `?${query}` : ""}`, {
				schema: routeCatalogSchema,
				signal
			});
		},
		placeholderData: keepPreviousData
	});
}
/** The published routes with the learner's progress, filtered by text and category. */
function useRouteCatalog(filters) {
	return useDeferredQuery(routeCatalogQueryOptions(filters));
}
export { useRouteCatalog as n, get_route_catalog_exports as t };
