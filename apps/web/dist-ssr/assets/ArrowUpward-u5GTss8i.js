import { t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
import { s as createSvgIcon } from "./useSlotProps-DlFLla8-.js";
// ../../node_modules/@mui/icons-material/ArrowDownward.mjs
var import_jsx_runtime = require_jsx_runtime();
var ArrowDownward_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "m20 12-1.41-1.41L13 16.17V4h-2v12.17l-5.58-5.59L4 12l8 8z" }), "ArrowDownward");
// ../../node_modules/@mui/icons-material/ArrowUpward.mjs
var ArrowUpward_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "m4 12 1.41 1.41L11 7.83V20h2V7.83l5.58 5.59L20 12l-8-8z" }), "ArrowUpward");
export { ArrowDownward_default as n, ArrowUpward_default as t };
