// ../../packages/shared/src/evaluations/score-rules.ts
var wholeFormat;
function formatWhole(n) {
	wholeFormat ??= new Intl.NumberFormat("es-CO", { maximumFractionDigits: 0 });
	return wholeFormat.format(n);
}
/** "17 de 20 correctas", "1 de 1 correcta": what a person counts first. */
function correctAnswersText(correct, answered) {
	return `${formatWhole(correct)} de ${formatWhole(answered)} ${answered === 1 ? "correcta" : "correctas"}`;
}
/** The one plain sentence that explains why the score is not the share of right answers. */
var SCORE_EXPLANATION = "El puntaje va de 0 a 100 y las preguntas más difíciles cuentan más, por eso no es igual al porcentaje de respuestas correctas.";
/**
* The learner's gain in words (usted): "Mejoró 90 puntos desde su prueba inicial.", "Obtuvo el mismo puntaje que en
* su prueba inicial." or "Obtuvo 5 puntos menos que en su prueba inicial." The normalised gain is for admins only.
*/
function gainSentence(points) {
	const amount = `${formatWhole(Math.abs(points))} ${Math.abs(points) === 1 ? "punto" : "puntos"}`;
	if (points > 0) return `Mejoró ${amount} desde su prueba inicial.`;
	if (points < 0) return `Obtuvo ${amount} menos que en su prueba inicial.`;
	return "Obtuvo el mismo puntaje que en su prueba inicial.";
}
/** "entre 8 y 20 preguntas", "3 preguntas" (when min = max), for the test's introduction. */
function itemRangeText(range) {
	if (range.min === range.max) return `${formatWhole(range.max)} ${range.max === 1 ? "pregunta" : "preguntas"}`;
	return `entre ${formatWhole(range.min)} y ${formatWhole(range.max)} preguntas`;
}
export { itemRangeText as i, correctAnswersText as n, gainSentence as r, SCORE_EXPLANATION as t };
