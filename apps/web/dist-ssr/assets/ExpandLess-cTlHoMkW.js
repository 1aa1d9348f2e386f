import { s as createSvgIcon } from "./useSlotProps-DlFLla8-.js";
import { t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
// ../../node_modules/@mui/icons-material/ExpandLess.mjs
var import_jsx_runtime = require_jsx_runtime();
var ExpandLess_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "m12 8-6 6 1.41 1.41L12 10.83l4.59 4.58L18 14z" }), "ExpandLess");
export { ExpandLess_default as t };
