import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { K as composeClasses, M as useDefaultProps, N as styled, P as rootShouldForwardProp, a as Button, et as generateUtilityClasses, n as Typography, nt as clsx, tt as generateUtilityClass, vt as require_prop_types } from "./Box-BAyYeHPm.js";
import { n as DialogContent, r as Dialog, t as DialogTitle } from "./DialogTitle-D-aPLAO8.js";
import { t as DialogActions } from "./DialogActions-D27zR_uj.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
import { t as FormErrorAlert } from "./form-error-alert-DwWSx3di.js";
// ../../node_modules/@mui/material/DialogContentText/dialogContentTextClasses.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_prop_types = /* @__PURE__ */ __toESM(require_prop_types(), 1);
function getDialogContentTextUtilityClass(slot) {
	return generateUtilityClass("MuiDialogContentText", slot);
}
generateUtilityClasses("MuiDialogContentText", ["root"]);
// ../../node_modules/@mui/material/DialogContentText/DialogContentText.mjs
var import_jsx_runtime = require_jsx_runtime();
var useUtilityClasses = (ownerState) => {
	const { classes } = ownerState;
	const composedClasses = composeClasses({ root: ["root"] }, getDialogContentTextUtilityClass, classes);
	return {
		...classes,
		...composedClasses
	};
};
var DialogContentTextRoot = styled(Typography, {
	shouldForwardProp: (prop) => rootShouldForwardProp(prop) || prop === "classes",
	name: "MuiDialogContentText",
	slot: "Root"
})({});
var DialogContentText = /*#__PURE__*/ import_react.forwardRef(function DialogContentText(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiDialogContentText"
	});
	const { children, className, ...ownerState } = props;
	const classes = useUtilityClasses(ownerState);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(DialogContentTextRoot, {
		component: "p",
		variant: "body1",
		color: "textSecondary",
		ref,
		ownerState,
		className: clsx(classes.root, className),
		...props,
		classes
	});
});
process.env.NODE_ENV !== "production" && (DialogContentText.propTypes = {
	/**
	* The content of the component.
	*/
	children: import_prop_types.default.node,
	/**
	* Override or extend the styles applied to the component.
	*/
	classes: import_prop_types.default.object,
	/**
	* @ignore
	*/
	className: import_prop_types.default.string,
	/**
	* The system prop that allows defining system overrides as well as additional CSS styles.
	*/
	sx: import_prop_types.default.oneOfType([
		import_prop_types.default.arrayOf(import_prop_types.default.oneOfType([
			import_prop_types.default.func,
			import_prop_types.default.object,
			import_prop_types.default.bool
		])),
		import_prop_types.default.func,
		import_prop_types.default.object
	])
});
// src/components/dialogs/confirm-dialog.tsx
/** Asks before something hard to undo. The dialog itself takes the focus, so a stray Enter confirms nothing. */
function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel = "Cancelar", onConfirm, onClose, onExited, pending = false, error = null, destructive = false }) {
	const titleId = (0, import_react.useId)();
	const textId = (0, import_react.useId)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Dialog, {
		open,
		onClose: pending ? void 0 : onClose,
		"aria-labelledby": titleId,
		"aria-describedby": textId,
		disableRestoreFocus: Boolean(onExited),
		slotProps: { transition: { onExited } },
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogTitle, {
				id: titleId,
				children: title
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogContent, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogContentText, {
				id: textId,
				component: "div",
				children
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormErrorAlert, { error })] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogActions, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				onClick: onClose,
				disabled: pending,
				children: cancelLabel
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				onClick: onConfirm,
				loading: pending,
				variant: "contained",
				color: destructive ? "error" : "primary",
				children: confirmLabel
			})] })
		]
	});
}
export { DialogContentText as n, ConfirmDialog as t };
