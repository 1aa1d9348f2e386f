import { t as LinearProgress } from "./LinearProgress-HmIjUiNo.js";
import { t as TableContainer } from "./TableContainer-CfusxcDN.js";
import { t as TablePagination } from "./TablePagination-CdnLojqt.js";
import { n as Typography } from "./Box-BAyYeHPm.js";
import { a as PAGE_SIZE_OPTIONS } from "./use-document-title-CDsxsUVm.js";
import { t as LoadErrorAlert } from "./load-error-alert-CIyOwjnD.js";
import { t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
// src/components/paged-results.tsx
var import_jsx_runtime = require_jsx_runtime();
/** One page of an admin list: loading, why it failed with "Reintentar", that it is empty, or the table and its pager. */
function PagedResults(props) {
	const { query, titleId, loadingLabel, emptyText, page, pageSize, children } = props;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		query.isFetching && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LinearProgress, { "aria-label": loadingLabel }),
		query.isPending && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
			role: "status",
			sx: { p: 3 },
			children: [loadingLabel, "…"]
		}),
		query.isError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadErrorAlert, {
			error: query.error,
			onRetry: () => void query.refetch(),
			sx: { m: 2 }
		}),
		query.data && query.data.items.length === 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			role: "status",
			sx: { p: 3 },
			children: emptyText
		}),
		query.data && query.data.items.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableContainer, {
			tabIndex: 0,
			role: "region",
			"aria-labelledby": titleId,
			children: children(query.data.items)
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TablePagination, {
			component: "div",
			count: query.data.total,
			page: page - 1,
			rowsPerPage: pageSize,
			rowsPerPageOptions: PAGE_SIZE_OPTIONS,
			onPageChange: (_event, nextPage) => props.onPageChange(nextPage + 1),
			onRowsPerPageChange: (event) => props.onPageSizeChange(event.target.value)
		})] })
	] });
}
export { PagedResults as t };
