import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { L as useParams, M as Link, S as formatPercent, b as formatMinutes, c as isApiError, r as LoadingScreen } from "../entry-server.js";
import { t as Alert } from "./Alert-Xs0Ucjpv.js";
import { a as Button, n as Typography, t as Box } from "./Box-BAyYeHPm.js";
import { s as itemKindLabels } from "./route.schemas-C_8Vsxcy.js";
import { a as quizStateSchema, i as lockedStepDetailsSchema, r as itemProgressSchema } from "./learning.schemas-V7pymyQA.js";
import { t as paths } from "./paths-DCx76zJf.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
import { t as LoadErrorAlert } from "./load-error-alert-CIyOwjnD.js";
import { t as PageHeader } from "./page-header-Cld7QmRK.js";
import { n as apiFetch, r as errorMessageFor } from "./api-client-BGybrOBG.js";
import { n as useContentItem } from "./get-content-item-CgRKyrI2.js";
import { r as useStartRoute } from "./get-route-detail-DtpAS1CL.js";
import { M as useQueryClient } from "./removable-Zc2XTOpZ.js";
import { n as itemPath, r as routeKeys, t as invalidateRouteProgress } from "./query-keys-DxjTLIrA.js";
import { a as ItemActions, o as continueLabel, r as BACK_TO_ROUTE, t as StepIcon } from "./step-icon-ktn4dPQi.js";
import { t as FavoriteButton } from "./favorite-button-CanZfmBN.js";
import { t as ExternalLinkButton } from "./external-link-button-_GgQd5lp.js";
import { t as Download_default } from "./Download-D-G5LuNo.js";
import { t as Replay_default } from "./Replay-C4P_g2ur.js";
import { t as AlertTitle } from "./AlertTitle-CbTyEAE5.js";
import { t as useMutation } from "./useMutation-BP5bcImn.js";
import { t as AnswerFieldset } from "./answer-fieldset-D3_mfvX4.js";
import { t as RichText } from "./rich-text-CyI6c1jX.js";
// src/features/learning-paths/api/record-progress.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* Returns a function that reports time spent and position on an item. It never throws: a lost report is harmless,
* because the next one carries the time and the server caps every delta by the time really elapsed.
*/
function useSendProgress(routeId, itemId) {
	const queryClient = useQueryClient();
	return (0, import_react.useCallback)(async (input, { keepalive = false } = {}) => {
		try {
			const progress = await apiFetch(`${itemPath(routeId, itemId)}/progress`, {
				method: "POST",
				body: input,
				schema: itemProgressSchema,
				keepalive
			});
			let completedNow = false;
			queryClient.setQueryData(routeKeys.item(routeId, itemId), (old) => {
				completedNow = Boolean(old && old.progress.completedAt === null && progress.completedAt !== null);
				return old ? {
					...old,
					progress
				} : old;
			});
			if (completedNow) queryClient.invalidateQueries({ queryKey: routeKeys.item(routeId, itemId) });
			invalidateRouteProgress(queryClient, routeId);
		} catch {}
	}, [
		queryClient,
		routeId,
		itemId
	]);
}
// src/features/learning-paths/hooks/use-progress-reporter.ts
/** Every this often, while the page is visible, the player reports time spent and position. */
var HEARTBEAT_MS = 15e3;
/** The most a single report may claim (the API's limit); the rest waits for the next report. */
var MAX_DELTA_SECONDS = 600;
/**
* Reports the learner's time on an item: `{secondsDelta: 0}` on opening, then every 15 s while the page is
* visible, when the tab is hidden and when the learner leaves (a keepalive request, so it survives the page). Only
* visible time counts. Returns a function to report at once (a video paused or ended).
*/
function useProgressReporter({ routeId, itemId, enabled, positionRef }) {
	const send = useSendProgress(routeId, itemId);
	const reportRef = (0, import_react.useRef)(null);
	(0, import_react.useEffect)(() => {
		if (!enabled) return;
		let visibleSince = document.visibilityState === "hidden" ? null : Date.now();
		let pendingMs = 0;
		const takeSeconds = () => {
			const now = Date.now();
			if (visibleSince !== null) {
				pendingMs += now - visibleSince;
				visibleSince = now;
			}
			const seconds = Math.min(Math.floor(pendingMs / 1e3), MAX_DELTA_SECONDS);
			pendingMs -= seconds * 1e3;
			return seconds;
		};
		const report = (keepalive = false) => {
			const secondsDelta = takeSeconds();
			send({
				secondsDelta,
				...positionRef.current?.()
			}, { keepalive });
		};
		send({ secondsDelta: 0 });
		reportRef.current = report;
		const timer = setInterval(() => {
			if (document.visibilityState !== "hidden") report();
		}, HEARTBEAT_MS);
		const onVisibilityChange = () => {
			if (document.visibilityState === "hidden") {
				report(true);
				visibleSince = null;
			} else visibleSince = Date.now();
		};
		document.addEventListener("visibilitychange", onVisibilityChange);
		return () => {
			clearInterval(timer);
			document.removeEventListener("visibilitychange", onVisibilityChange);
			reportRef.current = null;
			report(true);
		};
	}, [
		enabled,
		send,
		positionRef
	]);
	return (0, import_react.useCallback)(() => reportRef.current?.(), []);
}
// src/features/learning-paths/components/link-content.tsx
var import_jsx_runtime = require_jsx_runtime();
function hostOf(url) {
	try {
		return new URL(url).host;
	} catch {
		return null;
	}
}
/** An external resource (the page header already describes it): where it goes and a clear way to open it. */
function LinkContent({ url }) {
	const host = hostOf(url);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "flex",
			flexDirection: "column",
			gap: 2,
			alignItems: "flex-start",
			maxWidth: "72ch"
		},
		children: [host && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
			sx: { color: "text.secondary" },
			children: ["Sitio: ", host]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ExternalLinkButton, {
			href: url,
			variant: "contained",
			size: "large",
			children: "Abrir enlace"
		})]
	});
}
// src/features/learning-paths/components/pdf-content.tsx
/** The PDF in the browser's own viewer, plus a download for phones that cannot show it inline. */
function PdfContent({ pdf }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "flex",
			flexDirection: "column",
			gap: 2,
			alignItems: "flex-start"
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			component: "iframe",
			title: `Documento: ${pdf.name}`,
			src: pdf.src,
			sx: {
				width: "100%",
				height: "70vh",
				border: 1,
				borderColor: "divider",
				borderRadius: 1
			}
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			component: "a",
			href: pdf.downloadUrl,
			download: pdf.name,
			variant: "outlined",
			startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Download_default, { "aria-hidden": "true" }),
			sx: { minHeight: 44 },
			children: "Descargar PDF"
		})]
	});
}
// src/features/learning-paths/api/quiz.ts
function useStoreQuizState(routeId, itemId) {
	const queryClient = useQueryClient();
	return (quiz) => {
		queryClient.setQueryData(routeKeys.item(routeId, itemId), (old) => old ? {
			...old,
			quiz
		} : old);
		if (quiz.passed) {
			queryClient.invalidateQueries({ queryKey: routeKeys.item(routeId, itemId) });
			invalidateRouteProgress(queryClient, routeId);
		}
	};
}
/** Checks one answer; the server answers with feedback for it (and the score once every question is answered). */
function useAnswerQuiz(routeId, itemId) {
	const store = useStoreQuizState(routeId, itemId);
	return useMutation({
		mutationFn: (input) => apiFetch(`${itemPath(routeId, itemId)}/quiz/answers`, {
			method: "POST",
			body: input,
			schema: quizStateSchema
		}),
		onSuccess: store
	});
}
/** Starts a new attempt with every question unanswered. */
function useRestartQuiz(routeId, itemId) {
	const store = useStoreQuizState(routeId, itemId);
	return useMutation({
		mutationFn: () => apiFetch(`${itemPath(routeId, itemId)}/quiz/restart`, {
			method: "POST",
			schema: quizStateSchema
		}),
		onSuccess: store
	});
}
// src/features/learning-paths/components/quiz-question.tsx
var PICK_ONE_TEXT = "Elija al menos una opción antes de comprobar.";
/** One question as a fieldset: radios for one answer, checkboxes for several, then immediate feedback. */
function QuizQuestion({ number, question, feedback, checking, error, readOnly, onCheck }) {
	const [selected, setSelected] = (0, import_react.useState)([]);
	const [missing, setMissing] = (0, import_react.useState)(false);
	const feedbackRef = (0, import_react.useRef)(null);
	const checkedHere = (0, import_react.useRef)(false);
	const answered = feedback !== void 0;
	const chosen = feedback?.selectedOptionIds ?? selected;
	(0, import_react.useEffect)(() => {
		if (feedback && checkedHere.current) {
			checkedHere.current = false;
			feedbackRef.current?.focus();
		}
	}, [feedback]);
	const check = () => {
		if (selected.length === 0) {
			setMissing(true);
			return;
		}
		checkedHere.current = true;
		onCheck(selected);
	};
	const choose = (optionIds) => {
		setMissing(false);
		setSelected(optionIds);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AnswerFieldset, {
		legend: `${number}. ${question.prompt}`,
		legendSx: { px: .5 },
		problem: missing ? PICK_ONE_TEXT : null,
		disabled: answered,
		name: `pregunta-${question.id}`,
		options: question.options,
		multiple: question.multiple,
		selected: chosen,
		correctOptionIds: feedback?.correctOptionIds ?? null,
		onChange: choose,
		sx: {
			p: {
				xs: 2,
				sm: 3
			},
			border: 1,
			borderColor: "divider",
			borderRadius: 1
		},
		children: [
			!answered && !readOnly && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "outlined",
				onClick: check,
				loading: checking,
				sx: {
					mt: 1,
					minHeight: 44,
					alignSelf: "flex-start"
				},
				children: "Comprobar"
			}),
			!answered && error != null && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				severity: "error",
				sx: { mt: 2 },
				children: errorMessageFor(error)
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				"aria-live": "polite",
				children: feedback && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Alert, {
					ref: feedbackRef,
					tabIndex: -1,
					severity: feedback.correct ? "success" : "error",
					sx: { mt: 2 },
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
							component: "span",
							sx: { fontWeight: 700 },
							children: feedback.correct ? "¡Correcto!" : "Incorrecto."
						}),
						" ",
						feedback.explanation
					]
				})
			})
		]
	});
}
// src/features/learning-paths/components/quiz-content.tsx
/** The score of a finished attempt, with a new attempt on offer. */
function QuizScore({ quiz, onRestart, restarting }) {
	const score = quiz.score ?? 0;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Alert, {
		severity: quiz.passed ? "success" : "warning",
		sx: { mt: 3 },
		action: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			color: "inherit",
			onClick: onRestart,
			loading: restarting,
			startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Replay_default, { "aria-hidden": "true" }),
			sx: { minHeight: 44 },
			children: "Intentar de nuevo"
		}),
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertTitle, { children: quiz.passed ? "Aprobó el repaso" : "Todavía no aprueba el repaso" }),
			"Obtuvo ",
			formatPercent(score),
			" (mínimo ",
			formatPercent(quiz.passMark),
			").",
			!quiz.passed && " Lea las explicaciones e inténtelo de nuevo: las preguntas y las opciones cambian de orden."
		]
	});
}
/** A review ("Repaso"): every question listed, each checked on its own; the score appears once all are answered. */
function QuizContent({ routeId, itemId, quiz, preview }) {
	const answer = useAnswerQuiz(routeId, itemId);
	const restart = useRestartQuiz(routeId, itemId);
	const feedback = new Map(quiz.answered.map((entry) => [entry.questionId, entry]));
	const answeredCount = quiz.answered.length;
	const total = quiz.questions.length;
	const attemptRef = (0, import_react.useRef)(null);
	const startAgain = () => restart.mutate(void 0, { onSuccess: () => attemptRef.current?.focus() });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: { maxWidth: "72ch" },
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
				sx: { mb: 1 },
				children: [
					preview ? "En la vista previa se ven las preguntas, pero las respuestas no se envían." : "Responda cada pregunta y pulse «Comprobar» para ver si acertó.",
					" ",
					"Se necesita ",
					formatPercent(quiz.passMark),
					" para aprobar."
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
				ref: attemptRef,
				tabIndex: -1,
				variant: "body2",
				sx: {
					color: "text.secondary",
					mb: 2
				},
				children: [
					"Intento ",
					quiz.attempt,
					" · ",
					answeredCount,
					" de ",
					total,
					" preguntas respondidas"
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "ol",
				sx: {
					listStyle: "none",
					p: 0,
					m: 0,
					display: "flex",
					flexDirection: "column",
					gap: 2
				},
				children: quiz.questions.map((question, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QuizQuestion, {
					number: index + 1,
					question,
					feedback: feedback.get(question.id),
					checking: answer.isPending && answer.variables.questionId === question.id,
					error: answer.isError && answer.variables.questionId === question.id ? answer.error : null,
					readOnly: preview,
					onCheck: (optionIds) => answer.mutate({
						questionId: question.id,
						optionIds
					})
				}) }, `${quiz.attempt}-${question.id}`))
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				"aria-live": "polite",
				children: quiz.score !== null && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QuizScore, {
					quiz,
					onRestart: startAgain,
					restarting: restart.isPending
				})
			}),
			restart.isError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				severity: "error",
				sx: { mt: 2 },
				children: errorMessageFor(restart.error)
			})
		]
	});
}
// src/features/learning-paths/components/text-content.tsx
function scrollableHeight() {
	return document.documentElement.scrollHeight - window.innerHeight;
}
/** A reading: the server's HTML with readable typography, reopened where the learner left it. */
function TextContent({ html, initialFraction, positionRef }) {
	(0, import_react.useEffect)(() => {
		let fraction;
		let frame = 0;
		const measure = () => {
			const max = scrollableHeight();
			fraction = max > 0 ? Math.min(1, Math.max(0, window.scrollY / max)) : void 0;
		};
		const onScroll = () => {
			cancelAnimationFrame(frame);
			frame = requestAnimationFrame(measure);
		};
		const restore = requestAnimationFrame(() => {
			const max = scrollableHeight();
			if (initialFraction > 0 && max > 0) window.scrollTo({ top: initialFraction * max });
			measure();
			window.addEventListener("scroll", onScroll, { passive: true });
			positionRef.current = () => fraction === void 0 ? void 0 : { position: fraction };
		});
		return () => {
			cancelAnimationFrame(restore);
			cancelAnimationFrame(frame);
			window.removeEventListener("scroll", onScroll);
		};
	}, []);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RichText, { html });
}
// src/features/learning-paths/components/video-content.tsx
/** A jump forward of more than this (seconds) past the furthest point watched is a skip, not playback. */
var SKIP_TOLERANCE_S = 3;
function UploadedVideo({ video, startAt, watched, positionRef, onPause }) {
	const playback = (0, import_react.useRef)({
		ready: false,
		current: startAt,
		furthest: Math.max(watched, startAt),
		duration: 0
	});
	(0, import_react.useEffect)(() => {
		positionRef.current = () => {
			const { ready, current, furthest, duration } = playback.current;
			if (!ready) return void 0;
			return {
				position: Math.min(current, furthest),
				...duration > 0 ? { duration } : {}
			};
		};
	}, [positionRef]);
	const onLoadedMetadata = (event) => {
		const element = event.currentTarget;
		const duration = Number.isFinite(element.duration) ? element.duration : 0;
		if (startAt > 0 && (duration === 0 || startAt < duration - 1)) element.currentTime = startAt;
		playback.current = {
			...playback.current,
			ready: true,
			duration,
			current: element.currentTime
		};
	};
	const onDurationChange = (event) => {
		const { duration } = event.currentTarget;
		if (Number.isFinite(duration) && duration > 0) playback.current.duration = duration;
	};
	const onTimeUpdate = (event) => {
		const now = event.currentTarget.currentTime;
		const state = playback.current;
		state.current = now;
		if (now <= state.furthest + SKIP_TOLERANCE_S) state.furthest = Math.max(state.furthest, now);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		sx: {
			bgcolor: "common.black",
			borderRadius: 1,
			overflow: "hidden",
			lineHeight: 0
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("video", {
			controls: true,
			preload: "metadata",
			src: video.src,
			onLoadedMetadata,
			onDurationChange,
			onTimeUpdate,
			onPause,
			onEnded: onPause,
			style: {
				display: "block",
				width: "100%",
				maxHeight: "70vh"
			},
			children: video.captionsSrc && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("track", {
				kind: "captions",
				src: video.captionsSrc,
				srcLang: "es",
				label: "Español",
				default: true
			})
		})
	});
}
/** An uploaded video (native player, resumed and tracked) or an external one (embedded, or a link). */
function VideoContent(props) {
	const { title, video } = props;
	if (!video.external) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(UploadedVideo, { ...props });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "flex",
			flexDirection: "column",
			gap: 2,
			alignItems: "flex-start"
		},
		children: [video.embedUrl ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			component: "iframe",
			title: `Video: ${title}`,
			src: video.embedUrl,
			allow: "accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen",
			allowFullScreen: true,
			referrerPolicy: "strict-origin-when-cross-origin",
			sx: {
				width: "100%",
				aspectRatio: "16 / 9",
				border: 0,
				borderRadius: 1,
				bgcolor: "common.black"
			}
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: "Este video está alojado en otro sitio." }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ExternalLinkButton, {
			href: video.src,
			variant: video.embedUrl ? "text" : "contained",
			children: "Ver el video en otra pestaña"
		})]
	});
}
// src/features/learning-paths/components/content-page.tsx
var ITEM_NOT_FOUND_TEXT = "No encontramos este contenido en la ruta.";
var baseCrumbs = [{
	label: "Inicio",
	to: paths.home()
}, {
	label: "Rutas de aprendizaje",
	to: paths.routes()
}];
function ItemBody({ item, positionRef, onPause }) {
	const missing = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
		severity: "warning",
		children: "Este contenido todavía no tiene material disponible."
	});
	switch (item.kind) {
		case "text": return item.html !== null ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextContent, {
			html: item.html,
			initialFraction: item.progress.position,
			positionRef
		}) : missing;
		case "video": return item.video ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(VideoContent, {
			title: item.title,
			video: item.video,
			startAt: item.progress.position,
			watched: item.progress.maxPosition,
			positionRef,
			onPause
		}) : missing;
		case "pdf": return item.pdf ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PdfContent, { pdf: item.pdf }) : missing;
		case "link": return item.link ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LinkContent, { url: item.link.url }) : missing;
		case "quiz": return item.quiz ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QuizContent, {
			routeId: item.route.id,
			itemId: item.id,
			quiz: item.quiz,
			preview: item.preview
		}) : missing;
	}
}
var NOT_STARTED_TEXT = "Usted todavía no ha empezado esta ruta: puede ver este contenido, pero su avance no se guarda.";
/** Viewing never enrols (ADR 028): a learner who arrived by a link or a search starts the route on purpose. */
function NotStartedNotice({ routeId }) {
	const start = useStartRoute(routeId);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Alert, {
		severity: "info",
		sx: {
			mb: 3,
			maxWidth: 1080
		},
		action: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			color: "inherit",
			loading: start.isPending,
			onClick: () => start.mutate(),
			sx: { minHeight: 44 },
			children: "Empezar la ruta"
		}),
		children: [NOT_STARTED_TEXT, start.isError && ` ${errorMessageFor(start.error)}`]
	});
}
function ContentPlayer({ item }) {
	const positionRef = (0, import_react.useRef)(null);
	const reportNow = useProgressReporter({
		routeId: item.route.id,
		itemId: item.id,
		enabled: !item.preview && item.enrolled,
		positionRef
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
			title: item.title,
			breadcrumbs: [...baseCrumbs, {
				label: item.route.title,
				to: paths.route(item.route.id)
			}],
			description: item.description || void 0,
			actions: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FavoriteButton, {
				kind: "item",
				targetId: item.id,
				favorite: item.favorite
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
			sx: {
				display: "flex",
				flexWrap: "wrap",
				alignItems: "center",
				gap: 1,
				mt: -1.5,
				mb: 3,
				color: "text.secondary"
			},
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(StepIcon, {
				kind: "content",
				itemKind: item.kind,
				fontSize: "small"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", { children: [
				"Contenido ",
				item.position,
				" de ",
				item.total,
				" · ",
				itemKindLabels[item.kind],
				" ·",
				" ",
				formatMinutes(item.durationMinutes),
				!item.required && " · Opcional"
			] })]
		}),
		item.preview && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
			severity: "info",
			sx: { mb: 3 },
			children: "Vista previa: así verá la ruta un aprendiz. Su avance no se registra."
		}),
		!item.preview && !item.enrolled && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NotStartedNotice, { routeId: item.route.id }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			sx: {
				display: "flex",
				flexDirection: "column",
				gap: 4,
				maxWidth: 1080
			},
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ItemBody, {
				item,
				positionRef,
				onPause: reportNow
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ItemActions, { item })]
		})
	] });
}
/**
* A locked step is never a dead end: the page names the route and the step, says what to do ("Complete primero
* …", "Presente primero la prueba inicial …") and links to the exact step that unlocks it.
*/
function LockedItem({ routeId, error }) {
	const parsed = lockedStepDetailsSchema.safeParse(error.details);
	const details = parsed.success ? parsed.data : null;
	const routePath = paths.route(routeId);
	const crumbs = [...baseCrumbs, {
		label: details?.route.title ?? "Ruta",
		to: routePath
	}];
	const unlock = details?.unlock ?? null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
			title: details ? `Contenido bloqueado: ${details.stepTitle}` : "Contenido bloqueado",
			breadcrumbs: crumbs
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
			severity: "info",
			sx: {
				mb: 3,
				maxWidth: 720
			},
			children: error.message
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			sx: {
				display: "flex",
				flexWrap: "wrap",
				alignItems: "center",
				gap: 2
			},
			children: [unlock && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				component: Link,
				to: unlock.href,
				variant: "contained",
				size: "large",
				sx: {
					minHeight: 48,
					textAlign: "left"
				},
				children: unlock.kind === "content" ? `Ir a «${unlock.title}»` : continueLabel(unlock)
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				component: Link,
				to: routePath,
				variant: unlock ? "text" : "contained",
				sx: { minHeight: 44 },
				children: BACK_TO_ROUTE
			})]
		})
	] });
}
function ItemError({ routeId, error, retry }) {
	if (isApiError(error) && error.code === "STEP_LOCKED") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LockedItem, {
		routeId,
		error
	});
	const routePath = paths.route(routeId);
	const crumbs = [...baseCrumbs, {
		label: "Ruta",
		to: routePath
	}];
	const notFound = isApiError(error) && error.status === 404;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
			title: notFound ? "Contenido no encontrado" : "Contenido de la ruta",
			breadcrumbs: crumbs
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadErrorAlert, {
			error,
			onRetry: retry,
			expected: notFound ? ITEM_NOT_FOUND_TEXT : null,
			sx: {
				mb: 3,
				maxWidth: 720
			}
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			component: Link,
			to: routePath,
			variant: "contained",
			sx: { minHeight: 44 },
			children: BACK_TO_ROUTE
		})
	] });
}
/** `/rutas/:idRuta/:idContenido`: the content player, with progress reporting and its one way forward. */
function ContentPage({ routeId, itemId }) {
	const item = useContentItem(routeId, itemId);
	if (item.isPending) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadingScreen, {
		fullScreen: false,
		label: "Cargando el contenido…"
	});
	if (item.isError) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ItemError, {
		routeId,
		error: item.error,
		retry: () => void item.refetch()
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ContentPlayer, { item: item.data }, item.data.id);
}
// src/app/routes/learner/route-content.tsx
function RouteContentRoute() {
	const { idRuta = "", idContenido = "" } = useParams();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ContentPage, {
		routeId: idRuta,
		itemId: idContenido
	}, `${idRuta}/${idContenido}`);
}
export { RouteContentRoute as default };
