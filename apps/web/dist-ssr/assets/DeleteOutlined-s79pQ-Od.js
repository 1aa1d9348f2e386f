import { s as createSvgIcon } from "./useSlotProps-DlFLla8-.js";
import { t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
// ../../node_modules/@mui/icons-material/DeleteOutlined.mjs
var import_jsx_runtime = require_jsx_runtime();
var DeleteOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M16 9v10H8V9zm-1.5-6h-5l-1 1H5v2h14V4h-3.5zM18 7H6v12c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2z" }), "DeleteOutlined");
export { DeleteOutlined_default as t };
