import { t as paths } from "./paths-DCx76zJf.js";
import { t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
import { t as libraryKeys } from "./query-keys-5TkCJ7F2.js";
import { t as FavoriteButton } from "./favorite-toggle-button-BdgYXIAe.js";
// src/features/library/api/favorite-cache.ts
/** The hearts of documents and norms: in every list and detail of the library that shows them. */
var libraryFavoriteCache = {
	queryKey: libraryKeys.all,
	apply: (queryClient, { kind, targetId, favorite }) => {
		const lists = kind === "document" ? libraryKeys.documentLists() : libraryKeys.normLists();
		queryClient.setQueriesData({ queryKey: lists }, (old) => old ? {
			...old,
			items: old.items.map((card) => card.id === targetId ? {
				...card,
				favorite
			} : card)
		} : old);
		const detail = kind === "document" ? libraryKeys.document(targetId) : libraryKeys.norm(targetId);
		queryClient.setQueryData(detail, (old) => old ? {
			...old,
			favorite
		} : old);
	}
};
// src/features/library/components/library-favorite-button.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The heart of a document or norm, wired to the library's caches. */
function LibraryFavoriteButton(props) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FavoriteButton, {
		...props,
		cache: libraryFavoriteCache
	});
}
// src/features/library/components/library-pages.ts
/** Titles and breadcrumbs the library pages share; their addresses are in `paths` of `@academia/shared`. */
var LIBRARY_CRUMBS = [{
	label: "Inicio",
	to: paths.home()
}, {
	label: "Bibliotecas",
	to: paths.libraries()
}];
var DOCUMENTS_TITLE = "Biblioteca educativa SST";
var NORMS_TITLE = "Biblioteca legislativa SST";
export { LibraryFavoriteButton as i, LIBRARY_CRUMBS as n, NORMS_TITLE as r, DOCUMENTS_TITLE as t };
