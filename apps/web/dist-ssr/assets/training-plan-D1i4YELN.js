import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as paths } from "./paths-DCx76zJf.js";
import { t as Alert } from "./Alert-Xs0Ucjpv.js";
import { a as Button, n as Typography } from "./Box-BAyYeHPm.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
import { t as ConfirmDialog } from "./confirm-dialog-Do6sIjaq.js";
import { t as LoadErrorAlert } from "./load-error-alert-CIyOwjnD.js";
import { t as PageHeader } from "./page-header-Cld7QmRK.js";
import { E as Paper, R as useSearchParams, d as formatCalendarDay, w as formatShortDate } from "../entry-server.js";
import { a as assignmentSchema, c as compliancePageSchema, d as COMPLIANCE_STATUSES, f as complianceStatusLabels, i as assignmentOptionsSchema, l as createAssignmentSchema, n as assignablePeopleSchema, o as assignmentTargetKindLabels, r as assignmentListSchema, t as ASSIGNMENT_TARGET_KINDS } from "./training-plan.schemas-uIv4TIjV.js";
import { M as useQueryClient, y as keepPreviousData } from "./removable-Zc2XTOpZ.js";
import { t as useMutation } from "./useMutation-BP5bcImn.js";
import { t as useQuery } from "./useQuery-CSSMCn8a.js";
import { n as apiFetch } from "./api-client-BGybrOBG.js";
import { t as Checkbox } from "./Checkbox-BBE439um.js";
import { t as FormControlLabel } from "./FormControlLabel-BkpFp8lD.js";
import { t as MenuItem } from "./MenuItem-BKsJqSOM.js";
import { t as Stack } from "./Stack-Cdr4zzyX.js";
import { t as TextField } from "./TextField-BMkRww_p.js";
import { t as FormErrorAlert } from "./form-error-alert-DwWSx3di.js";
import { a as TableCell, i as Table, n as TableHead, r as TableBody, t as TableRow } from "./TableRow-CP3jgbZp.js";
import { t as TableContainer } from "./TableContainer-CfusxcDN.js";
import { t as Download_default } from "./Download-D-G5LuNo.js";
import { t as Chip } from "./Chip-C9XsaV41.js";
import { t as Pagination } from "./Pagination-BBVXOG3Q.js";
import { t as FilterSelect } from "./filter-fields-EVimqhWD.js";
// src/features/training-plans/api/training-plans.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var BASE = "/api/admin/training-plans";
var trainingPlanKeys = {
	all: ["admin", "training-plans"],
	assignments: () => [...trainingPlanKeys.all, "assignments"],
	options: () => [...trainingPlanKeys.all, "options"],
	people: (q) => [
		...trainingPlanKeys.all,
		"people",
		q
	],
	compliance: (filters, page) => [
		...trainingPlanKeys.all,
		"compliance",
		filters,
		page
	]
};
/** The filters as a query string; empty ones are left out. */
function complianceQuery(filters, extra = {}) {
	const params = new URLSearchParams();
	if (filters.companyId) params.set("companyId", filters.companyId);
	if (filters.routeId) params.set("routeId", filters.routeId);
	if (filters.status) params.set("status", filters.status);
	for (const [key, value] of Object.entries(extra)) params.set(key, value);
	const text = params.toString();
	return text ? `?${text}` : "";
}
/** Where the CSV of the filtered table is downloaded (a plain link: the browser saves the file). */
var complianceExportUrl = (filters) => `${BASE}/compliance/export${complianceQuery(filters)}`;
function useAssignments() {
	return useQuery({
		queryKey: trainingPlanKeys.assignments(),
		queryFn: ({ signal }) => apiFetch(`${BASE}/assignments`, {
			schema: assignmentListSchema,
			signal
		})
	});
}
function useAssignmentOptions() {
	return useQuery({
		queryKey: trainingPlanKeys.options(),
		queryFn: ({ signal }) => apiFetch(`${BASE}/options`, {
			schema: assignmentOptionsSchema,
			signal
		})
	});
}
/** Learners matching `q` (2 characters or more), for the person picker. */
function useAssignablePeople(q) {
	const query = q.trim();
	return useQuery({
		queryKey: trainingPlanKeys.people(query),
		queryFn: ({ signal }) => apiFetch(`${BASE}/people?q=${encodeURIComponent(query)}`, {
			schema: assignablePeopleSchema,
			signal
		}),
		enabled: query.length >= 2
	});
}
function useCompliance(filters, page) {
	return useQuery({
		queryKey: trainingPlanKeys.compliance(filters, page),
		queryFn: ({ signal }) => apiFetch(`${BASE}/compliance${complianceQuery(filters, {
			page: String(page),
			pageSize: String(25)
		})}`, {
			schema: compliancePageSchema,
			signal
		}),
		placeholderData: keepPreviousData
	});
}
/** Creating or archiving changes who is covered: the list and the table are read again. */
function useRefreshAfter() {
	const queryClient = useQueryClient();
	return () => void queryClient.invalidateQueries({ queryKey: trainingPlanKeys.all });
}
function useCreateAssignment() {
	const refresh = useRefreshAfter();
	return useMutation({
		mutationFn: (input) => apiFetch(`${BASE}/assignments`, {
			method: "POST",
			body: input,
			schema: assignmentSchema
		}),
		onSuccess: refresh
	});
}
function useArchiveAssignment() {
	const refresh = useRefreshAfter();
	return useMutation({
		mutationFn: (id) => apiFetch(`${BASE}/assignments/${encodeURIComponent(id)}`, { method: "DELETE" }),
		onSuccess: refresh
	});
}
// src/features/training-plans/components/assignment-form.tsx
var import_jsx_runtime = require_jsx_runtime();
var empty = {
	routeId: "",
	targetKind: "job_title",
	userId: "",
	companyId: "",
	jobTitle: "",
	dueDate: "",
	mandatory: true
};
/** The form that assigns a route to a person, a whole company or a job title, with a due date. */
function AssignmentForm({ options, onCreated }) {
	const [form, setForm] = (0, import_react.useState)(empty);
	const [personQuery, setPersonQuery] = (0, import_react.useState)("");
	const [problems, setProblems] = (0, import_react.useState)({});
	const create = useCreateAssignment();
	const people = useAssignablePeople(form.targetKind === "person" ? personQuery : "");
	const onlyCompany = options.companies.length === 1 ? options.companies[0] : void 0;
	const set = (key, value) => setForm((current) => ({
		...current,
		[key]: value
	}));
	const submit = (event) => {
		event.preventDefault();
		const parsed = createAssignmentSchema.safeParse({
			routeId: form.routeId,
			targetKind: form.targetKind,
			userId: form.targetKind === "person" ? form.userId || null : null,
			companyId: form.targetKind === "person" ? null : form.companyId || onlyCompany?.id || null,
			jobTitle: form.targetKind === "job_title" ? form.jobTitle || null : null,
			dueDate: form.dueDate,
			mandatory: form.mandatory
		});
		if (!parsed.success) {
			const found = {};
			for (const issue of parsed.error.issues) {
				const path = String(issue.path[0]);
				found[path] ??= issue.message;
			}
			setProblems(found);
			const first = [
				"routeId",
				"userId",
				"companyId",
				"jobTitle",
				"dueDate"
			].find((f) => found[f]);
			if (first) document.getElementById(`assignment-${first}`)?.focus();
			return;
		}
		setProblems({});
		create.mutate(parsed.data, { onSuccess: (created) => {
			setForm(empty);
			setPersonQuery("");
			onCreated(`Ruta asignada: ${created.routeTitle}. Cubre hoy a ${String(created.coveredCount)} persona(s).`);
		} });
	};
	const fieldProps = (field) => ({
		id: `assignment-${field}`,
		error: Boolean(problems[field]),
		helperText: problems[field]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		variant: "outlined",
		component: "section",
		"aria-labelledby": "assignment-form-title",
		sx: {
			p: 2,
			mb: 3
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			id: "assignment-form-title",
			variant: "h6",
			component: "h2",
			sx: { mb: 2 },
			children: "Nueva asignación"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			component: "form",
			noValidate: true,
			onSubmit: submit,
			spacing: 2,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
					select: true,
					label: "Ruta",
					required: true,
					value: form.routeId,
					onChange: (e) => set("routeId", e.target.value),
					...fieldProps("routeId"),
					children: options.routes.map((route) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuItem, {
						value: route.id,
						children: route.title
					}, route.id))
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
					select: true,
					id: "assignment-targetKind",
					label: "Asignar a",
					value: form.targetKind,
					onChange: (e) => set("targetKind", e.target.value),
					children: ASSIGNMENT_TARGET_KINDS.map((kind) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuItem, {
						value: kind,
						children: assignmentTargetKindLabels[kind]
					}, kind))
				}),
				form.targetKind === "person" && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
					id: "assignment-person-search",
					label: "Buscar persona",
					type: "search",
					helperText: "Escriba al menos 2 letras del nombre, el correo o el documento.",
					value: personQuery,
					onChange: (e) => setPersonQuery(e.target.value)
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TextField, {
					select: true,
					label: "Persona",
					required: true,
					value: form.userId,
					onChange: (e) => set("userId", e.target.value),
					...fieldProps("userId"),
					children: [(people.data?.items ?? []).map((person) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(MenuItem, {
						value: person.id,
						children: [
							person.nombre,
							" · ",
							person.email,
							person.companyName ? ` · ${person.companyName}` : ""
						]
					}, person.id)), (people.data?.items.length ?? 0) === 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuItem, {
						value: "",
						disabled: true,
						children: personQuery.trim().length < 2 ? "Busque primero a la persona" : "Nadie coincide con la búsqueda"
					})]
				})] }),
				form.targetKind !== "person" && !onlyCompany && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TextField, {
					select: true,
					label: "Empresa",
					required: form.targetKind === "company",
					value: form.companyId,
					onChange: (e) => set("companyId", e.target.value),
					...fieldProps("companyId"),
					helperText: problems.companyId ?? (form.targetKind === "job_title" ? "Déjela en «Todas» para cubrir el cargo en todas las empresas." : void 0),
					children: [form.targetKind === "job_title" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuItem, {
						value: "",
						children: "Todas las empresas"
					}), options.companies.map((company) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuItem, {
						value: company.id,
						children: company.nombre
					}, company.id))]
				}),
				form.targetKind === "job_title" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
					label: "Cargo",
					required: true,
					value: form.jobTitle,
					onChange: (e) => set("jobTitle", e.target.value),
					...fieldProps("jobTitle"),
					helperText: problems.jobTitle ?? "Cubre a quien tenga este cargo, también a quienes lleguen después. No distingue mayúsculas.",
					slotProps: { htmlInput: { list: "assignment-job-titles" } }
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("datalist", {
					id: "assignment-job-titles",
					children: options.jobTitles.map((title) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", { value: title }, title))
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
					type: "date",
					label: "Fecha límite",
					required: true,
					value: form.dueDate,
					onChange: (e) => set("dueDate", e.target.value),
					...fieldProps("dueDate"),
					slotProps: {
						inputLabel: { shrink: true },
						htmlInput: { min: options.today }
					}
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormControlLabel, {
					control: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Checkbox, {
						checked: form.mandatory,
						onChange: (e) => set("mandatory", e.target.checked)
					}),
					label: "Obligatoria (sus recordatorios por correo no se pueden desactivar)"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormErrorAlert, { error: create.error }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					type: "submit",
					variant: "contained",
					disabled: create.isPending,
					children: "Asignar ruta"
				}) })
			]
		})]
	});
}
// src/features/training-plans/components/assignments-table.tsx
/** Whom an assignment covers, in words. */
function targetText(a) {
	switch (a.targetKind) {
		case "person": return a.userName ?? "Persona";
		case "company": return a.companyName ?? "Empresa";
		case "job_title": return `Cargo «${a.jobTitle ?? ""}» · ${a.companyName ?? "todas las empresas"}`;
	}
}
/** The active assignments, each with how many people it covers today and a way to archive it. */
function AssignmentsTable({ items, onArchive }) {
	if (items.length === 0) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
		sx: { mb: 3 },
		children: "Todavía no hay rutas asignadas. Use el formulario para asignar la primera."
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableContainer, {
		component: Paper,
		variant: "outlined",
		sx: { mb: 3 },
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table, {
			"aria-label": "Asignaciones activas",
			size: "small",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableHead, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableRow, { children: [
				"Ruta",
				"Asignada a",
				"Tipo",
				"Fecha límite",
				"Obligatoria",
				"Personas cubiertas",
				"Acciones"
			].map((c) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
				component: "th",
				scope: "col",
				children: c
			}, c)) }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableBody, { children: items.map((a) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableCell, {
					component: "th",
					scope: "row",
					children: [a.routeTitle, a.origin === "renewal" ? " (renovación)" : ""]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: targetText(a) }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: assignmentTargetKindLabels[a.targetKind] }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: formatCalendarDay(a.dueDate) }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: a.mandatory ? "Sí" : "No" }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: a.coveredCount }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					size: "small",
					color: "error",
					onClick: () => onArchive(a),
					"aria-label": `Archivar la asignación de ${a.routeTitle} a ${targetText(a)}`,
					children: "Archivar"
				}) })
			] }, a.id)) })]
		})
	});
}
// src/features/training-plans/components/compliance-section.tsx
var statusColor = {
	assigned: "default",
	in_progress: "info",
	completed_on_time: "success",
	completed_late: "warning",
	overdue: "error",
	expired: "error"
};
/** Where each covered person stands on each assigned route, with filters, counts and the CSV export. */
function ComplianceSection({ options }) {
	const [searchParams] = useSearchParams();
	const [filters, setFilters] = (0, import_react.useState)(() => {
		const wanted = searchParams.get("empresa") ?? "";
		return {
			companyId: options.companies.some((c) => c.id === wanted) ? wanted : "",
			routeId: "",
			status: ""
		};
	});
	const [page, setPage] = (0, import_react.useState)(1);
	const compliance = useCompliance(filters, page);
	const change = (patch) => {
		setFilters((current) => ({
			...current,
			...patch
		}));
		setPage(1);
	};
	const data = compliance.data;
	const pages = data ? Math.max(1, Math.ceil(data.total / 25)) : 1;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		"aria-labelledby": "compliance-title",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				id: "compliance-title",
				variant: "h5",
				component: "h2",
				sx: { mb: 2 },
				children: "Cumplimiento"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				direction: {
					xs: "column",
					sm: "row"
				},
				spacing: 2,
				sx: {
					mb: 2,
					flexWrap: "wrap"
				},
				useFlexGap: true,
				children: [
					options.companies.length > 1 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterSelect, {
						id: "compliance-company",
						label: "Empresa",
						value: filters.companyId,
						onChange: (companyId) => change({ companyId }),
						options: options.companies.map((c) => ({
							value: c.id,
							label: c.nombre
						})),
						allLabel: "Todas",
						width: 240
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterSelect, {
						id: "compliance-route",
						label: "Ruta",
						value: filters.routeId,
						onChange: (routeId) => change({ routeId }),
						options: options.routes.map((r) => ({
							value: r.id,
							label: r.title
						})),
						allLabel: "Todas",
						width: 240
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterSelect, {
						id: "compliance-status",
						label: "Estado",
						value: filters.status,
						onChange: (status) => change({ status }),
						options: COMPLIANCE_STATUSES.map((s) => ({
							value: s,
							label: complianceStatusLabels[s]
						})),
						allLabel: "Todos",
						width: 220
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						component: "a",
						href: complianceExportUrl(filters),
						download: true,
						startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Download_default, { "aria-hidden": "true" }),
						children: "Exportar CSV"
					})
				]
			}),
			compliance.isError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadErrorAlert, {
				error: compliance.error,
				onRetry: () => void compliance.refetch()
			}),
			data && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					component: "p",
					sx: { mb: 2 },
					"aria-live": "polite",
					children: COMPLIANCE_STATUSES.map((s) => `${complianceStatusLabels[s]}: ${String(data.counts[s])}`).join(" · ")
				}),
				data.items.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: "No hay personas con rutas asignadas que coincidan con estos filtros." }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableContainer, {
					component: Paper,
					variant: "outlined",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table, {
						"aria-label": "Cumplimiento por persona y ruta",
						size: "small",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableHead, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableRow, { children: [
							"Persona",
							"Empresa",
							"Cargo",
							"Ruta",
							"Fecha límite",
							"Estado",
							"Certificado"
						].map((c) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
							component: "th",
							scope: "col",
							children: c
						}, c)) }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableBody, { children: data.items.map((row) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, { children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
								component: "th",
								scope: "row",
								children: row.userName
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: row.companyName ?? "—" }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: row.cargo ?? "—" }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: row.routeTitle }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: formatCalendarDay(row.dueDate) }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, {
								size: "small",
								variant: "outlined",
								color: statusColor[row.status],
								label: complianceStatusLabels[row.status]
							}) }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableCell, { children: [row.certificateIssuedAt ? `Emitido ${formatShortDate(row.certificateIssuedAt)}` : "—", row.certificateExpiresAt ? ` · vence ${formatShortDate(row.certificateExpiresAt)}` : ""] })
						] }, `${row.userId}-${row.routeId}`)) })]
					})
				}),
				pages > 1 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Pagination, {
					sx: { mt: 2 },
					count: pages,
					page,
					onChange: (_e, next) => setPage(next),
					getItemAriaLabel: (type, n) => type === "page" ? `Página ${String(n)}` : type === "next" ? "Página siguiente" : "Página anterior"
				})
			] })
		]
	});
}
// src/features/training-plans/components/training-plan-page.tsx
/** `/admin/plan-de-capacitacion`: who must take which route by when, and who is on time (decision 038). */
function TrainingPlanPage() {
	const options = useAssignmentOptions();
	const assignments = useAssignments();
	const archive = useArchiveAssignment();
	const [archiving, setArchiving] = (0, import_react.useState)(null);
	const [notice, setNotice] = (0, import_react.useState)(null);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
			title: "Plan de capacitación",
			breadcrumbs: [{
				label: "Panel de control",
				to: paths.admin.dashboard()
			}],
			description: "Asigne rutas a una persona, a toda una empresa o a un cargo, con fecha límite, y vea quién va al día (Resolución 0312 de 2019, estándar 1.2.1)."
		}),
		notice && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
			severity: "success",
			role: "status",
			sx: { mb: 2 },
			onClose: () => setNotice(null),
			children: notice
		}),
		options.isError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadErrorAlert, {
			error: options.error,
			onRetry: () => void options.refetch()
		}),
		options.data && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AssignmentForm, {
			options: options.data,
			onCreated: setNotice
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
			"aria-labelledby": "assignments-title",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					id: "assignments-title",
					variant: "h5",
					component: "h2",
					sx: { mb: 2 },
					children: "Asignaciones activas"
				}),
				assignments.isError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadErrorAlert, {
					error: assignments.error,
					onRetry: () => void assignments.refetch()
				}),
				assignments.data && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AssignmentsTable, {
					items: assignments.data.items,
					onArchive: setArchiving
				})
			]
		}),
		options.data && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ComplianceSection, { options: options.data }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ConfirmDialog, {
			open: archiving !== null,
			title: "Archivar la asignación",
			confirmLabel: "Archivar",
			destructive: true,
			pending: archive.isPending,
			error: archive.error,
			onClose: () => {
				setArchiving(null);
				archive.reset();
			},
			onConfirm: () => {
				if (!archiving) return;
				archive.mutate(archiving.id, { onSuccess: () => {
					setNotice(`Asignación archivada: ${archiving.routeTitle}.`);
					setArchiving(null);
				} });
			},
			children: archiving && `La ruta «${archiving.routeTitle}» dejará de estar asignada a ${targetText(archiving)} (fecha límite ${formatCalendarDay(archiving.dueDate)}). El avance y los certificados de cada persona se conservan.`
		})
	] });
}
// src/app/routes/admin/training-plan.tsx
/** `/admin/plan-de-capacitacion`: assignments and compliance (a Responsable SST, their own company's). */
function TrainingPlanRoute() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TrainingPlanPage, {});
}
export { TrainingPlanRoute as default };
