import { n as __exportAll } from "./rolldown-runtime-DYf_mQCB.js";
import { _ as normListSchema, l as documentListSchema } from "./library.schemas-Ck8F1N4w.js";
import { t as learnerHomeSchema } from "./learner-dashboard.schemas-CK-XiWxi.js";
import { t as queryOptions } from "./queryOptions-C-4jvvEn.js";
import { n as apiFetch } from "./api-client-BGybrOBG.js";
import { n as useDeferredQuery } from "../entry-server.js";
// src/features/home/api/get-learner-home.ts
var get_learner_home_exports = /* @__PURE__ */ __exportAll({ learnerHomeQueryOptions: () => learnerHomeQueryOptions });
/** Every cache key of the home page. */
var homeKeys = {
	all: ["home"],
	dashboard: () => ["home", "dashboard"],
	recentDocuments: () => ["home", "recent-documents"],
	recentNorms: () => ["home", "recent-norms"]
};
/**
* The learner's home data (`GET /api/learner/home`). Progress changes on other features' pages, whose caches this
* feature does not know: fetch again on every opening, unless the answer is only seconds old (fetched while the
* page's script was arriving, see app/prefetch-page-data.ts).
*/
var learnerHomeQueryOptions = queryOptions({
	queryKey: homeKeys.dashboard(),
	queryFn: ({ signal }) => apiFetch("/api/learner/home", {
		schema: learnerHomeSchema,
		signal
	}),
	staleTime: 5e3,
	refetchOnMount: true
});
function useLearnerHome() {
	return useDeferredQuery(learnerHomeQueryOptions);
}
var newest = `sort=newest&pageSize=${String(4)}`;
/** The newest documents of the educational library. */
function useRecentDocuments() {
	return useDeferredQuery({
		queryKey: homeKeys.recentDocuments(),
		queryFn: ({ signal }) => apiFetch(`/api/library/documents?${newest}`, {
			schema: documentListSchema,
			signal
		}),
		select: (list) => list.items
	});
}
/** The newest norms of the legislative library. */
function useRecentNorms() {
	return useDeferredQuery({
		queryKey: homeKeys.recentNorms(),
		queryFn: ({ signal }) => apiFetch(`/api/library/norms?${newest}`, {
			schema: normListSchema,
			signal
		}),
		select: (list) => list.items
	});
}
export { useRecentNorms as i, useLearnerHome as n, useRecentDocuments as r, get_learner_home_exports as t };
