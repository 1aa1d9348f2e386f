import { t as MenuItem } from "./MenuItem-BKsJqSOM.js";
import { t as TextField } from "./TextField-BMkRww_p.js";
import { n as Controller } from "./zod-resolver-hVUI3Sd2.js";
import { t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
// src/components/form/select-field.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A drop-down list wired to react-hook-form, so focus can move to it when it is invalid. */
function SelectField({ control, name, id, label, options, labels, helperText, onBeforeChange }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
		control,
		name,
		render: ({ field, fieldState }) => {
			const value = field.value ?? options[0];
			return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
				id,
				select: true,
				fullWidth: true,
				margin: "normal",
				label,
				name: field.name,
				value,
				inputRef: field.ref,
				onBlur: field.onBlur,
				onChange: (event) => {
					const next = event.target.value;
					if (value !== void 0) onBeforeChange?.(value, next);
					field.onChange(next);
				},
				error: Boolean(fieldState.error),
				helperText: fieldState.error?.message ?? helperText,
				children: options.map((option) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuItem, {
					value: option,
					children: labels[option]
				}, option))
			});
		}
	});
}
export { SelectField as t };
