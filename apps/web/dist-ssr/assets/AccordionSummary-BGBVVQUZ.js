import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { A as chainPropTypes, K as composeClasses, M as useDefaultProps, N as styled, T as memoTheme, b as getTransitionStyles, c as ButtonBase, et as generateUtilityClasses, ht as require_react_is, nt as clsx, tt as generateUtilityClass, vt as require_prop_types } from "./Box-BAyYeHPm.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
import { t as useControlled_default } from "./useControlled-hVbYCOrr.js";
import { E as Paper } from "../entry-server.js";
import { r as useSlot } from "./Alert-Xs0Ucjpv.js";
import { t as Collapse } from "./Collapse-B-7o5TFW.js";
// ../../node_modules/@mui/material/AccordionSummary/accordionSummaryClasses.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var import_prop_types = /* @__PURE__ */ __toESM(require_prop_types(), 1);
var import_react_is = require_react_is();
function getAccordionSummaryUtilityClass(slot) {
	return generateUtilityClass("MuiAccordionSummary", slot);
}
var accordionSummaryClasses = generateUtilityClasses("MuiAccordionSummary", [
	"root",
	"expanded",
	"focusVisible",
	"disabled",
	"gutters",
	"content",
	"expandIconWrapper"
]);
// ../../node_modules/@mui/material/Accordion/AccordionContext.mjs
/**
* @ignore - internal component.
* @type {React.Context<{} | {expanded: boolean, disabled: boolean, toggle: () => void}>}
*/
var AccordionContext = /*#__PURE__*/ import_react.createContext({});
if (process.env.NODE_ENV !== "production") AccordionContext.displayName = "AccordionContext";
// ../../node_modules/@mui/material/Accordion/accordionClasses.mjs
function getAccordionUtilityClass(slot) {
	return generateUtilityClass("MuiAccordion", slot);
}
var accordionClasses = generateUtilityClasses("MuiAccordion", [
	"root",
	"heading",
	"rounded",
	"expanded",
	"disabled",
	"gutters",
	"region"
]);
// ../../node_modules/@mui/material/Accordion/Accordion.mjs
var useUtilityClasses$2 = (ownerState) => {
	const { classes, square, expanded, disabled, disableGutters } = ownerState;
	return composeClasses({
		root: [
			"root",
			!square && "rounded",
			expanded && "expanded",
			disabled && "disabled",
			!disableGutters && "gutters"
		],
		heading: ["heading"],
		region: ["region"]
	}, getAccordionUtilityClass, classes);
};
var AccordionRoot = styled(Paper, {
	name: "MuiAccordion",
	slot: "Root",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		return [
			{ [`& .${accordionClasses.region}`]: styles.region },
			styles.root,
			!ownerState.square && styles.rounded,
			!ownerState.disableGutters && styles.gutters
		];
	}
})(memoTheme(({ theme }) => {
	const transition = { duration: theme.transitions.duration.shortest };
	return {
		position: "relative",
		...getTransitionStyles(theme, ["margin"], transition),
		overflowAnchor: "none",
		"&::before": {
			position: "absolute",
			left: 0,
			top: -1,
			right: 0,
			height: 1,
			content: "\"\"",
			opacity: 1,
			backgroundColor: (theme.vars || theme).palette.divider,
			...getTransitionStyles(theme, ["opacity", "background-color"], transition)
		},
		"&:first-of-type": { "&::before": { display: "none" } },
		[`&.${accordionClasses.expanded}`]: {
			"&::before": { opacity: 0 },
			"&:first-of-type": { marginTop: 0 },
			"&:last-of-type": { marginBottom: 0 },
			"& + &": { "&::before": { display: "none" } }
		},
		[`&.${accordionClasses.disabled}`]: { backgroundColor: (theme.vars || theme).palette.action.disabledBackground }
	};
}), memoTheme(({ theme }) => ({ variants: [{
	props: (props) => !props.square,
	style: {
		borderRadius: 0,
		"&:first-of-type": {
			borderTopLeftRadius: (theme.vars || theme).shape.borderRadius,
			borderTopRightRadius: (theme.vars || theme).shape.borderRadius
		},
		"&:last-of-type": {
			borderBottomLeftRadius: (theme.vars || theme).shape.borderRadius,
			borderBottomRightRadius: (theme.vars || theme).shape.borderRadius,
			"@supports (-ms-ime-align: auto)": {
				borderBottomLeftRadius: 0,
				borderBottomRightRadius: 0
			}
		}
	}
}, {
	props: (props) => !props.disableGutters,
	style: { [`&.${accordionClasses.expanded}`]: { margin: "16px 0" } }
}] })));
var AccordionHeading = styled("h3", {
	name: "MuiAccordion",
	slot: "Heading"
})({ all: "unset" });
var AccordionRegion = styled("div", {
	name: "MuiAccordion",
	slot: "Region"
})({});
var Accordion = /*#__PURE__*/ import_react.forwardRef(function Accordion(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiAccordion"
	});
	const { children: childrenProp, className, defaultExpanded = false, disabled = false, disableGutters = false, expanded: expandedProp, onChange, slots = {}, slotProps = {}, ...other } = props;
	const [expanded, setExpandedState] = useControlled_default({
		controlled: expandedProp,
		default: defaultExpanded,
		name: "Accordion",
		state: "expanded"
	});
	const handleChange = import_react.useCallback((event) => {
		setExpandedState(!expanded);
		if (onChange) onChange(event, !expanded);
	}, [
		expanded,
		onChange,
		setExpandedState
	]);
	const [summary, ...children] = import_react.Children.toArray(childrenProp);
	const contextValue = import_react.useMemo(() => ({
		expanded,
		disabled,
		disableGutters,
		toggle: handleChange
	}), [
		expanded,
		disabled,
		disableGutters,
		handleChange
	]);
	const ownerState = {
		...props,
		disabled,
		disableGutters,
		expanded
	};
	const classes = useUtilityClasses$2(ownerState);
	const externalForwardedProps = {
		slots,
		slotProps
	};
	const [RootSlot, rootProps] = useSlot("root", {
		elementType: AccordionRoot,
		externalForwardedProps: {
			...externalForwardedProps,
			...other
		},
		className: clsx(classes.root, className),
		shouldForwardComponentProp: true,
		ownerState,
		ref
	});
	const [AccordionHeadingSlot, accordionProps] = useSlot("heading", {
		elementType: AccordionHeading,
		externalForwardedProps,
		className: classes.heading,
		ownerState
	});
	const [TransitionSlot, transitionProps] = useSlot("transition", {
		elementType: Collapse,
		externalForwardedProps,
		ownerState
	});
	const [AccordionRegionSlot, accordionRegionProps] = useSlot("region", {
		elementType: AccordionRegion,
		externalForwardedProps,
		ownerState,
		className: classes.region,
		additionalProps: {
			"aria-labelledby": summary.props.id,
			id: summary.props["aria-controls"],
			role: "region"
		}
	});
	return /*#__PURE__*/ (0, import_jsx_runtime.jsxs)(RootSlot, {
		...rootProps,
		children: [/*#__PURE__*/ (0, import_jsx_runtime.jsx)(AccordionHeadingSlot, {
			...accordionProps,
			children: /*#__PURE__*/ (0, import_jsx_runtime.jsx)(AccordionContext.Provider, {
				value: contextValue,
				children: summary
			})
		}), /*#__PURE__*/ (0, import_jsx_runtime.jsx)(TransitionSlot, {
			in: expanded,
			timeout: "auto",
			...transitionProps,
			children: /*#__PURE__*/ (0, import_jsx_runtime.jsx)(AccordionRegionSlot, {
				...accordionRegionProps,
				children
			})
		})]
	});
});
process.env.NODE_ENV !== "production" && (Accordion.propTypes = {
	/**
	* The content of the component.
	*/
	children: chainPropTypes(import_prop_types.default.node.isRequired, (props) => {
		const summary = import_react.Children.toArray(props.children)[0];
		if ((0, import_react_is.isFragment)(summary)) return /* @__PURE__ */ new Error("MUI: The Accordion doesn't accept a Fragment as a child. Consider providing an array instead.");
		if (!/*#__PURE__*/ import_react.isValidElement(summary)) return /* @__PURE__ */ new Error("MUI: Expected the first child of Accordion to be a valid element.");
		return null;
	}),
	/**
	* Override or extend the styles applied to the component.
	*/
	classes: import_prop_types.default.object,
	/**
	* @ignore
	*/
	className: import_prop_types.default.string,
	/**
	* If `true`, expands the accordion by default.
	* @default false
	*/
	defaultExpanded: import_prop_types.default.bool,
	/**
	* If `true`, the component is disabled.
	* @default false
	*/
	disabled: import_prop_types.default.bool,
	/**
	* If `true`, it removes the margin between two expanded accordion items and prevents the increased height when expanded.
	* @default false
	*/
	disableGutters: import_prop_types.default.bool,
	/**
	* If `true`, expands the accordion, otherwise collapses it.
	* Setting this prop enables control over the accordion.
	*/
	expanded: import_prop_types.default.bool,
	/**
	* Callback fired when the expand/collapse state is changed.
	*
	* @param {React.SyntheticEvent} event The event source of the callback. **Warning**: This is a generic event not a change event.
	* @param {boolean} expanded The `expanded` state of the accordion.
	*/
	onChange: import_prop_types.default.func,
	/**
	* The props used for each slot inside.
	* @default {}
	*/
	slotProps: import_prop_types.default.shape({
		heading: import_prop_types.default.oneOfType([import_prop_types.default.func, import_prop_types.default.object]),
		region: import_prop_types.default.oneOfType([import_prop_types.default.func, import_prop_types.default.object]),
		root: import_prop_types.default.oneOfType([import_prop_types.default.func, import_prop_types.default.object]),
		transition: import_prop_types.default.oneOfType([import_prop_types.default.func, import_prop_types.default.object])
	}),
	/**
	* The components used for each slot inside.
	* @default {}
	*/
	slots: import_prop_types.default.shape({
		heading: import_prop_types.default.elementType,
		region: import_prop_types.default.elementType,
		root: import_prop_types.default.elementType,
		transition: import_prop_types.default.elementType
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
// ../../node_modules/@mui/material/AccordionDetails/accordionDetailsClasses.mjs
function getAccordionDetailsUtilityClass(slot) {
	return generateUtilityClass("MuiAccordionDetails", slot);
}
generateUtilityClasses("MuiAccordionDetails", ["root"]);
// ../../node_modules/@mui/material/AccordionDetails/AccordionDetails.mjs
var useUtilityClasses$1 = (ownerState) => {
	const { classes } = ownerState;
	return composeClasses({ root: ["root"] }, getAccordionDetailsUtilityClass, classes);
};
var AccordionDetailsRoot = styled("div", {
	name: "MuiAccordionDetails",
	slot: "Root"
})(memoTheme(({ theme }) => ({ padding: theme.spacing(1, 2, 2) })));
var AccordionDetails = /*#__PURE__*/ import_react.forwardRef(function AccordionDetails(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiAccordionDetails"
	});
	const { className, ...other } = props;
	const ownerState = props;
	const classes = useUtilityClasses$1(ownerState);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(AccordionDetailsRoot, {
		className: clsx(classes.root, className),
		ref,
		ownerState,
		...other
	});
});
process.env.NODE_ENV !== "production" && (AccordionDetails.propTypes = {
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
// ../../node_modules/@mui/material/AccordionSummary/AccordionSummary.mjs
var useUtilityClasses = (ownerState) => {
	const { classes, expanded, disabled, disableGutters } = ownerState;
	return composeClasses({
		root: [
			"root",
			expanded && "expanded",
			disabled && "disabled",
			!disableGutters && "gutters"
		],
		focusVisible: ["focusVisible"],
		content: ["content", expanded && "expanded"],
		expandIconWrapper: ["expandIconWrapper", expanded && "expanded"]
	}, getAccordionSummaryUtilityClass, classes);
};
var AccordionSummaryRoot = styled(ButtonBase, {
	name: "MuiAccordionSummary",
	slot: "Root"
})(memoTheme(({ theme }) => ({
	display: "flex",
	width: "100%",
	minHeight: 48,
	padding: theme.spacing(0, 2),
	...getTransitionStyles(theme, ["min-height", "background-color"], { duration: theme.transitions.duration.shortest }),
	...!theme.focusVisible && { [`&.${accordionSummaryClasses.focusVisible}`]: { backgroundColor: (theme.vars || theme).palette.action.focus } },
	[`&.${accordionSummaryClasses.disabled}`]: { opacity: (theme.vars || theme).palette.action.disabledOpacity },
	[`&:hover:not(.${accordionSummaryClasses.disabled})`]: { cursor: "pointer" },
	variants: [{
		props: (props) => !props.disableGutters,
		style: { [`&.${accordionSummaryClasses.expanded}`]: { minHeight: 64 } }
	}]
})));
var AccordionSummaryContent = styled("span", {
	name: "MuiAccordionSummary",
	slot: "Content"
})(memoTheme(({ theme }) => ({
	display: "flex",
	textAlign: "start",
	flexGrow: 1,
	margin: "12px 0",
	variants: [{
		props: (props) => !props.disableGutters,
		style: {
			...getTransitionStyles(theme, ["margin"], { duration: theme.transitions.duration.shortest }),
			[`&.${accordionSummaryClasses.expanded}`]: { margin: "20px 0" }
		}
	}]
})));
var AccordionSummaryExpandIconWrapper = styled("span", {
	name: "MuiAccordionSummary",
	slot: "ExpandIconWrapper"
})(memoTheme(({ theme }) => ({
	display: "flex",
	color: (theme.vars || theme).palette.action.active,
	transform: "rotate(0deg)",
	...getTransitionStyles(theme, "transform", { duration: theme.transitions.duration.shortest }),
	[`&.${accordionSummaryClasses.expanded}`]: { transform: "rotate(180deg)" }
})));
var AccordionSummary = /*#__PURE__*/ import_react.forwardRef(function AccordionSummary(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiAccordionSummary"
	});
	const { children, className, expandIcon, focusVisibleClassName, onClick, slots, slotProps, ...other } = props;
	const { disabled = false, disableGutters, expanded, toggle } = import_react.useContext(AccordionContext);
	const handleChange = (event) => {
		if (toggle) toggle(event);
		if (onClick) onClick(event);
	};
	const ownerState = {
		...props,
		expanded,
		disabled,
		disableGutters
	};
	const classes = useUtilityClasses(ownerState);
	const externalForwardedProps = {
		slots,
		slotProps
	};
	const [RootSlot, rootSlotProps] = useSlot("root", {
		ref,
		shouldForwardComponentProp: true,
		className: clsx(classes.root, className),
		elementType: AccordionSummaryRoot,
		externalForwardedProps: {
			...externalForwardedProps,
			...other
		},
		ownerState,
		additionalProps: {
			focusRipple: false,
			disableRipple: true,
			internalNativeButton: true,
			disabled,
			"aria-expanded": expanded,
			focusVisibleClassName: clsx(classes.focusVisible, focusVisibleClassName)
		},
		getSlotProps: (handlers) => ({
			...handlers,
			onClick: (event) => {
				handlers.onClick?.(event);
				handleChange(event);
			}
		})
	});
	const [ContentSlot, contentSlotProps] = useSlot("content", {
		className: classes.content,
		elementType: AccordionSummaryContent,
		externalForwardedProps,
		ownerState
	});
	const [ExpandIconWrapperSlot, expandIconWrapperSlotProps] = useSlot("expandIconWrapper", {
		className: classes.expandIconWrapper,
		elementType: AccordionSummaryExpandIconWrapper,
		externalForwardedProps,
		ownerState
	});
	return /*#__PURE__*/ (0, import_jsx_runtime.jsxs)(RootSlot, {
		...rootSlotProps,
		children: [/*#__PURE__*/ (0, import_jsx_runtime.jsx)(ContentSlot, {
			...contentSlotProps,
			children
		}), expandIcon && /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ExpandIconWrapperSlot, {
			...expandIconWrapperSlotProps,
			children: expandIcon
		})]
	});
});
process.env.NODE_ENV !== "production" && (AccordionSummary.propTypes = {
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
	* The icon to display as the expand indicator.
	*/
	expandIcon: import_prop_types.default.node,
	/**
	* This prop can help identify which element has keyboard focus.
	* The class name will be applied when the element gains the focus through keyboard interaction.
	* It's a polyfill for the [CSS :focus-visible selector](https://drafts.csswg.org/selectors-4/#the-focus-visible-pseudo).
	* The rationale for using this feature [is explained here](https://github.com/WICG/focus-visible/blob/HEAD/explainer.md).
	* A [polyfill can be used](https://github.com/WICG/focus-visible) to apply a `focus-visible` class to other components
	* if needed.
	*/
	focusVisibleClassName: import_prop_types.default.string,
	/**
	* @ignore
	*/
	onClick: import_prop_types.default.func,
	/**
	* The props used for each slot inside.
	* @default {}
	*/
	slotProps: import_prop_types.default.shape({
		content: import_prop_types.default.oneOfType([import_prop_types.default.func, import_prop_types.default.object]),
		expandIconWrapper: import_prop_types.default.oneOfType([import_prop_types.default.func, import_prop_types.default.object]),
		root: import_prop_types.default.oneOfType([import_prop_types.default.func, import_prop_types.default.object])
	}),
	/**
	* The components used for each slot inside.
	* @default {}
	*/
	slots: import_prop_types.default.shape({
		content: import_prop_types.default.elementType,
		expandIconWrapper: import_prop_types.default.elementType,
		root: import_prop_types.default.elementType
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
export { AccordionDetails as n, Accordion as r, AccordionSummary as t };
