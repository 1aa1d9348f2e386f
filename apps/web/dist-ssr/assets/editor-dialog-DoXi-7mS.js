import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
import { t as ConfirmDialog } from "./confirm-dialog-Do6sIjaq.js";
import { a as Button, j as useTheme, t as Box } from "./Box-BAyYeHPm.js";
import { n as DialogContent, r as Dialog, t as DialogTitle } from "./DialogTitle-D-aPLAO8.js";
import { t as DialogActions } from "./DialogActions-D27zR_uj.js";
import { t as useMediaQuery } from "./useMediaQuery-xBJOTdsQ.js";
// src/components/dialogs/responsive-dialog.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** A titled dialog as wide as its size allows, full screen on phones. */
function ResponsiveDialog({ open, title, onClose, onExited, maxWidth = "md", describedBy, restoreFocus = false, children }) {
	const theme = useTheme();
	const fullScreen = useMediaQuery(theme.breakpoints.down("sm"));
	const titleId = (0, import_react.useId)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Dialog, {
		open,
		onClose,
		fullScreen,
		fullWidth: true,
		maxWidth,
		"aria-labelledby": titleId,
		"aria-describedby": describedBy,
		disableRestoreFocus: !restoreFocus,
		slotProps: { transition: { onExited } },
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogTitle, {
			id: titleId,
			children: title
		}), children]
	});
}
/** The form inside a `ResponsiveDialog`: its fields scroll between the title and the buttons. */
function DialogForm({ onSubmit, pending, submitLabel, cancelLabel = "Cancelar", onCancel, children }) {
	const submit = (event) => {
		event.preventDefault();
		event.stopPropagation();
		onSubmit(event);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "form",
		noValidate: true,
		onSubmit: submit,
		sx: {
			display: "flex",
			flexDirection: "column",
			minHeight: 0,
			flex: "1 1 auto"
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogContent, {
			dividers: true,
			children
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogActions, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			onClick: onCancel,
			disabled: pending,
			children: cancelLabel
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			type: "submit",
			variant: "contained",
			loading: pending,
			children: submitLabel
		})] })]
	});
}
// src/components/dialogs/editor-dialog.tsx
/**
* Adds or edits one thing in a form. Full screen on phones. Closing it with unsaved edits asks first; focus goes back
* through `onExited`, since the control that opened it may be gone.
*/
function EditorDialog({ open, title, busy, discardText, onClose, onSaved, onExited, children }) {
	const [dirty, setDirty] = (0, import_react.useState)(false);
	const [confirmDiscard, setConfirmDiscard] = (0, import_react.useState)(false);
	const close = () => {
		if (busy) return;
		if (dirty) setConfirmDiscard(true);
		else onClose();
	};
	const discard = () => {
		setConfirmDiscard(false);
		onClose();
	};
	const saved = (message) => {
		onSaved(message);
		onClose();
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(ResponsiveDialog, {
		open,
		title,
		onClose: close,
		onExited,
		children: [children({
			close,
			trackDirty: setDirty,
			saved
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ConfirmDialog, {
			open: confirmDiscard,
			title: "¿Descartar los cambios?",
			confirmLabel: "Descartar",
			cancelLabel: "Seguir editando",
			destructive: true,
			onConfirm: discard,
			onClose: () => setConfirmDiscard(false),
			children: discardText
		})]
	});
}
export { DialogForm as n, ResponsiveDialog as r, EditorDialog as t };
