import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { a as messageResponseSchema, o as passwordSchema, r as emailSchema } from "./auth.schemas-oQERaQxX.js";
import { u as certificateSchema } from "./evaluation.schemas-ByEms4cT.js";
import { b as finalTestStandingSchema } from "./route.schemas-C_8Vsxcy.js";
import { r as learnerRouteReportSchema } from "./learner-dashboard.schemas-CK-XiWxi.js";
import { t as cleanText } from "./text-BDzdvN8i.js";
import { a as adminUserSchema, c as documentTypeSchema, d as profileSchema, i as PROFILES, n as DOCUMENT_TYPES, p as userListSchema, r as LEARNER_PROFILE } from "./user.schemas-C6Y-DZ28.js";
import { t as Box } from "./Box-BAyYeHPm.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
import { i as useForm, t as u } from "./zod-resolver-hVUI3Sd2.js";
import { n as DialogForm, t as EditorDialog } from "./editor-dialog-DoXi-7mS.js";
import { t as FormErrorAlert } from "./form-error-alert-DwWSx3di.js";
import { n as FormTextField, t as applyServerFieldErrors } from "./form-errors-CT4sfmSL.js";
import { t as SelectField } from "./select-field-DccZR-vX.js";
import { c as isApiError } from "../entry-server.js";
import { M as useQueryClient, y as keepPreviousData } from "./removable-Zc2XTOpZ.js";
import { t as queryOptions } from "./queryOptions-C-4jvvEn.js";
import { t as useMutation } from "./useMutation-BP5bcImn.js";
import { t as useQuery } from "./useQuery-CSSMCn8a.js";
import { c as array, f as literal, m as object, n as apiFetch, v as string, y as union } from "./api-client-BGybrOBG.js";
// ../../packages/shared/src/users/user-admin.schemas.ts
/** Letters and digits (a passport may carry letters), 3 to 20 of them; dots and spaces are not part of the number. */
var documentNumberSchema = string().trim().regex(/^[0-9A-Za-z]{3,20}$/, "El número de documento tiene de 3 a 20 letras o dígitos, sin puntos ni espacios.");
/** A field of the user form that may be left empty: the empty string means "none". */
var orNone = (schema) => union([literal(""), schema]).nullable();
var userFieldsSchema = object({
	nombre: cleanText({
		label: "El nombre",
		min: 2,
		minMessage: "Escriba el nombre completo",
		max: 120
	}),
	email: emailSchema,
	tipoDocumento: orNone(documentTypeSchema),
	numeroDocumento: orNone(documentNumberSchema),
	cargo: orNone(cleanText({
		label: "El cargo",
		max: 120
	})),
	/** Empty or null: the person belongs to no company. */
	empresaId: orNone(string().trim().max(60)),
	perfil: profileSchema
});
var filled = (value) => value !== void 0 && value !== null && value !== "";
/** The document type and number go together: both or neither. */
function documentPair(value, ctx) {
	const hasType = filled(value.tipoDocumento);
	const hasNumber = filled(value.numeroDocumento);
	if (hasType && !hasNumber) ctx.addIssue({
		code: "custom",
		path: ["numeroDocumento"],
		message: "Escriba el número del documento."
	});
	if (hasNumber && !hasType) ctx.addIssue({
		code: "custom",
		path: ["tipoDocumento"],
		message: "Elija el tipo de documento."
	});
}
/** `POST /api/admin/users`: the account is created without a password; the person gets an invitation. */
var createUserInputSchema = userFieldsSchema.superRefine(documentPair);
userFieldsSchema.partial().superRefine((value, ctx) => {
	if (value.tipoDocumento === void 0 !== (value.numeroDocumento === void 0)) {
		ctx.addIssue({
			code: "custom",
			path: [value.tipoDocumento === void 0 ? "tipoDocumento" : "numeroDocumento"],
			message: "Envíe el tipo y el número de documento juntos."
		});
		return;
	}
	documentPair(value, ctx);
});
object({
	token: string().min(20).max(200),
	password: passwordSchema
});
/** A company the signed-in admin may assign people to (filters and the user form). */
var companyOptionSchema = object({
	id: string(),
	nombre: string(),
	nit: string()
});
var companyOptionListSchema = object({ items: array(companyOptionSchema) });
/**
* A route on the person's page: what "Mi avance" shows them, plus how their final tests stand (attempts used and
* allowed, passed, `canGrant`), so an admin or their company's Responsable SST can grant one more attempt there.
*/
var adminUserRouteSchema = learnerRouteReportSchema.extend({ finalTest: finalTestStandingSchema });
/** `GET /api/admin/users/:id`: the account, its routes with progress and scores, and its certificates. */
var adminUserDetailSchema = object({
	user: adminUserSchema,
	routes: array(adminUserRouteSchema),
	certificates: array(certificateSchema)
});
// src/features/admin-users/api/users.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var BASE = "/api/admin/users";
var path = (id) => `${BASE}/${encodeURIComponent(id)}`;
var usersKeys = {
	all: ["admin", "users"],
	list: (query) => [
		"admin",
		"users",
		"list",
		query
	],
	detail: (id) => [
		"admin",
		"users",
		"detail",
		id
	],
	companies: [
		"admin",
		"users",
		"companies"
	]
};
/** The API's query string for the filters (empty ones left out); the export link uses the same. */
function filterParams(filters) {
	const params = new URLSearchParams();
	for (const key of [
		"q",
		"empresaId",
		"perfil",
		"status"
	]) if (filters[key]) params.set(key, filters[key]);
	return params;
}
/** The address of the CSV of the filtered list (the browser downloads it with the session cookie). */
function exportUrl(filters) {
	const params = filterParams(filters).toString();
	return params ? `${BASE}/export?${params}` : `${BASE}/export`;
}
function usersQueryOptions(query) {
	return queryOptions({
		queryKey: usersKeys.list(query),
		queryFn: ({ signal }) => {
			const params = filterParams(query);
			params.set("page", String(query.page));
			params.set("pageSize", String(query.pageSize));
			return apiFetch(`${BASE}?${params.toString()}`, {
				schema: userListSchema,
				signal
			});
		},
		placeholderData: keepPreviousData
	});
}
function useUsers(query) {
	return useQuery(usersQueryOptions(query));
}
/** The companies this admin may filter by and assign people to (a lead: only their own). */
function useCompanyOptions() {
	return useQuery({
		queryKey: usersKeys.companies,
		queryFn: ({ signal }) => apiFetch(`${BASE}/company-options`, {
			schema: companyOptionListSchema,
			signal
		}),
		staleTime: 6e4
	});
}
function useUserDetail(id) {
	return useQuery({
		queryKey: usersKeys.detail(id),
		queryFn: ({ signal }) => apiFetch(path(id), {
			schema: adminUserDetailSchema,
			signal
		})
	});
}
function useRefreshUsers() {
	const queryClient = useQueryClient();
	return () => void queryClient.invalidateQueries({ queryKey: usersKeys.all });
}
function useSaveUser() {
	const refresh = useRefreshUsers();
	return useMutation({
		mutationFn: ({ id, input }) => apiFetch(id ? path(id) : BASE, {
			method: id ? "PATCH" : "POST",
			body: input,
			schema: adminUserSchema
		}),
		onSuccess: refresh
	});
}
function useSetUserActive() {
	const refresh = useRefreshUsers();
	return useMutation({
		mutationFn: ({ id, active }) => apiFetch(`${path(id)}/${active ? "reactivate" : "deactivate"}`, {
			method: "POST",
			schema: adminUserSchema
		}),
		onSuccess: refresh
	});
}
/** Re-sends the invitation or sends a password reset; answers the server's Spanish confirmation. */
function useSendUserMail() {
	const refresh = useRefreshUsers();
	return useMutation({
		mutationFn: ({ id, kind }) => apiFetch(`${path(id)}/${kind}`, {
			method: "POST",
			schema: messageResponseSchema
		}),
		onSuccess: refresh
	});
}
// src/features/admin-users/components/user-dialog.tsx
var import_jsx_runtime = require_jsx_runtime();
var FIELDS = [
	"nombre",
	"email",
	"tipoDocumento",
	"numeroDocumento",
	"cargo",
	"empresaId",
	"perfil"
];
var resolver = u(createUserInputSchema);
var DOCUMENT_TYPE_LABELS = {
	"": "Sin documento",
	CC: "Cédula de ciudadanía (CC)",
	CE: "Cédula de extranjería (CE)",
	TI: "Tarjeta de identidad (TI)",
	PA: "Pasaporte (PA)",
	PPT: "Permiso por protección temporal (PPT)"
};
var DOCUMENT_OPTIONS = ["", ...DOCUMENT_TYPES];
var PROFILE_LABELS = Object.fromEntries(PROFILES.map((profile) => [profile, profile]));
function formValues(user, companyLead, companies) {
	return {
		nombre: user?.nombre ?? "",
		email: user?.email ?? "",
		tipoDocumento: user?.tipoDocumento ?? "",
		numeroDocumento: user?.numeroDocumento ?? "",
		cargo: user?.cargo ?? "",
		empresaId: user?.empresa?.id ?? (companyLead ? companies[0]?.id ?? "" : ""),
		perfil: user?.perfil ?? "Aprendiz"
	};
}
function UserDialog({ user, companyLead, companies, open, onClose, onSaved, onExited }) {
	const save = useSaveUser();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EditorDialog, {
		open,
		title: user ? "Editar usuario" : "Nuevo usuario",
		busy: save.isPending,
		discardText: "Los datos que escribió de esta persona no se guardarán.",
		onClose,
		onSaved,
		onExited,
		children: (editor) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(UserForm, {
			user,
			companyLead,
			companies,
			save,
			editor
		}, user?.id ?? "new")
	});
}
function UserForm({ user, companyLead, companies, save, editor }) {
	const [serverError, setServerError] = (0, import_react.useState)(null);
	const { register, control, handleSubmit, setError, setFocus, formState } = useForm({
		resolver,
		defaultValues: formValues(user, companyLead, companies)
	});
	const { errors, isDirty } = formState;
	const { trackDirty } = editor;
	(0, import_react.useEffect)(() => trackDirty(isDirty), [isDirty, trackDirty]);
	const companyOptions = companyLead ? companies.map((c) => c.id) : ["", ...companies.map((c) => c.id)];
	const companyLabels = { "": "Sin empresa" };
	for (const company of companies) companyLabels[company.id] = `${company.nombre} (NIT ${company.nit})`;
	const profiles = companyLead ? [LEARNER_PROFILE] : PROFILES;
	const onSubmit = (event) => void handleSubmit((input) => {
		setServerError(null);
		const variables = user ? {
			id: user.id,
			input
		} : {
			id: null,
			input
		};
		save.mutate(variables, {
			onSuccess: (saved) => editor.saved(user ? `Usuario actualizado: «${saved.nombre}».` : `Usuario creado: «${saved.nombre}». Le enviamos por correo la invitación para activar su cuenta.`),
			onError: (error) => {
				let focused = applyServerFieldErrors(error, FIELDS, setError, setFocus);
				if (isApiError(error) && (error.code === "EMAIL_IN_USE" || error.code === "DOCUMENT_IN_USE")) {
					const field = error.code === "EMAIL_IN_USE" ? "email" : "numeroDocumento";
					setError(field, {
						type: "server",
						message: error.message
					});
					setFocus(field);
					focused = true;
				}
				setServerError({
					error,
					focus: !focused
				});
			}
		});
	})(event);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogForm, {
		onSubmit,
		pending: save.isPending,
		submitLabel: user ? "Guardar cambios" : "Crear e invitar",
		onCancel: editor.close,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormErrorAlert, {
				error: serverError?.error,
				focusOnError: serverError?.focus
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
				id: "user-nombre",
				label: "Nombre completo",
				required: true,
				autoComplete: "off",
				registration: register("nombre"),
				errorMessage: errors.nombre?.message
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
				id: "user-email",
				label: "Correo electrónico",
				type: "email",
				required: true,
				autoComplete: "off",
				helperText: user ? void 0 : "Le enviaremos aquí la invitación para elegir su contraseña.",
				registration: register("email"),
				errorMessage: errors.email?.message
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					display: "grid",
					gap: { sm: 2 },
					gridTemplateColumns: { sm: "minmax(0, 1fr) minmax(0, 1fr)" }
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SelectField, {
					control,
					name: "tipoDocumento",
					id: "user-tipo-documento",
					label: "Tipo de documento",
					options: DOCUMENT_OPTIONS,
					labels: DOCUMENT_TYPE_LABELS
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
					id: "user-numero-documento",
					label: "Número de documento",
					slotProps: { htmlInput: {
						inputMode: "text",
						maxLength: 20
					} },
					registration: register("numeroDocumento"),
					errorMessage: errors.numeroDocumento?.message
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
				id: "user-cargo",
				label: "Cargo",
				registration: register("cargo"),
				errorMessage: errors.cargo?.message
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SelectField, {
				control,
				name: "empresaId",
				id: "user-empresa",
				label: "Empresa",
				options: companyOptions,
				labels: companyLabels,
				helperText: companyLead ? "Solo puede registrar personas de su empresa." : void 0
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SelectField, {
				control,
				name: "perfil",
				id: "user-perfil",
				label: "Perfil",
				options: profiles,
				labels: PROFILE_LABELS,
				helperText: companyLead ? "Como Responsable SST solo puede registrar aprendices." : void 0
			})
		]
	});
}
export { useSendUserMail as a, useUsers as c, useCompanyOptions as i, usersKeys as l, UserDialog as n, useSetUserActive as o, exportUrl as r, useUserDetail as s, DOCUMENT_TYPE_LABELS as t };
