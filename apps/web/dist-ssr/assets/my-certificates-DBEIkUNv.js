import { l as certificateListSchema } from "./evaluation.schemas-ByEms4cT.js";
import { n as apiFetch } from "./api-client-BGybrOBG.js";
import { n as useDeferredQuery } from "../entry-server.js";
// src/lib/my-certificates.ts
/**
* The one cache key of the signed-in learner's certificates (`GET /api/certificates`). The evaluation pages mark it
* stale when an attempt ends (a passed final test issues one); the route page and "Mi avance" read it.
*/
var myCertificatesKey = ["certificates", "mine"];
/** The signed-in learner's certificates. */
function useMyCertificates({ select, refetchOnMount } = {}) {
	return useDeferredQuery({
		queryKey: myCertificatesKey,
		queryFn: ({ signal }) => apiFetch("/api/certificates", {
			schema: certificateListSchema,
			signal
		}),
		select,
		refetchOnMount
	});
}
export { useMyCertificates as n, myCertificatesKey as t };
