import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { a as Button, n as Typography, t as Box } from "./Box-BAyYeHPm.js";
import { t as paths } from "./paths-DCx76zJf.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
import { s as createSvgIcon } from "./useSlotProps-DlFLla8-.js";
import { C as formatScore, E as Paper, M as Link, m as formatDateTime, x as formatNumber } from "../entry-server.js";
import { n as correctAnswersText } from "./score-rules-DlGPnvTv.js";
// src/features/evaluations/utils/paths.ts
var evaluationPages = {
	pretest: paths.routePretest,
	test: paths.routeFinalTest
};
/** The pre-test or the final test of a route, optionally for one learner. */
function evaluationPath(routeId, kind, userId) {
	return evaluationPages[kind](routeId, userId);
}
/** The breadcrumb of an evaluation page: home, the routes, then its route. */
function evaluationCrumbs(routeId, routeTitle) {
	return [
		{
			label: "Inicio",
			to: paths.home()
		},
		{
			label: "Rutas de aprendizaje",
			to: paths.routes()
		},
		{
			label: routeTitle,
			to: paths.route(routeId)
		}
	];
}
// src/features/evaluations/components/back-to-route.tsx
var import_jsx_runtime = require_jsx_runtime();
/** "Volver a la ruta", the way out of every evaluation page. */
function BackToRoute({ routeId, variant = "outlined" }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
		component: Link,
		to: paths.route(routeId),
		variant,
		sx: { minHeight: 48 },
		children: "Volver a la ruta"
	});
}
// ../../node_modules/@mui/icons-material/RateReview.mjs
var RateReview_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M20 2H4c-1.1 0-1.99.9-1.99 2L2 22l4-4h14c1.1 0 2-.9 2-2V4c0-1.1-.9-2-2-2M6 14v-2.47l6.88-6.88c.2-.2.51-.2.71 0l1.77 1.77c.2.2.2.51 0 .71L8.47 14zm12 0h-7.5l2-2H18z" }), "RateReview");
// src/features/evaluations/components/session-history.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** "12 de 20 correctas · Puntaje: 55 de 100 · No aprobado", "En curso"… */
function outcomeText(session) {
	if (session.status === "in_progress") return "En curso";
	if (!session.result) return "Terminado";
	const { correctAnswers, itemsAnswered } = session.result;
	const score = `${correctAnswersText(correctAnswers, itemsAnswered)} · Puntaje: ${formatScore(session.result.score)}`;
	if (session.result.passed === null) return `${score} · Diagnóstico`;
	return `${score} · ${session.result.passed ? "Aprobado" : "No aprobado"}`;
}
function SessionEntry({ routeId, session }) {
	const date = session.finishedAt ?? session.startedAt;
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
				component: "h3",
				children: ["Intento ", formatNumber(session.attempt)]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
				sx: { color: "text.secondary" },
				children: [
					session.finishedAt ? "Terminado" : "Iniciado",
					" el ",
					formatDateTime(date)
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				sx: { fontWeight: 600 },
				children: outcomeText(session)
			}),
			session.reviewable && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
				component: Link,
				to: paths.routeReview(routeId, session.id),
				startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RateReview_default, { "aria-hidden": "true" }),
				sx: {
					mt: 1,
					minHeight: 44
				},
				children: ["Revisar las respuestas del intento ", formatNumber(session.attempt)]
			})
		]
	});
}
/**
* Past attempts, newest first. An ended final test links to its review (answers, keys, explanations); a running
* attempt and the prueba inicial do not (ADR 018).
*/
function SessionHistory({ routeId, sessions, emptyText }) {
	const titleId = (0, import_react.useId)();
	const ordered = [...sessions].sort((a, b) => b.attempt - a.attempt);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "section",
		"aria-labelledby": titleId,
		sx: { maxWidth: 880 },
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			id: titleId,
			variant: "h5",
			component: "h2",
			sx: { mb: 2 },
			children: "Historial de intentos"
		}), ordered.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: emptyText }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			component: "ul",
			sx: {
				listStyle: "none",
				p: 0,
				m: 0,
				display: "flex",
				flexDirection: "column",
				gap: 2
			},
			children: ordered.map((session) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SessionEntry, {
				routeId,
				session
			}, session.id))
		})]
	});
}
export { evaluationPath as a, evaluationCrumbs as i, outcomeText as n, BackToRoute as r, SessionHistory as t };
