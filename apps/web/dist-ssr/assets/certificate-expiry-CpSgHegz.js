import { d as certificateStanding } from "./evaluation.schemas-ByEms4cT.js";
import { p as formatDate } from "../entry-server.js";
// src/lib/certificate-expiry.ts
/**
* How long a certificate counts, as the learner's pages and the admin's tables say it: "Sin vencimiento",
* "Vigente hasta el 20 de marzo de 2027" or "Venció el 20 de marzo de 2026".
*/
function certificateExpiryText(expiresAt, now = /* @__PURE__ */ new Date()) {
	if (!expiresAt) return "Sin vencimiento";
	return certificateStanding({ expiresAt }, now) === "expired" ? `Venció el ${formatDate(expiresAt)}` : `Vigente hasta el ${formatDate(expiresAt)}`;
}
export { certificateExpiryText as t };
