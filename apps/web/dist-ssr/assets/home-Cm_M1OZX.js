import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { C as formatScore, E as Paper, M as Link, m as formatDateTime, o as useSessionUser, p as formatDate, r as LoadingScreen, v as formatHours } from "../entry-server.js";
import { t as paths } from "./paths-DCx76zJf.js";
import { a as Button, n as Typography, t as Box } from "./Box-BAyYeHPm.js";
import { t as AssignedRoutes } from "./assigned-routes-CcJSIhaU.js";
import { t as LoadErrorAlert } from "./load-error-alert-CIyOwjnD.js";
import { t as PageHeader } from "./page-header-Cld7QmRK.js";
import { i as useRecentNorms, n as useLearnerHome, r as useRecentDocuments } from "./get-learner-home-C-NrKbkR.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
import { t as PlayArrow_default } from "./PlayArrow-Dq68kVGI.js";
import { t as RouteProgressBar } from "./route-progress-bar-iWyTZhji.js";
import { t as CertificateLinks } from "./certificate-links-Dzci-LgS.js";
import { t as Chip } from "./Chip-C9XsaV41.js";
import { t as Link$1 } from "./Link-BcQgiOgq.js";
import { f as routeLevelLabels } from "./route.schemas-C_8Vsxcy.js";
import { l as routeProgressStateLabels } from "./learning.schemas-V7pymyQA.js";
import { f as libraryTopicLabels, s as documentKindLabels, y as normStatusLabels } from "./library.schemas-Ck8F1N4w.js";
// src/features/home/components/card-grid.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A list of cards: one column on phones, two or three on wider screens. */
function CardGrid({ label, items, getKey, renderItem }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "ul",
		"aria-label": label,
		sx: {
			listStyle: "none",
			p: 0,
			m: 0,
			display: "grid",
			gap: 2,
			gridTemplateColumns: {
				xs: "minmax(0, 1fr)",
				sm: "repeat(2, minmax(0, 1fr))",
				lg: "repeat(3, minmax(0, 1fr))"
			}
		},
		children: items.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			component: "li",
			sx: { display: "flex" },
			children: renderItem(item)
		}, getKey(item)))
	});
}
// src/features/home/components/continue-card.tsx
/** "Continuar donde quedó": the route last worked on, the step that comes next and a button that opens it. */
function ContinueCard({ next }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		variant: "outlined",
		sx: {
			p: {
				xs: 2,
				sm: 3
			},
			display: "flex",
			flexDirection: "column",
			gap: 2,
			borderColor: "primary.main"
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					variant: "h6",
					component: "h3",
					sx: { lineHeight: 1.3 },
					children: next.routeTitle
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
					sx: { mt: .5 },
					children: ["Siga con: ", /* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: next.stepTitle })]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					variant: "body2",
					sx: {
						mt: .5,
						color: "text.secondary"
					},
					children: `Última actividad: ${formatDateTime(next.lastActivityAt)}`
				})
			] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RouteProgressBar, {
				title: next.routeTitle,
				percent: next.percent,
				caption: "Avance de la ruta"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				component: Link,
				to: next.href,
				variant: "contained",
				startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PlayArrow_default, {}),
				sx: {
					alignSelf: "flex-start",
					minHeight: 48
				},
				children: "Continuar"
			})
		]
	});
}
// src/features/home/components/route-cards.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
function CardShell({ children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
		variant: "outlined",
		sx: {
			flexGrow: 1,
			p: {
				xs: 2,
				sm: 2.5
			},
			display: "flex",
			flexDirection: "column",
			gap: 1.5
		},
		children
	});
}
/** The route's name as the card's `<h3>`, linking to the route; `titleId` lets buttons in the card name it. */
function RouteTitle({ id, title, titleId }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
		id: titleId,
		variant: "h6",
		component: "h3",
		sx: { lineHeight: 1.3 },
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
			component: Link,
			to: paths.route(id),
			underline: "hover",
			children: title
		})
	});
}
function RouteFacts({ route }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
		variant: "body2",
		sx: { color: "text.secondary" },
		children: [
			route.category,
			routeLevelLabels[route.level],
			formatHours(route.hours)
		].filter(Boolean).join(" · ")
	});
}
/** A route the learner is enrolled in: its facts and progress bar; "Asignada" when an administrator assigned it. */
function LearnerRouteCard({ route }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardShell, { children: [
		route.assigned && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, {
			label: "Asignada",
			size: "small",
			color: "primary",
			variant: "outlined",
			sx: { alignSelf: "flex-start" }
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RouteTitle, {
			id: route.id,
			title: route.title
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RouteFacts, { route }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RouteProgressBar, {
			title: route.title,
			percent: route.progress.percent,
			caption: routeProgressStateLabels[route.progress.state]
		})
	] });
}
var REASONS = {
	assigned: () => "Se la asignó el equipo de formación",
	category: (category) => `Porque sigue rutas de ${category}`,
	newest: () => "Nueva en el catálogo"
};
/** A route the learner has not opened, with why it is suggested. */
function RecommendedRouteCard({ route }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardShell, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RouteTitle, {
			id: route.id,
			title: route.title
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RouteFacts, { route }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			variant: "body2",
			children: route.summary
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			variant: "body2",
			sx: {
				color: "text.secondary",
				mt: "auto"
			},
			children: REASONS[route.reason](route.category)
		})
	] });
}
// src/features/home/components/finished-route-card.tsx
/** A finished route: its facts, the final score and its certificate (download and public verification). */
function FinishedRouteCard({ route }) {
	const titleId = (0, import_react.useId)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		variant: "outlined",
		sx: {
			flexGrow: 1,
			p: {
				xs: 2,
				sm: 2.5
			},
			display: "flex",
			flexDirection: "column",
			gap: 1.5
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RouteTitle, {
				id: route.id,
				title: route.title,
				titleId
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RouteFacts, { route }),
			route.testScore !== null && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "body2",
				children: `Evaluación final aprobada: ${formatScore(route.testScore)}`
			}),
			route.certificate ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CertificateLinks, {
				code: route.certificate.code,
				downloadUrl: route.certificate.downloadUrl,
				verifyLabel: "Verificar",
				describedBy: titleId
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "body2",
				sx: { color: "text.secondary" },
				children: "Esta ruta no tiene un certificado vigente. Si cree que es un error, escriba al equipo de formación."
			})
		]
	});
}
// src/features/home/components/home-section.tsx
/**
* A section of the home page: heading, an optional line saying what it holds, the content. It appears as it is,
* without a "reveal on scroll" animation: that animation moved the page while it loaded (decision 029).
*/
function HomeSection({ title, description, children }) {
	const titleId = (0, import_react.useId)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "section",
		"aria-labelledby": titleId,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				id: titleId,
				variant: "h5",
				component: "h2",
				children: title
			}),
			description && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				sx: {
					mt: .5,
					color: "text.secondary"
				},
				children: description
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				sx: { mt: 2 },
				children
			})
		]
	});
}
// src/features/home/components/open-test-card.tsx
var TEST_NAMES = {
	pretest: "Prueba inicial",
	test: "Evaluación final"
};
/** A test the learner started and left: which one, of which route, and a button that resumes it where it stopped. */
function OpenTestCard({ test }) {
	const titleId = (0, import_react.useId)();
	const name = TEST_NAMES[test.kind];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		variant: "outlined",
		sx: {
			p: {
				xs: 2,
				sm: 3
			},
			display: "flex",
			flexDirection: "column",
			gap: 1.5,
			borderColor: "primary.main"
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				id: titleId,
				variant: "h6",
				component: "h3",
				sx: { lineHeight: 1.3 },
				children: `${name} sin terminar: ${test.routeTitle}`
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "body2",
				sx: { color: "text.secondary" },
				children: `La empezó el ${formatDateTime(test.startedAt)}. Sus respuestas están guardadas: siga desde la pregunta donde quedó.`
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				component: Link,
				to: test.href,
				variant: "contained",
				startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PlayArrow_default, { "aria-hidden": "true" }),
				"aria-describedby": titleId,
				sx: {
					alignSelf: "flex-start",
					minHeight: 48
				},
				children: `Reanudar la ${name.toLocaleLowerCase("es-CO")}`
			})
		]
	});
}
// src/features/home/components/recent-library.tsx
function RecentList({ title, query, empty, moreHref, moreLabel, getKey, renderItem }) {
	const titleId = (0, import_react.useId)();
	let body;
	if (query.data === void 0) body = query.isError ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadErrorAlert, {
		error: query.error,
		onRetry: () => void query.refetch()
	}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadingScreen, {
		fullScreen: false,
		label: `Cargando ${title.toLocaleLowerCase("es-CO")}…`
	});
	else if (query.data.length === 0) body = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: empty });
	else body = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "ul",
		"aria-labelledby": titleId,
		sx: {
			listStyle: "none",
			p: 0,
			m: 0,
			display: "grid",
			gap: 1.5
		},
		children: query.data.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: renderItem(item) }, getKey(item)))
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			flex: "1 1 320px",
			minWidth: 0
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				id: titleId,
				variant: "h6",
				component: "h3",
				sx: { mb: 1.5 },
				children: title
			}),
			body,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
				component: Link,
				to: moreHref,
				sx: {
					display: "inline-block",
					mt: 1.5
				},
				children: moreLabel
			})
		]
	});
}
function Entry({ href, title, details }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
		component: Link,
		to: href,
		underline: "hover",
		sx: { fontWeight: 600 },
		children: title
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
		variant: "body2",
		sx: { color: "text.secondary" },
		children: details
	})] });
}
/** The newest documents and norms of both libraries, each linking to its page. */
function RecentLibrary() {
	const documents = useRecentDocuments();
	const norms = useRecentNorms();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "flex",
			flexWrap: "wrap",
			gap: 4
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RecentList, {
			title: "Biblioteca educativa",
			query: documents,
			empty: "La biblioteca educativa todavía no tiene documentos.",
			moreHref: paths.documents(),
			moreLabel: "Ver toda la biblioteca educativa",
			getKey: (document) => document.id,
			renderItem: (document) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Entry, {
				href: paths.document(document.id),
				title: document.title,
				details: `${documentKindLabels[document.kind]} · ${libraryTopicLabels[document.topic]} · ${formatDate(`${document.publishedOn}T12:00:00Z`)}`
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RecentList, {
			title: "Biblioteca legislativa",
			query: norms,
			empty: "La biblioteca legislativa todavía no tiene normas.",
			moreHref: paths.norms(),
			moreLabel: "Ver toda la biblioteca legislativa",
			getKey: (norm) => norm.id,
			renderItem: (norm) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Entry, {
				href: paths.norm(norm.id),
				title: norm.title,
				details: `${normStatusLabels[norm.status]} · ${norm.subject}`
			})
		})]
	});
}
/**
* While the learner's data loads, the page keeps about the room its sections will take, and the library news waits
* below it: nothing already painted moves when the data arrives (the home's layout shift, decision 029).
*/
var LOADING_MIN_HEIGHT = {
	xs: 720,
	md: 560
};
function Note({ children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
		variant: "outlined",
		sx: {
			p: {
				xs: 2,
				sm: 3
			},
			display: "flex",
			flexDirection: "column",
			alignItems: "flex-start",
			gap: 1.5
		},
		children
	});
}
/** "Continuar donde quedó": tests to resume first, then the next step of the route last worked on. */
function ContinueSection({ data }) {
	const next = data.continueLearning && !data.openTests.some((test) => test.href === data.continueLearning?.href) ? data.continueLearning : null;
	const started = data.inProgress.length > 0 || data.finished.length > 0 || data.openTests.length > 0;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HomeSection, {
		title: "Continuar donde quedó",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			sx: {
				display: "flex",
				flexDirection: "column",
				gap: 2
			},
			children: [
				data.openTests.map((test) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OpenTestCard, { test }, `${test.routeId}-${test.kind}`)),
				next && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ContinueCard, { next }),
				data.openTests.length === 0 && !next && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Note, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: started ? "No tiene ninguna ruta a medio camino." : "Todavía no ha empezado ninguna ruta. Elija una del catálogo y aquí lo esperará el siguiente paso." }), (!started || !data.nextRoute) && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					component: Link,
					to: paths.routes(),
					variant: "contained",
					sx: { minHeight: 48 },
					children: "Explorar las rutas de aprendizaje"
				})] })
			]
		})
	});
}
/** The learner's own sections: what to continue, routes in progress, finished, the next one, assigned, recommended. */
function LearningSections({ data }) {
	const recommended = data.recommended.filter((route) => route.id !== data.nextRoute?.id);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AssignedRoutes, {}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ContinueSection, { data }),
		data.inProgress.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HomeSection, {
			title: "Mis rutas en curso",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardGrid, {
				label: "Mis rutas en curso",
				items: data.inProgress,
				getKey: (route) => route.id,
				renderItem: (route) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LearnerRouteCard, { route })
			})
		}),
		data.finished.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HomeSection, {
			title: "Rutas terminadas",
			description: "Descargue o verifique el certificado de cada una.",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardGrid, {
				label: "Rutas terminadas",
				items: data.finished,
				getKey: (route) => route.id,
				renderItem: (route) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FinishedRouteCard, { route })
			})
		}),
		data.nextRoute && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HomeSection, {
			title: "Siguiente ruta sugerida",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardGrid, {
				label: "Siguiente ruta sugerida",
				items: [data.nextRoute],
				getKey: (route) => route.id,
				renderItem: (route) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RecommendedRouteCard, { route })
			})
		}),
		data.assigned.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HomeSection, {
			title: "Rutas asignadas",
			description: "Se las asignó el equipo de formación; aún no las empieza.",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardGrid, {
				label: "Rutas asignadas",
				items: data.assigned,
				getKey: (route) => route.id,
				renderItem: (route) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LearnerRouteCard, { route })
			})
		}),
		recommended.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HomeSection, {
			title: "Recomendadas para usted",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardGrid, {
				label: "Recomendadas para usted",
				items: recommended,
				getKey: (route) => route.id,
				renderItem: (route) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RecommendedRouteCard, { route })
			})
		})
	] });
}
/** `/inicio`: a greeting, then the learner's routes and what is new in the libraries. */
function HomePage({ userName }) {
	const home = useLearnerHome();
	useRecentDocuments();
	useRecentNorms();
	let learning;
	if (home.data) learning = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LearningSections, { data: home.data });
	else if (home.isError) learning = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadErrorAlert, {
		error: home.error,
		onRetry: () => void home.refetch()
	});
	else learning = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		sx: { minHeight: LOADING_MIN_HEIGHT },
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadingScreen, {
			fullScreen: false,
			label: "Cargando su avance…"
		})
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
		title: "Inicio",
		description: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			component: "span",
			sx: {
				display: "block",
				color: "text.primary",
				fontSize: "1.25rem",
				fontWeight: 600
			},
			children: `¡Hola, ${userName}!`
		}), "Aquí tiene su avance y lo nuevo de la academia."] })
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "flex",
			flexDirection: "column",
			gap: 5,
			maxWidth: 1200
		},
		children: [learning, !home.isPending && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HomeSection, {
			title: "Novedades de las bibliotecas",
			description: "Lo más reciente que se agregó.",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RecentLibrary, {})
		})]
	})] });
}
// src/app/routes/learner/home.tsx
function HomeRoute() {
	const user = useSessionUser();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HomePage, { userName: user?.nombre ?? "" });
}
export { HomeRoute as default };
