import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { M as useQueryClient } from "./removable-Zc2XTOpZ.js";
import { E as Paper, F as useLocation, N as Navigate, a as readEntryRouteState, i as postSignInPath, o as useSessionUser } from "../entry-server.js";
import { a as useGiveConsent, l as CONSENT_REQUIRED_MESSAGE } from "./account-CkAfW351.js";
import { a as Button, n as Typography, t as Box } from "./Box-BAyYeHPm.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
import { i as useForm, t as u } from "./zod-resolver-hVUI3Sd2.js";
import { l as boolean, m as object } from "./api-client-BGybrOBG.js";
import { t as ConsentCheckbox } from "./consent-checkbox-DRoDCwoW.js";
import { t as FormErrorAlert } from "./form-error-alert-DwWSx3di.js";
import { t as PageHeader } from "./page-header-Cld7QmRK.js";
import { n as toCurrentUser } from "./fetch-session-BmXzSP-a.js";
import { r as storeSignedInUser } from "./session-NXuZa2bE.js";
import { t as useSignOut } from "./sign-out-DjlaaaPu.js";
// src/features/account/components/consent-page.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var CONSENT_PAGE_TITLE = "Autorización para el tratamiento de datos";
var consentFormSchema = object({ accept: boolean().refine((value) => value, CONSENT_REQUIRED_MESSAGE) });
/**
* `/autorizacion-de-datos`: people created by an admin or by import, and everyone after a new policy version, accept
* the data policy here before anything else (Ley 1581 de 2012). The box starts unticked.
*/
function ConsentPage({ nombre, onConsented, onSignOut, signingOut }) {
	const consent = useGiveConsent();
	const [serverError, setServerError] = (0, import_react.useState)(null);
	const { control, handleSubmit, formState } = useForm({
		resolver: u(consentFormSchema),
		defaultValues: { accept: false }
	});
	const onSubmit = (event) => void handleSubmit(() => {
		setServerError(null);
		consent.mutate(void 0, {
			onSuccess: ({ user }) => onConsented(user),
			onError: (error) => setServerError(error)
		});
	})(event);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		variant: "outlined",
		sx: {
			p: {
				xs: 2.5,
				sm: 4
			},
			maxWidth: 640,
			mx: "auto"
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, { title: CONSENT_PAGE_TITLE }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				sx: { mb: 2 },
				children: `Hola, ${nombre}.`
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				sx: { mb: 2 },
				children: "Antes de continuar necesitamos su autorización para tratar sus datos personales, como lo exige la Ley 1581 de 2012. Usamos su nombre, su correo, su documento, su empresa y su avance en la formación para darle los cursos, emitir sus certificados e informar a su empresa sobre su formación en Seguridad y Salud en el Trabajo."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				sx: { mb: 1 },
				children: "Puede leer la política completa antes de decidir. Sin esta autorización no es posible usar la plataforma."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormErrorAlert, {
				error: serverError,
				focusOnError: true
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				component: "form",
				noValidate: true,
				onSubmit,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ConsentCheckbox, {
					control,
					name: "accept",
					id: "consent-accept",
					errorMessage: formState.errors.accept?.message
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					sx: {
						display: "flex",
						gap: 2,
						mt: 2,
						flexWrap: "wrap"
					},
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						type: "submit",
						variant: "contained",
						size: "large",
						loading: consent.isPending,
						children: "Continuar"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						type: "button",
						variant: "text",
						size: "large",
						onClick: onSignOut,
						loading: signingOut,
						children: "Cerrar sesión"
					})]
				})]
			})
		]
	});
}
// src/app/routes/auth/consent.tsx
/** `/autorizacion-de-datos`: once the person has consented, on to the page they were going to, or their home. */
function ConsentRoute() {
	const user = useSessionUser();
	const location = useLocation();
	const queryClient = useQueryClient();
	const signOut = useSignOut();
	if (!user) return null;
	if (!user.needsConsent) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Navigate, {
		to: postSignInPath(user, readEntryRouteState(location.state).from),
		replace: true
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ConsentPage, {
		nombre: user.nombre,
		onConsented: (updated) => storeSignedInUser(queryClient, toCurrentUser(updated)),
		onSignOut: () => signOut.mutate(),
		signingOut: signOut.isPending
	});
}
export { ConsentRoute as default };
