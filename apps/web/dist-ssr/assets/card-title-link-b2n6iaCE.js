import { n as Typography, t as Box } from "./Box-BAyYeHPm.js";
import { t as Link } from "./Link-BcQgiOgq.js";
import { M as Link$1 } from "../entry-server.js";
import { t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
// src/features/library/components/card-title-link.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A card's heading whose link covers the whole card, so a click anywhere opens it. */
function CardTitleLink({ id, to, component, children, action }) {
	const heading = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
		variant: "h6",
		component,
		id,
		sx: action ? {
			lineHeight: 1.3,
			flexGrow: 1,
			minWidth: 0,
			pt: 1
		} : { lineHeight: 1.3 },
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
			component: Link$1,
			to,
			underline: "hover",
			color: "inherit",
			sx: {
				"&::after": {
					content: "\"\"",
					position: "absolute",
					inset: 0,
					borderRadius: 1
				},
				"&:focus-visible": { outline: "none" },
				"&:focus-visible::after": {
					outline: "3px solid",
					outlineColor: "primary.main",
					outlineOffset: -3
				}
			},
			children
		})
	});
	if (!action) return heading;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "flex",
			alignItems: "flex-start",
			gap: 1
		},
		children: [heading, /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			sx: {
				flexShrink: 0,
				mt: -.5,
				mr: -1
			},
			children: action
		})]
	});
}
/** Styles for a link inside a card with a stretched title link: lifted above it so it can be clicked. */
var liftedLinkSx = {
	position: "relative",
	zIndex: 1
};
export { liftedLinkSx as n, CardTitleLink as t };
