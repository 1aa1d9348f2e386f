import { t as paths } from "./paths-DCx76zJf.js";
import { F as useLocation, o as useSessionUser } from "../entry-server.js";
import { a as adminMenuFor, n as DASHBOARD_ITEM_ID, r as adminActiveItem, t as AppShell } from "./app-shell-N05RnmPj.js";
import { t as PageOutlet } from "./page-outlet-BdxxyitJ.js";
import { t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
// src/app/layouts/admin-layout.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The admin area. `/admin` and `/admin/dashboard` are the dashboard: the logo is its "menu item". */
function AdminLayout() {
	const { pathname } = useLocation();
	const active = adminActiveItem(pathname);
	const isSuperadmin = useSessionUser()?.isAdmin ?? false;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AppShell, {
		menu: adminMenuFor(isSuperadmin),
		active,
		homePath: paths.admin.dashboard(),
		atHome: active.itemId === DASHBOARD_ITEM_ID,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageOutlet, {})
	});
}
export { AdminLayout, AdminLayout as default };
