import { t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
import { s as createSvgIcon } from "./useSlotProps-DlFLla8-.js";
// ../../node_modules/@mui/material/internal/svg-icons/KeyboardArrowLeft.mjs
var import_jsx_runtime = require_jsx_runtime();
var KeyboardArrowLeft_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M15.41 16.09l-4.58-4.59 4.58-4.59L14 5.5l-6 6 6 6z" }), "KeyboardArrowLeft");
// ../../node_modules/@mui/material/internal/svg-icons/KeyboardArrowRight.mjs
/**
* @ignore - internal component.
*/
var KeyboardArrowRight_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M8.59 16.34l4.58-4.59-4.58-4.59L10 5.75l6 6-6 6z" }), "KeyboardArrowRight");
export { KeyboardArrowLeft_default as n, KeyboardArrowRight_default as t };
