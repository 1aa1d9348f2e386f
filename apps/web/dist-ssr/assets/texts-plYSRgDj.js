// src/features/evaluations/api/query-keys.ts
/** Every cache key of the evaluation pages and the certificate check (the learner's own list: `lib/my-certificates`). */
var evaluationKeys = {
	all: ["evaluations"],
	overviews: () => ["evaluations", "overview"],
	/** `userId` null: the signed-in learner's own sessions. */
	overview: (routeId, kind, userId) => [
		"evaluations",
		"overview",
		routeId,
		kind,
		userId ?? "me"
	],
	/** The review of one ended session (its keys and explanations). */
	review: (sessionId) => [
		"evaluations",
		"review",
		sessionId
	],
	verification: (code) => [
		"evaluations",
		"verification",
		code
	]
};
// src/features/evaluations/utils/texts.ts
/** Sentences shared by several evaluation pages (and their tests). */
var ROUTE_NOT_FOUND_TEXT = "No encontramos esta ruta.";
var READ_ONLY_TEXT = "Vista de solo lectura";
var FORBIDDEN_TEXT = "No tiene permiso para ver las evaluaciones de otra persona.";
var PRETEST_NO_GRADE_TEXT = "La prueba inicial es diagnóstica: no se aprueba ni se reprueba.";
var CERTIFICATE_DISCLAIMER = "Este certificado es un registro de formación de la Academia SST; no corresponde al curso virtual de 50 horas del SG-SST.";
/** For admins only: learners read the gain in points, never this formula (ADR 030). */
var NORMALIZED_GAIN_TEXT = "La ganancia normalizada compara lo que mejoró con lo que le faltaba por aprender: (final − inicial) ÷ (100 − inicial); 1 es el máximo.";
var ITEM_NOT_CURRENT_TEXT = "Esa pregunta ya no era la actual (quizá respondió en otra pestaña). Seguimos donde quedó.";
var REVIEW_NOT_FOUND_TEXT = "No encontramos esta evaluación.";
var PICK_ANSWER_TEXT = "Elija una respuesta antes de responder.";
/** "la prueba inicial" / "la evaluación final", inside a sentence. */
function kindInSentence(kind) {
	return kind === "test" ? "la evaluación final" : "la prueba inicial";
}
export { PICK_ANSWER_TEXT as a, REVIEW_NOT_FOUND_TEXT as c, evaluationKeys as d, NORMALIZED_GAIN_TEXT as i, ROUTE_NOT_FOUND_TEXT as l, FORBIDDEN_TEXT as n, PRETEST_NO_GRADE_TEXT as o, ITEM_NOT_CURRENT_TEXT as r, READ_ONLY_TEXT as s, CERTIFICATE_DISCLAIMER as t, kindInSentence as u };
