import { c as array, l as boolean, m as object, p as number, s as _enum, v as string } from "./api-client-BGybrOBG.js";
import { t as number$1 } from "./coerce-BBCcMy16.js";
// ../../packages/shared/src/search/search.schemas.ts
/** Everything the search index holds. */
var searchKindSchema = _enum([
	"route",
	"item",
	"document",
	"norm"
]);
var searchKindLabels = {
	route: "Ruta de aprendizaje",
	item: "Contenido",
	document: "Biblioteca educativa",
	norm: "Biblioteca legislativa"
};
/**
* Text cut around the match, as segments: `match` marks the words that matched the query. Segments (not HTML)
* let the page render the highlight without injecting markup.
*/
var highlightSchema = array(object({
	text: string(),
	match: boolean()
}));
var searchQueryTextSchema = string().trim().min(2, "Escriba al menos 2 caracteres para buscar.").max(120, "La búsqueda admite hasta 120 caracteres.");
object({
	q: searchQueryTextSchema,
	limit: number$1().int().min(1).max(50).default(20)
});
var searchHitSchema = object({
	kind: searchKindSchema,
	id: string(),
	title: string(),
	/** Title with the matched words marked. */
	titleHighlight: highlightSchema,
	/** A passage of the summary or text around the first match (or its beginning when only the title matched). */
	snippet: highlightSchema,
	/** Path of the web page that opens it. */
	href: string(),
	/** The route a content item belongs to, named beside the result; null for every other kind. */
	routeTitle: string().nullable()
});
var globalSearchResultSchema = object({
	query: string(),
	total: number().int(),
	items: array(searchHitSchema)
});
export { highlightSchema as n, searchKindLabels as r, globalSearchResultSchema as t };
