import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { A as chainPropTypes, C as reflow, G as capitalize_default, H as applyChildrenFocusVisible, K as composeClasses, M as useDefaultProps, N as styled, P as rootShouldForwardProp, S as normalizedTransitionCallback, T as memoTheme, U as applyInsetFocusVisible, a as Button, b as getTransitionStyles, c as ButtonBase, et as generateUtilityClasses, i as integerPropType, j as useTheme, nt as clsx, s as createSimplePaletteValueFilter, t as Box, tt as generateUtilityClass, u as useReducedMotion, vt as require_prop_types, w as useForkRef_default, x as getTranslateOffsets, y as getTransitionProps } from "./Box-BAyYeHPm.js";
import { t as paths } from "./paths-DCx76zJf.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
import { t as useMediaQuery } from "./useMediaQuery-xBJOTdsQ.js";
import { s as createSvgIcon } from "./useSlotProps-DlFLla8-.js";
import { S as debounce_default, d as ListContext, f as Modal, h as Backdrop, t as Menu, u as List, v as isLayoutSupported, x as ownerWindow_default, y as HTMLElementType } from "./Menu-Z0mAVMOx.js";
import { a as elementAcceptingRef, i as getReactElementRef, r as Transition } from "./contains-BxDOBM4_.js";
import { n as useEnhancedEffect_default, t as mergeSlotProps } from "./mergeSlotProps-CjtFzD4k.js";
import { n as getListItemButtonUtilityClass, r as listItemButtonClasses, t as ListItem } from "./ListItem-BHPVnTSR.js";
import { t as MenuItem } from "./MenuItem-BKsJqSOM.js";
import { A as useRtl, E as Paper, F as useLocation, M as Link, o as useSessionUser } from "../entry-server.js";
import { i as IconButton, r as useSlot, t as Alert } from "./Alert-Xs0Ucjpv.js";
import { r as errorMessageFor } from "./api-client-BGybrOBG.js";
import { t as Toolbar } from "./Toolbar-GMr_HzKH.js";
import { a as AppFooter, i as BrandLink, n as MAIN_CONTENT_ID, r as SkipLink } from "./page-outlet-BdxxyitJ.js";
import { t as ExpandLess_default } from "./ExpandLess-cTlHoMkW.js";
import { t as ExpandMore_default } from "./ExpandMore-BczZQUHp.js";
import { t as Collapse } from "./Collapse-B-7o5TFW.js";
import { t as ListItemIcon } from "./ListItemIcon-to7z9Hh4.js";
import { t as ListItemText } from "./ListItemText-XyUK_lvY.js";
import { t as FavoriteBorder_default } from "./FavoriteBorder-DTLXHyBy.js";
import { t as Snackbar } from "./Snackbar-BKIJCWWs.js";
import { t as useSignOut } from "./sign-out-DjlaaaPu.js";
// src/config/menus.ts
var learnerMenu = [
	{
		id: "inicio",
		title: "Inicio",
		url: paths.home(),
		icon: "home"
	},
	{
		id: "rutas",
		title: "Rutas/Contenido",
		url: paths.routes(),
		icon: "routes"
	},
	{
		id: "mi-avance",
		title: "Mi avance",
		url: paths.progress(),
		icon: "progress"
	},
	{
		id: "bibliotecas",
		title: "Bibliotecas",
		url: paths.libraries(),
		icon: "libraries",
		children: [{
			id: "educativa-sst",
			title: "Educativa SST",
			url: paths.documents(),
			icon: "document"
		}, {
			id: "legislativa-sst",
			title: "Legislativa SST",
			url: paths.norms(),
			icon: "document"
		}]
	},
	{
		id: "favoritos",
		title: "Favoritos",
		url: paths.favorites(),
		icon: "favorites"
	}
];
var adminMenu = [
	{
		id: "rutas",
		title: "Rutas/Contenido",
		url: paths.admin.routes(),
		icon: "routes",
		superadminOnly: true
	},
	{
		id: "insight-hub",
		title: "Analítica",
		url: paths.admin.insightHub(),
		icon: "insights"
	},
	{
		id: "biblioteca",
		title: "Biblioteca",
		url: paths.admin.library(),
		icon: "libraries",
		superadminOnly: true
	},
	{
		id: "usuarios",
		title: "Usuarios",
		url: paths.admin.users(),
		icon: "users"
	},
	{
		id: "empresas",
		title: "Empresas",
		url: paths.admin.companies(),
		icon: "companies"
	},
	{
		id: "evaluacion",
		title: "Evaluación",
		url: paths.admin.evaluation(),
		icon: "evaluation"
	},
	{
		id: "plan-de-capacitacion",
		title: "Plan de capacitación",
		url: paths.admin.trainingPlan(),
		icon: "plan"
	},
	{
		id: "auditoria",
		title: "Auditoría",
		url: paths.admin.audit(),
		icon: "audit",
		superadminOnly: true
	}
];
/** The admin menu a person sees: a `Responsable SST` gets the items about their company only. */
function adminMenuFor(isSuperadmin) {
	return isSuperadmin ? adminMenu : adminMenu.filter((item) => !item.superadminOnly);
}
// src/app/layouts/active-menu-item.ts
var DASHBOARD_ITEM_ID = "dashboard";
var NONE = {
	itemId: null,
	childId: null
};
function normalise(pathname) {
	const trimmed = pathname.toLowerCase().replace(/\/+$/, "");
	return trimmed === "" ? "/" : trimmed;
}
function isWithin(path, url) {
	return path === url || path.startsWith(`${url}/`);
}
function findIn(menu, path) {
	for (const item of menu) {
		const child = item.children?.find((candidate) => isWithin(path, candidate.url));
		if (child) return {
			itemId: item.id,
			childId: child.id
		};
		if (isWithin(path, item.url)) return {
			itemId: item.id,
			childId: null
		};
	}
	return NONE;
}
/** The learner menu item a path belongs to. Any path containing `/modulo` belongs to Rutas (docs/product.md §4). */
function learnerActiveItem(pathname) {
	const path = normalise(pathname);
	if (path.includes("/modulo")) return {
		itemId: "rutas",
		childId: null
	};
	return findIn(learnerMenu, path);
}
/** The admin menu item a path belongs to. `/admin` and `/admin/dashboard` are the dashboard, which has no menu item. */
function adminActiveItem(pathname) {
	const path = normalise(pathname);
	if (path === paths.admin.root() || isWithin(path, paths.admin.dashboard())) return {
		itemId: DASHBOARD_ITEM_ID,
		childId: null
	};
	return findIn(adminMenu, path);
}
// ../../node_modules/@mui/icons-material/Menu.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_prop_types = /* @__PURE__ */ __toESM(require_prop_types(), 1);
var import_jsx_runtime = require_jsx_runtime();
var Menu_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z" }), "Menu");
// ../../node_modules/@mui/material/AppBar/appBarClasses.mjs
function getAppBarUtilityClass(slot) {
	return generateUtilityClass("MuiAppBar", slot);
}
generateUtilityClasses("MuiAppBar", [
	"root",
	"positionFixed",
	"positionAbsolute",
	"positionSticky",
	"positionStatic",
	"positionRelative",
	"colorDefault",
	"colorPrimary",
	"colorSecondary",
	"colorInherit",
	"colorTransparent",
	"colorError",
	"colorInfo",
	"colorSuccess",
	"colorWarning"
]);
// ../../node_modules/@mui/material/AppBar/AppBar.mjs
var useUtilityClasses$3 = (ownerState) => {
	const { color, position, classes } = ownerState;
	const slots = { root: [
		"root",
		`color${capitalize_default(color)}`,
		`position${capitalize_default(position)}`
	] };
	return composeClasses(slots, getAppBarUtilityClass, classes);
};
var joinVars = (var1, var2) => var1 ? `${var1.replace(")", "")}, ${var2})` : var2;
var AppBarRoot = styled(Paper, {
	name: "MuiAppBar",
	slot: "Root",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		return [
			styles.root,
			styles[`position${capitalize_default(ownerState.position)}`],
			styles[`color${capitalize_default(ownerState.color)}`]
		];
	}
})(memoTheme(({ theme }) => ({
	display: "flex",
	flexDirection: "column",
	width: "100%",
	boxSizing: "border-box",
	flexShrink: 0,
	variants: [
		{
			props: { position: "fixed" },
			style: {
				position: "fixed",
				zIndex: (theme.vars || theme).zIndex.appBar,
				top: 0,
				left: "auto",
				right: 0,
				"@media print": { position: "absolute" }
			}
		},
		{
			props: { position: "absolute" },
			style: {
				position: "absolute",
				zIndex: (theme.vars || theme).zIndex.appBar,
				top: 0,
				left: "auto",
				right: 0
			}
		},
		{
			props: { position: "sticky" },
			style: {
				position: "sticky",
				zIndex: (theme.vars || theme).zIndex.appBar,
				top: 0,
				left: "auto",
				right: 0
			}
		},
		{
			props: { position: "static" },
			style: { position: "static" }
		},
		{
			props: { position: "relative" },
			style: { position: "relative" }
		},
		{
			props: { color: "inherit" },
			style: {
				"--AppBar-color": "inherit",
				color: "var(--AppBar-color)"
			}
		},
		{
			props: { color: "default" },
			style: {
				"--AppBar-background": theme.vars ? theme.vars.palette.AppBar.defaultBg : theme.palette.grey[100],
				"--AppBar-color": theme.vars ? theme.vars.palette.text.primary : theme.palette.getContrastText(theme.palette.grey[100]),
				...theme.applyStyles("dark", {
					"--AppBar-background": theme.vars ? theme.vars.palette.AppBar.defaultBg : theme.palette.grey[900],
					"--AppBar-color": theme.vars ? theme.vars.palette.text.primary : theme.palette.getContrastText(theme.palette.grey[900])
				})
			}
		},
		...Object.entries(theme.palette).filter(createSimplePaletteValueFilter(["contrastText"])).map(([color]) => ({
			props: { color },
			style: {
				"--AppBar-background": (theme.vars ?? theme).palette[color].main,
				"--AppBar-color": (theme.vars ?? theme).palette[color].contrastText,
				...theme.focusVisible && applyChildrenFocusVisible(`0 0 0 4px ${(theme.vars || theme).palette.background.default}`)
			}
		})),
		{
			props: (props) => props.enableColorOnDark === true && !["inherit", "transparent"].includes(props.color),
			style: {
				backgroundColor: "var(--AppBar-background)",
				color: "var(--AppBar-color)"
			}
		},
		{
			props: (props) => props.enableColorOnDark === false && !["inherit", "transparent"].includes(props.color),
			style: {
				backgroundColor: "var(--AppBar-background)",
				color: "var(--AppBar-color)",
				...theme.applyStyles("dark", {
					backgroundColor: theme.vars ? joinVars(theme.vars.palette.AppBar.darkBg, "var(--AppBar-background)") : null,
					color: theme.vars ? joinVars(theme.vars.palette.AppBar.darkColor, "var(--AppBar-color)") : null
				})
			}
		},
		{
			props: { color: "transparent" },
			style: {
				"--AppBar-background": "transparent",
				"--AppBar-color": "inherit",
				backgroundColor: "var(--AppBar-background)",
				color: "var(--AppBar-color)",
				...theme.applyStyles("dark", { backgroundImage: "none" })
			}
		}
	]
})));
var AppBar = /*#__PURE__*/ import_react.forwardRef(function AppBar(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiAppBar"
	});
	const { className, color = "primary", enableColorOnDark = false, position = "fixed", ...other } = props;
	const ownerState = {
		...props,
		color,
		position,
		enableColorOnDark
	};
	const classes = useUtilityClasses$3(ownerState);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(AppBarRoot, {
		square: true,
		component: "header",
		ownerState,
		elevation: 4,
		className: clsx(classes.root, className, position === "fixed" && "mui-fixed"),
		ref,
		...other
	});
});
process.env.NODE_ENV !== "production" && (AppBar.propTypes = {
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
	* The color of the component.
	* It supports both default and custom theme colors, which can be added as shown in the
	* [palette customization guide](https://mui.com/material-ui/customization/palette/#custom-colors).
	* @default 'primary'
	*/
	color: import_prop_types.default.oneOfType([import_prop_types.default.oneOf([
		"default",
		"inherit",
		"primary",
		"secondary",
		"transparent",
		"error",
		"info",
		"success",
		"warning"
	]), import_prop_types.default.string]),
	/**
	* Shadow depth, corresponds to `dp` in the spec.
	* It accepts values between 0 and 24 inclusive.
	* @default 4
	*/
	elevation: import_prop_types.default.number,
	/**
	* If true, the `color` prop is applied in dark mode.
	* @default false
	*/
	enableColorOnDark: import_prop_types.default.bool,
	/**
	* The positioning type. The behavior of the different options is described
	* [in the MDN web docs](https://developer.mozilla.org/en-US/docs/Web/CSS/Reference/Properties/position).
	* Note: `sticky` is not universally supported and will fall back to `static` when unavailable.
	* @default 'fixed'
	*/
	position: import_prop_types.default.oneOf([
		"absolute",
		"fixed",
		"relative",
		"static",
		"sticky"
	]),
	/**
	* If `false`, rounded corners are enabled.
	* @default true
	*/
	square: import_prop_types.default.bool,
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
// ../../node_modules/@mui/material/Slide/Slide.mjs
var hiddenStyles = { visibility: "hidden" };
var DEFAULT_TRANSLATE_OPTIONS = {};
/**
* Detects SwipeableDrawer's active-swipe `translate(x, y)` transform.
* Keep this in sync with SwipeableDrawer.setPosition.
*/
function isGestureTranslate(transform) {
	return typeof transform === "string" && /^translate\(.+,\s*.+\)$/.test(transform);
}
function getTranslateValue(direction, node, resolvedContainer, options = DEFAULT_TRANSLATE_OPTIONS) {
	const { resetInlineTransform = true } = options;
	const containerRect = resolvedContainer && resolvedContainer.getBoundingClientRect();
	const containerWindow = ownerWindow_default(node);
	let rect;
	let transform;
	if (resetInlineTransform) {
		const previousTransform = node.style.transform;
		const previousTransition = node.style.transition;
		node.style.transition = "";
		node.style.transform = "";
		rect = node.getBoundingClientRect();
		transform = containerWindow.getComputedStyle(node).getPropertyValue("transform");
		node.style.transform = previousTransform;
		node.style.transition = previousTransition;
	} else {
		rect = node.getBoundingClientRect();
		transform = containerWindow.getComputedStyle(node).getPropertyValue("transform");
	}
	const { offsetX, offsetY } = getTranslateOffsets(transform);
	if (direction === "left") {
		if (containerRect) return `translateX(${containerRect.right + offsetX - rect.left}px)`;
		return `translateX(${containerWindow.innerWidth + offsetX - rect.left}px)`;
	}
	if (direction === "right") {
		if (containerRect) return `translateX(-${rect.right - containerRect.left - offsetX}px)`;
		return `translateX(-${rect.left + rect.width - offsetX}px)`;
	}
	if (direction === "up") {
		if (containerRect) return `translateY(${containerRect.bottom + offsetY - rect.top}px)`;
		return `translateY(${containerWindow.innerHeight + offsetY - rect.top}px)`;
	}
	if (containerRect) return `translateY(-${rect.top - containerRect.top + rect.height - offsetY}px)`;
	return `translateY(-${rect.top + rect.height - offsetY}px)`;
}
function resolveContainer(containerPropProp) {
	return typeof containerPropProp === "function" ? containerPropProp() : containerPropProp;
}
function setTranslateValue(direction, node, containerProp, options) {
	const transform = getTranslateValue(direction, node, resolveContainer(containerProp), options);
	if (transform) node.style.transform = transform;
}
/**
* The Slide transition is used by the [Drawer](/material-ui/react-drawer/) component.
*/
var Slide = /*#__PURE__*/ import_react.forwardRef(function Slide(props, ref) {
	const theme = useTheme();
	const defaultEasing = {
		enter: theme.transitions.easing.easeOut,
		exit: theme.transitions.easing.sharp
	};
	const defaultTimeout = {
		enter: theme.transitions.duration.enteringScreen,
		exit: theme.transitions.duration.leavingScreen
	};
	const { addEndListener, appear = true, children, container: containerProp, disablePrefersReducedMotion = false, direction = "down", easing: easingProp = defaultEasing, in: inProp, onEnter, onEntered, onEntering, onExit, onExited, onExiting, style, timeout = defaultTimeout, ...other } = props;
	const reducedMotion = useReducedMotion(theme.motion.reducedMotion, disablePrefersReducedMotion);
	const childrenRef = import_react.useRef(null);
	const preserveInlineTransformRef = import_react.useRef(false);
	const handleRef = useForkRef_default(getReactElementRef(children), childrenRef, ref);
	const handleEnter = normalizedTransitionCallback(childrenRef, (node, isAppearing) => {
		setTranslateValue(direction, node, containerProp);
		if (!reducedMotion.shouldReduceMotion) reflow(node);
		if (onEnter) onEnter(node, isAppearing);
	});
	const handleEntering = normalizedTransitionCallback(childrenRef, (node, isAppearing) => {
		const transitionProps = getTransitionProps({
			timeout,
			style,
			easing: easingProp
		}, { mode: "enter" });
		const transitionTiming = reducedMotion.getTransitionTiming({
			duration: transitionProps.duration,
			delay: transitionProps.delay
		});
		node.style.transition = theme.transitions.create("transform", {
			duration: transitionTiming.duration,
			easing: transitionProps.easing,
			delay: transitionTiming.delay
		});
		node.style.transform = "none";
		if (onEntering) onEntering(node, isAppearing);
	});
	const handleEntered = normalizedTransitionCallback(childrenRef, onEntered);
	const handleExiting = normalizedTransitionCallback(childrenRef, onExiting);
	const handleExit = normalizedTransitionCallback(childrenRef, (node) => {
		const transitionProps = getTransitionProps({
			timeout,
			style,
			easing: easingProp
		}, { mode: "exit" });
		const transitionTiming = reducedMotion.getTransitionTiming({
			duration: transitionProps.duration,
			delay: transitionProps.delay
		});
		node.style.transition = theme.transitions.create("transform", {
			duration: transitionTiming.duration,
			easing: transitionProps.easing,
			delay: transitionTiming.delay
		});
		const preserveInlineTransform = isGestureTranslate(node.style.transform);
		preserveInlineTransformRef.current = preserveInlineTransform;
		setTranslateValue(direction, node, containerProp, { resetInlineTransform: !preserveInlineTransform });
		if (onExit) onExit(node);
	});
	const handleExited = normalizedTransitionCallback(childrenRef, (node) => {
		preserveInlineTransformRef.current = false;
		node.style.transition = "";
		if (onExited) onExited(node);
	});
	const handleAddEndListener = addEndListener ? (next) => {
		addEndListener(childrenRef.current, next);
	} : void 0;
	const updatePosition = import_react.useCallback(() => {
		if (childrenRef.current) setTranslateValue(direction, childrenRef.current, containerProp);
	}, [direction, containerProp]);
	import_react.useEffect(() => {
		if (inProp || direction === "down" || direction === "right") return;
		const handleResize = debounce_default(() => {
			if (childrenRef.current) setTranslateValue(direction, childrenRef.current, containerProp);
		});
		const containerWindow = ownerWindow_default(childrenRef.current);
		containerWindow.addEventListener("resize", handleResize);
		return () => {
			handleResize.clear();
			containerWindow.removeEventListener("resize", handleResize);
		};
	}, [
		direction,
		inProp,
		containerProp
	]);
	import_react.useEffect(() => {
		if (!inProp && !preserveInlineTransformRef.current) updatePosition();
	}, [inProp, updatePosition]);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(Transition, {
		nodeRef: childrenRef,
		onEnter: handleEnter,
		onEntered: handleEntered,
		onEntering: handleEntering,
		onExit: handleExit,
		onExited: handleExited,
		onExiting: handleExiting,
		addEndListener: handleAddEndListener,
		appear,
		in: inProp,
		reduceMotion: reducedMotion.shouldReduceMotion,
		timeout,
		...other,
		children: (state, { ownerState, ...restChildProps }) => {
			let childStyle;
			if (state === "exited" && !inProp) childStyle = style || children.props.style ? {
				visibility: "hidden",
				...style,
				...children.props.style
			} : hiddenStyles;
			else if (style && children.props.style) childStyle = {
				...style,
				...children.props.style
			};
			else childStyle = style || children.props.style;
			return /*#__PURE__*/ import_react.cloneElement(children, {
				ref: handleRef,
				style: childStyle,
				...restChildProps
			});
		}
	});
});
process.env.NODE_ENV !== "production" && (Slide.propTypes = {
	/**
	* Add a custom transition end trigger.
	* Use it when you need custom logic to decide when the transition has ended.
	* Note: Timeouts are still used as a fallback if provided.
	*
	* @param {HTMLElement} node The transitioning DOM node.
	* @param {Function} done Call this when the transition has finished.
	*/
	addEndListener: import_prop_types.default.func,
	/**
	* Perform the enter transition when it first mounts if `in` is also `true`.
	* Set this to `false` to disable this behavior.
	* @default true
	*/
	appear: import_prop_types.default.bool,
	/**
	* A single child content element.
	*/
	children: elementAcceptingRef.isRequired,
	/**
	* An HTML element, or a function that returns one.
	* It's used to set the container the Slide is transitioning from.
	*/
	container: chainPropTypes(import_prop_types.default.oneOfType([HTMLElementType, import_prop_types.default.func]), (props) => {
		if (props.open) {
			const resolvedContainer = resolveContainer(props.container);
			if (resolvedContainer && resolvedContainer.nodeType === 1) {
				const box = resolvedContainer.getBoundingClientRect();
				if (process.env.NODE_ENV !== "production") {
					if (isLayoutSupported() && box.top === 0 && box.left === 0 && box.right === 0 && box.bottom === 0) return new Error([
						"MUI: The `container` prop provided to the component is invalid.",
						"The anchor element should be part of the document layout.",
						"Make sure the element is present in the document or that it's not display none."
					].join("\n"));
				}
			} else if (!resolvedContainer || typeof resolvedContainer.getBoundingClientRect !== "function" || resolvedContainer.contextElement != null && resolvedContainer.contextElement.nodeType !== 1) return new Error(["MUI: The `container` prop provided to the component is invalid.", "It should be an HTML element instance."].join("\n"));
		}
		return null;
	}),
	/**
	* Direction the child node will enter from.
	* @default 'down'
	*/
	direction: import_prop_types.default.oneOf([
		"down",
		"left",
		"right",
		"up"
	]),
	/**
	* If `true`, the transition ignores `theme.motion.reducedMotion` and keeps its normal timing.
	* @default false
	*/
	disablePrefersReducedMotion: import_prop_types.default.bool,
	/**
	* The transition timing function.
	* You may specify a single easing or a object containing enter and exit values.
	* @default {
	*   enter: theme.transitions.easing.easeOut,
	*   exit: theme.transitions.easing.sharp,
	* }
	*/
	easing: import_prop_types.default.oneOfType([import_prop_types.default.shape({
		enter: import_prop_types.default.string,
		exit: import_prop_types.default.string
	}), import_prop_types.default.string]),
	/**
	* If `true`, the component will transition in.
	*/
	in: import_prop_types.default.bool,
	/**
	* @ignore
	*/
	onEnter: import_prop_types.default.func,
	/**
	* @ignore
	*/
	onEntered: import_prop_types.default.func,
	/**
	* @ignore
	*/
	onEntering: import_prop_types.default.func,
	/**
	* @ignore
	*/
	onExit: import_prop_types.default.func,
	/**
	* @ignore
	*/
	onExited: import_prop_types.default.func,
	/**
	* @ignore
	*/
	onExiting: import_prop_types.default.func,
	/**
	* @ignore
	*/
	style: import_prop_types.default.object,
	/**
	* The duration for the transition, in milliseconds.
	* You may specify a single timeout for all transitions, or individually with an object.
	* @default {
	*   enter: theme.transitions.duration.enteringScreen,
	*   exit: theme.transitions.duration.leavingScreen,
	* }
	*/
	timeout: import_prop_types.default.oneOfType([import_prop_types.default.number, import_prop_types.default.shape({
		appear: import_prop_types.default.number,
		enter: import_prop_types.default.number,
		exit: import_prop_types.default.number
	})])
});
// ../../node_modules/@mui/material/Drawer/drawerClasses.mjs
function getDrawerUtilityClass(slot) {
	return generateUtilityClass("MuiDrawer", slot);
}
generateUtilityClasses("MuiDrawer", [
	"root",
	"docked",
	"paper",
	"anchorLeft",
	"anchorRight",
	"anchorTop",
	"anchorBottom",
	"modal"
]);
// ../../node_modules/@mui/material/Drawer/Drawer.mjs
var overridesResolver$1 = (props, styles) => {
	const { ownerState } = props;
	return [
		styles.root,
		(ownerState.variant === "permanent" || ownerState.variant === "persistent") && styles.docked,
		ownerState.variant === "temporary" && styles.modal
	];
};
var useUtilityClasses$2 = (ownerState) => {
	const { classes, anchor, variant } = ownerState;
	const slots = {
		root: ["root", `anchor${capitalize_default(anchor)}`],
		docked: [(variant === "permanent" || variant === "persistent") && "docked"],
		modal: ["modal"],
		paper: ["paper"]
	};
	return composeClasses(slots, getDrawerUtilityClass, classes);
};
var DrawerRoot = styled(Modal, {
	name: "MuiDrawer",
	slot: "Root",
	overridesResolver: overridesResolver$1
})(memoTheme(({ theme }) => ({ zIndex: (theme.vars || theme).zIndex.drawer })));
var DrawerDockedRoot = styled("div", {
	shouldForwardProp: rootShouldForwardProp,
	name: "MuiDrawer",
	slot: "Docked",
	skipVariantsResolver: false,
	overridesResolver: overridesResolver$1
})({ flex: "0 0 auto" });
var DrawerPaper = styled(Paper, {
	name: "MuiDrawer",
	slot: "Paper"
})(memoTheme(({ theme }) => ({
	overflowY: "auto",
	display: "flex",
	flexDirection: "column",
	height: "100%",
	flex: "1 0 auto",
	zIndex: (theme.vars || theme).zIndex.drawer,
	WebkitOverflowScrolling: "touch",
	position: "fixed",
	top: 0,
	outline: 0,
	variants: [
		{
			props: { anchor: "left" },
			style: { left: 0 }
		},
		{
			props: { anchor: "top" },
			style: {
				top: 0,
				left: 0,
				right: 0,
				height: "auto",
				maxHeight: "100%"
			}
		},
		{
			props: { anchor: "right" },
			style: { right: 0 }
		},
		{
			props: { anchor: "bottom" },
			style: {
				top: "auto",
				left: 0,
				bottom: 0,
				right: 0,
				height: "auto",
				maxHeight: "100%"
			}
		},
		{
			props: ({ ownerState }) => ownerState.anchor === "left" && ownerState.variant !== "temporary",
			style: { borderRight: `1px solid ${(theme.vars || theme).palette.divider}` }
		},
		{
			props: ({ ownerState }) => ownerState.anchor === "top" && ownerState.variant !== "temporary",
			style: { borderBottom: `1px solid ${(theme.vars || theme).palette.divider}` }
		},
		{
			props: ({ ownerState }) => ownerState.anchor === "right" && ownerState.variant !== "temporary",
			style: { borderLeft: `1px solid ${(theme.vars || theme).palette.divider}` }
		},
		{
			props: ({ ownerState }) => ownerState.anchor === "bottom" && ownerState.variant !== "temporary",
			style: { borderTop: `1px solid ${(theme.vars || theme).palette.divider}` }
		}
	]
})));
var oppositeDirection = {
	left: "right",
	right: "left",
	top: "down",
	bottom: "up"
};
function isHorizontal(anchor) {
	return ["left", "right"].includes(anchor);
}
function getAnchor({ direction }, anchor) {
	return direction === "rtl" && isHorizontal(anchor) ? oppositeDirection[anchor] : anchor;
}
/**
* The props of the [Modal](/material-ui/api/modal/) component are available
* when `variant="temporary"` is set.
*/
var Drawer = /*#__PURE__*/ import_react.forwardRef(function Drawer(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiDrawer"
	});
	const theme = useTheme();
	const isRtl = useRtl();
	const defaultTransitionDuration = {
		enter: theme.transitions.duration.enteringScreen,
		exit: theme.transitions.duration.leavingScreen
	};
	const { anchor: anchorProp = "left", children, className, elevation = 16, hideBackdrop = false, ModalProps = {}, onClose, open = false, transitionDuration = defaultTransitionDuration, variant = "temporary", slots = {}, slotProps = {}, ...other } = props;
	const mounted = import_react.useRef(false);
	const rootRef = import_react.useRef(null);
	const handleRef = useForkRef_default(ref, rootRef);
	import_react.useEffect(() => {
		mounted.current = true;
	}, []);
	const resolveSlideContainer = import_react.useCallback(() => rootRef.current, []);
	const anchorInvariant = getAnchor({ direction: isRtl ? "rtl" : "ltr" }, anchorProp);
	const anchor = anchorProp;
	const ownerState = {
		...props,
		anchor,
		elevation,
		open,
		variant,
		...other
	};
	const classes = useUtilityClasses$2(ownerState);
	const externalForwardedProps = {
		slots,
		slotProps: {
			...slotProps,
			backdrop: mergeSlotProps(slotProps.backdrop, { transitionDuration })
		}
	};
	const [RootSlot, rootSlotProps] = useSlot("root", {
		ref: handleRef,
		elementType: DrawerRoot,
		className: clsx(classes.root, classes.modal, className),
		shouldForwardComponentProp: true,
		ownerState,
		externalForwardedProps: {
			...externalForwardedProps,
			...other,
			...ModalProps
		},
		additionalProps: {
			closeAfterTransition: true,
			open,
			onClose,
			hideBackdrop,
			slots: { backdrop: externalForwardedProps.slots.backdrop },
			slotProps: { backdrop: externalForwardedProps.slotProps.backdrop }
		}
	});
	const [PaperSlot, paperSlotProps] = useSlot("paper", {
		elementType: DrawerPaper,
		shouldForwardComponentProp: true,
		className: classes.paper,
		ownerState,
		externalForwardedProps,
		additionalProps: {
			elevation: variant === "temporary" ? elevation : 0,
			square: true,
			...variant === "temporary" && {
				role: "dialog",
				"aria-modal": "true",
				["data-mui-focusable"]: "",
				tabIndex: -1
			}
		}
	});
	const [DockedSlot, dockedSlotProps] = useSlot("docked", {
		elementType: DrawerDockedRoot,
		ref: handleRef,
		className: clsx(classes.root, classes.docked, className),
		ownerState,
		externalForwardedProps,
		additionalProps: other
	});
	const [TransitionSlot, transitionSlotProps] = useSlot("transition", {
		elementType: Slide,
		ownerState,
		externalForwardedProps,
		additionalProps: {
			in: open,
			direction: oppositeDirection[anchorInvariant],
			timeout: transitionDuration,
			appear: mounted.current,
			...variant === "temporary" && (slots.transition == null || slots.transition === Slide) && { container: resolveSlideContainer }
		}
	});
	const drawer = /*#__PURE__*/ (0, import_jsx_runtime.jsx)(PaperSlot, {
		...paperSlotProps,
		children
	});
	if (variant === "permanent") return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(DockedSlot, {
		...dockedSlotProps,
		children: drawer
	});
	const slidingDrawer = /*#__PURE__*/ (0, import_jsx_runtime.jsx)(TransitionSlot, {
		...transitionSlotProps,
		children: drawer
	});
	if (variant === "persistent") return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(DockedSlot, {
		...dockedSlotProps,
		children: slidingDrawer
	});
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(RootSlot, {
		...rootSlotProps,
		children: slidingDrawer
	});
});
process.env.NODE_ENV !== "production" && (Drawer.propTypes = {
	/**
	* Side from which the drawer will appear.
	* @default 'left'
	*/
	anchor: import_prop_types.default.oneOf([
		"bottom",
		"left",
		"right",
		"top"
	]),
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
	* The elevation of the drawer.
	* @default 16
	*/
	elevation: integerPropType,
	/**
	* If `true`, the backdrop is not rendered.
	* @default false
	*/
	hideBackdrop: import_prop_types.default.bool,
	/**
	* Props applied to the [`Modal`](https://mui.com/material-ui/api/modal/) element.
	* @default {}
	*/
	ModalProps: import_prop_types.default.object,
	/**
	* Callback fired when the component requests to be closed.
	* The `reason` parameter can optionally be used to control the response to `onClose`.
	*
	* @param {object} event The event source of the callback.
	* @param {string} reason Can be: `"escapeKeyDown"`, `"backdropClick"`.
	*/
	onClose: import_prop_types.default.func,
	/**
	* If `true`, the component is shown.
	* @default false
	*/
	open: import_prop_types.default.bool,
	/**
	* The props used for each slot inside.
	* @default {}
	*/
	slotProps: import_prop_types.default.shape({
		backdrop: import_prop_types.default.oneOfType([import_prop_types.default.func, import_prop_types.default.object]),
		docked: import_prop_types.default.oneOfType([import_prop_types.default.func, import_prop_types.default.object]),
		paper: import_prop_types.default.oneOfType([import_prop_types.default.func, import_prop_types.default.object]),
		root: import_prop_types.default.oneOfType([import_prop_types.default.func, import_prop_types.default.object]),
		transition: import_prop_types.default.oneOfType([import_prop_types.default.func, import_prop_types.default.object])
	}),
	/**
	* The components used for each slot inside.
	* @default {}
	*/
	slots: import_prop_types.default.shape({
		backdrop: import_prop_types.default.elementType,
		docked: import_prop_types.default.elementType,
		paper: import_prop_types.default.elementType,
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
	]),
	/**
	* The duration for the transition, in milliseconds.
	* You may specify a single timeout for all transitions, or individually with an object.
	* @default {
	*   enter: theme.transitions.duration.enteringScreen,
	*   exit: theme.transitions.duration.leavingScreen,
	* }
	*/
	transitionDuration: import_prop_types.default.oneOfType([import_prop_types.default.number, import_prop_types.default.shape({
		appear: import_prop_types.default.number,
		enter: import_prop_types.default.number,
		exit: import_prop_types.default.number
	})]),
	/**
	* The variant to use.
	* @default 'temporary'
	*/
	variant: import_prop_types.default.oneOf([
		"permanent",
		"persistent",
		"temporary"
	])
});
// ../../node_modules/@mui/material/ListItemButton/ListItemButton.mjs
var overridesResolver = (props, styles) => {
	const { ownerState } = props;
	return [
		styles.root,
		ownerState.dense && styles.dense,
		ownerState.alignItems === "flex-start" && styles.alignItemsFlexStart,
		ownerState.divider && styles.divider,
		!ownerState.disableGutters && styles.gutters
	];
};
var useUtilityClasses$1 = (ownerState) => {
	const { alignItems, classes, dense, disabled, disableGutters, divider, selected } = ownerState;
	const composedClasses = composeClasses({ root: [
		"root",
		dense && "dense",
		!disableGutters && "gutters",
		divider && "divider",
		disabled && "disabled",
		alignItems === "flex-start" && "alignItemsFlexStart",
		selected && "selected"
	] }, getListItemButtonUtilityClass, classes);
	return {
		...classes,
		...composedClasses
	};
};
var ListItemButtonRoot = styled(ButtonBase, {
	shouldForwardProp: (prop) => rootShouldForwardProp(prop) || prop === "classes",
	name: "MuiListItemButton",
	slot: "Root",
	overridesResolver
})(memoTheme(({ theme }) => ({
	display: "flex",
	flexGrow: 1,
	justifyContent: "flex-start",
	alignItems: "center",
	position: "relative",
	textDecoration: "none",
	minWidth: 0,
	boxSizing: "border-box",
	textAlign: "left",
	paddingTop: 8,
	paddingBottom: 8,
	...getTransitionStyles(theme, "background-color", { duration: theme.transitions.duration.shortest }),
	"&:hover": {
		textDecoration: "none",
		backgroundColor: (theme.vars || theme).palette.action.hover,
		"@media (hover: none)": { backgroundColor: "transparent" }
	},
	[`&.${listItemButtonClasses.selected}`]: {
		backgroundColor: theme.alpha((theme.vars || theme).palette.primary.main, (theme.vars || theme).palette.action.selectedOpacity),
		...!theme.focusVisible && { [`&.${listItemButtonClasses.focusVisible}`]: { backgroundColor: theme.alpha((theme.vars || theme).palette.primary.main, `${(theme.vars || theme).palette.action.selectedOpacity} + ${(theme.vars || theme).palette.action.focusOpacity}`) } }
	},
	[`&.${listItemButtonClasses.selected}:hover`]: {
		backgroundColor: theme.alpha((theme.vars || theme).palette.primary.main, `${(theme.vars || theme).palette.action.selectedOpacity} + ${(theme.vars || theme).palette.action.hoverOpacity}`),
		"@media (hover: none)": { backgroundColor: theme.alpha((theme.vars || theme).palette.primary.main, (theme.vars || theme).palette.action.selectedOpacity) }
	},
	...theme.focusVisible ? applyInsetFocusVisible(1) : { [`&.${listItemButtonClasses.focusVisible}`]: { backgroundColor: (theme.vars || theme).palette.action.focus } },
	[`&.${listItemButtonClasses.disabled}`]: { opacity: (theme.vars || theme).palette.action.disabledOpacity },
	variants: [
		{
			props: ({ ownerState }) => ownerState.divider,
			style: {
				borderBottom: `1px solid ${(theme.vars || theme).palette.divider}`,
				backgroundClip: "padding-box"
			}
		},
		{
			props: { alignItems: "flex-start" },
			style: { alignItems: "flex-start" }
		},
		{
			props: ({ ownerState }) => !ownerState.disableGutters,
			style: {
				paddingLeft: 16,
				paddingRight: 16
			}
		},
		{
			props: ({ ownerState }) => ownerState.dense,
			style: {
				paddingTop: 4,
				paddingBottom: 4
			}
		}
	]
})));
var ListItemButton = /*#__PURE__*/ import_react.forwardRef(function ListItemButton(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiListItemButton"
	});
	const { alignItems = "center", autoFocus = false, component = "div", children, dense = false, disableGutters = false, divider = false, focusVisibleClassName, selected = false, className, ...other } = props;
	const context = import_react.useContext(ListContext);
	const childContext = import_react.useMemo(() => ({
		dense: dense || context.dense || false,
		alignItems,
		disableGutters
	}), [
		alignItems,
		context.dense,
		dense,
		disableGutters
	]);
	const listItemRef = import_react.useRef(null);
	useEnhancedEffect_default(() => {
		if (autoFocus) {
			if (listItemRef.current) listItemRef.current.focus();
			else if (process.env.NODE_ENV !== "production") console.error("MUI: Unable to set focus to a ListItemButton whose component has not been rendered.");
		}
	}, [autoFocus]);
	const ownerState = {
		...props,
		alignItems,
		dense: childContext.dense,
		disableGutters,
		divider,
		selected
	};
	const classes = useUtilityClasses$1(ownerState);
	const { root, ...forwardedClasses } = classes;
	const handleRef = useForkRef_default(listItemRef, ref);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ListContext.Provider, {
		value: childContext,
		children: /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ListItemButtonRoot, {
			ref: handleRef,
			href: other.href || other.to,
			component: (other.href || other.to) && component === "div" ? "button" : component,
			internalNativeButton: false,
			focusVisibleClassName: clsx(classes.focusVisible, focusVisibleClassName),
			ownerState,
			className: clsx(classes.root, className),
			...other,
			classes: forwardedClasses,
			children
		})
	});
});
process.env.NODE_ENV !== "production" && (ListItemButton.propTypes = {
	/**
	* Defines the `align-items` style property.
	* @default 'center'
	*/
	alignItems: import_prop_types.default.oneOf(["center", "flex-start"]),
	/**
	* If `true`, the list item is focused during the first mount.
	* Focus will also be triggered if the value changes from false to true.
	* @default false
	*/
	autoFocus: import_prop_types.default.bool,
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
	* The component used for the root node.
	* Either a string to use a HTML element or a component.
	*/
	component: import_prop_types.default.elementType,
	/**
	* If `true`, compact vertical padding designed for keyboard and mouse input is used.
	* The prop defaults to the value inherited from the parent List component.
	* @default false
	*/
	dense: import_prop_types.default.bool,
	/**
	* If `true`, the component is disabled.
	* @default false
	*/
	disabled: import_prop_types.default.bool,
	/**
	* If `true`, the left and right padding is removed.
	* @default false
	*/
	disableGutters: import_prop_types.default.bool,
	/**
	* If `true`, a 1px light border is added to the bottom of the list item.
	* @default false
	*/
	divider: import_prop_types.default.bool,
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
	href: import_prop_types.default.string,
	/**
	* Use to apply selected styling.
	* @default false
	*/
	selected: import_prop_types.default.bool,
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
// ../../node_modules/@mui/icons-material/BusinessOutlined.mjs
var BusinessOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M12 7V3H2v18h20V7zM6 19H4v-2h2zm0-4H4v-2h2zm0-4H4V9h2zm0-4H4V5h2zm4 12H8v-2h2zm0-4H8v-2h2zm0-4H8V9h2zm0-4H8V5h2zm10 12h-8v-2h2v-2h-2v-2h2v-2h-2V9h8zm-2-8h-2v2h2zm0 4h-2v2h2z" }), "BusinessOutlined");
// ../../node_modules/@mui/icons-material/DescriptionOutlined.mjs
var DescriptionOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M8 16h8v2H8zm0-4h8v2H8zm6-10H6c-1.1 0-2 .9-2 2v16c0 1.1.89 2 1.99 2H18c1.1 0 2-.9 2-2V8zm4 18H6V4h7v5h5z" }), "DescriptionOutlined");
// ../../node_modules/@mui/icons-material/EventNoteOutlined.mjs
var EventNoteOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M19 3h-1V1h-2v2H8V1H6v2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m0 16H5V9h14zM5 7V5h14v2zm2 4h10v2H7zm0 4h7v2H7z" }), "EventNoteOutlined");
// ../../node_modules/@mui/icons-material/FactCheckOutlined.mjs
var FactCheckOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsxs)("g", {
	fillRule: "evenodd",
	children: [/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M20 3H4c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m0 16H4V5h16z" }), /*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M19.41 10.42 17.99 9l-3.17 3.17-1.41-1.42L12 12.16 14.82 15zM5 7h5v2H5zm0 4h5v2H5zm0 4h5v2H5z" })]
}), "FactCheckOutlined");
// ../../node_modules/@mui/icons-material/HomeOutlined.mjs
var HomeOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "m12 5.69 5 4.5V18h-2v-6H9v6H7v-7.81zM12 3 2 12h3v8h6v-6h2v6h6v-8h3z" }), "HomeOutlined");
// ../../node_modules/@mui/icons-material/InsightsOutlined.mjs
var InsightsOutlined_default = createSvgIcon([/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M21 8c-1.45 0-2.26 1.44-1.93 2.51l-3.55 3.56c-.3-.09-.74-.09-1.04 0l-2.55-2.55C12.27 10.45 11.46 9 10 9c-1.45 0-2.27 1.44-1.93 2.52l-4.56 4.55C2.44 15.74 1 16.55 1 18c0 1.1.9 2 2 2 1.45 0 2.26-1.44 1.93-2.51l4.55-4.56c.3.09.74.09 1.04 0l2.55 2.55C12.73 16.55 13.54 18 15 18c1.45 0 2.27-1.44 1.93-2.52l3.56-3.55c1.07.33 2.51-.48 2.51-1.93 0-1.1-.9-2-2-2" }, "0"), /*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "m15 9 .94-2.07L18 6l-2.06-.93L15 3l-.92 2.07L12 6l2.08.93zM3.5 11 4 9l2-.5L4 8l-.5-2L3 8l-2 .5L3 9z" }, "1")], "InsightsOutlined");
// ../../node_modules/@mui/icons-material/HistoryOutlined.mjs
var HistoryOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M13 3c-4.97 0-9 4.03-9 9H1l3.89 3.89.07.14L9 12H6c0-3.87 3.13-7 7-7s7 3.13 7 7-3.13 7-7 7c-1.93 0-3.68-.79-4.94-2.06l-1.42 1.42C8.27 19.99 10.51 21 13 21c4.97 0 9-4.03 9-9s-4.03-9-9-9m-1 5v5l4.25 2.52.77-1.28-3.52-2.09V8z" }), "HistoryOutlined");
// ../../node_modules/@mui/icons-material/LocalLibraryOutlined.mjs
var LocalLibraryOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M12 9c2.21 0 4-1.79 4-4s-1.79-4-4-4-4 1.79-4 4 1.79 4 4 4m0-6c1.1 0 2 .9 2 2s-.9 2-2 2-2-.9-2-2 .9-2 2-2m0 8.55C9.64 9.35 6.48 8 3 8v11c3.48 0 6.64 1.35 9 3.55 2.36-2.19 5.52-3.55 9-3.55V8c-3.48 0-6.64 1.35-9 3.55m7 5.58c-2.53.34-4.93 1.3-7 2.82-2.06-1.52-4.47-2.49-7-2.83v-6.95c2.1.38 4.05 1.35 5.64 2.83L12 14.28l1.36-1.27c1.59-1.48 3.54-2.45 5.64-2.83z" }), "LocalLibraryOutlined");
// ../../node_modules/@mui/icons-material/PeopleAltOutlined.mjs
var PeopleAltOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M16.67 13.13C18.04 14.06 19 15.32 19 17v3h4v-3c0-2.18-3.57-3.47-6.33-3.87M15 12c2.21 0 4-1.79 4-4s-1.79-4-4-4c-.47 0-.91.1-1.33.24C14.5 5.27 15 6.58 15 8s-.5 2.73-1.33 3.76c.42.14.86.24 1.33.24m-6 0c2.21 0 4-1.79 4-4s-1.79-4-4-4-4 1.79-4 4 1.79 4 4 4m0-6c1.1 0 2 .9 2 2s-.9 2-2 2-2-.9-2-2 .9-2 2-2m0 7c-2.67 0-8 1.34-8 4v3h16v-3c0-2.66-5.33-4-8-4m6 5H3v-.99C3.2 16.29 6.3 15 9 15s5.8 1.29 6 2z" }), "PeopleAltOutlined");
// ../../node_modules/@mui/icons-material/RouteOutlined.mjs
var RouteOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M19 15.18V7c0-2.21-1.79-4-4-4s-4 1.79-4 4v10c0 1.1-.9 2-2 2s-2-.9-2-2V8.82C8.16 8.4 9 7.3 9 6c0-1.66-1.34-3-3-3S3 4.34 3 6c0 1.3.84 2.4 2 2.82V17c0 2.21 1.79 4 4 4s4-1.79 4-4V7c0-1.1.9-2 2-2s2 .9 2 2v8.18c-1.16.41-2 1.51-2 2.82 0 1.66 1.34 3 3 3s3-1.34 3-3c0-1.3-.84-2.4-2-2.82M6 7c-.55 0-1-.45-1-1s.45-1 1-1 1 .45 1 1-.45 1-1 1m12 12c-.55 0-1-.45-1-1s.45-1 1-1 1 .45 1 1-.45 1-1 1" }), "RouteOutlined");
// ../../node_modules/@mui/icons-material/TrendingUp.mjs
var TrendingUp_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "m16 6 2.29 2.29-4.88 4.88-4-4L2 16.59 3.41 18l6-6 4 4 6.3-6.29L22 12V6z" }), "TrendingUp");
// src/app/layouts/menu-icons.tsx
var menuIcons = {
	home: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HomeOutlined_default, {}),
	routes: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RouteOutlined_default, {}),
	progress: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TrendingUp_default, {}),
	libraries: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LocalLibraryOutlined_default, {}),
	favorites: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FavoriteBorder_default, {}),
	insights: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(InsightsOutlined_default, {}),
	users: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PeopleAltOutlined_default, {}),
	companies: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BusinessOutlined_default, {}),
	audit: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HistoryOutlined_default, {}),
	evaluation: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FactCheckOutlined_default, {}),
	plan: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EventNoteOutlined_default, {}),
	document: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DescriptionOutlined_default, {})
};
// src/app/layouts/nav-menu.tsx
function NavLink({ item, selected, nested = false, onNavigate }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListItem, {
		disablePadding: true,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(ListItemButton, {
			component: Link,
			to: item.url,
			selected,
			"aria-current": selected ? "page" : void 0,
			onClick: onNavigate,
			sx: nested ? { pl: 4 } : void 0,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListItemIcon, {
				"aria-hidden": "true",
				children: menuIcons[item.icon]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListItemText, { primary: item.title })]
		})
	});
}
/** The side menu: links, and groups (Bibliotecas) whose button opens and closes their submenu. */
function NavMenu({ id, items, active, onNavigate }) {
	const [toggled, setToggled] = (0, import_react.useState)({});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("nav", {
		id,
		"aria-label": "Menú principal",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(List, {
			sx: { px: 1 },
			children: items.map((item) => {
				const isActive = active.itemId === item.id;
				if (!item.children) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NavLink, {
					item,
					selected: isActive,
					onNavigate
				}, item.id);
				const expanded = toggled[item.id] ?? isActive;
				const submenuId = `${id}-${item.id}`;
				return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(ListItem, {
					disablePadding: true,
					sx: { display: "block" },
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(ListItemButton, {
						"aria-expanded": expanded,
						"aria-controls": submenuId,
						onClick: () => setToggled((current) => ({
							...current,
							[item.id]: !expanded
						})),
						sx: isActive ? {
							color: "primary.dark",
							fontWeight: 600
						} : void 0,
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListItemIcon, {
								"aria-hidden": "true",
								children: menuIcons[item.icon]
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListItemText, { primary: item.title }),
							expanded ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ExpandLess_default, { "aria-hidden": "true" }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ExpandMore_default, { "aria-hidden": "true" })
						]
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Collapse, {
						in: expanded,
						timeout: "auto",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(List, {
							id: submenuId,
							disablePadding: true,
							children: item.children.map((child) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NavLink, {
								item: child,
								nested: true,
								selected: isActive && active.childId === child.id,
								onNavigate
							}, child.id))
						})
					})]
				}, item.id);
			})
		})
	});
}
// ../../node_modules/@mui/icons-material/AccountCircle.mjs
var AccountCircle_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 4c1.93 0 3.5 1.57 3.5 3.5S13.93 13 12 13s-3.5-1.57-3.5-3.5S10.07 6 12 6m0 14c-2.03 0-4.43-.82-6.14-2.88C7.55 15.8 9.68 15 12 15s4.45.8 6.14 2.12C16.43 19.18 14.03 20 12 20" }), "AccountCircle");
// ../../node_modules/@mui/icons-material/Key.mjs
var Key_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M21 10h-8.35C11.83 7.67 9.61 6 7 6c-3.31 0-6 2.69-6 6s2.69 6 6 6c2.61 0 4.83-1.67 5.65-4H13l2 2 2-2 2 2 4-4.04zM7 15c-1.65 0-3-1.35-3-3s1.35-3 3-3 3 1.35 3 3-1.35 3-3 3" }), "Key");
// ../../node_modules/@mui/icons-material/Logout.mjs
var Logout_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "m17 7-1.41 1.41L18.17 11H8v2h10.17l-2.58 2.58L17 17l5-5zM4 5h8V3H4c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h8v-2H4z" }), "Logout");
// ../../node_modules/@mui/material/internal/svg-icons/Person.mjs
/**
* @ignore - internal component.
*/
var Person_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M12 12c2.21 0 4-1.79 4-4s-1.79-4-4-4-4 1.79-4 4 1.79 4 4 4zm0 2c-2.67 0-8 1.34-8 4v2h16v-2c0-2.66-5.33-4-8-4z" }), "Person");
// ../../node_modules/@mui/material/Avatar/avatarClasses.mjs
function getAvatarUtilityClass(slot) {
	return generateUtilityClass("MuiAvatar", slot);
}
generateUtilityClasses("MuiAvatar", [
	"root",
	"colorDefault",
	"circular",
	"rounded",
	"square",
	"img",
	"fallback"
]);
// ../../node_modules/@mui/material/Avatar/Avatar.mjs
var useUtilityClasses = (ownerState) => {
	const { classes, variant, colorDefault } = ownerState;
	return composeClasses({
		root: [
			"root",
			variant,
			colorDefault && "colorDefault"
		],
		img: ["img"],
		fallback: ["fallback"]
	}, getAvatarUtilityClass, classes);
};
var AvatarRoot = styled("div", {
	name: "MuiAvatar",
	slot: "Root",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		return [
			styles.root,
			styles[ownerState.variant],
			ownerState.colorDefault && styles.colorDefault
		];
	}
})(memoTheme(({ theme }) => ({
	position: "relative",
	display: "flex",
	alignItems: "center",
	justifyContent: "center",
	flexShrink: 0,
	width: 40,
	height: 40,
	fontFamily: theme.typography.fontFamily,
	fontSize: theme.typography.pxToRem(20),
	lineHeight: 1,
	borderRadius: "50%",
	overflow: "hidden",
	userSelect: "none",
	variants: [
		{
			props: { variant: "rounded" },
			style: { borderRadius: (theme.vars || theme).shape.borderRadius }
		},
		{
			props: { variant: "square" },
			style: { borderRadius: 0 }
		},
		{
			props: { colorDefault: true },
			style: {
				color: (theme.vars || theme).palette.background.default,
				"@media (forced-colors: active)": {
					boxSizing: "border-box",
					border: "1px solid ButtonBorder"
				},
				...theme.vars ? { backgroundColor: theme.vars.palette.Avatar.defaultBg } : {
					backgroundColor: theme.palette.grey[400],
					...theme.applyStyles("dark", { backgroundColor: theme.palette.grey[600] })
				}
			}
		}
	]
})));
var AvatarImg = styled("img", {
	name: "MuiAvatar",
	slot: "Img"
})({
	width: "100%",
	height: "100%",
	textAlign: "center",
	objectFit: "cover",
	color: "transparent",
	textIndent: 1e4
});
var AvatarFallback = styled(Person_default, {
	name: "MuiAvatar",
	slot: "Fallback"
})({
	width: "75%",
	height: "75%"
});
function useLoaded(src, srcSet, crossOrigin, referrerPolicy) {
	const [loaded, setLoaded] = import_react.useState(false);
	import_react.useEffect(() => {
		if (!src && !srcSet) return;
		setLoaded(false);
		let active = true;
		const image = new Image();
		image.onload = () => {
			if (!active) return;
			setLoaded("loaded");
		};
		image.onerror = () => {
			if (!active) return;
			setLoaded("error");
		};
		image.crossOrigin = crossOrigin;
		image.referrerPolicy = referrerPolicy;
		image.src = src;
		if (srcSet) image.srcset = srcSet;
		return () => {
			active = false;
		};
	}, [
		crossOrigin,
		referrerPolicy,
		src,
		srcSet
	]);
	return loaded;
}
var Avatar = /*#__PURE__*/ import_react.forwardRef(function Avatar(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiAvatar"
	});
	const { alt, children: childrenProp, className, component = "div", slots = {}, slotProps = {}, sizes, src, srcSet, variant = "circular", ...other } = props;
	let children = null;
	const ownerState = {
		...props,
		component,
		variant
	};
	const { crossOrigin, referrerPolicy } = (typeof slotProps.img === "function" ? slotProps.img(ownerState) : slotProps.img) ?? {};
	const loaded = useLoaded(src, srcSet, crossOrigin, referrerPolicy);
	const hasImg = src || srcSet;
	const hasImgNotFailing = hasImg && loaded !== "error";
	ownerState.colorDefault = !hasImgNotFailing;
	delete ownerState.ownerState;
	const classes = useUtilityClasses(ownerState);
	const externalForwardedProps = {
		slots,
		slotProps
	};
	const [RootSlot, rootSlotProps] = useSlot("root", {
		ref,
		className: clsx(classes.root, className),
		elementType: AvatarRoot,
		externalForwardedProps: {
			...externalForwardedProps,
			component,
			...other
		},
		ownerState
	});
	const [ImgSlot, imgSlotProps] = useSlot("img", {
		className: classes.img,
		elementType: AvatarImg,
		externalForwardedProps,
		additionalProps: {
			alt,
			src,
			srcSet,
			sizes
		},
		ownerState
	});
	const [FallbackSlot, fallbackSlotProps] = useSlot("fallback", {
		className: classes.fallback,
		elementType: AvatarFallback,
		externalForwardedProps,
		shouldForwardComponentProp: true,
		ownerState
	});
	if (hasImgNotFailing) children = /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ImgSlot, { ...imgSlotProps });
	else if (!!childrenProp || childrenProp === 0) children = childrenProp;
	else if (hasImg && alt) children = alt[0];
	else children = /*#__PURE__*/ (0, import_jsx_runtime.jsx)(FallbackSlot, { ...fallbackSlotProps });
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(RootSlot, {
		...rootSlotProps,
		children
	});
});
process.env.NODE_ENV !== "production" && (Avatar.propTypes = {
	/**
	* Used in combination with `src` or `srcSet` to
	* provide an alt attribute for the rendered `img` element.
	*/
	alt: import_prop_types.default.string,
	/**
	* Used to render icon or text elements inside the Avatar if `src` is not set.
	* This can be an element, or just a string.
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
	* The component used for the root node.
	* Either a string to use a HTML element or a component.
	*/
	component: import_prop_types.default.elementType,
	/**
	* The `sizes` attribute for the `img` element.
	*/
	sizes: import_prop_types.default.string,
	/**
	* The props used for each slot inside.
	* @default {}
	*/
	slotProps: import_prop_types.default.shape({
		fallback: import_prop_types.default.oneOfType([import_prop_types.default.func, import_prop_types.default.object]),
		img: import_prop_types.default.oneOfType([import_prop_types.default.func, import_prop_types.default.object]),
		root: import_prop_types.default.oneOfType([import_prop_types.default.func, import_prop_types.default.object])
	}),
	/**
	* The components used for each slot inside.
	* @default {}
	*/
	slots: import_prop_types.default.shape({
		fallback: import_prop_types.default.elementType,
		img: import_prop_types.default.elementType,
		root: import_prop_types.default.elementType
	}),
	/**
	* The `src` attribute for the `img` element.
	*/
	src: import_prop_types.default.string,
	/**
	* The `srcSet` attribute for the `img` element.
	* Use this attribute for responsive image display.
	*/
	srcSet: import_prop_types.default.string,
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
	]),
	/**
	* The shape of the avatar.
	* @default 'circular'
	*/
	variant: import_prop_types.default.oneOfType([import_prop_types.default.oneOf([
		"circular",
		"rounded",
		"square"
	]), import_prop_types.default.string])
});
// src/app/layouts/user-menu.tsx
/** "Ana María Pérez" → "AP". */
function initialsOf(nombre) {
	const words = nombre.trim().split(/\s+/).filter(Boolean);
	return ((words[0]?.[0] ?? "") + (words.length > 1 ? words[words.length - 1]?.[0] ?? "" : "")).toLocaleUpperCase("es-CO") || "?";
}
/** `/perfil#contrasena`: the profile page opens on its password section. */
var CHANGE_PASSWORD_HASH = "contrasena";
/** The signed-in person's name and avatar; its menu: "Mi perfil", "Cambiar contraseña" and "Cerrar sesión". */
function UserMenu() {
	const user = useSessionUser();
	const signOut = useSignOut();
	const [anchor, setAnchor] = (0, import_react.useState)(null);
	const buttonId = (0, import_react.useId)();
	const menuId = (0, import_react.useId)();
	const open = anchor !== null;
	if (!user) return null;
	const handleSignOut = () => {
		setAnchor(null);
		signOut.mutate();
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
			id: buttonId,
			color: "inherit",
			"aria-haspopup": "menu",
			"aria-controls": open ? menuId : void 0,
			"aria-expanded": open,
			onClick: (event) => setAnchor(event.currentTarget),
			sx: {
				gap: 1,
				minWidth: 0,
				px: 1
			},
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Avatar, {
				"aria-hidden": "true",
				sx: {
					width: 34,
					height: 34,
					fontSize: "0.9rem",
					bgcolor: "secondary.main"
				},
				children: initialsOf(user.nombre)
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "span",
				sx: {
					overflow: "hidden",
					textOverflow: "ellipsis",
					whiteSpace: "nowrap",
					maxWidth: 220,
					position: {
						xs: "absolute",
						sm: "static"
					},
					width: {
						xs: "1px",
						sm: "auto"
					},
					height: {
						xs: "1px",
						sm: "auto"
					},
					clipPath: {
						xs: "inset(50%)",
						sm: "none"
					}
				},
				children: user.nombre
			})]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Menu, {
			id: menuId,
			anchorEl: anchor,
			open,
			onClose: () => setAnchor(null),
			anchorOrigin: {
				vertical: "bottom",
				horizontal: "right"
			},
			transformOrigin: {
				vertical: "top",
				horizontal: "right"
			},
			slotProps: { list: { "aria-labelledby": buttonId } },
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(MenuItem, {
					component: Link,
					to: paths.profile(),
					onClick: () => setAnchor(null),
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListItemIcon, {
						"aria-hidden": "true",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AccountCircle_default, { fontSize: "small" })
					}), "Mi perfil"]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(MenuItem, {
					component: Link,
					to: `${paths.profile()}#${CHANGE_PASSWORD_HASH}`,
					onClick: () => setAnchor(null),
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListItemIcon, {
						"aria-hidden": "true",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Key_default, { fontSize: "small" })
					}), "Cambiar contraseña"]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(MenuItem, {
					onClick: handleSignOut,
					disabled: signOut.isPending,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListItemIcon, {
						"aria-hidden": "true",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Logout_default, { fontSize: "small" })
					}), "Cerrar sesión"]
				})
			]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Snackbar, {
			open: signOut.isError,
			autoHideDuration: 8e3,
			onClose: () => signOut.reset(),
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Alert, {
				severity: "error",
				variant: "filled",
				onClose: () => signOut.reset(),
				children: ["No pudimos cerrar la sesión. ", errorMessageFor(signOut.error)]
			})
		})
	] });
}
// src/app/layouts/app-shell.tsx
var NAV_ID = "menu-lateral";
/**
* Header, side menu, main landmark and footer shared by the learner and admin areas. The drawer is permanent and
* 260 px wide from `md` up, and a temporary overlay behind a burger button below that.
*/
function AppShell({ menu, active, homePath, atHome, headerSlot, children }) {
	const theme = useTheme();
	const wide = useMediaQuery(theme.breakpoints.up("md"));
	const [drawerOpen, setDrawerOpen] = (0, import_react.useState)(false);
	const [drawerUsed, setDrawerUsed] = (0, import_react.useState)(false);
	const { pathname } = useLocation();
	const mainRef = (0, import_react.useRef)(null);
	const previousPath = (0, import_react.useRef)(pathname);
	const burgerRef = (0, import_react.useRef)(null);
	(0, import_react.useEffect)(() => {
		if (previousPath.current === pathname) return;
		previousPath.current = pathname;
		window.scrollTo(0, 0);
		mainRef.current?.focus({ preventScroll: true });
	}, [pathname]);
	const closeDrawer = () => setDrawerOpen(false);
	const nav = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NavMenu, {
		id: NAV_ID,
		items: menu,
		active,
		onNavigate: wide ? void 0 : closeDrawer
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "flex",
			minHeight: "100vh"
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SkipLink, {}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AppBar, {
				position: "fixed",
				elevation: 1,
				sx: { zIndex: (t) => t.zIndex.drawer + 1 },
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Toolbar, {
					sx: { gap: 1 },
					children: [
						!wide && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
							ref: burgerRef,
							color: "inherit",
							edge: "start",
							"aria-label": "Abrir menú de navegación",
							"aria-expanded": drawerOpen,
							"aria-controls": "menu-lateral",
							onClick: () => {
								setDrawerUsed(true);
								setDrawerOpen((open) => !open);
							},
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Menu_default, {})
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BrandLink, {
							to: homePath,
							current: atHome
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
							sx: {
								flexGrow: 1,
								minWidth: 0,
								display: "flex",
								justifyContent: "center",
								px: {
									xs: 0,
									sm: 2
								}
							},
							children: headerSlot
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
							sx: { flexShrink: 0 },
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(UserMenu, {})
						})
					]
				})
			}),
			wide ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Drawer, {
				variant: "permanent",
				sx: {
					width: 260,
					flexShrink: 0,
					"& .MuiDrawer-paper": {
						width: 260,
						boxSizing: "border-box"
					}
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Toolbar, {}), nav]
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Backdrop, {
				open: drawerOpen,
				onClick: closeDrawer,
				sx: { zIndex: (t) => t.zIndex.drawer - 1 }
			}), drawerUsed && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Drawer, {
				variant: "persistent",
				open: drawerOpen,
				onKeyDown: (event) => {
					if (event.key !== "Escape") return;
					closeDrawer();
					burgerRef.current?.focus();
				},
				sx: { "& .MuiDrawer-paper": {
					width: 260,
					boxSizing: "border-box"
				} },
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Toolbar, {}), nav]
			})] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					flexGrow: 1,
					minWidth: 0,
					display: "flex",
					flexDirection: "column"
				},
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Toolbar, {}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						component: "main",
						id: MAIN_CONTENT_ID,
						ref: mainRef,
						tabIndex: -1,
						sx: {
							flexGrow: 1,
							p: {
								xs: 2,
								sm: 3
							},
							outline: "none",
							overflowX: "auto",
							position: "relative"
						},
						children
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AppFooter, {})
				]
			})
		]
	});
}
export { adminMenuFor as a, learnerActiveItem as i, DASHBOARD_ITEM_ID as n, learnerMenu as o, adminActiveItem as r, AppShell as t };
