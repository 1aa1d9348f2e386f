import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react } from "./jsx-runtime-DfKd-Gw2.js";
// src/config/constants.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** How long a lazily loaded script chunk may take before we give up and offer a reload (docs/product.md §4). */
var CHUNK_LOAD_TIMEOUT_MS = 12e4;
var APP_NAME = "Academia SST";
/** Where the ALTCHA widget fetches its proof-of-work challenge. */
var CAPTCHA_CHALLENGE_URL = "/api/auth/captcha";
var PAGE_SIZE_OPTIONS = [
	10,
	20,
	50
];
// src/hooks/use-document-title.ts
/**
* Sets the tab title to "<page> · Academia SST" while the page is shown. A layout effect, so the title changes in
* the same commit as the page's heading: a screen reader announcing the new page never reads the old title.
*/
function useDocumentTitle(title) {
	(0, import_react.useLayoutEffect)(() => {
		document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
	}, [title]);
}
export { PAGE_SIZE_OPTIONS as a, CHUNK_LOAD_TIMEOUT_MS as i, APP_NAME as n, CAPTCHA_CHALLENGE_URL as r, useDocumentTitle as t };
