import { a as TableCell, i as Table, n as TableHead, r as TableBody, t as TableRow } from "./TableRow-CP3jgbZp.js";
import { t as TableContainer } from "./TableContainer-CfusxcDN.js";
import { t as VisuallyHidden } from "./visually-hidden-COpqPLv-.js";
import { t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
// src/components/data-table.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The last column of a table whose rows end with their buttons. */
var ACTIONS_COLUMN = {
	label: "Acciones",
	hiddenLabel: true
};
/** A table with its column headers, in a region keyboard users can focus to scroll it sideways on small screens. */
function DataTable({ labelledBy, columns, size, minWidth, containerSx, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableContainer, {
		tabIndex: 0,
		role: "region",
		"aria-labelledby": labelledBy,
		sx: containerSx,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table, {
			"aria-labelledby": labelledBy,
			size,
			sx: minWidth === void 0 ? void 0 : { minWidth },
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableHead, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableRow, { children: columns.map((column) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
				scope: "col",
				align: column.align,
				children: column.hiddenLabel ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(VisuallyHidden, { children: column.label }) : column.header ?? column.label
			}, column.label)) }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableBody, { children })]
		})
	});
}
export { DataTable as n, ACTIONS_COLUMN as t };
