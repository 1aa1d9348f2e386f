import { t as OpenInNew_default } from "./OpenInNew-B4t1d_dC.js";
import { a as Button, t as Box } from "./Box-BAyYeHPm.js";
import { t as visuallyHidden } from "./visually-hidden-DOAc9otV.js";
import { t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
// src/components/external-link-button.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A button-styled link to another site, opened in a new tab, saying so to screen readers. */
function ExternalLinkButton({ href, children, variant = "outlined", size }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
		component: "a",
		href,
		target: "_blank",
		rel: "noopener noreferrer",
		variant,
		size,
		endIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OpenInNew_default, { "aria-hidden": "true" }),
		sx: { minHeight: 44 },
		children: [
			children,
			" ",
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "span",
				sx: visuallyHidden,
				children: "(se abre en una pestaña nueva)"
			})
		]
	});
}
export { ExternalLinkButton as t };
