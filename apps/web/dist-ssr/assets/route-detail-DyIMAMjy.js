import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { E as Paper, I as useNavigate, L as useParams, M as Link, S as formatPercent, b as formatMinutes, c as isApiError, p as formatDate, r as LoadingScreen, v as formatHours } from "../entry-server.js";
import { a as Button, n as Typography, t as Box } from "./Box-BAyYeHPm.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
import { t as CertificateLinks } from "./certificate-links-Dzci-LgS.js";
import { t as certificateExpiryText } from "./certificate-expiry-CpSgHegz.js";
import { n as useMyCertificates } from "./my-certificates-DBEIkUNv.js";
import { t as Alert } from "./Alert-Xs0Ucjpv.js";
import { f as routeLevelLabels } from "./route.schemas-C_8Vsxcy.js";
import { l as routeProgressStateLabels, u as stepStateLabels } from "./learning.schemas-V7pymyQA.js";
import { t as paths } from "./paths-DCx76zJf.js";
import { n as FactList, t as Fact } from "./facts-nf0cTzAh.js";
import { t as LoadErrorAlert } from "./load-error-alert-CIyOwjnD.js";
import { t as PageHeader } from "./page-header-Cld7QmRK.js";
import { t as RouteProgressBar } from "./route-progress-bar-iWyTZhji.js";
import { r as errorMessageFor } from "./api-client-BGybrOBG.js";
import { n as useRouteDetail, r as useStartRoute } from "./get-route-detail-DtpAS1CL.js";
import { i as FINAL_TEST_ACTION, n as stepKindLabel, t as StepIcon } from "./step-icon-ktn4dPQi.js";
import { t as FavoriteButton } from "./favorite-button-CanZfmBN.js";
import { t as CheckCircle_default } from "./CheckCircle-C1nxHBpI.js";
import { s as createSvgIcon } from "./useSlotProps-DlFLla8-.js";
import { t as PlayArrow_default } from "./PlayArrow-Dq68kVGI.js";
import { t as Chip } from "./Chip-C9XsaV41.js";
import { t as Link$1 } from "./Link-BcQgiOgq.js";
// src/features/evaluations/components/route-certificate.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/**
* The "Certificado" box of a route's page, composed there by `src/app` (features do not import each other). Shows
* nothing until the learner holds a certificate for this route; a failed request stays quiet (the result page of
* the final test links the certificate too).
*/
function RouteCertificate({ routeId }) {
	const titleId = (0, import_react.useId)();
	const certificate = useMyCertificates().data?.items.find((item) => item.routeId === routeId);
	if (!certificate) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		component: "section",
		"aria-labelledby": titleId,
		variant: "outlined",
		sx: {
			p: {
				xs: 2,
				sm: 3
			},
			display: "flex",
			flexDirection: "column",
			gap: 1.5
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				id: titleId,
				variant: "h6",
				component: "h2",
				children: "Certificado"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, { children: [
				"Lo obtuvo el ",
				formatDate(certificate.issuedAt),
				".",
				certificate.expiresAt && ` ${certificateExpiryText(certificate.expiresAt)}.`
			] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CertificateLinks, {
				code: certificate.code,
				downloadUrl: certificate.downloadUrl
			})
		]
	});
}
// ../../node_modules/@mui/icons-material/LockOutlined.mjs
var LockOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M18 8h-1V6c0-2.76-2.24-5-5-5S7 3.24 7 6v2H6c-1.1 0-2 .9-2 2v10c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V10c0-1.1-.9-2-2-2M9 6c0-1.66 1.34-3 3-3s3 1.34 3 3v2H9zm9 14H6V10h12zm-6-3c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2" }), "LockOutlined");
// ../../node_modules/@mui/icons-material/PendingOutlined.mjs
var PendingOutlined_default = createSvgIcon([
	/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8" }, "0"),
	/*#__PURE__*/ (0, import_jsx_runtime.jsx)("circle", {
		cx: "7",
		cy: "12",
		r: "1.5"
	}, "1"),
	/*#__PURE__*/ (0, import_jsx_runtime.jsx)("circle", {
		cx: "12",
		cy: "12",
		r: "1.5"
	}, "2"),
	/*#__PURE__*/ (0, import_jsx_runtime.jsx)("circle", {
		cx: "17",
		cy: "12",
		r: "1.5"
	}, "3")
], "PendingOutlined");
// src/features/learning-paths/components/route-step-list.tsx
var stateChips = {
	locked: {
		icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LockOutlined_default, { "aria-hidden": "true" }),
		color: "default"
	},
	available: {
		icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PlayArrow_default, { "aria-hidden": "true" }),
		color: "primary"
	},
	in_progress: {
		icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PendingOutlined_default, { "aria-hidden": "true" }),
		color: "primary"
	},
	done: {
		icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckCircle_default, { "aria-hidden": "true" }),
		color: "success"
	}
};
function StepItem({ step, number }) {
	const locked = step.state === "locked";
	const chip = stateChips[step.state];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		component: "li",
		variant: "outlined",
		sx: {
			position: "relative",
			display: "flex",
			flexWrap: "wrap",
			gap: 2,
			alignItems: "flex-start",
			p: 2,
			minHeight: 44,
			bgcolor: locked ? "background.default" : "background.paper"
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				"aria-hidden": "true",
				sx: {
					flexShrink: 0,
					width: 40,
					height: 40,
					borderRadius: "50%",
					display: "flex",
					alignItems: "center",
					justifyContent: "center",
					bgcolor: locked ? "action.hover" : "rgba(11, 110, 79, 0.1)",
					color: locked ? "text.secondary" : "primary.dark"
				},
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StepIcon, {
					kind: step.kind,
					itemKind: step.itemKind
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					flex: "1 1 220px",
					minWidth: 0
				},
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
						variant: "body2",
						sx: { color: "text.secondary" },
						children: [
							"Paso ",
							number,
							" · ",
							stepKindLabel(step.kind, step.itemKind),
							step.durationMinutes !== null && ` · ${formatMinutes(step.durationMinutes)}`,
							step.kind === "content" && !step.required && " · Opcional"
						]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						component: "h3",
						sx: {
							fontWeight: 600,
							fontSize: "1.05rem",
							my: .25
						},
						children: locked ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
							component: "span",
							"aria-disabled": "true",
							sx: { color: "text.secondary" },
							children: step.title
						}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
							component: Link,
							to: step.href,
							underline: "hover",
							sx: {
								"&::after": {
									content: "\"\"",
									position: "absolute",
									inset: 0,
									borderRadius: 1
								},
								"&:focus-visible": { outline: "none" },
								"&:focus-visible::after": {
									outline: "3px solid",
									outlineColor: "primary.main",
									outlineOffset: -3
								}
							},
							children: step.title
						})
					}),
					locked && step.lockedReason && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						variant: "body2",
						sx: { color: "text.secondary" },
						children: step.lockedReason
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, {
				size: "small",
				variant: step.state === "done" ? "filled" : "outlined",
				color: chip.color,
				icon: chip.icon,
				label: stepStateLabels[step.state],
				sx: { flexShrink: 0 }
			})
		]
	});
}
/** The ordered steps of a route: pre-test, content, simulator and final test, each with its state. */
function RouteStepList({ steps, labelledBy }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "ol",
		"aria-labelledby": labelledBy,
		sx: {
			listStyle: "none",
			p: 0,
			m: 0,
			display: "flex",
			flexDirection: "column",
			gap: 1.5
		},
		children: steps.map((step, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StepItem, {
			step,
			number: index + 1
		}, `${step.kind}-${step.itemId ?? index}`))
	});
}
// src/features/learning-paths/components/route-detail-page.tsx
var ROUTE_NOT_FOUND_TEXT = "No encontramos esta ruta.";
var crumbs = [{
	label: "Inicio",
	to: paths.home()
}, {
	label: "Rutas de aprendizaje",
	to: paths.routes()
}];
/** The words of the route page's one action, from the step it opens (the final test is offered by name). */
function continueText(route) {
	const next = route.steps.find((step) => step.href === route.nextStepHref);
	if (next?.kind === "test") return next.state === "in_progress" ? "Continuar la evaluación final" : FINAL_TEST_ACTION;
	if (next?.kind === "pretest") return next.state === "in_progress" ? "Continuar la prueba inicial" : "Presentar la prueba inicial";
	return route.progress.state === "not_started" ? "Empezar" : "Continuar";
}
var actionSx = {
	minHeight: 48,
	alignSelf: "flex-start"
};
/**
* "Empezar la ruta" for a learner not enrolled: the explicit action that enrols (viewing never does), then the first
* step opens. Starting the initial test enrols too, so when that is the first step the link goes straight there.
*/
function StartAction({ route, href }) {
	const start = useStartRoute(route.id);
	const navigate = useNavigate();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
		variant: "contained",
		size: "large",
		loading: start.isPending,
		onClick: () => start.mutate(void 0, { onSuccess: (detail) => void navigate(detail.nextStepHref ?? href) }),
		sx: actionSx,
		children: "Empezar la ruta"
	}), start.isError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
		severity: "error",
		children: errorMessageFor(start.error)
	})] });
}
function ContinueAction({ route }) {
	const href = route.nextStepHref;
	if (href) {
		const toPretest = route.steps[0]?.kind === "pretest" && route.steps[0].href === href;
		if (!route.enrolled && !route.preview && !toPretest) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StartAction, {
			route,
			href
		});
		return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			component: Link,
			to: href,
			variant: "contained",
			size: "large",
			sx: actionSx,
			children: continueText(route)
		});
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: route.progress.state === "completed" ? "Usted completó esta ruta." : "No hay pasos disponibles por ahora: revise en la lista qué desbloquea el siguiente." });
}
function RouteDetailView({ route, renderExtra }) {
	const { progress } = route;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
			title: route.title,
			breadcrumbs: crumbs,
			description: route.summary || void 0,
			actions: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FavoriteButton, {
				kind: "route",
				targetId: route.id,
				favorite: route.favorite
			})
		}),
		route.preview && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
			severity: "info",
			sx: { mb: 3 },
			children: "Vista previa: así verá la ruta un aprendiz. Su avance no se registra."
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			sx: {
				display: "flex",
				flexDirection: "column",
				gap: 4,
				maxWidth: 960
			},
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
					component: "section",
					"aria-labelledby": "route-progress-title",
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
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
							id: "route-progress-title",
							variant: "h6",
							component: "h2",
							children: "Su avance"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RouteProgressBar, {
							title: route.title,
							percent: progress.percent,
							caption: routeProgressStateLabels[progress.state]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
							variant: "body2",
							sx: { color: "text.secondary" },
							children: [
								progress.completedItems,
								" de ",
								progress.requiredItems,
								" contenidos obligatorios completados."
							]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ContinueAction, { route }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FactList, {
							sx: {
								pt: 2,
								borderTop: 1,
								borderColor: "divider",
								gridTemplateColumns: {
									xs: "repeat(2, minmax(0, 1fr))",
									sm: "repeat(4, minmax(0, 1fr))"
								}
							},
							children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
									term: "Duración estimada",
									children: formatHours(route.hours)
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
									term: "Nivel",
									children: routeLevelLabels[route.level]
								}),
								route.category && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
									term: "Categoría",
									children: route.category
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
									term: "Nota mínima para aprobar",
									children: formatPercent(route.passMark)
								})
							]
						})
					]
				}),
				renderExtra?.(route),
				route.objectives.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					component: "section",
					"aria-labelledby": "route-objectives-title",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						id: "route-objectives-title",
						variant: "h5",
						component: "h2",
						sx: { mb: 1 },
						children: "Objetivos"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						component: "ul",
						sx: {
							m: 0,
							pl: 3,
							"& li": { mb: .5 }
						},
						children: route.objectives.map((objective) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
							component: "li",
							children: objective
						}, objective))
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					component: "section",
					"aria-labelledby": "route-steps-title",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						id: "route-steps-title",
						variant: "h5",
						component: "h2",
						sx: { mb: 2 },
						children: "Pasos de la ruta"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RouteStepList, {
						steps: route.steps,
						labelledBy: "route-steps-title"
					})]
				})
			]
		})
	] });
}
/** `/rutas/:idRuta`: a route's summary, the learner's progress and its ordered steps. */
function RouteDetailPage({ routeId, renderExtra }) {
	const detail = useRouteDetail(routeId);
	if (detail.isPending) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadingScreen, {
		fullScreen: false,
		label: "Cargando la ruta…"
	});
	if (detail.isError) {
		const notFound = isApiError(detail.error) && detail.error.status === 404;
		return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
				title: notFound ? "Ruta no encontrada" : "Ruta de aprendizaje",
				breadcrumbs: crumbs
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadErrorAlert, {
				error: detail.error,
				onRetry: () => void detail.refetch(),
				expected: notFound ? `${ROUTE_NOT_FOUND_TEXT} Puede que la dirección esté mal escrita o que la ruta ya no esté publicada.` : null,
				sx: {
					mb: 3,
					maxWidth: 720
				}
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				component: Link,
				to: paths.routes(),
				variant: "outlined",
				sx: { minHeight: 44 },
				children: "Ver todas las rutas"
			})
		] });
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RouteDetailView, {
		route: detail.data,
		renderExtra
	});
}
// src/app/routes/learner/route-detail.tsx
function RouteDetailRoute() {
	const { idRuta = "" } = useParams();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RouteDetailPage, {
		routeId: idRuta,
		renderExtra: (route) => route.progress.state === "completed" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RouteCertificate, { routeId: route.id }) : null
	}, idRuta);
}
export { RouteDetailRoute as default };
