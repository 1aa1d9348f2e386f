import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as Alert } from "./Alert-Xs0Ucjpv.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
import { r as errorMessageFor } from "./api-client-BGybrOBG.js";
// src/components/form/form-error-alert.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** The summary of a failed submit, announced by screen readers and focused so keyboard users land on it. */
function FormErrorAlert({ error, focusOnError = true, children }) {
	const ref = (0, import_react.useRef)(null);
	(0, import_react.useEffect)(() => {
		if (error && focusOnError) ref.current?.focus();
	}, [error, focusOnError]);
	if (!error) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Alert, {
		ref,
		severity: "error",
		role: "alert",
		tabIndex: -1,
		sx: { mt: 2 },
		children: [errorMessageFor(error), children]
	});
}
export { FormErrorAlert as t };
