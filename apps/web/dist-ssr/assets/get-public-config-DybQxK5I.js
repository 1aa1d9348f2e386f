import { t as queryOptions } from "./queryOptions-C-4jvvEn.js";
import { t as useQuery } from "./useQuery-CSSMCn8a.js";
import { t as publicConfigSchema } from "./system.schemas-De9ddvy_.js";
import { n as apiFetch } from "./api-client-BGybrOBG.js";
// src/features/public-config/api/get-public-config.ts
var publicConfigQueryOptions = queryOptions({
	queryKey: ["public-config"],
	queryFn: ({ signal }) => apiFetch("/api/public-config", {
		schema: publicConfigSchema,
		signal
	}),
	staleTime: Infinity,
	gcTime: Infinity,
	retry: false
});
/** Settings anyone may read (the provider named in the footer, the contact address). */
function usePublicConfig() {
	return useQuery(publicConfigQueryOptions);
}
export { usePublicConfig as t };
