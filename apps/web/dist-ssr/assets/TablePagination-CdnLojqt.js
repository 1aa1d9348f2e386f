import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
import { A as chainPropTypes, K as composeClasses, M as useDefaultProps, N as styled, T as memoTheme, et as generateUtilityClasses, g as useId_default, i as integerPropType, nt as clsx, tt as generateUtilityClass, vt as require_prop_types, w as useForkRef_default } from "./Box-BAyYeHPm.js";
import { t as InputBase } from "./InputBase-JkwUl-WV.js";
import { t as MenuItem } from "./MenuItem-BKsJqSOM.js";
import { n as Select } from "./TextField-BMkRww_p.js";
import { a as TableCell } from "./TableRow-CP3jgbZp.js";
import { t as Toolbar } from "./Toolbar-GMr_HzKH.js";
import { A as useRtl } from "../entry-server.js";
import { n as KeyboardArrowLeft_default, t as KeyboardArrowRight_default } from "./KeyboardArrowRight-B9Ys33yi.js";
import { i as IconButton, r as useSlot } from "./Alert-Xs0Ucjpv.js";
import { t as Tooltip } from "./Tooltip-D4NSsQrl.js";
import { n as LastPage_default, t as FirstPage_default } from "./FirstPage-D0mDefGZ.js";
import { C as getActiveElement_default, w as ownerDocument_default } from "./Menu-Z0mAVMOx.js";
import { n as useEnhancedEffect_default } from "./mergeSlotProps-CjtFzD4k.js";
// ../../node_modules/@mui/material/TablePaginationActions/tablePaginationActionsClasses.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_prop_types = /* @__PURE__ */ __toESM(require_prop_types(), 1);
function getTablePaginationActionsUtilityClass(slot) {
	return generateUtilityClass("MuiTablePaginationActions", slot);
}
generateUtilityClasses("MuiTablePaginationActions", ["root"]);
// ../../node_modules/@mui/material/TablePaginationActions/TablePaginationActions.mjs
var import_jsx_runtime = require_jsx_runtime();
var actionSelector = "[data-mui-pagination-action]";
function isDisabled(button) {
	return button.matches(":disabled, [aria-disabled=\"true\"]");
}
var useUtilityClasses$1 = (ownerState) => {
	const { classes } = ownerState;
	return composeClasses({ root: ["root"] }, getTablePaginationActionsUtilityClass, classes);
};
var TablePaginationActionsRoot = styled("div", {
	name: "MuiTablePaginationActions",
	slot: "Root"
})({});
var TablePaginationActionsButton = /*#__PURE__*/ import_react.forwardRef(function TablePaginationActionsButton({ "aria-label": ariaLabel, title, ...other }, ref) {
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(Tooltip, {
		title,
		children: /*#__PURE__*/ (0, import_jsx_runtime.jsx)(IconButton, {
			"aria-label": ariaLabel ?? title,
			...other,
			ref
		})
	});
});
process.env.NODE_ENV !== "production" && (TablePaginationActionsButton.propTypes = {
	"aria-label": import_prop_types.default.string,
	title: import_prop_types.default.node
});
var TablePaginationActions = /*#__PURE__*/ import_react.forwardRef(function TablePaginationActions(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiTablePaginationActions"
	});
	const { className, count, disabled = false, getItemAriaLabel, onPageChange, page, rowsPerPage, showFirstButton, showLastButton, slots = {}, slotProps = {}, ...other } = props;
	const isRtl = useRtl();
	const classes = useUtilityClasses$1(props);
	const rootRef = import_react.useRef(null);
	const handleRef = useForkRef_default(rootRef, ref);
	const focusedButtonRef = import_react.useRef(null);
	const handleFocus = (event) => {
		focusedButtonRef.current = event.target.matches(actionSelector) ? event.target : null;
		other.onFocus?.(event);
	};
	const handleBlur = (event) => {
		if (!isDisabled(event.target) || event.relatedTarget != null) focusedButtonRef.current = null;
		other.onBlur?.(event);
	};
	useEnhancedEffect_default(() => {
		const focusedButton = focusedButtonRef.current;
		if (!focusedButton || !isDisabled(focusedButton)) return;
		focusedButtonRef.current = null;
		const document = ownerDocument_default(focusedButton);
		const activeElement = getActiveElement_default(document);
		if (activeElement != null && activeElement !== focusedButton && activeElement !== document.body && activeElement !== document.documentElement) return;
		const buttons = Array.from(rootRef.current.querySelectorAll(actionSelector));
		const index = buttons.indexOf(focusedButton);
		if (index === -1) return;
		[...buttons.slice(index + 1), ...buttons.slice(0, index).reverse()].find((button) => !isDisabled(button) && button.tabIndex >= 0)?.focus();
	});
	const handleFirstPageButtonClick = (event) => {
		onPageChange(event, 0);
	};
	const handleBackButtonClick = (event) => {
		onPageChange(event, page - 1);
	};
	const handleNextButtonClick = (event) => {
		onPageChange(event, page + 1);
	};
	const handleLastPageButtonClick = (event) => {
		onPageChange(event, Math.max(0, Math.ceil(count / rowsPerPage) - 1));
	};
	const FirstButton = slots.firstButton ?? TablePaginationActionsButton;
	const LastButton = slots.lastButton ?? TablePaginationActionsButton;
	const NextButton = slots.nextButton ?? TablePaginationActionsButton;
	const PreviousButton = slots.previousButton ?? TablePaginationActionsButton;
	const FirstButtonIcon = slots.firstButtonIcon ?? FirstPage_default;
	const LastButtonIcon = slots.lastButtonIcon ?? LastPage_default;
	const NextButtonIcon = slots.nextButtonIcon ?? KeyboardArrowRight_default;
	const PreviousButtonIcon = slots.previousButtonIcon ?? KeyboardArrowLeft_default;
	const FirstButtonSlot = isRtl ? LastButton : FirstButton;
	const PreviousButtonSlot = isRtl ? NextButton : PreviousButton;
	const NextButtonSlot = isRtl ? PreviousButton : NextButton;
	const LastButtonSlot = isRtl ? FirstButton : LastButton;
	const firstButtonSlotProps = isRtl ? slotProps.lastButton : slotProps.firstButton;
	const previousButtonSlotProps = isRtl ? slotProps.nextButton : slotProps.previousButton;
	const nextButtonSlotProps = isRtl ? slotProps.previousButton : slotProps.nextButton;
	const lastButtonSlotProps = isRtl ? slotProps.firstButton : slotProps.lastButton;
	return /*#__PURE__*/ (0, import_jsx_runtime.jsxs)(TablePaginationActionsRoot, {
		ref: handleRef,
		className: clsx(classes.root, className),
		...other,
		onFocus: handleFocus,
		onBlur: handleBlur,
		children: [
			showFirstButton && /*#__PURE__*/ (0, import_jsx_runtime.jsx)(FirstButtonSlot, {
				onClick: handleFirstPageButtonClick,
				disabled: disabled || page === 0,
				"aria-label": getItemAriaLabel("first", page),
				title: getItemAriaLabel("first", page),
				"data-mui-pagination-action": "first",
				...firstButtonSlotProps,
				children: isRtl ? /*#__PURE__*/ (0, import_jsx_runtime.jsx)(LastButtonIcon, { ...slotProps.lastButtonIcon }) : /*#__PURE__*/ (0, import_jsx_runtime.jsx)(FirstButtonIcon, { ...slotProps.firstButtonIcon })
			}),
			/*#__PURE__*/ (0, import_jsx_runtime.jsx)(PreviousButtonSlot, {
				onClick: handleBackButtonClick,
				disabled: disabled || page === 0,
				color: "inherit",
				"aria-label": getItemAriaLabel("previous", page),
				title: getItemAriaLabel("previous", page),
				"data-mui-pagination-action": "previous",
				...previousButtonSlotProps,
				children: isRtl ? /*#__PURE__*/ (0, import_jsx_runtime.jsx)(NextButtonIcon, { ...slotProps.nextButtonIcon }) : /*#__PURE__*/ (0, import_jsx_runtime.jsx)(PreviousButtonIcon, { ...slotProps.previousButtonIcon })
			}),
			/*#__PURE__*/ (0, import_jsx_runtime.jsx)(NextButtonSlot, {
				onClick: handleNextButtonClick,
				disabled: disabled || (count !== -1 ? page >= Math.ceil(count / rowsPerPage) - 1 : false),
				color: "inherit",
				"aria-label": getItemAriaLabel("next", page),
				title: getItemAriaLabel("next", page),
				"data-mui-pagination-action": "next",
				...nextButtonSlotProps,
				children: isRtl ? /*#__PURE__*/ (0, import_jsx_runtime.jsx)(PreviousButtonIcon, { ...slotProps.previousButtonIcon }) : /*#__PURE__*/ (0, import_jsx_runtime.jsx)(NextButtonIcon, { ...slotProps.nextButtonIcon })
			}),
			showLastButton && /*#__PURE__*/ (0, import_jsx_runtime.jsx)(LastButtonSlot, {
				onClick: handleLastPageButtonClick,
				disabled: disabled || page >= Math.ceil(count / rowsPerPage) - 1,
				"aria-label": getItemAriaLabel("last", page),
				title: getItemAriaLabel("last", page),
				"data-mui-pagination-action": "last",
				...lastButtonSlotProps,
				children: isRtl ? /*#__PURE__*/ (0, import_jsx_runtime.jsx)(FirstButtonIcon, { ...slotProps.firstButtonIcon }) : /*#__PURE__*/ (0, import_jsx_runtime.jsx)(LastButtonIcon, { ...slotProps.lastButtonIcon })
			})
		]
	});
});
process.env.NODE_ENV !== "production" && (TablePaginationActions.propTypes = {
	/**
	* @ignore
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
	* @ignore
	*/
	count: import_prop_types.default.number.isRequired,
	/**
	* If `true`, the component is disabled.
	* @default false
	*/
	disabled: import_prop_types.default.bool,
	/**
	* Accepts a function which returns a string value that provides a user-friendly name for the current page.
	* This is important for screen reader users.
	*
	* For localization purposes, you can use the provided [translations](https://mui.com/material-ui/guides/localization/).
	* @param {string} type The link or button type to format ('first' | 'last' | 'next' | 'previous').
	* @returns {string}
	*/
	getItemAriaLabel: import_prop_types.default.func.isRequired,
	/**
	* @ignore
	*/
	onBlur: import_prop_types.default.func,
	/**
	* @ignore
	*/
	onFocus: import_prop_types.default.func,
	/**
	* @ignore
	*/
	onPageChange: import_prop_types.default.func.isRequired,
	/**
	* @ignore
	*/
	page: import_prop_types.default.number.isRequired,
	/**
	* @ignore
	*/
	rowsPerPage: import_prop_types.default.number.isRequired,
	/**
	* @ignore
	*/
	showFirstButton: import_prop_types.default.bool.isRequired,
	/**
	* @ignore
	*/
	showLastButton: import_prop_types.default.bool.isRequired,
	/**
	* @ignore
	*/
	slotProps: import_prop_types.default.shape({
		firstButton: import_prop_types.default.object,
		firstButtonIcon: import_prop_types.default.object,
		lastButton: import_prop_types.default.object,
		lastButtonIcon: import_prop_types.default.object,
		nextButton: import_prop_types.default.object,
		nextButtonIcon: import_prop_types.default.object,
		previousButton: import_prop_types.default.object,
		previousButtonIcon: import_prop_types.default.object
	}),
	/**
	* @ignore
	*/
	slots: import_prop_types.default.shape({
		firstButton: import_prop_types.default.elementType,
		firstButtonIcon: import_prop_types.default.elementType,
		lastButton: import_prop_types.default.elementType,
		lastButtonIcon: import_prop_types.default.elementType,
		nextButton: import_prop_types.default.elementType,
		nextButtonIcon: import_prop_types.default.elementType,
		previousButton: import_prop_types.default.elementType,
		previousButtonIcon: import_prop_types.default.elementType
	}),
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
// ../../node_modules/@mui/material/TablePagination/tablePaginationClasses.mjs
function getTablePaginationUtilityClass(slot) {
	return generateUtilityClass("MuiTablePagination", slot);
}
var tablePaginationClasses = generateUtilityClasses("MuiTablePagination", [
	"root",
	"toolbar",
	"spacer",
	"selectLabel",
	"selectRoot",
	"select",
	"selectIcon",
	"input",
	"menuItem",
	"displayedRows",
	"actions"
]);
// ../../node_modules/@mui/material/locale/utils/buildFormatNumber.mjs
var buildFormatNumber = (locale) => {
	let formatter;
	if (typeof Intl !== "undefined" && Intl.NumberFormat) try {
		formatter = new Intl.NumberFormat(locale);
	} catch {}
	return (value) => {
		if (!Number.isFinite(value)) return String(value);
		return formatter ? formatter.format(value) : String(value);
	};
};
// ../../node_modules/@mui/material/TablePagination/TablePagination.mjs
var _TablePaginationInput;
var formatNumber = buildFormatNumber("en-US");
var TablePaginationRoot = styled(TableCell, {
	name: "MuiTablePagination",
	slot: "Root"
})(memoTheme(({ theme }) => ({
	overflow: "auto",
	color: (theme.vars || theme).palette.text.primary,
	fontSize: theme.typography.pxToRem(14),
	"&:last-child": { padding: 0 }
})));
var TablePaginationToolbar = styled(Toolbar, {
	name: "MuiTablePagination",
	slot: "Toolbar",
	overridesResolver: (props, styles) => [{ [`& .${tablePaginationClasses.actions}`]: styles.actions }, styles.toolbar]
})(memoTheme(({ theme }) => ({
	minHeight: 52,
	paddingRight: 2,
	[`${theme.breakpoints.up("xs")} and (orientation: landscape)`]: { minHeight: 52 },
	[theme.breakpoints.up("sm")]: {
		minHeight: 52,
		paddingRight: 2
	},
	[`& .${tablePaginationClasses.actions}`]: {
		flexShrink: 0,
		marginLeft: 20
	}
})));
var TablePaginationSpacer = styled("div", {
	name: "MuiTablePagination",
	slot: "Spacer"
})({ flex: "1 1 100%" });
var TablePaginationSelectLabel = styled("p", {
	name: "MuiTablePagination",
	slot: "SelectLabel"
})(memoTheme(({ theme }) => ({
	...theme.typography.body2,
	flexShrink: 0
})));
var TablePaginationSelect = styled(Select, {
	name: "MuiTablePagination",
	slot: "Select",
	overridesResolver: (props, styles) => [
		{
			[`& .${tablePaginationClasses.selectIcon}`]: styles.selectIcon,
			[`& .${tablePaginationClasses.select}`]: styles.select
		},
		styles.input,
		styles.selectRoot
	]
})({
	color: "inherit",
	fontSize: "inherit",
	flexShrink: 0,
	marginRight: 32,
	marginLeft: 8,
	[`& .${tablePaginationClasses.select}`]: {
		paddingLeft: 8,
		paddingRight: 24,
		textAlign: "right",
		textAlignLast: "right"
	}
});
var TablePaginationInputBase = styled(InputBase)(memoTheme(({ theme }) => ({ [`& .${tablePaginationClasses.select}:focus`]: { backgroundColor: (theme.vars || theme).palette.action.focus } })));
var TablePaginationMenuItem = styled(MenuItem, {
	name: "MuiTablePagination",
	slot: "MenuItem"
})({});
var TablePaginationDisplayedRows = styled("p", {
	name: "MuiTablePagination",
	slot: "DisplayedRows"
})(memoTheme(({ theme }) => ({
	...theme.typography.body2,
	flexShrink: 0
})));
function defaultLabelDisplayedRows({ from, to, count }) {
	return `${formatNumber(from)}–${formatNumber(to)} of ${count !== -1 ? formatNumber(count) : `more than ${formatNumber(to)}`}`;
}
function defaultGetAriaLabel(type) {
	return `Go to ${type} page`;
}
var useUtilityClasses = (ownerState) => {
	const { classes } = ownerState;
	return composeClasses({
		root: ["root"],
		toolbar: ["toolbar"],
		spacer: ["spacer"],
		selectLabel: ["selectLabel"],
		select: ["select"],
		input: ["input"],
		selectIcon: ["selectIcon"],
		menuItem: ["menuItem"],
		displayedRows: ["displayedRows"],
		actions: ["actions"]
	}, getTablePaginationUtilityClass, classes);
};
/**
* A `TableCell` based component for placing inside `TableFooter` for pagination.
*/
var TablePagination = /*#__PURE__*/ import_react.forwardRef(function TablePagination(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiTablePagination"
	});
	const { ActionsComponent = TablePaginationActions, colSpan: colSpanProp, component = TableCell, count, disabled = false, getItemAriaLabel = defaultGetAriaLabel, labelDisplayedRows = defaultLabelDisplayedRows, labelRowsPerPage = "Rows per page:", onPageChange, onRowsPerPageChange, page, rowsPerPage, rowsPerPageOptions = [
		10,
		25,
		50,
		100
	], showFirstButton = false, showLastButton = false, slotProps = {}, slots = {}, ...other } = props;
	const ownerState = props;
	const classes = useUtilityClasses(ownerState);
	const selectProps = typeof slotProps?.select === "function" ? slotProps.select(ownerState) : slotProps?.select ?? {};
	const MenuItemComponent = selectProps.native ? "option" : TablePaginationMenuItem;
	let colSpan;
	if (component === TableCell || component === "td") colSpan = colSpanProp || 1e3;
	const selectId = useId_default(selectProps.id);
	const labelId = useId_default(selectProps.labelId);
	const getLabelDisplayedRowsTo = () => {
		if (count === -1) return (page + 1) * rowsPerPage;
		return rowsPerPage === -1 ? count : Math.min(count, (page + 1) * rowsPerPage);
	};
	const externalForwardedProps = {
		slots,
		slotProps
	};
	const [RootSlot, rootSlotProps] = useSlot("root", {
		ref,
		className: classes.root,
		elementType: TablePaginationRoot,
		externalForwardedProps: {
			...externalForwardedProps,
			component,
			...other
		},
		ownerState,
		additionalProps: { colSpan }
	});
	const [ToolbarSlot, toolbarSlotProps] = useSlot("toolbar", {
		className: classes.toolbar,
		elementType: TablePaginationToolbar,
		externalForwardedProps,
		ownerState
	});
	const [SpacerSlot, spacerSlotProps] = useSlot("spacer", {
		className: classes.spacer,
		elementType: TablePaginationSpacer,
		externalForwardedProps,
		ownerState
	});
	const [SelectLabelSlot, selectLabelSlotProps] = useSlot("selectLabel", {
		className: classes.selectLabel,
		elementType: TablePaginationSelectLabel,
		externalForwardedProps,
		ownerState,
		additionalProps: { id: labelId }
	});
	const [SelectSlot, selectSlotProps] = useSlot("select", {
		className: classes.select,
		elementType: TablePaginationSelect,
		externalForwardedProps,
		ownerState
	});
	const [MenuItemSlot, menuItemSlotProps] = useSlot("menuItem", {
		className: classes.menuItem,
		elementType: MenuItemComponent,
		externalForwardedProps,
		ownerState
	});
	const [DisplayedRows, displayedRowsProps] = useSlot("displayedRows", {
		className: classes.displayedRows,
		elementType: TablePaginationDisplayedRows,
		externalForwardedProps,
		ownerState
	});
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(RootSlot, {
		...rootSlotProps,
		children: /*#__PURE__*/ (0, import_jsx_runtime.jsxs)(ToolbarSlot, {
			...toolbarSlotProps,
			children: [
				/*#__PURE__*/ (0, import_jsx_runtime.jsx)(SpacerSlot, { ...spacerSlotProps }),
				rowsPerPageOptions.length > 1 && /*#__PURE__*/ (0, import_jsx_runtime.jsx)(SelectLabelSlot, {
					...selectLabelSlotProps,
					children: labelRowsPerPage
				}),
				rowsPerPageOptions.length > 1 && /*#__PURE__*/ (0, import_jsx_runtime.jsx)(SelectSlot, {
					variant: "standard",
					...!selectProps.variant && { input: _TablePaginationInput || (_TablePaginationInput = /*#__PURE__*/ (0, import_jsx_runtime.jsx)(TablePaginationInputBase, {})) },
					value: rowsPerPage,
					onChange: onRowsPerPageChange,
					id: selectId,
					labelId,
					...selectProps,
					classes: {
						...selectProps.classes,
						root: clsx(classes.input, classes.selectRoot, (selectProps.classes || {}).root),
						select: clsx(classes.select, (selectProps.classes || {}).select),
						icon: clsx(classes.selectIcon, (selectProps.classes || {}).icon)
					},
					disabled,
					...selectSlotProps,
					children: rowsPerPageOptions.map((rowsPerPageOption) => /*#__PURE__*/ (0, import_react.createElement)(MenuItemSlot, {
						...menuItemSlotProps,
						key: rowsPerPageOption.label ? rowsPerPageOption.label : rowsPerPageOption,
						value: rowsPerPageOption.value ? rowsPerPageOption.value : rowsPerPageOption
					}, rowsPerPageOption.label ? rowsPerPageOption.label : rowsPerPageOption))
				}),
				/*#__PURE__*/ (0, import_jsx_runtime.jsx)(DisplayedRows, {
					...displayedRowsProps,
					children: labelDisplayedRows({
						from: count === 0 ? 0 : page * rowsPerPage + 1,
						to: getLabelDisplayedRowsTo(),
						count: count === -1 ? -1 : count,
						page
					})
				}),
				/*#__PURE__*/ (0, import_jsx_runtime.jsx)(ActionsComponent, {
					className: classes.actions,
					count,
					onPageChange,
					page,
					rowsPerPage,
					showFirstButton,
					showLastButton,
					slotProps: slotProps.actions,
					slots: slots.actions,
					getItemAriaLabel,
					disabled
				})
			]
		})
	});
});
process.env.NODE_ENV !== "production" && (TablePagination.propTypes = {
	/**
	* The component used for displaying the actions.
	* Either a string to use a HTML element or a component.
	* @default TablePaginationActions
	*/
	ActionsComponent: import_prop_types.default.elementType,
	/**
	* Override or extend the styles applied to the component.
	*/
	classes: import_prop_types.default.object,
	/**
	* @ignore
	*/
	colSpan: import_prop_types.default.number,
	/**
	* The component used for the root node.
	* Either a string to use a HTML element or a component.
	*/
	component: import_prop_types.default.elementType,
	/**
	* The total number of rows.
	*
	* To enable server side pagination for an unknown number of items, provide -1.
	*/
	count: integerPropType.isRequired,
	/**
	* If `true`, the component is disabled.
	* @default false
	*/
	disabled: import_prop_types.default.bool,
	/**
	* Accepts a function which returns a string value that provides a user-friendly name for the current page.
	* This is important for screen reader users.
	*
	* For localization purposes, you can use the provided [translations](https://mui.com/material-ui/guides/localization/).
	* @param {string} type The link or button type to format ('first' | 'last' | 'next' | 'previous').
	* @returns {string}
	* @default function defaultGetAriaLabel(type) {
	*   return `Go to ${type} page`;
	* }
	*/
	getItemAriaLabel: import_prop_types.default.func,
	/**
	* Customize the displayed rows label. Invoked with a `{ from, to, count, page }`
	* object.
	*
	* For localization purposes, you can use the provided [translations](https://mui.com/material-ui/guides/localization/).
	* @default function defaultLabelDisplayedRows({ from, to, count }) {
	*   return `${formatNumber(from)}–${formatNumber(to)} of ${count !== -1 ? formatNumber(count) : `more than ${formatNumber(to)}`}`;
	* }
	*/
	labelDisplayedRows: import_prop_types.default.func,
	/**
	* Customize the rows per page label.
	*
	* For localization purposes, you can use the provided [translations](https://mui.com/material-ui/guides/localization/).
	* @default 'Rows per page:'
	*/
	labelRowsPerPage: import_prop_types.default.node,
	/**
	* Callback fired when the page is changed.
	*
	* @param {React.MouseEvent<HTMLButtonElement> | null} event The event source of the callback.
	* @param {number} page The page selected.
	*/
	onPageChange: import_prop_types.default.func.isRequired,
	/**
	* Callback fired when the number of rows per page is changed.
	*
	* @param {React.ChangeEvent<HTMLTextAreaElement | HTMLInputElement>} event The event source of the callback.
	*/
	onRowsPerPageChange: import_prop_types.default.func,
	/**
	* The zero-based index of the current page.
	*/
	page: chainPropTypes(integerPropType.isRequired, (props) => {
		const { count, page, rowsPerPage } = props;
		if (count === -1) return null;
		const newLastPage = Math.max(0, Math.ceil(count / rowsPerPage) - 1);
		if (page < 0 || page > newLastPage) return /* @__PURE__ */ new Error(`MUI: The page prop of a TablePagination is out of range (0 to ${newLastPage}, but page is ${page}).`);
		return null;
	}),
	/**
	* The number of rows per page.
	*
	* Set -1 to display all the rows.
	*/
	rowsPerPage: integerPropType.isRequired,
	/**
	* Customizes the options of the rows per page select field. If less than two options are
	* available, no select field will be displayed.
	* Use -1 for the value with a custom label to show all the rows.
	* @default [10, 25, 50, 100]
	*/
	rowsPerPageOptions: import_prop_types.default.arrayOf(import_prop_types.default.oneOfType([import_prop_types.default.number, import_prop_types.default.shape({
		label: import_prop_types.default.string.isRequired,
		value: import_prop_types.default.number.isRequired
	})]).isRequired),
	/**
	* If `true`, show the first-page button.
	* @default false
	*/
	showFirstButton: import_prop_types.default.bool,
	/**
	* If `true`, show the last-page button.
	* @default false
	*/
	showLastButton: import_prop_types.default.bool,
	/**
	* The props used for each slot inside.
	* @default {}
	*/
	slotProps: import_prop_types.default.shape({
		actions: import_prop_types.default.shape({
			firstButton: import_prop_types.default.object,
			firstButtonIcon: import_prop_types.default.object,
			lastButton: import_prop_types.default.object,
			lastButtonIcon: import_prop_types.default.object,
			nextButton: import_prop_types.default.object,
			nextButtonIcon: import_prop_types.default.object,
			previousButton: import_prop_types.default.object,
			previousButtonIcon: import_prop_types.default.object
		}),
		displayedRows: import_prop_types.default.oneOfType([import_prop_types.default.func, import_prop_types.default.object]),
		menuItem: import_prop_types.default.oneOfType([import_prop_types.default.func, import_prop_types.default.object]),
		root: import_prop_types.default.oneOfType([import_prop_types.default.func, import_prop_types.default.object]),
		select: import_prop_types.default.object,
		selectLabel: import_prop_types.default.oneOfType([import_prop_types.default.func, import_prop_types.default.object]),
		spacer: import_prop_types.default.oneOfType([import_prop_types.default.func, import_prop_types.default.object]),
		toolbar: import_prop_types.default.oneOfType([import_prop_types.default.func, import_prop_types.default.object])
	}),
	/**
	* The components used for each slot inside.
	* @default {}
	*/
	slots: import_prop_types.default.shape({
		actions: import_prop_types.default.shape({
			firstButton: import_prop_types.default.elementType,
			firstButtonIcon: import_prop_types.default.elementType,
			lastButton: import_prop_types.default.elementType,
			lastButtonIcon: import_prop_types.default.elementType,
			nextButton: import_prop_types.default.elementType,
			nextButtonIcon: import_prop_types.default.elementType,
			previousButton: import_prop_types.default.elementType,
			previousButtonIcon: import_prop_types.default.elementType
		}),
		displayedRows: import_prop_types.default.elementType,
		menuItem: import_prop_types.default.elementType,
		root: import_prop_types.default.elementType,
		select: import_prop_types.default.elementType,
		selectLabel: import_prop_types.default.elementType,
		spacer: import_prop_types.default.elementType,
		toolbar: import_prop_types.default.elementType
	}),
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
export { TablePagination as t };
