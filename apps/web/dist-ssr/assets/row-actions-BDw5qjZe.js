import { a as Button, t as Box } from "./Box-BAyYeHPm.js";
import { t as VisuallyHidden } from "./visually-hidden-COpqPLv-.js";
import { t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
// src/components/row-actions.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The buttons at the end of a row; each names its row for screen readers ("Editar «Guía…»"). */
function RowActions({ name, actions }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		sx: {
			display: "flex",
			flexWrap: "wrap",
			justifyContent: "flex-end",
			gap: .5
		},
		children: actions.map((action) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
			size: "small",
			color: action.color ?? "primary",
			loading: action.busy ?? false,
			onClick: (event) => action.onClick(event.currentTarget),
			children: [
				action.label,
				" ",
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(VisuallyHidden, { children: [
					"«",
					name,
					"»"
				] })
			]
		}, action.label))
	});
}
export { RowActions as t };
