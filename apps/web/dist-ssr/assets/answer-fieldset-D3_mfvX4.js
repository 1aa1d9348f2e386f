import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as Cancel_default } from "./Cancel-ayUEM6TE.js";
import { t as CheckCircle_default } from "./CheckCircle-C1nxHBpI.js";
import { t as Box } from "./Box-BAyYeHPm.js";
import { t as Checkbox } from "./Checkbox-BBE439um.js";
import { n as FormControl, t as FormHelperText } from "./FormHelperText-B059LHOL.js";
import { t as FormControlLabel } from "./FormControlLabel-BkpFp8lD.js";
import { n as Radio, r as FormGroup, t as RadioGroup } from "./RadioGroup-BgB9SVEn.js";
import { t as FormLabel } from "./FormLabel-Bd4sKxgI.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
// ../../packages/shared/src/learning-paths/quiz-text.ts
/** The instruction under a question with several right options (usted, as every text the learner reads). */
var PICK_ALL_TEXT = "Seleccione todas las correctas.";
var trailingPickAll = /\s*(?:\(\s*)?selecci[oó]n[ae]\s+todas\s+las\s+(?:opciones\s+)?correctas\s*[.)]*\s*$/i;
/** The prompt without a trailing "Selecciona/Seleccione todas las correctas.", so the instruction shows once. */
function withoutPickAllHint(prompt) {
	const stripped = prompt.replace(trailingPickAll, "");
	return stripped.trim() === "" ? prompt : stripped;
}
// src/components/answer-fieldset.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** The words under a question: "Seleccione todas las correctas." for checkboxes, then any problem to fix. */
function answerHint(multiple, problem) {
	return [multiple ? PICK_ALL_TEXT : null, problem].filter(Boolean).join(" ");
}
function OptionLabel({ text, correct, chosenWrong }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "span",
		sx: {
			display: "inline-flex",
			flexWrap: "wrap",
			alignItems: "center",
			gap: .75
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: text }),
			correct && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				component: "span",
				sx: {
					display: "inline-flex",
					alignItems: "center",
					gap: .5,
					color: "success.dark"
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckCircle_default, {
					fontSize: "small",
					"aria-hidden": "true"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: "Respuesta correcta" })]
			}),
			chosenWrong && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				component: "span",
				sx: {
					display: "inline-flex",
					alignItems: "center",
					gap: .5,
					color: "error.dark"
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Cancel_default, {
					fontSize: "small",
					"aria-hidden": "true"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: "Su respuesta, incorrecta" })]
			})
		]
	});
}
/** Radios for one answer, checkboxes for several, each with its feedback marks once answered. */
function AnswerOptions({ name, options, multiple, selected, correctOptionIds, onChange }) {
	const label = (option) => {
		const correct = correctOptionIds?.includes(option.id) ?? false;
		return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OptionLabel, {
			text: option.text,
			correct,
			chosenWrong: correctOptionIds !== null && selected.includes(option.id) && !correct
		});
	};
	if (multiple) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormGroup, { children: options.map((option) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormControlLabel, {
		control: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Checkbox, {
			checked: selected.includes(option.id),
			onChange: (event) => onChange(event.target.checked ? [...selected, option.id] : selected.filter((id) => id !== option.id))
		}),
		label: label(option),
		sx: { minHeight: 44 }
	}, option.id)) });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RadioGroup, {
		name,
		value: selected[0] ?? "",
		onChange: (event) => onChange([event.target.value]),
		children: options.map((option) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormControlLabel, {
			value: option.id,
			control: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Radio, {}),
			label: label(option),
			sx: { minHeight: 44 }
		}, option.id))
	});
}
function asArray(sx) {
	return Array.isArray(sx) ? sx : [sx];
}
/**
* A question as a fieldset, shared by the quick quiz of a route and the adaptive tests: the prompt as its legend,
* the hint ("Seleccione todas las correctas.", then any problem) as its description, and the options. A prompt that
* already ends with that instruction loses it, so it is read once.
*/
function AnswerFieldset({ legend, problem, disabled, sx, legendSx, children, ...options }) {
	const hintId = (0, import_react.useId)();
	const hint = answerHint(options.multiple, problem);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FormControl, {
		component: "fieldset",
		disabled,
		error: problem !== null,
		"aria-describedby": hint ? hintId : void 0,
		sx: [{ width: "100%" }, ...asArray(sx)],
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormLabel, {
				component: "legend",
				sx: [{
					color: "text.primary",
					fontWeight: 600,
					"&.Mui-focused, &.Mui-disabled, &.Mui-error": { color: "text.primary" }
				}, ...asArray(legendSx)],
				children: options.multiple && typeof legend === "string" ? withoutPickAllHint(legend) : legend
			}),
			hint && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormHelperText, {
				id: hintId,
				sx: {
					mx: 0,
					mb: 1,
					fontSize: "0.9rem"
				},
				children: hint
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AnswerOptions, { ...options }),
			children
		]
	});
}
export { AnswerFieldset as t };
