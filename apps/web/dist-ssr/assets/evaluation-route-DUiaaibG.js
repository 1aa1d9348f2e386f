import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { M as useQueryClient } from "./removable-Zc2XTOpZ.js";
import { C as formatScore, E as Paper, L as useParams, M as Link, S as formatPercent, c as isApiError, f as formatCount, g as formatDuration, h as formatDecimal, r as LoadingScreen, v as formatHours, x as formatNumber } from "../entry-server.js";
import { b as startEvaluationResponseSchema, h as evaluationOverviewSchema, m as evaluationKindLabels, p as continueEvaluationResponseSchema, y as masteryLevelLabels } from "./evaluation.schemas-ByEms4cT.js";
import { t as queryOptions } from "./queryOptions-C-4jvvEn.js";
import { t as useQuery } from "./useQuery-CSSMCn8a.js";
import { n as apiFetch, r as errorMessageFor } from "./api-client-BGybrOBG.js";
import { a as PICK_ANSWER_TEXT, d as evaluationKeys, l as ROUTE_NOT_FOUND_TEXT, n as FORBIDDEN_TEXT, o as PRETEST_NO_GRADE_TEXT, r as ITEM_NOT_CURRENT_TEXT, s as READ_ONLY_TEXT, u as kindInSentence } from "./texts-plYSRgDj.js";
import { a as Button, n as Typography, t as Box } from "./Box-BAyYeHPm.js";
import { t as paths } from "./paths-DCx76zJf.js";
import { t as LoadErrorAlert } from "./load-error-alert-CIyOwjnD.js";
import { t as PageHeader } from "./page-header-Cld7QmRK.js";
import { a as evaluationPath, i as evaluationCrumbs, r as BackToRoute, t as SessionHistory } from "./session-history-DI8DsmOo.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
import { t as Alert } from "./Alert-Xs0Ucjpv.js";
import { t as AlertTitle } from "./AlertTitle-CbTyEAE5.js";
import { t as CertificateLinks } from "./certificate-links-Dzci-LgS.js";
import { i as itemRangeText, n as correctAnswersText, r as gainSentence, t as SCORE_EXPLANATION } from "./score-rules-DlGPnvTv.js";
import { t as Replay_default } from "./Replay-C4P_g2ur.js";
import { s as createSvgIcon } from "./useSlotProps-DlFLla8-.js";
import { t as myCertificatesKey } from "./my-certificates-DBEIkUNv.js";
import { t as useMutation } from "./useMutation-BP5bcImn.js";
import { t as Link$1 } from "./Link-BcQgiOgq.js";
import { t as PlayArrow_default } from "./PlayArrow-Dq68kVGI.js";
import { t as AnswerFieldset } from "./answer-fieldset-D3_mfvX4.js";
import { a as TableCell, i as Table, n as TableHead, r as TableBody, t as TableRow } from "./TableRow-CP3jgbZp.js";
import { t as invalidateRouteProgress } from "./query-keys-DxjTLIrA.js";
// src/features/evaluations/api/get-evaluation-overview.ts
function evaluationOverviewQueryOptions(routeId, kind, userId) {
	return queryOptions({
		queryKey: evaluationKeys.overview(routeId, kind, userId),
		queryFn: ({ signal }) => {
			const params = new URLSearchParams({
				routeId,
				kind
			});
			if (userId) params.set("userId", userId);
			return apiFetch(`/api/evaluations/overview?${params.toString()}`, {
				schema: evaluationOverviewSchema,
				signal
			});
		}
	});
}
/**
* What the evaluation page needs before anything starts: whether the learner may start, attempts, and every past
* session with its answers. `403` when a learner asks for someone else's sessions.
*/
function useEvaluationOverview(routeId, kind, userId) {
	return useQuery(evaluationOverviewQueryOptions(routeId, kind, userId));
}
// src/features/evaluations/components/evaluation-error.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* The overview could not load: someone else's evaluation (403, with a link to one's own), an unknown route (404,
* with the list of routes), or anything else ("Reintentar" and back to the route).
*/
function EvaluationError({ routeId, kind, userId, error, retry }) {
	const forbidden = userId !== null && isApiError(error) && error.status === 403;
	const notFound = isApiError(error) && error.status === 404;
	const ownLabel = kind === "test" ? "Ver mi evaluación final" : "Ver mi prueba inicial";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
			title: evaluationKindLabels[kind],
			breadcrumbs: evaluationCrumbs(routeId, "Ruta")
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadErrorAlert, {
			error,
			onRetry: retry,
			expected: forbidden ? FORBIDDEN_TEXT : notFound ? ROUTE_NOT_FOUND_TEXT : null,
			sx: {
				mb: 3,
				maxWidth: 720
			}
		}),
		forbidden ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			component: Link,
			to: evaluationPath(routeId, kind),
			variant: "contained",
			sx: { minHeight: 48 },
			children: ownLabel
		}) : notFound ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			component: Link,
			to: paths.routes(),
			variant: "contained",
			sx: { minHeight: 48 },
			children: "Ver todas las rutas"
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BackToRoute, { routeId })
	] });
}
// src/features/evaluations/utils/format.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** A gain in points as "+45 puntos", "-5 puntos", "0 puntos" or "+1 punto". */
function formatGainPoints(points) {
	const magnitude = formatNumber(Math.abs(points));
	return `${magnitude === "0" ? "" : points > 0 ? "+" : "-"}${magnitude} ${Math.abs(points) === 1 ? "punto" : "puntos"}`;
}
/** "1 pregunta", "12 preguntas". */
function countQuestions(count) {
	return formatCount(count, "pregunta", "preguntas");
}
// src/features/evaluations/components/gain-summary.tsx
/** "Prueba inicial: 40 de 100 · Evaluación final: 85 de 100": both scores, for everyone. */
function gainScoresText(gain) {
	return `Prueba inicial: ${formatNumber(gain.pretestScore)} de 100 · Evaluación final: ${formatNumber(gain.testScore)} de 100`;
}
/** For admins: "Ganancia: +45 puntos (ganancia normalizada 0,75)". */
function adminGainText(gain) {
	const normalized = gain.normalizedGain === null ? "" : ` (ganancia normalizada ${formatDecimal(gain.normalizedGain)})`;
	return `Ganancia: ${formatGainPoints(gain.gain)}${normalized}`;
}
/**
* The learning gain between the prueba inicial and the final test. A learner reads it in points ("Mejoró 45 puntos
* desde su prueba inicial."); the normalised gain and its formula stay on admin pages (ADR 030).
*/
function GainSummary({ gain, forAdmin = false }) {
	const titleId = (0, import_react.useId)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		"aria-labelledby": titleId,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				id: titleId,
				variant: "h6",
				component: "h3",
				sx: { mb: 1 },
				children: "Avance desde la prueba inicial"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				sx: { fontWeight: 600 },
				children: forAdmin ? adminGainText(gain) : gainSentence(gain.gain)
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				sx: { color: "text.secondary" },
				children: gainScoresText(gain)
			}),
			forAdmin && gain.normalizedGain !== null && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "body2",
				sx: {
					mt: .5,
					color: "text.secondary"
				},
				children: "La ganancia normalizada compara lo que mejoró con lo que le faltaba por aprender: (final − inicial) ÷ (100 − inicial); 1 es el máximo."
			})
		]
	});
}
// src/features/evaluations/components/evaluation-read-only.tsx
/** An admin's view of one learner's sessions: nothing can be started or answered. */
function ReadOnlyEvaluation({ overview }) {
	const { kind, route, learner } = overview;
	const used = overview.attemptsAllowed === null ? `${formatNumber(overview.attemptsUsed)} (sin límite)` : `${formatNumber(overview.attemptsUsed)} de ${formatNumber(overview.attemptsAllowed)}`;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
		title: `${evaluationKindLabels[kind]} de ${learner.nombre}`,
		breadcrumbs: evaluationCrumbs(route.id, route.title)
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "flex",
			flexDirection: "column",
			gap: 4,
			maxWidth: 880
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Alert, {
				severity: "info",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertTitle, { children: READ_ONLY_TEXT }),
					"Está viendo los intentos de ",
					learner.nombre,
					" en «",
					route.title,
					"». Desde aquí no se puede empezar ni responder."
				]
			}),
			(kind === "test" || overview.gain || overview.certificateCode) && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
				variant: "outlined",
				sx: {
					p: {
						xs: 2,
						sm: 3
					},
					display: "flex",
					flexDirection: "column",
					gap: 2
				},
				children: [
					kind === "test" && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, { children: ["Intentos usados: ", used] }),
					kind === "test" && overview.gain && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(GainSummary, {
						gain: overview.gain,
						forAdmin: true
					}),
					overview.certificateCode && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CertificateLinks, { code: overview.certificateCode })
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SessionHistory, {
				routeId: route.id,
				sessions: overview.sessions,
				emptyText: `${learner.nombre} todavía no ha presentado ${kindInSentence(kind)}.`
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BackToRoute, { routeId: route.id }) })
		]
	})] });
}
// ../../node_modules/@mui/icons-material/TaskAlt.mjs
var TaskAlt_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M22 5.18 10.59 16.6l-4.24-4.24 1.41-1.41 2.83 2.83 10-10zm-2.21 5.04c.13.57.21 1.17.21 1.78 0 4.42-3.58 8-8 8s-8-3.58-8-8 3.58-8 8-8c1.58 0 3.04.46 4.28 1.25l1.44-1.44C16.1 2.67 14.13 2 12 2 6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10c0-1.19-.22-2.33-.6-3.39z" }), "TaskAlt");
// src/features/evaluations/api/evaluation-session.ts
/** Starts an attempt, or resumes the open one (the server answers with the item that was on screen). */
function useStartEvaluation() {
	return useMutation({ mutationFn: (input) => apiFetch("/api/evaluations/start", {
		method: "POST",
		body: input,
		schema: startEvaluationResponseSchema
	}) });
}
/**
* Sends the answer to the current item. Safe to repeat: for an item already answered the server returns the stored
* outcome, so a retry after a lost answer never counts twice.
*/
function useContinueEvaluation() {
	return useMutation({ mutationFn: ({ sessionId, itemId, answer }) => apiFetch(`/api/evaluations/${encodeURIComponent(sessionId)}/continue`, {
		method: "POST",
		body: {
			itemId,
			answer
		},
		schema: continueEvaluationResponseSchema
	}) });
}
// src/features/evaluations/hooks/use-evaluation-attempt.ts
/**
* Where an answer from the server leads (starting, or after an answer): its next item, the result, or (neither: the
* session closed meanwhile) back to the overview.
*/
function nextPhase(sessionId, next) {
	if (next.item) return {
		name: "question",
		sessionId,
		number: next.progress.answered + 1,
		item: next.item,
		progress: next.progress
	};
	if (next.result) return {
		name: "result",
		result: next.result
	};
	return { name: "overview" };
}
/** "Pregunta 3: respuesta guardada." A new sentence for every answer, so a live region announces each one. */
function recordedText(number) {
	return `Pregunta ${String(number)}: respuesta guardada.`;
}
/**
* One attempt of the learner's own evaluation, in local state: start (or resume), answer one item at a time, and
* on each answer say it was recorded and go straight on to the next item or the result. Nothing tells whether an
* answer was right while the attempt runs (ADR 018): a final test's keys are in its review once it ended. The
* server holds the current item, so nothing is kept in the browser.
*/
function useEvaluationAttempt({ routeId, kind, onFinished }) {
	const queryClient = useQueryClient();
	const start = useStartEvaluation();
	const answer = useContinueEvaluation();
	const [phase, setPhase] = (0, import_react.useState)({ name: "overview" });
	const [notice, setNotice] = (0, import_react.useState)(null);
	const [recorded, setRecorded] = (0, import_react.useState)(null);
	const reloadOverview = () => void queryClient.invalidateQueries({ queryKey: evaluationKeys.overviews() });
	const afterFinish = () => {
		reloadOverview();
		queryClient.invalidateQueries({ queryKey: myCertificatesKey });
		onFinished?.();
	};
	const begin = () => {
		answer.reset();
		setRecorded(null);
		start.mutate({
			routeId,
			kind
		}, {
			onSuccess: (response) => {
				const next = nextPhase(response.sessionId, response);
				setPhase(next);
				if (next.name === "result") afterFinish();
				if (next.name === "overview") reloadOverview();
			},
			onError: reloadOverview
		});
	};
	const submitAnswer = (optionIds) => {
		if (phase.name !== "question") return;
		const { sessionId, item, number } = phase;
		answer.mutate({
			sessionId,
			itemId: item.id,
			answer: optionIds
		}, {
			onSuccess: (response) => {
				if (response.receipt.itemId !== item.id) return;
				const next = nextPhase(sessionId, response);
				setRecorded(recordedText(number));
				setNotice(null);
				setPhase((current) => current.name === "question" && current.item.id === item.id ? next : current);
				if (response.result) afterFinish();
				else if (next.name === "overview") reloadOverview();
			},
			onError: (error) => {
				if (isApiError(error) && error.code === "ITEM_NOT_CURRENT") {
					setNotice(ITEM_NOT_CURRENT_TEXT);
					reloadOverview();
					begin();
				}
			}
		});
	};
	const answerError = phase.name === "question" && answer.isError && answer.variables.itemId === phase.item.id && !(isApiError(answer.error) && answer.error.code === "ITEM_NOT_CURRENT") ? answer.error : null;
	return {
		phase,
		/** Said above the item, e.g. after resuming at another item. */
		notice,
		/** "Pregunta N: respuesta guardada." after the last answer; for a polite live region. */
		recorded,
		starting: start.isPending,
		startError: start.isError ? start.error : null,
		answering: answer.isPending,
		answerError,
		begin,
		submitAnswer
	};
}
// src/features/evaluations/components/attempts-used-up.tsx
/** "comuníquese con Laura Gómez, Responsable SST de su empresa" or with the academy's administrators. */
function whom(contact) {
	return contact.kind === "company_lead" ? `${contact.nombre}, Responsable SST de su empresa` : `los administradores de ${contact.nombre}`;
}
/**
* After the last failed attempt: no "inténtelo de nuevo", but that the attempts are used up and whom to ask for
* another one (their company's Responsable SST, else the academy), who can grant it from the route's enrolments.
*/
function AttemptsUsedUp({ attemptsAllowed, contact }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Alert, {
		severity: "info",
		sx: { flexBasis: "100%" },
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertTitle, {
				component: "h3",
				children: "Usó todos sus intentos"
			}),
			"Ya usó",
			" ",
			attemptsAllowed === 1 ? "el único intento permitido" : `los ${formatNumber(attemptsAllowed)} intentos permitidos`,
			" ",
			"para la evaluación final. Si necesita otro, comuníquese con ",
			whom(contact),
			contact.email && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
				" ",
				"(",
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
					href: `mailto:${contact.email}`,
					children: contact.email
				}),
				")"
			] }),
			", que puede concederle un intento más."
		]
	});
}
/** True when a learner's final test is locked because every attempt was used without passing. */
function attemptsUsedUp(overview) {
	return overview.kind === "test" && !overview.readOnly && !overview.canStart && overview.attemptsAllowed !== null && overview.attemptsUsed >= overview.attemptsAllowed && !overview.sessions.some((session) => session.result?.passed === true);
}
// ../../node_modules/@mui/icons-material/Lock.mjs
var Lock_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M18 8h-1V6c0-2.76-2.24-5-5-5S7 3.24 7 6v2H6c-1.1 0-2 .9-2 2v10c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V10c0-1.1-.9-2-2-2m-6 9c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2m3.1-9H8.9V6c0-1.71 1.39-3.1 3.1-3.1s3.1 1.39 3.1 3.1z" }), "Lock");
// src/features/evaluations/components/evaluation-panel.tsx
/** One outlined region of an evaluation page (the intro, a question, the result, a certificate). */
function EvaluationPanel({ labelledBy, gap, maxWidth, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
		component: "section",
		"aria-labelledby": labelledBy,
		variant: "outlined",
		sx: [{
			p: {
				xs: 2,
				sm: 3
			},
			maxWidth
		}, gap !== void 0 && {
			display: "flex",
			flexDirection: "column",
			gap
		}],
		children
	});
}
/** The `<h2>` of an `EvaluationPanel`. */
function PanelHeading({ id, focusOnMount = false, children }) {
	const ref = (0, import_react.useRef)(null);
	(0, import_react.useEffect)(() => {
		if (focusOnMount) ref.current?.focus();
	}, [focusOnMount]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
		ref,
		id,
		tabIndex: focusOnMount ? -1 : void 0,
		variant: "h5",
		component: "h2",
		sx: {
			outline: "none",
			"&:focus-visible": { textDecoration: "underline" }
		},
		children
	});
}
// src/features/evaluations/components/evaluation-intro.tsx
/** "Intento 2 de 3", "Intento 2 (sin límite de intentos)" or "Usaste 3 de 3 intentos." */
function attemptText(overview, inProgress) {
	const { attemptsAllowed: allowed, attemptsUsed: used } = overview;
	if (inProgress) return allowed === null ? `Intento ${formatNumber(inProgress.attempt)}` : `Intento ${formatNumber(inProgress.attempt)} de ${formatNumber(allowed)}`;
	if (allowed === null) return `Intento ${formatNumber(used + 1)} (sin límite de intentos)`;
	if (used >= allowed) return `Usó ${formatNumber(used)} de ${formatNumber(allowed)} intentos.`;
	return `Intento ${formatNumber(used + 1)} de ${formatNumber(allowed)}`;
}
/**
* How long an attempt of this route is: the server gives the engine's range capped by the route's bank, so a bank
* of 3 items reads "3 preguntas", never "entre 8 y 20". The final test says why some learners get more questions:
* it goes on while their result is close to the pass mark (decision 053).
*/
function adaptiveText(range, kind) {
	if (range.max <= 0) return "Esta ruta todavía no tiene preguntas para la prueba.";
	if (range.min === range.max) return `La prueba tiene ${itemRangeText(range)}, una a la vez.`;
	const adaptive = `La prueba se adapta a sus respuestas: ${itemRangeText(range)}, una a la vez. Termina cuando ya hay suficiente información sobre lo que sabe.`;
	return kind === "test" ? `${adaptive} Si su resultado queda cerca del puntaje mínimo, recibe algunas preguntas más, para decidir con certeza si aprueba.` : adaptive;
}
/** What the evaluation is, whether it can be taken now (and why not), and "Comenzar" or "Continuar". */
/** The recorded study time against the route's stated intensity; the certificate states both (decision 029). */
function studyTimeText(overview) {
	return `Tiempo de estudio registrado en esta ruta: ${formatDuration(overview.route.studySeconds)}, de una intensidad de ${formatHours(overview.route.hours, "long")}. Su certificado indicará los dos datos.`;
}
function EvaluationIntro({ overview, inProgress, lastFailed, starting, startError, onStart }) {
	const titleId = (0, import_react.useId)();
	const isTest = overview.kind === "test";
	const usedUp = attemptsUsedUp(overview);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(EvaluationPanel, {
		labelledBy: titleId,
		gap: 2,
		maxWidth: 880,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PanelHeading, {
				id: titleId,
				children: isTest ? "Sobre la evaluación final" : "Sobre la prueba inicial"
			}),
			isTest ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, { children: [
					"La evaluación final comprueba lo que aprendió en «",
					overview.route.title,
					"». Necesita al menos",
					" ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: formatScore(overview.route.passMark) }),
					" para aprobar; al aprobarla completa la ruta y recibe su certificado. Después de cada respuesta solo se confirma que quedó guardada: las respuestas correctas y sus explicaciones aparecen en la revisión, cuando la evaluación termina."
				] }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: adaptiveText(overview.itemCount, overview.kind) }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: studyTimeText(overview) }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					sx: { fontWeight: 700 },
					children: attemptText(overview, inProgress)
				})
			] }) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, { children: [
				"La prueba inicial es un diagnóstico de lo que ya sabe sobre «",
				overview.route.title,
				"».",
				" ",
				PRETEST_NO_GRADE_TEXT,
				" Se presenta una sola vez y, al terminarla, puede seguir con los contenidos de la ruta."
			] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: adaptiveText(overview.itemCount, overview.kind) })] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "body2",
				sx: { color: "text.secondary" },
				children: "Cada respuesta se guarda al enviarla: si se corta la conexión o cierra la página, puede continuar donde quedó."
			}),
			lastFailed?.result && !inProgress && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, { children: [
				"En su último intento obtuvo",
				" ",
				correctAnswersText(lastFailed.result.correctAnswers, lastFailed.result.itemsAnswered),
				" (puntaje",
				" ",
				formatScore(lastFailed.result.score),
				").",
				" ",
				overview.canStart ? "Revise sus respuestas en el historial antes de volver a intentarlo: la revisión muestra la respuesta correcta y por qué." : "En el historial puede revisar sus respuestas: la revisión muestra la respuesta correcta y por qué."
			] }),
			inProgress && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, { children: [
				"Tiene un intento en curso con ",
				countQuestions(inProgress.answered),
				" ",
				inProgress.answered === 1 ? "respondida" : "respondidas",
				"."
			] }),
			overview.canStart ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "contained",
				size: "large",
				onClick: onStart,
				loading: starting,
				startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PlayArrow_default, { "aria-hidden": "true" }),
				sx: { minHeight: 48 },
				children: inProgress ? "Continuar" : "Comenzar"
			}) }) : usedUp && overview.attemptsAllowed !== null ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AttemptsUsedUp, {
				attemptsAllowed: overview.attemptsAllowed,
				contact: overview.contact
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				severity: "info",
				icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Lock_default, { "aria-hidden": "true" }),
				children: overview.lockedReason ?? "Esta evaluación no está disponible por ahora."
			}),
			startError != null && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				severity: "error",
				children: errorMessageFor(startError)
			})
		]
	});
}
// src/features/evaluations/components/evaluation-question.tsx
/** "Respondidas: 5 (mínimo 8, máximo 20)": the test adapts, so there is no honest percentage to show. */
function progressText({ answered, minItems, maxItems }) {
	return `Respondidas: ${formatNumber(answered)} (mínimo ${formatNumber(minItems)}, máximo ${formatNumber(maxItems)})`;
}
/**
* One adaptive item: its heading (focused when it appears), the prompt as the fieldset's legend, radios or
* checkboxes and "Responder". Once the answer is recorded the next item (or the result) replaces it; no key and no
* right or wrong is shown during an attempt. Mount it keyed by the item's id.
*/
function EvaluationQuestion({ number, item, progress, submitting, error, onAnswer }) {
	const [selected, setSelected] = (0, import_react.useState)([]);
	const [missing, setMissing] = (0, import_react.useState)(false);
	const headingId = (0, import_react.useId)();
	const multiple = item.kind === "multiple";
	const submit = (event) => {
		event.preventDefault();
		if (submitting) return;
		if (selected.length === 0) {
			setMissing(true);
			return;
		}
		onAnswer(item.options.filter((option) => selected.includes(option.id)).map((option) => option.id));
	};
	const choose = (optionIds) => {
		setMissing(false);
		setSelected(optionIds);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(EvaluationPanel, {
		labelledBy: headingId,
		maxWidth: "72ch",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(PanelHeading, {
				id: headingId,
				focusOnMount: true,
				children: ["Pregunta ", formatNumber(number)]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
				variant: "body2",
				sx: {
					color: "text.secondary",
					mt: .5,
					mb: 2
				},
				children: [
					"Tema: ",
					item.topic,
					" · ",
					progressText(progress)
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				component: "form",
				noValidate: true,
				onSubmit: submit,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AnswerFieldset, {
					legend: item.prompt,
					legendSx: {
						mb: 1,
						fontSize: "1.05rem"
					},
					problem: missing ? PICK_ANSWER_TEXT : null,
					disabled: submitting,
					name: `respuesta-${item.id}`,
					options: item.options,
					multiple,
					selected,
					correctOptionIds: null,
					onChange: choose
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					type: "submit",
					variant: "contained",
					size: "large",
					loading: submitting,
					sx: {
						mt: 2,
						minHeight: 48
					},
					children: "Responder"
				})]
			}),
			error != null && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Alert, {
				severity: "error",
				sx: { mt: 2 },
				children: [errorMessageFor(error), " Su selección se conservó: pulse «Responder» para enviarla de nuevo."]
			})
		]
	});
}
// src/features/evaluations/components/mastery-table.tsx
/**
* How the learner did on each topic, with the level in words (Fortaleza, En desarrollo, Brecha, or "Pocas preguntas
* para juzgar"). On a phone the table scrolls inside its own box (focusable, so a keyboard can scroll it) instead
* of pushing the page wider than the screen.
*/
function MasteryTable({ mastery }) {
	const titleId = (0, import_react.useId)();
	const noteId = (0, import_react.useId)();
	if (mastery.length === 0) return null;
	const someTooFew = mastery.some((row) => row.level === "insufficient");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "section",
		"aria-labelledby": titleId,
		sx: {
			minWidth: 0,
			maxWidth: "100%"
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				id: titleId,
				variant: "h6",
				component: "h3",
				sx: { mb: 1 },
				children: "Dominio por tema"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
				variant: "body2",
				id: noteId,
				sx: {
					color: "text.secondary",
					mb: 1
				},
				children: ["Fortaleza desde el 80 % de respuestas correctas; brecha por debajo del 50 %.", someTooFew && ` Con menos de ${formatNumber(3)} preguntas de un tema no hay suficiente información para juzgarlo.`]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				role: "region",
				"aria-labelledby": titleId,
				tabIndex: 0,
				"data-testid": "mastery-scroll",
				sx: {
					overflowX: "auto",
					maxWidth: "100%",
					"&:focus-visible": {
						outline: "2px solid",
						outlineColor: "primary.main"
					}
				},
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table, {
					size: "small",
					"aria-labelledby": titleId,
					"aria-describedby": noteId,
					sx: {
						"& th, & td": { px: {
							xs: .75,
							sm: 2
						} },
						"& th": { fontWeight: 700 }
					},
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableHead, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: "Tema" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
							align: "right",
							children: "Correctas"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
							align: "right",
							children: "Porcentaje"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: "Nivel" })
					] }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableBody, { children: mastery.map((row) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
							component: "th",
							scope: "row",
							sx: {
								fontWeight: 400,
								minWidth: "9rem"
							},
							children: row.topic
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableCell, {
							align: "right",
							sx: { whiteSpace: "nowrap" },
							children: [
								formatNumber(row.correct),
								" de ",
								formatNumber(row.answered)
							]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
							align: "right",
							children: formatPercent(row.percent)
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
							sx: { minWidth: "7rem" },
							children: masteryLevelLabels[row.level]
						})
					] }, row.topic)) })]
				})
			})
		]
	});
}
// src/features/evaluations/components/evaluation-result.tsx
function failedText(passMark, retry) {
	const mark = `La nota mínima es ${formatScore(passMark)}.`;
	return retry === "available" ? `${mark} Repase los temas con brechas antes de volver a intentarlo.` : mark;
}
/**
* The right answers first ("17 de 20 correctas"), then the 0–100 score with one sentence on why they differ; pass
* or fail (final test only), mastery per topic, the gain in points and the certificate.
*/
function EvaluationResultView({ kind, result, focusOnMount = false, retry = "unknown", actions }) {
	const headingId = (0, import_react.useId)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(EvaluationPanel, {
		labelledBy: headingId,
		gap: 3,
		maxWidth: 880,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PanelHeading, {
					id: headingId,
					focusOnMount,
					children: "Resultado"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					sx: {
						mt: 1,
						fontSize: "1.25rem",
						fontWeight: 700
					},
					children: correctAnswersText(result.correctAnswers, result.itemsAnswered)
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
					sx: { fontWeight: 600 },
					children: ["Puntaje: ", formatScore(result.score)]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					variant: "body2",
					sx: { color: "text.secondary" },
					children: SCORE_EXPLANATION
				})
			] }),
			kind === "test" && result.passed !== null ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Alert, {
				role: "status",
				severity: result.passed ? "success" : "warning",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertTitle, { children: result.passed ? "Aprobó la evaluación final" : "Todavía no aprueba la evaluación final" }), result.passed ? `Superó la nota mínima de ${formatScore(result.passMark)}.` : failedText(result.passMark, retry)]
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, { children: [PRETEST_NO_GRADE_TEXT, " Use el dominio por tema para saber en qué enfocarse al estudiar la ruta."] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MasteryTable, { mastery: result.mastery }),
			kind === "test" && result.gain && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(GainSummary, { gain: result.gain }),
			result.certificateCode && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CertificateSection, { code: result.certificateCode }),
			actions && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				sx: {
					display: "flex",
					flexWrap: "wrap",
					gap: 1.5
				},
				children: actions
			})
		]
	});
}
function CertificateSection({ code }) {
	const titleId = (0, import_react.useId)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		"aria-labelledby": titleId,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				id: titleId,
				variant: "h6",
				component: "h3",
				sx: { mb: 1 },
				children: "Su certificado"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				sx: { mb: 1.5 },
				children: "Completó la ruta: su certificado ya está disponible."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CertificateLinks, { code })
		]
	});
}
// src/features/evaluations/components/learner-evaluation.tsx
/** Where the overview leaves the learner: an attempt to resume, a result that ends it, or a failed final test. */
function overviewState({ kind, sessions }) {
	const inProgress = sessions.find((session) => session.status === "in_progress");
	const finished = sessions.filter((session) => session.status === "finished" && session.result).sort((a, b) => b.attempt - a.attempt);
	return {
		inProgress,
		concluded: inProgress ? void 0 : kind === "pretest" ? finished[0] : finished.find((session) => session.result?.passed === true),
		lastFailed: kind === "test" && finished[0]?.result?.passed === false ? finished[0] : void 0
	};
}
/** The learner's own evaluation: intro, one item at a time, the result, and the history. */
function LearnerEvaluation({ overview, fresh, onFinished }) {
	const { kind, route } = overview;
	const attempt = useEvaluationAttempt({
		routeId: route.id,
		kind,
		onFinished
	});
	const { phase, startError } = attempt;
	const header = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
		title: evaluationKindLabels[kind],
		breadcrumbs: evaluationCrumbs(route.id, route.title)
	});
	const history = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SessionHistory, {
		routeId: route.id,
		sessions: overview.sessions,
		emptyText: `Todavía no ha presentado ${kindInSentence(kind)}.`
	});
	const recorded = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		"aria-live": "polite",
		"aria-atomic": "true",
		sx: {
			mb: attempt.recorded ? 2 : 0,
			maxWidth: "72ch"
		},
		children: attempt.recorded && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
			sx: {
				display: "flex",
				alignItems: "center",
				gap: 1,
				fontWeight: 600
			},
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TaskAlt_default, {
				"aria-hidden": "true",
				fontSize: "small"
			}), attempt.recorded]
		})
	});
	if (phase.name === "question") return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		header,
		recorded,
		attempt.notice && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
			severity: "info",
			sx: {
				mb: 2,
				maxWidth: "72ch"
			},
			children: attempt.notice
		}),
		startError !== null && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
			severity: "error",
			sx: {
				mb: 2,
				maxWidth: "72ch"
			},
			children: errorMessageFor(startError)
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(EvaluationQuestion, {
			number: phase.number,
			item: phase.item,
			progress: phase.progress,
			submitting: attempt.answering || attempt.starting,
			error: attempt.answerError,
			onAnswer: attempt.submitAnswer
		}, phase.item.id)
	] });
	if (phase.name === "result") {
		const failed = kind === "test" && phase.result.passed === false;
		const usedUp = fresh && attemptsUsedUp(overview);
		const retry = !fresh ? "unknown" : overview.canStart ? "available" : usedUp ? "used_up" : "unknown";
		return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
			header,
			recorded,
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					display: "flex",
					flexDirection: "column",
					gap: 4
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(EvaluationResultView, {
					kind,
					result: phase.result,
					focusOnMount: true,
					retry,
					actions: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
						failed && fresh && overview.canStart && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							variant: "contained",
							onClick: attempt.begin,
							loading: attempt.starting,
							startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Replay_default, { "aria-hidden": "true" }),
							sx: { minHeight: 48 },
							children: "Intentar de nuevo"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BackToRoute, { routeId: route.id }),
						failed && usedUp && overview.attemptsAllowed !== null && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AttemptsUsedUp, {
							attemptsAllowed: overview.attemptsAllowed,
							contact: overview.contact
						}),
						failed && fresh && !overview.canStart && !usedUp && overview.lockedReason && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
							sx: { flexBasis: "100%" },
							children: overview.lockedReason
						}),
						startError !== null && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
							severity: "error",
							sx: { flexBasis: "100%" },
							children: errorMessageFor(startError)
						})
					] })
				}), history]
			})
		] });
	}
	const { inProgress, concluded, lastFailed } = overviewState(overview);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [header, /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "flex",
			flexDirection: "column",
			gap: 4
		},
		children: [concluded?.result ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EvaluationResultView, {
			kind,
			result: concluded.result,
			actions: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BackToRoute, { routeId: route.id })
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EvaluationIntro, {
			overview,
			inProgress,
			lastFailed,
			starting: attempt.starting,
			startError,
			onStart: attempt.begin
		}), history]
	})] });
}
// src/features/evaluations/components/evaluation-page.tsx
/** `/rutas/:idRuta/pretest/:idUsuario?` and `/rutas/:idRuta/test/:idUsuario?`. */
function EvaluationPage({ routeId, kind, userId, onFinished }) {
	const overview = useEvaluationOverview(routeId, kind, userId);
	const data = overview.data;
	if (data === void 0) {
		if (!overview.isError) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadingScreen, {
			fullScreen: false,
			label: "Cargando la evaluación…"
		});
		return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EvaluationError, {
			routeId,
			kind,
			userId,
			error: overview.error,
			retry: () => void overview.refetch()
		});
	}
	if (data.readOnly) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReadOnlyEvaluation, { overview: data });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LearnerEvaluation, {
		overview: data,
		fresh: !overview.isFetching,
		onFinished
	});
}
// src/app/routes/learner/evaluation-route.tsx
/** Shared by the pre-test and final-test route modules: the evaluation page, wired to the route pages' caches. */
function EvaluationRoute({ kind }) {
	const { idRuta = "", idUsuario = null } = useParams();
	const queryClient = useQueryClient();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EvaluationPage, {
		routeId: idRuta,
		kind,
		userId: idUsuario,
		onFinished: () => invalidateRouteProgress(queryClient, idRuta)
	}, `${idRuta}/${idUsuario ?? ""}`);
}
export { EvaluationRoute as t };
