import { t as Alert } from "./Alert-Xs0Ucjpv.js";
import { a as Button } from "./Box-BAyYeHPm.js";
import { r as errorMessageFor } from "./api-client-BGybrOBG.js";
import { t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
// src/components/load-error-alert.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Why something could not be loaded, and "Reintentar" when trying again may help. */
function LoadErrorAlert({ error, onRetry, expected, sx }) {
	const final = Boolean(expected);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
		severity: final ? "warning" : "error",
		sx,
		action: final ? void 0 : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			color: "inherit",
			size: "small",
			onClick: onRetry,
			children: "Reintentar"
		}),
		children: final ? expected : errorMessageFor(error)
	});
}
export { LoadErrorAlert as t };
