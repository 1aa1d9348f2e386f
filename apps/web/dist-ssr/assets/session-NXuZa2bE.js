import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as queryOptions } from "./queryOptions-C-4jvvEn.js";
import { n as require_react } from "./jsx-runtime-DfKd-Gw2.js";
import { i as CHUNK_LOAD_TIMEOUT_MS } from "./use-document-title-CDsxsUVm.js";
// src/lib/lazy-with-retry.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** A script chunk did not arrive: the network failed, the file is gone after a deploy, or it took too long. */
var ChunkLoadError = class extends Error {
	constructor(options) {
		super("No se pudo cargar un módulo de la aplicación.", options);
		this.name = "ChunkLoadError";
	}
};
function isChunkLoadError(error) {
	return error instanceof ChunkLoadError;
}
var RETRY_DELAY_MS = 1e3;
function wait(ms) {
	return new Promise((resolve) => setTimeout(resolve, ms));
}
/**
* Loads a chunk with `import()`, retrying once after a quick failure (a dropped connection often recovers), and gives
* up after `timeoutMs` in all. Every failure becomes a `ChunkLoadError` so the error boundary can offer a reload.
*/
function loadChunk(importer, timeoutMs = CHUNK_LOAD_TIMEOUT_MS) {
	const attempt = async () => {
		try {
			return await importer();
		} catch {
			await wait(RETRY_DELAY_MS);
			return importer();
		}
	};
	return new Promise((resolve, reject) => {
		const timer = setTimeout(() => reject(new ChunkLoadError({ cause: /* @__PURE__ */ new Error(`Tiempo de espera agotado (${timeoutMs} ms)`) })), timeoutMs);
		attempt().then((module) => {
			clearTimeout(timer);
			resolve(module);
		}, (cause) => {
			clearTimeout(timer);
			reject(new ChunkLoadError({ cause }));
		});
	});
}
/**
* A lazily loaded page or layout (a module whose default export is the component), loaded through `loadChunk`:
* the 120 s time-out and one retry apply, and a failure reaches the nearest error boundary as `ChunkLoadError`.
*
* Unlike `React.lazy`, a chunk that has already arrived (preloaded while the session was being checked) renders at
* once instead of suspending for a tick: a suspension would show the fallback and make React hold the page back for
* its fallback throttle (about 300 ms per boundary), with nothing on screen changing (docs/decisions/032).
*/
function lazyPage(importer) {
	let loading = null;
	let loaded = null;
	const load = () => {
		loading ??= loadChunk(importer).then((module) => {
			loaded = module.default;
			return module;
		}, (error) => {
			loading = null;
			throw error;
		});
		return loading;
	};
	const Lazy = (0, import_react.lazy)(load);
	function LazyPageComponent() {
		const [Loaded] = (0, import_react.useState)(() => loaded);
		return (0, import_react.createElement)(Loaded ?? Lazy);
	}
	return Object.assign(LazyPageComponent, { preload: () => load().catch(() => void 0) });
}
// src/features/auth/api/session.ts
var sessionQueryKey = ["auth", "session"];
/**
* The session lives on the server (HttpOnly cookie); the browser only asks who is signed in and keeps nothing in
* localStorage or sessionStorage. The parsing code (zod and the shared schemas) loads on demand so the first script
* stays small; it arrives while the first page's chunk does.
*/
var sessionQueryOptions = queryOptions({
	queryKey: sessionQueryKey,
	queryFn: async ({ signal }) => {
		const { fetchSession } = await loadChunk(() => import("./fetch-session-BmXzSP-a.js").then((n) => n.t));
		return fetchSession(signal);
	},
	staleTime: Infinity,
	gcTime: Infinity,
	refetchOnWindowFocus: false
});
function forgetEverythingElse(queryClient) {
	queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
}
function storeSignedInUser(queryClient, user) {
	forgetEverythingElse(queryClient);
	queryClient.setQueryData(sessionQueryKey, { user });
}
/**
* Drops the user and every cached answer. The session query itself stays (with `user: null`) so the components that
* watch it re-render and the guards send the visitor to `/`.
*/
function storeSignedOut(queryClient, endedBy) {
	if (!queryClient.getQueryData(sessionQueryKey)?.user) return;
	queryClient.setQueryData(sessionQueryKey, {
		user: null,
		endedBy
	});
	forgetEverythingElse(queryClient);
}
export { isChunkLoadError as a, storeSignedOut as i, sessionQueryOptions as n, lazyPage as o, storeSignedInUser as r, loadChunk as s, sessionQueryKey as t };
