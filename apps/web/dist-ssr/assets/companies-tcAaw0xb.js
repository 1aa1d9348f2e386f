import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { E as Paper, f as formatCount, o as useSessionUser, x as formatNumber } from "../entry-server.js";
import { t as paths } from "./paths-DCx76zJf.js";
import { a as companyListSchema, c as riskClassLabels, d as minimumStandardsSetFor, i as companyInputSchema, n as RISK_CLASSES, o as companyPeopleSchema, r as adminCompanySchema, t as ARLS, u as minimumStandardsReason } from "./company.schemas-BiOcKKWZ.js";
import { t as Add_default } from "./Add-DXG_Pu5N.js";
import { t as Alert } from "./Alert-Xs0Ucjpv.js";
import { a as Button, n as Typography, t as Box } from "./Box-BAyYeHPm.js";
import { t as LinearProgress } from "./LinearProgress-HmIjUiNo.js";
import { t as TablePagination } from "./TablePagination-CdnLojqt.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
import { t as ConfirmDialog } from "./confirm-dialog-Do6sIjaq.js";
import { n as SearchField, t as FilterSelect } from "./filter-fields-EVimqhWD.js";
import { t as LoadErrorAlert } from "./load-error-alert-CIyOwjnD.js";
import { t as PageHeader } from "./page-header-Cld7QmRK.js";
import { a as PAGE_SIZE_OPTIONS } from "./use-document-title-CDsxsUVm.js";
import { t as useDialogTarget } from "./use-dialog-target-DSu2jO3O.js";
import { t as usePagedSearchParams } from "./use-paged-search-params-c6SQO4sc.js";
import { M as useQueryClient, y as keepPreviousData } from "./removable-Zc2XTOpZ.js";
import { t as useMutation } from "./useMutation-BP5bcImn.js";
import { t as useQuery } from "./useQuery-CSSMCn8a.js";
import { n as apiFetch } from "./api-client-BGybrOBG.js";
import { t as Chip } from "./Chip-C9XsaV41.js";
import { a as TableCell, t as TableRow } from "./TableRow-CP3jgbZp.js";
import { n as DataTable, t as ACTIONS_COLUMN } from "./data-table-5drGRjQE.js";
import { t as RowActions } from "./row-actions-BDw5qjZe.js";
import { n as DialogContent } from "./DialogTitle-D-aPLAO8.js";
import { a as useWatch, i as useForm, t as u } from "./zod-resolver-hVUI3Sd2.js";
import { n as DialogForm, t as EditorDialog } from "./editor-dialog-DoXi-7mS.js";
import { t as FormErrorAlert } from "./form-error-alert-DwWSx3di.js";
import { n as FormTextField, t as applyServerFieldErrors } from "./form-errors-CT4sfmSL.js";
import { t as TextField } from "./TextField-BMkRww_p.js";
import { f as riskClassSchema } from "./user.schemas-C6Y-DZ28.js";
// src/features/admin-companies/api/companies.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var BASE = "/api/admin/companies";
var path = (id) => `${BASE}/${encodeURIComponent(id)}`;
var companyKeys = {
	all: ["admin", "companies"],
	list: (query) => [
		...companyKeys.all,
		"list",
		query
	],
	people: (id) => [
		...companyKeys.all,
		"people",
		id
	]
};
function useCompanies(query) {
	return useQuery({
		queryKey: companyKeys.list(query),
		queryFn: ({ signal }) => {
			const params = new URLSearchParams({
				page: String(query.page),
				pageSize: String(query.pageSize)
			});
			for (const key of [
				"q",
				"claseRiesgo",
				"estandares",
				"departamento",
				"status"
			]) if (query[key]) params.set(key, query[key]);
			return apiFetch(`${BASE}?${params.toString()}`, {
				schema: companyListSchema,
				signal
			});
		},
		placeholderData: keepPreviousData
	});
}
/** The company's active people, who may be named its SST lead (only for a company that exists). */
function useCompanyPeople(id) {
	return useQuery({
		queryKey: companyKeys.people(id ?? ""),
		queryFn: ({ signal }) => apiFetch(`${path(id ?? "")}/people`, {
			schema: companyPeopleSchema,
			signal
		}),
		enabled: id !== null
	});
}
function useRefreshCompanies() {
	const queryClient = useQueryClient();
	return () => void queryClient.invalidateQueries({ queryKey: companyKeys.all });
}
function useSaveCompany() {
	const refresh = useRefreshCompanies();
	return useMutation({
		mutationFn: ({ id, input }) => apiFetch(id ? path(id) : BASE, {
			method: id ? "PUT" : "POST",
			body: input,
			schema: adminCompanySchema
		}),
		onSuccess: refresh
	});
}
function useSetCompanyActive() {
	const refresh = useRefreshCompanies();
	return useMutation({
		mutationFn: ({ id, active }) => apiFetch(`${path(id)}/${active ? "reactivate" : "deactivate"}`, {
			method: "POST",
			schema: adminCompanySchema
		}),
		onSuccess: refresh
	});
}
// src/features/admin-companies/api/divipola.ts
/**
* Colombia's departments and municipalities (DIVIPOLA), fetched as a script chunk of its own the first time the
* companies page needs them, so no other page carries the list.
*/
function useDivipola() {
	return useQuery({
		queryKey: ["divipola"],
		queryFn: async () => (await import("./divipola-k_TuQ1y4.js")).departments,
		staleTime: Infinity,
		gcTime: Infinity
	});
}
// src/features/admin-companies/components/companies-table.tsx
var import_jsx_runtime = require_jsx_runtime();
var COLUMNS = [
	{ label: "Empresa" },
	{ label: "Ubicación" },
	{ label: "Clase de riesgo" },
	{
		label: "Trabajadores",
		align: "right"
	},
	{
		label: "Estándares",
		align: "right"
	},
	{ label: "ARL" },
	{
		label: "Personas activas",
		align: "right"
	},
	{ label: "Estado" }
];
function CompaniesTable({ companies, captionId, actions }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataTable, {
		labelledBy: captionId,
		columns: actions ? [...COLUMNS, ACTIONS_COLUMN] : COLUMNS,
		minWidth: 960,
		children: companies.map((company) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, {
			hover: true,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableCell, {
					component: "th",
					scope: "row",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						component: "span",
						sx: {
							display: "block",
							fontWeight: 600
						},
						children: company.nombre
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
						component: "span",
						variant: "body2",
						sx: { color: "text.secondary" },
						children: ["NIT ", company.nit]
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: company.ubicacion ?? "Sin ubicación" }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: riskClassLabels[company.claseRiesgo] }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
					align: "right",
					children: formatNumber(company.trabajadores)
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
					align: "right",
					children: company.estandares
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: company.arl ?? "Sin ARL" }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
					align: "right",
					children: formatNumber(company.personasActivas)
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, {
					size: "small",
					label: company.active ? "Activa" : "Inactiva",
					color: company.active ? "success" : "default",
					variant: company.active ? "filled" : "outlined"
				}) }),
				actions && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
					align: "right",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RowActions, {
						name: company.nombre,
						actions: [{
							label: "Editar",
							onClick: (opener) => actions.onEdit(company, opener)
						}, company.active ? {
							label: "Desactivar",
							color: "error",
							onClick: (opener) => actions.onToggleActive(company, opener)
						} : {
							label: "Reactivar",
							onClick: (opener) => actions.onToggleActive(company, opener)
						}]
					})
				})
			]
		}, company.id))
	});
}
// src/features/admin-companies/components/native-select-field.tsx
/**
* The browser's own drop-down list, wired to react-hook-form: typing a name's first letters jumps to it, and screen
* readers and phones handle it natively, which matters for the 125 municipalities of Antioquia.
*/
function NativeSelectField({ id, label, registration, errorMessage, helperText, placeholder, options, disabled = false, required = true }) {
	const { ref, ...field } = registration;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TextField, {
		...field,
		id,
		select: true,
		fullWidth: true,
		required,
		margin: "normal",
		label,
		disabled,
		inputRef: ref,
		error: Boolean(errorMessage),
		helperText: errorMessage ?? helperText,
		slotProps: {
			select: { native: true },
			inputLabel: {
				shrink: true,
				required: false
			}
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
			value: "",
			children: placeholder
		}), options.map((option) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
			value: option.value,
			children: option.label
		}, option.value))]
	});
}
// src/features/admin-companies/components/standards-summary.tsx
/** "Estándares mínimos aplicables: 21", live as the size and risk class change, with the one-line reason. */
function StandardsSummary({ trabajadores, claseRiesgo }) {
	const workers = Number(trabajadores);
	const riskClass = riskClassSchema.safeParse(claseRiesgo);
	const known = trabajadores.trim() !== "" && Number.isInteger(workers) && workers >= 1 && riskClass.success;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
		severity: "info",
		role: "status",
		sx: { mt: 2 },
		children: known ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("strong", { children: [
				"Estándares mínimos aplicables:",
				" ",
				minimumStandardsSetFor({
					trabajadores: workers,
					claseRiesgo: riskClass.data
				})
			] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("br", {}),
			minimumStandardsReason({
				trabajadores: workers,
				claseRiesgo: riskClass.data
			})
		] }) : "Escriba el número de trabajadores y elija la clase de riesgo para ver qué estándares mínimos aplican (7, 21 o 60)."
	});
}
// src/features/admin-companies/components/company-dialog.tsx
var FIELDS = [
	"nombre",
	"nit",
	"actividadEconomica",
	"claseRiesgo",
	"trabajadores",
	"arl",
	"departamento",
	"municipio",
	"direccion",
	"responsableSstId"
];
var schemaResolver = u(companyInputSchema);
var resolver = (values, context, options) => schemaResolver({
	...values,
	responsableSstId: values.responsableSstId || null
}, context, options);
function formValues(company) {
	return {
		nombre: company?.nombre ?? "",
		nit: company?.nit ?? "",
		actividadEconomica: company?.actividadEconomica ?? "",
		claseRiesgo: company?.claseRiesgo ?? "",
		trabajadores: company ? String(company.trabajadores) : "",
		arl: company?.arl ?? "",
		departamento: company?.departamento ?? "",
		municipio: company?.municipio ?? "",
		direccion: company?.direccion ?? "",
		responsableSstId: company?.responsableSst?.id ?? ""
	};
}
function CompanyDialog({ company, open, onClose, onSaved, onExited }) {
	const save = useSaveCompany();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EditorDialog, {
		open,
		title: company ? "Editar empresa" : "Nueva empresa",
		busy: save.isPending,
		discardText: "Los cambios que hizo en esta empresa no se guardarán.",
		onClose,
		onSaved,
		onExited,
		children: (editor) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CompanyFormLoader, {
			company,
			save,
			editor
		})
	});
}
/** The selects need their choices before the form fills them, so the form waits for the lists. */
function CompanyFormLoader(props) {
	const divipola = useDivipola();
	const people = useCompanyPeople(props.company?.id ?? null);
	const failed = divipola.isError ? divipola.error : people.isError ? people.error : null;
	if (failed) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogContent, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadErrorAlert, {
		error: failed,
		onRetry: () => void (divipola.isError ? divipola.refetch() : people.refetch())
	}) });
	if (!divipola.data || props.company && !people.data) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogContent, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
		role: "status",
		children: "Cargando el formulario…"
	}) });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CompanyForm, {
		...props,
		departments: divipola.data,
		people: people.data?.items ?? []
	}, props.company?.id ?? "new");
}
function CompanyForm({ company, save, editor, departments, people }) {
	const [serverError, setServerError] = (0, import_react.useState)(null);
	const { register, control, handleSubmit, setError, setFocus, setValue, getValues, formState } = useForm({
		resolver,
		defaultValues: formValues(company),
		mode: "onTouched"
	});
	const { errors, isDirty } = formState;
	const [trabajadores, claseRiesgo, departamento] = useWatch({
		control,
		name: [
			"trabajadores",
			"claseRiesgo",
			"departamento"
		]
	});
	const { trackDirty } = editor;
	(0, import_react.useEffect)(() => trackDirty(isDirty), [isDirty, trackDirty]);
	const municipalities = departments.find((d) => d.code === departamento)?.municipalities ?? [];
	const departmentField = register("departamento", { onChange: () => {
		if (!getValues("municipio").startsWith(getValues("departamento"))) setValue("municipio", "");
	} });
	const onSubmit = (event) => void handleSubmit((input) => {
		setServerError(null);
		save.mutate({
			id: company?.id ?? null,
			input
		}, {
			onSuccess: (saved) => editor.saved(company ? `Empresa actualizada: «${saved.nombre}».` : `Empresa creada: «${saved.nombre}».`),
			onError: (error) => {
				const focused = applyServerFieldErrors(error, FIELDS, setError, setFocus);
				setServerError({
					error,
					focus: !focused
				});
			}
		});
	})(event);
	const twoColumns = {
		display: "grid",
		columnGap: 2,
		gridTemplateColumns: { sm: "repeat(2, minmax(0, 1fr))" }
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogForm, {
		onSubmit,
		pending: save.isPending,
		submitLabel: company ? "Guardar cambios" : "Crear empresa",
		onCancel: editor.close,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormErrorAlert, {
				error: serverError?.error,
				focusOnError: serverError?.focus
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
				id: "company-nombre",
				label: "Nombre o razón social",
				required: true,
				registration: register("nombre"),
				errorMessage: errors.nombre?.message
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: twoColumns,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
						id: "company-nit",
						label: "NIT",
						required: true,
						helperText: "Con el dígito de verificación, por ejemplo 900123456-8.",
						registration: register("nit"),
						errorMessage: errors.nit?.message,
						slotProps: { htmlInput: {
							inputMode: "numeric",
							autoComplete: "off"
						} }
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
						id: "company-actividad",
						label: "Actividad económica (CIIU)",
						required: true,
						helperText: "Código CIIU y descripción, por ejemplo 4111 Construcción de edificios residenciales.",
						registration: register("actividadEconomica"),
						errorMessage: errors.actividadEconomica?.message
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectField, {
						id: "company-clase-riesgo",
						label: "Clase de riesgo",
						placeholder: "Elija la clase de riesgo",
						registration: register("claseRiesgo"),
						errorMessage: errors.claseRiesgo?.message,
						options: RISK_CLASSES.map((value) => ({
							value,
							label: riskClassLabels[value]
						}))
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
						id: "company-trabajadores",
						label: "Número de trabajadores",
						required: true,
						type: "number",
						registration: register("trabajadores"),
						errorMessage: errors.trabajadores?.message,
						slotProps: { htmlInput: {
							min: 1,
							step: 1,
							inputMode: "numeric"
						} }
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(StandardsSummary, {
				trabajadores,
				claseRiesgo
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectField, {
				id: "company-arl",
				label: "ARL",
				placeholder: "Elija la ARL",
				registration: register("arl"),
				errorMessage: errors.arl?.message,
				options: ARLS.map((value) => ({
					value,
					label: value
				}))
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: twoColumns,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectField, {
					id: "company-departamento",
					label: "Departamento",
					placeholder: "Elija el departamento",
					registration: departmentField,
					errorMessage: errors.departamento?.message,
					options: departments.map((d) => ({
						value: d.code,
						label: d.name
					}))
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectField, {
					id: "company-municipio",
					label: "Municipio",
					placeholder: departamento ? "Elija el municipio" : "Primero elija el departamento",
					registration: register("municipio"),
					errorMessage: errors.municipio?.message,
					disabled: !departamento,
					options: municipalities.map((m) => ({
						value: m.code,
						label: m.name
					}))
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
				id: "company-direccion",
				label: "Dirección",
				required: true,
				registration: register("direccion"),
				errorMessage: errors.direccion?.message
			}),
			company && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectField, {
				id: "company-responsable",
				label: "Responsable del SG-SST",
				placeholder: "Sin asignar",
				required: false,
				helperText: "Una persona activa de la empresa.",
				registration: register("responsableSstId"),
				errorMessage: errors.responsableSstId?.message,
				options: people.map((p) => ({
					value: p.id,
					label: `${p.nombre} (${p.perfil})`
				}))
			})
		]
	});
}
// src/features/admin-companies/components/companies-page.tsx
var NEW_BUTTON_ID = "admin-companies-new";
var newButton = () => document.getElementById(NEW_BUTTON_ID);
var STANDARD_OPTIONS = [
	{
		value: "7",
		label: "7 estándares"
	},
	{
		value: "21",
		label: "21 estándares"
	},
	{
		value: "60",
		label: "60 estándares"
	}
];
var STATUS_OPTIONS = [{
	value: "active",
	label: "Activas"
}, {
	value: "inactive",
	label: "Inactivas"
}];
function pick(value, allowed) {
	return allowed.includes(value) ? value : "";
}
/** `/admin/empresas`: the client companies, with search, filters and pages kept in the address. */
function CompaniesPage({ canManage }) {
	const { searchParams, q, page, pageSize, search, setSearch, updateParams } = usePagedSearchParams();
	const filters = {
		claseRiesgo: pick(searchParams.get("riesgo"), RISK_CLASSES),
		estandares: pick(searchParams.get("estandares"), [
			"7",
			"21",
			"60"
		]),
		departamento: searchParams.get("departamento") ?? "",
		status: pick(searchParams.get("estado"), ["active", "inactive"])
	};
	const companies = useCompanies({
		q,
		page,
		pageSize,
		...filters
	});
	const divipola = useDivipola();
	const setActive = useSetCompanyActive();
	const [message, setMessage] = (0, import_react.useState)(null);
	const editing = useDialogTarget(newButton);
	const toggling = useDialogTarget(newButton);
	const captionId = (0, import_react.useId)();
	const data = companies.data;
	const confirmToggle = () => {
		const target = toggling.target;
		if (!target) return;
		setActive.mutate({
			id: target.id,
			active: !target.active
		}, { onSuccess: () => {
			setMessage(target.active ? `Empresa desactivada: «${target.nombre}».` : `Empresa reactivada: «${target.nombre}».`);
			toggling.close();
		} });
	};
	const filter = (key) => (value) => updateParams({
		[key]: value,
		pagina: null
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
			title: "Empresas",
			breadcrumbs: [{
				label: "Panel de control",
				to: paths.admin.dashboard()
			}],
			description: canManage ? "Empresas clientes de la academia. El tamaño y la clase de riesgo deciden qué estándares mínimos de la Resolución 0312 de 2019 aplican." : "Los datos de su empresa. Si algo cambió, pida al administrador de la plataforma que lo actualice."
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
			variant: "outlined",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					sx: {
						p: 2,
						display: "flex",
						flexWrap: "wrap",
						alignItems: "center",
						gap: 2
					},
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchField, {
						id: "companies-search",
						label: "Buscar empresas",
						placeholder: "Nombre o NIT",
						value: search,
						onChange: setSearch,
						width: 280
					}), canManage && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterSelect, {
							id: "companies-riesgo",
							label: "Clase de riesgo",
							allLabel: "Todas",
							value: filters.claseRiesgo,
							onChange: filter("riesgo"),
							options: RISK_CLASSES.map((value) => ({
								value,
								label: riskClassLabels[value]
							})),
							width: 190
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterSelect, {
							id: "companies-estandares",
							label: "Estándares",
							allLabel: "Todos",
							value: filters.estandares,
							onChange: filter("estandares"),
							options: STANDARD_OPTIONS,
							width: 160
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterSelect, {
							id: "companies-departamento",
							label: "Departamento",
							allLabel: "Todos",
							value: divipola.data ? filters.departamento : "",
							onChange: filter("departamento"),
							options: (divipola.data ?? []).map((d) => ({
								value: d.code,
								label: d.name
							})),
							width: 220
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterSelect, {
							id: "companies-estado",
							label: "Estado",
							allLabel: "Todas",
							value: filters.status,
							onChange: filter("estado"),
							options: STATUS_OPTIONS,
							width: 150
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							id: NEW_BUTTON_ID,
							variant: "contained",
							startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Add_default, { "aria-hidden": "true" }),
							onClick: (event) => {
								setMessage(null);
								editing.show({ company: null }, event.currentTarget);
							},
							sx: {
								ml: { md: "auto" },
								minHeight: 44
							},
							children: "Nueva empresa"
						})
					] })]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					role: "status",
					sx: { px: 2 },
					children: message && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
						severity: "success",
						sx: { mb: 1 },
						children: message
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					id: captionId,
					component: "h2",
					tabIndex: -1,
					sx: {
						px: 2,
						pb: 1,
						fontWeight: 600
					},
					children: data ? formatCount(data.total, "empresa", "empresas") : "Lista de empresas"
				}),
				companies.isFetching && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LinearProgress, { "aria-label": "Cargando empresas" }),
				companies.isPending && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					role: "status",
					sx: { p: 3 },
					children: "Cargando empresas…"
				}),
				companies.isError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadErrorAlert, {
					error: companies.error,
					onRetry: () => void companies.refetch(),
					sx: { m: 2 }
				}),
				data && data.items.length === 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					role: "status",
					sx: { p: 3 },
					children: q || Object.values(filters).some(Boolean) ? "No hay empresas que coincidan con la búsqueda o los filtros." : "Aún no hay empresas. Cree la primera con «Nueva empresa»."
				}),
				data && data.items.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CompaniesTable, {
					companies: data.items,
					captionId,
					actions: canManage ? {
						onEdit: (company, opener) => {
							setMessage(null);
							editing.show({ company }, opener);
						},
						onToggleActive: (company, opener) => {
							setActive.reset();
							toggling.show(company, opener);
						}
					} : null
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TablePagination, {
					component: "div",
					count: data.total,
					page: page - 1,
					rowsPerPage: pageSize,
					rowsPerPageOptions: PAGE_SIZE_OPTIONS,
					onPageChange: (_event, nextPage) => updateParams({ pagina: String(nextPage + 1) }),
					onRowsPerPageChange: (event) => updateParams({
						tamano: event.target.value,
						pagina: null
					})
				})] })
			]
		}),
		editing.shown && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CompanyDialog, {
			company: editing.target?.company ?? null,
			...editing.props,
			onSaved: setMessage
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ConfirmDialog, {
			...toggling.props,
			title: toggling.target?.active === false ? "¿Reactivar esta empresa?" : "¿Desactivar esta empresa?",
			confirmLabel: toggling.target?.active === false ? "Reactivar" : "Desactivar",
			destructive: toggling.target?.active !== false,
			onConfirm: confirmToggle,
			pending: setActive.isPending,
			error: setActive.error,
			children: toggling.target?.active === false ? `«${toggling.target.nombre}» volverá a aparecer como activa.` : `«${toggling.target?.nombre ?? ""}» quedará inactiva. Sus personas, sus cuentas y sus registros de formación no cambian.`
		})
	] });
}
// src/app/routes/admin/companies.tsx
/** `/admin/empresas`: the Superadministrador manages every company; a Responsable SST reads their own. */
function CompaniesRoute() {
	const canManage = useSessionUser()?.isAdmin ?? false;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CompaniesPage, { canManage });
}
export { CompaniesRoute as default };
