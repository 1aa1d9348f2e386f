import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
import { M as useQueryClient } from "./removable-Zc2XTOpZ.js";
import { t as useQuery } from "./useQuery-CSSMCn8a.js";
import { t as useMutation } from "./useMutation-BP5bcImn.js";
import { t as queryOptions } from "./queryOptions-C-4jvvEn.js";
import { t as Chip } from "./Chip-C9XsaV41.js";
import { c as isApiError } from "../entry-server.js";
import { n as apiFetch } from "./api-client-BGybrOBG.js";
import { g as routeStatusLabels, n as adminRouteSchema } from "./route.schemas-C_8Vsxcy.js";
// src/features/admin-routes/api/query-keys.ts
/** Every cache key of this feature starts with `['admin', 'routes']`, so one call can invalidate them all. */
var adminRouteKeys = {
	all: ["admin", "routes"],
	lists: () => [...adminRouteKeys.all, "list"],
	list: (query) => [...adminRouteKeys.lists(), query],
	detail: (id) => [
		...adminRouteKeys.all,
		"detail",
		id
	],
	markdownPreview: (markdown) => [
		...adminRouteKeys.all,
		"markdown-preview",
		markdown
	],
	/** Apart from `detail`, which writes replace wholesale: the learners enrolled in one route. */
	enrolments: (id) => [
		...adminRouteKeys.all,
		"enrolments",
		id
	],
	/** People the assign dialog offers, by search text. */
	userSearch: (q) => [
		...adminRouteKeys.all,
		"user-search",
		q
	]
};
// src/features/admin-routes/api/get-admin-route.ts
function adminRouteQueryOptions(id) {
	return queryOptions({
		queryKey: adminRouteKeys.detail(id),
		queryFn: ({ signal }) => apiFetch(`/api/admin/routes/${encodeURIComponent(id)}`, {
			schema: adminRouteSchema,
			signal
		})
	});
}
function useAdminRoute(id) {
	return useQuery(adminRouteQueryOptions(id));
}
/**
* Every write answers with the whole route: keep it as the editor's data and mark the lists stale (their counts and
* dates changed too).
*/
function storeAdminRoute(queryClient, route) {
	queryClient.setQueryData(adminRouteKeys.detail(route.id), route);
	queryClient.invalidateQueries({ queryKey: adminRouteKeys.lists() });
}
function routePath(id) {
	return `/api/admin/routes/${encodeURIComponent(id)}`;
}
// src/features/admin-routes/api/change-route-status.ts
function changeRouteStatus({ id, status }) {
	return apiFetch(`${routePath(id)}/status`, {
		method: "POST",
		body: { status },
		schema: adminRouteSchema
	});
}
function useChangeRouteStatus() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: changeRouteStatus,
		onSuccess: (route) => storeAdminRoute(queryClient, route)
	});
}
/** The reasons a `409 ROUTE_NOT_PUBLISHABLE` answer gives (Spanish sentences from the server), or none. */
function publishProblems(error) {
	if (!isApiError(error) || error.code !== "ROUTE_NOT_PUBLISHABLE") return [];
	const problems = error.details?.problems;
	return Array.isArray(problems) ? problems.filter((problem) => typeof problem === "string") : [];
}
// src/features/admin-routes/hooks/use-menu-button.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* A button that opens a menu, with the ARIA that ties them together. Spread `buttonProps` on the button and
* `menuProps` on the MUI `Menu`; `choose(action)` makes a menu item's click handler that closes the menu and hands the
* button to `action`, so focus can come back to it after a dialog.
*/
function useMenuButton() {
	const buttonRef = (0, import_react.useRef)(null);
	const [anchor, setAnchor] = (0, import_react.useState)(null);
	const open = anchor !== null;
	const buttonId = (0, import_react.useId)();
	const menuId = (0, import_react.useId)();
	return {
		buttonProps: {
			ref: buttonRef,
			id: buttonId,
			"aria-haspopup": "menu",
			"aria-controls": open ? menuId : void 0,
			"aria-expanded": open ? "true" : void 0,
			onClick: (event) => setAnchor(event.currentTarget)
		},
		menuProps: {
			id: menuId,
			anchorEl: anchor,
			open,
			onClose: () => setAnchor(null),
			slotProps: { list: { "aria-labelledby": buttonId } }
		},
		choose: (action) => () => {
			setAnchor(null);
			action(buttonRef.current);
		}
	};
}
// src/features/admin-routes/components/route-status-chip.tsx
var import_jsx_runtime = require_jsx_runtime();
var colors = {
	draft: "default",
	published: "success",
	archived: "default"
};
/** The status as a chip; archived is outlined so it reads apart from draft without relying on colour alone. */
function RouteStatusChip({ status }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, {
		size: "small",
		label: routeStatusLabels[status],
		color: colors[status],
		variant: status === "archived" ? "outlined" : "filled"
	});
}
export { routePath as a, adminRouteKeys as c, useChangeRouteStatus as i, useMenuButton as n, storeAdminRoute as o, publishProblems as r, useAdminRoute as s, RouteStatusChip as t };
