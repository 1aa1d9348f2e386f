import { t as useMutation } from "./useMutation-BP5bcImn.js";
import { M as useQueryClient } from "./removable-Zc2XTOpZ.js";
import { n as apiFetch } from "./api-client-BGybrOBG.js";
import { c as isApiError } from "../entry-server.js";
import { i as storeSignedOut } from "./session-NXuZa2bE.js";
// src/features/auth/api/sign-out.ts
async function signOut() {
	try {
		await apiFetch("/api/auth/sign-out", { method: "POST" });
	} catch (error) {
		if (!isApiError(error) || error.code !== "UNAUTHENTICATED") throw error;
	}
}
/**
* Ends the server session, then forgets the user and every cached answer. The route guards see no user and go to
* `/` without remembering the page (the person chose to leave).
*/
function useSignOut() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: signOut,
		onSuccess: () => storeSignedOut(queryClient, "sign-out")
	});
}
export { useSignOut as t };
