import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { a as Button, n as Typography, t as Box } from "./Box-BAyYeHPm.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
import { C as formatScore, E as Paper, R as useSearchParams, d as formatCalendarDay, h as formatDecimal, o as useSessionUser, r as LoadingScreen, x as formatNumber } from "../entry-server.js";
import { t as LoadErrorAlert } from "./load-error-alert-CIyOwjnD.js";
import { t as PageHeader } from "./page-header-Cld7QmRK.js";
import { s as complianceCountsSchema } from "./training-plan.schemas-uIv4TIjV.js";
import { y as keepPreviousData } from "./removable-Zc2XTOpZ.js";
import { t as useQuery } from "./useQuery-CSSMCn8a.js";
import { c as array, m as object, n as apiFetch, p as number, s as _enum, v as string } from "./api-client-BGybrOBG.js";
import { t as TextField } from "./TextField-BMkRww_p.js";
import { t as CompanyPicker } from "./company-picker-wB_tbasj.js";
import { t as FilterSelect } from "./filter-fields-EVimqhWD.js";
import { n as ArrowDownward_default, t as ArrowUpward_default } from "./ArrowUpward-u5GTss8i.js";
import { s as createSvgIcon } from "./useSlotProps-DlFLla8-.js";
import { t as VisuallyHidden } from "./visually-hidden-COpqPLv-.js";
import { t as Alert } from "./Alert-Xs0Ucjpv.js";
import { t as AlertTitle } from "./AlertTitle-CbTyEAE5.js";
import { n as systemSetupSchema } from "./system.schemas-De9ddvy_.js";
// ../../packages/shared/src/analytics/dashboard.schemas.ts
/** The periods the dashboard offers; `custom` takes `from` and `to` (Bogotá calendar days, both included). */
var DASHBOARD_PERIODS = [
	"30d",
	"90d",
	"12m",
	"custom"
];
var dashboardPeriodLabels = {
	"30d": "Últimos 30 días",
	"90d": "Últimos 90 días",
	"12m": "Últimos 12 meses",
	custom: "Fechas personalizadas"
};
var day = (message) => string({ error: message }).regex(/^\d{4}-\d{2}-\d{2}$/, message).refine((value) => {
	const parsed = /* @__PURE__ */ new Date(`${value}T00:00:00Z`);
	return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}, message);
/** Days from `from` to `to`, both included. */
function inclusiveDayCount(from, to) {
	return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 864e5) + 1;
}
var dashboardQuerySchema = object({
	companyId: string().max(64).optional(),
	period: _enum(DASHBOARD_PERIODS, { error: "Elija un periodo." }).default("30d"),
	from: day("Escriba la fecha inicial como AAAA-MM-DD.").optional(),
	to: day("Escriba la fecha final como AAAA-MM-DD.").optional()
}).superRefine((query, ctx) => {
	if (query.period !== "custom") return;
	if (!query.from) ctx.addIssue({
		code: "custom",
		path: ["from"],
		message: "Elija la fecha inicial."
	});
	if (!query.to) ctx.addIssue({
		code: "custom",
		path: ["to"],
		message: "Elija la fecha final."
	});
	if (query.from && query.to) {
		if (query.from > query.to) ctx.addIssue({
			code: "custom",
			path: ["to"],
			message: "La fecha final debe ser igual o posterior a la inicial."
		});
		else if (inclusiveDayCount(query.from, query.to) > 1100) ctx.addIssue({
			code: "custom",
			path: ["to"],
			message: "Elija un periodo de hasta tres años."
		});
	}
});
var DASHBOARD_KPIS = [
	"activeLearners",
	"enrolments",
	"completions",
	"averageFinalScore",
	"averageGain",
	"certificatesIssued",
	"certificatesExpiring",
	"openActions",
	"overdueAssignments"
];
/** How each KPI is named and what it counts, in the words the page uses. */
var dashboardKpiText = {
	activeLearners: {
		label: "Aprendices activos",
		help: "Personas con alguna actividad (contenido, respuestas de evaluación o del simulador) en los últimos 30 días del periodo.",
		unit: "count"
	},
	enrolments: {
		label: "Inscripciones",
		help: "Inscripciones a rutas hechas en el periodo.",
		unit: "count"
	},
	completions: {
		label: "Rutas completadas",
		help: "Evaluaciones finales aprobadas en el periodo.",
		unit: "count"
	},
	averageFinalScore: {
		label: "Puntaje promedio de la evaluación final",
		help: "Promedio de los intentos de evaluación final terminados en el periodo, de 0 a 100.",
		unit: "score"
	},
	averageGain: {
		label: "Ganancia normalizada promedio",
		help: "Ganancia de Hake: (final − inicial) ÷ (100 − inicial), con la mejor evaluación final del periodo y la evaluación inicial de la misma ruta.",
		unit: "gain"
	},
	certificatesIssued: {
		label: "Certificados emitidos",
		help: "Certificados no revocados emitidos en el periodo.",
		unit: "count"
	},
	certificatesExpiring: {
		label: "Certificados por vencer",
		help: "Certificados vigentes al final del periodo que vencen en los 30 días siguientes.",
		unit: "count"
	},
	openActions: {
		label: "Acciones de mejora abiertas",
		help: "Acciones del ciclo PHVA sin cumplir al final del periodo.",
		unit: "count"
	},
	overdueAssignments: {
		label: "Asignaciones atrasadas",
		help: "Personas y rutas de los planes de capacitación con la fecha límite pasada y sin certificado vigente al final del periodo.",
		unit: "count"
	}
};
var dashboardKpiSchema = object({
	key: _enum(DASHBOARD_KPIS),
	/** null when there is nothing to average (no final test, no person with both scores). */
	value: number().nullable(),
	previous: number().nullable()
});
var dashboardSchema = object({
	company: object({
		id: string(),
		nombre: string()
	}).nullable(),
	period: object({
		kind: _enum(DASHBOARD_PERIODS),
		from: string(),
		to: string(),
		previousFrom: string(),
		previousTo: string()
	}),
	kpis: array(dashboardKpiSchema),
	/** Active learners per ISO week (Monday `weekStart`), counting only the period's days of that week. */
	weeklyActivity: array(object({
		weekStart: string(),
		activeLearners: number().int()
	})),
	/** Final tests passed in the period, per route, most first. */
	completionsByRoute: array(object({
		routeId: string(),
		title: string(),
		completions: number().int()
	})),
	/**
	* Today's standing of the (person, route) pairs the training plans cover, per company (decision 038's statuses),
	* companies with most pairs first; people of no company are not listed.
	*/
	complianceByCompany: array(object({
		companyId: string(),
		companyName: string(),
		total: number().int(),
		counts: complianceCountsSchema
	}))
});
// src/features/admin-dashboard/api/get-dashboard.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var dashboardKeys = {
	all: ["admin", "dashboard"],
	figures: (query) => [
		...dashboardKeys.all,
		"figures",
		query
	]
};
/** `GET /api/admin/dashboard` for a company and period; the last figures stay on screen while new ones load. */
function useDashboard(query) {
	const search = new URLSearchParams();
	for (const [key, value] of Object.entries(query)) if (value) search.set(key, value);
	return useQuery({
		queryKey: dashboardKeys.figures(query),
		queryFn: ({ signal }) => apiFetch(`/api/admin/dashboard?${search.toString()}`, {
			schema: dashboardSchema,
			signal
		}),
		placeholderData: keepPreviousData
	});
}
// src/features/admin-dashboard/components/dashboard-filters.tsx
var import_jsx_runtime = require_jsx_runtime();
var periodOptions = DASHBOARD_PERIODS.map((value) => ({
	value,
	label: dashboardPeriodLabels[value]
}));
/** Company (Superadministrador only) and period; custom dates apply with a button, checked before they are sent. */
function DashboardFilters({ query, onChange, canChooseCompany }) {
	const period = query.period ?? "30d";
	const [from, setFrom] = (0, import_react.useState)(query.from ?? "");
	const [to, setTo] = (0, import_react.useState)(query.to ?? "");
	const [errors, setErrors] = (0, import_react.useState)({});
	const applyDates = (event) => {
		event.preventDefault();
		const parsed = dashboardQuerySchema.safeParse({
			period: "custom",
			from: from || void 0,
			to: to || void 0
		});
		if (!parsed.success) {
			const found = {};
			for (const issue of parsed.error.issues) {
				const field = issue.path[0];
				if ((field === "from" || field === "to") && !found[field]) found[field] = issue.message;
			}
			setErrors(found);
			return;
		}
		setErrors({});
		onChange({
			...query,
			period: "custom",
			from,
			to
		});
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "flex",
			flexWrap: "wrap",
			gap: 2,
			alignItems: "flex-start",
			mb: 3
		},
		children: [
			canChooseCompany && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CompanyPicker, {
				id: "dashboard-company",
				value: query.companyId ?? "",
				allLabel: "Todas las empresas",
				onChange: (companyId) => onChange({
					...query,
					companyId: companyId || void 0
				}),
				width: 320
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterSelect, {
				id: "dashboard-period",
				label: "Periodo",
				value: period,
				options: periodOptions,
				onChange: (next) => next === "custom" ? onChange({
					...query,
					period: "custom",
					from: void 0,
					to: void 0
				}) : onChange({
					companyId: query.companyId,
					period: next
				}),
				width: 220
			}),
			period === "custom" && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				component: "form",
				noValidate: true,
				onSubmit: applyDates,
				"aria-label": "Fechas del periodo",
				sx: {
					display: "flex",
					flexWrap: "wrap",
					gap: 2,
					alignItems: "flex-start"
				},
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
						id: "dashboard-from",
						label: "Desde",
						type: "date",
						value: from,
						onChange: (event) => setFrom(event.target.value),
						error: Boolean(errors.from),
						helperText: errors.from,
						slotProps: { inputLabel: { shrink: true } }
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
						id: "dashboard-to",
						label: "Hasta",
						type: "date",
						value: to,
						onChange: (event) => setTo(event.target.value),
						error: Boolean(errors.to),
						helperText: errors.to,
						slotProps: { inputLabel: { shrink: true } }
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						type: "submit",
						variant: "outlined",
						sx: { mt: 1 },
						children: "Aplicar fechas"
					})
				]
			})
		]
	});
}
// ../../node_modules/@mui/icons-material/Remove.mjs
var Remove_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M19 13H5v-2h14z" }), "Remove");
// src/features/admin-dashboard/components/kpi-card.tsx
/** A KPI's value as the card shows it: "1.234", "73 de 100", "0,83", or "Sin datos" when there is nothing to average. */
function formatKpiValue(kpi, value) {
	if (value === null) return "Sin datos";
	switch (dashboardKpiText[kpi.key].unit) {
		case "score": return formatScore(value);
		case "gain": return formatDecimal(value);
		case "count": return formatNumber(value);
	}
}
function formatDifference(kpi, difference) {
	const magnitude = Math.abs(difference);
	switch (dashboardKpiText[kpi.key].unit) {
		case "score": return `${formatNumber(magnitude)} ${magnitude === 1 ? "punto" : "puntos"}`;
		case "gain": return formatDecimal(magnitude);
		case "count": return formatNumber(magnitude);
	}
}
/** The change of a KPI against the previous period, for the eye and in words. */
function kpiChange(kpi) {
	const previousText = formatKpiValue(kpi, kpi.previous);
	if (kpi.value === null || kpi.previous === null) return {
		direction: "none",
		short: "Sin comparación",
		spoken: `Sin comparación con el periodo anterior (periodo anterior: ${previousText}).`
	};
	const difference = kpi.value - kpi.previous;
	if (Math.abs(difference) < 1e-9 || formatDifference(kpi, difference) === formatDifference(kpi, 0)) return {
		direction: "same",
		short: "Sin cambio",
		spoken: `Sin cambio frente al periodo anterior, que también fue ${previousText}.`
	};
	const amount = formatDifference(kpi, difference);
	return difference > 0 ? {
		direction: "up",
		short: `+${amount}`,
		spoken: `Aumentó ${amount} frente al periodo anterior (${previousText}).`
	} : {
		direction: "down",
		short: `−${amount}`,
		spoken: `Disminuyó ${amount} frente al periodo anterior (${previousText}).`
	};
}
var ICONS = {
	up: ArrowUpward_default,
	down: ArrowDownward_default,
	same: Remove_default,
	none: Remove_default
};
/** One KPI: its name, its value in the period, and its change against the previous period. */
function KpiCard({ kpi }) {
	const text = dashboardKpiText[kpi.key];
	const change = kpiChange(kpi);
	const Icon = ICONS[change.direction];
	const titleId = (0, import_react.useId)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		component: "section",
		variant: "outlined",
		"aria-labelledby": titleId,
		sx: {
			p: 2,
			display: "flex",
			flexDirection: "column",
			gap: .5,
			height: "100%"
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				id: titleId,
				component: "h2",
				variant: "subtitle2",
				sx: { color: "text.secondary" },
				children: text.label
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				component: "p",
				sx: {
					fontSize: "1.75rem",
					fontWeight: 600,
					lineHeight: 1.2
				},
				children: formatKpiValue(kpi, kpi.value)
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				component: "p",
				sx: {
					m: 0,
					display: "flex",
					alignItems: "center",
					gap: .5
				},
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
						"aria-hidden": "true",
						fontSize: "small",
						sx: { color: "text.secondary" }
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						component: "span",
						"aria-hidden": "true",
						sx: { typography: "body2" },
						children: change.direction === "none" || change.direction === "same" ? change.short : `${change.short} frente al periodo anterior (${formatKpiValue(kpi, kpi.previous)})`
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(VisuallyHidden, { children: change.spoken })
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "body2",
				sx: { color: "text.secondary" },
				children: text.help
			})
		]
	});
}
// src/features/admin-dashboard/components/dashboard-page.tsx
var DashboardCharts = (0, import_react.lazy)(() => import("./dashboard-charts-mL-Elkqk.js"));
var PERIODS = [
	"30d",
	"90d",
	"12m",
	"custom"
];
/** The filters live in the address (`?empresa=&periodo=&desde=&hasta=`), so a view can be shared or reloaded. */
function queryFrom(params) {
	const period = params.get("periodo") ?? "30d";
	return {
		companyId: params.get("empresa") ?? void 0,
		period: PERIODS.includes(period) ? period : "30d",
		from: params.get("desde") ?? void 0,
		to: params.get("hasta") ?? void 0
	};
}
function paramsFrom(query) {
	const params = new URLSearchParams();
	if (query.companyId) params.set("empresa", query.companyId);
	if (query.period && query.period !== "30d") params.set("periodo", query.period);
	if (query.period === "custom" && query.from) params.set("desde", query.from);
	if (query.period === "custom" && query.to) params.set("hasta", query.to);
	return params;
}
/**
* `/admin/dashboard`: the KPIs of a period against the one before it, and two charts with their tables. A
* Superadministrador may choose a company; a Responsable SST always sees their own (the server decides).
*/
function DashboardPage({ canChooseCompany, banners }) {
	const [params, setParams] = useSearchParams();
	const query = queryFrom(params);
	const figures = useDashboard(query.period === "custom" && (!query.from || !query.to) ? { companyId: query.companyId } : query);
	const data = figures.data;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
			title: "Panel de control",
			breadcrumbs: [],
			description: data ? `${data.company ? data.company.nombre : "Todas las empresas"}: del ${formatCalendarDay(data.period.from)} al ${formatCalendarDay(data.period.to)}, comparado con el ${formatCalendarDay(data.period.previousFrom)} al ${formatCalendarDay(data.period.previousTo)}.` : "Indicadores de la formación en el periodo, comparados con el periodo anterior."
		}),
		banners,
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DashboardFilters, {
			query,
			onChange: (next) => setParams(paramsFrom(next), { replace: true }),
			canChooseCompany
		}, `${query.period}-${query.from ?? ""}-${query.to ?? ""}`),
		figures.isError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadErrorAlert, {
			error: figures.error,
			onRetry: () => void figures.refetch()
		}),
		figures.isPending && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadingScreen, {
			fullScreen: false,
			label: "Cargando los indicadores…"
		}),
		data && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			"aria-busy": figures.isFetching,
			sx: {
				display: "flex",
				flexDirection: "column",
				gap: 3
			},
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					component: "h2",
					variant: "h5",
					children: "Indicadores"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					sx: {
						display: "grid",
						gap: 2,
						gridTemplateColumns: {
							xs: "1fr",
							sm: "repeat(2, 1fr)",
							lg: "repeat(4, 1fr)"
						}
					},
					children: data.kpis.map((kpi) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(KpiCard, { kpi }, kpi.key))
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					component: "h2",
					variant: "h5",
					children: "Gráficos"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
					fallback: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadingScreen, {
						fullScreen: false,
						label: "Cargando los gráficos…"
					}),
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DashboardCharts, { dashboard: data })
				})
			]
		})
	] });
}
// src/features/admin-dashboard/api/get-system-setup.ts
/**
* What the installation lacks for its certificates to hold up (`GET /api/admin/system/setup`, decision 029). Only
* the Superadministrador may ask, so the dashboard asks only for them.
*/
function useSystemSetup(enabled) {
	return useQuery({
		queryKey: ["admin", "system-setup"],
		queryFn: ({ signal }) => apiFetch("/api/admin/system/setup", {
			schema: systemSetupSchema,
			signal
		}),
		enabled
	});
}
/**
* Warnings about the installation that only the Superadministrador can fix (decision 029). Nothing is shown while
* loading or when the request fails: these banners add to the page, they never block it.
*/
function SetupBanners({ enabled }) {
	const data = useSystemSetup(enabled).data;
	if (!data || !data.publicUrlMissing && !data.certificateSignerMissing) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "flex",
			flexDirection: "column",
			gap: 2,
			mt: 3
		},
		children: [data.publicUrlMissing && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Alert, {
			severity: "warning",
			variant: "outlined",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertTitle, { children: "Los certificados llevarán un enlace que nadie más puede abrir" }),
				`El código QR y el enlace de verificación de cada certificado apuntan a ${data.certificateLinkBase}, `,
				"una dirección de este servidor que nadie fuera de él puede abrir, así que un certificado impreso no se puede verificar. Defina la variable PUBLIC_URL con la dirección pública de la academia (por ejemplo, https://academia.su-empresa.co) y reinicie el servidor."
			]
		}), data.certificateSignerMissing && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Alert, {
			severity: "warning",
			variant: "outlined",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertTitle, { children: "Los certificados saldrán sin firma del responsable SST" }), "Defina CERTIFICATE_SIGNER_NAME y CERTIFICATE_SIGNER_LICENSE con el nombre y la licencia en SST de la persona responsable de la academia, y reinicie el servidor. Los certificados ya emitidos no cambian."]
		})]
	});
}
// src/app/routes/admin/dashboard.tsx
/** The dashboard's figures, and what the installation lacks for its certificates (Superadministrador only). */
function DashboardRoute() {
	const user = useSessionUser();
	const isAdmin = Boolean(user?.isAdmin);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DashboardPage, {
		canChooseCompany: isAdmin,
		banners: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SetupBanners, { enabled: isAdmin })
	});
}
export { DashboardRoute as default };
