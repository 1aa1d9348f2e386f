import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { _ as routeStatusSchema, g as routeStatusLabels, h as routeMetadataInputSchema, n as adminRouteSchema, t as adminRouteListSchema, v as routeStatuses } from "./route.schemas-C_8Vsxcy.js";
import { t as paths } from "./paths-DCx76zJf.js";
import { t as Add_default } from "./Add-DXG_Pu5N.js";
import { a as Button, n as Typography, t as Box } from "./Box-BAyYeHPm.js";
import { t as LinearProgress } from "./LinearProgress-HmIjUiNo.js";
import { E as Paper, I as useNavigate, M as Link, S as formatPercent, f as formatCount, w as formatShortDate, x as formatNumber } from "../entry-server.js";
import { t as TablePagination } from "./TablePagination-CdnLojqt.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
import { t as LoadErrorAlert } from "./load-error-alert-CIyOwjnD.js";
import { t as PageHeader } from "./page-header-Cld7QmRK.js";
import { a as PAGE_SIZE_OPTIONS } from "./use-document-title-CDsxsUVm.js";
import { t as usePagedSearchParams } from "./use-paged-search-params-c6SQO4sc.js";
import { M as useQueryClient, y as keepPreviousData } from "./removable-Zc2XTOpZ.js";
import { t as queryOptions } from "./queryOptions-C-4jvvEn.js";
import { t as useQuery } from "./useQuery-CSSMCn8a.js";
import { n as apiFetch, r as errorMessageFor } from "./api-client-BGybrOBG.js";
import { a as routePath, c as adminRouteKeys, i as useChangeRouteStatus, n as useMenuButton, o as storeAdminRoute, t as RouteStatusChip } from "./route-status-chip-D-8uWhWj.js";
import { n as SearchField, t as FilterSelect } from "./filter-fields-EVimqhWD.js";
import { n as DialogContent, r as Dialog, t as DialogTitle } from "./DialogTitle-D-aPLAO8.js";
import { t as DialogActions } from "./DialogActions-D27zR_uj.js";
import { n as DialogContentText, t as ConfirmDialog } from "./confirm-dialog-Do6sIjaq.js";
import { i as useForm, t as u } from "./zod-resolver-hVUI3Sd2.js";
import { t as FormErrorAlert } from "./form-error-alert-DwWSx3di.js";
import { n as FormTextField, t as applyServerFieldErrors } from "./form-errors-CT4sfmSL.js";
import { t as useMutation } from "./useMutation-BP5bcImn.js";
import { i as IconButton, t as Alert } from "./Alert-Xs0Ucjpv.js";
import { t as Link$1 } from "./Link-BcQgiOgq.js";
import { a as TableCell, t as TableRow } from "./TableRow-CP3jgbZp.js";
import { t as useDialogTarget } from "./use-dialog-target-DSu2jO3O.js";
import { n as DataTable, t as ACTIONS_COLUMN } from "./data-table-5drGRjQE.js";
import { t as MoreVert_default } from "./MoreVert-BFADcOuD.js";
import { t as ListItemText } from "./ListItemText-XyUK_lvY.js";
import { t as Menu } from "./Menu-Z0mAVMOx.js";
import { t as MenuItem } from "./MenuItem-BKsJqSOM.js";
// src/features/admin-routes/api/get-admin-routes.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
function adminRoutesQueryOptions(query) {
	return queryOptions({
		queryKey: adminRouteKeys.list(query),
		queryFn: ({ signal }) => {
			const params = new URLSearchParams({
				page: String(query.page),
				pageSize: String(query.pageSize)
			});
			if (query.q) params.set("q", query.q);
			if (query.status) params.set("status", query.status);
			return apiFetch(`/api/admin/routes?${params.toString()}`, {
				schema: adminRouteListSchema,
				signal
			});
		},
		placeholderData: keepPreviousData
	});
}
function useAdminRoutes(query) {
	return useQuery(adminRoutesQueryOptions(query));
}
// src/features/admin-routes/api/create-route.ts
/** Creates a draft; every field the admin did not give takes the server's default. */
function createRoute(input) {
	return apiFetch("/api/admin/routes", {
		method: "POST",
		body: input,
		schema: adminRouteSchema
	});
}
function useCreateRoute() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: createRoute,
		onSuccess: (route) => storeAdminRoute(queryClient, route)
	});
}
// src/features/admin-routes/components/new-route-dialog.tsx
var import_jsx_runtime = require_jsx_runtime();
var newRouteSchema = routeMetadataInputSchema.pick({
	title: true,
	category: true
});
var FIELDS = ["title", "category"];
/** Asks only for what a route needs to exist; the editor it opens holds everything else. */
function NewRouteDialog({ open, onClose }) {
	const navigate = useNavigate();
	const create = useCreateRoute();
	const titleId = (0, import_react.useId)();
	const [serverError, setServerError] = (0, import_react.useState)(null);
	const { register, handleSubmit, setError, setFocus, reset, formState } = useForm({
		resolver: u(newRouteSchema),
		defaultValues: {
			title: "",
			category: ""
		}
	});
	const { errors } = formState;
	const close = () => {
		if (create.isPending) return;
		onClose();
	};
	const onSubmit = (event) => void handleSubmit((values) => {
		setServerError(null);
		create.mutate(values, {
			onSuccess: (route) => void navigate(paths.admin.route(route.id)),
			onError: (error) => {
				const focusedField = applyServerFieldErrors(error, FIELDS, setError, setFocus);
				setServerError({
					error,
					focus: !focusedField
				});
			}
		});
	})(event);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
		open,
		onClose: close,
		"aria-labelledby": titleId,
		fullWidth: true,
		maxWidth: "sm",
		slotProps: { transition: {
			onEntered: () => setFocus("title"),
			onExited: () => {
				reset();
				setServerError(null);
			}
		} },
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			component: "form",
			noValidate: true,
			onSubmit,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogTitle, {
					id: titleId,
					children: "Nueva ruta"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogContent, { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogContentText, { children: "La ruta se crea como borrador. Después podrá completar sus datos y agregar contenidos." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormErrorAlert, {
						error: serverError?.error,
						focusOnError: serverError?.focus
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
						id: "new-route-title",
						label: "Título",
						required: true,
						registration: register("title"),
						errorMessage: errors.title?.message
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
						id: "new-route-category",
						label: "Categoría (opcional)",
						helperText: "Por ejemplo: Trabajo en alturas",
						registration: register("category"),
						errorMessage: errors.category?.message
					})
				] }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogActions, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					onClick: close,
					disabled: create.isPending,
					children: "Cancelar"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					type: "submit",
					variant: "contained",
					loading: create.isPending,
					children: "Crear ruta"
				})] })
			]
		})
	});
}
// src/features/admin-routes/api/duplicate-route.ts
/** The copy is a draft titled "Copia de …", with the same content items. */
function duplicateRoute(id) {
	return apiFetch(`${routePath(id)}/duplicate`, {
		method: "POST",
		schema: adminRouteSchema
	});
}
function useDuplicateRoute() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: duplicateRoute,
		onSuccess: (route) => storeAdminRoute(queryClient, route)
	});
}
// src/features/admin-routes/components/route-row-menu.tsx
/** The "⋮" menu of one row: edit, duplicate, archive and preview as a learner. */
function RouteRowMenu({ route, onDuplicate, onArchive, busy }) {
	const menu = useMenuButton();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
		"aria-label": `Acciones para ${route.title}`,
		disabled: busy,
		...menu.buttonProps,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MoreVert_default, {})
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Menu, {
		...menu.menuProps,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuItem, {
				component: Link,
				to: paths.admin.route(route.id),
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListItemText, { children: "Editar" })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuItem, {
				onClick: menu.choose(() => onDuplicate(route)),
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListItemText, { children: "Duplicar" })
			}),
			route.status !== "archived" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuItem, {
				onClick: menu.choose((opener) => onArchive(route, opener)),
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListItemText, { children: "Archivar" })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuItem, {
				component: Link,
				to: paths.route(route.id),
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListItemText, { children: "Ver como aprendiz" })
			})
		]
	})] });
}
// src/features/admin-routes/components/routes-table.tsx
var COLUMNS = [
	{ label: "Título" },
	{ label: "Categoría" },
	{ label: "Estado" },
	{
		label: "Contenidos",
		align: "right"
	},
	{
		label: "Inscritos",
		align: "right"
	},
	{
		label: "Finalización",
		align: "right"
	},
	{ label: "Actualizada" },
	ACTIONS_COLUMN
];
function RoutesTable({ routes, captionId }) {
	const navigate = useNavigate();
	const duplicate = useDuplicateRoute();
	const archive = useChangeRouteStatus();
	const archiving = useDialogTarget(() => document.getElementById(captionId));
	const startDuplicate = (route) => {
		archive.reset();
		duplicate.mutate(route.id, { onSuccess: (copy) => void navigate(paths.admin.route(copy.id)) });
	};
	const startArchive = (route, opener) => {
		duplicate.reset();
		archive.reset();
		archiving.show(route, opener);
	};
	const confirmArchive = () => {
		const route = archiving.target;
		if (!route) return;
		archive.mutate({
			id: route.id,
			status: "archived"
		}, { onSuccess: archiving.close });
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		duplicate.isError && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Alert, {
			severity: "error",
			role: "alert",
			sx: { m: 2 },
			children: ["No se pudo duplicar la ruta. ", errorMessageFor(duplicate.error)]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataTable, {
			labelledBy: captionId,
			columns: COLUMNS,
			children: routes.map((route) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, {
				hover: true,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
						component: "th",
						scope: "row",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
							component: Link,
							to: paths.admin.route(route.id),
							sx: { fontWeight: 600 },
							children: route.title
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: route.category || "Sin categoría" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RouteStatusChip, { status: route.status }) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
						align: "right",
						children: formatNumber(route.itemCount)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
						align: "right",
						children: formatNumber(route.enrolled)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
						align: "right",
						children: formatPercent(route.completionRate)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
						dateTime: route.updatedAt,
						children: formatShortDate(route.updatedAt)
					}) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
						align: "right",
						padding: "checkbox",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RouteRowMenu, {
							route,
							onDuplicate: startDuplicate,
							onArchive: startArchive,
							busy: duplicate.isPending && duplicate.variables === route.id
						})
					})
				]
			}, route.id))
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(ConfirmDialog, {
			...archiving.props,
			title: "¿Archivar esta ruta?",
			confirmLabel: "Archivar",
			onConfirm: confirmArchive,
			pending: archive.isPending,
			error: archive.error,
			children: [
				"«",
				archiving.target?.title,
				"» dejará de estar disponible para los aprendices. Puede pasarla a borrador más adelante para volver a editarla y publicarla."
			]
		})
	] });
}
var STATUS_OPTIONS = routeStatuses.map((value) => ({
	value,
	label: routeStatusLabels[value]
}));
function countLabel(total) {
	return formatCount(total, "ruta", "rutas");
}
/** `/admin/rutas`: every route with its numbers. Search, status filter and page live in the URL. */
function RoutesPage() {
	const { searchParams, q, page, pageSize, search, setSearch, updateParams } = usePagedSearchParams();
	const parsedStatus = routeStatusSchema.safeParse(searchParams.get("estado"));
	const status = parsedStatus.success ? parsedStatus.data : null;
	const [creating, setCreating] = (0, import_react.useState)(false);
	const titleId = (0, import_react.useId)();
	const routes = useAdminRoutes({
		q,
		status,
		page,
		pageSize
	});
	const filtered = Boolean(q || status);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
			title: "Rutas y contenido",
			breadcrumbs: [{
				label: "Panel de control",
				to: paths.admin.dashboard()
			}],
			description: "Cree, edite y publique las rutas de formación con sus contenidos.",
			actions: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "contained",
				startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Add_default, { "aria-hidden": "true" }),
				onClick: () => setCreating(true),
				children: "Nueva ruta"
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NewRouteDialog, {
			open: creating,
			onClose: () => setCreating(false)
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
			variant: "outlined",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					sx: {
						p: 2,
						display: "flex",
						flexWrap: "wrap",
						gap: 2
					},
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchField, {
						id: "routes-search",
						label: "Buscar rutas",
						placeholder: "Título o categoría",
						value: search,
						onChange: setSearch,
						width: 360
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterSelect, {
						id: "routes-status",
						label: "Estado",
						value: status ?? "",
						onChange: (value) => updateParams({
							estado: value,
							pagina: null
						}),
						allLabel: "Todos",
						options: STATUS_OPTIONS,
						width: 200
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					id: titleId,
					component: "h2",
					tabIndex: -1,
					sx: {
						px: 2,
						pb: 1,
						fontWeight: 600
					},
					children: routes.data ? countLabel(routes.data.total) : "Lista de rutas"
				}),
				routes.isFetching && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LinearProgress, { "aria-label": "Cargando rutas" }),
				routes.isPending && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					role: "status",
					sx: { p: 3 },
					children: "Cargando rutas…"
				}),
				routes.isError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadErrorAlert, {
					error: routes.error,
					onRetry: () => void routes.refetch(),
					sx: { m: 2 }
				}),
				routes.data && routes.data.items.length === 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					role: "status",
					sx: { p: 3 },
					children: filtered ? "No hay rutas que coincidan con la búsqueda o el filtro." : "Aún no hay rutas. Cree la primera con «Nueva ruta»."
				}),
				routes.data && routes.data.items.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RoutesTable, {
					routes: routes.data.items,
					captionId: titleId
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TablePagination, {
					component: "div",
					count: routes.data.total,
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
		})
	] });
}
// src/app/routes/admin/routes.tsx
var routes_default = RoutesPage;
export { routes_default as default };
