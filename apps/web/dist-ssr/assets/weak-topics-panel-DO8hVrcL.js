import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { a as Button, n as Typography } from "./Box-BAyYeHPm.js";
import { t as paths } from "./paths-DCx76zJf.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
import { t as useQuery } from "./useQuery-CSSMCn8a.js";
import { t as useMutation } from "./useMutation-BP5bcImn.js";
import { t as Stack } from "./Stack-Cdr4zzyX.js";
import { t as TextField } from "./TextField-BMkRww_p.js";
import { E as Paper, M as Link, R as useSearchParams, S as formatPercent, x as formatNumber } from "../entry-server.js";
import { t as Link$1 } from "./Link-BcQgiOgq.js";
import { c as array, l as boolean, m as object, n as apiFetch, p as number, s as _enum, v as string } from "./api-client-BGybrOBG.js";
import { a as TableCell, t as TableRow } from "./TableRow-CP3jgbZp.js";
import { n as DataTable } from "./data-table-5drGRjQE.js";
import { t as CompanyPicker } from "./company-picker-wB_tbasj.js";
import { t as Download_default } from "./Download-D-G5LuNo.js";
import { t as QueryContent } from "./query-content-Bar_8E_D.js";
// ../../packages/shared/src/insights/insights.schemas.ts
/** The periods every Insight Hub panel can be filtered by (the dashboard offers the same ones). */
var insightPeriods = [
	"30d",
	"90d",
	"12m",
	"custom"
];
var insightPeriodLabels = {
	"30d": "Últimos 30 días",
	"90d": "Últimos 90 días",
	"12m": "Últimos 12 meses",
	custom: "Entre dos fechas"
};
var day = string().regex(/^\d{4}-\d{2}-\d{2}$/, "Escriba la fecha como AAAA-MM-DD.");
var id = string().min(1).max(64);
object({
	companyId: id.optional(),
	routeId: id.optional(),
	period: _enum(insightPeriods).default("30d"),
	from: day.optional(),
	to: day.optional()
}).superRefine((query, ctx) => {
	if (query.period !== "custom") return;
	if (!query.from) ctx.addIssue({
		code: "custom",
		path: ["from"],
		message: "Elija la fecha inicial del periodo."
	});
	if (!query.to) ctx.addIssue({
		code: "custom",
		path: ["to"],
		message: "Elija la fecha final del periodo."
	});
	if (query.from && query.to && query.from > query.to) ctx.addIssue({
		code: "custom",
		path: ["to"],
		message: "La fecha final debe ser igual o posterior a la inicial."
	});
});
/** A route the panels can show: published or archived, with how many people enrolled in the period. */
var insightRouteSchema = object({
	id: string(),
	title: string(),
	status: string()
});
var insightRoutesSchema = object({ items: array(insightRouteSchema) });
var funnelStepSchema = object({
	kind: _enum([
		"enrolled",
		"pretest",
		"content",
		"simulator",
		"final_taken",
		"passed"
	]),
	/** The content item's id for a `content` step. */
	itemId: string().nullable(),
	label: string(),
	count: number().int(),
	/** People of the previous step who did not reach this one (null on the first step). */
	drop: number().int().nullable(),
	/** `drop` as a share (0–1) of the previous step; null on the first step or after an empty one. */
	dropShare: number().nullable()
});
var funnelSchema = object({
	route: insightRouteSchema,
	from: string(),
	to: string(),
	steps: array(funnelStepSchema)
});
/** A histogram bucket: values in [from, to) (the last bucket also holds `to`). */
var bucketSchema = object({
	from: number(),
	to: number(),
	count: number().int()
});
var quartilesSchema = object({
	min: number(),
	q1: number(),
	median: number(),
	q3: number(),
	max: number()
});
var routeGainSchema = object({
	routeId: string(),
	title: string(),
	/** People with both a finished pre-test and a finished final test. */
	people: number().int(),
	meanPre: number().nullable(),
	meanPost: number().nullable(),
	/** Mean Hake g over the people whose pre-test was below 100. */
	meanHake: number().nullable(),
	pre: quartilesSchema.nullable(),
	post: quartilesSchema.nullable(),
	hake: quartilesSchema.nullable(),
	preBuckets: array(bucketSchema),
	postBuckets: array(bucketSchema),
	/** Hake's bands: below 0, low [0, 0.3), medium [0.3, 0.7), high [0.7, 1]. */
	hakeBuckets: array(bucketSchema)
});
var topicGainSchema = object({
	routeId: string(),
	routeTitle: string(),
	topic: string(),
	preAnswers: number().int(),
	preCorrectShare: number().nullable(),
	postAnswers: number().int(),
	postCorrectShare: number().nullable()
});
var insightGainSchema = object({
	routes: array(routeGainSchema),
	topics: array(topicGainSchema)
});
var weakTopicSchema = object({
	routeId: string(),
	routeTitle: string(),
	topic: string(),
	answers: number().int(),
	correctShare: number()
});
var failingItemSchema = object({
	itemId: string(),
	routeId: string(),
	routeTitle: string(),
	topic: string(),
	prompt: string(),
	answers: number().int(),
	wrongShare: number()
});
var weakTopicsSchema = object({
	topics: array(weakTopicSchema),
	items: array(failingItemSchema)
});
/** The at-risk criteria, in the order the page explains them; `overdue` is decided by the training plans. */
var riskCriteria = [
	"inactive",
	"low_pretest",
	"failed_final",
	"overdue"
];
var riskCriterionLabels = {
	inactive: `Sin actividad hace más de ${String(14)} días`,
	low_pretest: "Prueba inicial baja sin avance",
	failed_final: "Reprobó un intento de la evaluación final",
	overdue: "Atrasado en su plan de capacitación"
};
var riskCriterionRules = {
	inactive: `Tiene la ruta en curso (sin aprobar la evaluación final) y su última actividad fue hace más de ${String(14)} días.`,
	low_pretest: `Obtuvo menos de ${String(40)} en la prueba inicial y desde entonces no ha avanzado en contenidos ni evaluaciones.`,
	failed_final: "Terminó un intento de la evaluación final sin aprobarlo y aún no tiene uno aprobado.",
	overdue: "La ruta está en su plan de capacitación, la fecha límite ya pasó y no tiene un certificado vigente de ella."
};
var atRiskRowSchema = object({
	userId: string(),
	nombre: string(),
	email: string(),
	companyName: string().nullable(),
	routeId: string(),
	routeTitle: string(),
	criteria: array(_enum(riskCriteria)),
	lastActivityAt: string(),
	preScore: number().nullable()
});
var atRiskSchema = object({
	total: number().int(),
	/** The rows shown: the most criteria first, then the longest inactive; the CSV has every row. */
	items: array(atRiskRowSchema)
});
object({ routeId: id });
var reminderResultSchema = object({ sentTo: string() });
var itemUsageSchema = object({
	itemId: string(),
	position: number().int(),
	title: string(),
	kind: string(),
	required: boolean(),
	started: number().int(),
	completed: number().int(),
	/** Completed over enrolled in scope (0–1); null with nobody enrolled. */
	completionShare: number().nullable(),
	/** Mean seconds spent by the people who opened it. */
	meanSeconds: number().nullable(),
	estimatedMinutes: number()
});
var bankItemUsageSchema = object({
	itemId: string(),
	topic: string(),
	prompt: string(),
	status: string(),
	answers: number().int(),
	correctShare: number().nullable(),
	difficulty: number(),
	discrimination: number()
});
var companyComparisonSchema = object({
	companyId: string().nullable(),
	companyName: string(),
	enrolled: number().int(),
	passed: number().int(),
	meanPre: number().nullable(),
	meanPost: number().nullable(),
	meanHake: number().nullable()
});
var routeLearnerSchema = object({
	userId: string(),
	nombre: string(),
	companyName: string().nullable(),
	enrolledAt: string(),
	itemsCompleted: number().int(),
	preScore: number().nullable(),
	bestFinalScore: number().nullable(),
	passed: boolean(),
	lastActivityAt: string()
});
var routeInsightSchema = object({
	route: insightRouteSchema,
	enrolled: number().int(),
	requiredItems: number().int(),
	items: array(itemUsageSchema),
	bank: array(bankItemUsageSchema),
	companies: array(companyComparisonSchema),
	learners: array(routeLearnerSchema),
	/** Everyone enrolled in scope; `learners` holds the first 200 (the CSV has all). */
	learnersTotal: number().int()
});
// src/features/insight-hub/api/insights.ts
var BASE = "/api/admin/insights";
/** The query string of the filters: empty ones are left out; the dates only for a custom period. */
function filterQuery(filters) {
	const params = new URLSearchParams();
	if (filters.companyId) params.set("companyId", filters.companyId);
	if (filters.routeId) params.set("routeId", filters.routeId);
	params.set("period", filters.period ?? "30d");
	if (filters.period === "custom") {
		if (filters.from) params.set("from", filters.from);
		if (filters.to) params.set("to", filters.to);
	}
	return params.toString();
}
/** Where a table's CSV is downloaded (a plain link: the browser saves the file). */
var exportUrl = (table, filters) => `${BASE}/export/${table}.csv?${filterQuery(filters)}`;
var insightKeys = {
	all: ["admin", "insights"],
	routes: () => [...insightKeys.all, "routes"],
	panel: (name, query) => [
		...insightKeys.all,
		name,
		query
	]
};
/** A custom period without both days is not asked for yet: the form says what is missing. */
var complete = (filters) => filters.period !== "custom" || Boolean(filters.from) && Boolean(filters.to) && (filters.from ?? "") <= (filters.to ?? "");
function useInsightRoutes() {
	return useQuery({
		queryKey: insightKeys.routes(),
		queryFn: ({ signal }) => apiFetch(`${BASE}/routes`, {
			schema: insightRoutesSchema,
			signal
		})
	});
}
function useFunnel(filters) {
	const query = filterQuery(filters);
	return useQuery({
		queryKey: insightKeys.panel("funnel", query),
		queryFn: ({ signal }) => apiFetch(`${BASE}/funnel?${query}`, {
			schema: funnelSchema,
			signal
		}),
		enabled: Boolean(filters.routeId) && complete(filters)
	});
}
function useLearningGain(filters) {
	const query = filterQuery(filters);
	return useQuery({
		queryKey: insightKeys.panel("gain", query),
		queryFn: ({ signal }) => apiFetch(`${BASE}/gain?${query}`, {
			schema: insightGainSchema,
			signal
		}),
		enabled: complete(filters)
	});
}
function useWeakTopics(filters) {
	const query = filterQuery(filters);
	return useQuery({
		queryKey: insightKeys.panel("weak", query),
		queryFn: ({ signal }) => apiFetch(`${BASE}/weak-topics?${query}`, {
			schema: weakTopicsSchema,
			signal
		}),
		enabled: complete(filters)
	});
}
function useAtRisk(filters) {
	const query = filterQuery(filters);
	return useQuery({
		queryKey: insightKeys.panel("at-risk", query),
		queryFn: ({ signal }) => apiFetch(`${BASE}/at-risk?${query}`, {
			schema: atRiskSchema,
			signal
		})
	});
}
function useRouteInsight(routeId, filters) {
	const query = filterQuery({
		...filters,
		routeId: ""
	});
	return useQuery({
		queryKey: insightKeys.panel(`route:${routeId}`, query),
		queryFn: ({ signal }) => apiFetch(`${BASE}/routes/${encodeURIComponent(routeId)}?${query}`, {
			schema: routeInsightSchema,
			signal
		}),
		enabled: complete(filters)
	});
}
function useSendReminder() {
	return useMutation({ mutationFn: ({ userId, routeId }) => apiFetch(`${BASE}/at-risk/${encodeURIComponent(userId)}/reminder`, {
		method: "POST",
		body: { routeId },
		schema: reminderResultSchema
	}) });
}
// src/features/insight-hub/hooks/use-insight-filters.ts
var PARAMS = {
	companyId: "empresa",
	period: "periodo",
	from: "desde",
	to: "hasta",
	routeId: "ruta"
};
var isPeriod = (value) => value !== null && insightPeriods.includes(value);
/** The page's filters, kept in the address; `change` updates some of them and keeps the rest. */
function useInsightFilters() {
	const [params, setParams] = useSearchParams();
	const period = params.get(PARAMS.period);
	const filters = {
		companyId: params.get(PARAMS.companyId) ?? "",
		period: isPeriod(period) ? period : "30d",
		from: params.get(PARAMS.from) ?? "",
		to: params.get(PARAMS.to) ?? "",
		routeId: params.get(PARAMS.routeId) ?? ""
	};
	const change = (next) => setParams((current) => {
		const updated = new URLSearchParams(current);
		for (const [key, value] of Object.entries(next)) if (value) updated.set(PARAMS[key], value);
		else updated.delete(PARAMS[key]);
		return updated;
	}, { replace: true });
	return [filters, change];
}
/** The filters as the page address writes them (`?periodo=90d&empresa=…`), for links that keep them. */
function filtersSearch(filters) {
	const params = new URLSearchParams();
	for (const [key, value] of Object.entries(filters)) if (value && !(key === "period" && value === "30d")) params.set(PARAMS[key], value);
	const text = params.toString();
	return text ? `?${text}` : "";
}
// src/features/insight-hub/components/csv-link.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** Downloads a table as CSV (UTF-8 with BOM, «;»): a plain link, the browser saves the file. */
function CsvLink({ table, filters, label }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
		component: "a",
		href: exportUrl(table, filters),
		download: true,
		size: "small",
		variant: "outlined",
		startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Download_default, { "aria-hidden": "true" }),
		"aria-label": `Descargar CSV: ${label}`,
		children: "Descargar CSV"
	});
}
// src/features/insight-hub/components/insight-filters.tsx
var nativeSelect = {
	select: { native: true },
	inputLabel: { shrink: true }
};
/**
* Company (only for the Superadministrador, searched as they type: a Responsable SST sees their own), period and route. A custom
* period asks for both days and says so when the last is before the first.
*/
function InsightFilters({ filters, onChange, canChooseCompany, withRoute = false }) {
	const routes = useInsightRoutes();
	const badRange = filters.period === "custom" && filters.from !== "" && filters.to !== "" && filters.from > filters.to;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		component: "form",
		role: "search",
		"aria-label": "Filtros de la analítica",
		direction: {
			xs: "column",
			sm: "row"
		},
		onSubmit: (event) => event.preventDefault(),
		sx: {
			gap: 2,
			mb: 3,
			flexWrap: "wrap"
		},
		children: [
			canChooseCompany && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CompanyPicker, {
				id: "insight-company",
				value: filters.companyId,
				allLabel: "Todas las empresas",
				onChange: (companyId) => onChange({ companyId })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
				select: true,
				label: "Periodo",
				value: filters.period,
				onChange: (event) => onChange({ period: event.target.value }),
				slotProps: nativeSelect,
				sx: { minWidth: 200 },
				children: insightPeriods.map((period) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
					value: period,
					children: insightPeriodLabels[period]
				}, period))
			}),
			filters.period === "custom" && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
				type: "date",
				label: "Desde",
				value: filters.from,
				onChange: (event) => onChange({ from: event.target.value }),
				slotProps: { inputLabel: { shrink: true } },
				required: true,
				helperText: filters.from === "" ? "Elija la fecha inicial del periodo." : void 0
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
				type: "date",
				label: "Hasta",
				value: filters.to,
				onChange: (event) => onChange({ to: event.target.value }),
				slotProps: { inputLabel: { shrink: true } },
				required: true,
				error: badRange,
				helperText: badRange ? "La fecha final debe ser igual o posterior a la inicial." : filters.to === "" ? "Elija la fecha final del periodo." : void 0
			})] }),
			withRoute && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TextField, {
				select: true,
				label: "Ruta",
				value: filters.routeId,
				onChange: (event) => onChange({ routeId: event.target.value }),
				slotProps: nativeSelect,
				helperText: routes.isPending ? "Cargando rutas…" : void 0,
				sx: { minWidth: 260 },
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
					value: "",
					children: "Todas las rutas"
				}), (routes.data?.items ?? []).map((route) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
					value: route.id,
					children: route.title
				}, route.id))]
			})
		]
	});
}
// src/features/insight-hub/components/panel.tsx
/** One section of the hub: a level-2 heading, what it measures, its CSV links and its content. */
function Panel({ id, title, description, actions, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		component: "section",
		variant: "outlined",
		"aria-labelledby": id,
		sx: {
			p: {
				xs: 2,
				sm: 3
			},
			mb: 3
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				direction: "row",
				sx: {
					flexWrap: "wrap",
					gap: 1,
					justifyContent: "space-between",
					alignItems: "center"
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					id,
					variant: "h5",
					component: "h2",
					children: title
				}), actions && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stack, {
					direction: "row",
					sx: {
						gap: 1,
						flexWrap: "wrap"
					},
					children: actions
				})]
			}),
			description && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "body2",
				sx: {
					color: "text.secondary",
					mt: 1,
					mb: 2
				},
				children: description
			}),
			children
		]
	});
}
/** A horizontal bar for a share (0–1) of a table row; the number beside it is the text alternative. */
function ShareBar({ share }) {
	const width = `${String(Math.max(0, Math.min(1, share)) * 100)}%`;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
		"aria-hidden": "true",
		variant: "outlined",
		sx: {
			height: 12,
			width: "100%",
			minWidth: 80,
			bgcolor: "grey.100",
			overflow: "hidden"
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
			elevation: 0,
			sx: {
				height: "100%",
				width,
				bgcolor: "primary.main",
				borderRadius: 0
			}
		})
	});
}
// src/features/insight-hub/components/weak-topics-panel.tsx
var TOPIC_COLUMNS = [
	{ label: "Tema" },
	{ label: "Ruta" },
	{
		label: "Respuestas",
		align: "right"
	},
	{
		label: "Dominio (% de acierto)",
		align: "right"
	},
	{ label: "Dominio (barra)" }
];
var ITEM_COLUMNS = [
	{ label: "Pregunta" },
	{ label: "Tema" },
	{ label: "Ruta" },
	{
		label: "Respuestas",
		align: "right"
	},
	{
		label: "% de error",
		align: "right"
	}
];
/** The bank tab of the route editor, where each question's statistics are. */
var bankPath = (routeId) => `${paths.admin.route(routeId)}?pestana=banco`;
/** The topics people master least in the period, and the questions they fail most, each linked to the bank. */
function WeakTopicsPanel({ filters }) {
	const headingId = (0, import_react.useId)();
	const itemsId = (0, import_react.useId)();
	const weak = useWeakTopics(filters);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Panel, {
		id: headingId,
		title: "Temas con menor dominio",
		description: "Dominio: porcentaje de respuestas correctas dadas en el periodo (prueba inicial y evaluación final) por las personas del alcance. Se muestran los 10 temas más bajos y las 10 preguntas con más error; el CSV trae todos.",
		actions: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CsvLink, {
			table: "weak-topics",
			filters,
			label: "Temas con menor dominio"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CsvLink, {
			table: "failing-items",
			filters,
			label: "Preguntas con más error"
		})] }),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QueryContent, {
			query: weak,
			loadingLabel: "Calculando el dominio por tema…",
			isEmpty: (data) => data.topics.length === 0,
			emptyText: "No hay respuestas de evaluaciones en el periodo.",
			children: (data) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataTable, {
					labelledBy: headingId,
					columns: TOPIC_COLUMNS,
					size: "small",
					minWidth: 720,
					children: data.topics.map((topic) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
							component: "th",
							scope: "row",
							children: topic.topic
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: topic.routeTitle }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
							align: "right",
							children: formatNumber(topic.answers)
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
							align: "right",
							children: formatPercent(topic.correctShare * 100)
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
							sx: { width: "20%" },
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ShareBar, { share: topic.correctShare })
						})
					] }, `${topic.routeId}:${topic.topic}`))
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					id: itemsId,
					variant: "h6",
					component: "h3",
					sx: {
						mt: 3,
						mb: 1
					},
					children: "Preguntas con más error"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataTable, {
					labelledBy: itemsId,
					columns: ITEM_COLUMNS,
					size: "small",
					minWidth: 720,
					children: data.items.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
							component: "th",
							scope: "row",
							sx: { maxWidth: 360 },
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
								component: Link,
								to: bankPath(item.routeId),
								children: item.prompt
							})
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: item.topic }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: item.routeTitle }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
							align: "right",
							children: formatNumber(item.answers)
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
							align: "right",
							children: formatPercent(item.wrongShare * 100)
						})
					] }, item.itemId))
				})
			] })
		})
	});
}
export { riskCriterionRules as _, InsightFilters as a, useInsightFilters as c, useInsightRoutes as d, useLearningGain as f, riskCriterionLabels as g, riskCriteria as h, ShareBar as i, useAtRisk as l, useSendReminder as m, bankPath as n, CsvLink as o, useRouteInsight as p, Panel as r, filtersSearch as s, WeakTopicsPanel as t, useFunnel as u };
