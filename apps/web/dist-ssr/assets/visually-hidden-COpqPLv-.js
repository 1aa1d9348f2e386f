import { t as Box } from "./Box-BAyYeHPm.js";
import { t as visuallyHidden } from "./visually-hidden-DOAc9otV.js";
import { t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
// src/components/visually-hidden.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Text for screen readers only: still in the accessibility tree, not on screen. */
function VisuallyHidden({ children, id }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "span",
		id,
		sx: visuallyHidden,
		children
	});
}
export { VisuallyHidden as t };
