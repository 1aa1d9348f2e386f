import { E as Paper, L as useParams, M as Link, c as isApiError, m as formatDateTime, r as LoadingScreen, x as formatNumber } from "../entry-server.js";
import { a as Button, n as Typography, t as Box } from "./Box-BAyYeHPm.js";
import { g as evaluationReviewSchema, m as evaluationKindLabels } from "./evaluation.schemas-ByEms4cT.js";
import { t as LoadErrorAlert } from "./load-error-alert-CIyOwjnD.js";
import { t as PageHeader } from "./page-header-Cld7QmRK.js";
import { t as useQuery } from "./useQuery-CSSMCn8a.js";
import { n as apiFetch } from "./api-client-BGybrOBG.js";
import { c as REVIEW_NOT_FOUND_TEXT, d as evaluationKeys, u as kindInSentence } from "./texts-plYSRgDj.js";
import { a as evaluationPath, i as evaluationCrumbs, n as outcomeText, r as BackToRoute } from "./session-history-DI8DsmOo.js";
import { t as Cancel_default } from "./Cancel-ayUEM6TE.js";
import { t as CheckCircle_default } from "./CheckCircle-C1nxHBpI.js";
import { t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
// src/features/evaluations/api/get-evaluation-review.ts
/**
* The review of an ended session: each answer with the right one and the explanation. 404 for someone else's
* session, 409 `REVIEW_NOT_AVAILABLE` while it runs or for a learner's own pre-test; neither changes on retry.
*/
function useEvaluationReview(sessionId) {
	return useQuery({
		queryKey: evaluationKeys.review(sessionId),
		queryFn: ({ signal }) => apiFetch(`/api/evaluations/${encodeURIComponent(sessionId)}/review`, {
			schema: evaluationReviewSchema,
			signal
		}),
		retry: false
	});
}
// src/features/evaluations/components/answer-feedback.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The texts of some options of an item, in the item's order. */
function optionTexts(item, optionIds) {
	return item.options.filter((option) => optionIds.includes(option.id)).map((option) => option.text);
}
/** "Respuesta correcta: Sí." or "Respuestas correctas: A; B." */
function correctAnswerText(item, feedback) {
	const texts = optionTexts(item, feedback.correctOptionIds);
	return `${texts.length === 1 ? "Respuesta correcta" : "Respuestas correctas"}: ${texts.join("; ")}.`;
}
/** "Correcta" or "Incorrecta" in words with an icon, never by colour alone. */
function CorrectnessLabel({ correct }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "span",
		sx: {
			display: "inline-flex",
			alignItems: "center",
			gap: .5,
			fontWeight: 700,
			color: correct ? "success.dark" : "error.dark"
		},
		children: [correct ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckCircle_default, {
			fontSize: "small",
			"aria-hidden": "true"
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Cancel_default, {
			fontSize: "small",
			"aria-hidden": "true"
		}), correct ? "Correcta" : "Incorrecta"]
	});
}
// src/features/evaluations/components/evaluation-review-page.tsx
function ReviewedAnswerEntry({ answer }) {
	const { item, feedback } = answer;
	const chosen = optionTexts(item, feedback.selectedOptionIds);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		component: "li",
		variant: "outlined",
		sx: { p: {
			xs: 2,
			sm: 3
		} },
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
				variant: "h6",
				component: "h2",
				sx: { fontSize: "1.05rem" },
				children: [
					"Pregunta ",
					formatNumber(answer.position),
					". ",
					item.prompt
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
				variant: "body2",
				sx: {
					color: "text.secondary",
					mb: 1
				},
				children: ["Tema: ", item.topic]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CorrectnessLabel, { correct: feedback.correct }),
				" · Su respuesta: ",
				chosen.length > 0 ? chosen.join("; ") : "—"
			] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: correctAnswerText(item, feedback) }),
			feedback.explanation && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				sx: { mt: 1 },
				children: feedback.explanation
			})
		]
	});
}
function ReviewContent({ review }) {
	const { route, session, learner, readOnly } = review;
	const back = evaluationPath(route.id, session.kind, readOnly ? learner.id : void 0);
	const title = `Revisión del intento ${formatNumber(session.attempt)}${readOnly ? ` de ${learner.nombre}` : ""}`;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
		title,
		breadcrumbs: [...evaluationCrumbs(route.id, route.title), {
			label: evaluationKindLabels[session.kind],
			to: back
		}],
		description: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
			evaluationKindLabels[session.kind],
			" de «",
			route.title,
			"» · ",
			outcomeText(session),
			session.finishedAt && ` · Terminado el ${formatDateTime(session.finishedAt)}`
		] })
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "flex",
			flexDirection: "column",
			gap: 3,
			maxWidth: 880
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: "Cada pregunta con su respuesta, la respuesta correcta y su explicación. La revisión se abre solo cuando la evaluación terminó." }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "ol",
				"aria-label": `Respuestas del intento ${formatNumber(session.attempt)}`,
				sx: {
					listStyle: "none",
					p: 0,
					m: 0,
					display: "flex",
					flexDirection: "column",
					gap: 2
				},
				children: review.answers.map((answer) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReviewedAnswerEntry, { answer }, answer.position))
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					display: "flex",
					flexWrap: "wrap",
					gap: 2
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
					component: Link,
					to: back,
					variant: "contained",
					sx: { minHeight: 48 },
					children: ["Volver a ", kindInSentence(session.kind)]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BackToRoute, { routeId: route.id })]
			})
		]
	})] });
}
/** `/rutas/:idRuta/revision/:idSesion`: an ended session, item by item (ADR 018). */
function EvaluationReviewPage({ routeId, sessionId }) {
	const review = useEvaluationReview(sessionId);
	if (review.data) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReviewContent, { review: review.data });
	if (!review.isError) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadingScreen, {
		fullScreen: false,
		label: "Cargando la revisión…"
	});
	const { error } = review;
	const expected = isApiError(error) ? error.status === 404 ? REVIEW_NOT_FOUND_TEXT : error.code === "REVIEW_NOT_AVAILABLE" ? error.message : null : null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
			title: "Revisión de la evaluación",
			breadcrumbs: evaluationCrumbs(routeId, "Ruta")
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadErrorAlert, {
			error,
			onRetry: () => void review.refetch(),
			expected,
			sx: {
				mb: 3,
				maxWidth: 720
			}
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BackToRoute, { routeId })
	] });
}
// src/app/routes/learner/evaluation-review.tsx
function EvaluationReviewRoute() {
	const { idRuta = "", idSesion = "" } = useParams();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EvaluationReviewPage, {
		routeId: idRuta,
		sessionId: idSesion
	}, idSesion);
}
export { EvaluationReviewRoute as default };
