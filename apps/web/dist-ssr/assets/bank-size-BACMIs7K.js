import { m as object, p as number } from "./api-client-BGybrOBG.js";
// ../../packages/shared/src/evaluations/bank-size.ts
/**
* How big a route's item bank is against what its evaluations need (ADR 034). Only active items count: retired
* ones are never drawn.
*/
var bankSizeSchema = object({
	/** Active items of the route's bank. */
	active: number().int(),
	/** Below this the route cannot be published: the final test's minimum length. */
	minimum: number().int(),
	/** Below this publishing is allowed with a warning: the prueba inicial and three final attempts without repeats. */
	recommended: number().int()
});
var count = (n) => new Intl.NumberFormat("es-CO").format(n);
var questions = (n) => `${count(n)} ${n === 1 ? "pregunta activa" : "preguntas activas"}`;
/** Why the route cannot be published because of its bank, or null when the bank is large enough. */
function bankSizeProblem(size) {
	if (size.active >= size.minimum) return null;
	return `El banco de preguntas tiene ${questions(size.active)} y la evaluación final necesita al menos ${count(size.minimum)}: agregue ${count(size.minimum - size.active)} más antes de publicar.`;
}
/** The warning for a bank that is usable but small enough that learners would meet repeated questions. */
function bankSizeWarning(size) {
	if (size.active < size.minimum || size.active >= size.recommended) return null;
	return `El banco tiene ${questions(size.active)}; para la prueba inicial y tres intentos de la evaluación final sin repetir preguntas se recomiendan al menos ${count(size.recommended)}.`;
}
export { bankSizeSchema as n, bankSizeWarning as r, bankSizeProblem as t };
