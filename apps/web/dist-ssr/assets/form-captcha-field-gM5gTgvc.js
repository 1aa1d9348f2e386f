import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { a as Button, j as useTheme, n as Typography, t as Box } from "./Box-BAyYeHPm.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
import "./use-document-title-CDsxsUVm.js";
import { t as FormHelperText } from "./FormHelperText-B059LHOL.js";
import { s as createSvgIcon } from "./useSlotProps-DlFLla8-.js";
import { i as IconButton } from "./Alert-Xs0Ucjpv.js";
import { n as Controller } from "./zod-resolver-hVUI3Sd2.js";
import { t as InputAdornment } from "./InputAdornment-Bl_DdEem.js";
import { n as FormTextField } from "./form-errors-CT4sfmSL.js";
// ../../node_modules/@mui/icons-material/Visibility.mjs
var import_jsx_runtime = require_jsx_runtime();
var Visibility_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3" }), "Visibility");
// ../../node_modules/@mui/icons-material/VisibilityOff.mjs
var VisibilityOff_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M12 7c2.76 0 5 2.24 5 5 0 .65-.13 1.26-.36 1.83l2.92 2.92c1.51-1.26 2.7-2.89 3.43-4.75-1.73-4.39-6-7.5-11-7.5-1.4 0-2.74.25-3.98.7l2.16 2.16C10.74 7.13 11.35 7 12 7M2 4.27l2.28 2.28.46.46C3.08 8.3 1.78 10.02 1 12c1.73 4.39 6 7.5 11 7.5 1.55 0 3.03-.3 4.38-.84l.42.42L19.73 22 21 20.73 3.27 3zM7.53 9.8l1.55 1.55c-.05.21-.08.43-.08.65 0 1.66 1.34 3 3 3 .22 0 .44-.03.65-.08l1.55 1.55c-.67.33-1.41.53-2.2.53-2.76 0-5-2.24-5-5 0-.79.2-1.53.53-2.2m4.31-.78 3.15 3.15.02-.16c0-1.66-1.34-3-3-3z" }), "VisibilityOff");
// src/components/form/password-field.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** A password field with a button that shows or hides what was typed. */
function PasswordField(props) {
	const [visible, setVisible] = (0, import_react.useState)(false);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
		...props,
		type: visible ? "text" : "password",
		slotProps: { input: { endAdornment: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(InputAdornment, {
			position: "end",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
				"aria-label": visible ? "Ocultar contraseña" : "Mostrar contraseña",
				"aria-pressed": visible,
				onClick: () => setVisible((value) => !value),
				edge: "end",
				children: visible ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(VisibilityOff_default, {}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Visibility_default, {})
			})
		}) } }
	});
}
// src/components/captcha/load-altcha.ts
/**
* Loads the ALTCHA web component and its Spanish strings on demand: 36 kB gzip that only the forms with a captcha
* need. Calling it twice reuses the same download.
*/
var loading = null;
function loadAltcha() {
	loading ??= Promise.all([import("./altcha-CTGqKrag.js"), import("./es-es-CPjyudwF.js")]).then(() => void 0, (error) => {
		loading = null;
		throw error;
	});
	return loading;
}
// src/components/captcha/captcha-field.tsx
/** The self-hosted ALTCHA proof-of-work check ("No soy un robot"), loaded only when a form shows it. */
function CaptchaField({ onChange, errorMessage, ref }) {
	const [loadState, setLoadState] = (0, import_react.useState)("loading");
	const [attempt, setAttempt] = (0, import_react.useState)(0);
	const widgetRef = (0, import_react.useRef)(null);
	const groupRef = (0, import_react.useRef)(null);
	const errorId = (0, import_react.useId)();
	const theme = useTheme();
	const onChangeRef = (0, import_react.useRef)(onChange);
	(0, import_react.useLayoutEffect)(() => {
		onChangeRef.current = onChange;
	});
	(0, import_react.useEffect)(() => {
		let active = true;
		loadAltcha().then(() => active && setLoadState("ready"), () => active && setLoadState("failed"));
		return () => {
			active = false;
		};
	}, [attempt]);
	(0, import_react.useEffect)(() => {
		const widget = widgetRef.current;
		if (loadState !== "ready" || !widget) return;
		const handleStateChange = (event) => {
			const { state, payload } = event.detail;
			onChangeRef.current(state === "verified" ? payload : void 0);
		};
		widget.addEventListener("statechange", handleStateChange);
		return () => widget.removeEventListener("statechange", handleStateChange);
	}, [loadState]);
	(0, import_react.useImperativeHandle)(ref, () => ({
		reset: () => {
			widgetRef.current?.reset?.();
			onChangeRef.current(void 0);
		},
		focus: () => {
			(widgetRef.current?.querySelector("input") ?? groupRef.current)?.focus();
		}
	}), []);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		ref: groupRef,
		role: "group",
		"aria-label": "Verificación de seguridad",
		"aria-describedby": errorMessage ? errorId : void 0,
		tabIndex: -1,
		sx: {
			my: 2,
			"& altcha-widget": { display: "block" }
		},
		children: [
			loadState === "loading" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				role: "status",
				sx: { color: "text.secondary" },
				children: "Cargando verificación de seguridad…"
			}),
			loadState === "failed" && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				role: "alert",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					sx: { mb: 1 },
					children: "No pudimos cargar la verificación de seguridad."
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "outlined",
					size: "small",
					onClick: () => {
						setLoadState("loading");
						setAttempt((n) => n + 1);
					},
					children: "Reintentar"
				})]
			}),
			loadState === "ready" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("altcha-widget", {
				ref: widgetRef,
				challenge: "/api/auth/captcha",
				language: "es-es",
				name: "captcha",
				style: {
					"--altcha-max-width": "100%",
					"--altcha-color-primary": theme.palette.primary.main
				}
			}),
			errorMessage && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormHelperText, {
				id: errorId,
				error: true,
				children: errorMessage
			})
		]
	});
}
// src/components/captcha/form-captcha-field.tsx
/**
* The captcha as a react-hook-form field: the verified payload becomes the field value, and the widget is both the
* form's focus target for the field and the caller's handle.
*/
function FormCaptchaField({ control, name, captchaRef }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
		name,
		control,
		render: ({ field, fieldState }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CaptchaField, {
			ref: (handle) => {
				captchaRef.current = handle;
				field.ref(handle);
			},
			onChange: field.onChange,
			errorMessage: fieldState.error?.message
		})
	});
}
export { PasswordField as n, FormCaptchaField as t };
