import { t as EvaluationRoute } from "./evaluation-route-DUiaaibG.js";
import { t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
// src/app/routes/learner/pretest.tsx
var import_jsx_runtime = require_jsx_runtime();
function PretestRoute() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EvaluationRoute, { kind: "pretest" });
}
export { PretestRoute as default };
