import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as Box } from "./Box-BAyYeHPm.js";
import { t as Checkbox } from "./Checkbox-BBE439um.js";
import { n as FormControl, t as FormHelperText } from "./FormHelperText-B059LHOL.js";
import { t as FormControlLabel } from "./FormControlLabel-BkpFp8lD.js";
import { t as Link } from "./Link-BcQgiOgq.js";
import { t as paths } from "./paths-DCx76zJf.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
import { n as Controller } from "./zod-resolver-hVUI3Sd2.js";
import { t as visuallyHidden } from "./visually-hidden-DOAc9otV.js";
// src/components/form/consent-checkbox.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** The exact wording of the consent (Ley 1581 de 2012); the last words link to the policy. */
var CONSENT_LABEL_START = "Autorizo el tratamiento de mis datos personales según la ";
var CONSENT_POLICY_LINK = "Política de tratamiento de datos";
/**
* The consent box, unticked until the person ticks it. The policy opens in a new tab so a half-filled form is never
* lost; the link says so to screen readers through its description, which keeps the box's accessible name exactly
* the consent sentence.
*/
function ConsentCheckbox({ control, name, id, errorMessage }) {
	const errorId = (0, import_react.useId)();
	const newTabId = (0, import_react.useId)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FormControl, {
		error: Boolean(errorMessage),
		sx: {
			mt: 2,
			mb: 1,
			display: "flex"
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
				name,
				control,
				render: ({ field }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormControlLabel, {
					sx: {
						alignItems: "flex-start",
						mr: 0
					},
					label: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
						component: "span",
						sx: {
							display: "inline-block",
							pt: 1
						},
						children: [CONSENT_LABEL_START, /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
							href: paths.dataPolicy(),
							target: "_blank",
							rel: "noopener",
							"aria-describedby": newTabId,
							children: CONSENT_POLICY_LINK
						})]
					}),
					control: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Checkbox, {
						id,
						name: field.name,
						checked: field.value === true,
						onChange: (event) => field.onChange(event.target.checked),
						onBlur: field.onBlur,
						required: true,
						slotProps: { input: {
							ref: field.ref,
							"aria-invalid": Boolean(errorMessage),
							...errorMessage ? { "aria-describedby": errorId } : {}
						} }
					})
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "span",
				id: newTabId,
				sx: visuallyHidden,
				children: "Se abre en una pestaña nueva."
			}),
			errorMessage && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormHelperText, {
				id: errorId,
				children: errorMessage
			})
		]
	});
}
export { ConsentCheckbox as t };
