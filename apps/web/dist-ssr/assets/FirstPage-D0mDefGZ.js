import { t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
import { s as createSvgIcon } from "./useSlotProps-DlFLla8-.js";
// ../../node_modules/@mui/material/internal/svg-icons/LastPage.mjs
var import_jsx_runtime = require_jsx_runtime();
var LastPage_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M5.59 7.41L10.18 12l-4.59 4.59L7 18l6-6-6-6zM16 6h2v12h-2z" }), "LastPage");
// ../../node_modules/@mui/material/internal/svg-icons/FirstPage.mjs
/**
* @ignore - internal component.
*/
var FirstPage_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M18.41 16.59L13.82 12l4.59-4.59L17 6l-6 6 6 6zM6 6h2v12H6z" }), "FirstPage");
export { LastPage_default as n, FirstPage_default as t };
