import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { a as messageResponseSchema, f as signUpInputSchema, t as SIGN_UP_CONSENT_MESSAGE } from "./auth.schemas-oQERaQxX.js";
import { t as paths } from "./paths-DCx76zJf.js";
import { i as useForm, t as u } from "./zod-resolver-hVUI3Sd2.js";
import { t as Alert } from "./Alert-Xs0Ucjpv.js";
import { a as Button, n as Typography, t as Box } from "./Box-BAyYeHPm.js";
import { t as Link } from "./Link-BcQgiOgq.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
import { M as Link$1 } from "../entry-server.js";
import { n as PasswordField, t as FormCaptchaField } from "./form-captcha-field-gM5gTgvc.js";
import { t as ConsentCheckbox } from "./consent-checkbox-DRoDCwoW.js";
import { t as FormErrorAlert } from "./form-error-alert-DwWSx3di.js";
import { n as FormTextField, t as applyServerFieldErrors } from "./form-errors-CT4sfmSL.js";
import { t as useMutation } from "./useMutation-BP5bcImn.js";
import { l as boolean, n as apiFetch, v as string } from "./api-client-BGybrOBG.js";
import { r as AuthCard, t as CAPTCHA_MISSING_MESSAGE } from "./sign-in-page-DgSKH5Vq.js";
// src/features/auth/api/sign-up.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** The answer (202) never says whether the address already had an account. */
function signUp(values) {
	return apiFetch("/api/auth/sign-up", {
		method: "POST",
		body: values,
		schema: messageResponseSchema
	});
}
function useSignUp() {
	return useMutation({ mutationFn: signUp });
}
// src/features/auth/components/sign-up-page.tsx
var import_jsx_runtime = require_jsx_runtime();
var PASSWORDS_DIFFER_MESSAGE = "Las contraseñas no coinciden.";
var PASSWORD_HINT = `Mínimo 8 caracteres.`;
/** The shared sign-up schema plus the confirmation, which only the form checks. */
var signUpFormSchema = signUpInputSchema.extend({
	captcha: string(CAPTCHA_MISSING_MESSAGE).min(1, CAPTCHA_MISSING_MESSAGE),
	confirmPassword: string().min(1, "Confirme la contraseña."),
	consent: boolean().refine((value) => value, SIGN_UP_CONSENT_MESSAGE).transform(() => true)
}).refine((values) => values.password === values.confirmPassword, {
	path: ["confirmPassword"],
	message: PASSWORDS_DIFFER_MESSAGE,
	when: () => true
});
var FIELDS = [
	"nombre",
	"email",
	"password",
	"confirmPassword",
	"consent",
	"captcha"
];
function SignUpPage() {
	const signUp = useSignUp();
	const captchaRef = (0, import_react.useRef)(null);
	const successRef = (0, import_react.useRef)(null);
	const [serverError, setServerError] = (0, import_react.useState)(null);
	const { register, control, handleSubmit, setError, setFocus, formState } = useForm({
		resolver: u(signUpFormSchema),
		defaultValues: {
			nombre: "",
			email: "",
			password: "",
			confirmPassword: "",
			consent: false
		}
	});
	const { errors } = formState;
	(0, import_react.useEffect)(() => {
		if (signUp.isSuccess) successRef.current?.focus();
	}, [signUp.isSuccess]);
	const onSubmit = (event) => void handleSubmit(({ confirmPassword: _confirm, ...values }) => {
		setServerError(null);
		signUp.mutate(values, { onError: (error) => {
			captchaRef.current?.reset();
			const focusedField = applyServerFieldErrors(error, FIELDS, setError, setFocus);
			setServerError({
				error,
				focus: !focusedField
			});
		} });
	})(event);
	if (signUp.isSuccess) {
		const state = { email: signUp.variables.email };
		return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AuthCard, {
			title: "Revise su correo",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
					ref: successRef,
					tabIndex: -1,
					severity: "success",
					sx: { my: 2 },
					children: signUp.data.message
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
					sx: { mb: 2 },
					children: ["Correo que escribió: ", /* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: signUp.variables.email })]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					component: Link$1,
					to: paths.signIn(),
					state,
					variant: "contained",
					fullWidth: true,
					size: "large",
					children: "Ir a iniciar sesión"
				})
			]
		});
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AuthCard, {
		title: "Crear cuenta",
		subtitle: "Regístrese para seguir las rutas de formación en SST.",
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
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
						id: "sign-up-name",
						label: "Nombre completo",
						autoComplete: "name",
						required: true,
						registration: register("nombre"),
						errorMessage: errors.nombre?.message
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
						id: "sign-up-email",
						label: "Correo electrónico",
						type: "email",
						autoComplete: "email",
						required: true,
						registration: register("email"),
						errorMessage: errors.email?.message
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PasswordField, {
						id: "sign-up-password",
						label: "Contraseña",
						autoComplete: "new-password",
						required: true,
						helperText: PASSWORD_HINT,
						registration: register("password"),
						errorMessage: errors.password?.message
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PasswordField, {
						id: "sign-up-confirm-password",
						label: "Confirmar contraseña",
						autoComplete: "new-password",
						required: true,
						registration: register("confirmPassword"),
						errorMessage: errors.confirmPassword?.message
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ConsentCheckbox, {
						control,
						name: "consent",
						id: "sign-up-consent",
						errorMessage: errors.consent?.message
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
						loading: signUp.isPending,
						sx: { mt: 1 },
						children: "Crear cuenta"
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
				sx: { mt: 3 },
				children: [
					"¿Ya tiene una cuenta?",
					" ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						component: Link$1,
						to: paths.signIn(),
						children: "Inicie sesión"
					})
				]
			})
		]
	});
}
export { PASSWORD_HINT as n, SignUpPage as r, PASSWORDS_DIFFER_MESSAGE as t };
