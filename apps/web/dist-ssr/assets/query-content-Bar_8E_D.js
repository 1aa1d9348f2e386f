import { n as Typography } from "./Box-BAyYeHPm.js";
import { t as LoadErrorAlert } from "./load-error-alert-CIyOwjnD.js";
import { r as LoadingScreen } from "../entry-server.js";
import { t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
// src/components/query-content.tsx
var import_jsx_runtime = require_jsx_runtime();
/** What a panel's query gave: loading, why it failed with "Reintentar", that there is nothing yet, or the content. */
function QueryContent({ query, loadingLabel, isEmpty, emptyText, children }) {
	if (query.isPending) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadingScreen, {
		fullScreen: false,
		label: loadingLabel
	});
	if (query.isError) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadErrorAlert, {
		error: query.error,
		onRetry: () => void query.refetch()
	});
	if (isEmpty(query.data)) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
		role: "status",
		sx: { py: 3 },
		children: emptyText
	});
	return children(query.data);
}
export { QueryContent as t };
