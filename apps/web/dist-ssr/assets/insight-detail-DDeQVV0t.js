import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { L as useParams, M as Link, S as formatPercent, g as formatDuration, h as formatDecimal, o as useSessionUser, p as formatDate, x as formatNumber } from "../entry-server.js";
import { t as paths } from "./paths-DCx76zJf.js";
import { t as Link$1 } from "./Link-BcQgiOgq.js";
import { a as TableCell, t as TableRow } from "./TableRow-CP3jgbZp.js";
import { n as Typography } from "./Box-BAyYeHPm.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
import { n as DataTable } from "./data-table-5drGRjQE.js";
import { t as PageHeader } from "./page-header-Cld7QmRK.js";
import { t as QueryContent } from "./query-content-Bar_8E_D.js";
import { a as InsightFilters, c as useInsightFilters, i as ShareBar, n as bankPath, o as CsvLink, p as useRouteInsight, r as Panel, s as filtersSearch } from "./weak-topics-panel-DO8hVrcL.js";
// src/features/insight-hub/components/insight-detail-page.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var share = (value) => value === null ? "—" : formatPercent(value * 100);
var scoreText = (value) => value === null ? "—" : formatDecimal(value).replace(/,00$/, "");
/** `/admin/insight-hub/detalles/:id`: one route's items, bank, companies and learners, with the hub's filters. */
function InsightDetailPage({ canChooseCompany }) {
	const { id = "" } = useParams();
	const [filters, change] = useInsightFilters();
	const detail = useRouteInsight(id, filters);
	const title = detail.data ? `Detalle: ${detail.data.route.title}` : "Detalle de la ruta";
	const { period, from, to, companyId } = filters;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
			title,
			breadcrumbs: [{
				label: "Panel de control",
				to: paths.admin.dashboard()
			}, {
				label: "Analítica",
				to: `${paths.admin.insightHub()}${filtersSearch({
					period,
					from,
					to,
					companyId,
					routeId: id
				})}`
			}],
			description: "Las personas que se inscribieron en la ruta durante el periodo, dentro de su alcance."
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(InsightFilters, {
			filters,
			onChange: change,
			canChooseCompany
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(QueryContent, {
			query: detail,
			loadingLabel: "Cargando el detalle de la ruta…",
			isEmpty: () => false,
			emptyText: "",
			children: (data) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Detail, {
				data,
				filters: {
					...filters,
					routeId: id
				}
			})
		})
	] });
}
function Detail({ data, filters }) {
	const itemsId = (0, import_react.useId)();
	const bankId = (0, import_react.useId)();
	const companiesId = (0, import_react.useId)();
	const learnersId = (0, import_react.useId)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
			sx: { mb: 2 },
			children: [
				formatNumber(data.enrolled),
				" ",
				data.enrolled === 1 ? "persona inscrita" : "personas inscritas",
				" en el periodo."
			]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Panel, {
			id: itemsId,
			title: "Contenidos: tiempo y avance",
			description: "Cuántas personas abrieron y completaron cada contenido, y el tiempo promedio de quienes lo abrieron frente al estimado.",
			actions: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CsvLink, {
				table: "route-items",
				filters,
				label: "Contenidos"
			}),
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataTable, {
				labelledBy: itemsId,
				columns: [
					{ label: "Contenido" },
					{
						label: "Abrieron",
						align: "right"
					},
					{
						label: "Completaron",
						align: "right"
					},
					{
						label: "% de los inscritos",
						align: "right"
					},
					{ label: "Avance (barra)" },
					{ label: "Tiempo promedio" },
					{ label: "Tiempo estimado" }
				],
				size: "small",
				minWidth: 820,
				children: data.items.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableCell, {
						component: "th",
						scope: "row",
						children: [
							item.position,
							". ",
							item.title,
							!item.required && " (opcional)"
						]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
						align: "right",
						children: formatNumber(item.started)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
						align: "right",
						children: formatNumber(item.completed)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
						align: "right",
						children: share(item.completionShare)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
						sx: { width: "15%" },
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ShareBar, { share: item.completionShare ?? 0 })
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: item.meanSeconds === null ? "—" : formatDuration(Math.round(item.meanSeconds)) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: formatDuration(item.estimatedMinutes * 60) })
				] }, item.itemId))
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Panel, {
			id: bankId,
			title: "Banco de preguntas: respuestas en el periodo",
			description: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
				"Porcentaje de acierto de las respuestas de las personas del alcance. Los parámetros de cada pregunta y su calibración están en el",
				" ",
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
					component: Link,
					to: bankPath(data.route.id),
					children: "banco de preguntas de la ruta"
				}),
				"."
			] }),
			actions: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CsvLink, {
				table: "route-bank",
				filters,
				label: "Banco de preguntas"
			}),
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataTable, {
				labelledBy: bankId,
				columns: [
					{ label: "Pregunta" },
					{ label: "Tema" },
					{ label: "Estado" },
					{
						label: "Respuestas",
						align: "right"
					},
					{
						label: "% de acierto",
						align: "right"
					},
					{
						label: "Dificultad",
						align: "right"
					},
					{
						label: "Discriminación",
						align: "right"
					}
				],
				size: "small",
				minWidth: 900,
				children: data.bank.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
						component: "th",
						scope: "row",
						sx: { maxWidth: 360 },
						children: item.prompt
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: item.topic }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: item.status === "active" ? "Activa" : "Retirada" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
						align: "right",
						children: formatNumber(item.answers)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
						align: "right",
						children: share(item.correctShare)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
						align: "right",
						children: formatDecimal(item.difficulty)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
						align: "right",
						children: formatDecimal(item.discrimination)
					})
				] }, item.itemId))
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Panel, {
			id: companiesId,
			title: "Comparación por empresa",
			description: "Promedios de las personas con prueba inicial y evaluación final; la ganancia normalizada (Hake) excluye una prueba inicial de 100.",
			actions: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CsvLink, {
				table: "route-companies",
				filters,
				label: "Comparación por empresa"
			}),
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataTable, {
				labelledBy: companiesId,
				columns: [
					{ label: "Empresa" },
					{
						label: "Inscritos",
						align: "right"
					},
					{
						label: "Aprobaron",
						align: "right"
					},
					{
						label: "Prueba inicial: promedio",
						align: "right"
					},
					{
						label: "Evaluación final: promedio",
						align: "right"
					},
					{
						label: "Ganancia normalizada",
						align: "right"
					}
				],
				size: "small",
				minWidth: 720,
				children: data.companies.map((company) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
						component: "th",
						scope: "row",
						children: company.companyName
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
						align: "right",
						children: formatNumber(company.enrolled)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
						align: "right",
						children: formatNumber(company.passed)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
						align: "right",
						children: scoreText(company.meanPre)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
						align: "right",
						children: scoreText(company.meanPost)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
						align: "right",
						children: company.meanHake === null ? "—" : formatDecimal(company.meanHake)
					})
				] }, company.companyId ?? "none"))
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Panel, {
			id: learnersId,
			title: "Personas inscritas",
			description: data.learnersTotal > data.learners.length ? `Se muestran ${formatNumber(data.learners.length)} de ${formatNumber(data.learnersTotal)}; el CSV trae todas.` : `Contenidos obligatorios de la ruta: ${formatNumber(data.requiredItems)}.`,
			actions: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CsvLink, {
				table: "route-learners",
				filters,
				label: "Personas inscritas"
			}),
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataTable, {
				labelledBy: learnersId,
				columns: [
					{ label: "Persona" },
					{ label: "Empresa" },
					{ label: "Inscripción" },
					{
						label: "Contenidos completados",
						align: "right"
					},
					{
						label: "Prueba inicial",
						align: "right"
					},
					{
						label: "Mejor evaluación final",
						align: "right"
					},
					{ label: "Aprobó" },
					{ label: "Última actividad" }
				],
				size: "small",
				minWidth: 960,
				children: data.learners.map((learner) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
						component: "th",
						scope: "row",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
							component: Link,
							to: paths.admin.user(learner.userId),
							children: learner.nombre
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: learner.companyName ?? "Sin empresa" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: formatDate(learner.enrolledAt) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
						align: "right",
						children: formatNumber(learner.itemsCompleted)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
						align: "right",
						children: learner.preScore ?? "—"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
						align: "right",
						children: learner.bestFinalScore ?? "—"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: learner.passed ? "Sí" : "No" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: formatDate(learner.lastActivityAt) })
				] }, learner.userId))
			})
		})
	] });
}
// src/app/routes/admin/insight-detail.tsx
/** `/admin/insight-hub/detalles/:id`: one route's analytics in depth. */
function InsightDetailRoute() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(InsightDetailPage, { canChooseCompany: useSessionUser()?.isAdmin ?? false });
}
export { InsightDetailRoute as default };
