import { o as useSessionUser } from "../entry-server.js";
import { t as CyclesPage } from "./cycles-page-x2xlQezu.js";
import { t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
// src/app/routes/admin/evaluation.tsx
var import_jsx_runtime = require_jsx_runtime();
/** `/admin/evaluacion`: the PHVA cycles the person may see (a Responsable SST, their own company's). */
function EvaluationRoute() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CyclesPage, { canChooseCompany: useSessionUser()?.isAdmin ?? false });
}
export { EvaluationRoute as default };
