import { t as UploadFile_default } from "./UploadFile-CPABC6VL.js";
import { a as Button, t as Box } from "./Box-BAyYeHPm.js";
import { t as visuallyHidden } from "./visually-hidden-DOAc9otV.js";
import { t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
// src/components/upload/file-picker-button.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* A real `<input type="file">`, visually hidden inside the label that looks like a button, so keyboard and
* screen-reader users get the native control; `:focus-within` draws the focus ring on the visible part.
*/
function FilePickerButton({ label, accept, disabled, onChange, describedBy }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
		component: "label",
		variant: "outlined",
		role: void 0,
		tabIndex: -1,
		disabled,
		startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(UploadFile_default, { "aria-hidden": "true" }),
		sx: { "&:focus-within": {
			outline: "2px solid",
			outlineColor: "primary.main",
			outlineOffset: 2
		} },
		children: [label, /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			component: "input",
			type: "file",
			accept,
			disabled,
			"aria-describedby": describedBy,
			onChange,
			sx: visuallyHidden
		})]
	});
}
/** After the file shown next to it is removed, focus goes to the file input inside `container`. */
function focusFileInput(container) {
	container?.querySelector("input[type=\"file\"]")?.focus();
}
export { focusFileInput as n, FilePickerButton as t };
