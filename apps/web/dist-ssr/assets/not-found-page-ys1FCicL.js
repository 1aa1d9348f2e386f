import { t as paths } from "./paths-DCx76zJf.js";
import { a as Button, n as Typography } from "./Box-BAyYeHPm.js";
import { M as Link } from "../entry-server.js";
import { t as PageHeader } from "./page-header-Cld7QmRK.js";
import { t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
// src/app/errors/not-found-page.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Unknown paths. `/` takes a signed-in person on to their home. */
function NotFoundContent() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, { title: "Página no encontrada" }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			sx: { mb: 3 },
			children: "La dirección que abrió no existe o cambió. Revise que esté bien escrita o vuelva al inicio."
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			component: Link,
			to: paths.signIn(),
			variant: "contained",
			children: "Ir al inicio"
		})
	] });
}
export { NotFoundContent, NotFoundContent as default };
