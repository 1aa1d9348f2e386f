import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { d as signInResponseSchema, u as signInInputSchema } from "./auth.schemas-oQERaQxX.js";
import { t as paths } from "./paths-DCx76zJf.js";
import { i as useForm, n as Controller, t as u } from "./zod-resolver-hVUI3Sd2.js";
import { t as Alert } from "./Alert-Xs0Ucjpv.js";
import { a as Button, n as Typography, t as Box } from "./Box-BAyYeHPm.js";
import { t as Checkbox } from "./Checkbox-BBE439um.js";
import { t as FormControlLabel } from "./FormControlLabel-BkpFp8lD.js";
import { t as Link } from "./Link-BcQgiOgq.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
import { E as Paper, F as useLocation, M as Link$1, a as readEntryRouteState, c as isApiError } from "../entry-server.js";
import { n as PasswordField, t as FormCaptchaField } from "./form-captcha-field-gM5gTgvc.js";
import { t as FormErrorAlert } from "./form-error-alert-DwWSx3di.js";
import { n as FormTextField, t as applyServerFieldErrors } from "./form-errors-CT4sfmSL.js";
import { t as useMutation } from "./useMutation-BP5bcImn.js";
import { M as useQueryClient } from "./removable-Zc2XTOpZ.js";
import { n as apiFetch } from "./api-client-BGybrOBG.js";
import { n as toCurrentUser } from "./fetch-session-BmXzSP-a.js";
import { r as storeSignedInUser } from "./session-NXuZa2bE.js";
import { t as useDocumentTitle } from "./use-document-title-CDsxsUVm.js";
// src/features/auth/components/auth-card.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** The card every sign-in, sign-up and reset screen sits in, with the page's `<h1>`. */
function AuthCard({ title, subtitle, children }) {
	useDocumentTitle(title);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		variant: "outlined",
		sx: {
			width: "100%",
			maxWidth: 460,
			mx: "auto",
			p: {
				xs: 3,
				sm: 4
			}
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "h4",
				component: "h1",
				gutterBottom: true,
				children: title
			}),
			subtitle && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				sx: {
					color: "text.secondary",
					mb: 1
				},
				children: subtitle
			}),
			children
		]
	});
}
// src/features/auth/api/sign-in.ts
function signIn(values) {
	return apiFetch("/api/auth/sign-in", {
		method: "POST",
		body: values,
		schema: signInResponseSchema
	});
}
/** Signs in and stores the user; the entry-route guard then sends them on (remembered page or home). */
function useSignIn() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: signIn,
		onSuccess: ({ user }) => storeSignedInUser(queryClient, toCurrentUser(user))
	});
}
// src/features/auth/components/sign-in-page.tsx
var CAPTCHA_MISSING_MESSAGE = "Confirme que no es un robot.";
var FIELDS = ["email", "password"];
/** Whether the server wants a captcha on the next attempt, judging by its error answer. */
function asksForCaptcha(error) {
	if (!isApiError(error)) return false;
	if (error.code === "INVALID_CREDENTIALS") return error.details?.captchaRequired === true;
	return error.code === "CAPTCHA_REQUIRED" || error.code === "CAPTCHA_INVALID" || error.code === "CAPTCHA_REPLAYED";
}
function SignInPage() {
	const entry = readEntryRouteState(useLocation().state);
	const signIn = useSignIn();
	const [captchaRequired, setCaptchaRequired] = (0, import_react.useState)(false);
	const [serverError, setServerError] = (0, import_react.useState)(null);
	const captchaRef = (0, import_react.useRef)(null);
	const { register, control, handleSubmit, setError, setFocus, setValue, formState } = useForm({
		resolver: u(signInInputSchema),
		defaultValues: {
			email: entry.email ?? "",
			password: "",
			remember: false
		}
	});
	const { errors } = formState;
	const onSubmit = (event) => void handleSubmit((values) => {
		if (captchaRequired && !values.captcha) {
			setError("captcha", {
				type: "required",
				message: CAPTCHA_MISSING_MESSAGE
			});
			captchaRef.current?.focus();
			return;
		}
		setServerError(null);
		signIn.mutate(values, { onError: (error) => {
			if (values.captcha) captchaRef.current?.reset();
			if (asksForCaptcha(error)) setCaptchaRequired(true);
			if (isApiError(error) && error.code === "INVALID_CREDENTIALS") setValue("password", "");
			const focusedField = applyServerFieldErrors(error, FIELDS, setError, setFocus);
			setServerError({
				error,
				focus: !focusedField
			});
		} });
	})(event);
	const pending = signIn.isPending || signIn.isSuccess;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AuthCard, {
		title: "Iniciar sesión",
		subtitle: "Le damos la bienvenida a Academia SST, su espacio de formación en Seguridad y Salud en el Trabajo.",
		children: [
			entry.notice === "expired" && !serverError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				severity: "info",
				sx: { mt: 2 },
				children: "Su sesión terminó. Inicie sesión de nuevo para continuar."
			}),
			entry.notice === "signed-out" && !serverError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				severity: "success",
				sx: { mt: 2 },
				children: "Su sesión se cerró correctamente."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormErrorAlert, {
				error: serverError?.error,
				focusOnError: serverError?.focus
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				component: "form",
				noValidate: true,
				onSubmit,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
						id: "sign-in-email",
						label: "Correo electrónico",
						type: "email",
						autoComplete: "email",
						required: true,
						registration: register("email"),
						errorMessage: errors.email?.message
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PasswordField, {
						id: "sign-in-password",
						label: "Contraseña",
						autoComplete: "current-password",
						required: true,
						registration: register("password"),
						errorMessage: errors.password?.message
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
						name: "remember",
						control,
						render: ({ field }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormControlLabel, {
							label: "Recordarme",
							control: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Checkbox, {
								name: field.name,
								checked: field.value ?? false,
								onChange: (event) => field.onChange(event.target.checked),
								onBlur: field.onBlur,
								slotProps: { input: { ref: field.ref } }
							})
						})
					}),
					captchaRequired && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormCaptchaField, {
						control,
						name: "captcha",
						captchaRef
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						type: "submit",
						variant: "contained",
						size: "large",
						fullWidth: true,
						loading: pending,
						sx: { mt: 2 },
						children: "Iniciar sesión"
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					mt: 3,
					display: "flex",
					flexDirection: "column",
					gap: 1,
					alignItems: "flex-start"
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					component: Link$1,
					to: paths.resetPassword(),
					children: "¿Olvidó su contraseña?"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					component: Link$1,
					to: paths.signUp(),
					children: "Crear una cuenta"
				})]
			})
		]
	});
}
export { SignInPage as n, AuthCard as r, CAPTCHA_MISSING_MESSAGE as t };
