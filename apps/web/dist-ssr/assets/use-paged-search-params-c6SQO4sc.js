import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react } from "./jsx-runtime-DfKd-Gw2.js";
import { R as useSearchParams } from "../entry-server.js";
import { a as PAGE_SIZE_OPTIONS } from "./use-document-title-CDsxsUVm.js";
import { t as useDebouncedValue } from "./use-debounced-value-BNydoRyC.js";
// src/hooks/use-paged-search-params.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
function readPositiveInt(value, fallback) {
	const parsed = Number(value);
	return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}
/**
* The state of a searchable, paginated admin table, kept in the address (`?q=&pagina=&tamano=` plus any filters),
* so it survives a reload and can be shared. The search box updates the address once typing settles, and a new
* search starts again from the first page.
*/
function usePagedSearchParams() {
	const [searchParams, setSearchParams] = useSearchParams();
	const q = searchParams.get("q") ?? "";
	const page = readPositiveInt(searchParams.get("pagina"), 1);
	const rawSize = readPositiveInt(searchParams.get("tamano"), 20);
	const pageSize = PAGE_SIZE_OPTIONS.includes(rawSize) ? rawSize : 20;
	const [search, setSearch] = (0, import_react.useState)(q);
	const debouncedSearch = useDebouncedValue(search.trim(), 300);
	/** Sets or (with null or '') removes address parameters without adding a history entry. */
	const updateParams = (changes) => setSearchParams((current) => {
		const next = new URLSearchParams(current);
		for (const [key, value] of Object.entries(changes)) if (value === null || value === "") next.delete(key);
		else next.set(key, value);
		return next;
	}, { replace: true });
	(0, import_react.useEffect)(() => {
		if (debouncedSearch !== q) updateParams({
			q: debouncedSearch,
			pagina: null
		});
	}, [debouncedSearch]);
	return {
		searchParams,
		q,
		page,
		pageSize,
		search,
		setSearch,
		updateParams
	};
}
export { usePagedSearchParams as t };
