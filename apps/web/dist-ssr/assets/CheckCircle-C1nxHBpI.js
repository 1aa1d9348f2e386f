import { s as createSvgIcon } from "./useSlotProps-DlFLla8-.js";
import { t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
// ../../node_modules/@mui/icons-material/CheckCircle.mjs
var import_jsx_runtime = require_jsx_runtime();
var CheckCircle_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m-2 15-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8z" }), "CheckCircle");
export { CheckCircle_default as t };
