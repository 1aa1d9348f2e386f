import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { d as profileSchema, i as PROFILES, m as userStatusSchema } from "./user.schemas-C6Y-DZ28.js";
import { t as PagedResults } from "./paged-results-DwWZoQkO.js";
import { t as paths } from "./paths-DCx76zJf.js";
import { t as Download_default } from "./Download-D-G5LuNo.js";
import { t as PersonAdd_default } from "./PersonAdd-C_2tCBmn.js";
import { i as IconButton, t as Alert } from "./Alert-Xs0Ucjpv.js";
import { a as Button, n as Typography, t as Box } from "./Box-BAyYeHPm.js";
import { E as Paper, M as Link, f as formatCount, o as useSessionUser, w as formatShortDate } from "../entry-server.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
import { t as ConfirmDialog } from "./confirm-dialog-Do6sIjaq.js";
import { n as SearchField, t as FilterSelect } from "./filter-fields-EVimqhWD.js";
import { t as PageHeader } from "./page-header-Cld7QmRK.js";
import { t as useDialogTarget } from "./use-dialog-target-DSu2jO3O.js";
import { t as usePagedSearchParams } from "./use-paged-search-params-c6SQO4sc.js";
import { r as errorMessageFor } from "./api-client-BGybrOBG.js";
import { t as UploadFile_default } from "./UploadFile-CPABC6VL.js";
import { a as useSendUserMail, c as useUsers, i as useCompanyOptions, n as UserDialog, o as useSetUserActive, r as exportUrl } from "./user-dialog-DLSA3ZME.js";
import { t as Chip } from "./Chip-C9XsaV41.js";
import { t as Link$1 } from "./Link-BcQgiOgq.js";
import { a as TableCell, i as Table, n as TableHead, r as TableBody, t as TableRow } from "./TableRow-CP3jgbZp.js";
import { t as VisuallyHidden } from "./visually-hidden-COpqPLv-.js";
import { t as MoreVert_default } from "./MoreVert-BFADcOuD.js";
import { t as Menu } from "./Menu-Z0mAVMOx.js";
import { t as MenuItem } from "./MenuItem-BKsJqSOM.js";
// src/features/admin-users/components/users-import-button.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var UsersImportDialog = (0, import_react.lazy)(() => import("./users-import-dialog-DyZYTYyy.js").then((module) => ({ default: module.UsersImportDialog })));
/** "Importar CSV" in the users page toolbar. */
function UsersImportButton() {
	const [open, setOpen] = (0, import_react.useState)(false);
	const [mounted, setMounted] = (0, import_react.useState)(false);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
		variant: "outlined",
		startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(UploadFile_default, { "aria-hidden": "true" }),
		onClick: () => {
			setMounted(true);
			setOpen(true);
		},
		children: "Importar CSV"
	}), mounted && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
		fallback: null,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(UsersImportDialog, {
			open,
			onClose: () => setOpen(false),
			onExited: () => setMounted(false)
		})
	})] });
}
// src/features/admin-users/components/user-actions-menu.tsx
/** The "⋮" menu at the end of a user's row. */
function UserActionsMenu({ user, manageable, onAction }) {
	const [anchor, setAnchor] = (0, import_react.useState)(null);
	const open = anchor !== null;
	const menuId = (0, import_react.useId)();
	const pick = (action) => {
		const opener = anchor;
		setAnchor(null);
		if (opener) onAction(action, user, opener);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
		"aria-label": `Acciones para ${user.nombre}`,
		"aria-haspopup": "menu",
		"aria-expanded": open,
		"aria-controls": open ? menuId : void 0,
		onClick: (event) => setAnchor(event.currentTarget),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MoreVert_default, { "aria-hidden": "true" })
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Menu, {
		id: menuId,
		anchorEl: anchor,
		open,
		onClose: () => setAnchor(null),
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuItem, {
			component: Link,
			to: paths.admin.user(user.id),
			children: "Ver detalle"
		}), manageable && [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuItem, {
				onClick: () => pick("edit"),
				children: "Editar"
			}, "edit"),
			user.active && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuItem, {
				onClick: () => pick("invitation"),
				children: "Reenviar invitación"
			}, "invitation"),
			user.active && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuItem, {
				onClick: () => pick("password-reset"),
				children: "Enviar restablecimiento de contraseña"
			}, "reset"),
			user.active ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuItem, {
				onClick: () => pick("deactivate"),
				sx: { color: "error.main" },
				children: "Desactivar"
			}, "deactivate") : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuItem, {
				onClick: () => pick("reactivate"),
				children: "Reactivar"
			}, "reactivate")
		]]
	})] });
}
// src/features/admin-users/components/users-table.tsx
function UsersTable({ users, captionId, canManage, onAction }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table, {
		"aria-labelledby": captionId,
		size: "medium",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableHead, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, { children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
				scope: "col",
				children: "Nombre"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
				scope: "col",
				children: "Correo"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
				scope: "col",
				children: "Documento"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
				scope: "col",
				children: "Cargo"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
				scope: "col",
				children: "Empresa"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
				scope: "col",
				children: "Perfil"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
				scope: "col",
				children: "Estado"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
				scope: "col",
				children: "Creado"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
				scope: "col",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(VisuallyHidden, { children: "Acciones" })
			})
		] }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableBody, { children: users.map((user) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, {
			hover: true,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
					component: "th",
					scope: "row",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
						component: Link,
						to: paths.admin.user(user.id),
						sx: { fontWeight: 600 },
						children: user.nombre
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
					sx: { wordBreak: "break-all" },
					children: user.email
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: user.tipoDocumento && user.numeroDocumento ? `${user.tipoDocumento} ${user.numeroDocumento}` : "—" }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: user.cargo ?? "—" }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: user.empresa?.nombre ?? "Sin empresa" }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: user.perfil }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, {
					size: "small",
					label: user.active ? "Activo" : "Inactivo",
					color: user.active ? "success" : "default",
					variant: user.active ? "filled" : "outlined"
				}) }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
					dateTime: user.createdAt,
					children: formatShortDate(user.createdAt)
				}) }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
					align: "right",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(UserActionsMenu, {
						user,
						manageable: canManage(user),
						onAction
					})
				})
			]
		}, user.id)) })]
	});
}
// src/features/admin-users/components/users-page.tsx
var NO_MATCHES_TEXT = "No hay usuarios que coincidan con la búsqueda o los filtros.";
var NEW_BUTTON_ID = "users-new";
var newButton = () => document.getElementById(NEW_BUTTON_ID);
var STATUS_OPTIONS = [{
	value: "active",
	label: "Activos"
}, {
	value: "inactive",
	label: "Inactivos"
}];
var PROFILE_OPTIONS = PROFILES.map((profile) => ({
	value: profile,
	label: profile
}));
/**
* `/admin/usuarios`: people with search, filters by company, profile and status, and pagination, all in the address
* so reload and back work; create, edit, deactivate, invitations, resets and the CSV export.
*/
function UsersPage({ companyLead = false }) {
	const { searchParams, q, page, pageSize, search, setSearch, updateParams } = usePagedSearchParams();
	const titleId = (0, import_react.useId)();
	const readEnum = (value, schema) => value && schema.safeParse(value).success ? value : "";
	const filters = {
		q,
		empresaId: companyLead ? "" : searchParams.get("empresa") ?? "",
		perfil: readEnum(searchParams.get("perfil"), profileSchema),
		status: readEnum(searchParams.get("estado"), userStatusSchema)
	};
	const users = useUsers({
		...filters,
		page,
		pageSize
	});
	const companies = useCompanyOptions();
	const setActive = useSetUserActive();
	const sendMail = useSendUserMail();
	const [message, setMessage] = (0, import_react.useState)(null);
	const editing = useDialogTarget(newButton);
	const confirming = useDialogTarget(newButton);
	const filtered = Boolean(q || filters.empresaId || filters.perfil || filters.status);
	const canManage = (user) => !companyLead || user.perfil === "Aprendiz";
	const onAction = (action, user, opener) => {
		setMessage(null);
		sendMail.reset();
		if (action === "edit") editing.show({ user }, opener);
		else if (action === "deactivate" || action === "reactivate") {
			setActive.reset();
			confirming.show({
				user,
				active: action === "reactivate"
			}, opener);
		} else sendMail.mutate({
			id: user.id,
			kind: action
		}, { onSuccess: ({ message: text }) => setMessage(`${text} (${user.nombre})`) });
	};
	const confirmActive = () => {
		const target = confirming.target;
		if (!target) return;
		setActive.mutate({
			id: target.user.id,
			active: target.active
		}, { onSuccess: () => {
			setMessage(target.active ? `Usuario reactivado: «${target.user.nombre}».` : `Usuario desactivado: «${target.user.nombre}».`);
			confirming.close();
		} });
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
			title: "Usuarios",
			breadcrumbs: [{
				label: "Panel de control",
				to: paths.admin.dashboard()
			}],
			description: companyLead ? "Las personas de su empresa. Busque por nombre, correo o documento." : "Personas registradas en la academia. Busque por nombre, correo o documento.",
			actions: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					display: "flex",
					flexWrap: "wrap",
					gap: 1
				},
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						id: NEW_BUTTON_ID,
						variant: "contained",
						startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PersonAdd_default, { "aria-hidden": "true" }),
						onClick: (event) => {
							setMessage(null);
							editing.show({ user: null }, event.currentTarget);
						},
						children: "Nuevo usuario"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(UsersImportButton, {}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						component: "a",
						href: exportUrl(filters),
						download: true,
						variant: "outlined",
						startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Download_default, { "aria-hidden": "true" }),
						children: "Exportar CSV"
					})
				]
			})
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
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchField, {
							id: "users-search",
							label: "Buscar usuarios",
							placeholder: "Nombre, correo o documento",
							value: search,
							onChange: setSearch,
							width: 300
						}),
						!companyLead && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterSelect, {
							id: "users-company",
							label: "Empresa",
							value: filters.empresaId,
							onChange: (value) => updateParams({
								empresa: value,
								pagina: null
							}),
							allLabel: "Todas las empresas",
							options: (companies.data?.items ?? []).map((company) => ({
								value: company.id,
								label: company.nombre
							})),
							width: 260
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterSelect, {
							id: "users-profile",
							label: "Perfil",
							value: filters.perfil,
							onChange: (value) => updateParams({
								perfil: value,
								pagina: null
							}),
							allLabel: "Todos los perfiles",
							options: PROFILE_OPTIONS,
							width: 220
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterSelect, {
							id: "users-status",
							label: "Estado",
							value: filters.status,
							onChange: (value) => updateParams({
								estado: value,
								pagina: null
							}),
							allLabel: "Todos",
							options: STATUS_OPTIONS,
							width: 160
						})
					]
				}),
				message && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
					severity: "success",
					role: "status",
					sx: {
						mx: 2,
						mb: 2
					},
					onClose: () => setMessage(null),
					children: message
				}),
				sendMail.isError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
					severity: "error",
					sx: {
						mx: 2,
						mb: 2
					},
					children: errorMessageFor(sendMail.error)
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					id: titleId,
					component: "h2",
					sx: {
						px: 2,
						pb: 1,
						fontWeight: 600
					},
					children: users.data ? formatCount(users.data.total, "usuario", "usuarios") : "Lista de usuarios"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PagedResults, {
					query: users,
					titleId,
					loadingLabel: "Cargando usuarios",
					emptyText: filtered ? NO_MATCHES_TEXT : "Aún no hay usuarios registrados.",
					page,
					pageSize,
					onPageChange: (next) => updateParams({ pagina: String(next) }),
					onPageSizeChange: (size) => updateParams({
						tamano: size,
						pagina: null
					}),
					children: (items) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(UsersTable, {
						users: items,
						captionId: titleId,
						canManage,
						onAction
					})
				})
			]
		}),
		editing.shown && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(UserDialog, {
			user: editing.target?.user ?? null,
			companyLead,
			companies: companies.data?.items ?? [],
			...editing.props,
			onSaved: setMessage
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ConfirmDialog, {
			...confirming.props,
			title: confirming.target?.active ? "¿Reactivar este usuario?" : "¿Desactivar este usuario?",
			confirmLabel: confirming.target?.active ? "Reactivar" : "Desactivar",
			destructive: !confirming.target?.active,
			onConfirm: confirmActive,
			pending: setActive.isPending,
			error: setActive.error,
			children: confirming.target?.active ? `«${confirming.target.user.nombre}» podrá volver a iniciar sesión.` : `«${confirming.target?.user.nombre ?? ""}» no podrá iniciar sesión y sus sesiones abiertas se cerrarán de inmediato. Su historial de formación se conserva.`
		})
	] });
}
// src/app/routes/admin/users.tsx
/** A `Responsable SST` (admin area, not superadmin) sees their company's people only. */
function AdminUsersRoute() {
	const user = useSessionUser();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(UsersPage, { companyLead: Boolean(user && user.canAdmin && !user.isAdmin) });
}
export { AdminUsersRoute as default };
