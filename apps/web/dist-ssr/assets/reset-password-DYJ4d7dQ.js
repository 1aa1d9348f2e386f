import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as paths } from "./paths-DCx76zJf.js";
import { t as Alert } from "./Alert-Xs0Ucjpv.js";
import { a as Button, n as Typography, t as Box } from "./Box-BAyYeHPm.js";
import { t as Link } from "./Link-BcQgiOgq.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
import { F as useLocation, I as useNavigate, M as Link$1, R as useSearchParams, c as isApiError } from "../entry-server.js";
import { r as AuthCard, t as CAPTCHA_MISSING_MESSAGE } from "./sign-in-page-DgSKH5Vq.js";
import { a as messageResponseSchema, c as resetRequestInputSchema, o as passwordSchema, s as resetCodeSchema } from "./auth.schemas-oQERaQxX.js";
import { i as useForm, t as u } from "./zod-resolver-hVUI3Sd2.js";
import { t as FormErrorAlert } from "./form-error-alert-DwWSx3di.js";
import { n as FormTextField, t as applyServerFieldErrors } from "./form-errors-CT4sfmSL.js";
import { n as PasswordField, t as FormCaptchaField } from "./form-captcha-field-gM5gTgvc.js";
import { t as useMutation } from "./useMutation-BP5bcImn.js";
import { m as object, n as apiFetch, v as string } from "./api-client-BGybrOBG.js";
import { n as PASSWORD_HINT, t as PASSWORDS_DIFFER_MESSAGE } from "./sign-up-page-DuQ16M54.js";
// src/features/auth/api/reset-password.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** Sends the code and link by e-mail; the same answer whether or not the address is registered. */
function useRequestPasswordReset() {
	return useMutation({ mutationFn: (values) => apiFetch("/api/auth/password-reset/request", {
		method: "POST",
		body: values,
		schema: messageResponseSchema
	}) });
}
/** Sets the new password with either the e-mailed code (plus the address) or the token of the e-mailed link. */
function useConfirmPasswordReset() {
	return useMutation({ mutationFn: (values) => apiFetch("/api/auth/password-reset/confirm", {
		method: "POST",
		body: values,
		schema: messageResponseSchema
	}) });
}
// src/features/auth/components/reset-confirm-form.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The code is only asked when the person came without the e-mailed link. */
function buildConfirmFormSchema(needsCode) {
	return object({
		code: needsCode ? resetCodeSchema : string(),
		password: passwordSchema,
		confirmPassword: string().min(1, "Confirme la contraseña.")
	}).refine((values) => values.password === values.confirmPassword, {
		path: ["confirmPassword"],
		message: PASSWORDS_DIFFER_MESSAGE,
		when: () => true
	});
}
var codeFormSchema = buildConfirmFormSchema(true);
var tokenFormSchema = buildConfirmFormSchema(false);
var FIELDS$1 = [
	"code",
	"password",
	"confirmPassword"
];
/** Step 2: the new password, proved by the e-mailed code or by the token of the e-mailed link. */
function ResetConfirmForm({ proof, onDone, renewAction }) {
	const confirmReset = useConfirmPasswordReset();
	const [serverError, setServerError] = (0, import_react.useState)(null);
	const { register, handleSubmit, setError, setFocus, formState } = useForm({
		resolver: u(proof.kind === "code" ? codeFormSchema : tokenFormSchema),
		defaultValues: {
			code: "",
			password: "",
			confirmPassword: ""
		}
	});
	const { errors } = formState;
	const onSubmit = (event) => void handleSubmit(({ code, password }) => {
		setServerError(null);
		const body = proof.kind === "code" ? {
			email: proof.email,
			code,
			password
		} : {
			token: proof.token,
			password
		};
		confirmReset.mutate(body, {
			onSuccess: ({ message }) => onDone(message),
			onError: (error) => {
				const focusedField = applyServerFieldErrors(error, FIELDS$1, setError, setFocus);
				setServerError({
					error,
					focus: !focusedField
				});
			}
		});
	})(event);
	const proofRejected = isApiError(serverError?.error) && (serverError.error.code === "RESET_CODE_INVALID" || serverError.error.code === "RESET_CODE_EXPIRED");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormErrorAlert, {
		error: serverError?.error,
		focusOnError: serverError?.focus,
		children: proofRejected && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			sx: { mt: 1 },
			children: renewAction
		})
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "form",
		noValidate: true,
		onSubmit,
		children: [
			proof.kind === "code" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
				id: "reset-code",
				label: "Código de verificación",
				autoComplete: "one-time-code",
				required: true,
				helperText: "El código de 6 dígitos que le enviamos por correo.",
				slotProps: { htmlInput: {
					inputMode: "numeric",
					maxLength: 6
				} },
				registration: register("code"),
				errorMessage: errors.code?.message
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PasswordField, {
				id: "reset-password",
				label: "Nueva contraseña",
				autoComplete: "new-password",
				required: true,
				helperText: PASSWORD_HINT,
				registration: register("password"),
				errorMessage: errors.password?.message
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PasswordField, {
				id: "reset-confirm-password",
				label: "Confirmar nueva contraseña",
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
				loading: confirmReset.isPending,
				sx: { mt: 2 },
				children: "Guardar nueva contraseña"
			})
		]
	})] });
}
// src/features/auth/components/reset-request-form.tsx
var requestFormSchema = resetRequestInputSchema.extend({ captcha: string(CAPTCHA_MISSING_MESSAGE).min(1, CAPTCHA_MISSING_MESSAGE) });
var FIELDS = ["email", "captcha"];
/** Step 1: the address to send the code to, with the captcha. */
function ResetRequestForm({ defaultEmail = "", onSent }) {
	const requestReset = useRequestPasswordReset();
	const captchaRef = (0, import_react.useRef)(null);
	const [serverError, setServerError] = (0, import_react.useState)(null);
	const { register, control, handleSubmit, setError, setFocus, formState } = useForm({
		resolver: u(requestFormSchema),
		defaultValues: { email: defaultEmail }
	});
	const onSubmit = (event) => void handleSubmit((values) => {
		setServerError(null);
		requestReset.mutate(values, {
			onSuccess: ({ message }) => onSent(values.email, message),
			onError: (error) => {
				captchaRef.current?.reset();
				const focusedField = applyServerFieldErrors(error, FIELDS, setError, setFocus);
				setServerError({
					error,
					focus: !focusedField
				});
			}
		});
	})(event);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormErrorAlert, {
		error: serverError?.error,
		focusOnError: serverError?.focus
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "form",
		noValidate: true,
		onSubmit,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
				id: "reset-email",
				label: "Correo electrónico",
				type: "email",
				autoComplete: "email",
				required: true,
				registration: register("email"),
				errorMessage: formState.errors.email?.message
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormCaptchaField, {
				control,
				name: "captcha",
				captchaRef
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				type: "submit",
				variant: "contained",
				size: "large",
				fullWidth: true,
				loading: requestReset.isPending,
				children: "Enviar código"
			})
		]
	})] });
}
// src/features/auth/components/reset-password-page.tsx
var BACK_TO_SIGN_IN = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
	sx: { mt: 3 },
	children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
		component: Link$1,
		to: paths.signIn(),
		children: "Volver a iniciar sesión"
	})
});
/**
* `/reestablecer-contrasena`: with `#token=` (the e-mailed link) only the new password is asked; otherwise the
* e-mail first, then the 6-digit code with the new password. The page loads nothing from other sites, so the
* address never travels in a `Referer` beyond our own server.
*/
function ResetPasswordPage() {
	const location = useLocation();
	const navigate = useNavigate();
	const [searchParams] = useSearchParams();
	const legacyToken = searchParams.get("token");
	const token = new URLSearchParams(location.hash.slice(1)).get("token") ?? legacyToken;
	(0, import_react.useLayoutEffect)(() => {
		if (legacyToken) navigate(paths.resetPassword.withToken(legacyToken), { replace: true });
	}, [legacyToken, navigate]);
	const [step, setStep] = (0, import_react.useState)({ name: "request" });
	const [email, setEmail] = (0, import_react.useState)("");
	const statusRef = (0, import_react.useRef)(null);
	(0, import_react.useEffect)(() => {
		if (step.name !== "request") statusRef.current?.focus();
	}, [step]);
	if (step.name === "done") {
		const state = email ? { email } : {};
		return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AuthCard, {
			title: "Contraseña actualizada",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				ref: statusRef,
				tabIndex: -1,
				severity: "success",
				sx: { my: 2 },
				children: step.message
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				component: Link$1,
				to: paths.signIn(),
				state,
				variant: "contained",
				size: "large",
				fullWidth: true,
				children: "Iniciar sesión"
			})]
		});
	}
	const onDone = (message) => setStep({
		name: "done",
		message
	});
	if (token) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AuthCard, {
		title: "Cree su nueva contraseña",
		subtitle: "Escriba la contraseña que usará de ahora en adelante.",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ResetConfirmForm, {
			proof: {
				kind: "token",
				token
			},
			onDone,
			renewAction: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				component: Link$1,
				to: paths.resetPassword(),
				children: "Solicitar un nuevo código"
			})
		}), BACK_TO_SIGN_IN]
	});
	if (step.name === "code") return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AuthCard, {
		title: "Restablecer contraseña",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				ref: statusRef,
				tabIndex: -1,
				severity: "info",
				sx: { my: 2 },
				children: step.message
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ResetConfirmForm, {
				proof: {
					kind: "code",
					email: step.email
				},
				onDone,
				renewAction: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "outlined",
					size: "small",
					color: "inherit",
					onClick: () => setStep({ name: "request" }),
					children: "Solicitar un nuevo código"
				})
			}, step.email),
			BACK_TO_SIGN_IN
		]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AuthCard, {
		title: "Restablecer contraseña",
		subtitle: "Escriba el correo de su cuenta y le enviaremos un código de 6 dígitos para crear una nueva contraseña.",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ResetRequestForm, {
			defaultEmail: email,
			onSent: (sentTo, message) => {
				setEmail(sentTo);
				setStep({
					name: "code",
					email: sentTo,
					message
				});
			}
		}), BACK_TO_SIGN_IN]
	});
}
// src/app/routes/auth/reset-password.tsx
var reset_password_default = ResetPasswordPage;
export { reset_password_default as default };
