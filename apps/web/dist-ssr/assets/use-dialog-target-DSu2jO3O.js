import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react } from "./jsx-runtime-DfKd-Gw2.js";
// src/hooks/use-return-focus.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* Remembers which control opened a dialog and gives focus back to it once the dialog has gone. MUI restores focus
* to whatever had it when the dialog opened, which is wrong when a menu item (gone by then) opened it. Pair with the
* dialog's `disableRestoreFocus` and call `restore` from its exit transition. When the opener no longer exists
* (e.g. the row was deleted), focus goes to `fallback` instead.
*/
function useReturnFocus() {
	const opener = (0, import_react.useRef)(null);
	const fallback = (0, import_react.useRef)(null);
	return {
		remember: (0, import_react.useCallback)((element, fallbackElement = null) => {
			opener.current = element;
			fallback.current = fallbackElement;
		}, []),
		restore: (0, import_react.useCallback)(() => {
			const target = opener.current?.isConnected ? opener.current : fallback.current;
			if (target?.isConnected) target.focus();
			opener.current = null;
			fallback.current = null;
		}, [])
	};
}
// src/hooks/use-dialog-target.ts
/**
* What a page needs to show a dialog about one thing (an item, a route…) opened from a button: which thing, whether
* the dialog is open, and focus back on the opener once it has gone.
*
* The target is kept while the dialog closes, so its content does not vanish mid-animation, and dropped when the
* dialog has gone. Spread `props` on the dialog (`open`, `onClose`, `onExited`). When the opener no longer exists
* (the row was deleted, the menu closed), focus goes to what `fallback` returns when the dialog opens.
*/
function useDialogTarget(fallback) {
	const focus = useReturnFocus();
	const [state, setState] = (0, import_react.useState)(null);
	const show = (target, opener) => {
		focus.remember(opener, fallback());
		setState({
			target,
			open: true
		});
	};
	const close = (0, import_react.useCallback)(() => setState((current) => current && {
		...current,
		open: false
	}), []);
	const { restore } = focus;
	const exited = (0, import_react.useCallback)(() => {
		setState(null);
		restore();
	}, [restore]);
	return {
		/** Whether the dialog is on the page (open, or still closing). */
		shown: state !== null,
		target: state?.target,
		show,
		close,
		props: {
			open: state?.open ?? false,
			onClose: close,
			onExited: exited
		}
	};
}
export { useDialogTarget as t };
