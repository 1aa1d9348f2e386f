import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as Typography, t as Box } from "./Box-BAyYeHPm.js";
import { t as paths } from "./paths-DCx76zJf.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
import { n as APP_NAME } from "./use-document-title-CDsxsUVm.js";
import { D as ErrorBoundary, F as useLocation, M as Link, P as Outlet, T as ErrorFallback, l as FOOTER_BACKGROUND, o as useSessionUser, r as LoadingScreen, u as FOOTER_TEXT } from "../entry-server.js";
import { t as Link$1 } from "./Link-BcQgiOgq.js";
import { t as usePublicConfig } from "./get-public-config-DybQxK5I.js";
// src/app/layouts/app-footer.tsx
var import_jsx_runtime = require_jsx_runtime();
/** "Desarrollado por {proveedor} · © {año} · Todos los derechos reservados" (docs/product.md §4). */
function footerText(year, providerName) {
	const parts = [`© ${year}`, "Todos los derechos reservados"];
	if (providerName) parts.unshift(`Desarrollado por ${providerName}`);
	return parts.join(" · ");
}
/**
* The footer of every layout. The data policy is linked for everyone (Ley 1581 de 2012 asks that it be easy to
* find); help only for signed-in people, as `/ayuda` is a learner page.
*/
function AppFooter() {
	const { data } = usePublicConfig();
	const user = useSessionUser();
	const linkSx = {
		color: "inherit",
		"&:focus-visible": {
			outline: "2px solid currentColor",
			outlineOffset: 2
		}
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "footer",
		sx: {
			bgcolor: FOOTER_BACKGROUND,
			color: FOOTER_TEXT,
			px: 3,
			py: 2,
			mt: "auto"
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			component: "nav",
			"aria-label": "Enlaces del pie de página",
			sx: {
				display: "flex",
				flexWrap: "wrap",
				justifyContent: "center",
				columnGap: 3,
				rowGap: 1,
				mb: 1
			},
			children: [user && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
				component: Link,
				to: paths.help(),
				variant: "body2",
				sx: linkSx,
				children: "Ayuda"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
				component: Link,
				to: paths.dataPolicy(),
				variant: "body2",
				sx: linkSx,
				children: "Política de tratamiento de datos"
			})]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			variant: "body2",
			sx: { textAlign: "center" },
			children: footerText((/* @__PURE__ */ new Date()).getFullYear(), data?.providerName)
		})]
	});
}
// src/app/layouts/brand-link.tsx
function BrandLink({ to, current = false, tone = "light" }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: Link,
		to,
		"aria-current": current ? "page" : void 0,
		sx: {
			display: "inline-flex",
			alignItems: "center",
			gap: 1,
			color: tone === "light" ? "primary.contrastText" : "text.primary",
			textDecoration: "none",
			fontWeight: 700,
			fontSize: "1.15rem",
			whiteSpace: "nowrap",
			borderRadius: 1,
			px: .5,
			"&:focus-visible": {
				outline: "2px solid currentColor",
				outlineOffset: 2
			}
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			component: "img",
			src: "/favicon.svg",
			alt: "",
			sx: {
				width: 36,
				height: 36,
				display: "block",
				p: .25,
				borderRadius: 1,
				bgcolor: "#ffffff"
			}
		}), APP_NAME]
	});
}
// src/app/layouts/skip-link.tsx
var MAIN_CONTENT_ID = "contenido";
/** First focusable element of every page: lets keyboard users jump over the header and the menu. */
function SkipLink() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "a",
		href: `#${MAIN_CONTENT_ID}`,
		sx: {
			position: "absolute",
			left: 8,
			top: -64,
			zIndex: (theme) => theme.zIndex.tooltip + 1,
			px: 2,
			py: 1,
			borderRadius: 1,
			bgcolor: "primary.dark",
			color: "primary.contrastText",
			fontWeight: 600,
			"&:focus": {
				top: 8,
				outline: "3px solid",
				outlineColor: "secondary.main"
			}
		},
		children: "Saltar al contenido principal"
	});
}
// src/app/layouts/page-outlet.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* Where a layout shows its page. The error boundary keeps the header and menu usable when a page fails (or its
* chunk does not arrive); keying both on the path clears the error and shows the loader on the next page.
*/
function PageOutlet() {
	const { pathname } = useLocation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorBoundary, {
		resetKey: pathname,
		fallback: (error) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorFallback, { error }),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
			fallback: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadingScreen, { fullScreen: false }),
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Outlet, {})
		}, pathname)
	});
}
export { AppFooter as a, BrandLink as i, MAIN_CONTENT_ID as n, SkipLink as r, PageOutlet as t };
