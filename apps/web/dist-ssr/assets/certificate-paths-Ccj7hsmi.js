import { t as paths } from "./paths-DCx76zJf.js";
import { t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
import { s as createSvgIcon } from "./useSlotProps-DlFLla8-.js";
// ../../node_modules/@mui/icons-material/Verified.mjs
var import_jsx_runtime = require_jsx_runtime();
var Verified_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "m23 12-2.44-2.79.34-3.69-3.61-.82-1.89-3.2L12 2.96 8.6 1.5 6.71 4.69 3.1 5.5l.34 3.7L1 12l2.44 2.79-.34 3.7 3.61.82L8.6 22.5l3.4-1.47 3.4 1.46 1.89-3.19 3.61-.82-.34-3.69zm-12.91 4.72-3.8-3.81 1.48-1.48 2.32 2.33 5.85-5.87 1.48 1.48z" }), "Verified");
// src/lib/certificate-paths.ts
/** The PDF of a certificate (owner or admin). The certificate list carries its own `downloadUrl`; this builds one. */
function certificatePdfPath(code) {
	return `/api/certificates/${encodeURIComponent(code)}/pdf`;
}
/** The public page that confirms a certificate (the QR code on the PDF points here). */
function verificationPath(code) {
	return paths.verify(code);
}
export { verificationPath as n, Verified_default as r, certificatePdfPath as t };
