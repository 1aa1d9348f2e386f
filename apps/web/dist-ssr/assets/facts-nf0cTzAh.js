import { n as Typography, t as Box } from "./Box-BAyYeHPm.js";
import { t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
// src/components/facts.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A `<dl>` laid out as a grid: pass the columns (and any border or spacing) in `sx`. */
function FactList({ children, sx }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "dl",
		sx: [{
			m: 0,
			display: "grid",
			gap: 2
		}, ...Array.isArray(sx) ? sx : [sx]],
		children
	});
}
/** One term and its value in a `FactList`: the term small and grey, the value bold. */
function Fact({ term, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "flex",
			flexDirection: "column"
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			component: "dt",
			variant: "body2",
			sx: { color: "text.secondary" },
			children: term
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			component: "dd",
			sx: {
				m: 0,
				fontWeight: 600,
				overflowWrap: "anywhere"
			},
			children
		})]
	});
}
export { FactList as n, Fact as t };
