import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react } from "./jsx-runtime-DfKd-Gw2.js";
import { I as identifier_default, Z as useEnhancedEffect, it as useThemeWithoutDefault } from "./Box-BAyYeHPm.js";
import { t as getThemeProps } from "./getThemeProps-DGzE_xws.js";
// ../../node_modules/@mui/system/useMediaQuery/useMediaQuery.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
function useMediaQueryOld(query, defaultMatches, matchMedia, ssrMatchMedia, noSsr) {
	const [match, setMatch] = import_react.useState(() => {
		if (noSsr && matchMedia) return matchMedia(query).matches;
		if (ssrMatchMedia) return ssrMatchMedia(query).matches;
		return defaultMatches;
	});
	useEnhancedEffect(() => {
		if (!matchMedia) return;
		const queryList = matchMedia(query);
		const updateMatch = () => {
			setMatch(queryList.matches);
		};
		updateMatch();
		queryList.addEventListener("change", updateMatch);
		return () => {
			queryList.removeEventListener("change", updateMatch);
		};
	}, [query, matchMedia]);
	return match;
}
var maybeReactUseSyncExternalStore = { ...import_react }.useSyncExternalStore;
function useMediaQueryNew(query, defaultMatches, matchMedia, ssrMatchMedia, noSsr) {
	const getDefaultSnapshot = import_react.useCallback(() => defaultMatches, [defaultMatches]);
	const getServerSnapshot = import_react.useMemo(() => {
		if (noSsr && matchMedia) return () => matchMedia(query).matches;
		if (ssrMatchMedia !== null) {
			const { matches } = ssrMatchMedia(query);
			return () => matches;
		}
		return getDefaultSnapshot;
	}, [
		getDefaultSnapshot,
		query,
		ssrMatchMedia,
		noSsr,
		matchMedia
	]);
	const [getSnapshot, subscribe] = import_react.useMemo(() => {
		if (matchMedia === null) return [getDefaultSnapshot, () => () => {}];
		const mediaQueryList = matchMedia(query);
		return [() => mediaQueryList.matches, (notify) => {
			mediaQueryList.addEventListener("change", notify);
			return () => {
				mediaQueryList.removeEventListener("change", notify);
			};
		}];
	}, [
		getDefaultSnapshot,
		matchMedia,
		query
	]);
	return maybeReactUseSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
function unstable_createUseMediaQuery(params = {}) {
	const { themeId } = params;
	return function useMediaQuery(queryInput, options = {}) {
		let theme = useThemeWithoutDefault();
		if (theme && themeId) theme = theme[themeId] || theme;
		const fallbackMatchMedia = typeof window !== "undefined" && typeof window.matchMedia !== "undefined" ? window.matchMedia : null;
		const { defaultMatches = false, matchMedia: customMatchMedia, ssrMatchMedia = null, noSsr = false } = getThemeProps({
			name: "MuiUseMediaQuery",
			props: options,
			theme
		});
		const matchMedia = import_react.useMemo(() => {
			if (customMatchMedia !== void 0) return customMatchMedia;
			if (fallbackMatchMedia === null) return null;
			return fallbackMatchMedia.bind(window);
		}, [customMatchMedia, fallbackMatchMedia]);
		if (process.env.NODE_ENV !== "production") {
			if (typeof queryInput === "function" && theme === null) console.error([
				"MUI: The `query` argument provided is invalid.",
				"You are providing a function without a theme in the context.",
				"One of the parent elements needs to use a ThemeProvider."
			].join("\n"));
		}
		let query = typeof queryInput === "function" ? queryInput(theme) : queryInput;
		query = query.replace(/^@media( ?)/m, "");
		if (query.includes("print")) console.warn([
			`MUI: You have provided a \`print\` query to the \`useMediaQuery\` hook.`,
			"Using the print media query to modify print styles can lead to unexpected results.",
			"Consider using the `displayPrint` field in the `sx` prop instead.",
			"More information about `displayPrint` on our docs: https://mui.com/system/display/#display-in-print."
		].join("\n"));
		const match = (maybeReactUseSyncExternalStore !== void 0 ? useMediaQueryNew : useMediaQueryOld)(query, defaultMatches, matchMedia, ssrMatchMedia, noSsr);
		if (process.env.NODE_ENV !== "production") import_react.useDebugValue({
			query,
			match
		});
		return match;
	};
}
unstable_createUseMediaQuery();
// ../../node_modules/@mui/material/useMediaQuery/index.mjs
var useMediaQuery = unstable_createUseMediaQuery({ themeId: identifier_default });
export { useMediaQuery as t };
