import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react } from "./jsx-runtime-DfKd-Gw2.js";
// src/hooks/use-debounced-value.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** `value`, but only after it has stopped changing for `delayMs`. */
function useDebouncedValue(value, delayMs) {
	const [debounced, setDebounced] = (0, import_react.useState)(value);
	(0, import_react.useEffect)(() => {
		const timer = setTimeout(() => setDebounced(value), delayMs);
		return () => clearTimeout(timer);
	}, [value, delayMs]);
	return debounced;
}
export { useDebouncedValue as t };
