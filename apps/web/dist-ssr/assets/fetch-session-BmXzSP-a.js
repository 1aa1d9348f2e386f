import { n as __exportAll } from "./rolldown-runtime-DYf_mQCB.js";
import { l as homePathFor, o as canOpenAdminArea, u as isAdminProfile } from "./user.schemas-C6Y-DZ28.js";
import { i as meResponseSchema } from "./auth.schemas-oQERaQxX.js";
import { n as apiFetch } from "./api-client-BGybrOBG.js";
// src/features/auth/api/fetch-session.ts
var fetch_session_exports = /* @__PURE__ */ __exportAll({
	fetchSession: () => fetchSession,
	toCurrentUser: () => toCurrentUser
});
function toCurrentUser(user) {
	return {
		...user,
		home: homePathFor(user.perfil),
		isAdmin: isAdminProfile(user.perfil),
		canAdmin: canOpenAdminArea(user.perfil)
	};
}
/** `GET /api/auth/me`: `{ user: null }` when nobody is signed in. */
async function fetchSession(signal) {
	const { user } = await apiFetch("/api/auth/me", {
		schema: meResponseSchema,
		signal
	});
	return { user: user ? toCurrentUser(user) : null };
}
export { toCurrentUser as n, fetch_session_exports as t };
