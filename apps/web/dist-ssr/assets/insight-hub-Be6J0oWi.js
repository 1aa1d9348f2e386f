import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { M as Link, S as formatPercent, c as isApiError, h as formatDecimal, o as useSessionUser, p as formatDate, x as formatNumber } from "../entry-server.js";
import { t as paths } from "./paths-DCx76zJf.js";
import { t as Link$1 } from "./Link-BcQgiOgq.js";
import { t as PageHeader } from "./page-header-Cld7QmRK.js";
import { _ as riskCriterionRules, a as InsightFilters, c as useInsightFilters, d as useInsightRoutes, f as useLearningGain, g as riskCriterionLabels, h as riskCriteria, i as ShareBar, l as useAtRisk, m as useSendReminder, o as CsvLink, r as Panel, s as filtersSearch, t as WeakTopicsPanel, u as useFunnel } from "./weak-topics-panel-DO8hVrcL.js";
import { t as Alert } from "./Alert-Xs0Ucjpv.js";
import { a as Button, n as Typography } from "./Box-BAyYeHPm.js";
import { t as Chip } from "./Chip-C9XsaV41.js";
import { t as Stack } from "./Stack-Cdr4zzyX.js";
import { a as TableCell, t as TableRow } from "./TableRow-CP3jgbZp.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
import { n as DataTable, t as ACTIONS_COLUMN } from "./data-table-5drGRjQE.js";
import { t as QueryContent } from "./query-content-Bar_8E_D.js";
import { r as errorMessageFor } from "./api-client-BGybrOBG.js";
import { t as TextField } from "./TextField-BMkRww_p.js";
// src/features/insight-hub/components/at-risk-panel.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var COLUMNS$1 = [
	{ label: "Persona" },
	{ label: "Empresa" },
	{ label: "Ruta" },
	{ label: "Criterios" },
	{ label: "Última actividad" },
	ACTIONS_COLUMN
];
/** People at risk by a rule shown on the page, each with a link to them and a reminder by e-mail. */
function AtRiskPanel({ filters }) {
	const headingId = (0, import_react.useId)();
	const atRisk = useAtRisk(filters);
	const remind = useSendReminder();
	const [notice, setNotice] = (0, import_react.useState)(null);
	const send = (row) => {
		setNotice(null);
		remind.mutate({
			userId: row.userId,
			routeId: row.routeId
		}, {
			onSuccess: () => setNotice({
				severity: "success",
				text: `Se envió el recordatorio a ${row.nombre} (${row.email}).`
			}),
			onError: (error) => setNotice({
				severity: "error",
				text: isApiError(error) ? error.message : errorMessageFor(error)
			})
		});
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Panel, {
		id: headingId,
		title: "Personas en riesgo",
		description: `La lista mira el estado de hoy (el periodo no la cambia). Se considera en riesgo a quien cumple al menos uno de estos criterios en una ruta en la que está inscrito; las personas con más criterios y más días sin actividad van primero.`,
		actions: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CsvLink, {
			table: "at-risk",
			filters,
			label: "Personas en riesgo"
		}),
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				component: "h3",
				variant: "subtitle1",
				sx: { fontWeight: 600 },
				children: "Regla"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", { children: riskCriteria.map((criterion) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("strong", { children: [riskCriterionLabels[criterion], ":"] }),
				" ",
				riskCriterionRules[criterion]
			] }, criterion)) }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
				variant: "body2",
				sx: {
					color: "text.secondary",
					mb: 2
				},
				children: [
					"Un recordatorio por persona y ruta cada 24 horas; queda registrado en la auditoría. Inactividad: más de",
					" ",
					14,
					" días."
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				"aria-live": "polite",
				children: notice && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
					severity: notice.severity,
					sx: { mb: 2 },
					onClose: () => setNotice(null),
					children: notice.text
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(QueryContent, {
				query: atRisk,
				loadingLabel: "Buscando personas en riesgo…",
				isEmpty: (data) => data.total === 0,
				emptyText: "Nadie cumple hoy ninguno de los criterios de riesgo.",
				children: (data) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					variant: "body2",
					sx: { mb: 1 },
					children: data.total > data.items.length ? `Se muestran ${formatNumber(data.items.length)} de ${formatNumber(data.total)} personas; el CSV trae todas.` : `${formatNumber(data.total)} ${data.total === 1 ? "caso" : "casos"} (persona y ruta).`
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataTable, {
					labelledBy: headingId,
					columns: COLUMNS$1,
					size: "small",
					minWidth: 900,
					children: data.items.map((row) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
							component: "th",
							scope: "row",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
								component: Link,
								to: paths.admin.user(row.userId),
								children: row.nombre
							})
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: row.companyName ?? "Sin empresa" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: row.routeTitle }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stack, {
							direction: "row",
							sx: {
								gap: .5,
								flexWrap: "wrap"
							},
							children: row.criteria.map((c) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, {
								size: "small",
								label: riskCriterionLabels[c]
							}, c))
						}) }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: formatDate(row.lastActivityAt) }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							size: "small",
							variant: "outlined",
							onClick: () => send(row),
							disabled: remind.isPending && remind.variables.userId === row.userId,
							"aria-label": `Enviar recordatorio a ${row.nombre} sobre ${row.routeTitle}`,
							children: "Enviar recordatorio"
						}) })
					] }, `${row.userId}:${row.routeId}`))
				})] })
			})
		]
	});
}
// src/features/insight-hub/components/funnel-panel.tsx
var COLUMNS = [
	{ label: "Paso" },
	{
		label: "Personas",
		align: "right"
	},
	{
		label: "Abandonan",
		align: "right"
	},
	{
		label: "% que abandona",
		align: "right"
	},
	{ label: "Proporción de los inscritos" }
];
/** The funnel of one route: how many of the people who enrolled in the period reached each step, and who dropped. */
function FunnelPanel({ filters, route }) {
	const headingId = (0, import_react.useId)();
	const routeFilters = {
		...filters,
		routeId: route?.id ?? ""
	};
	const funnel = useFunnel(routeFilters);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Panel, {
		id: headingId,
		title: route ? `Embudo: ${route.title}` : "Embudo",
		description: "De las personas que se inscribieron en el periodo, cuántas llegaron a cada paso de la ruta, en su orden: prueba inicial, cada contenido, simulador (si la ruta lo tiene), evaluación final presentada y aprobada. «Abandonan» es la diferencia con el paso anterior.",
		actions: route && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CsvLink, {
			table: "funnel",
			filters: routeFilters,
			label: "Embudo"
		}),
		children: route ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QueryContent, {
			query: funnel,
			loadingLabel: "Calculando el embudo…",
			isEmpty: (data) => data.steps[0]?.count === 0,
			emptyText: "Nadie se inscribió en esta ruta durante el periodo.",
			children: (data) => {
				const enrolled = data.steps[0]?.count ?? 0;
				return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataTable, {
					labelledBy: headingId,
					columns: COLUMNS,
					size: "small",
					minWidth: 640,
					children: data.steps.map((step) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
							component: "th",
							scope: "row",
							children: step.label
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
							align: "right",
							children: formatNumber(step.count)
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
							align: "right",
							children: step.drop === null ? "—" : formatNumber(step.drop)
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
							align: "right",
							children: step.dropShare === null ? "—" : formatPercent(step.dropShare * 100)
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
							sx: { width: "30%" },
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ShareBar, { share: enrolled === 0 ? 0 : step.count / enrolled })
						})
					] }, step.itemId ?? step.kind))
				});
			}
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Todavía no hay rutas publicadas." })
	});
}
// src/features/insight-hub/components/gain-panel.tsx
var ROUTE_COLUMNS = [
	{ label: "Ruta" },
	{
		label: "Personas",
		align: "right"
	},
	{ label: "Prueba inicial: promedio (Q1 · mediana · Q3)" },
	{ label: "Evaluación final: promedio (Q1 · mediana · Q3)" },
	{ label: "Ganancia normalizada: promedio (Q1 · mediana · Q3)" }
];
var TOPIC_COLUMNS = [
	{ label: "Ruta" },
	{ label: "Tema" },
	{
		label: "Acierto en la prueba inicial",
		align: "right"
	},
	{
		label: "Acierto en la evaluación final",
		align: "right"
	},
	{
		label: "Cambio",
		align: "right"
	}
];
var HAKE_BANDS = [
	"Negativa (menor que 0)",
	"Baja (0 a 0,3)",
	"Media (0,3 a 0,7)",
	"Alta (0,7 o más)"
];
var score = (value) => value === null ? "—" : formatDecimal(value).replace(/,00$/, "");
var spread = (q, format) => q ? `(${format(q.q1)} · ${format(q.median)} · ${format(q.q3)})` : "";
var share = (value) => value === null ? "—" : formatPercent(value * 100);
/** Pre-test against final test per route and per topic, with the distribution and not only the mean. */
function GainPanel({ filters }) {
	const headingId = (0, import_react.useId)();
	const topicsId = (0, import_react.useId)();
	const gain = useLearningGain(filters);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Panel, {
		id: headingId,
		title: "Ganancia de aprendizaje",
		description: "Personas con la prueba inicial y la evaluación final terminadas; la evaluación final cuenta si terminó en el periodo (su mejor puntaje). La ganancia normalizada (Hake) es (final − pre) / (100 − pre): qué parte de lo que le faltaba aprendió cada persona; no se define con una prueba inicial de 100.",
		actions: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CsvLink, {
			table: "gain-routes",
			filters,
			label: "Ganancia por ruta"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CsvLink, {
			table: "gain-topics",
			filters,
			label: "Ganancia por tema"
		})] }),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QueryContent, {
			query: gain,
			loadingLabel: "Calculando la ganancia…",
			isEmpty: (data) => data.routes.length === 0 && data.topics.length === 0,
			emptyText: "Nadie terminó la evaluación final en el periodo.",
			children: (data) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataTable, {
					labelledBy: headingId,
					columns: ROUTE_COLUMNS,
					size: "small",
					minWidth: 820,
					children: data.routes.map((route) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
							component: "th",
							scope: "row",
							children: route.title
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
							align: "right",
							children: formatNumber(route.people)
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableCell, { children: [
							score(route.meanPre),
							" ",
							spread(route.pre, (v) => formatNumber(v))
						] }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableCell, { children: [
							score(route.meanPost),
							" ",
							spread(route.post, (v) => formatNumber(v))
						] }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableCell, { children: [
							route.meanHake === null ? "—" : formatDecimal(route.meanHake),
							" ",
							spread(route.hake, formatDecimal)
						] })
					] }, route.routeId))
				}),
				data.routes.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Distributions, { routes: data.routes }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					id: topicsId,
					variant: "h6",
					component: "h3",
					sx: {
						mt: 3,
						mb: 1
					},
					children: "Por tema"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataTable, {
					labelledBy: topicsId,
					columns: TOPIC_COLUMNS,
					size: "small",
					minWidth: 640,
					children: data.topics.map((topic) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: topic.routeTitle }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
							component: "th",
							scope: "row",
							children: topic.topic
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
							align: "right",
							children: share(topic.preCorrectShare)
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
							align: "right",
							children: share(topic.postCorrectShare)
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
							align: "right",
							children: topic.preCorrectShare === null || topic.postCorrectShare === null ? "—" : `${formatDecimal((topic.postCorrectShare - topic.preCorrectShare) * 100).replace(/,00$/, "")} pts`
						})
					] }, `${topic.routeId}:${topic.topic}`))
				})
			] })
		})
	});
}
/** The histograms of one route (chosen when there are several): scores before and after, and Hake's bands. */
function Distributions({ routes }) {
	const [chosen, setChosen] = (0, import_react.useState)("");
	const route = routes.find((r) => r.routeId === chosen) ?? routes[0];
	const scoresId = (0, import_react.useId)();
	const hakeId = (0, import_react.useId)();
	if (!route) return null;
	const most = Math.max(1, ...route.preBuckets.map((b) => b.count), ...route.postBuckets.map((b) => b.count));
	const hakeMost = Math.max(1, ...route.hakeBuckets.map((b) => b.count));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		sx: {
			mt: 3,
			gap: 2
		},
		children: [
			routes.length > 1 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
				select: true,
				label: "Distribución de la ruta",
				value: route.routeId,
				onChange: (event) => setChosen(event.target.value),
				slotProps: {
					select: { native: true },
					inputLabel: { shrink: true }
				},
				sx: { maxWidth: 360 },
				children: routes.map((r) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
					value: r.routeId,
					children: r.title
				}, r.routeId))
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
				id: scoresId,
				variant: "h6",
				component: "h3",
				children: ["Distribución de puntajes: ", route.title]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataTable, {
				labelledBy: scoresId,
				columns: [
					{ label: "Puntaje" },
					{
						label: "Prueba inicial",
						align: "right"
					},
					{ label: "Prueba inicial (barra)" },
					{
						label: "Evaluación final",
						align: "right"
					},
					{ label: "Evaluación final (barra)" }
				],
				size: "small",
				minWidth: 560,
				children: route.preBuckets.map((bucket, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
						component: "th",
						scope: "row",
						children: bucketLabel(bucket, index === route.preBuckets.length - 1)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
						align: "right",
						children: formatNumber(bucket.count)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
						sx: { width: "25%" },
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ShareBar, { share: bucket.count / most })
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
						align: "right",
						children: formatNumber(route.postBuckets[index]?.count ?? 0)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
						sx: { width: "25%" },
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ShareBar, { share: (route.postBuckets[index]?.count ?? 0) / most })
					})
				] }, bucket.from))
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
				id: hakeId,
				variant: "h6",
				component: "h3",
				children: ["Ganancia normalizada por bandas: ", route.title]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataTable, {
				labelledBy: hakeId,
				columns: [
					{ label: "Banda" },
					{
						label: "Personas",
						align: "right"
					},
					{ label: "Proporción" }
				],
				size: "small",
				minWidth: 420,
				children: route.hakeBuckets.map((bucket, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
						component: "th",
						scope: "row",
						children: HAKE_BANDS[index]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
						align: "right",
						children: formatNumber(bucket.count)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
						sx: { width: "40%" },
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ShareBar, { share: bucket.count / hakeMost })
					})
				] }, bucket.from))
			})
		]
	});
}
function bucketLabel(bucket, last) {
	return last ? `${String(bucket.from)} a ${String(bucket.to)}` : `${String(bucket.from)} a ${String(bucket.to - 1)}`;
}
// src/features/insight-hub/components/insight-hub-page.tsx
/**
* `/admin/insight-hub`: funnel, learning gain, weak topics and people at risk, filtered by company (a lead sees
* their own), period and route. The funnel shows the chosen route, or the first one when every route is chosen.
*/
function InsightHubPage({ canChooseCompany }) {
	const [filters, change] = useInsightFilters();
	const routes = useInsightRoutes();
	const funnelRoute = routes.data?.items.find((r) => r.id === filters.routeId) ?? routes.data?.items[0];
	const { period, from, to, companyId } = filters;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
			title: "Analítica",
			breadcrumbs: [{
				label: "Panel de control",
				to: paths.admin.dashboard()
			}],
			description: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: ["Qué se aprende, qué no y quién se está quedando atrás.", funnelRoute && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [" ", /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link$1, {
				component: Link,
				to: `${paths.admin.insight(funnelRoute.id)}${filtersSearch({
					period,
					from,
					to,
					companyId
				})}`,
				children: [
					"Ver el detalle de «",
					funnelRoute.title,
					"»"
				]
			})] })] })
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(InsightFilters, {
			filters,
			onChange: change,
			canChooseCompany,
			withRoute: true
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FunnelPanel, {
			filters,
			route: funnelRoute
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(GainPanel, { filters }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(WeakTopicsPanel, { filters }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AtRiskPanel, { filters })
	] });
}
// src/app/routes/admin/insight-hub.tsx
/** `/admin/insight-hub`: the analytics of learning (a Responsable SST sees their own company). */
function InsightHubRoute() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(InsightHubPage, { canChooseCompany: useSessionUser()?.isAdmin ?? false });
}
export { InsightHubRoute as default };
