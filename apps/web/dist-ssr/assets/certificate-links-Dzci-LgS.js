import { t as PictureAsPdf_default } from "./PictureAsPdf-BuZB8rAr.js";
import { n as verificationPath, r as Verified_default, t as certificatePdfPath } from "./certificate-paths-Ccj7hsmi.js";
import { a as Button, n as Typography, t as Box } from "./Box-BAyYeHPm.js";
import { M as Link } from "../entry-server.js";
import { t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
// src/components/certificate-links.tsx
var import_jsx_runtime = require_jsx_runtime();
/** "Descargar certificado (PDF)" and the public verification page, with the code written out. */
function CertificateLinks({ code, downloadUrl = certificatePdfPath(code), verifyLabel = "Verificar certificado", showCode = true, describedBy }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "flex",
			flexDirection: "column",
			gap: 1.5
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			sx: {
				display: "flex",
				flexWrap: "wrap",
				gap: 1.5
			},
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				component: "a",
				href: downloadUrl,
				"aria-describedby": describedBy,
				variant: "contained",
				startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PictureAsPdf_default, { "aria-hidden": "true" }),
				sx: { minHeight: 48 },
				children: "Descargar certificado (PDF)"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				component: Link,
				to: verificationPath(code),
				"aria-describedby": describedBy,
				variant: "outlined",
				startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Verified_default, { "aria-hidden": "true" }),
				sx: { minHeight: 48 },
				children: verifyLabel
			})]
		}), showCode && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
			variant: "body2",
			sx: { color: "text.secondary" },
			children: ["Código del certificado: ", /* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: code })]
		})]
	});
}
export { CertificateLinks as t };
