import { t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
import { t as TextField } from "./TextField-BMkRww_p.js";
import { c as isApiError } from "../entry-server.js";
// src/components/form/form-text-field.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A labelled MUI text field wired to react-hook-form, so focus can move to it when it is invalid. */
function FormTextField({ registration, errorMessage, helperText, id, slotProps, ...props }) {
	const { ref, ...field } = registration;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
		fullWidth: true,
		margin: "normal",
		...props,
		...field,
		id: id ?? field.name,
		inputRef: ref,
		error: Boolean(errorMessage),
		helperText: errorMessage ?? helperText,
		slotProps: {
			...slotProps,
			inputLabel: { required: false }
		}
	});
}
// src/lib/form-errors.ts
/**
* Puts the field problems of a `VALIDATION_FAILED` answer under the matching form fields and focuses the first one.
* Returns `true` when at least one field took a message, so the caller knows whether focus already moved.
*/
function applyServerFieldErrors(error, fields, setError, setFocus) {
	if (!isApiError(error) || error.code !== "VALIDATION_FAILED") return false;
	const messages = new Map(error.fieldProblems.map((problem) => [problem.path, problem.message]));
	let first = null;
	for (const field of fields) {
		const message = messages.get(field);
		if (message === void 0) continue;
		setError(field, {
			type: "server",
			message
		});
		first ??= field;
	}
	if (first) setFocus(first);
	return first !== null;
}
export { FormTextField as n, applyServerFieldErrors as t };
