import { n as __exportAll } from "./rolldown-runtime-DYf_mQCB.js";
import { _ as normListSchema, h as normDetailSchema } from "./library.schemas-Ck8F1N4w.js";
import { y as keepPreviousData } from "./removable-Zc2XTOpZ.js";
import { t as queryOptions } from "./queryOptions-C-4jvvEn.js";
import { n as apiFetch } from "./api-client-BGybrOBG.js";
import { n as listSearchParams, t as libraryKeys } from "./query-keys-5TkCJ7F2.js";
import { n as useDeferredQuery } from "../entry-server.js";
// src/features/library/api/get-norms.ts
var get_norms_exports = /* @__PURE__ */ __exportAll({ normListQueryOptions: () => normListQueryOptions });
function normListQueryOptions(query) {
	return queryOptions({
		queryKey: libraryKeys.normList(query),
		queryFn: ({ signal }) => apiFetch(`/api/library/norms?${listSearchParams(query)}`, {
			schema: normListSchema,
			signal
		}),
		placeholderData: keepPreviousData
	});
}
/** A page of the legislative library, searched and filtered by the server. */
function useNorms(query) {
	return useDeferredQuery(normListQueryOptions(query));
}
function useNorm(id) {
	return useDeferredQuery({
		queryKey: libraryKeys.norm(id),
		queryFn: ({ signal }) => apiFetch(`/api/library/norms/${encodeURIComponent(id)}`, {
			schema: normDetailSchema,
			signal
		})
	});
}
export { useNorm as n, useNorms as r, get_norms_exports as t };
