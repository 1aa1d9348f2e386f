import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { M as useQueryClient } from "./removable-Zc2XTOpZ.js";
import { t as Download_default } from "./Download-D-G5LuNo.js";
import { a as Button, n as Typography, t as Box } from "./Box-BAyYeHPm.js";
import { E as Paper, F as useLocation, c as isApiError, m as formatDateTime, r as LoadingScreen } from "../entry-server.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
import { t as LoadErrorAlert } from "./load-error-alert-CIyOwjnD.js";
import { t as PageHeader } from "./page-header-Cld7QmRK.js";
import { c as useUpdateProfile, i as useEndSession, n as useAccountSessions, o as useProfile, r as useChangePassword, s as useSetReminders, t as MY_DATA_URL, u as profileInputSchema } from "./account-CkAfW351.js";
import { n as changePasswordInputSchema } from "./auth.schemas-oQERaQxX.js";
import { t as Alert } from "./Alert-Xs0Ucjpv.js";
import { i as useForm, n as Controller, t as u } from "./zod-resolver-hVUI3Sd2.js";
import { n as PasswordField, t as FormCaptchaField } from "./form-captcha-field-gM5gTgvc.js";
import { t as FormErrorAlert } from "./form-error-alert-DwWSx3di.js";
import { n as FormTextField, t as applyServerFieldErrors } from "./form-errors-CT4sfmSL.js";
import { n as DOCUMENT_TYPES } from "./user.schemas-C6Y-DZ28.js";
import { t as MenuItem } from "./MenuItem-BKsJqSOM.js";
import { t as TextField } from "./TextField-BMkRww_p.js";
import { t as FormControlLabel } from "./FormControlLabel-BkpFp8lD.js";
import { t as Switch } from "./Switch-BKkdkocr.js";
import { t as Chip } from "./Chip-C9XsaV41.js";
import { u as List } from "./Menu-Z0mAVMOx.js";
import { t as ListItem } from "./ListItem-BHPVnTSR.js";
import { r as errorMessageFor, v as string } from "./api-client-BGybrOBG.js";
import { i as storeSignedOut, t as sessionQueryKey } from "./session-NXuZa2bE.js";
// src/features/account/components/change-password-form.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var CAPTCHA_MISSING = "Confirme que no es un robot.";
var formSchema = changePasswordInputSchema.extend({ confirmPassword: string().min(1, "Confirme la nueva contraseña.") }).refine((values) => values.newPassword === values.confirmPassword, {
	path: ["confirmPassword"],
	message: "Las contraseñas no coinciden.",
	when: () => true
});
var FIELDS$1 = ["currentPassword", "newPassword"];
var CAPTCHA_CODES = [
	"CAPTCHA_REQUIRED",
	"CAPTCHA_INVALID",
	"CAPTCHA_REPLAYED"
];
/** Whether the server wants the captcha on the next try (after repeated wrong current passwords, decision 019). */
function asksForCaptcha(error) {
	if (!isApiError(error)) return false;
	if (error.code === "PASSWORD_INCORRECT") return error.details?.captchaRequired === true;
	return CAPTCHA_CODES.includes(error.code);
}
/** Current password, new one twice, and the ALTCHA widget once the server asks for it. */
function ChangePasswordForm() {
	const change = useChangePassword();
	const captchaRef = (0, import_react.useRef)(null);
	const [captchaRequired, setCaptchaRequired] = (0, import_react.useState)(false);
	const [serverError, setServerError] = (0, import_react.useState)(null);
	const { register, control, handleSubmit, setError, setFocus, reset, formState } = useForm({
		resolver: u(formSchema),
		defaultValues: {
			currentPassword: "",
			newPassword: "",
			confirmPassword: ""
		}
	});
	const { errors } = formState;
	const onSubmit = (event) => void handleSubmit(({ confirmPassword: _confirm, ...values }) => {
		if (captchaRequired && !values.captcha) {
			setError("captcha", {
				type: "required",
				message: CAPTCHA_MISSING
			});
			captchaRef.current?.focus();
			return;
		}
		setServerError(null);
		change.mutate(values, {
			onSuccess: () => {
				reset();
				setCaptchaRequired(false);
			},
			onError: (error) => {
				if (values.captcha) captchaRef.current?.reset();
				if (asksForCaptcha(error)) setCaptchaRequired(true);
				const focused = applyServerFieldErrors(error, FIELDS$1, setError, setFocus);
				setServerError({
					error,
					focus: !focused
				});
			}
		});
	})(event);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "form",
		noValidate: true,
		onSubmit,
		"aria-label": "Cambiar contraseña",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormErrorAlert, {
				error: serverError?.error,
				focusOnError: serverError?.focus
			}),
			change.isSuccess && !serverError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				severity: "success",
				sx: { mt: 2 },
				role: "status",
				children: "Su contraseña se actualizó. Cerramos sus sesiones en otros dispositivos; esta sigue abierta."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PasswordField, {
				id: "change-password-current",
				label: "Contraseña actual",
				autoComplete: "current-password",
				required: true,
				registration: register("currentPassword"),
				errorMessage: errors.currentPassword?.message
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PasswordField, {
				id: "change-password-new",
				label: "Nueva contraseña",
				autoComplete: "new-password",
				required: true,
				helperText: `Mínimo 8 caracteres.`,
				registration: register("newPassword"),
				errorMessage: errors.newPassword?.message
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PasswordField, {
				id: "change-password-confirm",
				label: "Confirmar nueva contraseña",
				autoComplete: "new-password",
				required: true,
				registration: register("confirmPassword"),
				errorMessage: errors.confirmPassword?.message
			}),
			captchaRequired && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormCaptchaField, {
				control,
				name: "captcha",
				captchaRef
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				type: "submit",
				variant: "contained",
				loading: change.isPending,
				sx: { mt: 1 },
				children: "Cambiar contraseña"
			})
		]
	});
}
// src/features/account/components/profile-form.tsx
var DOCUMENT_TYPE_LABELS = {
	CC: "Cédula de ciudadanía (CC)",
	CE: "Cédula de extranjería (CE)",
	TI: "Tarjeta de identidad (TI)",
	PA: "Pasaporte (PA)",
	PPT: "Permiso por protección temporal (PPT)"
};
var FIELDS = [
	"nombre",
	"tipoDocumento",
	"numeroDocumento"
];
var NO_DOCUMENT = "";
/** Name and identity document of the signed-in person; the e-mail and company are shown, not edited here. */
function ProfileForm({ profile, onSaved }) {
	const update = useUpdateProfile();
	const [serverError, setServerError] = (0, import_react.useState)(null);
	const { register, control, handleSubmit, setError, setFocus, formState } = useForm({
		resolver: u(profileInputSchema),
		defaultValues: {
			nombre: profile.nombre,
			tipoDocumento: profile.tipoDocumento,
			numeroDocumento: profile.numeroDocumento ?? ""
		}
	});
	const { errors } = formState;
	const onSubmit = (event) => void handleSubmit((values) => {
		setServerError(null);
		update.mutate(values, {
			onSuccess: onSaved,
			onError: (error) => {
				const focused = applyServerFieldErrors(error, FIELDS, setError, setFocus);
				setServerError({
					error,
					focus: !focused
				});
			}
		});
	})(event);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "form",
		noValidate: true,
		onSubmit,
		"aria-label": "Datos personales",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
				sx: { mb: 1 },
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: "Correo electrónico:" }),
					" ",
					profile.email
				]
			}),
			profile.empresa && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
				sx: { mb: 1 },
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: "Empresa:" }),
					" ",
					profile.empresa
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormErrorAlert, {
				error: serverError?.error,
				focusOnError: serverError?.focus
			}),
			update.isSuccess && !serverError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				severity: "success",
				sx: { mt: 2 },
				role: "status",
				children: "Guardamos sus datos."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
				id: "profile-name",
				label: "Nombre completo",
				autoComplete: "name",
				required: true,
				registration: register("nombre"),
				errorMessage: errors.nombre?.message
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					display: "flex",
					gap: 2,
					flexWrap: {
						xs: "wrap",
						sm: "nowrap"
					}
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
					control,
					name: "tipoDocumento",
					render: ({ field }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TextField, {
						id: "profile-document-type",
						select: true,
						fullWidth: true,
						margin: "normal",
						label: "Tipo de documento",
						name: field.name,
						value: field.value ?? NO_DOCUMENT,
						inputRef: field.ref,
						onBlur: field.onBlur,
						onChange: (event) => field.onChange(event.target.value === NO_DOCUMENT ? null : event.target.value),
						error: Boolean(errors.tipoDocumento),
						helperText: errors.tipoDocumento?.message,
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuItem, {
							value: NO_DOCUMENT,
							children: "Sin documento registrado"
						}), DOCUMENT_TYPES.map((type) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuItem, {
							value: type,
							children: DOCUMENT_TYPE_LABELS[type]
						}, type))]
					})
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
					id: "profile-document-number",
					label: "Número de documento",
					autoComplete: "off",
					registration: register("numeroDocumento"),
					errorMessage: errors.numeroDocumento?.message
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				type: "submit",
				variant: "contained",
				loading: update.isPending,
				sx: { mt: 1 },
				children: "Guardar datos"
			})
		]
	});
}
// src/features/account/components/reminders-section.tsx
/** The switch for e-mail reminders of non-mandatory training assignments (decision 038). */
function RemindersSection({ profile }) {
	const setReminders = useSetReminders();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormControlLabel, {
			control: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Switch, {
				checked: !profile.remindersOptOut,
				disabled: setReminders.isPending,
				onChange: (event) => setReminders.mutate(!event.target.checked)
			}),
			label: "Recibir recordatorios de capacitación no obligatorios"
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			variant: "body2",
			sx: { mt: 1 },
			children: "Los recordatorios de las rutas obligatorias de su plan de capacitación siempre le llegan por correo."
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormErrorAlert, { error: setReminders.error })
	] });
}
// src/features/account/components/sessions-section.tsx
function SessionRow({ session, onEnd, ending }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(ListItem, {
		divider: true,
		sx: {
			display: "flex",
			flexWrap: "wrap",
			gap: 2,
			alignItems: "center",
			justifyContent: "space-between",
			px: 0
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
				component: "h3",
				variant: "subtitle1",
				sx: {
					display: "flex",
					gap: 1,
					alignItems: "center"
				},
				children: [session.device, session.current && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, {
					size: "small",
					color: "primary",
					label: "Esta sesión"
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "body2",
				color: "text.secondary",
				children: `Dirección IP: ${session.ip ?? "desconocida"}`
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "body2",
				color: "text.secondary",
				children: `Inició: ${formatDateTime(session.createdAt)} · Última actividad: ${formatDateTime(session.lastActivityAt)}`
			})
		] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			variant: "outlined",
			color: session.current ? "error" : "primary",
			onClick: onEnd,
			loading: ending,
			"aria-label": session.current ? "Cerrar esta sesión" : `Cerrar la sesión de ${session.device}`,
			children: "Cerrar sesión"
		})]
	});
}
/** The person's open sessions, this one marked, each with a button to close it. */
function SessionsSection({ onSignedOut }) {
	const sessions = useAccountSessions();
	const end = useEndSession();
	if (sessions.isError) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadErrorAlert, {
		error: sessions.error,
		onRetry: () => void sessions.refetch()
	});
	if (!sessions.data) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadingScreen, {
		fullScreen: false,
		label: "Cargando sus sesiones…"
	});
	const close = (session) => end.mutate(session.id, { onSuccess: () => session.current ? onSignedOut() : void 0 });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [end.isError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
		severity: "error",
		role: "alert",
		sx: { mb: 2 },
		children: errorMessageFor(end.error)
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(List, {
		"aria-label": "Sesiones abiertas",
		disablePadding: true,
		children: sessions.data.items.map((session) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SessionRow, {
			session,
			onEnd: () => close(session),
			ending: end.isPending && end.variables === session.id
		}, session.id))
	})] });
}
// src/features/account/components/profile-page.tsx
var PROFILE_TITLE = "Mi perfil";
/** `/perfil#contrasena` opens the page on the password section ("Cambiar contraseña" in the user menu). */
var PASSWORD_SECTION_ID = "contrasena";
function Section({ id, title, headingRef, children }) {
	const headingId = `${id}-titulo`;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		component: "section",
		id,
		"aria-labelledby": headingId,
		variant: "outlined",
		sx: { p: {
			xs: 2,
			sm: 3
		} },
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			id: headingId,
			ref: headingRef,
			tabIndex: -1,
			variant: "h5",
			component: "h2",
			sx: {
				mb: 1,
				outline: "none"
			},
			children: title
		}), children]
	});
}
/**
* `/perfil`: the person's own account — name and document, password, open sessions and the download of all their
* data (Ley 1581 de 2012, right of access).
*/
function ProfilePage({ onProfileSaved, onSignedOut }) {
	const profile = useProfile();
	const { hash } = useLocation();
	const passwordHeading = (0, import_react.useRef)(null);
	const loaded = Boolean(profile.data);
	(0, import_react.useEffect)(() => {
		if (loaded && hash === `#contrasena`) {
			passwordHeading.current?.scrollIntoView?.({ block: "start" });
			passwordHeading.current?.focus();
		}
	}, [hash, loaded]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
		title: PROFILE_TITLE,
		description: "Sus datos, su contraseña, sus sesiones y la copia de sus datos."
	}), profile.isError ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadErrorAlert, {
		error: profile.error,
		onRetry: () => void profile.refetch()
	}) : !profile.data ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadingScreen, {
		fullScreen: false,
		label: "Cargando su perfil…"
	}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "flex",
			flexDirection: "column",
			gap: 3
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
				id: "datos",
				title: "Datos personales",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProfileForm, {
					profile: profile.data,
					onSaved: onProfileSaved
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
				id: "recordatorios",
				title: "Recordatorios",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RemindersSection, { profile: profile.data })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Section, {
				id: PASSWORD_SECTION_ID,
				title: "Cambiar contraseña",
				headingRef: passwordHeading,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					color: "text.secondary",
					children: "Al cambiarla cerramos sus sesiones en otros dispositivos; esta sesión sigue abierta."
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChangePasswordForm, {})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Section, {
				id: "sesiones",
				title: "Sesiones abiertas",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					color: "text.secondary",
					sx: { mb: 1 },
					children: "Los dispositivos desde los que tiene la sesión iniciada. Cierre los que no reconozca."
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SessionsSection, { onSignedOut })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Section, {
				id: "mis-datos",
				title: "Descargar mis datos",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						sx: { mb: 2 },
						children: "Descargue en un archivo JSON todo lo que la academia guarda sobre usted: su cuenta, su autorización de tratamiento de datos, sus inscripciones y avance, sus evaluaciones, certificados, favoritos, sesiones y conversaciones con el tutor."
					}),
					profile.data.consent && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						variant: "body2",
						color: "text.secondary",
						sx: { mb: 2 },
						children: `Usted autorizó el tratamiento de sus datos el ${formatDateTime(profile.data.consent.at)} (política versión ${profile.data.consent.version}).`
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						variant: "outlined",
						href: MY_DATA_URL,
						download: true,
						startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Download_default, { "aria-hidden": "true" }),
						children: "Descargar mis datos"
					})
				]
			})
		]
	})] });
}
// src/app/routes/learner/profile.tsx
/** `/perfil`, for every profile: a saved name refreshes the header; closing this session signs out. */
function ProfileRoute() {
	const queryClient = useQueryClient();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProfilePage, {
		onProfileSaved: () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
		onSignedOut: () => storeSignedOut(queryClient, "sign-out")
	});
}
export { ProfileRoute as default };
