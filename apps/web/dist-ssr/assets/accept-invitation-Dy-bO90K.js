import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { a as messageResponseSchema, o as passwordSchema } from "./auth.schemas-oQERaQxX.js";
import { t as paths } from "./paths-DCx76zJf.js";
import { t as Alert } from "./Alert-Xs0Ucjpv.js";
import { a as Button, n as Typography, t as Box } from "./Box-BAyYeHPm.js";
import { t as Link } from "./Link-BcQgiOgq.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
import { i as useForm, t as u } from "./zod-resolver-hVUI3Sd2.js";
import { F as useLocation, M as Link$1 } from "../entry-server.js";
import { t as FormErrorAlert } from "./form-error-alert-DwWSx3di.js";
import { n as PasswordField } from "./form-captcha-field-gM5gTgvc.js";
import { t as applyServerFieldErrors } from "./form-errors-CT4sfmSL.js";
import { t as useMutation } from "./useMutation-BP5bcImn.js";
import { m as object, n as apiFetch, v as string } from "./api-client-BGybrOBG.js";
import { r as AuthCard } from "./sign-in-page-DgSKH5Vq.js";
import { n as PASSWORD_HINT, t as PASSWORDS_DIFFER_MESSAGE } from "./sign-up-page-DuQ16M54.js";
// src/features/auth/api/accept-invitation.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** Sets the first password of an invited account with the token of the e-mailed link. */
function useAcceptInvitation() {
	return useMutation({ mutationFn: (values) => apiFetch("/api/auth/invitation/accept", {
		method: "POST",
		body: values,
		schema: messageResponseSchema
	}) });
}
// src/features/auth/components/accept-invitation-page.tsx
var import_jsx_runtime = require_jsx_runtime();
var formSchema = object({
	password: passwordSchema,
	confirmPassword: string().min(1, "Confirme la contraseña.")
}).refine((values) => values.password === values.confirmPassword, {
	path: ["confirmPassword"],
	message: PASSWORDS_DIFFER_MESSAGE,
	when: () => true
});
var FIELDS = ["password", "confirmPassword"];
var NO_TOKEN_MESSAGE = "Este enlace no trae la invitación completa. Ábralo de nuevo desde el correo o pida uno nuevo al administrador.";
/**
* `/activar-cuenta#token=…`: an invited person chooses their first password. The token stays in the fragment, which
* browsers never send to a server. Afterwards the person signs in as usual.
*/
function AcceptInvitationPage() {
	const location = useLocation();
	const token = new URLSearchParams(location.hash.slice(1)).get("token");
	const accept = useAcceptInvitation();
	const [done, setDone] = (0, import_react.useState)(null);
	const [serverError, setServerError] = (0, import_react.useState)(null);
	const doneRef = (0, import_react.useRef)(null);
	const { register, handleSubmit, setError, setFocus, formState } = useForm({
		resolver: u(formSchema),
		defaultValues: {
			password: "",
			confirmPassword: ""
		}
	});
	const { errors } = formState;
	(0, import_react.useEffect)(() => {
		if (done) doneRef.current?.focus();
	}, [done]);
	if (done) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AuthCard, {
		title: "Su cuenta está activa",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
			ref: doneRef,
			tabIndex: -1,
			severity: "success",
			sx: { my: 2 },
			children: done
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			component: Link$1,
			to: paths.signIn(),
			variant: "contained",
			size: "large",
			fullWidth: true,
			children: "Iniciar sesión"
		})]
	});
	if (!token) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AuthCard, {
		title: "Active su cuenta",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
			severity: "warning",
			sx: { my: 2 },
			children: NO_TOKEN_MESSAGE
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
			component: Link$1,
			to: paths.signIn(),
			children: "Ir a iniciar sesión"
		})]
	});
	const onSubmit = (event) => void handleSubmit(({ password }) => {
		setServerError(null);
		accept.mutate({
			token,
			password
		}, {
			onSuccess: ({ message }) => setDone(message),
			onError: (error) => {
				const focused = applyServerFieldErrors(error, FIELDS, setError, setFocus);
				setServerError({
					error,
					focus: !focused
				});
			}
		});
	})(event);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AuthCard, {
		title: "Active su cuenta",
		subtitle: "Elija la contraseña con la que entrará a Academia SST.",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormErrorAlert, {
				error: serverError?.error,
				focusOnError: serverError?.focus
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				component: "form",
				noValidate: true,
				onSubmit,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PasswordField, {
						id: "invitation-password",
						label: "Contraseña",
						autoComplete: "new-password",
						required: true,
						helperText: PASSWORD_HINT,
						registration: register("password"),
						errorMessage: errors.password?.message
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PasswordField, {
						id: "invitation-confirm-password",
						label: "Confirmar contraseña",
						autoComplete: "new-password",
						required: true,
						registration: register("confirmPassword"),
						errorMessage: errors.confirmPassword?.message
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						type: "submit",
						variant: "contained",
						size: "large",
						fullWidth: true,
						loading: accept.isPending,
						sx: { mt: 2 },
						children: "Activar mi cuenta"
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				sx: { mt: 3 },
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					component: Link$1,
					to: paths.signIn(),
					children: "Volver a iniciar sesión"
				})
			})
		]
	});
}
// src/app/routes/auth/accept-invitation.tsx
var accept_invitation_default = AcceptInvitationPage;
export { accept_invitation_default as default };
