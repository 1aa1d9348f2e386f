import { t as paths } from "./paths-DCx76zJf.js";
import { t as Box } from "./Box-BAyYeHPm.js";
import { k as Container } from "../entry-server.js";
import { a as AppFooter, i as BrandLink, n as MAIN_CONTENT_ID, r as SkipLink, t as PageOutlet } from "./page-outlet-BdxxyitJ.js";
import { t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
// src/app/layouts/public-layout.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Sign-in, sign-up, reset and the 404 page: the logo, the page and the footer. */
function PublicLayout() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "flex",
			flexDirection: "column",
			minHeight: "100vh"
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SkipLink, {}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "header",
				sx: {
					px: {
						xs: 2,
						sm: 3
					},
					py: 2,
					bgcolor: "background.paper",
					borderBottom: 1,
					borderColor: "divider"
				},
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BrandLink, {
					to: paths.signIn(),
					tone: "dark"
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Container, {
				component: "main",
				id: MAIN_CONTENT_ID,
				tabIndex: -1,
				maxWidth: "md",
				sx: {
					flexGrow: 1,
					py: {
						xs: 3,
						sm: 6
					},
					outline: "none"
				},
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageOutlet, {})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AppFooter, {})
		]
	});
}
export { PublicLayout, PublicLayout as default };
