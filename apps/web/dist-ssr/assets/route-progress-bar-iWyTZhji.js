import { n as Typography, t as Box } from "./Box-BAyYeHPm.js";
import { t as LinearProgress } from "./LinearProgress-HmIjUiNo.js";
import { S as formatPercent } from "../entry-server.js";
import { t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
// src/components/route-progress-bar.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The learner's percentage on a route, as a bar with the number written next to it (never colour alone). */
function RouteProgressBar({ title, percent, caption }) {
	const percentText = formatPercent(percent);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "flex",
			justifyContent: "space-between",
			gap: 1,
			mb: .5
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			variant: "body2",
			sx: { color: "text.secondary" },
			children: caption
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			variant: "body2",
			sx: { fontWeight: 600 },
			children: percentText
		})]
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LinearProgress, {
		variant: "determinate",
		value: percent,
		"aria-label": `Avance en ${title}: ${percentText}`,
		sx: {
			height: 8,
			borderRadius: 4
		}
	})] });
}
export { RouteProgressBar as t };
