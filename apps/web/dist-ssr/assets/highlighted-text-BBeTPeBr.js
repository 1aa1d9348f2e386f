import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as Box } from "./Box-BAyYeHPm.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
// src/components/highlighted-text.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/**
* Text cut into segments by the server (never HTML, so nothing is injected); the words that matched the search are
* marked with `<mark>`, which screen readers that support it announce as highlighted.
*/
function HighlightedText({ segments }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: segments.map((segment, index) => segment.match ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "mark",
		sx: {
			bgcolor: "#fff3b0",
			color: "inherit",
			fontWeight: 700,
			px: .25,
			borderRadius: .5
		},
		children: segment.text
	}, index) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Fragment, { children: segment.text }, index)) });
}
export { HighlightedText as t };
