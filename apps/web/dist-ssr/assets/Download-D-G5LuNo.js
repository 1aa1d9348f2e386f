import { s as createSvgIcon } from "./useSlotProps-DlFLla8-.js";
import { t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
// ../../node_modules/@mui/icons-material/Download.mjs
var import_jsx_runtime = require_jsx_runtime();
var Download_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M5 20h14v-2H5zM19 9h-4V3H9v6H5l7 7z" }), "Download");
export { Download_default as t };
