import { n as __exportAll } from "./rolldown-runtime-DYf_mQCB.js";
import { n as contentItemViewSchema } from "./learning.schemas-V7pymyQA.js";
import { t as queryOptions } from "./queryOptions-C-4jvvEn.js";
import { n as apiFetch } from "./api-client-BGybrOBG.js";
import { n as itemPath, r as routeKeys } from "./query-keys-DxjTLIrA.js";
import { n as useDeferredQuery } from "../entry-server.js";
// src/features/learning-paths/api/get-content-item.ts
var get_content_item_exports = /* @__PURE__ */ __exportAll({ contentItemQueryOptions: () => contentItemQueryOptions });
function contentItemQueryOptions(routeId, itemId) {
	return queryOptions({
		queryKey: routeKeys.item(routeId, itemId),
		queryFn: ({ signal }) => apiFetch(itemPath(routeId, itemId), {
			schema: contentItemViewSchema,
			signal
		}),
		refetchOnWindowFocus: false
	});
}
/** One content item as the player shows it; `403 STEP_LOCKED` while an earlier required item is pending. */
function useContentItem(routeId, itemId) {
	return useDeferredQuery(contentItemQueryOptions(routeId, itemId));
}
export { useContentItem as n, get_content_item_exports as t };
