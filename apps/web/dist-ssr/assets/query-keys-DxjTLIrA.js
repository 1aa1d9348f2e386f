// src/features/learning-paths/api/query-keys.ts
/** Every cache key of the learner's route pages, so a change in one place refreshes the others. */
var routeKeys = {
	all: ["routes"],
	catalogs: () => ["routes", "catalog"],
	catalog: (filters) => [
		"routes",
		"catalog",
		filters
	],
	detail: (routeId) => [
		"routes",
		"detail",
		routeId
	],
	items: () => ["routes", "item"],
	item: (routeId, itemId) => [
		"routes",
		"item",
		routeId,
		itemId
	]
};
/** The API path of one content item of a route. */
function itemPath(routeId, itemId) {
	return `/api/routes/${encodeURIComponent(routeId)}/items/${encodeURIComponent(itemId)}`;
}
/** After any progress change: the route page and the catalog show percentages derived from it. */
function invalidateRouteProgress(queryClient, routeId) {
	queryClient.invalidateQueries({ queryKey: routeKeys.detail(routeId) });
	queryClient.invalidateQueries({ queryKey: routeKeys.catalogs() });
}
export { itemPath as n, routeKeys as r, invalidateRouteProgress as t };
