import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { M as useQueryClient } from "./removable-Zc2XTOpZ.js";
import { L as useParams, M as Link, S as formatPercent, c as isApiError, f as formatCount, r as LoadingScreen, x as formatNumber } from "../entry-server.js";
import { t as invalidateRouteProgress } from "./query-keys-DxjTLIrA.js";
import { t as Replay_default } from "./Replay-C4P_g2ur.js";
import { t as Alert } from "./Alert-Xs0Ucjpv.js";
import { a as Button, n as Typography, t as Box } from "./Box-BAyYeHPm.js";
import { t as paths } from "./paths-DCx76zJf.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
import { t as LoadErrorAlert } from "./load-error-alert-CIyOwjnD.js";
import { t as PageHeader } from "./page-header-Cld7QmRK.js";
import { a as SimulatorPanel, b as passMark, d as serverDriver, f as simulatorKeys, h as useStartAttempt, i as PanelHeading, m as useSimulatorOverview, o as scoreText, p as useExternalCompletion, t as ScenarioPlayer } from "./scenario-player-BR04ajBa.js";
import { f as literal, l as boolean, m as object, p as number, r as errorMessageFor } from "./api-client-BGybrOBG.js";
import { t as PlayArrow_default } from "./PlayArrow-Dq68kVGI.js";
import { i as lockedStepDetailsSchema } from "./learning.schemas-V7pymyQA.js";
// src/features/simulator/components/external-simulator.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** The message an external simulator posts when the learner finishes it. */
var completionMessageSchema = object({
	type: literal("academia-sst:simulator-completed"),
	scorePercent: number().min(0).max(100),
	passed: boolean()
});
/**
* The sandbox of the frame. `allow-same-origin` gives the external page its own origin (without it every message
* comes from the opaque origin "null" and could not be told apart from any other sandboxed page); it is left out
* when the simulator lives on this very origin, where it would let the frame reach this page.
*/
function sandboxFor(origin, ownOrigin) {
	return origin === ownOrigin ? "allow-scripts allow-forms" : "allow-scripts allow-forms allow-same-origin";
}
/** A simulator hosted elsewhere, in a sandboxed frame; its completion is accepted only from its own origin. */
function ExternalSimulator({ routeId, url, routeTitle, onCompleted }) {
	const frame = (0, import_react.useRef)(null);
	const completion = useExternalCompletion(routeId);
	const [reported, setReported] = (0, import_react.useState)(null);
	const origin = new URL(url, window.location.href).origin;
	const { mutate } = completion;
	const completed = (0, import_react.useRef)(onCompleted);
	(0, import_react.useEffect)(() => {
		completed.current = onCompleted;
	});
	(0, import_react.useEffect)(() => {
		const onMessage = (event) => {
			if (event.origin !== origin || event.source !== frame.current?.contentWindow) return;
			const parsed = completionMessageSchema.safeParse(event.data);
			if (!parsed.success) return;
			const { scorePercent, passed } = parsed.data;
			setReported({
				scorePercent,
				passed
			});
			mutate({
				scorePercent,
				passed
			}, { onSuccess: () => completed.current?.() });
		};
		window.addEventListener("message", onMessage);
		return () => window.removeEventListener("message", onMessage);
	}, [origin, mutate]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "flex",
			flexDirection: "column",
			gap: 2
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				sx: { maxWidth: "72ch" },
				children: "El simulador de esta ruta funciona en un sitio externo. Al terminarlo, su resultado se registra aquí solo."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "iframe",
				ref: frame,
				src: url,
				title: `Simulador externo de «${routeTitle}»`,
				sandbox: sandboxFor(origin, window.location.origin),
				sx: {
					width: "100%",
					height: {
						xs: 520,
						md: 640
					},
					border: 1,
					borderColor: "divider",
					borderRadius: 1
				}
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				"aria-live": "polite",
				children: completion.isSuccess && reported && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Alert, {
					severity: reported.passed ? "success" : "info",
					children: [
						"Registramos su resultado: ",
						formatPercent(reported.scorePercent),
						",",
						" ",
						reported.passed ? "aprobado" : "todavía sin aprobar",
						"."
					]
				})
			}),
			completion.isError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				severity: "error",
				children: errorMessageFor(completion.error)
			})
		]
	});
}
// src/features/simulator/components/start-error.tsx
/**
* Why an attempt could not start. A locked simulator is never a dead end: the server's sentence says what comes
* first, and a button leads to the step that unlocks it.
*/
function StartError({ error }) {
	if (isApiError(error) && error.code === "STEP_LOCKED") {
		const parsed = lockedStepDetailsSchema.safeParse(error.details);
		const unlock = parsed.success ? parsed.data.unlock : null;
		return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Alert, {
			severity: "info",
			role: "alert",
			children: [error.serverMessage ?? error.message, unlock && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				sx: { mt: 1 },
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
					component: Link,
					to: unlock.href,
					variant: "outlined",
					size: "small",
					children: [
						"Ir a «",
						unlock.title,
						"»"
					]
				})
			})]
		});
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
		severity: "error",
		children: errorMessageFor(error)
	});
}
// src/features/simulator/components/simulator-intro.tsx
/** What the scenario is, how it is passed, the learner's best result, and «Empezar» or «Continuar donde quedó». */
function SimulatorIntro({ overview, scenario, starting, startError, onStart }) {
	const titleId = (0, import_react.useId)();
	const { attemptInProgress: open, best } = overview;
	const finished = overview.attempts.filter((attempt) => attempt.status === "finished").length;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SimulatorPanel, {
		labelledBy: titleId,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PanelHeading, {
				id: titleId,
				children: scenario.title
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				sx: { maxWidth: "72ch" },
				children: scenario.summary
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				component: "ul",
				sx: {
					m: 0,
					pl: 3
				},
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, { children: [
						"Puntaje máximo: ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: formatCount(scenario.maxScore, "punto", "puntos") }),
						"."
					] }) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, { children: [
						"Para aprobar necesita al menos el ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: formatPercent(scenario.passPercent) }),
						" del puntaje máximo (",
						formatCount(passMark(scenario.passPercent, scenario.maxScore), "punto", "puntos"),
						") y no cometer ningún error crítico."
					] }) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, { children: [
						"El escenario tiene ",
						formatCount(scenario.situationCount, "situación", "situaciones"),
						"; sus decisiones eligen el camino, así que quizá no pase por todas."
					] }) })
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "body2",
				sx: { color: "text.secondary" },
				children: "Cada respuesta se guarda al darla: si sale de la página, puede continuar donde quedó."
			}),
			best && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, { children: [
				"Su mejor resultado: ",
				scoreText(best.score, best.maxScore),
				" ·",
				" ",
				best.passed ? "aprobado" : "todavía sin aprobar",
				"."
			] }),
			finished > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, { children: [
				"Intentos terminados: ",
				formatNumber(finished),
				"."
			] }),
			open && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, { children: [
				"Tiene un intento en curso: lleva ",
				formatCount(open.path.length, "respuesta", "respuestas"),
				" y",
				" ",
				formatCount(open.score, "punto", "puntos"),
				"."
			] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				sx: {
					display: "flex",
					flexWrap: "wrap",
					gap: 1.5
				},
				children: open ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "contained",
					size: "large",
					onClick: () => onStart(false),
					loading: starting,
					startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PlayArrow_default, { "aria-hidden": "true" }),
					sx: { minHeight: 48 },
					children: "Continuar donde quedó"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "outlined",
					size: "large",
					onClick: () => onStart(true),
					disabled: starting,
					startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Replay_default, { "aria-hidden": "true" }),
					sx: { minHeight: 48 },
					children: "Empezar de nuevo"
				})] }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "contained",
					size: "large",
					onClick: () => onStart(false),
					loading: starting,
					startIcon: finished > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Replay_default, { "aria-hidden": "true" }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PlayArrow_default, { "aria-hidden": "true" }),
					sx: { minHeight: 48 },
					children: finished > 0 ? "Volver a intentar" : "Empezar"
				})
			}),
			startError != null && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StartError, { error: startError })
		]
	});
}
// src/features/simulator/components/simulator-page.tsx
function crumbs(routeId, routeTitle) {
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
function BackToRoute({ routeId }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
		component: Link,
		to: paths.route(routeId),
		variant: "outlined",
		sx: { minHeight: 48 },
		children: "Volver a la ruta"
	});
}
/** `/rutas/:idRuta/simulador`: the route's scenario (intro, play, debrief) or its external simulator. */
function SimulatorPage({ routeId, onProgressChanged }) {
	const overview = useSimulatorOverview(routeId);
	const start = useStartAttempt(routeId);
	const queryClient = useQueryClient();
	const [attempt, setAttempt] = (0, import_react.useState)(null);
	const begin = (restart) => start.mutate(restart, { onSuccess: setAttempt });
	const finished = () => {
		queryClient.invalidateQueries({ queryKey: simulatorKeys.overview(routeId) });
		onProgressChanged?.();
	};
	const data = overview.data;
	if (data === void 0) {
		const missing = isApiError(overview.error) && overview.error.code === "NOT_FOUND";
		return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
			title: "Simulador",
			breadcrumbs: crumbs(routeId, "Ruta")
		}), overview.isError ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadErrorAlert, {
			error: overview.error,
			onRetry: () => void overview.refetch(),
			expected: missing ? "No encontramos esta ruta, o no está disponible para usted." : null
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadingScreen, {
			fullScreen: false,
			label: "Cargando el simulador…"
		})] });
	}
	const header = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
		title: "Simulador",
		breadcrumbs: crumbs(routeId, data.routeTitle)
	});
	if (data.external) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [header, /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ExternalSimulator, {
		routeId,
		url: data.external.url,
		routeTitle: data.routeTitle,
		onCompleted: onProgressChanged
	})] });
	if (!data.scenario) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		header,
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
			severity: "info",
			sx: {
				mb: 2,
				maxWidth: "72ch"
			},
			children: "Esta ruta no tiene un simulador publicado. Puede seguir con los demás pasos de la ruta."
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BackToRoute, { routeId })
	] });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [header, attempt ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ScenarioPlayer, {
		initial: attempt,
		driver: serverDriver,
		onFinished: finished,
		passPercent: data.scenario.passPercent,
		debriefActions: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "contained",
				onClick: () => begin(false),
				loading: start.isPending,
				startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Replay_default, { "aria-hidden": "true" }),
				sx: { minHeight: 48 },
				children: "Volver a intentar"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BackToRoute, { routeId }),
			start.isError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				sx: { flexBasis: "100%" },
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StartError, { error: start.error })
			})
		] })
	}, attempt.id) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		sx: {
			display: "flex",
			flexDirection: "column",
			gap: 3
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SimulatorIntro, {
			overview: data,
			scenario: data.scenario,
			starting: start.isPending,
			startError: start.isError ? start.error : null,
			onStart: begin
		})
	})] });
}
// src/app/routes/learner/simulator.tsx
function SimulatorRoute() {
	const { idRuta = "" } = useParams();
	const queryClient = useQueryClient();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SimulatorPage, {
		routeId: idRuta,
		onProgressChanged: () => invalidateRouteProgress(queryClient, idRuta)
	}, idRuta);
}
export { SimulatorRoute as default };
