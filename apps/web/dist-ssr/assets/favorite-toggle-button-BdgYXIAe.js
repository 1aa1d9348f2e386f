import { s as createSvgIcon } from "./useSlotProps-DlFLla8-.js";
import { t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
import { t as FavoriteBorder_default } from "./FavoriteBorder-DTLXHyBy.js";
import { i as IconButton, t as Alert } from "./Alert-Xs0Ucjpv.js";
import { t as Snackbar } from "./Snackbar-BKIJCWWs.js";
import { r as errorMessageFor } from "./api-client-BGybrOBG.js";
import { t as useToggleFavorite } from "./use-toggle-favorite-5Wl5piJN.js";
// ../../node_modules/@mui/icons-material/Favorite.mjs
var import_jsx_runtime = require_jsx_runtime();
var Favorite_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "m12 21.35-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54z" }), "Favorite");
// src/components/favorite-toggle-button.tsx
/**
* A heart that marks something as a favourite; a toggle button for assistive technology. `FavoriteButton` wires it
* to the favourite mutation; a feature passes the cache its answers live in.
*/
function FavoriteToggleButton({ favorite, onToggle, error, onDismissError, describedBy }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
		"aria-pressed": favorite,
		"aria-label": favorite ? "Quitar de favoritos" : "Agregar a favoritos",
		"aria-describedby": describedBy,
		onClick: () => onToggle(!favorite),
		color: favorite ? "secondary" : "default",
		sx: {
			width: 48,
			height: 48,
			position: "relative",
			zIndex: 1
		},
		children: favorite ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Favorite_default, {}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FavoriteBorder_default, {})
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Snackbar, {
		open: Boolean(error),
		anchorOrigin: {
			vertical: "bottom",
			horizontal: "center"
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Alert, {
			severity: "error",
			variant: "filled",
			onClose: onDismissError,
			children: ["No pudimos actualizar sus favoritos. ", errorMessageFor(error)]
		})
	})] });
}
/** The heart of one route, content item, document or norm, kept in step with `cache`. */
function FavoriteButton({ kind, targetId, favorite, describedBy, cache }) {
	const toggle = useToggleFavorite(cache, `favorite-${kind}-${targetId}`);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FavoriteToggleButton, {
		favorite,
		onToggle: (next) => toggle.mutate({
			kind,
			targetId,
			favorite: next
		}),
		error: toggle.isError ? toggle.error : null,
		onDismissError: () => toggle.reset(),
		describedBy
	});
}
export { FavoriteButton as t };
