import { n as __exportAll } from "./rolldown-runtime-DYf_mQCB.js";
import { s as routeDetailSchema } from "./learning.schemas-V7pymyQA.js";
import { t as queryOptions } from "./queryOptions-C-4jvvEn.js";
import { t as useMutation } from "./useMutation-BP5bcImn.js";
import { M as useQueryClient } from "./removable-Zc2XTOpZ.js";
import { n as apiFetch } from "./api-client-BGybrOBG.js";
import { r as routeKeys, t as invalidateRouteProgress } from "./query-keys-DxjTLIrA.js";
import { n as useDeferredQuery } from "../entry-server.js";
// src/features/learning-paths/api/get-route-detail.ts
var get_route_detail_exports = /* @__PURE__ */ __exportAll({ routeDetailQueryOptions: () => routeDetailQueryOptions });
function routeDetailQueryOptions(routeId) {
	return queryOptions({
		queryKey: routeKeys.detail(routeId),
		queryFn: ({ signal }) => apiFetch(`/api/routes/${encodeURIComponent(routeId)}`, {
			schema: routeDetailSchema,
			signal
		})
	});
}
/** A route with its ordered steps and the learner's progress on it. */
function useRouteDetail(routeId) {
	return useDeferredQuery(routeDetailQueryOptions(routeId));
}
/**
* "Empezar la ruta": the explicit action that enrols the learner (viewing never does). Answers with the route as it
* now stands, stored in the cache so the page and the open content know the learner is enrolled.
*/
function useStartRoute(routeId) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: () => apiFetch(`/api/routes/${encodeURIComponent(routeId)}/start`, {
			method: "POST",
			schema: routeDetailSchema
		}),
		onSuccess: (detail) => {
			queryClient.setQueryData(routeKeys.detail(routeId), detail);
			queryClient.invalidateQueries({ queryKey: routeKeys.items() });
			invalidateRouteProgress(queryClient, routeId);
		}
	});
}
export { useRouteDetail as n, useStartRoute as r, get_route_detail_exports as t };
