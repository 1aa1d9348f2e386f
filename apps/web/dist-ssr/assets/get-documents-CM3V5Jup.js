import { a as documentDetailSchema, l as documentListSchema } from "./library.schemas-Ck8F1N4w.js";
import { y as keepPreviousData } from "./removable-Zc2XTOpZ.js";
import { n as apiFetch } from "./api-client-BGybrOBG.js";
import { n as listSearchParams, t as libraryKeys } from "./query-keys-5TkCJ7F2.js";
import { n as useDeferredQuery } from "../entry-server.js";
// src/features/library/api/get-documents.ts
/** A page of the educational library, searched and filtered by the server. */
function useDocuments(query) {
	return useDeferredQuery({
		queryKey: libraryKeys.documentList(query),
		queryFn: ({ signal }) => apiFetch(`/api/library/documents?${listSearchParams(query)}`, {
			schema: documentListSchema,
			signal
		}),
		placeholderData: keepPreviousData
	});
}
function useDocument(id) {
	return useDeferredQuery({
		queryKey: libraryKeys.document(id),
		queryFn: ({ signal }) => apiFetch(`/api/library/documents/${encodeURIComponent(id)}`, {
			schema: documentDetailSchema,
			signal
		})
	});
}
export { useDocuments as n, useDocument as t };
