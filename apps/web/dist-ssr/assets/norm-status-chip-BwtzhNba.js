import { t as Chip } from "./Chip-C9XsaV41.js";
import { y as normStatusLabels } from "./library.schemas-Ck8F1N4w.js";
import { t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
// src/features/library/components/norm-status-chip.tsx
var import_jsx_runtime = require_jsx_runtime();
var colors = {
	in_force: "success",
	amended: "secondary",
	repealed: "error"
};
/** A norm's status; the label says it, the colour only repeats it (amended is outlined to read apart). */
function NormStatusChip({ status, size = "small" }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, {
		size,
		component: "span",
		label: normStatusLabels[status],
		color: colors[status],
		variant: status === "amended" ? "outlined" : "filled"
	});
}
/** How a norm's status relates it to the norm in `replacedBy`. */
function replacedByLabel(status) {
	if (status === "repealed") return "Derogada por";
	if (status === "amended") return "Modificada por";
	return "Reemplazada por";
}
export { replacedByLabel as n, NormStatusChip as t };
