import { s as createSvgIcon } from "./useSlotProps-DlFLla8-.js";
import { t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
// ../../node_modules/@mui/icons-material/PlayArrow.mjs
var import_jsx_runtime = require_jsx_runtime();
var PlayArrow_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M8 5v14l11-7z" }), "PlayArrow");
export { PlayArrow_default as t };
