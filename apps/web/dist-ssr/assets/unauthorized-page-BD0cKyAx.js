import { t as paths } from "./paths-DCx76zJf.js";
import { a as Button, n as Typography } from "./Box-BAyYeHPm.js";
import { M as Link } from "../entry-server.js";
import { t as PageHeader } from "./page-header-Cld7QmRK.js";
import { LearnerLayout } from "./learner-layout-CNngR9S1.js";
import { t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
// src/app/errors/unauthorized-page.tsx
var import_jsx_runtime = require_jsx_runtime();
/** What a non-admin sees on `/admin/*`: an explanation in their own area, and no admin data. */
function UnauthorizedPage() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(LearnerLayout, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, { title: "No autorizado" }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			sx: {
				mb: 3,
				maxWidth: "70ch"
			},
			children: "Esta sección es solo para administradores de la plataforma. Si cree que debería tener acceso, comuníquese con el administrador de su organización."
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			component: Link,
			to: paths.home(),
			variant: "contained",
			children: "Ir al inicio"
		})
	] });
}
export { UnauthorizedPage as default };
