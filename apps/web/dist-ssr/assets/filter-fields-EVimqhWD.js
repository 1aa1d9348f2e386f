import { t as Search_default } from "./Search-BTz5Y1Rg.js";
import { t as InputAdornment } from "./InputAdornment-Bl_DdEem.js";
import { t as MenuItem } from "./MenuItem-BKsJqSOM.js";
import { t as TextField } from "./TextField-BMkRww_p.js";
import { t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
// src/components/filter-fields.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The search box above a list, with its magnifier. */
function SearchField({ id, label, placeholder, value, onChange, width }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
		id,
		label,
		placeholder,
		type: "search",
		value,
		onChange: (event) => onChange(event.target.value),
		sx: { width: {
			xs: "100%",
			sm: width
		} },
		slotProps: { input: { startAdornment: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(InputAdornment, {
			position: "start",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Search_default, { "aria-hidden": "true" })
		}) } }
	});
}
/** A drop-down list that filters a list. */
function FilterSelect({ id, label, value, onChange, options, allLabel, width }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TextField, {
		id,
		select: true,
		label,
		value,
		onChange: (event) => onChange(event.target.value),
		sx: { width: {
			xs: "100%",
			sm: width
		} },
		children: [allLabel !== void 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuItem, {
			value: "",
			children: allLabel
		}), options.map((option) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuItem, {
			value: option.value,
			children: option.label
		}, option.value))]
	});
}
export { SearchField as n, FilterSelect as t };
