// src/features/library/api/query-keys.ts
/** Every cache key of the library pages starts with `['library']`, so a favourite can update all copies at once. */
var libraryKeys = {
	all: ["library"],
	documentLists: () => [
		"library",
		"documents",
		"list"
	],
	documentList: (query) => [
		"library",
		"documents",
		"list",
		query
	],
	document: (id) => [
		"library",
		"documents",
		"detail",
		id
	],
	normLists: () => [
		"library",
		"norms",
		"list"
	],
	normList: (query) => [
		"library",
		"norms",
		"list",
		query
	],
	norm: (id) => [
		"library",
		"norms",
		"detail",
		id
	]
};
/** The query string of a list request: only the filters that are set. */
function listSearchParams(query) {
	const params = new URLSearchParams();
	for (const [key, value] of Object.entries(query)) if (value !== void 0 && value !== "") params.set(key, String(value));
	return params.toString();
}
export { listSearchParams as n, libraryKeys as t };
