import { t as useMutation } from "./useMutation-BP5bcImn.js";
import { M as useQueryClient } from "./removable-Zc2XTOpZ.js";
import { c as array, l as boolean, m as object, n as apiFetch, s as _enum, v as string } from "./api-client-BGybrOBG.js";
// ../../packages/shared/src/favorites/favorite.schemas.ts
/** What a learner can keep in "Favoritos": routes, content items, educational documents and norms. */
var favoriteKindSchema = _enum([
	"route",
	"item",
	"document",
	"norm"
]);
var favoriteKindLabels = {
	route: "Rutas de aprendizaje",
	item: "Contenidos",
	document: "Documentos de la biblioteca educativa",
	norm: "Normas de la biblioteca legislativa"
};
var favoriteStateSchema = object({ favorite: boolean() });
var favoriteEntrySchema = object({
	kind: favoriteKindSchema,
	targetId: string(),
	title: string(),
	/** One line saying what it is, e.g. the route of a content item or a norm's topic. */
	description: string(),
	/** Path of the web page that opens it. */
	href: string(),
	createdAt: string()
});
/** `GET /api/favorites`: the user's favourites that still exist and they may still see, newest first. */
var favoriteListSchema = object({ items: array(favoriteEntrySchema) });
// src/lib/use-toggle-favorite.ts
/** `PUT` or `DELETE /api/favorites/:kind/:id`; answers with the state the server keeps. */
function saveFavorite({ kind, targetId, favorite }) {
	return apiFetch(`/api/favorites/${kind}/${encodeURIComponent(targetId)}`, {
		method: favorite ? "PUT" : "DELETE",
		schema: favoriteStateSchema
	});
}
/**
* Marks or unmarks a favourite (route, content item, document or norm). The change shows at once in the feature's
* cache; if the server refuses, every cached answer under `cache.queryKey` goes back to what it was. With `scopeId`
* the requests wait for each other, so quick double clicks on one heart reach the server in order.
*/
function useToggleFavorite(cache, scopeId) {
	const queryClient = useQueryClient();
	return useMutation({
		scope: scopeId === void 0 ? void 0 : { id: scopeId },
		mutationFn: saveFavorite,
		onMutate: async (change) => {
			await queryClient.cancelQueries({ queryKey: cache.queryKey });
			const snapshot = queryClient.getQueriesData({ queryKey: cache.queryKey });
			cache.apply(queryClient, change);
			return { snapshot };
		},
		onError: (_error, _change, context) => {
			for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
		},
		onSuccess: (result, change) => {
			cache.apply(queryClient, {
				...change,
				favorite: result.favorite
			});
			return cache.onSaved?.(queryClient);
		}
	});
}
export { favoriteListSchema as i, favoriteKindLabels as n, favoriteKindSchema as r, useToggleFavorite as t };
