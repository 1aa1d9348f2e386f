import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as paths } from "./paths-DCx76zJf.js";
import { K as composeClasses, M as useDefaultProps, N as styled, a as Button, at as createTheme, j as useTheme$1, n as Typography, nt as clsx, rt as useTheme, t as Box, tt as generateUtilityClass, vt as require_prop_types } from "./Box-BAyYeHPm.js";
import { E as Paper, F as useLocation, L as useParams, R as useSearchParams, S as formatPercent, _ as formatDurationLabel, b as formatMinutes, c as isApiError, f as formatCount, h as formatDecimal, r as LoadingScreen, s as ApiError, w as formatShortDate, x as formatNumber, z as require_react_dom } from "../entry-server.js";
import { t as Snackbar } from "./Snackbar-BKIJCWWs.js";
import { i as Tab, n as FileUpload, r as Tabs, t as UploadedFile } from "./uploaded-file-DvxbYQ2R.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
import { t as LoadErrorAlert } from "./load-error-alert-CIyOwjnD.js";
import { t as PageHeader } from "./page-header-Cld7QmRK.js";
import { a as routePath, c as adminRouteKeys, i as useChangeRouteStatus, n as useMenuButton, o as storeAdminRoute, r as publishProblems, s as useAdminRoute, t as RouteStatusChip } from "./route-status-chip-D-8uWhWj.js";
import { t as ConfirmDialog } from "./confirm-dialog-Do6sIjaq.js";
import { a as enrolmentOriginLabels, d as routeEnrolmentListSchema, f as routeLevelLabels, h as routeMetadataInputSchema, i as assignRouteResultSchema, l as itemKinds, m as routeLevels, n as adminRouteSchema, o as itemInputSchema, r as assignRouteInputSchema, s as itemKindLabels, u as markdownPreviewSchema, x as grantAttemptResultSchema } from "./route.schemas-C_8Vsxcy.js";
import { t as Replay_default } from "./Replay-C4P_g2ur.js";
import { i as IconButton, t as Alert } from "./Alert-Xs0Ucjpv.js";
import { t as PersonAdd_default } from "./PersonAdd-C_2tCBmn.js";
import { n as FormControl, r as isMuiElement, t as FormHelperText } from "./FormHelperText-B059LHOL.js";
import { t as LinearProgress } from "./LinearProgress-HmIjUiNo.js";
import { a as TableCell, t as TableRow } from "./TableRow-CP3jgbZp.js";
import { t as useMutation } from "./useMutation-BP5bcImn.js";
import { M as useQueryClient, y as keepPreviousData } from "./removable-Zc2XTOpZ.js";
import { c as array, l as boolean, m as object, n as apiFetch, p as number$1, r as errorMessageFor, v as string } from "./api-client-BGybrOBG.js";
import { t as queryOptions } from "./queryOptions-C-4jvvEn.js";
import { t as useQuery } from "./useQuery-CSSMCn8a.js";
import { t as Checkbox } from "./Checkbox-BBE439um.js";
import { t as Menu, u as List } from "./Menu-Z0mAVMOx.js";
import { t as ListItem } from "./ListItem-BHPVnTSR.js";
import { t as TextField } from "./TextField-BMkRww_p.js";
import { t as useDebouncedValue } from "./use-debounced-value-BNydoRyC.js";
import { p as userListSchema } from "./user.schemas-C6Y-DZ28.js";
import { n as DialogForm, r as ResponsiveDialog, t as EditorDialog } from "./editor-dialog-DoXi-7mS.js";
import { n as DataTable, t as ACTIONS_COLUMN } from "./data-table-5drGRjQE.js";
import { t as QueryContent } from "./query-content-Bar_8E_D.js";
import { t as useDialogTarget } from "./use-dialog-target-DSu2jO3O.js";
import { t as Add_default } from "./Add-DXG_Pu5N.js";
import { t as ListItemIcon } from "./ListItemIcon-to7z9Hh4.js";
import { t as ListItemText } from "./ListItemText-XyUK_lvY.js";
import { t as MenuItem } from "./MenuItem-BKsJqSOM.js";
import { s as createSvgIcon } from "./useSlotProps-DlFLla8-.js";
import { t as PictureAsPdf_default } from "./PictureAsPdf-BuZB8rAr.js";
import { a as useWatch, i as useForm, n as Controller, r as useFieldArray, t as u } from "./zod-resolver-hVUI3Sd2.js";
import { t as FormErrorAlert } from "./form-error-alert-DwWSx3di.js";
import { n as FormTextField, t as applyServerFieldErrors } from "./form-errors-CT4sfmSL.js";
import { t as FormControlLabel } from "./FormControlLabel-BkpFp8lD.js";
import { n as styled$1, t as useThemeProps } from "./useThemeProps-C6Sug6F3.js";
import { t as Switch } from "./Switch-BKkdkocr.js";
import { t as FormLabel } from "./FormLabel-Bd4sKxgI.js";
import { n as Radio, t as RadioGroup } from "./RadioGroup-BgB9SVEn.js";
import { n as focusFileInput, t as FilePickerButton } from "./file-picker-button-DMw9DSm5.js";
import { t as DeleteOutlined_default } from "./DeleteOutlined-s79pQ-Od.js";
import { t as VisuallyHidden } from "./visually-hidden-COpqPLv-.js";
import { n as ArrowDownward_default, t as ArrowUpward_default } from "./ArrowUpward-u5GTss8i.js";
import { t as SelectField } from "./select-field-DccZR-vX.js";
import { t as OpenInNew_default } from "./OpenInNew-B4t1d_dC.js";
import { t as AlertTitle } from "./AlertTitle-CbTyEAE5.js";
import { r as bankSizeWarning, t as bankSizeProblem } from "./bank-size-BACMIs7K.js";
import { t as UploadFile_default } from "./UploadFile-CPABC6VL.js";
import { _ as itemLevelLabels, a as bankItemInputSchema, c as calibrationResultSchema, i as bankImportResultSchema, n as adminBankSchema, o as bankItemKindLabels, r as bankImportInputSchema, s as bankItemKinds, t as adminBankItemSchema, v as itemLevels } from "./evaluation.schemas-ByEms4cT.js";
import { t as Download_default } from "./Download-D-G5LuNo.js";
import { t as Autocomplete } from "./Autocomplete-C4RiZyBZ.js";
import { t as Chip } from "./Chip-C9XsaV41.js";
import { t as Tooltip } from "./Tooltip-D4NSsQrl.js";
import { n as SearchField, t as FilterSelect } from "./filter-fields-EVimqhWD.js";
import { A as ncLabels, C as scenarioStatusLabels$1, D as isNd, E as isNc, F as valuate, M as neLabels, N as riskLevel, O as isNe, P as suspendsActivity, S as scenarioDefinitionShapeSchema, T as acceptabilityOf, _ as bestScores, b as passMark, c as deficiencyOptions, f as simulatorKeys, g as adminScenarioSchema, j as ndLabels, k as levelRanges, l as exposureOptions, n as PlainSelect, r as parseDecimal, s as consequenceOptions, t as ScenarioPlayer, u as riskLevelLabels, v as checkScenarioGraph, w as acceptabilityLabels, x as gtc45AnswerSchema, y as fixedPoints } from "./scenario-player-BR04ajBa.js";
import { t as DialogActions } from "./DialogActions-D27zR_uj.js";
import { n as DialogContent } from "./DialogTitle-D-aPLAO8.js";
import { t as ExpandMore_default } from "./ExpandMore-BczZQUHp.js";
import { n as AccordionDetails, r as Accordion, t as AccordionSummary } from "./AccordionSummary-BGBVVQUZ.js";
import { t as Link } from "./Link-BcQgiOgq.js";
// ../../node_modules/@mui/system/Grid/traverseBreakpoints.mjs
var filterBreakpointKeys = (breakpointsKeys, responsiveKeys) => breakpointsKeys.filter((key) => responsiveKeys.includes(key));
var traverseBreakpoints = (breakpoints, responsive, iterator) => {
	const smallestBreakpoint = breakpoints.keys[0];
	if (Array.isArray(responsive)) responsive.forEach((breakpointValue, index) => {
		iterator((responsiveStyles, style) => {
			if (index <= breakpoints.keys.length - 1) {
				if (index === 0) Object.assign(responsiveStyles, style);
				else responsiveStyles[breakpoints.up(breakpoints.keys[index])] = style;
			}
		}, breakpointValue);
	});
	else if (responsive && typeof responsive === "object") (Object.keys(responsive).length > breakpoints.keys.length ? breakpoints.keys : filterBreakpointKeys(breakpoints.keys, Object.keys(responsive))).forEach((key) => {
		if (breakpoints.keys.includes(key)) {
			const breakpointValue = responsive[key];
			if (breakpointValue !== void 0) iterator((responsiveStyles, style) => {
				if (smallestBreakpoint === key) Object.assign(responsiveStyles, style);
				else responsiveStyles[breakpoints.up(key)] = style;
			}, breakpointValue);
		}
	});
	else if (typeof responsive === "number" || typeof responsive === "string") iterator((responsiveStyles, style) => {
		Object.assign(responsiveStyles, style);
	}, responsive);
};
// ../../node_modules/@mui/system/Grid/gridGenerator.mjs
function getSelfSpacingVar(axis) {
	return `--Grid-${axis}Spacing`;
}
function getParentSpacingVar(axis) {
	return `--Grid-parent-${axis}Spacing`;
}
var selfColumnsVar = "--Grid-columns";
var parentColumnsVar = "--Grid-parent-columns";
var generateGridSizeStyles = ({ theme, ownerState }) => {
	const styles = {};
	traverseBreakpoints(theme.breakpoints, ownerState.size, (appendStyle, value) => {
		let style = {};
		if (value === "grow") style = {
			flexBasis: 0,
			flexGrow: 1,
			maxWidth: "100%"
		};
		if (value === "auto") style = {
			flexBasis: "auto",
			flexGrow: 0,
			flexShrink: 0,
			maxWidth: "none",
			width: "auto"
		};
		if (typeof value === "number") style = {
			flexGrow: 0,
			flexBasis: "auto",
			width: `calc(100% * ${value} / var(${parentColumnsVar}) - (var(${parentColumnsVar}) - ${value}) * (var(${getParentSpacingVar("column")}) / var(${parentColumnsVar})))`
		};
		appendStyle(styles, style);
	});
	return styles;
};
var generateGridOffsetStyles = ({ theme, ownerState }) => {
	const styles = {};
	traverseBreakpoints(theme.breakpoints, ownerState.offset, (appendStyle, value) => {
		let style = {};
		if (value === "auto") style = { marginLeft: "auto" };
		if (typeof value === "number") style = { marginLeft: value === 0 ? "0px" : `calc(100% * ${value} / var(${parentColumnsVar}) + var(${getParentSpacingVar("column")}) * ${value} / var(${parentColumnsVar}))` };
		appendStyle(styles, style);
	});
	return styles;
};
var generateGridColumnsStyles = ({ theme, ownerState }) => {
	if (!ownerState.container) return {};
	const styles = { [selfColumnsVar]: 12 };
	traverseBreakpoints(theme.breakpoints, ownerState.columns, (appendStyle, value) => {
		const columns = value ?? 12;
		appendStyle(styles, {
			[selfColumnsVar]: columns,
			"> *": { [parentColumnsVar]: columns }
		});
	});
	return styles;
};
var generateGridRowSpacingStyles = ({ theme, ownerState }) => {
	if (!ownerState.container) return {};
	const styles = {};
	traverseBreakpoints(theme.breakpoints, ownerState.rowSpacing, (appendStyle, value) => {
		const spacing = typeof value === "string" ? value : theme.spacing?.(value);
		appendStyle(styles, {
			[getSelfSpacingVar("row")]: spacing,
			"> *": { [getParentSpacingVar("row")]: spacing }
		});
	});
	return styles;
};
var generateGridColumnSpacingStyles = ({ theme, ownerState }) => {
	if (!ownerState.container) return {};
	const styles = {};
	traverseBreakpoints(theme.breakpoints, ownerState.columnSpacing, (appendStyle, value) => {
		const spacing = typeof value === "string" ? value : theme.spacing?.(value);
		appendStyle(styles, {
			[getSelfSpacingVar("column")]: spacing,
			"> *": { [getParentSpacingVar("column")]: spacing }
		});
	});
	return styles;
};
var generateGridDirectionStyles = ({ theme, ownerState }) => {
	if (!ownerState.container) return {};
	const styles = {};
	traverseBreakpoints(theme.breakpoints, ownerState.direction, (appendStyle, value) => {
		appendStyle(styles, { flexDirection: value });
	});
	return styles;
};
var generateGridStyles = ({ ownerState }) => {
	return {
		minWidth: 0,
		boxSizing: "border-box",
		...ownerState.container && {
			display: "flex",
			flexWrap: "wrap",
			...ownerState.wrap && ownerState.wrap !== "wrap" && { flexWrap: ownerState.wrap },
			gap: `var(${getSelfSpacingVar("row")}) var(${getSelfSpacingVar("column")})`
		}
	};
};
var generateSizeClassNames = (size) => {
	const classNames = [];
	Object.entries(size).forEach(([key, value]) => {
		if (value !== false && value !== void 0) classNames.push(`grid-${key}-${String(value)}`);
	});
	return classNames;
};
var generateSpacingClassNames = (spacing, smallestBreakpoint = "xs") => {
	function isValidSpacing(val) {
		if (val === void 0) return false;
		return typeof val === "string" && !Number.isNaN(Number(val)) || typeof val === "number" && val > 0;
	}
	if (isValidSpacing(spacing)) return [`spacing-${smallestBreakpoint}-${String(spacing)}`];
	if (typeof spacing === "object" && !Array.isArray(spacing)) {
		const classNames = [];
		Object.entries(spacing).forEach(([key, value]) => {
			if (isValidSpacing(value)) classNames.push(`spacing-${key}-${String(value)}`);
		});
		return classNames;
	}
	return [];
};
var generateDirectionClasses = (direction) => {
	if (direction === void 0) return [];
	if (typeof direction === "object") return Object.entries(direction).map(([key, value]) => `direction-${key}-${value}`);
	return [`direction-xs-${String(direction)}`];
};
// ../../node_modules/@mui/system/Grid/createGrid.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_prop_types = /* @__PURE__ */ __toESM(require_prop_types(), 1);
var import_jsx_runtime = require_jsx_runtime();
var defaultTheme = createTheme();
var defaultCreateStyledComponent = styled$1("div", {
	name: "MuiGrid",
	slot: "Root"
});
function useThemePropsDefault(props) {
	return useThemeProps({
		props,
		name: "MuiGrid",
		defaultTheme
	});
}
function createGrid(options = {}) {
	const { createStyledComponent = defaultCreateStyledComponent, useThemeProps = useThemePropsDefault, useTheme: useTheme$2 = useTheme, componentName = "MuiGrid" } = options;
	const useUtilityClasses = (ownerState, theme) => {
		const { container, direction, spacing, wrap, size } = ownerState;
		const slots = { root: [
			"root",
			container && "container",
			wrap !== "wrap" && `wrap-xs-${String(wrap)}`,
			...generateDirectionClasses(direction),
			...generateSizeClassNames(size),
			...container ? generateSpacingClassNames(spacing, theme.breakpoints.keys[0]) : []
		] };
		return composeClasses(slots, (slot) => generateUtilityClass(componentName, slot), {});
	};
	function parseResponsiveProp(propValue, breakpoints, shouldUseValue = () => true) {
		const parsedProp = {};
		if (propValue === null) return parsedProp;
		if (Array.isArray(propValue)) propValue.forEach((value, index) => {
			if (value !== null && shouldUseValue(value) && breakpoints.keys[index]) parsedProp[breakpoints.keys[index]] = value;
		});
		else if (typeof propValue === "object") Object.keys(propValue).forEach((key) => {
			const value = propValue[key];
			if (value !== null && value !== void 0 && shouldUseValue(value)) parsedProp[key] = value;
		});
		else parsedProp[breakpoints.keys[0]] = propValue;
		return parsedProp;
	}
	const GridRoot = createStyledComponent(generateGridColumnsStyles, generateGridColumnSpacingStyles, generateGridRowSpacingStyles, generateGridSizeStyles, generateGridDirectionStyles, generateGridStyles, generateGridOffsetStyles);
	const Grid = /*#__PURE__*/ import_react.forwardRef(function Grid(inProps, ref) {
		const theme = useTheme$2();
		const props = useThemeProps(inProps);
		const { className, children, columns: columnsProp = 12, container = false, component = "div", direction = "row", wrap = "wrap", size: sizeProp = {}, offset: offsetProp = {}, spacing: spacingProp = 0, rowSpacing: rowSpacingProp = spacingProp, columnSpacing: columnSpacingProp = spacingProp, unstable_level: level = 0, ...other } = props;
		const size = parseResponsiveProp(sizeProp, theme.breakpoints, (val) => val !== false);
		const offset = parseResponsiveProp(offsetProp, theme.breakpoints);
		const columns = inProps.columns ?? (level ? void 0 : columnsProp);
		const spacing = inProps.spacing ?? (level ? void 0 : spacingProp);
		const rowSpacing = inProps.rowSpacing ?? inProps.spacing ?? (level ? void 0 : rowSpacingProp);
		const columnSpacing = inProps.columnSpacing ?? inProps.spacing ?? (level ? void 0 : columnSpacingProp);
		const ownerState = {
			...props,
			level,
			columns,
			container,
			direction,
			wrap,
			spacing,
			rowSpacing,
			columnSpacing,
			size,
			offset
		};
		const classes = useUtilityClasses(ownerState, theme);
		return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(GridRoot, {
			ref,
			as: component,
			ownerState,
			className: clsx(classes.root, className),
			...other,
			children: import_react.Children.map(children, (child) => {
				if (/*#__PURE__*/ import_react.isValidElement(child) && isMuiElement(child, ["Grid"]) && container && child.props.container) return /*#__PURE__*/ import_react.cloneElement(child, { unstable_level: child.props?.unstable_level ?? level + 1 });
				return child;
			})
		});
	});
	process.env.NODE_ENV !== "production" && (Grid.propTypes = {
		children: import_prop_types.default.node,
		className: import_prop_types.default.string,
		columns: import_prop_types.default.oneOfType([
			import_prop_types.default.arrayOf(import_prop_types.default.number),
			import_prop_types.default.number,
			import_prop_types.default.object
		]),
		columnSpacing: import_prop_types.default.oneOfType([
			import_prop_types.default.arrayOf(import_prop_types.default.oneOfType([import_prop_types.default.number, import_prop_types.default.string])),
			import_prop_types.default.number,
			import_prop_types.default.object,
			import_prop_types.default.string
		]),
		component: import_prop_types.default.elementType,
		container: import_prop_types.default.bool,
		direction: import_prop_types.default.oneOfType([
			import_prop_types.default.oneOf([
				"column-reverse",
				"column",
				"row-reverse",
				"row"
			]),
			import_prop_types.default.arrayOf(import_prop_types.default.oneOf([
				"column-reverse",
				"column",
				"row-reverse",
				"row"
			])),
			import_prop_types.default.object
		]),
		offset: import_prop_types.default.oneOfType([
			import_prop_types.default.string,
			import_prop_types.default.number,
			import_prop_types.default.arrayOf(import_prop_types.default.oneOfType([import_prop_types.default.string, import_prop_types.default.number])),
			import_prop_types.default.object
		]),
		rowSpacing: import_prop_types.default.oneOfType([
			import_prop_types.default.arrayOf(import_prop_types.default.oneOfType([import_prop_types.default.number, import_prop_types.default.string])),
			import_prop_types.default.number,
			import_prop_types.default.object,
			import_prop_types.default.string
		]),
		size: import_prop_types.default.oneOfType([
			import_prop_types.default.string,
			import_prop_types.default.bool,
			import_prop_types.default.number,
			import_prop_types.default.arrayOf(import_prop_types.default.oneOfType([
				import_prop_types.default.string,
				import_prop_types.default.bool,
				import_prop_types.default.number
			])),
			import_prop_types.default.object
		]),
		spacing: import_prop_types.default.oneOfType([
			import_prop_types.default.arrayOf(import_prop_types.default.oneOfType([import_prop_types.default.number, import_prop_types.default.string])),
			import_prop_types.default.number,
			import_prop_types.default.object,
			import_prop_types.default.string
		]),
		sx: import_prop_types.default.oneOfType([
			import_prop_types.default.arrayOf(import_prop_types.default.oneOfType([
				import_prop_types.default.func,
				import_prop_types.default.object,
				import_prop_types.default.bool
			])),
			import_prop_types.default.func,
			import_prop_types.default.object
		]),
		wrap: import_prop_types.default.oneOf([
			"nowrap",
			"wrap-reverse",
			"wrap"
		])
	});
	Grid.muiName = "Grid";
	return Grid;
}
// ../../node_modules/@mui/utils/requirePropFactory/requirePropFactory.mjs
function requirePropFactory(componentNameInError, Component) {
	if (process.env.NODE_ENV === "production") return () => () => null;
	const prevPropTypes = Component ? { ...Component.propTypes } : null;
	const requireProp = (requiredProp) => (props, propName, componentName, location, propFullName, ...args) => {
		const propFullNameSafe = propFullName || propName;
		const defaultTypeChecker = prevPropTypes?.[propFullNameSafe];
		if (defaultTypeChecker) {
			const typeCheckerResult = defaultTypeChecker(props, propName, componentName, location, propFullName, ...args);
			if (typeCheckerResult) return typeCheckerResult;
		}
		if (typeof props[propName] !== "undefined" && !props[requiredProp]) return /* @__PURE__ */ new Error(`The prop \`${propFullNameSafe}\` of \`${componentNameInError}\` can only be used together with the \`${requiredProp}\` prop.`);
		return null;
	};
	return requireProp;
}
// ../../node_modules/@mui/material/utils/requirePropFactory.mjs
var requirePropFactory_default = requirePropFactory;
// ../../packages/shared/src/simulator/gtc45-check.ts
var number = (value) => new Intl.NumberFormat("es-CO", { maximumFractionDigits: 4 }).format(value);
var levelName = (value, labels) => labels[value] ?? "un valor que el método no usa";
var levelAnswer = (level) => `nivel ${level} (NR ${levelRanges[level]})`;
/**
* Checks each of the seven values of a GTC 45 valuation. ND, NE and NC are compared with the expected levels; NP
* and NR with the expected products, and when wrong the explanation says whether the learner multiplied wrong or
* carried an earlier mistake; the level and its meaning likewise against the learner's own NR and the expected one.
*/
function checkGtc45Answer(expected, given, rationale) {
	const right = valuate(expected.nd, expected.ne, expected.nc);
	const why = (key) => rationale ? ` ${rationale[key]}` : "";
	const chosen = (id, name, labels, valid) => {
		const value = given[id];
		const target = right[id];
		const correct = value === target;
		return {
			id,
			correct,
			given: value,
			expected: target,
			explanation: correct ? `Correcto: ${name} ${labels[target] ?? ""} (${number(target)}).` : valid(value) ? `${capitalise(name)} es ${labels[target] ?? ""} (${number(target)}), no ${levelName(value, labels)} (${number(value)}).${why(id)}` : `${capitalise(name)} solo toma los valores del método; aquí corresponde ${labels[target] ?? ""} (${number(target)}).${why(id)}`
		};
	};
	const ownNp = given.nd * given.ne;
	const npCorrect = given.np === right.np;
	let npExplanation;
	if (npCorrect) npExplanation = `Correcto: NP = ND × NE = ${number(right.nd)} × ${number(right.ne)} = ${number(right.np)}.`;
	else if (given.np !== ownNp) npExplanation = `Revise la multiplicación: ${number(given.nd)} × ${number(given.ne)} = ${number(ownNp)}, no ${number(given.np)}.${ownNp === right.np ? "" : ` Con los niveles correctos, NP = ${number(right.nd)} × ${number(right.ne)} = ${number(right.np)}.`}`;
	else npExplanation = `Su multiplicación es correcta con los niveles que eligió, pero con ND ${number(right.nd)} y NE ${number(right.ne)} el NP es ${number(right.nd)} × ${number(right.ne)} = ${number(right.np)}.`;
	const ownNr = given.np * given.nc;
	const nrCorrect = given.nr === right.nr;
	let nrExplanation;
	if (nrCorrect) nrExplanation = `Correcto: NR = NP × NC = ${number(right.np)} × ${number(right.nc)} = ${number(right.nr)}.`;
	else if (given.nr !== ownNr) nrExplanation = `Revise la multiplicación: ${number(given.np)} × ${number(given.nc)} = ${number(ownNr)}, no ${number(given.nr)}.${ownNr === right.nr ? "" : ` Con los valores correctos, NR = ${number(right.np)} × ${number(right.nc)} = ${number(right.nr)}.`}`;
	else nrExplanation = `Su multiplicación es correcta con sus valores, pero con NP ${number(right.np)} y NC ${number(right.nc)} el NR es ${number(right.np)} × ${number(right.nc)} = ${number(right.nr)}.`;
	const suspension = suspendsActivity(right.nr) ? right.level === "II" ? " Como el NR llega a 360 o más, además se suspende la actividad hasta controlar el riesgo." : " La actividad se suspende hasta controlar el riesgo." : "";
	const ownLevel = riskLevel(given.nr);
	const levelCorrect = given.level === right.level;
	let levelExplanation;
	if (levelCorrect) levelExplanation = `Correcto: un NR de ${number(right.nr)} es de ${levelAnswer(right.level)}.${suspension}`;
	else if (given.level !== ownLevel) levelExplanation = `Un NR de ${number(given.nr)} es de ${levelAnswer(ownLevel)}, no de nivel ${given.level}.${ownLevel === right.level ? "" : ` Con el NR correcto, ${number(right.nr)}, es de ${levelAnswer(right.level)}.`}${suspension}`;
	else levelExplanation = `El nivel ${given.level} corresponde a su NR (${number(given.nr)}), pero el NR correcto es ${number(right.nr)}: ${levelAnswer(right.level)}.${suspension}`;
	const ownAcceptability = acceptabilityOf[ownLevel];
	const acceptabilityCorrect = given.acceptability === right.acceptability;
	const rightLabel = `«${acceptabilityLabels[right.acceptability]}»`;
	let acceptabilityExplanation;
	if (acceptabilityCorrect) acceptabilityExplanation = `Correcto: el nivel ${right.level} se interpreta como ${rightLabel}.`;
	else if (given.acceptability !== ownAcceptability) acceptabilityExplanation = `El nivel ${ownLevel} se interpreta como «${acceptabilityLabels[ownAcceptability]}», no como «${acceptabilityLabels[given.acceptability]}».${ownLevel === right.level ? "" : ` Con el NR correcto (nivel ${right.level}) es ${rightLabel}.`}`;
	else acceptabilityExplanation = `«${acceptabilityLabels[given.acceptability]}» corresponde a su NR (${number(given.nr)}), pero con el NR correcto (nivel ${right.level}) es ${rightLabel}.`;
	return [
		chosen("nd", "el nivel de deficiencia", ndLabels, isNd),
		chosen("ne", "el nivel de exposición", neLabels, isNe),
		chosen("nc", "el nivel de consecuencias", ncLabels, isNc),
		{
			id: "np",
			correct: npCorrect,
			given: given.np,
			expected: right.np,
			explanation: npExplanation
		},
		{
			id: "nr",
			correct: nrCorrect,
			given: given.nr,
			expected: right.nr,
			explanation: nrExplanation
		},
		{
			id: "level",
			correct: levelCorrect,
			given: given.level,
			expected: right.level,
			explanation: levelExplanation
		},
		{
			id: "acceptability",
			correct: acceptabilityCorrect,
			given: given.acceptability,
			expected: right.acceptability,
			explanation: acceptabilityExplanation
		}
	];
}
function capitalise(text) {
	return text.charAt(0).toUpperCase() + text.slice(1);
}
/** The expected answer as a learner reads it in the debrief. */
function describeGtc45(expected) {
	const v = valuate(expected.nd, expected.ne, expected.nc);
	return `ND ${number(v.nd)}, NE ${number(v.ne)}, NC ${number(v.nc)}, NP ${number(v.np)}, NR ${number(v.nr)}, nivel ${v.level} («${acceptabilityLabels[v.acceptability]}»)`;
}
/** A learner's answer in one line. */
function summariseGtc45Answer(given) {
	return `ND ${number(given.nd)} · NE ${number(given.ne)} · NC ${number(given.nc)} · NP ${number(given.np)} · NR ${number(given.nr)} · nivel ${given.level} · ${acceptabilityLabels[given.acceptability]}`;
}
scenarioDefinitionShapeSchema.superRefine((definition, ctx) => {
	for (const problem of checkScenarioGraph(definition).problems) ctx.addIssue({
		code: "custom",
		message: problem.message,
		path: problem.path.split(".").map(segment)
	});
});
/** Validates anything (an import, a request body) as a scenario and computes its maximum score. */
function validateScenario(input) {
	const shape = scenarioDefinitionShapeSchema.safeParse(input);
	if (!shape.success) return {
		valid: false,
		maxScore: null,
		errors: issuesToProblems(shape.error.issues).map((problem) => naming(input, problem)),
		definition: null
	};
	const { problems, maxScore } = checkScenarioGraph(shape.data);
	if (problems.length > 0) return {
		valid: false,
		maxScore: null,
		errors: problems,
		definition: null
	};
	return {
		valid: true,
		maxScore,
		errors: [],
		definition: shape.data
	};
}
/** zod issues as `{ path: 'situations.2.title', message }`, the shape the API and the editor use. */
function issuesToProblems(issues) {
	return issues.map((issue) => ({
		path: issue.path.map(String).join("."),
		message: issue.message
	}));
}
/** Prefixes a problem inside a situation with that situation's title, or its number when it has none yet. */
function naming(input, problem) {
	const match = /^situations\.(\d+)(\.|$)/u.exec(problem.path);
	if (!match) return problem;
	const index = Number(match[1]);
	const situations = input?.situations;
	const title = (Array.isArray(situations) ? situations[index] : void 0)?.title;
	const name = typeof title === "string" && title.trim() ? `«${title.trim()}»` : `La situación ${String(index + 1)}`;
	return {
		path: problem.path,
		message: `${name}: ${problem.message}`
	};
}
function segment(part) {
	return /^\d+$/u.test(part) ? Number(part) : part;
}
// ../../packages/shared/src/simulator/scenario-engine.ts
var EngineError = class extends Error {
	code;
	constructor(code, message) {
		super(message);
		this.code = code;
		this.name = "EngineError";
	}
};
/** The best score from the start: what `validateScenario` reports for a valid scenario. */
function scenarioMaxScore(definition) {
	const best = bestScores(definition, false).get(definition.startId) ?? 0;
	return Number.isFinite(best) ? best : 0;
}
/** The situation of the definition with this id; an `EngineError` when there is none. */
function situationOf(definition, id) {
	const situation = definition.situations.find((s) => s.id === id);
	if (!situation) throw new EngineError("INVALID_ANSWER", `La situación «${id}» no existe en este escenario.`);
	return situation;
}
function startAttempt(definition) {
	const maxScore = scenarioMaxScore(definition);
	return {
		definition,
		maxScore,
		passMark: passMark(definition.passPercent, maxScore),
		currentId: definition.startId,
		finished: situationOf(definition, definition.startId).kind === "end",
		score: 0,
		steps: []
	};
}
/** Judges one answer to the current situation and moves on. Throws `EngineError` when it cannot be taken. */
function answer(state, input) {
	if (state.finished) throw new EngineError("ATTEMPT_CLOSED", "Este intento ya terminó. Empiece uno nuevo para volver a jugar.");
	const situation = situationOf(state.definition, state.currentId);
	if (input.situationId !== situation.id) throw new EngineError("SITUATION_NOT_CURRENT", `Esa situación ya no es la actual: ahora corresponde «${situation.title}». Recargue la página para seguir donde quedó.`);
	const judged = judge(situation, input);
	const next = situationOf(state.definition, judged.next);
	const step = {
		situationId: situation.id,
		input,
		points: judged.feedback.points,
		critical: judged.feedback.critical,
		answerSummary: judged.answerSummary,
		feedback: judged.feedback
	};
	return {
		feedback: judged.feedback,
		state: {
			...state,
			currentId: next.id,
			finished: next.kind === "end",
			score: state.score + step.points,
			steps: [...state.steps, step]
		}
	};
}
/** Reached an end, at or above the pass mark, with no critical error. Null while unfinished. */
function attemptPassed(state) {
	if (!state.finished) return null;
	return state.score >= state.passMark && !state.steps.some((step) => step.critical);
}
function judge(situation, input) {
	switch (situation.kind) {
		case "end": throw new EngineError("ATTEMPT_CLOSED", "Este intento ya terminó. Empiece uno nuevo para volver a jugar.");
		case "choice": {
			if (!("choiceId" in input)) throw new EngineError("INVALID_ANSWER", "Elija una de las opciones de la situación.");
			const choice = situation.choices.find((c) => c.id === input.choiceId);
			if (!choice) throw new EngineError("INVALID_ANSWER", "Esa opción no existe en esta situación. Elija una de las que se muestran.");
			return {
				feedback: {
					situationId: situation.id,
					points: choice.points,
					critical: choice.critical,
					consequence: choice.consequence
				},
				next: choice.next,
				answerSummary: choice.text
			};
		}
		case "calculation": {
			if (!("values" in input)) throw new EngineError("INVALID_ANSWER", "Escriba los valores que se piden.");
			const fields = situation.fields.map((field) => {
				const given = input.values[field.id];
				if (typeof given !== "number" || !Number.isFinite(given)) throw new EngineError("INVALID_ANSWER", `Escriba un número para «${field.label}».`);
				const correct = Math.abs(given - field.expected) <= field.tolerance + 1e-9;
				const unit = field.unit ? ` ${field.unit}` : "";
				return {
					id: field.id,
					correct,
					given,
					expected: field.expected,
					explanation: correct ? `Correcto. ${field.explanation}` : `Usted escribió ${number(given)}${unit}; el valor es ${number(field.expected)}${unit}. ${field.explanation}`
				};
			});
			const points = situation.fields.reduce((sum, field, i) => sum + (fields[i]?.correct ? field.points : 0), 0);
			return {
				feedback: {
					situationId: situation.id,
					points,
					critical: false,
					consequence: rightOf(fields),
					fields
				},
				next: situation.next,
				answerSummary: situation.fields.map((field) => `${field.label}: ${number(input.values[field.id])}${field.unit ? ` ${field.unit}` : ""}`).join("; ")
			};
		}
		case "gtc45": {
			if (!("values" in input)) throw new EngineError("INVALID_ANSWER", "Escriba los valores de la valoración.");
			const parsed = gtc45AnswerSchema.safeParse(input.values);
			if (!parsed.success) throw new EngineError("INVALID_ANSWER", parsed.error.issues[0]?.message ?? "Revise los valores de la valoración.");
			const fields = checkGtc45Answer(situation.expected, parsed.data, situation.rationale);
			const points = fields.filter((f) => f.correct).length * situation.pointsPerValue;
			return {
				feedback: {
					situationId: situation.id,
					points,
					critical: false,
					consequence: rightOf(fields),
					fields
				},
				next: situation.next,
				answerSummary: summariseGtc45Answer(parsed.data)
			};
		}
	}
}
function rightOf(fields) {
	const right = fields.filter((f) => f.correct).length;
	if (right === fields.length) return fields.length === 1 ? "El valor es correcto." : `Los ${String(fields.length)} valores son correctos.`;
	return `Acertó ${String(right)} de ${String(fields.length)} valores. Revise la explicación de cada uno.`;
}
/** The situation as the learner may see it before answering. */
function toLearnerSituation(situation) {
	const media = situation.media ? {
		...situation.media,
		src: `/api/files/${encodeURIComponent(situation.media.uploadId)}`
	} : null;
	const base = {
		id: situation.id,
		title: situation.title,
		text: situation.text,
		media
	};
	switch (situation.kind) {
		case "choice": return {
			...base,
			kind: "choice",
			choices: situation.choices.map((c) => ({
				id: c.id,
				text: c.text
			}))
		};
		case "calculation": return {
			...base,
			kind: "calculation",
			fields: situation.fields.map((f) => ({
				id: f.id,
				label: f.label,
				unit: f.unit
			}))
		};
		case "gtc45": return {
			...base,
			kind: "gtc45",
			hazard: situation.hazard
		};
		case "end": return {
			...base,
			kind: "end"
		};
	}
}
function attemptPath(state) {
	return state.steps.map((step) => ({
		situationTitle: situationOf(state.definition, step.situationId).title,
		answerSummary: step.answerSummary,
		consequence: step.feedback.consequence ?? "",
		points: step.points,
		critical: step.critical
	}));
}
/** What the learner sees of an attempt. `status` is the stored one (an attempt may have been abandoned). */
function attemptView(state, meta) {
	return {
		id: meta.id,
		status: meta.status,
		score: state.score,
		maxScore: state.maxScore,
		passMark: state.passMark,
		passed: meta.status === "abandoned" ? null : attemptPassed(state),
		current: meta.status === "abandoned" ? null : toLearnerSituation(situationOf(state.definition, state.currentId)),
		path: attemptPath(state)
	};
}
function scorePercent(score, maxScore) {
	if (maxScore <= 0) return 0;
	return Math.max(0, Math.min(100, Math.round(score / maxScore * 100)));
}
// ../../packages/shared/src/simulator/scenario-debrief.ts
/** The debrief of a finished attempt: the path, the score against the maximum, critical errors and what was best. */
function debrief(state) {
	const { definition } = state;
	const clean = bestScores(definition, true);
	const steps = state.steps.map((step) => {
		const situation = situationOf(definition, step.situationId);
		const base = {
			situationTitle: situation.title,
			answerSummary: step.answerSummary,
			points: step.points,
			critical: step.critical
		};
		if (situation.kind === "choice") {
			const total = (c) => c.points + (clean.get(c.next) ?? Number.NEGATIVE_INFINITY);
			const best = situation.choices.filter((c) => !c.critical).reduce((top, c) => top === null || total(c) > total(top) ? c : top, null);
			const chosen = "choiceId" in step.input ? situation.choices.find((c) => c.id === step.input.choiceId) : void 0;
			const correct = !!chosen && !chosen.critical && (!best || total(chosen) >= total(best));
			return {
				...base,
				bestPoints: best?.points ?? step.points,
				correct,
				shouldHave: correct || !best ? null : best.text,
				explanation: correct || !best ? null : best.consequence
			};
		}
		const wrong = (step.feedback.fields ?? []).filter((f) => !f.correct);
		const correct = wrong.length === 0;
		let shouldHave = null;
		if (!correct && situation.kind === "gtc45") shouldHave = describeGtc45(situation.expected);
		if (!correct && situation.kind === "calculation") shouldHave = situation.fields.filter((field) => wrong.some((w) => w.id === field.id)).map((field) => `${field.label}: ${number(field.expected)}${field.unit ? ` ${field.unit}` : ""}`).join("; ");
		return {
			...base,
			bestPoints: fixedPoints(situation),
			correct,
			shouldHave,
			explanation: correct ? null : wrong.map((f) => f.explanation).join(" ")
		};
	});
	const end = situationOf(definition, state.currentId);
	return {
		title: definition.title,
		score: state.score,
		maxScore: state.maxScore,
		percent: scorePercent(state.score, state.maxScore),
		passed: attemptPassed(state) ?? false,
		passMark: state.passMark,
		ending: state.finished ? {
			title: end.title,
			text: end.text
		} : null,
		criticalErrors: state.steps.filter((step) => step.critical).map((step) => `${situationOf(definition, step.situationId).title}: ${step.answerSummary}`),
		steps
	};
}
// ../../packages/shared/src/evaluations/item-family.schemas.ts
var itemFamilyPreviewSchema = object({
	prompt: string(),
	options: array(object({
		text: string(),
		correct: boolean()
	})),
	explanation: string()
});
var adminItemFamilySchema = object({
	id: string(),
	title: string(),
	/** The rule the keys are computed from, with its source. */
	rule: string(),
	topic: string(),
	active: number$1().int(),
	retired: number$1().int(),
	/** A few generated instances, as the learner would read them, with the key marked. */
	preview: array(itemFamilyPreviewSchema)
});
var adminItemFamiliesSchema = object({ families: array(adminItemFamilySchema) });
var retireFamilyResultSchema = object({ retired: number$1().int() });
// src/features/admin-routes/hooks/use-leave-confirmation.ts
/**
* Asks before unsaved changes are lost while `dirty` is true:
*
* - closing or reloading the tab (or typing another address) gets the browser's own `beforeunload` warning;
* - clicking an in-app link that leaves this page (breadcrumb, side menu, header…) is held back until the person
*   answers the dialog driven by `asking` / `stay` / `leave`.
*
* React Router's `useBlocker` would also catch the browser's Back button, but it only works under a data router
* (`createBrowserRouter`); this app renders `<BrowserRouter>` + `useRoutes`, where it throws. So links are caught
* here instead, on the document in the capture phase, before the router's own click handler sees them; Back and
* Forward are not caught.
*/
function useLeaveConfirmation(dirty) {
	const { pathname } = useLocation();
	const held = (0, import_react.useRef)(null);
	const replaying = (0, import_react.useRef)(false);
	const [asking, setAsking] = (0, import_react.useState)(false);
	(0, import_react.useEffect)(() => {
		if (!dirty) return;
		const onBeforeUnload = (event) => {
			event.preventDefault();
			event.returnValue = "";
		};
		window.addEventListener("beforeunload", onBeforeUnload);
		return () => window.removeEventListener("beforeunload", onBeforeUnload);
	}, [dirty]);
	(0, import_react.useEffect)(() => {
		if (!dirty) return;
		const onClick = (event) => {
			if (replaying.current) return;
			const anchor = leavingAnchor(event, pathname);
			if (!anchor) return;
			event.preventDefault();
			event.stopPropagation();
			held.current = anchor;
			setAsking(true);
		};
		document.addEventListener("click", onClick, true);
		return () => document.removeEventListener("click", onClick, true);
	}, [dirty, pathname]);
	return {
		asking,
		stay: (0, import_react.useCallback)(() => {
			held.current = null;
			setAsking(false);
		}, []),
		leave: (0, import_react.useCallback)(() => {
			const anchor = held.current;
			held.current = null;
			setAsking(false);
			if (!anchor?.isConnected) return;
			replaying.current = true;
			try {
				anchor.click();
			} finally {
				replaying.current = false;
			}
		}, [])
	};
}
/** The link a plain click would follow to another page of this app, or null (new tab, download, same page…). */
function leavingAnchor(event, currentPath) {
	if (event.defaultPrevented || event.button !== 0) return null;
	if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
	const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
	if (!(anchor instanceof HTMLAnchorElement)) return null;
	if (anchor.target && anchor.target !== "_self" || anchor.hasAttribute("download")) return null;
	const url = new URL(anchor.href, window.location.href);
	if (url.origin !== window.location.origin || url.pathname === currentPath) return null;
	return anchor;
}
// src/features/admin-routes/api/grant-attempt.ts
function grantAttempt(routeId, userId) {
	return apiFetch(`${routePath(routeId)}/enrolments/${encodeURIComponent(userId)}/attempts`, {
		method: "POST",
		schema: grantAttemptResultSchema
	});
}
/** One more final-test attempt for a learner who used them all; the enrolments table then shows the new limit. */
function useGrantAttempt(routeId) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (userId) => grantAttempt(routeId, userId),
		onSettled: () => queryClient.invalidateQueries({ queryKey: adminRouteKeys.enrolments(routeId) })
	});
}
// src/features/admin-routes/api/route-enrolments.ts
function enrolmentsPath(routeId) {
	return `${routePath(routeId)}/enrolments`;
}
function routeEnrolmentsQueryOptions(routeId) {
	return queryOptions({
		queryKey: adminRouteKeys.enrolments(routeId),
		queryFn: ({ signal }) => apiFetch(enrolmentsPath(routeId), {
			schema: routeEnrolmentListSchema,
			signal
		})
	});
}
function useRouteEnrolments(routeId) {
	return useQuery(routeEnrolmentsQueryOptions(routeId));
}
function assignRoute(routeId, userIds) {
	return apiFetch(enrolmentsPath(routeId), {
		method: "POST",
		body: { userIds },
		schema: assignRouteResultSchema
	});
}
/**
* Enrols people in the route on the admin's behalf. Afterwards the table of enrolled learners and the counts of the
* route list are stale; a refusal because the route is not published means the editor's copy of the route is too.
*/
function useAssignRoute(routeId) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (userIds) => assignRoute(routeId, userIds),
		onSuccess: () => {
			queryClient.invalidateQueries({ queryKey: adminRouteKeys.enrolments(routeId) });
			queryClient.invalidateQueries({ queryKey: adminRouteKeys.lists() });
		},
		onError: (error) => {
			if (isRouteNotPublished(error)) queryClient.invalidateQueries({
				queryKey: adminRouteKeys.detail(routeId),
				exact: true
			});
		}
	});
}
/** The server answers `409` when the route is a draft or archived: only published routes can be assigned. */
function isRouteNotPublished(error) {
	return isApiError(error) && error.status === 409;
}
function userSearchQueryOptions(q) {
	return queryOptions({
		queryKey: adminRouteKeys.userSearch(q),
		queryFn: ({ signal }) => {
			const params = new URLSearchParams({
				page: "1",
				pageSize: String(20)
			});
			if (q) params.set("q", q);
			return apiFetch(`/api/admin/users?${params.toString()}`, {
				schema: userListSchema,
				signal
			});
		},
		placeholderData: keepPreviousData
	});
}
/** People whose name or email matches `q` (the first page), for the assign dialog. */
function useUserSearch(q) {
	return useQuery(userSearchQueryOptions(q));
}
// src/features/admin-routes/components/assign-route-dialog.tsx
var SEARCH_DELAY_MS = 300;
/** Finds active people by name or email and enrols the chosen ones in the route. Full screen on phones. */
function AssignRouteDialog({ routeId, open, enrolledIds, onClose, onAssigned }) {
	const assign = useAssignRoute(routeId);
	const close = () => {
		if (!assign.isPending) onClose();
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ResponsiveDialog, {
		open,
		title: "Asignar aprendices",
		onClose: close,
		onExited: () => assign.reset(),
		maxWidth: "sm",
		restoreFocus: true,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AssignForm, {
			assign,
			enrolledIds,
			onCancel: close,
			onAssigned
		})
	});
}
function AssignForm({ assign, enrolledIds, onCancel, onAssigned }) {
	const searchId = (0, import_react.useId)();
	const listLabelId = (0, import_react.useId)();
	const [search, setSearch] = (0, import_react.useState)("");
	const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
	const users = useUserSearch(q);
	const [chosen, setChosen] = (0, import_react.useState)(/* @__PURE__ */ new Map());
	const [problem, setProblem] = (0, import_react.useState)(null);
	const people = (users.data?.items ?? []).filter((user) => user.active);
	const searching = users.isFetching || search.trim() !== q;
	const toggle = (user, checked) => {
		setProblem(null);
		setChosen((current) => {
			const next = new Map(current);
			if (checked) next.set(user.id, user);
			else next.delete(user.id);
			return next;
		});
	};
	const onSubmit = () => {
		const parsed = assignRouteInputSchema.safeParse({ userIds: [...chosen.keys()] });
		if (!parsed.success) {
			setProblem(parsed.error.issues[0]?.message ?? "Elija al menos una persona");
			return;
		}
		assign.mutate(parsed.data.userIds, { onSuccess: onAssigned });
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogForm, {
		onSubmit,
		pending: assign.isPending,
		submitLabel: "Asignar",
		onCancel,
		children: [
			assign.isError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				severity: "error",
				role: "alert",
				sx: { mb: 2 },
				children: errorMessageFor(assign.error)
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
				id: searchId,
				type: "search",
				label: "Buscar personas",
				helperText: "Escriba un nombre o un correo.",
				fullWidth: true,
				margin: "dense",
				value: search,
				onChange: (event) => setSearch(event.target.value),
				slotProps: { htmlInput: {
					autoComplete: "off",
					maxLength: 120
				} }
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					display: "flex",
					flexWrap: "wrap",
					justifyContent: "space-between",
					gap: 1,
					mt: 2
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					id: listLabelId,
					component: "h3",
					variant: "subtitle1",
					children: "Personas activas"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					role: "status",
					sx: { color: problem ? "error.main" : "text.secondary" },
					children: problem ?? chosenLabel(chosen.size)
				})]
			}),
			users.isError ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Alert, {
				severity: "error",
				sx: { mt: 1 },
				action: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					color: "inherit",
					size: "small",
					onClick: () => void users.refetch(),
					children: "Reintentar"
				}),
				children: ["No se pudo buscar. ", errorMessageFor(users.error)]
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					role: "status",
					sx: {
						color: "text.secondary",
						my: 1
					},
					children: resultsLabel({
						searching,
						pending: users.isPending,
						found: people.length,
						q
					})
				}),
				people.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(List, {
					dense: true,
					"aria-labelledby": listLabelId,
					sx: { opacity: searching ? .6 : 1 },
					children: people.map((user) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PersonOption, {
						user,
						checked: chosen.has(user.id),
						enrolled: enrolledIds.has(user.id),
						onToggle: toggle
					}, user.id))
				}),
				(users.data?.total ?? 0) > 20 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
					variant: "body2",
					sx: { color: "text.secondary" },
					children: [
						"Se muestran las primeras ",
						20,
						" coincidencias. Escriba más para afinar la búsqueda."
					]
				})
			] })
		]
	});
}
function PersonOption({ user, checked, enrolled, onToggle }) {
	const nameId = (0, import_react.useId)();
	const detailId = (0, import_react.useId)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListItem, {
		disablePadding: true,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			component: "label",
			sx: {
				display: "flex",
				alignItems: "center",
				gap: 1,
				width: "100%",
				py: .5,
				cursor: enrolled ? "default" : "pointer",
				color: enrolled ? "text.disabled" : void 0
			},
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Checkbox, {
				checked: checked || enrolled,
				disabled: enrolled,
				onChange: (event) => onToggle(user, event.target.checked),
				slotProps: { input: {
					"aria-labelledby": nameId,
					"aria-describedby": detailId
				} }
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: { minWidth: 0 },
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					id: nameId,
					sx: { fontWeight: 500 },
					children: user.nombre
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
					id: detailId,
					variant: "body2",
					sx: {
						color: "text.secondary",
						overflowWrap: "anywhere"
					},
					children: [user.email, enrolled && " · Ya está en esta ruta"]
				})]
			})]
		})
	});
}
function chosenLabel(count) {
	if (count === 0) return "Nadie elegido todavía";
	return formatCount(count, "persona elegida", "personas elegidas");
}
function resultsLabel({ searching, pending, found, q }) {
	if (pending || searching && found === 0) return "Buscando…";
	if (found === 0) return q ? `No encontramos personas activas que coincidan con «${q}».` : "No hay personas activas.";
	return "";
}
// src/features/admin-routes/components/route-enrolments-panel.tsx
/**
* "Inscritos": who is enrolled in the route, how far they got and how their final test stands; admins can enrol
* more people and grant one more final-test attempt to someone who used them all without passing.
*/
function RouteEnrolmentsPanel({ route, onNotice }) {
	const headingId = (0, import_react.useId)();
	const helperId = (0, import_react.useId)();
	const enrolments = useRouteEnrolments(route.id);
	const [assigning, setAssigning] = (0, import_react.useState)(false);
	const published = route.status === "published";
	const items = enrolments.data?.items;
	const enrolledIds = (0, import_react.useMemo)(() => new Set((items ?? []).map((enrolment) => enrolment.user.id)), [items]);
	const granting = useGrantAttempt(route.id);
	const grant = (enrolment) => {
		granting.mutate(enrolment.user.id, { onSuccess: (result) => onNotice(`Se concedió un intento más a ${enrolment.user.nombre}: ahora tiene ${formatNumber(result.attemptsAllowed)} intentos para la evaluación final.`) });
	};
	const onAssigned = (result) => {
		setAssigning(false);
		onNotice(assignedMessage(result));
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			sx: {
				display: "flex",
				flexWrap: "wrap",
				alignItems: "flex-start",
				gap: 2,
				mb: 2
			},
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: { flexGrow: 1 },
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					id: headingId,
					component: "h2",
					variant: "h5",
					children: "Inscritos"
				}), items && items.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					sx: { color: "text.secondary" },
					children: enrolledLabel(items.length)
				})]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "contained",
				startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PersonAdd_default, { "aria-hidden": "true" }),
				disabled: !published,
				"aria-describedby": published ? void 0 : helperId,
				onClick: () => setAssigning(true),
				children: "Asignar aprendices"
			}), !published && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormHelperText, {
				id: helperId,
				children: "Publique la ruta para poder asignarla."
			})] })]
		}),
		granting.isError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
			severity: "error",
			sx: { mb: 2 },
			children: errorMessageFor(granting.error)
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(QueryContent, {
			query: enrolments,
			loadingLabel: "Cargando los inscritos…",
			isEmpty: (data) => data.items.length === 0,
			emptyText: "Nadie se ha inscrito todavía en esta ruta.",
			children: (data) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EnrolmentsTable, {
				enrolments: data.items,
				labelledBy: headingId,
				grantingId: granting.isPending ? granting.variables : void 0,
				onGrant: grant
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AssignRouteDialog, {
			routeId: route.id,
			open: assigning,
			enrolledIds,
			onClose: () => setAssigning(false),
			onAssigned
		})
	] });
}
var COLUMNS$2 = [
	{ label: "Nombre" },
	{ label: "Correo" },
	{ label: "Origen" },
	{ label: "Inscripción" },
	{ label: "Avance" },
	{
		label: "Tiempo dedicado",
		align: "right"
	},
	{ label: "Última actividad" },
	{ label: "Evaluación final" }
];
/** "Aprobada", "En curso (intento 2 de 3)", "1 de 3 intentos usados". */
function finalTestText({ finalTest }) {
	const used = `${formatNumber(finalTest.attemptsUsed)} de ${formatNumber(finalTest.attemptsAllowed)}`;
	if (finalTest.passed) return "Aprobada";
	if (finalTest.inProgress) return `En curso (intento ${used})`;
	return `${used} intentos usados`;
}
function EnrolmentsTable({ enrolments, labelledBy, grantingId, onGrant }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataTable, {
		labelledBy,
		columns: COLUMNS$2,
		children: enrolments.map((enrolment) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, { children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
				component: "th",
				scope: "row",
				sx: { fontWeight: 600 },
				children: enrolment.user.nombre
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
				sx: { overflowWrap: "anywhere" },
				children: enrolment.user.email
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: enrolmentOriginLabels[enrolment.origin] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
				dateTime: enrolment.enrolledAt,
				children: formatShortDate(enrolment.enrolledAt)
			}) }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
				sx: { minWidth: 160 },
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					sx: {
						display: "flex",
						alignItems: "center",
						gap: 1
					},
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LinearProgress, {
						variant: "determinate",
						value: Math.min(100, Math.max(0, enrolment.percent)),
						"aria-label": progressLabel(enrolment),
						sx: {
							flexGrow: 1,
							height: 8,
							borderRadius: 4
						}
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						variant: "body2",
						sx: {
							minWidth: "4.5ch",
							textAlign: "right"
						},
						children: formatPercent(enrolment.percent)
					})]
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
				align: "right",
				children: formatDurationLabel(enrolment.secondsSpent)
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: enrolment.lastActivityAt ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
				dateTime: enrolment.lastActivityAt,
				children: formatShortDate(enrolment.lastActivityAt)
			}) : "Sin actividad" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableCell, {
				sx: { minWidth: 180 },
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					variant: "body2",
					children: finalTestText(enrolment)
				}), enrolment.finalTest.canGrant && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					size: "small",
					startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Replay_default, { "aria-hidden": "true" }),
					loading: grantingId === enrolment.user.id,
					disabled: grantingId !== void 0 && grantingId !== enrolment.user.id,
					"aria-label": `Conceder otro intento a ${enrolment.user.nombre}`,
					onClick: () => onGrant(enrolment),
					sx: {
						mt: .5,
						minHeight: 36
					},
					children: "Conceder otro intento"
				})]
			})
		] }, enrolment.user.id))
	});
}
/** "Avance de Ana: 40 %", with a plain space: the no-break one only matters where text wraps on screen. */
function progressLabel(enrolment) {
	return `Avance de ${enrolment.user.nombre}: ${formatPercent(enrolment.percent).replace("\xA0", " ")}`;
}
function enrolledLabel(count) {
	return formatCount(count, "persona inscrita", "personas inscritas");
}
/** "Se inscribieron 2 personas (1 ya estaba inscrita)." and its singular and nobody-new variants. */
function assignedMessage({ enrolled, alreadyEnrolled }) {
	const already = alreadyEnrolled === 1 ? "1 ya estaba inscrita" : `${formatNumber(alreadyEnrolled)} ya estaban inscritas`;
	if (enrolled === 0) return alreadyEnrolled === 1 ? "La persona elegida ya estaba inscrita." : "Todas las personas elegidas ya estaban inscritas.";
	const done = enrolled === 1 ? "Se inscribió 1 persona" : `Se inscribieron ${formatNumber(enrolled)} personas`;
	return alreadyEnrolled > 0 ? `${done} (${already}).` : `${done}.`;
}
// src/features/admin-routes/api/reorder-items.ts
function reorderItems(routeId, itemIds) {
	return apiFetch(`${routePath(routeId)}/items/order`, {
		method: "PUT",
		body: { itemIds },
		schema: adminRouteSchema
	});
}
/** The route with its items in the order of `itemIds` (positions renumbered), as the server will return it. */
function withItemOrder(route, itemIds) {
	const byId = new Map(route.items.map((item) => [item.id, item]));
	const items = itemIds.flatMap((id, index) => {
		const item = byId.get(id);
		return item ? [{
			...item,
			position: index + 1
		}] : [];
	});
	return {
		...route,
		items
	};
}
/**
* Saves a new order optimistically: the list moves at once, and goes back (with the error) if the server refuses.
* Only the answer to the latest move is stored, so quick successive moves never jump back to an older order.
*/
function useReorderItems(routeId) {
	const queryClient = useQueryClient();
	const key = adminRouteKeys.detail(routeId);
	const mutationKey = [...key, "order"];
	return useMutation({
		mutationKey,
		mutationFn: (itemIds) => reorderItems(routeId, itemIds),
		onMutate: async (itemIds) => {
			await queryClient.cancelQueries({
				queryKey: key,
				exact: true
			});
			const previous = queryClient.getQueryData(key);
			if (previous) queryClient.setQueryData(key, withItemOrder(previous, itemIds));
			return { previous };
		},
		onError: (_error, _itemIds, context) => {
			if (context?.previous) queryClient.setQueryData(key, context.previous);
			queryClient.invalidateQueries({
				queryKey: key,
				exact: true
			});
		},
		onSuccess: (route) => {
			if (queryClient.isMutating({ mutationKey }) <= 1) storeAdminRoute(queryClient, route);
		}
	});
}
// src/features/admin-routes/api/route-items.ts
function itemPath(routeId, itemId) {
	return `${routePath(routeId)}/items/${encodeURIComponent(itemId)}`;
}
function saveItem(routeId, { itemId, values }) {
	return itemId ? apiFetch(itemPath(routeId, itemId), {
		method: "PUT",
		body: values,
		schema: adminRouteSchema
	}) : apiFetch(`${routePath(routeId)}/items`, {
		method: "POST",
		body: values,
		schema: adminRouteSchema
	});
}
function useSaveItem(routeId) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (variables) => saveItem(routeId, variables),
		onSuccess: (route) => storeAdminRoute(queryClient, route)
	});
}
function deleteItem(routeId, itemId) {
	return apiFetch(itemPath(routeId, itemId), {
		method: "DELETE",
		schema: adminRouteSchema
	});
}
function useDeleteItem(routeId) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (itemId) => deleteItem(routeId, itemId),
		onSuccess: (route) => storeAdminRoute(queryClient, route)
	});
}
// ../../node_modules/@mui/icons-material/Article.mjs
var Article_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M19 3H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m-5 14H7v-2h7zm3-4H7v-2h10zm0-4H7V7h10z" }), "Article");
// ../../node_modules/@mui/icons-material/Link.mjs
var Link_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M3.9 12c0-1.71 1.39-3.1 3.1-3.1h4V7H7c-2.76 0-5 2.24-5 5s2.24 5 5 5h4v-1.9H7c-1.71 0-3.1-1.39-3.1-3.1M8 13h8v-2H8zm9-6h-4v1.9h4c1.71 0 3.1 1.39 3.1 3.1s-1.39 3.1-3.1 3.1h-4V17h4c2.76 0 5-2.24 5-5s-2.24-5-5-5" }), "Link");
// ../../node_modules/@mui/icons-material/OndemandVideo.mjs
var OndemandVideo_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M21 3H3c-1.11 0-2 .89-2 2v12c0 1.1.89 2 2 2h5v2h8v-2h5c1.1 0 1.99-.9 1.99-2L23 5c0-1.11-.9-2-2-2m0 14H3V5h18zm-5-6-7 4V7z" }), "OndemandVideo");
// ../../node_modules/@mui/icons-material/Quiz.mjs
var Quiz_default = createSvgIcon([/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M4 6H2v14c0 1.1.9 2 2 2h14v-2H4z" }, "0"), /*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M20 2H8c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V4c0-1.1-.9-2-2-2m-5.99 13c-.59 0-1.05-.47-1.05-1.05 0-.59.47-1.04 1.05-1.04.59 0 1.04.45 1.04 1.04-.01.58-.45 1.05-1.04 1.05m2.5-6.17c-.63.93-1.23 1.21-1.56 1.81-.13.24-.18.4-.18 1.18h-1.52c0-.41-.06-1.08.26-1.65.41-.73 1.18-1.16 1.63-1.8.48-.68.21-1.94-1.14-1.94-.88 0-1.32.67-1.5 1.23l-1.37-.57C11.51 5.96 12.52 5 13.99 5c1.23 0 2.08.56 2.51 1.26.37.61.58 1.73.01 2.57" }, "1")], "Quiz");
// src/features/admin-routes/components/item-kind-icon.tsx
var icons = {
	text: Article_default,
	video: OndemandVideo_default,
	pdf: PictureAsPdf_default,
	link: Link_default,
	quiz: Quiz_default
};
/** Decorative: the kind is always written next to it. */
function ItemKindIcon({ kind, ...props }) {
	const Icon = icons[kind];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
		"aria-hidden": "true",
		...props
	});
}
// src/features/admin-routes/components/add-item-menu.tsx
/** "Agregar contenido" and the menu of kinds it opens. */
function AddItemMenu({ onChoose }) {
	const menu = useMenuButton();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
		variant: "contained",
		startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Add_default, { "aria-hidden": "true" }),
		...menu.buttonProps,
		children: "Agregar contenido"
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Menu, {
		...menu.menuProps,
		children: itemKinds.map((kind) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(MenuItem, {
			onClick: menu.choose((opener) => onChoose(kind, opener)),
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListItemIcon, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ItemKindIcon, {
				kind,
				fontSize: "small"
			}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListItemText, { children: itemKindLabels[kind] })]
		}, kind))
	})] });
}
// ../../node_modules/@mui/material/Grid/Grid.mjs
/**
*
* Demos:
*
* - [Grid](https://mui.com/material-ui/react-grid/)
*
* API:
*
* - [Grid API](https://mui.com/material-ui/api/grid/)
*/
var Grid = createGrid({
	createStyledComponent: styled("div", {
		name: "MuiGrid",
		slot: "Root",
		overridesResolver: (props, styles) => {
			const { ownerState } = props;
			return [styles.root, ownerState.container && styles.container];
		}
	}),
	componentName: "MuiGrid",
	useThemeProps: (inProps) => useDefaultProps({
		props: inProps,
		name: "MuiGrid"
	}),
	useTheme: useTheme$1
});
process.env.NODE_ENV !== "production" && (Grid.propTypes = {
	/**
	* The content of the component.
	*/
	children: import_prop_types.default.node,
	/**
	* The number of columns.
	* @default 12
	*/
	columns: import_prop_types.default.oneOfType([
		import_prop_types.default.arrayOf(import_prop_types.default.number),
		import_prop_types.default.number,
		import_prop_types.default.object
	]),
	/**
	* Defines the horizontal space between the type `item` components.
	* It overrides the value of the `spacing` prop.
	*/
	columnSpacing: import_prop_types.default.oneOfType([
		import_prop_types.default.arrayOf(import_prop_types.default.oneOfType([import_prop_types.default.number, import_prop_types.default.string])),
		import_prop_types.default.number,
		import_prop_types.default.object,
		import_prop_types.default.string
	]),
	/**
	* If `true`, the component will have the flex *container* behavior.
	* You should be wrapping *items* with a *container*.
	* @default false
	*/
	container: import_prop_types.default.bool,
	/**
	* Defines the `flex-direction` style property for the container.
	*
	* ⚠️ Only `row` and `row-reverse` are supported. `column` and `column-reverse` are not supported,
	* because the Grid component is designed to subdivide layouts into **columns**, not rows.
	*
	* For vertical layouts, use `Stack` instead.
	*
	* @default 'row'
	*/
	direction: import_prop_types.default.oneOfType([
		import_prop_types.default.oneOf(["row-reverse", "row"]),
		import_prop_types.default.arrayOf(import_prop_types.default.oneOf(["row-reverse", "row"])),
		import_prop_types.default.object
	]),
	/**
	* Defines the offset value for the type `item` components.
	*/
	offset: import_prop_types.default.oneOfType([
		import_prop_types.default.string,
		import_prop_types.default.number,
		import_prop_types.default.arrayOf(import_prop_types.default.oneOfType([import_prop_types.default.string, import_prop_types.default.number])),
		import_prop_types.default.object
	]),
	/**
	* Defines the vertical space between the type `item` components.
	* It overrides the value of the `spacing` prop.
	*/
	rowSpacing: import_prop_types.default.oneOfType([
		import_prop_types.default.arrayOf(import_prop_types.default.oneOfType([import_prop_types.default.number, import_prop_types.default.string])),
		import_prop_types.default.number,
		import_prop_types.default.object,
		import_prop_types.default.string
	]),
	/**
	* Defines the size of the the type `item` components.
	*/
	size: import_prop_types.default.oneOfType([
		import_prop_types.default.string,
		import_prop_types.default.bool,
		import_prop_types.default.number,
		import_prop_types.default.arrayOf(import_prop_types.default.oneOfType([
			import_prop_types.default.string,
			import_prop_types.default.bool,
			import_prop_types.default.number
		])),
		import_prop_types.default.object
	]),
	/**
	* Defines the space between the type `item` components.
	* It can only be used on a type `container` component.
	* @default 0
	*/
	spacing: import_prop_types.default.oneOfType([
		import_prop_types.default.arrayOf(import_prop_types.default.oneOfType([import_prop_types.default.number, import_prop_types.default.string])),
		import_prop_types.default.number,
		import_prop_types.default.object,
		import_prop_types.default.string
	]),
	/**
	* @ignore
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
	* @internal
	* The level of the grid starts from `0` and increases when the grid nests
	* inside another grid. Nesting is defined as a container Grid being a direct
	* child of a container Grid.
	*
	* ```js
	* <Grid container> // level 0
	*   <Grid container> // level 1
	*     <Grid container> // level 2
	* ```
	*
	* Only consecutive grid is considered nesting. A grid container will start at
	* `0` if there are non-Grid container element above it.
	*
	* ```js
	* <Grid container> // level 0
	*   <div>
	*     <Grid container> // level 0
	* ```
	*
	* ```js
	* <Grid container> // level 0
	*   <Grid>
	*     <Grid container> // level 0
	* ```
	*/
	unstable_level: import_prop_types.default.number,
	/**
	* Defines the `flex-wrap` style property.
	* It's applied for all screen sizes.
	* @default 'wrap'
	*/
	wrap: import_prop_types.default.oneOf([
		"nowrap",
		"wrap-reverse",
		"wrap"
	])
});
if (process.env.NODE_ENV !== "production") {
	const Component = Grid;
	const requireProp = requirePropFactory_default("Grid", Component);
	Component["propTypes"] = {
		...Component.propTypes,
		direction: requireProp("container"),
		spacing: requireProp("container"),
		wrap: requireProp("container")
	};
}
// src/features/admin-routes/components/number-field.tsx
/** A number input wired to react-hook-form; register it with `{ valueAsNumber: true }`. */
function NumberField({ min, max, step = 1, ...props }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
		type: "number",
		slotProps: { htmlInput: {
			min,
			max,
			step,
			inputMode: Number.isInteger(step) ? "numeric" : "decimal"
		} },
		...props
	});
}
// src/features/admin-routes/components/item-common-fields.tsx
/** Título, Descripción, Duración and Obligatorio: what every kind of content has. */
function ItemCommonFields({ form }) {
	const { register, control, formState } = form;
	const { errors } = formState;
	const requiredHintId = (0, import_react.useId)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
			id: "item-title",
			label: "Título",
			required: true,
			registration: register("title"),
			errorMessage: errors.title?.message
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
			id: "item-description",
			label: "Descripción",
			multiline: true,
			minRows: 2,
			helperText: "Opcional. Una o dos frases sobre lo que encontrará la persona.",
			registration: register("description"),
			errorMessage: errors.description?.message
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Grid, {
			container: true,
			columnSpacing: 2,
			sx: { alignItems: "center" },
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Grid, {
				size: {
					xs: 12,
					sm: 6
				},
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NumberField, {
					id: "item-duration",
					label: "Duración (min)",
					required: true,
					min: 1,
					max: 600,
					registration: register("durationMinutes", { valueAsNumber: true }),
					errorMessage: errors.durationMinutes?.message
				})
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Grid, {
				size: {
					xs: 12,
					sm: 6
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
					control,
					name: "required",
					render: ({ field }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormControlLabel, {
						label: "Obligatorio",
						control: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Switch, {
							name: field.name,
							checked: field.value,
							onChange: (event) => field.onChange(event.target.checked),
							onBlur: field.onBlur,
							slotProps: { input: {
								ref: field.ref,
								"aria-describedby": requiredHintId
							} }
						})
					})
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormHelperText, {
					id: requiredHintId,
					sx: { mt: 0 },
					children: "Solo los contenidos obligatorios cuentan para el avance y el test final."
				})]
			})]
		})
	] });
}
var OPTION_LETTERS$1 = "abcdefghijklmnopqrstuvwxyz";
/** The next free question id: `q1`, `q2`, … */
function nextQuestionId(questions) {
	const used = new Set(questions.map((question) => question.id));
	let number = questions.length + 1;
	while (used.has(`q${number}`)) number += 1;
	return `q${number}`;
}
/** The first letter no option of the question uses yet: `a`, `b`, … */
function nextOptionId(options) {
	const used = new Set(options.map((option) => option.id));
	return [...OPTION_LETTERS$1].find((letter) => !used.has(letter)) ?? `o${options.length + 1}`;
}
function newOption(options) {
	return {
		id: nextOptionId(options),
		text: "",
		correct: false
	};
}
function newQuestion(questions) {
	return {
		id: nextQuestionId(questions),
		prompt: "",
		explanation: "",
		options: [{
			id: "a",
			text: "",
			correct: false
		}, {
			id: "b",
			text: "",
			correct: false
		}]
	};
}
function emptyItemForm(kind) {
	return {
		kind,
		title: "",
		description: "",
		durationMinutes: 10,
		required: true,
		body: "",
		videoSource: "upload",
		fileId: null,
		captionsFileId: null,
		url: "",
		quiz: {
			passMark: 70,
			questions: [newQuestion([])]
		}
	};
}
function itemFormValues(item) {
	return {
		...emptyItemForm(item.kind),
		title: item.title,
		description: item.description,
		durationMinutes: item.durationMinutes,
		required: item.required,
		body: item.body ?? "",
		videoSource: item.kind === "video" && item.url && !item.file ? "url" : "upload",
		fileId: item.file?.id ?? null,
		captionsFileId: item.captions?.id ?? null,
		url: item.url ?? "",
		quiz: item.quiz ? {
			passMark: item.quiz.passMark,
			questions: item.quiz.questions.map((question) => ({
				...question,
				options: question.options.map((option) => ({ ...option }))
			}))
		} : emptyItemForm("quiz").quiz
	};
}
/** Only the fields of the item's kind, shaped as the API expects. */
function toItemInput(values) {
	const base = {
		title: values.title,
		description: values.description,
		durationMinutes: values.durationMinutes,
		required: values.required
	};
	switch (values.kind) {
		case "text": return {
			kind: "text",
			...base,
			body: values.body
		};
		case "video": return values.videoSource === "url" ? {
			kind: "video",
			...base,
			fileId: null,
			url: values.url.trim() || null,
			captionsFileId: null
		} : {
			kind: "video",
			...base,
			fileId: values.fileId,
			url: null,
			captionsFileId: values.captionsFileId
		};
		case "pdf": return {
			kind: "pdf",
			...base,
			fileId: values.fileId
		};
		case "link": return {
			kind: "link",
			...base,
			url: values.url.trim()
		};
		case "quiz": return {
			kind: "quiz",
			...base,
			quiz: values.quiz
		};
	}
}
var schemaResolver = u(itemInputSchema);
/** Validates the current kind's fields with the shared `itemInputSchema`; submits the parsed item. */
var itemResolver = (values, context, options) => schemaResolver(toItemInput(values), context, options);
/** Every field that may carry a problem from the server, in form order (for `applyServerFieldErrors`). */
function itemFieldPaths(values) {
	const paths = [
		"title",
		"description",
		"durationMinutes",
		"required"
	];
	if (values.kind === "text") paths.push("body");
	if (values.kind === "video" || values.kind === "pdf") paths.push("fileId");
	if (values.kind === "video" || values.kind === "link") paths.push("url");
	if (values.kind === "video") paths.push("captionsFileId");
	if (values.kind === "quiz") {
		paths.push("quiz.passMark", "quiz.questions");
		values.quiz.questions.forEach((question, index) => {
			const at = `quiz.questions.${index}`;
			paths.push(`${at}.prompt`, `${at}.explanation`, `${at}.options`);
			question.options.forEach((_option, optionIndex) => paths.push(`${at}.options.${optionIndex}.text`));
		});
	}
	return paths;
}
// src/features/admin-routes/components/captions-field.tsx
/** The WebVTT captions of an uploaded video: people who cannot hear the video read them (WCAG 1.2.2). */
function CaptionsField({ file, onChange }) {
	const ref = (0, import_react.useRef)(null);
	const titleId = (0, import_react.useId)();
	const remove = () => {
		onChange(null);
		focusFileInput(ref.current);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		ref,
		component: "section",
		"aria-labelledby": titleId,
		sx: { mt: 3 },
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				id: titleId,
				component: "h3",
				sx: { fontWeight: 600 },
				children: "Subtítulos"
			}),
			file ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(UploadedFile, {
				file,
				onRemove: remove
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				sx: { color: "text.secondary" },
				children: "Si el video tiene voz, suba sus subtítulos en formato WebVTT (.vtt) para quienes no pueden escucharlo."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FileUpload, {
				purpose: "captions",
				label: file ? "Reemplazar subtítulos" : "Subir subtítulos (.vtt)",
				onUploaded: onChange
			})
		]
	});
}
// src/features/admin-routes/components/item-file-field.tsx
var hints = {
	video: "Video MP4 o WebM.",
	pdf: "Documento PDF."
};
/** The uploaded file of a video or PDF item, or a warning that it is still missing, and the upload button. */
function ItemFileField({ purpose, file, onChange }) {
	const ref = (0, import_react.useRef)(null);
	const remove = () => {
		onChange(null);
		focusFileInput(ref.current);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		ref,
		sx: { mt: 2 },
		children: [file ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(UploadedFile, {
			file,
			onRemove: remove
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
			sx: { color: "text.secondary" },
			children: [
				"Aún no hay archivo. ",
				hints[purpose],
				" La ruta no se podrá publicar sin él."
			]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FileUpload, {
			purpose,
			label: file ? "Reemplazar archivo" : "Subir archivo",
			onUploaded: onChange
		})]
	});
}
// src/features/admin-routes/api/markdown-preview.ts
/** Renders Markdown with the server's renderer (the one learners get), so the preview is exactly what they see. */
function previewMarkdown(markdown, signal) {
	return apiFetch("/api/admin/markdown/preview", {
		method: "POST",
		body: { markdown },
		schema: markdownPreviewSchema,
		signal
	});
}
function useMarkdownPreview(markdown, enabled) {
	return useQuery({
		queryKey: adminRouteKeys.markdownPreview(markdown),
		queryFn: ({ signal }) => previewMarkdown(markdown, signal),
		enabled,
		staleTime: Infinity
	});
}
// src/features/admin-routes/components/markdown-editor.tsx
/** "Contenido (Markdown)" with a "Vista previa" tab rendered by the server, exactly as learners will see it. */
function MarkdownEditor({ control, register, errorMessage, submitCount }) {
	const [tab, setTab] = (0, import_react.useState)("write");
	const body = useWatch({
		control,
		name: "body"
	});
	const hasText = body.trim().length > 0;
	const preview = useMarkdownPreview(body, tab === "preview" && hasText);
	const id = (0, import_react.useId)();
	const [seenSubmitCount, setSeenSubmitCount] = (0, import_react.useState)(submitCount);
	if (seenSubmitCount !== submitCount) {
		setSeenSubmitCount(submitCount);
		if (errorMessage) setTab("write");
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: { mt: 2 },
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Tabs, {
				value: tab,
				onChange: (_event, value) => setTab(value),
				"aria-label": "Editor de la lectura",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tab, {
					value: "write",
					label: "Escribir",
					id: `${id}-write-tab`,
					"aria-controls": `${id}-write`
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tab, {
					value: "preview",
					label: "Vista previa",
					id: `${id}-preview-tab`,
					"aria-controls": `${id}-preview`
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				role: "tabpanel",
				id: `${id}-write`,
				"aria-labelledby": `${id}-write-tab`,
				hidden: tab !== "write",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
					id: `${id}-body`,
					label: "Contenido (Markdown)",
					multiline: true,
					minRows: 10,
					required: true,
					helperText: "Use Markdown: # títulos, **negrita**, listas con «-» y enlaces [texto](https://…).",
					registration: register("body"),
					errorMessage,
					slotProps: { htmlInput: {
						spellCheck: true,
						lang: "es"
					} }
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				role: "tabpanel",
				id: `${id}-preview`,
				"aria-labelledby": `${id}-preview-tab`,
				hidden: tab !== "preview",
				sx: { mt: 2 },
				children: [
					tab === "preview" && !hasText && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: "Aún no hay texto para mostrar." }),
					tab === "preview" && hasText && preview.isPending && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						role: "status",
						children: "Preparando la vista previa…"
					}),
					tab === "preview" && hasText && preview.isError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadErrorAlert, {
						error: preview.error,
						onRetry: () => void preview.refetch()
					}),
					tab === "preview" && hasText && preview.data && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						sx: {
							p: 2,
							border: 1,
							borderColor: "divider",
							borderRadius: 1,
							maxWidth: "75ch",
							"& img": { maxWidth: "100%" }
						},
						dangerouslySetInnerHTML: { __html: preview.data.html }
					})
				]
			})
		]
	});
}
// src/features/admin-routes/components/quiz-question-fields.tsx
var MIN_OPTIONS = 2;
var MAX_OPTIONS = 8;
function optionLetter(index) {
	return String.fromCharCode(65 + index);
}
/** One question of the quiz builder: its text, explanation and options (at least one marked "Correcta"). */
function QuizQuestionFields({ index, control, register, errors, canRemove, onRemove }) {
	const options = useFieldArray({
		control,
		name: `quiz.questions.${index}.options`,
		keyName: "key"
	});
	const baseId = (0, import_react.useId)();
	const optionsErrorId = `${baseId}-options-error`;
	const addOptionRef = (0, import_react.useRef)(null);
	const number = index + 1;
	const optionsError = errors?.options?.root?.message ?? errors?.options?.message;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		component: "fieldset",
		variant: "outlined",
		sx: {
			p: 2,
			my: 2,
			minWidth: 0
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				component: "legend",
				sx: {
					px: 1,
					fontWeight: 600
				},
				children: ["Pregunta ", number]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
				id: `${baseId}-prompt`,
				label: "Pregunta",
				multiline: true,
				minRows: 2,
				required: true,
				registration: register(`quiz.questions.${index}.prompt`),
				errorMessage: errors?.prompt?.message,
				slotProps: { htmlInput: { "data-question-prompt": true } }
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
				id: `${baseId}-explanation`,
				label: "Explicación (opcional)",
				multiline: true,
				minRows: 2,
				helperText: "Se muestra después de responder.",
				registration: register(`quiz.questions.${index}.explanation`),
				errorMessage: errors?.explanation?.message
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				role: "group",
				"aria-label": `Opciones de la pregunta ${number}`,
				"aria-describedby": optionsError ? optionsErrorId : void 0,
				children: [options.fields.map((option, optionIndex) => {
					const letter = optionLetter(optionIndex);
					return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
						sx: {
							display: "flex",
							flexWrap: "wrap",
							alignItems: "center",
							columnGap: 1
						},
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
								id: `${baseId}-option-${option.id}`,
								label: `Opción ${letter}`,
								required: true,
								registration: register(`quiz.questions.${index}.options.${optionIndex}.text`),
								errorMessage: errors?.options?.[optionIndex]?.text?.message,
								sx: { flex: "1 1 240px" }
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
								control,
								name: `quiz.questions.${index}.options.${optionIndex}.correct`,
								render: ({ field }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormControlLabel, {
									label: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: ["Correcta", /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(VisuallyHidden, { children: [
										": opción ",
										letter,
										" de la pregunta ",
										number
									] })] }),
									control: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Checkbox, {
										name: field.name,
										checked: field.value,
										onChange: (event) => field.onChange(event.target.checked),
										onBlur: field.onBlur,
										slotProps: { input: { ref: field.ref } }
									})
								})
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
								"aria-label": `Quitar opción ${letter} de la pregunta ${number}`,
								disabled: options.fields.length <= MIN_OPTIONS,
								onClick: () => {
									options.remove(optionIndex);
									addOptionRef.current?.focus();
								},
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DeleteOutlined_default, {})
							})
						]
					}, option.key);
				}), optionsError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					id: optionsErrorId,
					role: "alert",
					variant: "body2",
					sx: {
						color: "error.main",
						mt: 1
					},
					children: optionsError
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					display: "flex",
					flexWrap: "wrap",
					gap: 1,
					mt: 1
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
					ref: addOptionRef,
					startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Add_default, { "aria-hidden": "true" }),
					disabled: options.fields.length >= MAX_OPTIONS,
					onClick: () => options.append(newOption(options.fields)),
					children: ["Agregar opción ", /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(VisuallyHidden, { children: ["a la pregunta ", number] })]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
					color: "inherit",
					startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DeleteOutlined_default, { "aria-hidden": "true" }),
					disabled: !canRemove,
					onClick: onRemove,
					children: ["Quitar pregunta ", number]
				})]
			})
		]
	});
}
// src/features/admin-routes/components/quiz-builder.tsx
var MAX_QUESTIONS = 30;
/** The quick quiz: pass mark and questions, each with its options and the correct ones ticked. */
function QuizBuilder({ control, register, errors }) {
	const questions = useFieldArray({
		control,
		name: "quiz.questions",
		keyName: "key"
	});
	const lastCount = (0, import_react.useRef)(questions.fields.length);
	const listRef = (0, import_react.useRef)(null);
	const headingRef = (0, import_react.useRef)(null);
	const questionsError = errors.quiz?.questions?.root?.message ?? errors.quiz?.questions?.message;
	(0, import_react.useEffect)(() => {
		if (questions.fields.length > lastCount.current) {
			const prompts = listRef.current?.querySelectorAll("[data-question-prompt]");
			prompts?.[prompts.length - 1]?.focus();
		}
		lastCount.current = questions.fields.length;
	}, [questions.fields.length]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: { mt: 2 },
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NumberField, {
				id: "quiz-pass-mark",
				label: "Nota para aprobar el repaso (%)",
				required: true,
				min: 0,
				max: 100,
				registration: register("quiz.passMark", { valueAsNumber: true }),
				errorMessage: errors.quiz?.passMark?.message,
				sx: { maxWidth: 280 }
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				ref: headingRef,
				component: "h3",
				variant: "h6",
				tabIndex: -1,
				sx: { mt: 2 },
				children: "Preguntas"
			}),
			questionsError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				severity: "error",
				role: "alert",
				sx: { my: 1 },
				children: questionsError
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				ref: listRef,
				children: questions.fields.map((question, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QuizQuestionFields, {
					index,
					control,
					register,
					errors: errors.quiz?.questions?.[index],
					canRemove: questions.fields.length > 1,
					onRemove: () => {
						questions.remove(index);
						headingRef.current?.focus();
					}
				}, question.key))
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Add_default, { "aria-hidden": "true" }),
				disabled: questions.fields.length >= MAX_QUESTIONS,
				onClick: () => questions.append(newQuestion(questions.fields)),
				children: "Agregar pregunta"
			})
		]
	});
}
// src/features/admin-routes/components/item-kind-fields.tsx
/** The fields that depend on the kind: Markdown, a video file or address, a PDF, a link, or a quiz. */
function ItemKindFields({ form, file, onFileChange, captions, onCaptionsChange }) {
	const { register, control, formState } = form;
	const { errors } = formState;
	const kind = useWatch({
		control,
		name: "kind"
	});
	const videoSource = useWatch({
		control,
		name: "videoSource"
	});
	const sourceLabelId = (0, import_react.useId)();
	switch (kind) {
		case "text": return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MarkdownEditor, {
			control,
			register,
			errorMessage: errors.body?.message,
			submitCount: formState.submitCount
		});
		case "video": return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
			control,
			name: "videoSource",
			render: ({ field }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FormControl, {
				component: "fieldset",
				sx: { mt: 2 },
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormLabel, {
					id: sourceLabelId,
					component: "legend",
					children: "Origen del video"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(RadioGroup, {
					row: true,
					"aria-labelledby": sourceLabelId,
					name: field.name,
					value: field.value,
					onChange: (event) => field.onChange(event.target.value),
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormControlLabel, {
						value: "upload",
						control: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Radio, {}),
						label: "Subir un archivo"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormControlLabel, {
						value: "url",
						control: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Radio, {}),
						label: "Enlace externo"
					})]
				})]
			})
		}), videoSource === "upload" ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ItemFileField, {
			purpose: "video",
			file,
			onChange: onFileChange
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CaptionsField, {
			file: captions,
			onChange: onCaptionsChange
		})] }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
			id: "item-video-url",
			label: "Dirección del video",
			type: "url",
			required: true,
			helperText: "La dirección completa, empezando por https://. Los videos de YouTube y Vimeo se ven dentro de la plataforma; los de otros sitios se abren como enlace.",
			registration: register("url"),
			errorMessage: errors.url?.message
		})] });
		case "pdf": return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ItemFileField, {
			purpose: "pdf",
			file,
			onChange: onFileChange
		});
		case "link": return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
			id: "item-link-url",
			label: "Dirección (URL)",
			type: "url",
			required: true,
			helperText: "La dirección completa, empezando por https://",
			registration: register("url"),
			errorMessage: errors.url?.message
		});
		case "quiz": return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QuizBuilder, {
			control,
			register,
			errors
		});
	}
}
// src/features/admin-routes/components/item-dialog.tsx
/**
* Adds or edits one content item. Full screen on phones. Closing it (Cancelar, Escape, a click outside) with unsaved
* edits asks first.
*/
function ItemDialog({ routeId, target, open, onClose, onSaved, onExited }) {
	const save = useSaveItem(routeId);
	const label = itemKindLabels[target.kind];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EditorDialog, {
		open,
		title: target.item ? `Editar contenido: ${label}` : `Nuevo contenido: ${label}`,
		busy: save.isPending,
		discardText: "Los cambios que hizo en este contenido no se guardarán.",
		onClose,
		onSaved,
		onExited,
		children: (editor) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ItemForm, {
			target,
			save,
			editor
		}, target.item?.id ?? `new-${target.kind}`)
	});
}
function ItemForm({ target, save, editor }) {
	const [file, setFile] = (0, import_react.useState)(target.item?.file ?? null);
	const [captions, setCaptions] = (0, import_react.useState)(target.item?.captions ?? null);
	const [serverError, setServerError] = (0, import_react.useState)(null);
	const form = useForm({
		resolver: itemResolver,
		defaultValues: target.item ? itemFormValues(target.item) : emptyItemForm(target.kind)
	});
	const { handleSubmit, setError, setFocus, setValue, getValues, formState } = form;
	const { isDirty } = formState;
	const { trackDirty } = editor;
	(0, import_react.useEffect)(() => {
		trackDirty(isDirty);
	}, [isDirty, trackDirty]);
	const changeFile = (upload) => {
		setFile(upload);
		setValue("fileId", upload?.id ?? null, { shouldDirty: true });
	};
	const changeCaptions = (upload) => {
		setCaptions(upload);
		setValue("captionsFileId", upload?.id ?? null, { shouldDirty: true });
	};
	const onSubmit = (event) => {
		handleSubmit((values) => {
			setServerError(null);
			save.mutate({
				itemId: target.item?.id,
				values
			}, {
				onSuccess: () => editor.saved(target.item ? "Contenido actualizado" : "Contenido agregado"),
				onError: (error) => {
					const fields = itemFieldPaths(getValues());
					const focusedField = applyServerFieldErrors(error, fields, setError, setFocus);
					setServerError({
						error,
						focus: !focusedField
					});
				}
			});
		}, (errors) => {
			if (errors.body) requestAnimationFrame(() => setFocus("body"));
		})(event);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogForm, {
		onSubmit,
		pending: save.isPending,
		submitLabel: target.item ? "Guardar cambios" : "Agregar contenido",
		onCancel: editor.close,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormErrorAlert, {
				error: serverError?.error,
				focusOnError: serverError?.focus
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ItemCommonFields, { form }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ItemKindFields, {
				form,
				file,
				onFileChange: changeFile,
				captions,
				onCaptionsChange: changeCaptions
			})
		]
	});
}
// ../../node_modules/@dnd-kit/utilities/dist/utilities.esm.js
var import_react_dom = /* @__PURE__ */ __toESM(require_react_dom());
function useCombinedRefs() {
	for (var _len = arguments.length, refs = new Array(_len), _key = 0; _key < _len; _key++) refs[_key] = arguments[_key];
	return (0, import_react.useMemo)(() => (node) => {
		refs.forEach((ref) => ref(node));
	}, refs);
}
var canUseDOM = typeof window !== "undefined" && typeof window.document !== "undefined" && typeof window.document.createElement !== "undefined";
function isWindow(element) {
	const elementString = Object.prototype.toString.call(element);
	return elementString === "[object Window]" || elementString === "[object global]";
}
function isNode(node) {
	return "nodeType" in node;
}
function getWindow(target) {
	var _target$ownerDocument, _target$ownerDocument2;
	if (!target) return window;
	if (isWindow(target)) return target;
	if (!isNode(target)) return window;
	return (_target$ownerDocument = (_target$ownerDocument2 = target.ownerDocument) == null ? void 0 : _target$ownerDocument2.defaultView) != null ? _target$ownerDocument : window;
}
function isDocument(node) {
	const { Document } = getWindow(node);
	return node instanceof Document;
}
function isHTMLElement(node) {
	if (isWindow(node)) return false;
	return node instanceof getWindow(node).HTMLElement;
}
function isSVGElement(node) {
	return node instanceof getWindow(node).SVGElement;
}
function getOwnerDocument(target) {
	if (!target) return document;
	if (isWindow(target)) return target.document;
	if (!isNode(target)) return document;
	if (isDocument(target)) return target;
	if (isHTMLElement(target) || isSVGElement(target)) return target.ownerDocument;
	return document;
}
/**
* A hook that resolves to useEffect on the server and useLayoutEffect on the client
* @param callback {function} Callback function that is invoked when the dependencies of the hook change
*/
var useIsomorphicLayoutEffect = canUseDOM ? import_react.useLayoutEffect : import_react.useEffect;
function useEvent(handler) {
	const handlerRef = (0, import_react.useRef)(handler);
	useIsomorphicLayoutEffect(() => {
		handlerRef.current = handler;
	});
	return (0, import_react.useCallback)(function() {
		for (var _len = arguments.length, args = new Array(_len), _key = 0; _key < _len; _key++) args[_key] = arguments[_key];
		return handlerRef.current == null ? void 0 : handlerRef.current(...args);
	}, []);
}
function useInterval() {
	const intervalRef = (0, import_react.useRef)(null);
	return [(0, import_react.useCallback)((listener, duration) => {
		intervalRef.current = setInterval(listener, duration);
	}, []), (0, import_react.useCallback)(() => {
		if (intervalRef.current !== null) {
			clearInterval(intervalRef.current);
			intervalRef.current = null;
		}
	}, [])];
}
function useLatestValue(value, dependencies) {
	if (dependencies === void 0) dependencies = [value];
	const valueRef = (0, import_react.useRef)(value);
	useIsomorphicLayoutEffect(() => {
		if (valueRef.current !== value) valueRef.current = value;
	}, dependencies);
	return valueRef;
}
function useLazyMemo(callback, dependencies) {
	const valueRef = (0, import_react.useRef)();
	return (0, import_react.useMemo)(() => {
		const newValue = callback(valueRef.current);
		valueRef.current = newValue;
		return newValue;
	}, [...dependencies]);
}
function useNodeRef(onChange) {
	const onChangeHandler = useEvent(onChange);
	const node = (0, import_react.useRef)(null);
	return [node, (0, import_react.useCallback)((element) => {
		if (element !== node.current) onChangeHandler?.(element, node.current);
		node.current = element;
	}, [])];
}
function usePrevious(value) {
	const ref = (0, import_react.useRef)();
	(0, import_react.useEffect)(() => {
		ref.current = value;
	}, [value]);
	return ref.current;
}
var ids = {};
function useUniqueId(prefix, value) {
	return (0, import_react.useMemo)(() => {
		if (value) return value;
		const id = ids[prefix] == null ? 0 : ids[prefix] + 1;
		ids[prefix] = id;
		return prefix + "-" + id;
	}, [prefix, value]);
}
function createAdjustmentFn(modifier) {
	return function(object) {
		for (var _len = arguments.length, adjustments = new Array(_len > 1 ? _len - 1 : 0), _key = 1; _key < _len; _key++) adjustments[_key - 1] = arguments[_key];
		return adjustments.reduce((accumulator, adjustment) => {
			const entries = Object.entries(adjustment);
			for (const [key, valueAdjustment] of entries) {
				const value = accumulator[key];
				if (value != null) accumulator[key] = value + modifier * valueAdjustment;
			}
			return accumulator;
		}, { ...object });
	};
}
var add = /*#__PURE__*/ createAdjustmentFn(1);
var subtract = /*#__PURE__*/ createAdjustmentFn(-1);
function hasViewportRelativeCoordinates(event) {
	return "clientX" in event && "clientY" in event;
}
function isKeyboardEvent(event) {
	if (!event) return false;
	const { KeyboardEvent } = getWindow(event.target);
	return KeyboardEvent && event instanceof KeyboardEvent;
}
function isTouchEvent(event) {
	if (!event) return false;
	const { TouchEvent } = getWindow(event.target);
	return TouchEvent && event instanceof TouchEvent;
}
/**
* Returns the normalized x and y coordinates for mouse and touch events.
*/
function getEventCoordinates(event) {
	if (isTouchEvent(event)) {
		if (event.touches && event.touches.length) {
			const { clientX: x, clientY: y } = event.touches[0];
			return {
				x,
				y
			};
		} else if (event.changedTouches && event.changedTouches.length) {
			const { clientX: x, clientY: y } = event.changedTouches[0];
			return {
				x,
				y
			};
		}
	}
	if (hasViewportRelativeCoordinates(event)) return {
		x: event.clientX,
		y: event.clientY
	};
	return null;
}
var CSS = /*#__PURE__*/ Object.freeze({
	Translate: { toString(transform) {
		if (!transform) return;
		const { x, y } = transform;
		return "translate3d(" + (x ? Math.round(x) : 0) + "px, " + (y ? Math.round(y) : 0) + "px, 0)";
	} },
	Scale: { toString(transform) {
		if (!transform) return;
		const { scaleX, scaleY } = transform;
		return "scaleX(" + scaleX + ") scaleY(" + scaleY + ")";
	} },
	Transform: { toString(transform) {
		if (!transform) return;
		return [CSS.Translate.toString(transform), CSS.Scale.toString(transform)].join(" ");
	} },
	Transition: { toString(_ref) {
		let { property, duration, easing } = _ref;
		return property + " " + duration + "ms " + easing;
	} }
});
var SELECTOR = "a,frame,iframe,input:not([type=hidden]):not(:disabled),select:not(:disabled),textarea:not(:disabled),button:not(:disabled),*[tabindex]";
function findFirstFocusableNode(element) {
	if (element.matches(SELECTOR)) return element;
	return element.querySelector(SELECTOR);
}
// ../../node_modules/@dnd-kit/accessibility/dist/accessibility.esm.js
var hiddenStyles = { display: "none" };
function HiddenText(_ref) {
	let { id, value } = _ref;
	return import_react.createElement("div", {
		id,
		style: hiddenStyles
	}, value);
}
function LiveRegion(_ref) {
	let { id, announcement, ariaLiveType = "assertive" } = _ref;
	return import_react.createElement("div", {
		id,
		style: {
			position: "fixed",
			top: 0,
			left: 0,
			width: 1,
			height: 1,
			margin: -1,
			border: 0,
			padding: 0,
			overflow: "hidden",
			clip: "rect(0 0 0 0)",
			clipPath: "inset(100%)",
			whiteSpace: "nowrap"
		},
		role: "status",
		"aria-live": ariaLiveType,
		"aria-atomic": true
	}, announcement);
}
function useAnnouncement() {
	const [announcement, setAnnouncement] = (0, import_react.useState)("");
	return {
		announce: (0, import_react.useCallback)((value) => {
			if (value != null) setAnnouncement(value);
		}, []),
		announcement
	};
}
// ../../node_modules/@dnd-kit/core/dist/core.esm.js
var DndMonitorContext = /*#__PURE__*/ (0, import_react.createContext)(null);
function useDndMonitor(listener) {
	const registerListener = (0, import_react.useContext)(DndMonitorContext);
	(0, import_react.useEffect)(() => {
		if (!registerListener) throw new Error("useDndMonitor must be used within a children of <DndContext>");
		return registerListener(listener);
	}, [listener, registerListener]);
}
function useDndMonitorProvider() {
	const [listeners] = (0, import_react.useState)(() => /* @__PURE__ */ new Set());
	const registerListener = (0, import_react.useCallback)((listener) => {
		listeners.add(listener);
		return () => listeners.delete(listener);
	}, [listeners]);
	return [(0, import_react.useCallback)((_ref) => {
		let { type, event } = _ref;
		listeners.forEach((listener) => {
			var _listener$type;
			return (_listener$type = listener[type]) == null ? void 0 : _listener$type.call(listener, event);
		});
	}, [listeners]), registerListener];
}
var defaultScreenReaderInstructions = { draggable: "\n    To pick up a draggable item, press the space bar.\n    While dragging, use the arrow keys to move the item.\n    Press space again to drop the item in its new position, or press escape to cancel.\n  " };
var defaultAnnouncements = {
	onDragStart(_ref) {
		let { active } = _ref;
		return "Picked up draggable item " + active.id + ".";
	},
	onDragOver(_ref2) {
		let { active, over } = _ref2;
		if (over) return "Draggable item " + active.id + " was moved over droppable area " + over.id + ".";
		return "Draggable item " + active.id + " is no longer over a droppable area.";
	},
	onDragEnd(_ref3) {
		let { active, over } = _ref3;
		if (over) return "Draggable item " + active.id + " was dropped over droppable area " + over.id;
		return "Draggable item " + active.id + " was dropped.";
	},
	onDragCancel(_ref4) {
		let { active } = _ref4;
		return "Dragging was cancelled. Draggable item " + active.id + " was dropped.";
	}
};
function Accessibility(_ref) {
	let { announcements = defaultAnnouncements, container, hiddenTextDescribedById, screenReaderInstructions = defaultScreenReaderInstructions } = _ref;
	const { announce, announcement } = useAnnouncement();
	const liveRegionId = useUniqueId("DndLiveRegion");
	const [mounted, setMounted] = (0, import_react.useState)(false);
	(0, import_react.useEffect)(() => {
		setMounted(true);
	}, []);
	useDndMonitor((0, import_react.useMemo)(() => ({
		onDragStart(_ref2) {
			let { active } = _ref2;
			announce(announcements.onDragStart({ active }));
		},
		onDragMove(_ref3) {
			let { active, over } = _ref3;
			if (announcements.onDragMove) announce(announcements.onDragMove({
				active,
				over
			}));
		},
		onDragOver(_ref4) {
			let { active, over } = _ref4;
			announce(announcements.onDragOver({
				active,
				over
			}));
		},
		onDragEnd(_ref5) {
			let { active, over } = _ref5;
			announce(announcements.onDragEnd({
				active,
				over
			}));
		},
		onDragCancel(_ref6) {
			let { active, over } = _ref6;
			announce(announcements.onDragCancel({
				active,
				over
			}));
		}
	}), [announce, announcements]));
	if (!mounted) return null;
	const markup = import_react.createElement(import_react.Fragment, null, import_react.createElement(HiddenText, {
		id: hiddenTextDescribedById,
		value: screenReaderInstructions.draggable
	}), import_react.createElement(LiveRegion, {
		id: liveRegionId,
		announcement
	}));
	return container ? (0, import_react_dom.createPortal)(markup, container) : markup;
}
var Action;
(function(Action) {
	Action["DragStart"] = "dragStart";
	Action["DragMove"] = "dragMove";
	Action["DragEnd"] = "dragEnd";
	Action["DragCancel"] = "dragCancel";
	Action["DragOver"] = "dragOver";
	Action["RegisterDroppable"] = "registerDroppable";
	Action["SetDroppableDisabled"] = "setDroppableDisabled";
	Action["UnregisterDroppable"] = "unregisterDroppable";
})(Action || (Action = {}));
function noop() {}
function useSensor(sensor, options) {
	return (0, import_react.useMemo)(() => ({
		sensor,
		options: options != null ? options : {}
	}), [sensor, options]);
}
function useSensors() {
	for (var _len = arguments.length, sensors = new Array(_len), _key = 0; _key < _len; _key++) sensors[_key] = arguments[_key];
	return (0, import_react.useMemo)(() => [...sensors].filter((sensor) => sensor != null), [...sensors]);
}
var defaultCoordinates = /*#__PURE__*/ Object.freeze({
	x: 0,
	y: 0
});
/**
* Returns the distance between two points
*/
function distanceBetween(p1, p2) {
	return Math.sqrt(Math.pow(p1.x - p2.x, 2) + Math.pow(p1.y - p2.y, 2));
}
/**
* Sort collisions from smallest to greatest value
*/
function sortCollisionsAsc(_ref, _ref2) {
	let { data: { value: a } } = _ref;
	let { data: { value: b } } = _ref2;
	return a - b;
}
/**
* Sort collisions from greatest to smallest value
*/
function sortCollisionsDesc(_ref3, _ref4) {
	let { data: { value: a } } = _ref3;
	let { data: { value: b } } = _ref4;
	return b - a;
}
/**
* Returns the coordinates of the corners of a given rectangle:
* [TopLeft {x, y}, TopRight {x, y}, BottomLeft {x, y}, BottomRight {x, y}]
*/
function cornersOfRectangle(_ref5) {
	let { left, top, height, width } = _ref5;
	return [
		{
			x: left,
			y: top
		},
		{
			x: left + width,
			y: top
		},
		{
			x: left,
			y: top + height
		},
		{
			x: left + width,
			y: top + height
		}
	];
}
function getFirstCollision(collisions, property) {
	if (!collisions || collisions.length === 0) return null;
	const [firstCollision] = collisions;
	return property ? firstCollision[property] : firstCollision;
}
/**
* Returns the coordinates of the center of a given ClientRect
*/
function centerOfRectangle(rect, left, top) {
	if (left === void 0) left = rect.left;
	if (top === void 0) top = rect.top;
	return {
		x: left + rect.width * .5,
		y: top + rect.height * .5
	};
}
/**
* Returns the closest rectangles from an array of rectangles to the center of a given
* rectangle.
*/
var closestCenter = (_ref) => {
	let { collisionRect, droppableRects, droppableContainers } = _ref;
	const centerRect = centerOfRectangle(collisionRect, collisionRect.left, collisionRect.top);
	const collisions = [];
	for (const droppableContainer of droppableContainers) {
		const { id } = droppableContainer;
		const rect = droppableRects.get(id);
		if (rect) {
			const distBetween = distanceBetween(centerOfRectangle(rect), centerRect);
			collisions.push({
				id,
				data: {
					droppableContainer,
					value: distBetween
				}
			});
		}
	}
	return collisions.sort(sortCollisionsAsc);
};
/**
* Returns the closest rectangles from an array of rectangles to the corners of
* another rectangle.
*/
var closestCorners = (_ref) => {
	let { collisionRect, droppableRects, droppableContainers } = _ref;
	const corners = cornersOfRectangle(collisionRect);
	const collisions = [];
	for (const droppableContainer of droppableContainers) {
		const { id } = droppableContainer;
		const rect = droppableRects.get(id);
		if (rect) {
			const rectCorners = cornersOfRectangle(rect);
			const distances = corners.reduce((accumulator, corner, index) => {
				return accumulator + distanceBetween(rectCorners[index], corner);
			}, 0);
			const effectiveDistance = Number((distances / 4).toFixed(4));
			collisions.push({
				id,
				data: {
					droppableContainer,
					value: effectiveDistance
				}
			});
		}
	}
	return collisions.sort(sortCollisionsAsc);
};
/**
* Returns the intersecting rectangle area between two rectangles
*/
function getIntersectionRatio(entry, target) {
	const top = Math.max(target.top, entry.top);
	const left = Math.max(target.left, entry.left);
	const right = Math.min(target.left + target.width, entry.left + entry.width);
	const bottom = Math.min(target.top + target.height, entry.top + entry.height);
	const width = right - left;
	const height = bottom - top;
	if (left < right && top < bottom) {
		const targetArea = target.width * target.height;
		const entryArea = entry.width * entry.height;
		const intersectionArea = width * height;
		const intersectionRatio = intersectionArea / (targetArea + entryArea - intersectionArea);
		return Number(intersectionRatio.toFixed(4));
	}
	return 0;
}
/**
* Returns the rectangles that has the greatest intersection area with a given
* rectangle in an array of rectangles.
*/
var rectIntersection = (_ref) => {
	let { collisionRect, droppableRects, droppableContainers } = _ref;
	const collisions = [];
	for (const droppableContainer of droppableContainers) {
		const { id } = droppableContainer;
		const rect = droppableRects.get(id);
		if (rect) {
			const intersectionRatio = getIntersectionRatio(rect, collisionRect);
			if (intersectionRatio > 0) collisions.push({
				id,
				data: {
					droppableContainer,
					value: intersectionRatio
				}
			});
		}
	}
	return collisions.sort(sortCollisionsDesc);
};
function adjustScale(transform, rect1, rect2) {
	return {
		...transform,
		scaleX: rect1 && rect2 ? rect1.width / rect2.width : 1,
		scaleY: rect1 && rect2 ? rect1.height / rect2.height : 1
	};
}
function getRectDelta(rect1, rect2) {
	return rect1 && rect2 ? {
		x: rect1.left - rect2.left,
		y: rect1.top - rect2.top
	} : defaultCoordinates;
}
function createRectAdjustmentFn(modifier) {
	return function adjustClientRect(rect) {
		for (var _len = arguments.length, adjustments = new Array(_len > 1 ? _len - 1 : 0), _key = 1; _key < _len; _key++) adjustments[_key - 1] = arguments[_key];
		return adjustments.reduce((acc, adjustment) => ({
			...acc,
			top: acc.top + modifier * adjustment.y,
			bottom: acc.bottom + modifier * adjustment.y,
			left: acc.left + modifier * adjustment.x,
			right: acc.right + modifier * adjustment.x
		}), { ...rect });
	};
}
var getAdjustedRect = /*#__PURE__*/ createRectAdjustmentFn(1);
function parseTransform(transform) {
	if (transform.startsWith("matrix3d(")) {
		const transformArray = transform.slice(9, -1).split(/, /);
		return {
			x: +transformArray[12],
			y: +transformArray[13],
			scaleX: +transformArray[0],
			scaleY: +transformArray[5]
		};
	} else if (transform.startsWith("matrix(")) {
		const transformArray = transform.slice(7, -1).split(/, /);
		return {
			x: +transformArray[4],
			y: +transformArray[5],
			scaleX: +transformArray[0],
			scaleY: +transformArray[3]
		};
	}
	return null;
}
function inverseTransform(rect, transform, transformOrigin) {
	const parsedTransform = parseTransform(transform);
	if (!parsedTransform) return rect;
	const { scaleX, scaleY, x: translateX, y: translateY } = parsedTransform;
	const x = rect.left - translateX - (1 - scaleX) * parseFloat(transformOrigin);
	const y = rect.top - translateY - (1 - scaleY) * parseFloat(transformOrigin.slice(transformOrigin.indexOf(" ") + 1));
	const w = scaleX ? rect.width / scaleX : rect.width;
	const h = scaleY ? rect.height / scaleY : rect.height;
	return {
		width: w,
		height: h,
		top: y,
		right: x + w,
		bottom: y + h,
		left: x
	};
}
var defaultOptions = { ignoreTransform: false };
/**
* Returns the bounding client rect of an element relative to the viewport.
*/
function getClientRect(element, options) {
	if (options === void 0) options = defaultOptions;
	let rect = element.getBoundingClientRect();
	if (options.ignoreTransform) {
		const { transform, transformOrigin } = getWindow(element).getComputedStyle(element);
		if (transform) rect = inverseTransform(rect, transform, transformOrigin);
	}
	const { top, left, width, height, bottom, right } = rect;
	return {
		top,
		left,
		width,
		height,
		bottom,
		right
	};
}
/**
* Returns the bounding client rect of an element relative to the viewport.
*
* @remarks
* The ClientRect returned by this method does not take into account transforms
* applied to the element it measures.
*
*/
function getTransformAgnosticClientRect(element) {
	return getClientRect(element, { ignoreTransform: true });
}
function getWindowClientRect(element) {
	const width = element.innerWidth;
	const height = element.innerHeight;
	return {
		top: 0,
		left: 0,
		right: width,
		bottom: height,
		width,
		height
	};
}
function isFixed(node, computedStyle) {
	if (computedStyle === void 0) computedStyle = getWindow(node).getComputedStyle(node);
	return computedStyle.position === "fixed";
}
function isScrollable(element, computedStyle) {
	if (computedStyle === void 0) computedStyle = getWindow(element).getComputedStyle(element);
	const overflowRegex = /(auto|scroll|overlay)/;
	return [
		"overflow",
		"overflowX",
		"overflowY"
	].some((property) => {
		const value = computedStyle[property];
		return typeof value === "string" ? overflowRegex.test(value) : false;
	});
}
function getScrollableAncestors(element, limit) {
	const scrollParents = [];
	function findScrollableAncestors(node) {
		if (limit != null && scrollParents.length >= limit) return scrollParents;
		if (!node) return scrollParents;
		if (isDocument(node) && node.scrollingElement != null && !scrollParents.includes(node.scrollingElement)) {
			scrollParents.push(node.scrollingElement);
			return scrollParents;
		}
		if (!isHTMLElement(node) || isSVGElement(node)) return scrollParents;
		if (scrollParents.includes(node)) return scrollParents;
		const computedStyle = getWindow(element).getComputedStyle(node);
		if (node !== element) {
			if (isScrollable(node, computedStyle)) scrollParents.push(node);
		}
		if (isFixed(node, computedStyle)) return scrollParents;
		return findScrollableAncestors(node.parentNode);
	}
	if (!element) return scrollParents;
	return findScrollableAncestors(element);
}
function getFirstScrollableAncestor(node) {
	const [firstScrollableAncestor] = getScrollableAncestors(node, 1);
	return firstScrollableAncestor != null ? firstScrollableAncestor : null;
}
function getScrollableElement(element) {
	if (!canUseDOM || !element) return null;
	if (isWindow(element)) return element;
	if (!isNode(element)) return null;
	if (isDocument(element) || element === getOwnerDocument(element).scrollingElement) return window;
	if (isHTMLElement(element)) return element;
	return null;
}
function getScrollXCoordinate(element) {
	if (isWindow(element)) return element.scrollX;
	return element.scrollLeft;
}
function getScrollYCoordinate(element) {
	if (isWindow(element)) return element.scrollY;
	return element.scrollTop;
}
function getScrollCoordinates(element) {
	return {
		x: getScrollXCoordinate(element),
		y: getScrollYCoordinate(element)
	};
}
var Direction;
(function(Direction) {
	Direction[Direction["Forward"] = 1] = "Forward";
	Direction[Direction["Backward"] = -1] = "Backward";
})(Direction || (Direction = {}));
function isDocumentScrollingElement(element) {
	if (!canUseDOM || !element) return false;
	return element === document.scrollingElement;
}
function getScrollPosition(scrollingContainer) {
	const minScroll = {
		x: 0,
		y: 0
	};
	const dimensions = isDocumentScrollingElement(scrollingContainer) ? {
		height: window.innerHeight,
		width: window.innerWidth
	} : {
		height: scrollingContainer.clientHeight,
		width: scrollingContainer.clientWidth
	};
	const maxScroll = {
		x: scrollingContainer.scrollWidth - dimensions.width,
		y: scrollingContainer.scrollHeight - dimensions.height
	};
	return {
		isTop: scrollingContainer.scrollTop <= minScroll.y,
		isLeft: scrollingContainer.scrollLeft <= minScroll.x,
		isBottom: scrollingContainer.scrollTop >= maxScroll.y,
		isRight: scrollingContainer.scrollLeft >= maxScroll.x,
		maxScroll,
		minScroll
	};
}
var defaultThreshold = {
	x: .2,
	y: .2
};
function getScrollDirectionAndSpeed(scrollContainer, scrollContainerRect, _ref, acceleration, thresholdPercentage) {
	let { top, left, right, bottom } = _ref;
	if (acceleration === void 0) acceleration = 10;
	if (thresholdPercentage === void 0) thresholdPercentage = defaultThreshold;
	const { isTop, isBottom, isLeft, isRight } = getScrollPosition(scrollContainer);
	const direction = {
		x: 0,
		y: 0
	};
	const speed = {
		x: 0,
		y: 0
	};
	const threshold = {
		height: scrollContainerRect.height * thresholdPercentage.y,
		width: scrollContainerRect.width * thresholdPercentage.x
	};
	if (!isTop && top <= scrollContainerRect.top + threshold.height) {
		direction.y = Direction.Backward;
		speed.y = acceleration * Math.abs((scrollContainerRect.top + threshold.height - top) / threshold.height);
	} else if (!isBottom && bottom >= scrollContainerRect.bottom - threshold.height) {
		direction.y = Direction.Forward;
		speed.y = acceleration * Math.abs((scrollContainerRect.bottom - threshold.height - bottom) / threshold.height);
	}
	if (!isRight && right >= scrollContainerRect.right - threshold.width) {
		direction.x = Direction.Forward;
		speed.x = acceleration * Math.abs((scrollContainerRect.right - threshold.width - right) / threshold.width);
	} else if (!isLeft && left <= scrollContainerRect.left + threshold.width) {
		direction.x = Direction.Backward;
		speed.x = acceleration * Math.abs((scrollContainerRect.left + threshold.width - left) / threshold.width);
	}
	return {
		direction,
		speed
	};
}
function getScrollElementRect(element) {
	if (element === document.scrollingElement) {
		const { innerWidth, innerHeight } = window;
		return {
			top: 0,
			left: 0,
			right: innerWidth,
			bottom: innerHeight,
			width: innerWidth,
			height: innerHeight
		};
	}
	const { top, left, right, bottom } = element.getBoundingClientRect();
	return {
		top,
		left,
		right,
		bottom,
		width: element.clientWidth,
		height: element.clientHeight
	};
}
function getScrollOffsets(scrollableAncestors) {
	return scrollableAncestors.reduce((acc, node) => {
		return add(acc, getScrollCoordinates(node));
	}, defaultCoordinates);
}
function getScrollXOffset(scrollableAncestors) {
	return scrollableAncestors.reduce((acc, node) => {
		return acc + getScrollXCoordinate(node);
	}, 0);
}
function getScrollYOffset(scrollableAncestors) {
	return scrollableAncestors.reduce((acc, node) => {
		return acc + getScrollYCoordinate(node);
	}, 0);
}
function scrollIntoViewIfNeeded(element, measure) {
	if (measure === void 0) measure = getClientRect;
	if (!element) return;
	const { top, left, bottom, right } = measure(element);
	if (!getFirstScrollableAncestor(element)) return;
	if (bottom <= 0 || right <= 0 || top >= window.innerHeight || left >= window.innerWidth) element.scrollIntoView({
		block: "center",
		inline: "center"
	});
}
var properties = [[
	"x",
	["left", "right"],
	getScrollXOffset
], [
	"y",
	["top", "bottom"],
	getScrollYOffset
]];
var Rect = class {
	constructor(rect, element) {
		this.rect = void 0;
		this.width = void 0;
		this.height = void 0;
		this.top = void 0;
		this.bottom = void 0;
		this.right = void 0;
		this.left = void 0;
		const scrollableAncestors = getScrollableAncestors(element);
		const scrollOffsets = getScrollOffsets(scrollableAncestors);
		this.rect = { ...rect };
		this.width = rect.width;
		this.height = rect.height;
		for (const [axis, keys, getScrollOffset] of properties) for (const key of keys) Object.defineProperty(this, key, {
			get: () => {
				const currentOffsets = getScrollOffset(scrollableAncestors);
				const scrollOffsetsDeltla = scrollOffsets[axis] - currentOffsets;
				return this.rect[key] + scrollOffsetsDeltla;
			},
			enumerable: true
		});
		Object.defineProperty(this, "rect", { enumerable: false });
	}
};
var Listeners = class {
	constructor(target) {
		this.target = void 0;
		this.listeners = [];
		this.removeAll = () => {
			this.listeners.forEach((listener) => {
				var _this$target;
				return (_this$target = this.target) == null ? void 0 : _this$target.removeEventListener(...listener);
			});
		};
		this.target = target;
	}
	add(eventName, handler, options) {
		var _this$target2;
		(_this$target2 = this.target) == null || _this$target2.addEventListener(eventName, handler, options);
		this.listeners.push([
			eventName,
			handler,
			options
		]);
	}
};
function getEventListenerTarget(target) {
	const { EventTarget } = getWindow(target);
	return target instanceof EventTarget ? target : getOwnerDocument(target);
}
function hasExceededDistance(delta, measurement) {
	const dx = Math.abs(delta.x);
	const dy = Math.abs(delta.y);
	if (typeof measurement === "number") return Math.sqrt(dx ** 2 + dy ** 2) > measurement;
	if ("x" in measurement && "y" in measurement) return dx > measurement.x && dy > measurement.y;
	if ("x" in measurement) return dx > measurement.x;
	if ("y" in measurement) return dy > measurement.y;
	return false;
}
var EventName;
(function(EventName) {
	EventName["Click"] = "click";
	EventName["DragStart"] = "dragstart";
	EventName["Keydown"] = "keydown";
	EventName["ContextMenu"] = "contextmenu";
	EventName["Resize"] = "resize";
	EventName["SelectionChange"] = "selectionchange";
	EventName["VisibilityChange"] = "visibilitychange";
})(EventName || (EventName = {}));
function preventDefault(event) {
	event.preventDefault();
}
function stopPropagation(event) {
	event.stopPropagation();
}
var KeyboardCode;
(function(KeyboardCode) {
	KeyboardCode["Space"] = "Space";
	KeyboardCode["Down"] = "ArrowDown";
	KeyboardCode["Right"] = "ArrowRight";
	KeyboardCode["Left"] = "ArrowLeft";
	KeyboardCode["Up"] = "ArrowUp";
	KeyboardCode["Esc"] = "Escape";
	KeyboardCode["Enter"] = "Enter";
	KeyboardCode["Tab"] = "Tab";
})(KeyboardCode || (KeyboardCode = {}));
var defaultKeyboardCodes = {
	start: [KeyboardCode.Space, KeyboardCode.Enter],
	cancel: [KeyboardCode.Esc],
	end: [
		KeyboardCode.Space,
		KeyboardCode.Enter,
		KeyboardCode.Tab
	]
};
var defaultKeyboardCoordinateGetter = (event, _ref) => {
	let { currentCoordinates } = _ref;
	switch (event.code) {
		case KeyboardCode.Right: return {
			...currentCoordinates,
			x: currentCoordinates.x + 25
		};
		case KeyboardCode.Left: return {
			...currentCoordinates,
			x: currentCoordinates.x - 25
		};
		case KeyboardCode.Down: return {
			...currentCoordinates,
			y: currentCoordinates.y + 25
		};
		case KeyboardCode.Up: return {
			...currentCoordinates,
			y: currentCoordinates.y - 25
		};
	}
};
var KeyboardSensor = class {
	constructor(props) {
		this.props = void 0;
		this.autoScrollEnabled = false;
		this.referenceCoordinates = void 0;
		this.listeners = void 0;
		this.windowListeners = void 0;
		this.props = props;
		const { event: { target } } = props;
		this.props = props;
		this.listeners = new Listeners(getOwnerDocument(target));
		this.windowListeners = new Listeners(getWindow(target));
		this.handleKeyDown = this.handleKeyDown.bind(this);
		this.handleCancel = this.handleCancel.bind(this);
		this.attach();
	}
	attach() {
		this.handleStart();
		this.windowListeners.add(EventName.Resize, this.handleCancel);
		this.windowListeners.add(EventName.VisibilityChange, this.handleCancel);
		setTimeout(() => this.listeners.add(EventName.Keydown, this.handleKeyDown));
	}
	handleStart() {
		const { activeNode, onStart } = this.props;
		const node = activeNode.node.current;
		if (node) scrollIntoViewIfNeeded(node);
		onStart(defaultCoordinates);
	}
	handleKeyDown(event) {
		if (isKeyboardEvent(event)) {
			const { active, context, options } = this.props;
			const { keyboardCodes = defaultKeyboardCodes, coordinateGetter = defaultKeyboardCoordinateGetter, scrollBehavior = "smooth" } = options;
			const { code } = event;
			if (keyboardCodes.end.includes(code)) {
				this.handleEnd(event);
				return;
			}
			if (keyboardCodes.cancel.includes(code)) {
				this.handleCancel(event);
				return;
			}
			const { collisionRect } = context.current;
			const currentCoordinates = collisionRect ? {
				x: collisionRect.left,
				y: collisionRect.top
			} : defaultCoordinates;
			if (!this.referenceCoordinates) this.referenceCoordinates = currentCoordinates;
			const newCoordinates = coordinateGetter(event, {
				active,
				context: context.current,
				currentCoordinates
			});
			if (newCoordinates) {
				const coordinatesDelta = subtract(newCoordinates, currentCoordinates);
				const scrollDelta = {
					x: 0,
					y: 0
				};
				const { scrollableAncestors } = context.current;
				for (const scrollContainer of scrollableAncestors) {
					const direction = event.code;
					const { isTop, isRight, isLeft, isBottom, maxScroll, minScroll } = getScrollPosition(scrollContainer);
					const scrollElementRect = getScrollElementRect(scrollContainer);
					const clampedCoordinates = {
						x: Math.min(direction === KeyboardCode.Right ? scrollElementRect.right - scrollElementRect.width / 2 : scrollElementRect.right, Math.max(direction === KeyboardCode.Right ? scrollElementRect.left : scrollElementRect.left + scrollElementRect.width / 2, newCoordinates.x)),
						y: Math.min(direction === KeyboardCode.Down ? scrollElementRect.bottom - scrollElementRect.height / 2 : scrollElementRect.bottom, Math.max(direction === KeyboardCode.Down ? scrollElementRect.top : scrollElementRect.top + scrollElementRect.height / 2, newCoordinates.y))
					};
					const canScrollX = direction === KeyboardCode.Right && !isRight || direction === KeyboardCode.Left && !isLeft;
					const canScrollY = direction === KeyboardCode.Down && !isBottom || direction === KeyboardCode.Up && !isTop;
					if (canScrollX && clampedCoordinates.x !== newCoordinates.x) {
						const newScrollCoordinates = scrollContainer.scrollLeft + coordinatesDelta.x;
						const canScrollToNewCoordinates = direction === KeyboardCode.Right && newScrollCoordinates <= maxScroll.x || direction === KeyboardCode.Left && newScrollCoordinates >= minScroll.x;
						if (canScrollToNewCoordinates && !coordinatesDelta.y) {
							scrollContainer.scrollTo({
								left: newScrollCoordinates,
								behavior: scrollBehavior
							});
							return;
						}
						if (canScrollToNewCoordinates) scrollDelta.x = scrollContainer.scrollLeft - newScrollCoordinates;
						else scrollDelta.x = direction === KeyboardCode.Right ? scrollContainer.scrollLeft - maxScroll.x : scrollContainer.scrollLeft - minScroll.x;
						if (scrollDelta.x) scrollContainer.scrollBy({
							left: -scrollDelta.x,
							behavior: scrollBehavior
						});
						break;
					} else if (canScrollY && clampedCoordinates.y !== newCoordinates.y) {
						const newScrollCoordinates = scrollContainer.scrollTop + coordinatesDelta.y;
						const canScrollToNewCoordinates = direction === KeyboardCode.Down && newScrollCoordinates <= maxScroll.y || direction === KeyboardCode.Up && newScrollCoordinates >= minScroll.y;
						if (canScrollToNewCoordinates && !coordinatesDelta.x) {
							scrollContainer.scrollTo({
								top: newScrollCoordinates,
								behavior: scrollBehavior
							});
							return;
						}
						if (canScrollToNewCoordinates) scrollDelta.y = scrollContainer.scrollTop - newScrollCoordinates;
						else scrollDelta.y = direction === KeyboardCode.Down ? scrollContainer.scrollTop - maxScroll.y : scrollContainer.scrollTop - minScroll.y;
						if (scrollDelta.y) scrollContainer.scrollBy({
							top: -scrollDelta.y,
							behavior: scrollBehavior
						});
						break;
					}
				}
				this.handleMove(event, add(subtract(newCoordinates, this.referenceCoordinates), scrollDelta));
			}
		}
	}
	handleMove(event, coordinates) {
		const { onMove } = this.props;
		event.preventDefault();
		onMove(coordinates);
	}
	handleEnd(event) {
		const { onEnd } = this.props;
		event.preventDefault();
		this.detach();
		onEnd();
	}
	handleCancel(event) {
		const { onCancel } = this.props;
		event.preventDefault();
		this.detach();
		onCancel();
	}
	detach() {
		this.listeners.removeAll();
		this.windowListeners.removeAll();
	}
};
KeyboardSensor.activators = [{
	eventName: "onKeyDown",
	handler: (event, _ref, _ref2) => {
		let { keyboardCodes = defaultKeyboardCodes, onActivation } = _ref;
		let { active } = _ref2;
		const { code } = event.nativeEvent;
		if (keyboardCodes.start.includes(code)) {
			const activator = active.activatorNode.current;
			if (activator && event.target !== activator) return false;
			event.preventDefault();
			onActivation?.({ event: event.nativeEvent });
			return true;
		}
		return false;
	}
}];
function isDistanceConstraint(constraint) {
	return Boolean(constraint && "distance" in constraint);
}
function isDelayConstraint(constraint) {
	return Boolean(constraint && "delay" in constraint);
}
var AbstractPointerSensor = class {
	constructor(props, events, listenerTarget) {
		var _getEventCoordinates;
		if (listenerTarget === void 0) listenerTarget = getEventListenerTarget(props.event.target);
		this.props = void 0;
		this.events = void 0;
		this.autoScrollEnabled = true;
		this.document = void 0;
		this.activated = false;
		this.initialCoordinates = void 0;
		this.timeoutId = null;
		this.listeners = void 0;
		this.documentListeners = void 0;
		this.windowListeners = void 0;
		this.props = props;
		this.events = events;
		const { event } = props;
		const { target } = event;
		this.props = props;
		this.events = events;
		this.document = getOwnerDocument(target);
		this.documentListeners = new Listeners(this.document);
		this.listeners = new Listeners(listenerTarget);
		this.windowListeners = new Listeners(getWindow(target));
		this.initialCoordinates = (_getEventCoordinates = getEventCoordinates(event)) != null ? _getEventCoordinates : defaultCoordinates;
		this.handleStart = this.handleStart.bind(this);
		this.handleMove = this.handleMove.bind(this);
		this.handleEnd = this.handleEnd.bind(this);
		this.handleCancel = this.handleCancel.bind(this);
		this.handleKeydown = this.handleKeydown.bind(this);
		this.removeTextSelection = this.removeTextSelection.bind(this);
		this.attach();
	}
	attach() {
		const { events, props: { options: { activationConstraint, bypassActivationConstraint } } } = this;
		this.listeners.add(events.move.name, this.handleMove, { passive: false });
		this.listeners.add(events.end.name, this.handleEnd);
		if (events.cancel) this.listeners.add(events.cancel.name, this.handleCancel);
		this.windowListeners.add(EventName.Resize, this.handleCancel);
		this.windowListeners.add(EventName.DragStart, preventDefault);
		this.windowListeners.add(EventName.VisibilityChange, this.handleCancel);
		this.windowListeners.add(EventName.ContextMenu, preventDefault);
		this.documentListeners.add(EventName.Keydown, this.handleKeydown);
		if (activationConstraint) {
			if (bypassActivationConstraint != null && bypassActivationConstraint({
				event: this.props.event,
				activeNode: this.props.activeNode,
				options: this.props.options
			})) return this.handleStart();
			if (isDelayConstraint(activationConstraint)) {
				this.timeoutId = setTimeout(this.handleStart, activationConstraint.delay);
				this.handlePending(activationConstraint);
				return;
			}
			if (isDistanceConstraint(activationConstraint)) {
				this.handlePending(activationConstraint);
				return;
			}
		}
		this.handleStart();
	}
	detach() {
		this.listeners.removeAll();
		this.windowListeners.removeAll();
		setTimeout(this.documentListeners.removeAll, 50);
		if (this.timeoutId !== null) {
			clearTimeout(this.timeoutId);
			this.timeoutId = null;
		}
	}
	handlePending(constraint, offset) {
		const { active, onPending } = this.props;
		onPending(active, constraint, this.initialCoordinates, offset);
	}
	handleStart() {
		const { initialCoordinates } = this;
		const { onStart } = this.props;
		if (initialCoordinates) {
			this.activated = true;
			this.documentListeners.add(EventName.Click, stopPropagation, { capture: true });
			this.removeTextSelection();
			this.documentListeners.add(EventName.SelectionChange, this.removeTextSelection);
			onStart(initialCoordinates);
		}
	}
	handleMove(event) {
		var _getEventCoordinates2;
		const { activated, initialCoordinates, props } = this;
		const { onMove, options: { activationConstraint } } = props;
		if (!initialCoordinates) return;
		const coordinates = (_getEventCoordinates2 = getEventCoordinates(event)) != null ? _getEventCoordinates2 : defaultCoordinates;
		const delta = subtract(initialCoordinates, coordinates);
		if (!activated && activationConstraint) {
			if (isDistanceConstraint(activationConstraint)) {
				if (activationConstraint.tolerance != null && hasExceededDistance(delta, activationConstraint.tolerance)) return this.handleCancel();
				if (hasExceededDistance(delta, activationConstraint.distance)) return this.handleStart();
			}
			if (isDelayConstraint(activationConstraint)) {
				if (hasExceededDistance(delta, activationConstraint.tolerance)) return this.handleCancel();
			}
			this.handlePending(activationConstraint, delta);
			return;
		}
		if (event.cancelable) event.preventDefault();
		onMove(coordinates);
	}
	handleEnd() {
		const { onAbort, onEnd } = this.props;
		this.detach();
		if (!this.activated) onAbort(this.props.active);
		onEnd();
	}
	handleCancel() {
		const { onAbort, onCancel } = this.props;
		this.detach();
		if (!this.activated) onAbort(this.props.active);
		onCancel();
	}
	handleKeydown(event) {
		if (event.code === KeyboardCode.Esc) this.handleCancel();
	}
	removeTextSelection() {
		var _this$document$getSel;
		(_this$document$getSel = this.document.getSelection()) == null || _this$document$getSel.removeAllRanges();
	}
};
var events = {
	cancel: { name: "pointercancel" },
	move: { name: "pointermove" },
	end: { name: "pointerup" }
};
var PointerSensor = class extends AbstractPointerSensor {
	constructor(props) {
		const { event } = props;
		const listenerTarget = getOwnerDocument(event.target);
		super(props, events, listenerTarget);
	}
};
PointerSensor.activators = [{
	eventName: "onPointerDown",
	handler: (_ref, _ref2) => {
		let { nativeEvent: event } = _ref;
		let { onActivation } = _ref2;
		if (!event.isPrimary || event.button !== 0) return false;
		onActivation?.({ event });
		return true;
	}
}];
var events$1 = {
	move: { name: "mousemove" },
	end: { name: "mouseup" }
};
var MouseButton;
(function(MouseButton) {
	MouseButton[MouseButton["RightClick"] = 2] = "RightClick";
})(MouseButton || (MouseButton = {}));
var MouseSensor = class extends AbstractPointerSensor {
	constructor(props) {
		super(props, events$1, getOwnerDocument(props.event.target));
	}
};
MouseSensor.activators = [{
	eventName: "onMouseDown",
	handler: (_ref, _ref2) => {
		let { nativeEvent: event } = _ref;
		let { onActivation } = _ref2;
		if (event.button === MouseButton.RightClick) return false;
		onActivation?.({ event });
		return true;
	}
}];
var events$2 = {
	cancel: { name: "touchcancel" },
	move: { name: "touchmove" },
	end: { name: "touchend" }
};
var TouchSensor = class extends AbstractPointerSensor {
	constructor(props) {
		super(props, events$2);
	}
	static setup() {
		window.addEventListener(events$2.move.name, noop, {
			capture: false,
			passive: false
		});
		return function teardown() {
			window.removeEventListener(events$2.move.name, noop);
		};
		function noop() {}
	}
};
TouchSensor.activators = [{
	eventName: "onTouchStart",
	handler: (_ref, _ref2) => {
		let { nativeEvent: event } = _ref;
		let { onActivation } = _ref2;
		const { touches } = event;
		if (touches.length > 1) return false;
		onActivation?.({ event });
		return true;
	}
}];
var AutoScrollActivator;
(function(AutoScrollActivator) {
	AutoScrollActivator[AutoScrollActivator["Pointer"] = 0] = "Pointer";
	AutoScrollActivator[AutoScrollActivator["DraggableRect"] = 1] = "DraggableRect";
})(AutoScrollActivator || (AutoScrollActivator = {}));
var TraversalOrder;
(function(TraversalOrder) {
	TraversalOrder[TraversalOrder["TreeOrder"] = 0] = "TreeOrder";
	TraversalOrder[TraversalOrder["ReversedTreeOrder"] = 1] = "ReversedTreeOrder";
})(TraversalOrder || (TraversalOrder = {}));
function useAutoScroller(_ref) {
	let { acceleration, activator = AutoScrollActivator.Pointer, canScroll, draggingRect, enabled, interval = 5, order = TraversalOrder.TreeOrder, pointerCoordinates, scrollableAncestors, scrollableAncestorRects, delta, threshold } = _ref;
	const scrollIntent = useScrollIntent({
		delta,
		disabled: !enabled
	});
	const [setAutoScrollInterval, clearAutoScrollInterval] = useInterval();
	const scrollSpeed = (0, import_react.useRef)({
		x: 0,
		y: 0
	});
	const scrollDirection = (0, import_react.useRef)({
		x: 0,
		y: 0
	});
	const rect = (0, import_react.useMemo)(() => {
		switch (activator) {
			case AutoScrollActivator.Pointer: return pointerCoordinates ? {
				top: pointerCoordinates.y,
				bottom: pointerCoordinates.y,
				left: pointerCoordinates.x,
				right: pointerCoordinates.x
			} : null;
			case AutoScrollActivator.DraggableRect: return draggingRect;
		}
	}, [
		activator,
		draggingRect,
		pointerCoordinates
	]);
	const scrollContainerRef = (0, import_react.useRef)(null);
	const autoScroll = (0, import_react.useCallback)(() => {
		const scrollContainer = scrollContainerRef.current;
		if (!scrollContainer) return;
		const scrollLeft = scrollSpeed.current.x * scrollDirection.current.x;
		const scrollTop = scrollSpeed.current.y * scrollDirection.current.y;
		scrollContainer.scrollBy(scrollLeft, scrollTop);
	}, []);
	const sortedScrollableAncestors = (0, import_react.useMemo)(() => order === TraversalOrder.TreeOrder ? [...scrollableAncestors].reverse() : scrollableAncestors, [order, scrollableAncestors]);
	(0, import_react.useEffect)(() => {
		if (!enabled || !scrollableAncestors.length || !rect) {
			clearAutoScrollInterval();
			return;
		}
		for (const scrollContainer of sortedScrollableAncestors) {
			if ((canScroll == null ? void 0 : canScroll(scrollContainer)) === false) continue;
			const index = scrollableAncestors.indexOf(scrollContainer);
			const scrollContainerRect = scrollableAncestorRects[index];
			if (!scrollContainerRect) continue;
			const { direction, speed } = getScrollDirectionAndSpeed(scrollContainer, scrollContainerRect, rect, acceleration, threshold);
			for (const axis of ["x", "y"]) if (!scrollIntent[axis][direction[axis]]) {
				speed[axis] = 0;
				direction[axis] = 0;
			}
			if (speed.x > 0 || speed.y > 0) {
				clearAutoScrollInterval();
				scrollContainerRef.current = scrollContainer;
				setAutoScrollInterval(autoScroll, interval);
				scrollSpeed.current = speed;
				scrollDirection.current = direction;
				return;
			}
		}
		scrollSpeed.current = {
			x: 0,
			y: 0
		};
		scrollDirection.current = {
			x: 0,
			y: 0
		};
		clearAutoScrollInterval();
	}, [
		acceleration,
		autoScroll,
		canScroll,
		clearAutoScrollInterval,
		enabled,
		interval,
		JSON.stringify(rect),
		JSON.stringify(scrollIntent),
		setAutoScrollInterval,
		scrollableAncestors,
		sortedScrollableAncestors,
		scrollableAncestorRects,
		JSON.stringify(threshold)
	]);
}
var defaultScrollIntent = {
	x: {
		[Direction.Backward]: false,
		[Direction.Forward]: false
	},
	y: {
		[Direction.Backward]: false,
		[Direction.Forward]: false
	}
};
function useScrollIntent(_ref2) {
	let { delta, disabled } = _ref2;
	const previousDelta = usePrevious(delta);
	return useLazyMemo((previousIntent) => {
		if (disabled || !previousDelta || !previousIntent) return defaultScrollIntent;
		const direction = {
			x: Math.sign(delta.x - previousDelta.x),
			y: Math.sign(delta.y - previousDelta.y)
		};
		return {
			x: {
				[Direction.Backward]: previousIntent.x[Direction.Backward] || direction.x === -1,
				[Direction.Forward]: previousIntent.x[Direction.Forward] || direction.x === 1
			},
			y: {
				[Direction.Backward]: previousIntent.y[Direction.Backward] || direction.y === -1,
				[Direction.Forward]: previousIntent.y[Direction.Forward] || direction.y === 1
			}
		};
	}, [
		disabled,
		delta,
		previousDelta
	]);
}
function useCachedNode(draggableNodes, id) {
	const draggableNode = id != null ? draggableNodes.get(id) : void 0;
	const node = draggableNode ? draggableNode.node.current : null;
	return useLazyMemo((cachedNode) => {
		var _ref;
		if (id == null) return null;
		return (_ref = node != null ? node : cachedNode) != null ? _ref : null;
	}, [node, id]);
}
function useCombineActivators(sensors, getSyntheticHandler) {
	return (0, import_react.useMemo)(() => sensors.reduce((accumulator, sensor) => {
		const { sensor: Sensor } = sensor;
		const sensorActivators = Sensor.activators.map((activator) => ({
			eventName: activator.eventName,
			handler: getSyntheticHandler(activator.handler, sensor)
		}));
		return [...accumulator, ...sensorActivators];
	}, []), [sensors, getSyntheticHandler]);
}
var MeasuringStrategy;
(function(MeasuringStrategy) {
	MeasuringStrategy[MeasuringStrategy["Always"] = 0] = "Always";
	MeasuringStrategy[MeasuringStrategy["BeforeDragging"] = 1] = "BeforeDragging";
	MeasuringStrategy[MeasuringStrategy["WhileDragging"] = 2] = "WhileDragging";
})(MeasuringStrategy || (MeasuringStrategy = {}));
var MeasuringFrequency;
(function(MeasuringFrequency) {
	MeasuringFrequency["Optimized"] = "optimized";
})(MeasuringFrequency || (MeasuringFrequency = {}));
var defaultValue = /*#__PURE__*/ new Map();
function useDroppableMeasuring(containers, _ref) {
	let { dragging, dependencies, config } = _ref;
	const [queue, setQueue] = (0, import_react.useState)(null);
	const { frequency, measure, strategy } = config;
	const containersRef = (0, import_react.useRef)(containers);
	const disabled = isDisabled();
	const disabledRef = useLatestValue(disabled);
	const measureDroppableContainers = (0, import_react.useCallback)(function(ids) {
		if (ids === void 0) ids = [];
		if (disabledRef.current) return;
		setQueue((value) => {
			if (value === null) return ids;
			return value.concat(ids.filter((id) => !value.includes(id)));
		});
	}, [disabledRef]);
	const timeoutId = (0, import_react.useRef)(null);
	const droppableRects = useLazyMemo((previousValue) => {
		if (disabled && !dragging) return defaultValue;
		if (!previousValue || previousValue === defaultValue || containersRef.current !== containers || queue != null) {
			const map = /* @__PURE__ */ new Map();
			for (let container of containers) {
				if (!container) continue;
				if (queue && queue.length > 0 && !queue.includes(container.id) && container.rect.current) {
					map.set(container.id, container.rect.current);
					continue;
				}
				const node = container.node.current;
				const rect = node ? new Rect(measure(node), node) : null;
				container.rect.current = rect;
				if (rect) map.set(container.id, rect);
			}
			return map;
		}
		return previousValue;
	}, [
		containers,
		queue,
		dragging,
		disabled,
		measure
	]);
	(0, import_react.useEffect)(() => {
		containersRef.current = containers;
	}, [containers]);
	(0, import_react.useEffect)(() => {
		if (disabled) return;
		measureDroppableContainers();
	}, [dragging, disabled]);
	(0, import_react.useEffect)(() => {
		if (queue && queue.length > 0) setQueue(null);
	}, [JSON.stringify(queue)]);
	(0, import_react.useEffect)(() => {
		if (disabled || typeof frequency !== "number" || timeoutId.current !== null) return;
		timeoutId.current = setTimeout(() => {
			measureDroppableContainers();
			timeoutId.current = null;
		}, frequency);
	}, [
		frequency,
		disabled,
		measureDroppableContainers,
		...dependencies
	]);
	return {
		droppableRects,
		measureDroppableContainers,
		measuringScheduled: queue != null
	};
	function isDisabled() {
		switch (strategy) {
			case MeasuringStrategy.Always: return false;
			case MeasuringStrategy.BeforeDragging: return dragging;
			default: return !dragging;
		}
	}
}
function useInitialValue(value, computeFn) {
	return useLazyMemo((previousValue) => {
		if (!value) return null;
		if (previousValue) return previousValue;
		return typeof computeFn === "function" ? computeFn(value) : value;
	}, [computeFn, value]);
}
function useInitialRect(node, measure) {
	return useInitialValue(node, measure);
}
/**
* Returns a new MutationObserver instance.
* If `MutationObserver` is undefined in the execution environment, returns `undefined`.
*/
function useMutationObserver(_ref) {
	let { callback, disabled } = _ref;
	const handleMutations = useEvent(callback);
	const mutationObserver = (0, import_react.useMemo)(() => {
		if (disabled || typeof window === "undefined" || typeof window.MutationObserver === "undefined") return;
		const { MutationObserver } = window;
		return new MutationObserver(handleMutations);
	}, [handleMutations, disabled]);
	(0, import_react.useEffect)(() => {
		return () => mutationObserver == null ? void 0 : mutationObserver.disconnect();
	}, [mutationObserver]);
	return mutationObserver;
}
/**
* Returns a new ResizeObserver instance bound to the `onResize` callback.
* If `ResizeObserver` is undefined in the execution environment, returns `undefined`.
*/
function useResizeObserver(_ref) {
	let { callback, disabled } = _ref;
	const handleResize = useEvent(callback);
	const resizeObserver = (0, import_react.useMemo)(() => {
		if (disabled || typeof window === "undefined" || typeof window.ResizeObserver === "undefined") return;
		const { ResizeObserver } = window;
		return new ResizeObserver(handleResize);
	}, [disabled]);
	(0, import_react.useEffect)(() => {
		return () => resizeObserver == null ? void 0 : resizeObserver.disconnect();
	}, [resizeObserver]);
	return resizeObserver;
}
function defaultMeasure(element) {
	return new Rect(getClientRect(element), element);
}
function useRect(element, measure, fallbackRect) {
	if (measure === void 0) measure = defaultMeasure;
	const [rect, setRect] = (0, import_react.useState)(null);
	function measureRect() {
		setRect((currentRect) => {
			if (!element) return null;
			if (element.isConnected === false) {
				var _ref;
				return (_ref = currentRect != null ? currentRect : fallbackRect) != null ? _ref : null;
			}
			const newRect = measure(element);
			if (JSON.stringify(currentRect) === JSON.stringify(newRect)) return currentRect;
			return newRect;
		});
	}
	const mutationObserver = useMutationObserver({ callback(records) {
		if (!element) return;
		for (const record of records) {
			const { type, target } = record;
			if (type === "childList" && target instanceof HTMLElement && target.contains(element)) {
				measureRect();
				break;
			}
		}
	} });
	const resizeObserver = useResizeObserver({ callback: measureRect });
	useIsomorphicLayoutEffect(() => {
		measureRect();
		if (element) {
			resizeObserver?.observe(element);
			mutationObserver?.observe(document.body, {
				childList: true,
				subtree: true
			});
		} else {
			resizeObserver?.disconnect();
			mutationObserver?.disconnect();
		}
	}, [element]);
	return rect;
}
function useRectDelta(rect) {
	return getRectDelta(rect, useInitialValue(rect));
}
var defaultValue$1 = [];
function useScrollableAncestors(node) {
	const previousNode = (0, import_react.useRef)(node);
	const ancestors = useLazyMemo((previousValue) => {
		if (!node) return defaultValue$1;
		if (previousValue && previousValue !== defaultValue$1 && node && previousNode.current && node.parentNode === previousNode.current.parentNode) return previousValue;
		return getScrollableAncestors(node);
	}, [node]);
	(0, import_react.useEffect)(() => {
		previousNode.current = node;
	}, [node]);
	return ancestors;
}
function useScrollOffsets(elements) {
	const [scrollCoordinates, setScrollCoordinates] = (0, import_react.useState)(null);
	const prevElements = (0, import_react.useRef)(elements);
	const handleScroll = (0, import_react.useCallback)((event) => {
		const scrollingElement = getScrollableElement(event.target);
		if (!scrollingElement) return;
		setScrollCoordinates((scrollCoordinates) => {
			if (!scrollCoordinates) return null;
			scrollCoordinates.set(scrollingElement, getScrollCoordinates(scrollingElement));
			return new Map(scrollCoordinates);
		});
	}, []);
	(0, import_react.useEffect)(() => {
		const previousElements = prevElements.current;
		if (elements !== previousElements) {
			cleanup(previousElements);
			const entries = elements.map((element) => {
				const scrollableElement = getScrollableElement(element);
				if (scrollableElement) {
					scrollableElement.addEventListener("scroll", handleScroll, { passive: true });
					return [scrollableElement, getScrollCoordinates(scrollableElement)];
				}
				return null;
			}).filter((entry) => entry != null);
			setScrollCoordinates(entries.length ? new Map(entries) : null);
			prevElements.current = elements;
		}
		return () => {
			cleanup(elements);
			cleanup(previousElements);
		};
		function cleanup(elements) {
			elements.forEach((element) => {
				getScrollableElement(element)?.removeEventListener("scroll", handleScroll);
			});
		}
	}, [handleScroll, elements]);
	return (0, import_react.useMemo)(() => {
		if (elements.length) return scrollCoordinates ? Array.from(scrollCoordinates.values()).reduce((acc, coordinates) => add(acc, coordinates), defaultCoordinates) : getScrollOffsets(elements);
		return defaultCoordinates;
	}, [elements, scrollCoordinates]);
}
function useScrollOffsetsDelta(scrollOffsets, dependencies) {
	if (dependencies === void 0) dependencies = [];
	const initialScrollOffsets = (0, import_react.useRef)(null);
	(0, import_react.useEffect)(() => {
		initialScrollOffsets.current = null;
	}, dependencies);
	(0, import_react.useEffect)(() => {
		const hasScrollOffsets = scrollOffsets !== defaultCoordinates;
		if (hasScrollOffsets && !initialScrollOffsets.current) initialScrollOffsets.current = scrollOffsets;
		if (!hasScrollOffsets && initialScrollOffsets.current) initialScrollOffsets.current = null;
	}, [scrollOffsets]);
	return initialScrollOffsets.current ? subtract(scrollOffsets, initialScrollOffsets.current) : defaultCoordinates;
}
function useSensorSetup(sensors) {
	(0, import_react.useEffect)(() => {
		if (!canUseDOM) return;
		const teardownFns = sensors.map((_ref) => {
			let { sensor } = _ref;
			return sensor.setup == null ? void 0 : sensor.setup();
		});
		return () => {
			for (const teardown of teardownFns) teardown?.();
		};
	}, sensors.map((_ref2) => {
		let { sensor } = _ref2;
		return sensor;
	}));
}
function useSyntheticListeners(listeners, id) {
	return (0, import_react.useMemo)(() => {
		return listeners.reduce((acc, _ref) => {
			let { eventName, handler } = _ref;
			acc[eventName] = (event) => {
				handler(event, id);
			};
			return acc;
		}, {});
	}, [listeners, id]);
}
function useWindowRect(element) {
	return (0, import_react.useMemo)(() => element ? getWindowClientRect(element) : null, [element]);
}
var defaultValue$2 = [];
function useRects(elements, measure) {
	if (measure === void 0) measure = getClientRect;
	const [firstElement] = elements;
	const windowRect = useWindowRect(firstElement ? getWindow(firstElement) : null);
	const [rects, setRects] = (0, import_react.useState)(defaultValue$2);
	function measureRects() {
		setRects(() => {
			if (!elements.length) return defaultValue$2;
			return elements.map((element) => isDocumentScrollingElement(element) ? windowRect : new Rect(measure(element), element));
		});
	}
	const resizeObserver = useResizeObserver({ callback: measureRects });
	useIsomorphicLayoutEffect(() => {
		resizeObserver?.disconnect();
		measureRects();
		elements.forEach((element) => resizeObserver == null ? void 0 : resizeObserver.observe(element));
	}, [elements]);
	return rects;
}
function getMeasurableNode(node) {
	if (!node) return null;
	if (node.children.length > 1) return node;
	const firstChild = node.children[0];
	return isHTMLElement(firstChild) ? firstChild : node;
}
function useDragOverlayMeasuring(_ref) {
	let { measure } = _ref;
	const [rect, setRect] = (0, import_react.useState)(null);
	const resizeObserver = useResizeObserver({ callback: (0, import_react.useCallback)((entries) => {
		for (const { target } of entries) if (isHTMLElement(target)) {
			setRect((rect) => {
				const newRect = measure(target);
				return rect ? {
					...rect,
					width: newRect.width,
					height: newRect.height
				} : newRect;
			});
			break;
		}
	}, [measure]) });
	const [nodeRef, setRef] = useNodeRef((0, import_react.useCallback)((element) => {
		const node = getMeasurableNode(element);
		resizeObserver?.disconnect();
		if (node) resizeObserver?.observe(node);
		setRect(node ? measure(node) : null);
	}, [measure, resizeObserver]));
	return (0, import_react.useMemo)(() => ({
		nodeRef,
		rect,
		setRef
	}), [
		rect,
		nodeRef,
		setRef
	]);
}
var defaultSensors = [{
	sensor: PointerSensor,
	options: {}
}, {
	sensor: KeyboardSensor,
	options: {}
}];
var defaultData = { current: {} };
var defaultMeasuringConfiguration = {
	draggable: { measure: getTransformAgnosticClientRect },
	droppable: {
		measure: getTransformAgnosticClientRect,
		strategy: MeasuringStrategy.WhileDragging,
		frequency: MeasuringFrequency.Optimized
	},
	dragOverlay: { measure: getClientRect }
};
var DroppableContainersMap = class extends Map {
	get(id) {
		var _super$get;
		return id != null ? (_super$get = super.get(id)) != null ? _super$get : void 0 : void 0;
	}
	toArray() {
		return Array.from(this.values());
	}
	getEnabled() {
		return this.toArray().filter((_ref) => {
			let { disabled } = _ref;
			return !disabled;
		});
	}
	getNodeFor(id) {
		var _this$get$node$curren, _this$get;
		return (_this$get$node$curren = (_this$get = this.get(id)) == null ? void 0 : _this$get.node.current) != null ? _this$get$node$curren : void 0;
	}
};
var defaultPublicContext = {
	activatorEvent: null,
	active: null,
	activeNode: null,
	activeNodeRect: null,
	collisions: null,
	containerNodeRect: null,
	draggableNodes: /*#__PURE__*/ new Map(),
	droppableRects: /*#__PURE__*/ new Map(),
	droppableContainers: /*#__PURE__*/ new DroppableContainersMap(),
	over: null,
	dragOverlay: {
		nodeRef: { current: null },
		rect: null,
		setRef: noop
	},
	scrollableAncestors: [],
	scrollableAncestorRects: [],
	measuringConfiguration: defaultMeasuringConfiguration,
	measureDroppableContainers: noop,
	windowRect: null,
	measuringScheduled: false
};
var defaultInternalContext = {
	activatorEvent: null,
	activators: [],
	active: null,
	activeNodeRect: null,
	ariaDescribedById: { draggable: "" },
	dispatch: noop,
	draggableNodes: /*#__PURE__*/ new Map(),
	over: null,
	measureDroppableContainers: noop
};
var InternalContext = /*#__PURE__*/ (0, import_react.createContext)(defaultInternalContext);
var PublicContext = /*#__PURE__*/ (0, import_react.createContext)(defaultPublicContext);
function getInitialState() {
	return {
		draggable: {
			active: null,
			initialCoordinates: {
				x: 0,
				y: 0
			},
			nodes: /* @__PURE__ */ new Map(),
			translate: {
				x: 0,
				y: 0
			}
		},
		droppable: { containers: new DroppableContainersMap() }
	};
}
function reducer(state, action) {
	switch (action.type) {
		case Action.DragStart: return {
			...state,
			draggable: {
				...state.draggable,
				initialCoordinates: action.initialCoordinates,
				active: action.active
			}
		};
		case Action.DragMove:
			if (state.draggable.active == null) return state;
			return {
				...state,
				draggable: {
					...state.draggable,
					translate: {
						x: action.coordinates.x - state.draggable.initialCoordinates.x,
						y: action.coordinates.y - state.draggable.initialCoordinates.y
					}
				}
			};
		case Action.DragEnd:
		case Action.DragCancel: return {
			...state,
			draggable: {
				...state.draggable,
				active: null,
				initialCoordinates: {
					x: 0,
					y: 0
				},
				translate: {
					x: 0,
					y: 0
				}
			}
		};
		case Action.RegisterDroppable: {
			const { element } = action;
			const { id } = element;
			const containers = new DroppableContainersMap(state.droppable.containers);
			containers.set(id, element);
			return {
				...state,
				droppable: {
					...state.droppable,
					containers
				}
			};
		}
		case Action.SetDroppableDisabled: {
			const { id, key, disabled } = action;
			const element = state.droppable.containers.get(id);
			if (!element || key !== element.key) return state;
			const containers = new DroppableContainersMap(state.droppable.containers);
			containers.set(id, {
				...element,
				disabled
			});
			return {
				...state,
				droppable: {
					...state.droppable,
					containers
				}
			};
		}
		case Action.UnregisterDroppable: {
			const { id, key } = action;
			const element = state.droppable.containers.get(id);
			if (!element || key !== element.key) return state;
			const containers = new DroppableContainersMap(state.droppable.containers);
			containers.delete(id);
			return {
				...state,
				droppable: {
					...state.droppable,
					containers
				}
			};
		}
		default: return state;
	}
}
function RestoreFocus(_ref) {
	let { disabled } = _ref;
	const { active, activatorEvent, draggableNodes } = (0, import_react.useContext)(InternalContext);
	const previousActivatorEvent = usePrevious(activatorEvent);
	const previousActiveId = usePrevious(active == null ? void 0 : active.id);
	(0, import_react.useEffect)(() => {
		if (disabled) return;
		if (!activatorEvent && previousActivatorEvent && previousActiveId != null) {
			if (!isKeyboardEvent(previousActivatorEvent)) return;
			if (document.activeElement === previousActivatorEvent.target) return;
			const draggableNode = draggableNodes.get(previousActiveId);
			if (!draggableNode) return;
			const { activatorNode, node } = draggableNode;
			if (!activatorNode.current && !node.current) return;
			requestAnimationFrame(() => {
				for (const element of [activatorNode.current, node.current]) {
					if (!element) continue;
					const focusableNode = findFirstFocusableNode(element);
					if (focusableNode) {
						focusableNode.focus();
						break;
					}
				}
			});
		}
	}, [
		activatorEvent,
		disabled,
		draggableNodes,
		previousActiveId,
		previousActivatorEvent
	]);
	return null;
}
function applyModifiers(modifiers, _ref) {
	let { transform, ...args } = _ref;
	return modifiers != null && modifiers.length ? modifiers.reduce((accumulator, modifier) => {
		return modifier({
			transform: accumulator,
			...args
		});
	}, transform) : transform;
}
function useMeasuringConfiguration(config) {
	return (0, import_react.useMemo)(() => ({
		draggable: {
			...defaultMeasuringConfiguration.draggable,
			...config == null ? void 0 : config.draggable
		},
		droppable: {
			...defaultMeasuringConfiguration.droppable,
			...config == null ? void 0 : config.droppable
		},
		dragOverlay: {
			...defaultMeasuringConfiguration.dragOverlay,
			...config == null ? void 0 : config.dragOverlay
		}
	}), [
		config == null ? void 0 : config.draggable,
		config == null ? void 0 : config.droppable,
		config == null ? void 0 : config.dragOverlay
	]);
}
function useLayoutShiftScrollCompensation(_ref) {
	let { activeNode, measure, initialRect, config = true } = _ref;
	const initialized = (0, import_react.useRef)(false);
	const { x, y } = typeof config === "boolean" ? {
		x: config,
		y: config
	} : config;
	useIsomorphicLayoutEffect(() => {
		if (!x && !y || !activeNode) {
			initialized.current = false;
			return;
		}
		if (initialized.current || !initialRect) return;
		const node = activeNode == null ? void 0 : activeNode.node.current;
		if (!node || node.isConnected === false) return;
		const rectDelta = getRectDelta(measure(node), initialRect);
		if (!x) rectDelta.x = 0;
		if (!y) rectDelta.y = 0;
		initialized.current = true;
		if (Math.abs(rectDelta.x) > 0 || Math.abs(rectDelta.y) > 0) {
			const firstScrollableAncestor = getFirstScrollableAncestor(node);
			if (firstScrollableAncestor) firstScrollableAncestor.scrollBy({
				top: rectDelta.y,
				left: rectDelta.x
			});
		}
	}, [
		activeNode,
		x,
		y,
		initialRect,
		measure
	]);
}
var ActiveDraggableContext = /*#__PURE__*/ (0, import_react.createContext)({
	...defaultCoordinates,
	scaleX: 1,
	scaleY: 1
});
var Status;
(function(Status) {
	Status[Status["Uninitialized"] = 0] = "Uninitialized";
	Status[Status["Initializing"] = 1] = "Initializing";
	Status[Status["Initialized"] = 2] = "Initialized";
})(Status || (Status = {}));
var DndContext = /*#__PURE__*/ (0, import_react.memo)(function DndContext(_ref) {
	var _sensorContext$curren, _dragOverlay$nodeRef$, _dragOverlay$rect, _over$rect;
	let { id, accessibility, autoScroll = true, children, sensors = defaultSensors, collisionDetection = rectIntersection, measuring, modifiers, ...props } = _ref;
	const [state, dispatch] = (0, import_react.useReducer)(reducer, void 0, getInitialState);
	const [dispatchMonitorEvent, registerMonitorListener] = useDndMonitorProvider();
	const [status, setStatus] = (0, import_react.useState)(Status.Uninitialized);
	const isInitialized = status === Status.Initialized;
	const { draggable: { active: activeId, nodes: draggableNodes, translate }, droppable: { containers: droppableContainers } } = state;
	const node = activeId != null ? draggableNodes.get(activeId) : null;
	const activeRects = (0, import_react.useRef)({
		initial: null,
		translated: null
	});
	const active = (0, import_react.useMemo)(() => {
		var _node$data;
		return activeId != null ? {
			id: activeId,
			data: (_node$data = node == null ? void 0 : node.data) != null ? _node$data : defaultData,
			rect: activeRects
		} : null;
	}, [activeId, node]);
	const activeRef = (0, import_react.useRef)(null);
	const [activeSensor, setActiveSensor] = (0, import_react.useState)(null);
	const [activatorEvent, setActivatorEvent] = (0, import_react.useState)(null);
	const latestProps = useLatestValue(props, Object.values(props));
	const draggableDescribedById = useUniqueId("DndDescribedBy", id);
	const enabledDroppableContainers = (0, import_react.useMemo)(() => droppableContainers.getEnabled(), [droppableContainers]);
	const measuringConfiguration = useMeasuringConfiguration(measuring);
	const { droppableRects, measureDroppableContainers, measuringScheduled } = useDroppableMeasuring(enabledDroppableContainers, {
		dragging: isInitialized,
		dependencies: [translate.x, translate.y],
		config: measuringConfiguration.droppable
	});
	const activeNode = useCachedNode(draggableNodes, activeId);
	const activationCoordinates = (0, import_react.useMemo)(() => activatorEvent ? getEventCoordinates(activatorEvent) : null, [activatorEvent]);
	const autoScrollOptions = getAutoScrollerOptions();
	const initialActiveNodeRect = useInitialRect(activeNode, measuringConfiguration.draggable.measure);
	useLayoutShiftScrollCompensation({
		activeNode: activeId != null ? draggableNodes.get(activeId) : null,
		config: autoScrollOptions.layoutShiftCompensation,
		initialRect: initialActiveNodeRect,
		measure: measuringConfiguration.draggable.measure
	});
	const activeNodeRect = useRect(activeNode, measuringConfiguration.draggable.measure, initialActiveNodeRect);
	const containerNodeRect = useRect(activeNode ? activeNode.parentElement : null);
	const sensorContext = (0, import_react.useRef)({
		activatorEvent: null,
		active: null,
		activeNode,
		collisionRect: null,
		collisions: null,
		droppableRects,
		draggableNodes,
		draggingNode: null,
		draggingNodeRect: null,
		droppableContainers,
		over: null,
		scrollableAncestors: [],
		scrollAdjustedTranslate: null
	});
	const overNode = droppableContainers.getNodeFor((_sensorContext$curren = sensorContext.current.over) == null ? void 0 : _sensorContext$curren.id);
	const dragOverlay = useDragOverlayMeasuring({ measure: measuringConfiguration.dragOverlay.measure });
	const draggingNode = (_dragOverlay$nodeRef$ = dragOverlay.nodeRef.current) != null ? _dragOverlay$nodeRef$ : activeNode;
	const draggingNodeRect = isInitialized ? (_dragOverlay$rect = dragOverlay.rect) != null ? _dragOverlay$rect : activeNodeRect : null;
	const usesDragOverlay = Boolean(dragOverlay.nodeRef.current && dragOverlay.rect);
	const nodeRectDelta = useRectDelta(usesDragOverlay ? null : activeNodeRect);
	const windowRect = useWindowRect(draggingNode ? getWindow(draggingNode) : null);
	const scrollableAncestors = useScrollableAncestors(isInitialized ? overNode != null ? overNode : activeNode : null);
	const scrollableAncestorRects = useRects(scrollableAncestors);
	const modifiedTranslate = applyModifiers(modifiers, {
		transform: {
			x: translate.x - nodeRectDelta.x,
			y: translate.y - nodeRectDelta.y,
			scaleX: 1,
			scaleY: 1
		},
		activatorEvent,
		active,
		activeNodeRect,
		containerNodeRect,
		draggingNodeRect,
		over: sensorContext.current.over,
		overlayNodeRect: dragOverlay.rect,
		scrollableAncestors,
		scrollableAncestorRects,
		windowRect
	});
	const pointerCoordinates = activationCoordinates ? add(activationCoordinates, translate) : null;
	const scrollOffsets = useScrollOffsets(scrollableAncestors);
	const scrollAdjustment = useScrollOffsetsDelta(scrollOffsets);
	const activeNodeScrollDelta = useScrollOffsetsDelta(scrollOffsets, [activeNodeRect]);
	const scrollAdjustedTranslate = add(modifiedTranslate, scrollAdjustment);
	const collisionRect = draggingNodeRect ? getAdjustedRect(draggingNodeRect, modifiedTranslate) : null;
	const collisions = active && collisionRect ? collisionDetection({
		active,
		collisionRect,
		droppableRects,
		droppableContainers: enabledDroppableContainers,
		pointerCoordinates
	}) : null;
	const overId = getFirstCollision(collisions, "id");
	const [over, setOver] = (0, import_react.useState)(null);
	const transform = adjustScale(usesDragOverlay ? modifiedTranslate : add(modifiedTranslate, activeNodeScrollDelta), (_over$rect = over == null ? void 0 : over.rect) != null ? _over$rect : null, activeNodeRect);
	const activeSensorRef = (0, import_react.useRef)(null);
	const instantiateSensor = (0, import_react.useCallback)((event, _ref2) => {
		let { sensor: Sensor, options } = _ref2;
		if (activeRef.current == null) return;
		const activeNode = draggableNodes.get(activeRef.current);
		if (!activeNode) return;
		const activatorEvent = event.nativeEvent;
		const sensorInstance = new Sensor({
			active: activeRef.current,
			activeNode,
			event: activatorEvent,
			options,
			context: sensorContext,
			onAbort(id) {
				if (!draggableNodes.get(id)) return;
				const { onDragAbort } = latestProps.current;
				const event = { id };
				onDragAbort?.(event);
				dispatchMonitorEvent({
					type: "onDragAbort",
					event
				});
			},
			onPending(id, constraint, initialCoordinates, offset) {
				if (!draggableNodes.get(id)) return;
				const { onDragPending } = latestProps.current;
				const event = {
					id,
					constraint,
					initialCoordinates,
					offset
				};
				onDragPending?.(event);
				dispatchMonitorEvent({
					type: "onDragPending",
					event
				});
			},
			onStart(initialCoordinates) {
				const id = activeRef.current;
				if (id == null) return;
				const draggableNode = draggableNodes.get(id);
				if (!draggableNode) return;
				const { onDragStart } = latestProps.current;
				const event = {
					activatorEvent,
					active: {
						id,
						data: draggableNode.data,
						rect: activeRects
					}
				};
				(0, import_react_dom.unstable_batchedUpdates)(() => {
					onDragStart?.(event);
					setStatus(Status.Initializing);
					dispatch({
						type: Action.DragStart,
						initialCoordinates,
						active: id
					});
					dispatchMonitorEvent({
						type: "onDragStart",
						event
					});
					setActiveSensor(activeSensorRef.current);
					setActivatorEvent(activatorEvent);
				});
			},
			onMove(coordinates) {
				dispatch({
					type: Action.DragMove,
					coordinates
				});
			},
			onEnd: createHandler(Action.DragEnd),
			onCancel: createHandler(Action.DragCancel)
		});
		activeSensorRef.current = sensorInstance;
		function createHandler(type) {
			return async function handler() {
				const { active, collisions, over, scrollAdjustedTranslate } = sensorContext.current;
				let event = null;
				if (active && scrollAdjustedTranslate) {
					const { cancelDrop } = latestProps.current;
					event = {
						activatorEvent,
						active,
						collisions,
						delta: scrollAdjustedTranslate,
						over
					};
					if (type === Action.DragEnd && typeof cancelDrop === "function") {
						if (await Promise.resolve(cancelDrop(event))) type = Action.DragCancel;
					}
				}
				activeRef.current = null;
				(0, import_react_dom.unstable_batchedUpdates)(() => {
					dispatch({ type });
					setStatus(Status.Uninitialized);
					setOver(null);
					setActiveSensor(null);
					setActivatorEvent(null);
					activeSensorRef.current = null;
					const eventName = type === Action.DragEnd ? "onDragEnd" : "onDragCancel";
					if (event) {
						const handler = latestProps.current[eventName];
						handler?.(event);
						dispatchMonitorEvent({
							type: eventName,
							event
						});
					}
				});
			};
		}
	}, [draggableNodes]);
	const activators = useCombineActivators(sensors, (0, import_react.useCallback)((handler, sensor) => {
		return (event, active) => {
			const nativeEvent = event.nativeEvent;
			const activeDraggableNode = draggableNodes.get(active);
			if (activeRef.current !== null || !activeDraggableNode || nativeEvent.dndKit || nativeEvent.defaultPrevented) return;
			const activationContext = { active: activeDraggableNode };
			if (handler(event, sensor.options, activationContext) === true) {
				nativeEvent.dndKit = { capturedBy: sensor.sensor };
				activeRef.current = active;
				instantiateSensor(event, sensor);
			}
		};
	}, [draggableNodes, instantiateSensor]));
	useSensorSetup(sensors);
	useIsomorphicLayoutEffect(() => {
		if (activeNodeRect && status === Status.Initializing) setStatus(Status.Initialized);
	}, [activeNodeRect, status]);
	(0, import_react.useEffect)(() => {
		const { onDragMove } = latestProps.current;
		const { active, activatorEvent, collisions, over } = sensorContext.current;
		if (!active || !activatorEvent) return;
		const event = {
			active,
			activatorEvent,
			collisions,
			delta: {
				x: scrollAdjustedTranslate.x,
				y: scrollAdjustedTranslate.y
			},
			over
		};
		(0, import_react_dom.unstable_batchedUpdates)(() => {
			onDragMove?.(event);
			dispatchMonitorEvent({
				type: "onDragMove",
				event
			});
		});
	}, [scrollAdjustedTranslate.x, scrollAdjustedTranslate.y]);
	(0, import_react.useEffect)(() => {
		const { active, activatorEvent, collisions, droppableContainers, scrollAdjustedTranslate } = sensorContext.current;
		if (!active || activeRef.current == null || !activatorEvent || !scrollAdjustedTranslate) return;
		const { onDragOver } = latestProps.current;
		const overContainer = droppableContainers.get(overId);
		const over = overContainer && overContainer.rect.current ? {
			id: overContainer.id,
			rect: overContainer.rect.current,
			data: overContainer.data,
			disabled: overContainer.disabled
		} : null;
		const event = {
			active,
			activatorEvent,
			collisions,
			delta: {
				x: scrollAdjustedTranslate.x,
				y: scrollAdjustedTranslate.y
			},
			over
		};
		(0, import_react_dom.unstable_batchedUpdates)(() => {
			setOver(over);
			onDragOver?.(event);
			dispatchMonitorEvent({
				type: "onDragOver",
				event
			});
		});
	}, [overId]);
	useIsomorphicLayoutEffect(() => {
		sensorContext.current = {
			activatorEvent,
			active,
			activeNode,
			collisionRect,
			collisions,
			droppableRects,
			draggableNodes,
			draggingNode,
			draggingNodeRect,
			droppableContainers,
			over,
			scrollableAncestors,
			scrollAdjustedTranslate
		};
		activeRects.current = {
			initial: draggingNodeRect,
			translated: collisionRect
		};
	}, [
		active,
		activeNode,
		collisions,
		collisionRect,
		draggableNodes,
		draggingNode,
		draggingNodeRect,
		droppableRects,
		droppableContainers,
		over,
		scrollableAncestors,
		scrollAdjustedTranslate
	]);
	useAutoScroller({
		...autoScrollOptions,
		delta: translate,
		draggingRect: collisionRect,
		pointerCoordinates,
		scrollableAncestors,
		scrollableAncestorRects
	});
	const publicContext = (0, import_react.useMemo)(() => {
		return {
			active,
			activeNode,
			activeNodeRect,
			activatorEvent,
			collisions,
			containerNodeRect,
			dragOverlay,
			draggableNodes,
			droppableContainers,
			droppableRects,
			over,
			measureDroppableContainers,
			scrollableAncestors,
			scrollableAncestorRects,
			measuringConfiguration,
			measuringScheduled,
			windowRect
		};
	}, [
		active,
		activeNode,
		activeNodeRect,
		activatorEvent,
		collisions,
		containerNodeRect,
		dragOverlay,
		draggableNodes,
		droppableContainers,
		droppableRects,
		over,
		measureDroppableContainers,
		scrollableAncestors,
		scrollableAncestorRects,
		measuringConfiguration,
		measuringScheduled,
		windowRect
	]);
	const internalContext = (0, import_react.useMemo)(() => {
		return {
			activatorEvent,
			activators,
			active,
			activeNodeRect,
			ariaDescribedById: { draggable: draggableDescribedById },
			dispatch,
			draggableNodes,
			over,
			measureDroppableContainers
		};
	}, [
		activatorEvent,
		activators,
		active,
		activeNodeRect,
		dispatch,
		draggableDescribedById,
		draggableNodes,
		over,
		measureDroppableContainers
	]);
	return import_react.createElement(DndMonitorContext.Provider, { value: registerMonitorListener }, import_react.createElement(InternalContext.Provider, { value: internalContext }, import_react.createElement(PublicContext.Provider, { value: publicContext }, import_react.createElement(ActiveDraggableContext.Provider, { value: transform }, children)), import_react.createElement(RestoreFocus, { disabled: (accessibility == null ? void 0 : accessibility.restoreFocus) === false })), import_react.createElement(Accessibility, {
		...accessibility,
		hiddenTextDescribedById: draggableDescribedById
	}));
	function getAutoScrollerOptions() {
		const activeSensorDisablesAutoscroll = (activeSensor == null ? void 0 : activeSensor.autoScrollEnabled) === false;
		const autoScrollGloballyDisabled = typeof autoScroll === "object" ? autoScroll.enabled === false : autoScroll === false;
		const enabled = isInitialized && !activeSensorDisablesAutoscroll && !autoScrollGloballyDisabled;
		if (typeof autoScroll === "object") return {
			...autoScroll,
			enabled
		};
		return { enabled };
	}
});
var NullContext = /*#__PURE__*/ (0, import_react.createContext)(null);
var defaultRole = "button";
var ID_PREFIX$2 = "Draggable";
function useDraggable(_ref) {
	let { id, data, disabled = false, attributes } = _ref;
	const key = useUniqueId(ID_PREFIX$2);
	const { activators, activatorEvent, active, activeNodeRect, ariaDescribedById, draggableNodes, over } = (0, import_react.useContext)(InternalContext);
	const { role = defaultRole, roleDescription = "draggable", tabIndex = 0 } = attributes != null ? attributes : {};
	const isDragging = (active == null ? void 0 : active.id) === id;
	const transform = (0, import_react.useContext)(isDragging ? ActiveDraggableContext : NullContext);
	const [node, setNodeRef] = useNodeRef();
	const [activatorNode, setActivatorNodeRef] = useNodeRef();
	const listeners = useSyntheticListeners(activators, id);
	const dataRef = useLatestValue(data);
	useIsomorphicLayoutEffect(() => {
		draggableNodes.set(id, {
			id,
			key,
			node,
			activatorNode,
			data: dataRef
		});
		return () => {
			const node = draggableNodes.get(id);
			if (node && node.key === key) draggableNodes.delete(id);
		};
	}, [draggableNodes, id]);
	return {
		active,
		activatorEvent,
		activeNodeRect,
		attributes: (0, import_react.useMemo)(() => ({
			role,
			tabIndex,
			"aria-disabled": disabled,
			"aria-pressed": isDragging && role === defaultRole ? true : void 0,
			"aria-roledescription": roleDescription,
			"aria-describedby": ariaDescribedById.draggable
		}), [
			disabled,
			role,
			tabIndex,
			isDragging,
			roleDescription,
			ariaDescribedById.draggable
		]),
		isDragging,
		listeners: disabled ? void 0 : listeners,
		node,
		over,
		setNodeRef,
		setActivatorNodeRef,
		transform
	};
}
function useDndContext() {
	return (0, import_react.useContext)(PublicContext);
}
var ID_PREFIX$1 = "Droppable";
var defaultResizeObserverConfig = { timeout: 25 };
function useDroppable(_ref) {
	let { data, disabled = false, id, resizeObserverConfig } = _ref;
	const key = useUniqueId(ID_PREFIX$1);
	const { active, dispatch, over, measureDroppableContainers } = (0, import_react.useContext)(InternalContext);
	const previous = (0, import_react.useRef)({ disabled });
	const resizeObserverConnected = (0, import_react.useRef)(false);
	const rect = (0, import_react.useRef)(null);
	const callbackId = (0, import_react.useRef)(null);
	const { disabled: resizeObserverDisabled, updateMeasurementsFor, timeout: resizeObserverTimeout } = {
		...defaultResizeObserverConfig,
		...resizeObserverConfig
	};
	const ids = useLatestValue(updateMeasurementsFor != null ? updateMeasurementsFor : id);
	const resizeObserver = useResizeObserver({
		callback: (0, import_react.useCallback)(() => {
			if (!resizeObserverConnected.current) {
				resizeObserverConnected.current = true;
				return;
			}
			if (callbackId.current != null) clearTimeout(callbackId.current);
			callbackId.current = setTimeout(() => {
				measureDroppableContainers(Array.isArray(ids.current) ? ids.current : [ids.current]);
				callbackId.current = null;
			}, resizeObserverTimeout);
		}, [resizeObserverTimeout]),
		disabled: resizeObserverDisabled || !active
	});
	const [nodeRef, setNodeRef] = useNodeRef((0, import_react.useCallback)((newElement, previousElement) => {
		if (!resizeObserver) return;
		if (previousElement) {
			resizeObserver.unobserve(previousElement);
			resizeObserverConnected.current = false;
		}
		if (newElement) resizeObserver.observe(newElement);
	}, [resizeObserver]));
	const dataRef = useLatestValue(data);
	(0, import_react.useEffect)(() => {
		if (!resizeObserver || !nodeRef.current) return;
		resizeObserver.disconnect();
		resizeObserverConnected.current = false;
		resizeObserver.observe(nodeRef.current);
	}, [nodeRef, resizeObserver]);
	(0, import_react.useEffect)(() => {
		dispatch({
			type: Action.RegisterDroppable,
			element: {
				id,
				key,
				disabled,
				node: nodeRef,
				rect,
				data: dataRef
			}
		});
		return () => dispatch({
			type: Action.UnregisterDroppable,
			key,
			id
		});
	}, [id]);
	(0, import_react.useEffect)(() => {
		if (disabled !== previous.current.disabled) {
			dispatch({
				type: Action.SetDroppableDisabled,
				id,
				key,
				disabled
			});
			previous.current.disabled = disabled;
		}
	}, [
		id,
		key,
		disabled,
		dispatch
	]);
	return {
		active,
		rect,
		isOver: (over == null ? void 0 : over.id) === id,
		node: nodeRef,
		over,
		setNodeRef
	};
}
// ../../node_modules/@dnd-kit/sortable/dist/sortable.esm.js
/**
* Move an array item to a different position. Returns a new array with the item moved to the new position.
*/
function arrayMove(array, from, to) {
	const newArray = array.slice();
	newArray.splice(to < 0 ? newArray.length + to : to, 0, newArray.splice(from, 1)[0]);
	return newArray;
}
function getSortedRects(items, rects) {
	return items.reduce((accumulator, id, index) => {
		const rect = rects.get(id);
		if (rect) accumulator[index] = rect;
		return accumulator;
	}, Array(items.length));
}
function isValidIndex(index) {
	return index !== null && index >= 0;
}
function itemsEqual(a, b) {
	if (a === b) return true;
	if (a.length !== b.length) return false;
	for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
	return true;
}
function normalizeDisabled(disabled) {
	if (typeof disabled === "boolean") return {
		draggable: disabled,
		droppable: disabled
	};
	return disabled;
}
var rectSortingStrategy = (_ref) => {
	let { rects, activeIndex, overIndex, index } = _ref;
	const newRects = arrayMove(rects, overIndex, activeIndex);
	const oldRect = rects[index];
	const newRect = newRects[index];
	if (!newRect || !oldRect) return null;
	return {
		x: newRect.left - oldRect.left,
		y: newRect.top - oldRect.top,
		scaleX: newRect.width / oldRect.width,
		scaleY: newRect.height / oldRect.height
	};
};
var defaultScale$1 = {
	scaleX: 1,
	scaleY: 1
};
var verticalListSortingStrategy = (_ref) => {
	var _rects$activeIndex;
	let { activeIndex, activeNodeRect: fallbackActiveRect, index, rects, overIndex } = _ref;
	const activeNodeRect = (_rects$activeIndex = rects[activeIndex]) != null ? _rects$activeIndex : fallbackActiveRect;
	if (!activeNodeRect) return null;
	if (index === activeIndex) {
		const overIndexRect = rects[overIndex];
		if (!overIndexRect) return null;
		return {
			x: 0,
			y: activeIndex < overIndex ? overIndexRect.top + overIndexRect.height - (activeNodeRect.top + activeNodeRect.height) : overIndexRect.top - activeNodeRect.top,
			...defaultScale$1
		};
	}
	const itemGap = getItemGap$1(rects, index, activeIndex);
	if (index > activeIndex && index <= overIndex) return {
		x: 0,
		y: -activeNodeRect.height - itemGap,
		...defaultScale$1
	};
	if (index < activeIndex && index >= overIndex) return {
		x: 0,
		y: activeNodeRect.height + itemGap,
		...defaultScale$1
	};
	return {
		x: 0,
		y: 0,
		...defaultScale$1
	};
};
function getItemGap$1(clientRects, index, activeIndex) {
	const currentRect = clientRects[index];
	const previousRect = clientRects[index - 1];
	const nextRect = clientRects[index + 1];
	if (!currentRect) return 0;
	if (activeIndex < index) return previousRect ? currentRect.top - (previousRect.top + previousRect.height) : nextRect ? nextRect.top - (currentRect.top + currentRect.height) : 0;
	return nextRect ? nextRect.top - (currentRect.top + currentRect.height) : previousRect ? currentRect.top - (previousRect.top + previousRect.height) : 0;
}
var ID_PREFIX = "Sortable";
var Context = /*#__PURE__*/ import_react.createContext({
	activeIndex: -1,
	containerId: ID_PREFIX,
	disableTransforms: false,
	items: [],
	overIndex: -1,
	useDragOverlay: false,
	sortedRects: [],
	strategy: rectSortingStrategy,
	disabled: {
		draggable: false,
		droppable: false
	}
});
function SortableContext(_ref) {
	let { children, id, items: userDefinedItems, strategy = rectSortingStrategy, disabled: disabledProp = false } = _ref;
	const { active, dragOverlay, droppableRects, over, measureDroppableContainers } = useDndContext();
	const containerId = useUniqueId(ID_PREFIX, id);
	const useDragOverlay = Boolean(dragOverlay.rect !== null);
	const items = (0, import_react.useMemo)(() => userDefinedItems.map((item) => typeof item === "object" && "id" in item ? item.id : item), [userDefinedItems]);
	const isDragging = active != null;
	const activeIndex = active ? items.indexOf(active.id) : -1;
	const overIndex = over ? items.indexOf(over.id) : -1;
	const previousItemsRef = (0, import_react.useRef)(items);
	const itemsHaveChanged = !itemsEqual(items, previousItemsRef.current);
	const disableTransforms = overIndex !== -1 && activeIndex === -1 || itemsHaveChanged;
	const disabled = normalizeDisabled(disabledProp);
	useIsomorphicLayoutEffect(() => {
		if (itemsHaveChanged && isDragging) measureDroppableContainers(items);
	}, [
		itemsHaveChanged,
		items,
		isDragging,
		measureDroppableContainers
	]);
	(0, import_react.useEffect)(() => {
		previousItemsRef.current = items;
	}, [items]);
	const contextValue = (0, import_react.useMemo)(() => ({
		activeIndex,
		containerId,
		disabled,
		disableTransforms,
		items,
		overIndex,
		useDragOverlay,
		sortedRects: getSortedRects(items, droppableRects),
		strategy
	}), [
		activeIndex,
		containerId,
		disabled.draggable,
		disabled.droppable,
		disableTransforms,
		items,
		overIndex,
		droppableRects,
		useDragOverlay,
		strategy
	]);
	return import_react.createElement(Context.Provider, { value: contextValue }, children);
}
var defaultNewIndexGetter = (_ref) => {
	let { id, items, activeIndex, overIndex } = _ref;
	return arrayMove(items, activeIndex, overIndex).indexOf(id);
};
var defaultAnimateLayoutChanges = (_ref2) => {
	let { containerId, isSorting, wasDragging, index, items, newIndex, previousItems, previousContainerId, transition } = _ref2;
	if (!transition || !wasDragging) return false;
	if (previousItems !== items && index === newIndex) return false;
	if (isSorting) return true;
	return newIndex !== index && containerId === previousContainerId;
};
var defaultTransition = {
	duration: 200,
	easing: "ease"
};
var transitionProperty = "transform";
var disabledTransition = /*#__PURE__*/ CSS.Transition.toString({
	property: transitionProperty,
	duration: 0,
	easing: "linear"
});
var defaultAttributes = { roleDescription: "sortable" };
function useDerivedTransform(_ref) {
	let { disabled, index, node, rect } = _ref;
	const [derivedTransform, setDerivedtransform] = (0, import_react.useState)(null);
	const previousIndex = (0, import_react.useRef)(index);
	useIsomorphicLayoutEffect(() => {
		if (!disabled && index !== previousIndex.current && node.current) {
			const initial = rect.current;
			if (initial) {
				const current = getClientRect(node.current, { ignoreTransform: true });
				const delta = {
					x: initial.left - current.left,
					y: initial.top - current.top,
					scaleX: initial.width / current.width,
					scaleY: initial.height / current.height
				};
				if (delta.x || delta.y) setDerivedtransform(delta);
			}
		}
		if (index !== previousIndex.current) previousIndex.current = index;
	}, [
		disabled,
		index,
		node,
		rect
	]);
	(0, import_react.useEffect)(() => {
		if (derivedTransform) setDerivedtransform(null);
	}, [derivedTransform]);
	return derivedTransform;
}
function useSortable(_ref) {
	let { animateLayoutChanges = defaultAnimateLayoutChanges, attributes: userDefinedAttributes, disabled: localDisabled, data: customData, getNewIndex = defaultNewIndexGetter, id, strategy: localStrategy, resizeObserverConfig, transition = defaultTransition } = _ref;
	const { items, containerId, activeIndex, disabled: globalDisabled, disableTransforms, sortedRects, overIndex, useDragOverlay, strategy: globalStrategy } = (0, import_react.useContext)(Context);
	const disabled = normalizeLocalDisabled(localDisabled, globalDisabled);
	const index = items.indexOf(id);
	const data = (0, import_react.useMemo)(() => ({
		sortable: {
			containerId,
			index,
			items
		},
		...customData
	}), [
		containerId,
		customData,
		index,
		items
	]);
	const itemsAfterCurrentSortable = (0, import_react.useMemo)(() => items.slice(items.indexOf(id)), [items, id]);
	const { rect, node, isOver, setNodeRef: setDroppableNodeRef } = useDroppable({
		id,
		data,
		disabled: disabled.droppable,
		resizeObserverConfig: {
			updateMeasurementsFor: itemsAfterCurrentSortable,
			...resizeObserverConfig
		}
	});
	const { active, activatorEvent, activeNodeRect, attributes, setNodeRef: setDraggableNodeRef, listeners, isDragging, over, setActivatorNodeRef, transform } = useDraggable({
		id,
		data,
		attributes: {
			...defaultAttributes,
			...userDefinedAttributes
		},
		disabled: disabled.draggable
	});
	const setNodeRef = useCombinedRefs(setDroppableNodeRef, setDraggableNodeRef);
	const isSorting = Boolean(active);
	const displaceItem = isSorting && !disableTransforms && isValidIndex(activeIndex) && isValidIndex(overIndex);
	const shouldDisplaceDragSource = !useDragOverlay && isDragging;
	const dragSourceDisplacement = shouldDisplaceDragSource && displaceItem ? transform : null;
	const finalTransform = displaceItem ? dragSourceDisplacement != null ? dragSourceDisplacement : (localStrategy != null ? localStrategy : globalStrategy)({
		rects: sortedRects,
		activeNodeRect,
		activeIndex,
		overIndex,
		index
	}) : null;
	const newIndex = isValidIndex(activeIndex) && isValidIndex(overIndex) ? getNewIndex({
		id,
		items,
		activeIndex,
		overIndex
	}) : index;
	const activeId = active == null ? void 0 : active.id;
	const previous = (0, import_react.useRef)({
		activeId,
		items,
		newIndex,
		containerId
	});
	const itemsHaveChanged = items !== previous.current.items;
	const shouldAnimateLayoutChanges = animateLayoutChanges({
		active,
		containerId,
		isDragging,
		isSorting,
		id,
		index,
		items,
		newIndex: previous.current.newIndex,
		previousItems: previous.current.items,
		previousContainerId: previous.current.containerId,
		transition,
		wasDragging: previous.current.activeId != null
	});
	const derivedTransform = useDerivedTransform({
		disabled: !shouldAnimateLayoutChanges,
		index,
		node,
		rect
	});
	(0, import_react.useEffect)(() => {
		if (isSorting && previous.current.newIndex !== newIndex) previous.current.newIndex = newIndex;
		if (containerId !== previous.current.containerId) previous.current.containerId = containerId;
		if (items !== previous.current.items) previous.current.items = items;
	}, [
		isSorting,
		newIndex,
		containerId,
		items
	]);
	(0, import_react.useEffect)(() => {
		if (activeId === previous.current.activeId) return;
		if (activeId != null && previous.current.activeId == null) {
			previous.current.activeId = activeId;
			return;
		}
		const timeoutId = setTimeout(() => {
			previous.current.activeId = activeId;
		}, 50);
		return () => clearTimeout(timeoutId);
	}, [activeId]);
	return {
		active,
		activeIndex,
		attributes,
		data,
		rect,
		index,
		newIndex,
		items,
		isOver,
		isSorting,
		isDragging,
		listeners,
		node,
		overIndex,
		over,
		setNodeRef,
		setActivatorNodeRef,
		setDroppableNodeRef,
		setDraggableNodeRef,
		transform: derivedTransform != null ? derivedTransform : finalTransform,
		transition: getTransition()
	};
	function getTransition() {
		if (derivedTransform || itemsHaveChanged && previous.current.newIndex === index) return disabledTransition;
		if (shouldDisplaceDragSource && !isKeyboardEvent(activatorEvent) || !transition) return;
		if (isSorting || shouldAnimateLayoutChanges) return CSS.Transition.toString({
			...transition,
			property: transitionProperty
		});
	}
}
function normalizeLocalDisabled(localDisabled, globalDisabled) {
	var _localDisabled$dragga, _localDisabled$droppa;
	if (typeof localDisabled === "boolean") return {
		draggable: localDisabled,
		droppable: false
	};
	return {
		draggable: (_localDisabled$dragga = localDisabled == null ? void 0 : localDisabled.draggable) != null ? _localDisabled$dragga : globalDisabled.draggable,
		droppable: (_localDisabled$droppa = localDisabled == null ? void 0 : localDisabled.droppable) != null ? _localDisabled$droppa : globalDisabled.droppable
	};
}
function hasSortableData(entry) {
	if (!entry) return false;
	const data = entry.data.current;
	if (data && "sortable" in data && typeof data.sortable === "object" && "containerId" in data.sortable && "items" in data.sortable && "index" in data.sortable) return true;
	return false;
}
var directions = [
	KeyboardCode.Down,
	KeyboardCode.Right,
	KeyboardCode.Up,
	KeyboardCode.Left
];
var sortableKeyboardCoordinates = (event, _ref) => {
	let { context: { active, collisionRect, droppableRects, droppableContainers, over, scrollableAncestors } } = _ref;
	if (directions.includes(event.code)) {
		event.preventDefault();
		if (!active || !collisionRect) return;
		const filteredContainers = [];
		droppableContainers.getEnabled().forEach((entry) => {
			if (!entry || entry != null && entry.disabled) return;
			const rect = droppableRects.get(entry.id);
			if (!rect) return;
			switch (event.code) {
				case KeyboardCode.Down:
					if (collisionRect.top < rect.top) filteredContainers.push(entry);
					break;
				case KeyboardCode.Up:
					if (collisionRect.top > rect.top) filteredContainers.push(entry);
					break;
				case KeyboardCode.Left:
					if (collisionRect.left > rect.left) filteredContainers.push(entry);
					break;
				case KeyboardCode.Right: if (collisionRect.left < rect.left) filteredContainers.push(entry);
			}
		});
		const collisions = closestCorners({
			active,
			collisionRect,
			droppableRects,
			droppableContainers: filteredContainers,
			pointerCoordinates: null
		});
		let closestId = getFirstCollision(collisions, "id");
		if (closestId === (over == null ? void 0 : over.id) && collisions.length > 1) closestId = collisions[1].id;
		if (closestId != null) {
			const activeDroppable = droppableContainers.get(active.id);
			const newDroppable = droppableContainers.get(closestId);
			const newRect = newDroppable ? droppableRects.get(newDroppable.id) : null;
			const newNode = newDroppable == null ? void 0 : newDroppable.node.current;
			if (newNode && newRect && activeDroppable && newDroppable) {
				const hasDifferentScrollAncestors = getScrollableAncestors(newNode).some((element, index) => scrollableAncestors[index] !== element);
				const hasSameContainer = isSameContainer(activeDroppable, newDroppable);
				const isAfterActive = isAfter(activeDroppable, newDroppable);
				const offset = hasDifferentScrollAncestors || !hasSameContainer ? {
					x: 0,
					y: 0
				} : {
					x: isAfterActive ? collisionRect.width - newRect.width : 0,
					y: isAfterActive ? collisionRect.height - newRect.height : 0
				};
				const rectCoordinates = {
					x: newRect.left,
					y: newRect.top
				};
				return offset.x && offset.y ? rectCoordinates : subtract(rectCoordinates, offset);
			}
		}
	}
};
function isSameContainer(a, b) {
	if (!hasSortableData(a) || !hasSortableData(b)) return false;
	return a.data.current.sortable.containerId === b.data.current.sortable.containerId;
}
function isAfter(a, b) {
	if (!hasSortableData(a) || !hasSortableData(b)) return false;
	if (!isSameContainer(a, b)) return false;
	return a.data.current.sortable.index < b.data.current.sortable.index;
}
// ../../node_modules/@mui/icons-material/DragIndicator.mjs
var DragIndicator_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M11 18c0 1.1-.9 2-2 2s-2-.9-2-2 .9-2 2-2 2 .9 2 2m-2-8c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0-6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m6 4c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m0 2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2" }), "DragIndicator");
// ../../node_modules/@mui/icons-material/Edit.mjs
var Edit_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M3 17.25V21h3.75L17.81 9.94l-3.75-3.75zM20.71 7.04c.39-.39.39-1.02 0-1.41l-2.34-2.34a.996.996 0 0 0-1.41 0l-1.83 1.83 3.75 3.75z" }), "Edit");
// ../../node_modules/@mui/icons-material/WarningAmber.mjs
var WarningAmber_default = createSvgIcon([/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M12 5.99 19.53 19H4.47zM12 2 1 21h22z" }, "0"), /*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M13 16h-2v2h2zm0-6h-2v5h2z" }, "1")], "WarningAmber");
// src/features/admin-routes/components/item-row.tsx
/** A video needs a file or an address, a PDF its file; the server will not publish the route without them. */
function isMissingFile(item) {
	if (item.kind === "video") return !item.file && !item.url;
	if (item.kind === "pdf") return !item.file;
	return false;
}
/** One content item: drag handle, what it is, and its buttons (move up/down, edit, delete). */
function ItemRow({ item, index, count, onMove, onEdit, onDelete }) {
	const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
		id: item.id,
		attributes: { roleDescription: "contenido reordenable" }
	});
	const upRef = (0, import_react.useRef)(null);
	const downRef = (0, import_react.useRef)(null);
	const first = index === 0;
	const last = index === count - 1;
	const move = (direction) => {
		onMove(item, direction);
		if (direction === "up" && index === 1) downRef.current?.focus();
		if (direction === "down" && index === count - 2) upRef.current?.focus();
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "li",
		ref: setNodeRef,
		"data-item-row": true,
		style: {
			transform: CSS.Transform.toString(transform),
			transition
		},
		sx: {
			display: "flex",
			flexWrap: "wrap",
			alignItems: "center",
			gap: 1,
			p: 1.5,
			mb: 1,
			border: 1,
			borderColor: isDragging ? "primary.main" : "divider",
			borderRadius: 1,
			bgcolor: "background.paper",
			position: "relative",
			zIndex: isDragging ? 1 : "auto",
			boxShadow: isDragging ? 4 : 0
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
				ref: setActivatorNodeRef,
				...attributes,
				...listeners,
				"aria-label": `Mover ${item.title}`,
				sx: {
					cursor: isDragging ? "grabbing" : "grab",
					touchAction: "none"
				},
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DragIndicator_default, {})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					flex: "1 1 240px",
					minWidth: 0
				},
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
						variant: "body2",
						sx: {
							display: "flex",
							alignItems: "center",
							gap: .5,
							color: "text.secondary"
						},
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ItemKindIcon, {
							kind: item.kind,
							fontSize: "small"
						}), itemKindLabels[item.kind]]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						sx: {
							fontWeight: 600,
							overflowWrap: "anywhere"
						},
						children: item.title
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
						variant: "body2",
						sx: { color: "text.secondary" },
						children: [
							formatMinutes(item.durationMinutes),
							" · ",
							item.required ? "Obligatorio" : "Opcional"
						]
					}),
					isMissingFile(item) && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
						variant: "body2",
						sx: {
							display: "flex",
							alignItems: "center",
							gap: .5,
							color: "secondary.main",
							fontWeight: 600
						},
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(WarningAmber_default, {
							"aria-hidden": "true",
							fontSize: "small"
						}), "Falta el archivo"]
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					display: "flex",
					gap: .5,
					ml: "auto"
				},
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
						ref: upRef,
						"aria-label": `Subir ${item.title}`,
						disabled: first,
						onClick: () => move("up"),
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArrowUpward_default, {})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
						ref: downRef,
						"aria-label": `Bajar ${item.title}`,
						disabled: last,
						onClick: () => move("down"),
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArrowDownward_default, {})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
						"aria-label": `Editar ${item.title}`,
						onClick: (event) => onEdit(item, event.currentTarget),
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Edit_default, {})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
						"aria-label": `Eliminar ${item.title}`,
						onClick: (event) => onDelete(item, event.currentTarget),
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DeleteOutlined_default, {})
					})
				]
			})
		]
	});
}
var screenReaderInstructions = { draggable: "Para mover un contenido, presione espacio o Enter; use las flechas y presione espacio otra vez para soltarlo. Presione Escape para cancelar." };
/**
* What dnd-kit says through its live region while a content item moves, in Spanish and with titles. dnd-kit also
* reports "over" for the item's own place right after it is picked up; `lastOver` skips that repeat so the pick-up
* message is the one heard.
*/
function spanishAnnouncements(items) {
	const count = items.length;
	let lastOver = null;
	const titleOf = (id) => items.find((item) => item.id === id)?.title ?? "El contenido";
	const positionOf = (id) => items.findIndex((item) => item.id === id) + 1;
	return {
		onDragStart: ({ active }) => {
			lastOver = active.id;
			return `Tomó «${titleOf(active.id)}». Está en la posición ${positionOf(active.id)} de ${count}.`;
		},
		onDragOver: ({ active, over }) => {
			const overId = over?.id ?? null;
			if (overId === lastOver) return void 0;
			lastOver = overId;
			return overId === null ? `«${titleOf(active.id)}» no está sobre ninguna posición.` : `«${titleOf(active.id)}» pasó a la posición ${positionOf(overId)} de ${count}.`;
		},
		onDragEnd: ({ active, over }) => over ? `Soltó «${titleOf(active.id)}» en la posición ${positionOf(over.id)} de ${count}.` : `Soltó «${titleOf(active.id)}». El orden no cambió.`,
		onDragCancel: ({ active }) => `Se canceló el movimiento. «${titleOf(active.id)}» volvió a la posición ${positionOf(active.id)} de ${count}.`
	};
}
/**
* The ordered content items, reordered by dragging the handle (mouse, touch, or keyboard: Space, arrows, Space) or
* with the "Subir"/"Bajar" buttons.
*/
function SortableItemList({ items, onReorder, onEdit, onDelete, labelledBy }) {
	const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
	const ids = items.map((item) => item.id);
	const announcements = (0, import_react.useMemo)(() => spanishAnnouncements(items), [items]);
	const onDragEnd = ({ active, over }) => {
		if (!over || active.id === over.id) return;
		const from = ids.indexOf(String(active.id));
		const to = ids.indexOf(String(over.id));
		const moved = items[from];
		if (from < 0 || to < 0 || !moved) return;
		onReorder(arrayMove(ids, from, to), moved, false);
	};
	const onMove = (item, direction) => {
		const from = ids.indexOf(item.id);
		const to = direction === "up" ? from - 1 : from + 1;
		if (from < 0 || to < 0 || to >= ids.length) return;
		onReorder(arrayMove(ids, from, to), item, true);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DndContext, {
		sensors,
		collisionDetection: closestCenter,
		onDragEnd,
		accessibility: {
			announcements,
			screenReaderInstructions
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SortableContext, {
			items: ids,
			strategy: verticalListSortingStrategy,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "ol",
				"aria-labelledby": labelledBy,
				sx: {
					listStyle: "none",
					p: 0,
					m: 0
				},
				children: items.map((item, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ItemRow, {
					item,
					index,
					count: items.length,
					onMove,
					onEdit,
					onDelete
				}, item.id))
			})
		})
	});
}
// src/features/admin-routes/components/route-items-panel.tsx
/** "Contenidos": the ordered items of the route, with add, edit, delete and reorder. */
function RouteItemsPanel({ route, onNotice }) {
	const headingId = (0, import_react.useId)();
	const headingRef = (0, import_react.useRef)(null);
	const reorder = useReorderItems(route.id);
	const remove = useDeleteItem(route.id);
	const [announcement, setAnnouncement] = (0, import_react.useState)("");
	const dialog = useDialogTarget(() => headingRef.current);
	const deleting = useDialogTarget(() => headingRef.current);
	const onReorder = (itemIds, moved, byButton) => {
		reorder.mutate(itemIds);
		if (byButton) {
			const position = itemIds.indexOf(moved.id) + 1;
			setAnnouncement(`«${moved.title}» ahora está en la posición ${position} de ${itemIds.length}.`);
		}
	};
	const startDelete = (item, opener) => {
		remove.reset();
		deleting.show(item, opener);
	};
	const confirmDelete = () => {
		const item = deleting.target;
		if (!item) return;
		remove.mutate(item.id, { onSuccess: () => {
			onNotice(`Se eliminó «${item.title}».`);
			deleting.close();
		} });
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			sx: {
				display: "flex",
				flexWrap: "wrap",
				alignItems: "center",
				gap: 2,
				mb: 2
			},
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				ref: headingRef,
				id: headingId,
				component: "h2",
				variant: "h5",
				tabIndex: -1,
				sx: { flexGrow: 1 },
				children: "Contenidos"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AddItemMenu, { onChoose: (kind, opener) => dialog.show({
				kind,
				item: null
			}, opener) })]
		}),
		route.items.length > 1 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			sx: {
				color: "text.secondary",
				mb: 2
			},
			children: "Arrastre un contenido por su asa o use los botones «Subir» y «Bajar» para cambiar el orden."
		}),
		reorder.isError && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Alert, {
			severity: "error",
			role: "alert",
			sx: { mb: 2 },
			onClose: () => reorder.reset(),
			children: ["No se pudo guardar el nuevo orden; se mantiene el anterior. ", errorMessageFor(reorder.error)]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(VisuallyHidden, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			role: "status",
			children: announcement
		}) }),
		route.items.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			role: "status",
			sx: { py: 3 },
			children: "Esta ruta aún no tiene contenidos. Agregue el primero con «Agregar contenido»."
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SortableItemList, {
			items: route.items,
			labelledBy: headingId,
			onReorder,
			onEdit: (item, opener) => dialog.show({
				kind: item.kind,
				item
			}, opener),
			onDelete: startDelete
		}),
		dialog.target && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ItemDialog, {
			routeId: route.id,
			target: dialog.target,
			onSaved: onNotice,
			...dialog.props
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(ConfirmDialog, {
			...deleting.props,
			title: "¿Eliminar este contenido?",
			confirmLabel: "Eliminar",
			destructive: true,
			onConfirm: confirmDelete,
			pending: remove.isPending,
			error: remove.error,
			children: [
				"Se eliminará «",
				deleting.target?.title,
				"» de la ruta. Esta acción no se puede deshacer."
			]
		})
	] });
}
// src/features/admin-routes/api/update-route.ts
function updateRoute(id, input) {
	return apiFetch(routePath(id), {
		method: "PATCH",
		body: input,
		schema: adminRouteSchema
	});
}
function useUpdateRoute(id) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (input) => updateRoute(id, input),
		onSuccess: (route) => storeAdminRoute(queryClient, route)
	});
}
// src/features/admin-routes/components/cover-field.tsx
/** "Portada": a thumbnail of the current image, an upload button and "Quitar portada". Saved with the form. */
function CoverField({ cover, onChange, errorMessage }) {
	const fieldRef = (0, import_react.useRef)(null);
	const remove = () => {
		onChange(null);
		focusFileInput(fieldRef.current);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "fieldset",
		ref: fieldRef,
		sx: {
			border: 0,
			p: 0,
			m: 0,
			mt: 2
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				component: "legend",
				sx: {
					fontWeight: 600,
					mb: 1
				},
				children: "Portada"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					display: "flex",
					flexWrap: "wrap",
					alignItems: "center",
					gap: 2
				},
				children: [cover ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					component: "img",
					src: cover.url,
					alt: "Vista previa de la portada",
					sx: {
						width: 160,
						height: 90,
						objectFit: "cover",
						borderRadius: 1,
						border: 1,
						borderColor: "divider"
					}
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					sx: {
						width: 160,
						height: 90,
						borderRadius: 1,
						border: 1,
						borderStyle: "dashed",
						borderColor: "divider",
						display: "grid",
						placeItems: "center",
						color: "text.secondary"
					},
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						variant: "body2",
						children: "Sin portada"
					})
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FileUpload, {
					purpose: "image",
					label: cover ? "Cambiar portada" : "Subir portada",
					onUploaded: onChange
				}), cover && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					color: "inherit",
					startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DeleteOutlined_default, { "aria-hidden": "true" }),
					onClick: remove,
					children: "Quitar portada"
				})] })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormHelperText, {
				error: Boolean(errorMessage),
				children: errorMessage ?? "Imagen horizontal (PNG, JPEG, WebP o GIF). El cambio se aplica al guardar."
			})
		]
	});
}
// src/lib/server-field-errors.ts
/**
* The same error with each field path shortened to the first of `fields` it starts with, so a problem the server
* reports deep inside a value ("objectives.3") lands under the form field that holds it ("objectives").
*/
function withFieldPathsIn(error, fields) {
	if (!isApiError(error) || error.fieldProblems.length === 0) return error;
	const longestFirst = [...fields].sort((a, b) => b.length - a.length);
	const problems = error.fieldProblems.map((problem) => {
		const field = longestFirst.find((name) => problem.path === name || problem.path.startsWith(`${name}.`));
		return field ? {
			...problem,
			path: field
		} : problem;
	});
	return new ApiError(error.code, error.status, error.message, {
		...error.details,
		fields: problems
	});
}
// src/features/admin-routes/components/route-metadata-form.tsx
var MAX_OBJECTIVES = 20;
var MAX_OBJECTIVE_LENGTH = 300;
function toLines(text) {
	return text.split("\n").map((line) => line.trim()).filter(Boolean);
}
/** The shared metadata schema, with the objectives typed one per line in a text area. */
var metadataFormSchema = routeMetadataInputSchema.omit({ objectives: true }).extend({ objectives: string().superRefine((text, context) => {
	const lines = toLines(text);
	if (lines.length > MAX_OBJECTIVES) context.addIssue({
		code: "custom",
		message: `Escriba como máximo ${MAX_OBJECTIVES} objetivos.`
	});
	if (lines.some((line) => line.length > MAX_OBJECTIVE_LENGTH)) context.addIssue({
		code: "custom",
		message: `Cada objetivo debe tener como máximo ${MAX_OBJECTIVE_LENGTH} caracteres.`
	});
}).transform(toLines) });
var FIELDS = [
	"title",
	"summary",
	"objectives",
	"coverFileId",
	"category",
	"hours",
	"level",
	"passMark",
	"attempts",
	"unlockInOrder",
	"validityMonths"
];
var NUMBER_FIELDS = [
	{
		name: "hours",
		id: "route-hours",
		label: "Horas estimadas",
		min: 0,
		max: 500,
		step: .5
	},
	{
		name: "passMark",
		id: "route-pass-mark",
		label: "Nota mínima de aprobación (%)",
		min: 1,
		max: 100
	},
	{
		name: "attempts",
		id: "route-attempts",
		label: "Intentos permitidos",
		min: 1,
		max: 20
	}
];
function formValues(route) {
	return {
		title: route.title,
		summary: route.summary,
		objectives: route.objectives.join("\n"),
		coverFileId: route.cover?.id ?? null,
		category: route.category,
		hours: route.hours,
		level: route.level,
		passMark: route.passMark,
		attempts: route.attempts,
		unlockInOrder: route.unlockInOrder,
		validityMonths: route.validityMonths
	};
}
/** "Datos generales": the route's metadata. Loaded once; saving replaces the form with what the server stored. */
function RouteMetadataForm({ route, onSaved, onDirtyChange }) {
	const update = useUpdateRoute(route.id);
	const [cover, setCover] = (0, import_react.useState)(route.cover);
	const [serverError, setServerError] = (0, import_react.useState)(null);
	const { register, control, handleSubmit, setError, setFocus, setValue, reset, formState } = useForm({
		resolver: u(metadataFormSchema),
		defaultValues: formValues(route)
	});
	const { errors, isDirty } = formState;
	(0, import_react.useEffect)(() => {
		onDirtyChange?.(isDirty);
	}, [isDirty, onDirtyChange]);
	const changeCover = (upload) => {
		setCover(upload);
		setValue("coverFileId", upload?.id ?? null, { shouldDirty: true });
	};
	const onSubmit = (event) => void handleSubmit((values) => {
		setServerError(null);
		update.mutate(values, {
			onSuccess: (saved) => {
				reset(formValues(saved));
				setCover(saved.cover);
				onSaved("Cambios guardados");
			},
			onError: (error) => {
				const mapped = withFieldPathsIn(error, FIELDS);
				const focusedField = applyServerFieldErrors(mapped, FIELDS, setError, setFocus);
				setServerError({
					error: mapped,
					focus: !focusedField
				});
			}
		});
	})(event);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "form",
		noValidate: true,
		onSubmit,
		"aria-label": "Datos generales de la ruta",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormErrorAlert, {
				error: serverError?.error,
				focusOnError: serverError?.focus
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
				id: "route-title",
				label: "Título",
				required: true,
				registration: register("title"),
				errorMessage: errors.title?.message
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
				id: "route-summary",
				label: "Resumen",
				multiline: true,
				minRows: 3,
				helperText: "Qué aprenderá la persona y para quién es la ruta.",
				registration: register("summary"),
				errorMessage: errors.summary?.message
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
				id: "route-objectives",
				label: "Objetivos",
				multiline: true,
				minRows: 3,
				helperText: "Escriba un objetivo por línea.",
				registration: register("objectives"),
				errorMessage: errors.objectives?.message
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CoverField, {
				cover,
				onChange: changeCover,
				errorMessage: errors.coverFileId?.message
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Grid, {
				container: true,
				columnSpacing: 2,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Grid, {
						size: {
							xs: 12,
							md: 6
						},
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
							id: "route-category",
							label: "Categoría",
							helperText: "Por ejemplo: Trabajo en alturas",
							registration: register("category"),
							errorMessage: errors.category?.message
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Grid, {
						size: {
							xs: 12,
							md: 6
						},
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SelectField, {
							control,
							name: "level",
							id: "route-level",
							label: "Nivel",
							options: routeLevels,
							labels: routeLevelLabels
						})
					}),
					NUMBER_FIELDS.map(({ name, ...field }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Grid, {
						size: {
							xs: 12,
							sm: 6,
							md: 3
						},
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NumberField, {
							...field,
							registration: register(name, { valueAsNumber: true }),
							errorMessage: errors[name]?.message
						})
					}, name)),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Grid, {
						size: {
							xs: 12,
							sm: 6,
							md: 3
						},
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NumberField, {
							id: "route-validity",
							label: "Vigencia del certificado (meses)",
							helperText: "Vacío: el certificado no vence.",
							min: 1,
							max: 120,
							registration: register("validityMonths", { setValueAs: (value) => value === "" || value === null ? null : Number(value) }),
							errorMessage: errors.validityMonths?.message
						})
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
				control,
				name: "unlockInOrder",
				render: ({ field }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormControlLabel, {
					sx: { mt: 1 },
					label: "Desbloquear los pasos en orden",
					control: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Switch, {
						name: field.name,
						checked: field.value ?? true,
						onChange: (event) => field.onChange(event.target.checked),
						onBlur: field.onBlur,
						slotProps: { input: { ref: field.ref } }
					})
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				sx: { mt: 3 },
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					type: "submit",
					variant: "contained",
					loading: update.isPending,
					children: "Guardar cambios"
				})
			})
		]
	});
}
// src/components/bank-size-alert.tsx
/**
* What the route's question bank means for publishing (ADR 034): too small to publish, or enough to publish but
* so small that learners would meet repeated questions. Nothing when the bank is comfortable. Shown beside the
* publish action and in the bank panel, with the same numbers the server checks.
*/
function BankSizeAlert({ size, sx }) {
	const problem = bankSizeProblem(size);
	const text = problem ?? bankSizeWarning(size);
	if (!text) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
		severity: "warning",
		role: "status",
		sx,
		children: problem ? `No se puede publicar todavía. ${text}` : text
	});
}
// src/features/admin-routes/components/route-status-actions.tsx
var doneMessages = {
	draft: "La ruta volvió a borrador.",
	published: "Ruta publicada. Los aprendices ya pueden verla.",
	archived: "Ruta archivada."
};
/**
* The status chip, "Vista previa" and the buttons that move the route between draft, published and archived.
* Archiving asks first: learners stop seeing the route. Below them, what the question bank's size means for
* publishing.
*/
function RouteStatusActions({ route, mutation, onDone }) {
	const groupRef = (0, import_react.useRef)(null);
	const [confirmArchive, setConfirmArchive] = (0, import_react.useState)(false);
	const change = (status) => mutation.mutate({
		id: route.id,
		status
	}, { onSuccess: () => {
		setConfirmArchive(false);
		onDone(doneMessages[status]);
		requestAnimationFrame(() => groupRef.current?.querySelector("[data-status-action]")?.focus());
	} });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		ref: groupRef,
		role: "group",
		"aria-label": "Estado y publicación",
		sx: {
			display: "flex",
			flexWrap: "wrap",
			alignItems: "center",
			gap: 1
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RouteStatusChip, { status: route.status }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
				href: paths.route(route.id),
				target: "_blank",
				rel: "noopener",
				variant: "outlined",
				endIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OpenInNew_default, { "aria-hidden": "true" }),
				children: ["Vista previa ", /* @__PURE__ */ (0, import_jsx_runtime.jsx)(VisuallyHidden, { children: "(se abre en una pestaña nueva)" })]
			}),
			route.status !== "published" && route.status !== "archived" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				"data-status-action": true,
				variant: "contained",
				loading: mutation.isPending && mutation.variables.status === "published",
				onClick: () => change("published"),
				children: "Publicar"
			}),
			route.status !== "draft" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				"data-status-action": true,
				variant: "outlined",
				loading: mutation.isPending && mutation.variables.status === "draft",
				onClick: () => change("draft"),
				children: "Pasar a borrador"
			}),
			route.status !== "archived" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				"data-status-action": true,
				variant: "outlined",
				color: "inherit",
				onClick: () => setConfirmArchive(true),
				children: "Archivar"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(ConfirmDialog, {
				open: confirmArchive,
				title: "¿Archivar esta ruta?",
				confirmLabel: "Archivar",
				onConfirm: () => change("archived"),
				onClose: () => {
					setConfirmArchive(false);
					mutation.reset();
				},
				pending: mutation.isPending,
				error: confirmArchive ? mutation.error : null,
				children: [
					"«",
					route.title,
					"» dejará de estar disponible para los aprendices. Puede pasarla a borrador más adelante para volver a editarla y publicarla."
				]
			}),
			route.status !== "archived" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BankSizeAlert, {
				size: route.bank,
				sx: { flexBasis: "100%" }
			})
		]
	});
}
/** Why the last status change failed; for a refused publication, every problem the server found, as a list. */
function StatusChangeAlert({ mutation }) {
	const ref = (0, import_react.useRef)(null);
	const error = mutation.error;
	const show = error !== null && mutation.variables?.status !== "archived";
	(0, import_react.useEffect)(() => {
		if (show) ref.current?.focus();
	}, [show, error]);
	if (!show) return null;
	const problems = publishProblems(error);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
		ref,
		severity: "error",
		role: "alert",
		tabIndex: -1,
		sx: { mb: 3 },
		onClose: () => mutation.reset(),
		children: problems.length > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertTitle, { children: "La ruta todavía no se puede publicar" }),
			"Corrija estos puntos y vuelva a intentarlo:",
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "ul",
				sx: {
					my: 1,
					pl: 3
				},
				children: problems.map((problem) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: problem }, problem))
			})
		] }) : errorMessageFor(error)
	});
}
// src/features/admin-routes/components/route-editor-page.tsx
var breadcrumbs = [{
	label: "Panel de control",
	to: paths.admin.dashboard()
}, {
	label: "Rutas y contenido",
	to: paths.admin.routes()
}];
var EDITOR_TABS = [
	{
		value: "datos",
		label: "Datos generales"
	},
	{
		value: "contenidos",
		label: "Contenidos"
	},
	{
		value: "inscritos",
		label: "Inscritos"
	},
	{
		value: "banco",
		label: "Banco de preguntas"
	},
	{
		value: "simulador",
		label: "Simulador"
	}
];
var TAB_PARAM = "pestana";
function isEditorTab(value) {
	return EDITOR_TABS.some((tab) => tab.value === value);
}
function EditorTabPanel({ value, current, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		role: "tabpanel",
		id: `editor-panel-${value}`,
		"aria-labelledby": `editor-tab-${value}`,
		hidden: current !== value,
		sx: { p: {
			xs: 2,
			md: 3
		} },
		children
	});
}
/** `/admin/rutas/:id`: one route's metadata, content items and status. */
function RouteEditorPage({ renderBankTab, renderSimulatorTab }) {
	const { id = "" } = useParams();
	const route = useAdminRoute(id);
	if (route.isSuccess) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RouteEditor, {
		route: route.data,
		renderBankTab,
		renderSimulatorTab
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
		title: "Editar ruta",
		breadcrumbs
	}), route.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadingScreen, {
		fullScreen: false,
		label: "Cargando la ruta…"
	}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadErrorAlert, {
		error: route.error,
		onRetry: () => void route.refetch()
	})] });
}
function RouteEditor({ route, renderBankTab, renderSimulatorTab }) {
	const [searchParams, setSearchParams] = useSearchParams();
	const requestedTab = searchParams.get(TAB_PARAM);
	const tab = isEditorTab(requestedTab) ? requestedTab : "datos";
	const status = useChangeRouteStatus();
	const [notice, setNotice] = (0, import_react.useState)(null);
	const [metadataDirty, setMetadataDirty] = (0, import_react.useState)(false);
	const leaving = useLeaveConfirmation(metadataDirty);
	const [simulatorOpened, setSimulatorOpened] = (0, import_react.useState)(tab === "simulador");
	if (tab === "simulador" && !simulatorOpened) setSimulatorOpened(true);
	const selectTab = (next) => setSearchParams((current) => {
		const params = new URLSearchParams(current);
		if (next === "datos") params.delete(TAB_PARAM);
		else params.set(TAB_PARAM, next);
		return params;
	}, { replace: true });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
			title: route.title,
			breadcrumbs,
			actions: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RouteStatusActions, {
				route,
				mutation: status,
				onDone: setNotice
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(StatusChangeAlert, { mutation: status }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
			variant: "outlined",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tabs, {
					value: tab,
					onChange: (_event, value) => selectTab(value),
					"aria-label": "Secciones del editor",
					variant: "scrollable",
					allowScrollButtonsMobile: true,
					sx: {
						borderBottom: 1,
						borderColor: "divider",
						px: 2
					},
					children: EDITOR_TABS.map(({ value, label }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tab, {
						value,
						label,
						id: `editor-tab-${value}`,
						"aria-controls": `editor-panel-${value}`
					}, value))
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(EditorTabPanel, {
					value: "datos",
					current: tab,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RouteMetadataForm, {
						route,
						onSaved: setNotice,
						onDirtyChange: setMetadataDirty
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(EditorTabPanel, {
					value: "contenidos",
					current: tab,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RouteItemsPanel, {
						route,
						onNotice: setNotice
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(EditorTabPanel, {
					value: "inscritos",
					current: tab,
					children: tab === "inscritos" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RouteEnrolmentsPanel, {
						route,
						onNotice: setNotice
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(EditorTabPanel, {
					value: "banco",
					current: tab,
					children: tab === "banco" && renderBankTab({
						route,
						onNotice: setNotice
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(EditorTabPanel, {
					value: "simulador",
					current: tab,
					children: simulatorOpened && renderSimulatorTab({
						route,
						onNotice: setNotice
					})
				})
			]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ConfirmDialog, {
			open: leaving.asking,
			title: "¿Salir sin guardar?",
			confirmLabel: "Salir sin guardar",
			cancelLabel: "Seguir editando",
			destructive: true,
			onConfirm: leaving.leave,
			onClose: leaving.stay,
			children: "Hay cambios sin guardar en «Datos generales». Si sale ahora, se perderán."
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Snackbar, {
			open: notice !== null,
			autoHideDuration: 6e3,
			onClose: (_event, reason) => {
				if (reason !== "clickaway") setNotice(null);
			},
			message: notice
		})
	] });
}
// ../../node_modules/@mui/icons-material/Tune.mjs
var Tune_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M3 17v2h6v-2zM3 5v2h10V5zm10 16v-2h8v-2h-8v-2h-2v6zM7 9v2H3v2h4v2h2V9zm14 4v-2H11v2zm-6-4h2V7h4V5h-4V3h-2z" }), "Tune");
// src/features/item-bank/api/query-keys.ts
/**
* The item bank of one route (questions of the pre-test and the final test), with their statistics. Under
* `['admin', 'routes']` like the route editor's keys, so invalidating every admin route key reaches the bank too.
*/
var itemBankKeys = {
	bank: (routeId) => [
		"admin",
		"routes",
		"bank",
		routeId
	],
	/** The route's item families (ADR 041). */
	families: (routeId) => [
		"admin",
		"routes",
		"bank-families",
		routeId
	],
	/**
	* The route editor's own copy of the route, which carries the bank size its publish warning reads: the same key
	* the editor uses, refreshed whenever the bank changes.
	*/
	route: (routeId) => [
		"admin",
		"routes",
		"detail",
		routeId
	]
};
// src/features/item-bank/api/bank.ts
function bankPath(routeId) {
	return `/api/admin/routes/${encodeURIComponent(routeId)}/bank`;
}
function bankItemPath(routeId, itemId) {
	return `${bankPath(routeId)}/${encodeURIComponent(itemId)}`;
}
function bankQueryOptions(routeId) {
	return queryOptions({
		queryKey: itemBankKeys.bank(routeId),
		queryFn: ({ signal }) => apiFetch(bankPath(routeId), {
			schema: adminBankSchema,
			signal
		})
	});
}
function useBank(routeId) {
	return useQuery(bankQueryOptions(routeId));
}
/** Every topic in use, sorted as the server sorts them (Spanish collation). */
function topicsOf(items) {
	return [...new Set(items.map((item) => item.topic))].sort((a, b) => a.localeCompare(b, "es"));
}
/**
* Writes to one item answer with the whole item (statistics included), so the cached bank takes it in place
* without loading everything again.
*/
function storeBankItem(queryClient, routeId, saved) {
	queryClient.setQueryData(itemBankKeys.bank(routeId), (bank) => {
		if (!bank) return bank;
		const items = bank.items.some((item) => item.id === saved.id) ? bank.items.map((item) => item.id === saved.id ? saved : item) : [...bank.items, saved];
		const active = items.filter((item) => item.status === "active").length;
		return {
			items,
			topics: topicsOf(items),
			size: {
				...bank.size,
				active
			}
		};
	});
	queryClient.invalidateQueries({
		queryKey: itemBankKeys.route(routeId),
		exact: true
	});
}
function saveBankItem(routeId, { itemId, values }) {
	return itemId ? apiFetch(bankItemPath(routeId, itemId), {
		method: "PUT",
		body: values,
		schema: adminBankItemSchema
	}) : apiFetch(bankPath(routeId), {
		method: "POST",
		body: values,
		schema: adminBankItemSchema
	});
}
function useSaveBankItem(routeId) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (variables) => saveBankItem(routeId, variables),
		onSuccess: (saved) => storeBankItem(queryClient, routeId, saved)
	});
}
/** Retired items stay in the bank (with their answers) but no evaluation shows them; restoring brings them back. */
function changeBankItemStatus(routeId, { itemId, change }) {
	return apiFetch(`${bankItemPath(routeId, itemId)}/${change}`, {
		method: "POST",
		schema: adminBankItemSchema
	});
}
function useChangeBankItemStatus(routeId) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (variables) => changeBankItemStatus(routeId, variables),
		onSuccess: (saved) => storeBankItem(queryClient, routeId, saved)
	});
}
/** Sends the text of a CSV file; good rows become items, bad rows come back with their line number. */
function importBank(routeId, csv) {
	return apiFetch(`${bankPath(routeId)}/import`, {
		method: "POST",
		body: { csv },
		schema: bankImportResultSchema
	});
}
function useImportBank(routeId) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (csv) => importBank(routeId, csv),
		onSuccess: (result) => {
			if (result.created === 0) return;
			queryClient.invalidateQueries({ queryKey: itemBankKeys.bank(routeId) });
			queryClient.invalidateQueries({
				queryKey: itemBankKeys.route(routeId),
				exact: true
			});
		}
	});
}
/** Re-estimates difficulty and discrimination of the items with enough stored answers. */
function calibrateBank(routeId) {
	return apiFetch(`${bankPath(routeId)}/calibrate`, {
		method: "POST",
		schema: calibrationResultSchema
	});
}
function useCalibrateBank(routeId) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: () => calibrateBank(routeId),
		onSuccess: () => void queryClient.invalidateQueries({ queryKey: itemBankKeys.bank(routeId) })
	});
}
// src/features/item-bank/components/bank-format.ts
var SHORT_PROMPT_LENGTH = 60;
/** The start of a question, cut at a word, for button names: "Editar ¿Cuál es el primer paso…". */
function shortPrompt(prompt, length = SHORT_PROMPT_LENGTH) {
	const text = prompt.replace(/\s+/g, " ").trim();
	if (text.length <= length) return text;
	const cut = text.slice(0, length);
	const lastSpace = cut.lastIndexOf(" ");
	return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, "")}…`;
}
/** Lower case without accents, so a search for "senal" finds "Señal" and "ARNES" finds "arnés". */
function foldText(text) {
	return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
}
function questionsLabel(value) {
	return formatCount(value, "pregunta", "preguntas");
}
/** "36 preguntas activas en 4 temas", "1 pregunta activa en 1 tema". */
function activeSummary(active, topics) {
	const items = formatCount(active, "pregunta activa", "preguntas activas");
	if (active === 0) return "No hay preguntas activas";
	return `${items} en ${formatCount(topics, "tema", "temas")}`;
}
function retiredLabel(retired) {
	return formatCount(retired, "retirada", "retiradas");
}
/** Active items per topic, most used topics first (then alphabetically). */
function activeTopicCounts(items) {
	const counts = /* @__PURE__ */ new Map();
	for (const item of items) if (item.status === "active") counts.set(item.topic, (counts.get(item.topic) ?? 0) + 1);
	return [...counts].map(([topic, value]) => ({
		topic,
		count: value
	})).sort((a, b) => b.count - a.count || a.topic.localeCompare(b.topic, "es"));
}
/** "Se calibraron 5 preguntas; 31 aún no tienen suficientes respuestas (mínimo 30)." and its variants. */
function calibrationMessage({ calibrated, skipped, minAnswers }) {
	const done = calibrated === 0 ? "No se calibró ninguna pregunta" : calibrated === 1 ? "Se calibró 1 pregunta" : `Se calibraron ${formatNumber(calibrated)} preguntas`;
	if (skipped === 0) return `${done}.`;
	return `${done}; ${skipped === 1 ? "1 aún no tiene suficientes respuestas" : `${formatNumber(skipped)} aún no tienen suficientes respuestas`} (mínimo ${formatNumber(minAnswers)}).`;
}
/** "Se importaron 12 preguntas." and its variants. */
function importedMessage({ created }) {
	if (created === 0) return "No se importó ninguna pregunta.";
	return created === 1 ? "Se importó 1 pregunta." : `Se importaron ${formatNumber(created)} preguntas.`;
}
/** One problem of an import as a sentence that starts with its line: "Fila 4: falta el tema." */
function importProblemText({ row, message }) {
	return /^fila\s+\d+/i.test(message.trim()) ? message.trim() : `Fila ${String(row)}: ${message.trim()}`;
}
// src/features/item-bank/api/families.ts
function familiesPath(routeId) {
	return `/api/admin/routes/${encodeURIComponent(routeId)}/bank/families`;
}
/** The item families stored in a route's bank (ADR 041), with counts and a preview of generated instances. */
function useItemFamilies(routeId) {
	return useQuery({
		queryKey: itemBankKeys.families(routeId),
		queryFn: ({ signal }) => apiFetch(familiesPath(routeId), {
			schema: adminItemFamiliesSchema,
			signal
		})
	});
}
/** Retires every active instance of a family; the bank, its size and the families are read again. */
function useRetireFamily(routeId) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (familyId) => apiFetch(`${familiesPath(routeId)}/${encodeURIComponent(familyId)}/retire`, {
			method: "POST",
			schema: retireFamilyResultSchema
		}),
		onSuccess: () => Promise.all([
			queryClient.invalidateQueries({ queryKey: itemBankKeys.bank(routeId) }),
			queryClient.invalidateQueries({ queryKey: itemBankKeys.families(routeId) }),
			queryClient.invalidateQueries({
				queryKey: itemBankKeys.route(routeId),
				exact: true
			})
		])
	});
}
// src/features/item-bank/components/bank-families.tsx
var count = (n, one, many) => `${new Intl.NumberFormat("es-CO").format(n)} ${n === 1 ? one : many}`;
function FamilyPreview({ family, id }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		id,
		component: "ol",
		"aria-label": `Ejemplos de «${family.title}»`,
		sx: {
			pl: 3,
			mt: 1,
			mb: 0
		},
		children: family.preview.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: item.prompt }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "ul",
				sx: {
					pl: 3,
					my: .5
				},
				children: item.options.map((option) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [option.text, option.correct && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: " (respuesta correcta)" })] }, option.text))
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "body2",
				sx: {
					color: "text.secondary",
					mb: 1
				},
				children: item.explanation
			})
		] }, item.prompt))
	});
}
function FamilyRow({ family, onRetire }) {
	const [open, setOpen] = (0, import_react.useState)(false);
	const previewId = (0, import_react.useId)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "li",
		sx: {
			py: 1.5,
			borderBottom: 1,
			borderColor: "divider"
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				component: "h4",
				variant: "subtitle1",
				sx: { fontWeight: 600 },
				children: family.title
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
				variant: "body2",
				sx: { color: "text.secondary" },
				children: [
					"Tema: ",
					family.topic,
					" · ",
					count(family.active, "pregunta activa", "preguntas activas"),
					" ·",
					" ",
					count(family.retired, "retirada", "retiradas")
				]
			}),
			family.rule && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
				variant: "body2",
				children: ["Regla: ", family.rule]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					display: "flex",
					flexWrap: "wrap",
					gap: 1,
					mt: 1
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					size: "small",
					variant: "outlined",
					"aria-expanded": open,
					"aria-controls": previewId,
					onClick: () => setOpen(!open),
					children: open ? "Ocultar ejemplos" : "Ver ejemplos generados"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					size: "small",
					color: "error",
					variant: "outlined",
					disabled: family.active === 0,
					onClick: () => onRetire(family),
					children: "Retirar familia"
				})]
			}),
			open && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FamilyPreview, {
				family,
				id: previewId
			})
		]
	});
}
/** "Familias de preguntas": rules whose generated instances are stored in the bank; a test shows one per family. */
function BankFamilies({ routeId, onNotice }) {
	const families = useItemFamilies(routeId);
	const retire = useRetireFamily(routeId);
	const [target, setTarget] = (0, import_react.useState)(null);
	const list = families.data?.families ?? [];
	if (list.length === 0) return null;
	const confirm = () => {
		if (!target) return;
		retire.mutate(target.id, { onSuccess: (result) => {
			setTarget(null);
			onNotice(`Familia retirada: ${count(result.retired, "pregunta retirada", "preguntas retiradas")}.`);
		} });
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "section",
		"aria-labelledby": "familias-titulo",
		sx: { mt: 3 },
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				id: "familias-titulo",
				component: "h3",
				variant: "h6",
				children: "Familias de preguntas"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				sx: { color: "text.secondary" },
				children: "Cada familia es una regla con parámetros que genera preguntas equivalentes. Cada una se guarda y se califica por separado, y una misma evaluación muestra como máximo una pregunta de cada familia."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "ul",
				sx: {
					listStyle: "none",
					p: 0,
					m: 0
				},
				children: list.map((family) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FamilyRow, {
					family,
					onRetire: (chosen) => (retire.reset(), setTarget(chosen))
				}, family.id))
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(ConfirmDialog, {
				open: target !== null,
				title: "¿Retirar toda la familia?",
				confirmLabel: "Retirar familia",
				destructive: true,
				onConfirm: confirm,
				onClose: () => setTarget(null),
				pending: retire.isPending,
				error: retire.error,
				children: [
					"Se retirarán las ",
					count(target?.active ?? 0, "pregunta activa", "preguntas activas"),
					" de «",
					target?.title,
					"». Conservan sus respuestas, pero no se vuelven a mostrar."
				]
			})
		]
	});
}
// src/features/item-bank/components/bank-csv.ts
/** The columns the import reads (docs/decisions/009), in the order the template writes them. */
var BANK_CSV_COLUMNS = [
	"tema",
	"tipo",
	"nivel",
	"pregunta",
	"opciones",
	"correctas",
	"explicacion"
];
var BANK_CSV_TEMPLATE_NAME = "plantilla-banco-de-preguntas.csv";
/** Semicolons, as Excel writes CSV in Spanish locales (the import takes commas too). */
var SEPARATOR = ";";
var TEMPLATE_ROWS = [
	BANK_CSV_COLUMNS,
	[
		"Trabajo en alturas",
		"única",
		"fácil",
		"¿Qué se debe hacer con el arnés antes de cada uso?",
		"Inspeccionarlo|Lavarlo con agua y jabón|Guardarlo en su bolsa",
		"a",
		"La inspección previa detecta costuras, cintas o herrajes dañados."
	],
	[
		"Trabajo en alturas",
		"múltiple",
		"medio",
		"¿Qué elementos forman parte de un sistema de detención de caídas?",
		"Arnés de cuerpo completo|Casco sin barbuquejo|Línea de vida|Guantes de nitrilo",
		"a|c",
		"El arnés y la línea de vida, bien anclados, detienen la caída."
	],
	[
		"Espacios confinados",
		"VF",
		"difícil",
		"Antes de entrar a un espacio confinado se debe medir la atmósfera.",
		"",
		"verdadero",
		"La medición detecta falta de oxígeno y gases tóxicos o inflamables."
	]
];
/** One cell, in double quotes when it holds the separator, a quote or a line break. */
function csvCell(value) {
	return /[";\r\n]/.test(value) ? `"${value.replace(/"/g, "\"\"")}"` : value;
}
/** The template: the header and one example of each kind of question. */
function bankCsvTemplate() {
	return `${TEMPLATE_ROWS.map((row) => row.map(csvCell).join(SEPARATOR)).join("\r\n")}\r\n`;
}
/**
* Downloads the template. It starts with a byte-order mark so Excel reads it as UTF-8 (without it, "única" opens as
* "Ãºnica"); the import accepts the mark.
*/
function downloadBankCsvTemplate() {
	const blob = new Blob(["﻿", bankCsvTemplate()], { type: "text/csv;charset=utf-8" });
	const url = URL.createObjectURL(blob);
	const link = document.createElement("a");
	link.href = url;
	link.download = BANK_CSV_TEMPLATE_NAME;
	link.hidden = true;
	document.body.append(link);
	link.click();
	link.remove();
	window.setTimeout(() => URL.revokeObjectURL(url), 1e4);
}
/**
* The text of the chosen file, read as UTF-8 (`File.text()` drops a byte-order mark). A file saved in another
* encoding (Excel's plain "CSV" on Windows) has bytes UTF-8 cannot read, which come out as U+FFFD: refuse it
* rather than import questions with broken accents.
*/
async function readCsvFile(file) {
	let text;
	try {
		text = await file.text();
	} catch {
		return {
			ok: false,
			message: "No se pudo leer el archivo. Elíjalo de nuevo."
		};
	}
	if (text.includes("�")) return {
		ok: false,
		message: "El archivo no está guardado en UTF-8 y las tildes y la ñ se perderían. En Excel, guárdelo con «Guardar como» → «CSV UTF-8 (delimitado por comas)» y vuelva a elegirlo."
	};
	const parsed = bankImportInputSchema.safeParse({ csv: text });
	if (!parsed.success) return {
		ok: false,
		message: parsed.error.issues.some((issue) => issue.code === "too_big") ? "El archivo es demasiado grande. Divida las preguntas en varios archivos." : "El archivo está vacío."
	};
	if (parsed.data.csv.trim() === "") return {
		ok: false,
		message: "El archivo está vacío."
	};
	return {
		ok: true,
		csv: parsed.data.csv
	};
}
// src/features/item-bank/components/bank-import-dialog.tsx
var COLUMNS$1 = [
	{
		name: "tema",
		description: "el tema de la pregunta, por ejemplo «Trabajo en alturas»."
	},
	{
		name: "tipo",
		description: "única, múltiple o VF (verdadero o falso)."
	},
	{
		name: "nivel",
		description: "fácil, medio o difícil."
	},
	{
		name: "pregunta",
		description: "el enunciado."
	},
	{
		name: "opciones",
		description: "las opciones separadas por «|»; vacía en las preguntas VF."
	},
	{
		name: "correctas",
		description: "la letra de la opción correcta (a) o las letras separadas por «|» (a|c); en VF, verdadero o falso."
	},
	{
		name: "explicacion",
		description: "opcional; se muestra después de responder."
	}
];
/**
* "Importar CSV": explains the file, offers a template, reads the chosen file as UTF-8 and sends its text. Good rows
* are imported; the dialog then lists the rows the server refused, with their line numbers.
*/
function BankImportDialog({ routeId, open, onClose, onExited }) {
	const formatId = (0, import_react.useId)();
	const exampleId = (0, import_react.useId)();
	const fileHintId = (0, import_react.useId)();
	const importBank = useImportBank(routeId);
	const [file, setFile] = (0, import_react.useState)(null);
	const [problem, setProblem] = (0, import_react.useState)(null);
	const [reading, setReading] = (0, import_react.useState)(false);
	const [result, setResult] = (0, import_react.useState)(null);
	const resultRef = (0, import_react.useRef)(null);
	const problemRef = (0, import_react.useRef)(null);
	const busy = reading || importBank.isPending;
	(0, import_react.useEffect)(() => {
		if (result) resultRef.current?.focus();
	}, [result]);
	(0, import_react.useEffect)(() => {
		if (problem) problemRef.current?.focus();
	}, [problem]);
	const close = () => {
		if (!busy) onClose();
	};
	const choose = (event) => {
		const chosen = event.target.files?.[0] ?? null;
		event.target.value = "";
		if (!chosen) return;
		setFile(chosen);
		setProblem(null);
		setResult(null);
		importBank.reset();
	};
	const submit = async () => {
		if (busy) return;
		setResult(null);
		importBank.reset();
		if (!file) {
			setProblem("Elija el archivo CSV que quiere importar.");
			return;
		}
		setReading(true);
		const read = await readCsvFile(file);
		setReading(false);
		if (!read.ok) {
			setProblem(read.message);
			return;
		}
		setProblem(null);
		importBank.mutate(read.csv, { onSuccess: (imported) => {
			setResult(imported);
			setFile(null);
		} });
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ResponsiveDialog, {
		open,
		title: "Importar preguntas desde un CSV",
		onClose: close,
		onExited,
		describedBy: formatId,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogForm, {
			onSubmit: () => void submit(),
			pending: busy,
			submitLabel: "Importar",
			cancelLabel: result ? "Cerrar" : "Cancelar",
			onCancel: close,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					id: formatId,
					children: "Prepare las preguntas en una hoja de cálculo y guárdela como «CSV UTF-8». La primera fila lleva los nombres de las columnas, en cualquier orden; cada fila siguiente es una pregunta. Separe las columnas con punto y coma (;) o con coma (,), y escriba entre comillas dobles el texto que lleve el separador."
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					component: "dl",
					sx: {
						my: 2,
						display: "grid",
						gridTemplateColumns: "max-content 1fr",
						columnGap: 2
					},
					children: COLUMNS$1.map((column) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
						sx: { display: "contents" },
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
							component: "dt",
							sx: {
								fontFamily: "monospace",
								fontWeight: 600
							},
							children: column.name
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
							component: "dd",
							sx: {
								m: 0,
								mb: .5
							},
							children: column.description
						})]
					}, column.name))
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					id: exampleId,
					component: "h3",
					variant: "subtitle1",
					sx: { fontWeight: 600 },
					children: "Ejemplo"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					component: "pre",
					role: "region",
					"aria-labelledby": exampleId,
					tabIndex: 0,
					sx: {
						m: 0,
						mt: 1,
						p: 1.5,
						overflowX: "auto",
						bgcolor: "action.hover",
						borderRadius: 1,
						fontSize: "0.8125rem",
						"&:focus-visible": {
							outline: "2px solid",
							outlineColor: "primary.main",
							outlineOffset: 2
						}
					},
					children: bankCsvTemplate()
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Download_default, { "aria-hidden": "true" }),
					onClick: downloadBankCsvTemplate,
					sx: { mt: 1 },
					children: "Descargar plantilla"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					sx: { mt: 3 },
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilePickerButton, {
						label: "Elegir archivo CSV",
						accept: ".csv,text/csv",
						disabled: busy,
						describedBy: fileHintId,
						onChange: choose
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						id: fileHintId,
						variant: "body2",
						role: "status",
						sx: {
							mt: 1,
							color: "text.secondary"
						},
						children: file ? `Archivo elegido: ${file.name}` : "Ningún archivo elegido."
					})]
				}),
				problem && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
					ref: problemRef,
					severity: "error",
					role: "alert",
					tabIndex: -1,
					sx: { mt: 2 },
					children: problem
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormErrorAlert, { error: importBank.error }),
				result && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ImportResult, {
					ref: resultRef,
					result
				})
			]
		})
	});
}
/** How many questions went in, and each refused row with its reason. Focused when it arrives. */
function ImportResult({ result, ref }) {
	const { created, problems } = result;
	const severity = problems.length > 0 ? created > 0 ? "warning" : "error" : created > 0 ? "success" : "info";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Alert, {
		ref,
		severity,
		role: problems.length === 0 ? "status" : "alert",
		tabIndex: -1,
		sx: { mt: 2 },
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			sx: { fontWeight: 600 },
			children: importedMessage(result)
		}), problems.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				sx: { mt: 1 },
				children: problems.length === 1 ? "Esta fila no se importó:" : "Estas filas no se importaron:"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "ul",
				sx: {
					m: 0,
					mt: .5,
					pl: 3
				},
				children: problems.map((problem, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: importProblemText(problem) }, `${problem.row}-${index}`))
			}),
			created > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				sx: { mt: 1 },
				children: "Las demás filas ya están en el banco: corrija el archivo y vuelva a importar solo las filas que faltan."
			})
		] })]
	});
}
// src/features/item-bank/components/bank-item-form.ts
var OPTION_LETTERS = "abcdefghij";
/** The fixed options of a true-or-false question, with the ids the CSV import gives them too. */
function trueFalseOptions(correctId = null) {
	return [{
		id: "v",
		text: "Verdadero",
		correct: correctId === "v"
	}, {
		id: "f",
		text: "Falso",
		correct: correctId === "f"
	}];
}
function blankOptions() {
	return [{
		id: "a",
		text: "",
		correct: false
	}, {
		id: "b",
		text: "",
		correct: false
	}];
}
/** The first letter no option uses yet: `a`, `b`, … */
function nextBankOptionId(options) {
	const used = new Set(options.map((option) => option.id));
	return [...OPTION_LETTERS].find((letter) => !used.has(letter)) ?? `o${options.length + 1}`;
}
/** The options lettered in order again (`a`, `b`, `c`…): for new questions, whose ids nothing refers to yet. */
function relettered(options) {
	return options.map((option, index) => ({
		...option,
		id: OPTION_LETTERS[index] ?? `o${index + 1}`
	}));
}
/** Whether only one option may be correct (single choice and true or false). */
function isExclusive(kind) {
	return kind !== "multiple";
}
/** Single choice keeps one correct option at most: the first one ticked. */
function withOneCorrect(options) {
	const first = options.findIndex((option) => option.correct);
	return options.map((option, index) => ({
		...option,
		correct: index === first
	}));
}
function emptyBankItemForm(topic = "") {
	return {
		topic,
		kind: "single",
		level: "medium",
		prompt: "",
		options: blankOptions(),
		explanation: ""
	};
}
function bankItemFormValues(item) {
	return {
		topic: item.topic,
		kind: item.kind,
		level: item.level,
		prompt: item.prompt,
		options: item.options.map((option) => ({ ...option })),
		explanation: item.explanation
	};
}
/**
* Validates with the shared `bankItemInputSchema` and submits the parsed item (trimmed, defaults applied). The cast
* only narrows the input type: the form always fills `level` and `explanation`, which the schema lets callers omit.
*/
var bankItemResolver = u(bankItemInputSchema);
/** Every field that may carry a problem from the server, in form order (for `applyServerFieldErrors`). */
function bankItemFieldPaths(values) {
	return [
		"topic",
		"kind",
		"level",
		"prompt",
		...values.options.map((_option, index) => `options.${index}.text`),
		"options",
		"explanation"
	];
}
// src/features/item-bank/components/bank-options-fields.tsx
/** Option ids are the CSV's lower-case letters; people read "Opción A", as in the route's quiz builder. */
function optionLabel(id) {
	return id.toUpperCase();
}
/**
* The options of a question, each with its "Correcta" box. Single choice and true or false admit one correct
* option, so ticking one clears the others (like radio buttons); true or false has its two fixed options.
*/
function BankOptionsFields({ form, options, renumber, groupRef }) {
	const { control, register, getValues, setValue, setFocus, trigger, formState } = form;
	const { errors, isSubmitted } = formState;
	const kind = useWatch({
		control,
		name: "kind"
	});
	const exclusive = isExclusive(kind);
	const fixed = kind === "true_false";
	const baseId = (0, import_react.useId)();
	const hintId = `${baseId}-hint`;
	const errorId = `${baseId}-error`;
	const addRef = (0, import_react.useRef)(null);
	const focusNewOption = (0, import_react.useRef)(false);
	const count = options.fields.length;
	const optionsError = errors.options?.root?.message ?? errors.options?.message;
	(0, import_react.useEffect)(() => {
		if (!focusNewOption.current) return;
		focusNewOption.current = false;
		setFocus(`options.${count - 1}.text`);
	}, [count, setFocus]);
	const markCorrect = (index, checked, onChange) => {
		if (checked && exclusive) getValues("options").forEach((option, other) => {
			if (other !== index && option.correct) setValue(`options.${other}.correct`, false, { shouldDirty: true });
		});
		onChange(checked);
		if (isSubmitted) trigger("options");
	};
	const add = () => {
		focusNewOption.current = true;
		options.append({
			id: nextBankOptionId(getValues("options")),
			text: "",
			correct: false
		});
	};
	const remove = (index) => {
		if (renumber) options.replace(relettered(getValues("options").filter((_option, other) => other !== index)));
		else options.remove(index);
		requestAnimationFrame(() => addRef.current?.focus());
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		component: "fieldset",
		ref: groupRef,
		tabIndex: -1,
		variant: "outlined",
		"aria-describedby": optionsError ? `${hintId} ${errorId}` : hintId,
		sx: {
			p: 2,
			my: 2,
			minWidth: 0,
			"&:focus-visible, &:focus": {
				outline: "2px solid",
				outlineColor: "primary.main",
				outlineOffset: 2
			}
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "legend",
				sx: {
					px: 1,
					fontWeight: 600
				},
				children: "Opciones"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				id: hintId,
				variant: "body2",
				sx: { color: "text.secondary" },
				children: fixed ? "Marque si la afirmación es verdadera o falsa." : exclusive ? "Marque la opción correcta: solo una." : "Marque todas las opciones correctas."
			}),
			options.fields.map((option, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					display: "flex",
					flexWrap: "wrap",
					alignItems: "center",
					columnGap: 1
				},
				children: [
					fixed ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						sx: {
							flex: "1 1 240px",
							py: 1.5,
							fontWeight: 600
						},
						children: option.text
					}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
						id: `${baseId}-option-${option.id}`,
						label: `Opción ${optionLabel(option.id)}`,
						required: true,
						registration: register(`options.${index}.text`),
						errorMessage: errors.options?.[index]?.text?.message,
						sx: { flex: "1 1 240px" }
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
						control,
						name: `options.${index}.correct`,
						render: ({ field }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormControlLabel, {
							label: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: ["Correcta", /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(VisuallyHidden, { children: [": ", fixed ? option.text : `opción ${optionLabel(option.id)}`] })] }),
							control: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Checkbox, {
								name: field.name,
								checked: field.value,
								onChange: (event) => markCorrect(index, event.target.checked, field.onChange),
								onBlur: field.onBlur,
								slotProps: { input: { ref: field.ref } }
							})
						})
					}),
					!fixed && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
						"aria-label": `Quitar opción ${optionLabel(option.id)}`,
						disabled: count <= 2,
						onClick: () => remove(index),
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DeleteOutlined_default, {})
					})
				]
			}, option.key)),
			optionsError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				id: errorId,
				role: "alert",
				variant: "body2",
				sx: {
					color: "error.main",
					mt: 1
				},
				children: optionsError
			}),
			!fixed && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				ref: addRef,
				startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Add_default, { "aria-hidden": "true" }),
				disabled: count >= 10,
				onClick: add,
				sx: { mt: 1 },
				children: "Agregar opción"
			})
		]
	});
}
// src/features/item-bank/components/bank-item-dialog.tsx
/**
* Adds or edits one question of the bank. Full screen on phones. Closing it (Cancelar, Escape, a click outside)
* with unsaved edits asks first.
*/
function BankItemDialog({ routeId, item, topics, defaultTopic = "", open, onClose, onSaved, onExited }) {
	const save = useSaveBankItem(routeId);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EditorDialog, {
		open,
		title: item ? "Editar pregunta" : "Nueva pregunta",
		busy: save.isPending,
		discardText: "Los cambios que hizo en esta pregunta no se guardarán.",
		onClose,
		onSaved,
		onExited,
		children: (editor) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BankItemForm, {
			item,
			topics,
			defaultTopic,
			save,
			editor
		}, item?.id ?? "new")
	});
}
/** Whether the only problems are about the options as a whole (none of them has a field that can take focus). */
function onlyOptionsProblem(errors, optionCount) {
	const keys = Object.keys(errors);
	if (keys.length === 0 || keys.some((key) => key !== "options")) return false;
	return !Array.from({ length: optionCount }, (_value, index) => errors.options?.[index]?.text).some(Boolean);
}
function BankItemForm({ item, topics, defaultTopic, save, editor }) {
	const [serverError, setServerError] = (0, import_react.useState)(null);
	const optionsGroupRef = (0, import_react.useRef)(null);
	const form = useForm({
		resolver: bankItemResolver,
		defaultValues: item ? bankItemFormValues(item) : emptyBankItemForm(defaultTopic)
	});
	const { register, control, handleSubmit, setError, setFocus, getValues, trigger, formState } = form;
	const { errors, isDirty } = formState;
	const options = useFieldArray({
		control,
		name: "options",
		keyName: "key"
	});
	/** The options written before switching to true or false, given back when switching away again. */
	const stashedOptions = (0, import_react.useRef)(null);
	const { trackDirty } = editor;
	(0, import_react.useEffect)(() => {
		trackDirty(isDirty);
	}, [isDirty, trackDirty]);
	const changeKind = (previous, next) => {
		if (previous === next) return;
		let nextOptions = getValues("options");
		if (next === "true_false") {
			stashedOptions.current = nextOptions;
			nextOptions = trueFalseOptions();
		} else if (previous === "true_false") {
			nextOptions = stashedOptions.current ?? blankOptions();
			stashedOptions.current = null;
		}
		if (next === "single") nextOptions = withOneCorrect(nextOptions);
		options.replace(nextOptions);
		if (formState.isSubmitted) trigger("options");
	};
	const focusOptions = () => requestAnimationFrame(() => optionsGroupRef.current?.focus());
	const onSubmit = (event) => {
		handleSubmit((values) => {
			setServerError(null);
			save.mutate({
				itemId: item?.id,
				values
			}, {
				onSuccess: () => editor.saved(item ? "Pregunta actualizada" : "Pregunta agregada"),
				onError: (error) => {
					const fields = bankItemFieldPaths(getValues());
					const mapped = withFieldPathsIn(error, fields);
					const focusedField = applyServerFieldErrors(mapped, fields, setError, setFocus);
					const paths = new Set(isApiError(mapped) ? mapped.fieldProblems.map((problem) => problem.path) : []);
					if (focusedField && fields.find((field) => paths.has(field)) === "options") focusOptions();
					setServerError({
						error,
						focus: !focusedField
					});
				}
			});
		}, (invalid) => {
			if (onlyOptionsProblem(invalid, getValues("options").length)) focusOptions();
		})(event);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogForm, {
		onSubmit,
		pending: save.isPending,
		submitLabel: item ? "Guardar cambios" : "Agregar pregunta",
		onCancel: editor.close,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormErrorAlert, {
				error: serverError?.error,
				focusOnError: serverError?.focus
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
				control,
				name: "topic",
				render: ({ field, fieldState }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Autocomplete, {
					freeSolo: true,
					options: topics,
					inputValue: field.value,
					onInputChange: (_event, value) => field.onChange(value),
					onBlur: field.onBlur,
					renderInput: (params) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
						...params,
						id: "bank-item-topic",
						label: "Tema",
						required: true,
						margin: "normal",
						inputRef: field.ref,
						error: Boolean(fieldState.error),
						helperText: fieldState.error?.message ?? "Elija un tema de la lista o escriba uno nuevo.",
						slotProps: {
							...params.slotProps,
							inputLabel: {
								...params.slotProps.inputLabel,
								required: false
							}
						}
					})
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Grid, {
				container: true,
				columnSpacing: 2,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Grid, {
					size: {
						xs: 12,
						sm: 6
					},
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SelectField, {
						control,
						name: "kind",
						id: "bank-item-kind",
						label: "Tipo",
						options: bankItemKinds,
						labels: bankItemKindLabels,
						onBeforeChange: changeKind
					})
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Grid, {
					size: {
						xs: 12,
						sm: 6
					},
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SelectField, {
						control,
						name: "level",
						id: "bank-item-level",
						label: "Nivel",
						options: itemLevels,
						labels: itemLevelLabels,
						helperText: "Fije la dificultad inicial, hasta que la pregunta se calibre."
					})
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
				id: "bank-item-prompt",
				label: "Pregunta",
				multiline: true,
				minRows: 2,
				required: true,
				registration: register("prompt"),
				errorMessage: errors.prompt?.message
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BankOptionsFields, {
				form,
				options,
				renumber: item === null,
				groupRef: optionsGroupRef
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
				id: "bank-item-explanation",
				label: "Explicación (opcional)",
				multiline: true,
				minRows: 2,
				helperText: "Se muestra después de responder.",
				registration: register("explanation"),
				errorMessage: errors.explanation?.message
			})
		]
	});
}
// ../../node_modules/@mui/icons-material/Restore.mjs
var Restore_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M13 3c-4.97 0-9 4.03-9 9H1l3.89 3.89.07.14L9 12H6c0-3.87 3.13-7 7-7s7 3.13 7 7-3.13 7-7 7c-1.93 0-3.68-.79-4.94-2.06l-1.42 1.42C8.27 19.99 10.51 21 13 21c4.97 0 9-4.03 9-9s-4.03-9-9-9m-1 5v5l4.28 2.54.72-1.21-3.5-2.08V8z" }), "Restore");
// ../../node_modules/@mui/icons-material/VisibilityOffOutlined.mjs
var VisibilityOffOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M12 6c3.79 0 7.17 2.13 8.82 5.5-.59 1.22-1.42 2.27-2.41 3.12l1.41 1.41c1.39-1.23 2.49-2.77 3.18-4.53C21.27 7.11 17 4 12 4c-1.27 0-2.49.2-3.64.57l1.65 1.65C10.66 6.09 11.32 6 12 6m-1.07 1.14L13 9.21c.57.25 1.03.71 1.28 1.28l2.07 2.07c.08-.34.14-.7.14-1.07C16.5 9.01 14.48 7 12 7c-.37 0-.72.05-1.07.14M2.01 3.87l2.68 2.68C3.06 7.83 1.77 9.53 1 11.5 2.73 15.89 7 19 12 19c1.52 0 2.98-.29 4.32-.82l3.42 3.42 1.41-1.41L3.42 2.45zm7.5 7.5 2.61 2.61c-.04.01-.08.02-.12.02-1.38 0-2.5-1.12-2.5-2.5 0-.05.01-.08.01-.13m-3.4-3.4 1.75 1.75c-.23.55-.36 1.15-.36 1.78 0 2.48 2.02 4.5 4.5 4.5.63 0 1.23-.13 1.77-.36l.98.98c-.88.24-1.8.38-2.75.38-3.79 0-7.17-2.13-8.82-5.5.7-1.43 1.72-2.61 2.93-3.53" }), "VisibilityOffOutlined");
// ../../node_modules/@mui/icons-material/InfoOutlined.mjs
var InfoOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M11 7h2v2h-2zm0 4h2v6h-2zm1-9C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8" }), "InfoOutlined");
// src/features/item-bank/components/column-help.tsx
/**
* What each statistics column of the bank means, in words an SST lead without a psychometrics course can use
* (docs/glossary.md, adaptive testing; apps/server/src/modules/evaluations/engine/README.md).
*/
var BANK_COLUMN_HELP = {
	percentCorrect: "Qué parte de las respuestas a esta pregunta fueron correctas, en pruebas iniciales y evaluaciones.",
	difficulty: "Qué tan difícil es la pregunta en la escala del examen adaptativo: 0 es media, los números positivos son más difíciles y los negativos más fáciles. Mientras no se calibra con respuestas reales, sale del nivel: fácil −1, medio 0, difícil 1.",
	discrimination: "Qué tan bien separa la pregunta a quien domina el tema de quien no. Un valor de 1 o más es bueno; cerca de 0 la pregunta casi no informa y conviene revisarla.",
	exposure: "En qué parte de las pruebas presentadas apareció la pregunta. Una exposición alta hace que la pregunta se conozca de antemano: conviene agregar preguntas parecidas al banco."
};
/**
* A column header with an explanation: a button that shows it as a tooltip on hover or keyboard focus, and that a
* screen reader announces as the button's description (aria-describedby), so no one needs a mouse to read it.
*/
function ColumnHelp({ label, help }) {
	const helpId = (0, import_react.useId)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "span",
		sx: {
			display: "inline-flex",
			alignItems: "center",
			gap: .25,
			whiteSpace: "nowrap"
		},
		children: [
			label,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tooltip, {
				title: help,
				arrow: true,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
					size: "small",
					"aria-label": `Qué significa ${label}`,
					"aria-describedby": helpId,
					sx: { p: .25 },
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(InfoOutlined_default, { fontSize: "inherit" })
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				id: helpId,
				hidden: true,
				children: help
			})
		]
	});
}
// src/features/item-bank/components/bank-table.tsx
var COLUMNS = [
	{ label: "Pregunta" },
	{ label: "Tema" },
	{ label: "Tipo" },
	{ label: "Nivel" },
	{
		label: "Respuestas",
		align: "right"
	},
	{
		label: "% de acierto",
		align: "right",
		header: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ColumnHelp, {
			label: "% de acierto",
			help: BANK_COLUMN_HELP.percentCorrect
		})
	},
	{
		label: "Dificultad",
		header: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ColumnHelp, {
			label: "Dificultad",
			help: BANK_COLUMN_HELP.difficulty
		})
	},
	{
		label: "Discriminación",
		align: "right",
		header: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ColumnHelp, {
			label: "Discriminación",
			help: BANK_COLUMN_HELP.discrimination
		})
	},
	{
		label: "Exposición",
		align: "right",
		header: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ColumnHelp, {
			label: "Exposición",
			help: BANK_COLUMN_HELP.exposure
		})
	},
	{ label: "Estado" },
	ACTIONS_COLUMN
];
/** The questions of the bank with how they behave: answers, share correct, IRT parameters and exposure. */
function BankTable({ items, labelledBy, onEdit, onToggleStatus }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataTable, {
		labelledBy,
		columns: COLUMNS,
		size: "small",
		minWidth: 1080,
		containerSx: { "&:focus-visible": {
			outline: "2px solid",
			outlineColor: "primary.main",
			outlineOffset: 2
		} },
		children: items.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BankRow, {
			item,
			onEdit,
			onToggleStatus
		}, item.id))
	});
}
function BankRow({ item, onEdit, onToggleStatus }) {
	const retired = item.status === "retired";
	const short = shortPrompt(item.prompt);
	const { stats } = item;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, {
		hover: true,
		sx: retired ? { "& > *": { color: "text.secondary" } } : void 0,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
				component: "th",
				scope: "row",
				sx: {
					minWidth: 220,
					maxWidth: 340
				},
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					title: item.prompt,
					sx: {
						display: "-webkit-box",
						WebkitLineClamp: 2,
						WebkitBoxOrient: "vertical",
						overflow: "hidden",
						overflowWrap: "anywhere",
						fontWeight: 600
					},
					children: item.prompt
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
				sx: { minWidth: 120 },
				children: item.topic
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: bankItemKindLabels[item.kind] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: itemLevelLabels[item.level] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
				align: "right",
				children: formatNumber(stats.answers)
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
				align: "right",
				children: stats.percentCorrect === null ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					"aria-hidden": "true",
					children: "—"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(VisuallyHidden, { children: "Sin respuestas" })] }) : formatPercent(stats.percentCorrect)
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableCell, {
				sx: { whiteSpace: "nowrap" },
				children: [formatDecimal(item.difficulty), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					variant: "caption",
					component: "span",
					sx: {
						display: "block",
						color: "text.secondary"
					},
					children: item.calibratedAt ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: ["calibrada", /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(VisuallyHidden, { children: [" el ", formatShortDate(item.calibratedAt)] })] }) : "(según el nivel)"
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
				align: "right",
				children: formatDecimal(item.discrimination)
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
				align: "right",
				children: formatPercent(stats.exposure)
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, {
				size: "small",
				variant: "outlined",
				color: retired ? "default" : "success",
				label: retired ? "Retirada" : "Activa"
			}) }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableCell, {
				sx: { whiteSpace: "nowrap" },
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tooltip, {
					title: "Editar",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
						"aria-label": `Editar ${short}`,
						onClick: (event) => onEdit(item, event.currentTarget),
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Edit_default, {})
					})
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tooltip, {
					title: retired ? "Restaurar" : "Retirar",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
						"aria-label": `${retired ? "Restaurar" : "Retirar"} ${short}`,
						onClick: (event) => onToggleStatus(item, event.currentTarget),
						children: retired ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Restore_default, {}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(VisibilityOffOutlined_default, {})
					})
				})]
			})
		]
	});
}
// src/features/item-bank/components/bank-list.tsx
var STATUS_FILTERS = [
	{
		value: "active",
		label: "Activas"
	},
	{
		value: "retired",
		label: "Retiradas"
	},
	{
		value: "all",
		label: "Todas"
	}
];
var NO_FILTERS = {
	topic: "",
	status: "active",
	search: ""
};
function matches(item, { topic, status, search }) {
	if (topic && item.topic !== topic) return false;
	if (status !== "all" && item.status !== status) return false;
	const words = foldText(search).split(/\s+/).filter(Boolean);
	if (words.length === 0) return true;
	const text = foldText([
		item.prompt,
		item.topic,
		item.explanation,
		...item.options.map((o) => o.text)
	].join(" "));
	return words.every((word) => text.includes(word));
}
/** Summary, filters and the table of a bank with at least one item; retire and restore happen here. */
function BankList({ routeId, bank, filters, onFiltersChange, onEdit, onNotice }) {
	const tableHeadingId = (0, import_react.useId)();
	const tableHeadingRef = (0, import_react.useRef)(null);
	const changeStatus = useChangeBankItemStatus(routeId);
	const deferredFilters = (0, import_react.useDeferredValue)(filters);
	const { items, topics } = bank;
	const visible = (0, import_react.useMemo)(() => items.filter((item) => matches(item, deferredFilters)), [items, deferredFilters]);
	const active = items.filter((item) => item.status === "active").length;
	const perTopic = (0, import_react.useMemo)(() => activeTopicCounts(items), [items]);
	const filtered = filters.topic !== "" || filters.status !== "active" || filters.search.trim() !== "";
	const setFilter = (key, value) => onFiltersChange({
		...filters,
		[key]: value
	});
	const toggleStatus = (item, opener) => {
		if (changeStatus.isPending) return;
		const change = item.status === "active" ? "retire" : "restore";
		changeStatus.mutate({
			itemId: item.id,
			change
		}, { onSuccess: (saved) => {
			const short = `«${shortPrompt(saved.prompt, 40)}»`;
			onNotice(change === "retire" ? `Se retiró la pregunta ${short}. Ya no aparecerá en las evaluaciones.` : `Se restauró la pregunta ${short}.`);
			if (!matches(saved, filters) || !opener.isConnected) tableHeadingRef.current?.focus();
		} });
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BankSummary, {
			active,
			retired: items.length - active,
			perTopic
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			role: "search",
			"aria-label": "Buscar y filtrar preguntas",
			sx: {
				display: "flex",
				flexWrap: "wrap",
				gap: 2,
				my: 2
			},
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchField, {
					id: "bank-search",
					label: "Buscar preguntas",
					value: filters.search,
					onChange: (value) => setFilter("search", value),
					width: 320
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterSelect, {
					id: "bank-topic",
					label: "Tema",
					value: filters.topic,
					onChange: (value) => setFilter("topic", value),
					allLabel: "Todos",
					options: topics.map((topic) => ({
						value: topic,
						label: topic
					})),
					width: 240
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterSelect, {
					id: "bank-status",
					label: "Estado",
					value: filters.status,
					onChange: (value) => setFilter("status", value),
					options: STATUS_FILTERS,
					width: 180
				})
			]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
			id: tableHeadingId,
			ref: tableHeadingRef,
			component: "h3",
			variant: "subtitle1",
			tabIndex: -1,
			sx: {
				fontWeight: 600,
				mb: 1
			},
			children: [
				"Preguntas del banco",
				" ",
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
					component: "span",
					sx: {
						fontWeight: 400,
						color: "text.secondary"
					},
					children: [
						"(",
						visibleLabel(visible.length, items.length),
						")"
					]
				})
			]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(VisuallyHidden, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			role: "status",
			children: filtered ? `Preguntas que coinciden: ${formatNumber(visible.length)} de ${formatNumber(items.length)}.` : ""
		}) }),
		changeStatus.isError && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Alert, {
			severity: "error",
			role: "alert",
			sx: { mb: 2 },
			onClose: () => changeStatus.reset(),
			children: ["No se pudo cambiar el estado de la pregunta. ", errorMessageFor(changeStatus.error)]
		}),
		visible.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			sx: { py: 3 },
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: "No hay preguntas que coincidan con la búsqueda o los filtros." }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				sx: { mt: 1 },
				onClick: () => onFiltersChange(NO_FILTERS),
				children: "Quitar los filtros"
			})]
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BankTable, {
			items: visible,
			labelledBy: tableHeadingId,
			onEdit,
			onToggleStatus: toggleStatus
		})
	] });
}
/** "12 de 36 preguntas", or "36 preguntas" when nothing is filtered out. */
function visibleLabel(shown, total) {
	return shown === total ? questionsLabel(total) : `${formatNumber(shown)} de ${questionsLabel(total)}`;
}
/** How many questions are in play, per topic, and whether that is enough for a precise adaptive test. */
function BankSummary({ active, retired, perTopic }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: { mb: 1 },
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			sx: {
				display: "flex",
				flexWrap: "wrap",
				columnGap: 1
			},
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				sx: { fontWeight: 600 },
				children: activeSummary(active, perTopic.length)
			}), retired > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
				sx: { color: "text.secondary" },
				children: ["· ", retiredLabel(retired)]
			})]
		}), perTopic.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			component: "ul",
			role: "list",
			"aria-label": "Preguntas activas por tema",
			sx: {
				listStyle: "none",
				display: "flex",
				flexWrap: "wrap",
				gap: 1,
				p: 0,
				m: 0,
				mt: 1
			},
			children: perTopic.map(({ topic, count }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, {
				size: "small",
				label: `${topic}: ${formatNumber(count)}`
			}) }, topic))
		})]
	});
}
// src/features/item-bank/components/bank-panel.tsx
/** "Banco de preguntas": the items the adaptive pre-test and final test draw from, with their statistics. */
function RouteBankPanel({ route, onNotice }) {
	const bank = useBank(route.id);
	const headingRef = (0, import_react.useRef)(null);
	const calibrate = useCalibrateBank(route.id);
	const [filters, setFilters] = (0, import_react.useState)(NO_FILTERS);
	const dialog = useDialogTarget(() => headingRef.current);
	const importing = useDialogTarget(() => headingRef.current);
	const [calibrating, setCalibrating] = (0, import_react.useState)(false);
	const loaded = bank.data !== void 0;
	const empty = bank.data?.items.length === 0;
	const confirmCalibrate = () => calibrate.mutate(void 0, { onSuccess: (result) => {
		setCalibrating(false);
		onNotice(calibrationMessage(result));
	} });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			sx: {
				display: "flex",
				flexWrap: "wrap",
				alignItems: "center",
				gap: 1,
				mb: 1
			},
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					ref: headingRef,
					component: "h2",
					variant: "h5",
					tabIndex: -1,
					sx: {
						flexGrow: 1,
						mr: 1
					},
					children: "Banco de preguntas"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "contained",
					startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Add_default, { "aria-hidden": "true" }),
					disabled: !loaded,
					onClick: (event) => dialog.show(null, event.currentTarget),
					children: "Nueva pregunta"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "outlined",
					startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(UploadFile_default, { "aria-hidden": "true" }),
					disabled: !loaded,
					onClick: (event) => importing.show(true, event.currentTarget),
					children: "Importar CSV"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "outlined",
					startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tune_default, { "aria-hidden": "true" }),
					disabled: !loaded || empty,
					onClick: () => {
						calibrate.reset();
						setCalibrating(true);
					},
					children: "Recalibrar dificultades"
				})
			]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			sx: {
				color: "text.secondary",
				mb: 2
			},
			children: "La prueba inicial y la evaluación final toman de aquí sus preguntas y las eligen según cómo va respondiendo cada aprendiz."
		}),
		bank.data && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BankSizeAlert, {
			size: bank.data.size,
			sx: { mb: 2 }
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(QueryContent, {
			query: bank,
			loadingLabel: "Cargando el banco de preguntas…",
			isEmpty: (data) => data.items.length === 0,
			emptyText: "Esta ruta todavía no tiene preguntas. Cree la primera o importe un CSV.",
			children: (data) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BankList, {
				routeId: route.id,
				bank: data,
				filters,
				onFiltersChange: setFilters,
				onEdit: dialog.show,
				onNotice
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BankFamilies, {
			routeId: route.id,
			onNotice
		}),
		dialog.shown && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BankItemDialog, {
			routeId: route.id,
			item: dialog.target ?? null,
			topics: bank.data?.topics ?? [],
			defaultTopic: filters.topic,
			onSaved: onNotice,
			...dialog.props
		}),
		importing.shown && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BankImportDialog, {
			routeId: route.id,
			...importing.props
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(ConfirmDialog, {
			open: calibrating,
			title: "¿Recalibrar las dificultades?",
			confirmLabel: "Recalibrar",
			onConfirm: confirmCalibrate,
			onClose: () => setCalibrating(false),
			pending: calibrate.isPending,
			error: calibrate.error,
			children: [
				"Re-estima la dificultad y la discriminación de las preguntas con al menos ",
				30,
				" ",
				"respuestas, a partir de las respuestas guardadas. Las demás conservan su dificultad actual."
			]
		})
	] });
}
// src/features/simulator/api/admin-simulator.ts
var adminPath = (routeId) => `/api/admin/routes/${encodeURIComponent(routeId)}/simulator`;
/** The route's scenario as the editor edits it, or null when the route has none yet (the server answers 404). */
function useAdminScenario(routeId) {
	return useQuery({
		queryKey: simulatorKeys.admin(routeId),
		queryFn: async ({ signal }) => {
			try {
				return await apiFetch(adminPath(routeId), {
					schema: adminScenarioSchema,
					signal
				});
			} catch (error) {
				if (isApiError(error) && error.code === "NOT_FOUND") return null;
				throw error;
			}
		}
	});
}
function useSaveScenario(routeId) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (body) => apiFetch(adminPath(routeId), {
			method: "PUT",
			body,
			schema: adminScenarioSchema
		}),
		onSuccess: (saved) => {
			queryClient.setQueryData(simulatorKeys.admin(routeId), saved);
			queryClient.invalidateQueries({ queryKey: simulatorKeys.overview(routeId) });
		}
	});
}
function useDeleteScenario(routeId) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: () => apiFetch(adminPath(routeId), { method: "DELETE" }),
		onSuccess: () => {
			queryClient.setQueryData(simulatorKeys.admin(routeId), null);
			queryClient.invalidateQueries({ queryKey: simulatorKeys.overview(routeId) });
		}
	});
}
// ../../node_modules/@mui/icons-material/PlayCircleOutlined.mjs
var PlayCircleOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8m-2.5-3.5 7-4.5-7-4.5z" }), "PlayCircleOutlined");
// ../../node_modules/@mui/icons-material/Save.mjs
var Save_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M17 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2V7zm-5 16c-1.66 0-3-1.34-3-3s1.34-3 3-3 3 1.34 3 3-1.34 3-3 3m3-10H5V5h10z" }), "Save");
// src/features/simulator/utils/issues.ts
/** "situations.2.choices.0.next", whatever form the path came in. */
function pathKey(path) {
	return typeof path === "string" ? path : path.join(".");
}
/** The DOM id of the input that edits `path`, so an error in the summary can move focus to it. */
function fieldDomId(path) {
	const key = pathKey(path);
	return `simulador-${key ? key.replace(/\./g, "-") : "escenario"}`;
}
/** The messages of the problems found exactly at `path`, joined; undefined when there is none. */
function messageAt(issues, path) {
	const found = issues.filter((issue) => pathKey(issue.path) === path).map((issue) => issue.message);
	return found.length > 0 ? found.join(" ") : void 0;
}
/** How many problems lie at `prefix` or below it. */
function countUnder(issues, prefix) {
	return issues.filter((issue) => {
		const key = pathKey(issue.path);
		return key === prefix || key.startsWith(`${prefix}.`);
	}).length;
}
/**
* Moves focus to the input of `path`, or to the nearest enclosing part that has one (a whole situation, say), opening
* a closed section on the way.
*/
function focusIssue(path) {
	const parts = pathKey(path).split(".");
	for (let size = parts.length; size >= 0; size -= 1) {
		const element = document.getElementById(fieldDomId(parts.slice(0, size).join(".")));
		if (element) {
			element.scrollIntoView?.({ block: "center" });
			element.focus();
			return;
		}
	}
}
// src/features/simulator/utils/route-media.ts
/** An uploaded file as a situation's media, when it is an image or a video. */
function toMediaFile(upload) {
	if (upload.mime.startsWith("image/")) return {
		id: upload.id,
		name: upload.name,
		kind: "image"
	};
	if (upload.mime.startsWith("video/")) return {
		id: upload.id,
		name: upload.name,
		kind: "video"
	};
	return null;
}
/** The images and videos the route already uses (its cover, its video items), each once. */
function routeMediaFiles(route) {
	const uploads = [route.cover, ...route.items.map((item) => item.file)];
	const files = /* @__PURE__ */ new Map();
	for (const upload of uploads) {
		const file = upload ? toMediaFile(upload) : null;
		if (file) files.set(file.id, file);
	}
	return [...files.values()];
}
// src/features/simulator/utils/scenario-file.ts
/** A file name from the scenario's title: "simulador-evacuacion-ante-un-sismo.json". */
function exportFileName(title) {
	return `simulador-${title.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 60) || "escenario"}.json`;
}
/** Saves the scenario as a JSON file through the browser's download. */
function downloadScenario(definition) {
	const blob = new Blob([`${JSON.stringify(definition, null, 2)}\n`], { type: "application/json" });
	const url = URL.createObjectURL(blob);
	const link = document.createElement("a");
	link.href = url;
	link.download = exportFileName(definition.title);
	document.body.append(link);
	link.click();
	link.remove();
	URL.revokeObjectURL(url);
}
/** Reads an exported scenario: valid JSON, the scenario's shape and a sound graph, or every reason it is not. */
function parseScenarioFile(text) {
	let json;
	try {
		json = JSON.parse(text);
	} catch {
		return {
			ok: false,
			issues: [{
				path: "",
				message: "El archivo no es un JSON válido."
			}]
		};
	}
	const checked = validateScenario(json);
	if (!checked.definition) return {
		ok: false,
		issues: checked.errors
	};
	return {
		ok: true,
		definition: checked.definition
	};
}
// src/features/simulator/editor/file-actions.tsx
/** «Exportar JSON» and «Importar JSON»; a file that is not a valid scenario is refused with every reason. */
function FileActions({ draft, onImported }) {
	const [refused, setRefused] = (0, import_react.useState)(null);
	const onChange = async (event) => {
		const file = event.target.files?.[0];
		event.target.value = "";
		if (!file) return;
		const result = parseScenarioFile(await file.text());
		if (result.ok) {
			setRefused(null);
			onImported(result.definition, file.name);
		} else setRefused({
			fileName: file.name,
			issues: result.issues
		});
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			variant: "outlined",
			startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Download_default, { "aria-hidden": "true" }),
			onClick: () => downloadScenario(draft),
			children: "Exportar JSON"
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilePickerButton, {
			label: "Importar JSON",
			accept: "application/json,.json",
			disabled: false,
			onChange: (event) => void onChange(event)
		}),
		refused && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Alert, {
			severity: "error",
			role: "alert",
			sx: { flexBasis: "100%" },
			onClose: () => setRefused(null),
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AlertTitle, { children: [
				"No se importó «",
				refused.fileName,
				"»; el escenario no cambió"
			] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "ul",
				sx: {
					m: 0,
					pl: 2.5
				},
				children: refused.issues.slice(0, 20).map((issue, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: issue.message }, index))
			})]
		})
	] });
}
// src/features/simulator/editor/preview-driver.ts
var PREVIEW_ID = "vista-previa";
/**
* Plays a draft in the browser with the same engine the server uses, so the preview judges answers exactly as a
* learner's attempt will; nothing is sent or stored.
*/
function previewSession(definition) {
	let state = startAttempt(definition);
	const view = () => attemptView(state, {
		id: PREVIEW_ID,
		status: state.finished ? "finished" : "in_progress"
	});
	return {
		initial: view(),
		driver: {
			answer: (_attemptId, input) => {
				try {
					const result = answer(state, input);
					state = result.state;
					return Promise.resolve({
						feedback: result.feedback,
						attempt: view()
					});
				} catch (error) {
					if (error instanceof EngineError) return Promise.reject(new ApiError("VALIDATION_FAILED", 400, error.message));
					throw error;
				}
			},
			debrief: () => Promise.resolve(debrief(state))
		}
	};
}
// src/features/simulator/editor/preview-dialog.tsx
/** «Vista previa»: the draft played as a learner would, with the same player; nothing is stored. */
function PreviewDialog({ definition, onClose }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(ResponsiveDialog, {
		open: definition !== null,
		onClose,
		restoreFocus: true,
		title: definition ? `Vista previa: ${definition.title}` : "Vista previa",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogContent, {
			dividers: true,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				severity: "info",
				sx: { mb: 2 },
				children: "Vista previa del borrador: se juega como lo verá un aprendiz, pero nada de lo que haga aquí se guarda."
			}), definition && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PreviewRun, { definition })]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogActions, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			onClick: onClose,
			children: "Cerrar la vista previa"
		}) })]
	});
}
function PreviewRun({ definition }) {
	const [run, setRun] = (0, import_react.useState)(() => ({
		key: 0,
		...previewSession(definition)
	}));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ScenarioPlayer, {
		initial: run.initial,
		driver: run.driver,
		passPercent: definition.passPercent,
		debriefActions: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			variant: "contained",
			onClick: () => setRun({
				key: run.key + 1,
				...previewSession(definition)
			}),
			children: "Jugar de nuevo"
		})
	}, run.key);
}
// src/features/simulator/editor/draft-fields.tsx
/** A text input of the scenario editor, with the problems the validation finds at its path. */
function DraftTextField({ path, label, value, onChange, issues, multiline, helperText, sx }) {
	const problem = messageAt(issues, path);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
		id: fieldDomId(path),
		label,
		value,
		onChange: (event) => onChange(event.target.value),
		error: Boolean(problem),
		helperText: problem ?? helperText,
		multiline,
		minRows: multiline ? 2 : void 0,
		fullWidth: true,
		sx
	});
}
/**
* A number of the scenario. The text is kept while it is being typed ("-", "2,"), and the scenario only receives
* it once it reads as a number.
*/
function DraftNumberField({ value, onChange, integer = false, issues, path, ...props }) {
	const [text, setText] = (0, import_react.useState)(String(value).replace(".", ","));
	const parsed = parseDecimal(text);
	const problem = (parsed === null ? "Escriba un número." : integer && !Number.isInteger(parsed) ? "Escriba un número entero." : null) ?? messageAt(issues, path);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
		id: fieldDomId(path),
		label: props.label,
		value: text,
		onChange: (event) => {
			setText(event.target.value);
			const next = parseDecimal(event.target.value);
			if (next !== null && (!integer || Number.isInteger(next))) onChange(next);
		},
		error: Boolean(problem),
		helperText: problem ?? props.helperText,
		slotProps: { htmlInput: { inputMode: integer ? "numeric" : "decimal" } },
		fullWidth: true,
		sx: props.sx
	});
}
// src/features/simulator/utils/scenario-draft.ts
var situationKindLabels = {
	choice: "Decisión",
	calculation: "Cálculo",
	gtc45: "Valoración GTC 45",
	end: "Final"
};
/** The first free id of the form `prefix-N` ([a-z0-9-], as the schema asks). */
function freeId(prefix, taken) {
	const used = new Set(taken);
	for (let n = 1;; n += 1) {
		const id = `${prefix}-${String(n)}`;
		if (!used.has(id)) return id;
	}
}
function newChoice(taken, next) {
	return {
		id: freeId("opcion", taken),
		text: "",
		consequence: "",
		points: 0,
		critical: false,
		next
	};
}
/** A new situation of `kind`, pointing at `next` (an end the admin picks later) where it needs a way forward. */
function newSituation(kind, taken, next) {
	const base = {
		id: freeId("situacion", taken),
		title: "",
		text: "",
		media: null
	};
	switch (kind) {
		case "choice": return {
			...base,
			kind,
			choices: [newChoice([], next), newChoice(["opcion-1"], next)]
		};
		case "calculation": return {
			...base,
			kind,
			fields: [{
				id: "campo-1",
				label: "",
				unit: "",
				expected: 0,
				tolerance: 0,
				points: 1,
				explanation: ""
			}],
			next
		};
		case "gtc45": return {
			...base,
			kind,
			hazard: "",
			expected: {
				nd: 6,
				ne: 3,
				nc: 25
			},
			rationale: {
				nd: "",
				ne: "",
				nc: ""
			},
			pointsPerValue: 1,
			next
		};
		case "end": return {
			...base,
			kind
		};
	}
}
/** The smallest scenario that passes validation: one decision leading to two endings. Titles say what to write. */
function starterScenario(routeTitle) {
	return {
		title: `Simulador de «${routeTitle}»`,
		summary: "Describa en una o dos frases qué va a decidir la persona en este escenario.",
		passPercent: 70,
		startId: "inicio",
		situations: [
			{
				id: "inicio",
				kind: "choice",
				title: "Primera decisión",
				text: "Describa la situación que encuentra la persona.",
				media: null,
				choices: [{
					id: "opcion-1",
					text: "La decisión segura",
					consequence: "Lo que pasa después de esta decisión.",
					points: 10,
					critical: false,
					next: "final-bien"
				}, {
					id: "opcion-2",
					text: "La decisión riesgosa",
					consequence: "Lo que pasa después de esta decisión.",
					points: 0,
					critical: true,
					next: "final-mal"
				}]
			},
			{
				id: "final-bien",
				kind: "end",
				title: "Final seguro",
				text: "Cómo termina el escenario.",
				media: null
			},
			{
				id: "final-mal",
				kind: "end",
				title: "Final con un accidente",
				text: "Cómo termina el escenario.",
				media: null
			}
		]
	};
}
// src/features/simulator/editor/next-select.tsx
/** "«Título» (Decisión)", or its id while it has no title. */
function situationName(situation) {
	return `${situation.title.trim() || `Sin título (${situation.id})`} · ${situationKindLabels[situation.kind]}`;
}
/** Where a choice or a step leads: a drop-down list of the other situations by title. */
function NextSelect({ path, label = "Lleva a", value, onChange, situations, selfId, issues }) {
	const known = situations.some((situation) => situation.id === value);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PlainSelect, {
		id: fieldDomId(path),
		label,
		value: known ? value : "",
		onChange,
		placeholder: "Elija la situación siguiente…",
		options: situations.filter((situation) => situation.id !== selfId).map((situation) => ({
			value: situation.id,
			label: situationName(situation)
		})),
		error: messageAt(issues, path)
	});
}
// src/features/simulator/editor/scenario-general-fields.tsx
var scenarioStatusLabels = {
	draft: "Borrador (los aprendices no lo ven)",
	published: "Publicado (es un paso obligatorio de la ruta)"
};
/** Title, summary, pass mark, status and the first situation. */
function ScenarioGeneralFields({ draft, onChange, status, onStatusChange, issues }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "flex",
			flexDirection: "column",
			gap: 2
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DraftTextField, {
				path: "title",
				label: "Título del escenario",
				value: draft.title,
				issues,
				onChange: (title) => onChange({ title })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DraftTextField, {
				path: "summary",
				label: "Resumen (se muestra antes de empezar)",
				multiline: true,
				value: draft.summary,
				issues,
				onChange: (summary) => onChange({ summary })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					display: "grid",
					gap: 2,
					gridTemplateColumns: {
						xs: "1fr",
						md: "1fr 2fr"
					}
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DraftNumberField, {
					path: "passPercent",
					label: "Porcentaje para aprobar",
					integer: true,
					value: draft.passPercent,
					issues,
					onChange: (passPercent) => onChange({ passPercent }),
					helperText: "Del puntaje máximo, entre 1 y 100."
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PlainSelect, {
					id: "simulador-estado",
					label: "Estado",
					value: status,
					onChange: (value) => onStatusChange(value),
					options: ["draft", "published"].map((value) => ({
						value,
						label: scenarioStatusLabels[value]
					}))
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PlainSelect, {
				id: fieldDomId("startId"),
				label: "Situación inicial",
				value: draft.situations.some((situation) => situation.id === draft.startId) ? draft.startId : "",
				onChange: (startId) => onChange({ startId }),
				placeholder: "Elija la primera situación…",
				options: draft.situations.map((situation) => ({
					value: situation.id,
					label: situationName(situation)
				})),
				error: messageAt(issues, "startId")
			})
		]
	});
}
// src/features/simulator/editor/calculation-editor.tsx
var MAX_FIELDS = 6;
/** The numbers a calculation step asks for: label, unit, expected value, tolerance, points and explanation. */
function CalculationEditor({ path, fields, onChange, issues }) {
	const update = (index, patch) => onChange(fields.map((field, at) => at === index ? {
		...field,
		...patch
	} : field));
	const listProblem = messageAt(issues, `${path}.fields`);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "flex",
			flexDirection: "column",
			gap: 2
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				component: "h4",
				variant: "subtitle1",
				id: fieldDomId(`${path}.fields`),
				tabIndex: -1,
				children: "Valores que se calculan"
			}),
			listProblem && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				sx: { color: "error.main" },
				children: listProblem
			}),
			fields.map((field, index) => {
				const at = `${path}.fields.${String(index)}`;
				return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
					component: "fieldset",
					variant: "outlined",
					sx: {
						p: 2,
						m: 0,
						display: "flex",
						flexDirection: "column",
						gap: 2
					},
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
							component: "legend",
							sx: {
								px: .5,
								fontWeight: 600
							},
							children: ["Valor ", index + 1]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
							sx: {
								display: "grid",
								gap: 2,
								gridTemplateColumns: {
									xs: "1fr",
									sm: "2fr 1fr"
								}
							},
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DraftTextField, {
								path: `${at}.label`,
								label: "Qué se calcula",
								value: field.label,
								issues,
								onChange: (label) => update(index, { label })
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DraftTextField, {
								path: `${at}.unit`,
								label: "Unidad",
								value: field.unit,
								issues,
								onChange: (unit) => update(index, { unit }),
								helperText: "Por ejemplo: m, kg, %."
							})]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
							sx: {
								display: "grid",
								gap: 2,
								gridTemplateColumns: {
									xs: "1fr",
									sm: "repeat(3, 1fr)"
								}
							},
							children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DraftNumberField, {
									path: `${at}.expected`,
									label: "Valor correcto",
									value: field.expected,
									issues,
									onChange: (expected) => update(index, { expected })
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DraftNumberField, {
									path: `${at}.tolerance`,
									label: "Tolerancia (±)",
									value: field.tolerance,
									issues,
									onChange: (tolerance) => update(index, { tolerance })
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DraftNumberField, {
									path: `${at}.points`,
									label: "Puntos",
									integer: true,
									value: field.points,
									issues,
									onChange: (points) => update(index, { points })
								})
							]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DraftTextField, {
							path: `${at}.explanation`,
							label: "Explicación (se muestra al responder)",
							multiline: true,
							value: field.explanation,
							issues,
							onChange: (explanation) => update(index, { explanation })
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
							color: "error",
							startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DeleteOutlined_default, { "aria-hidden": "true" }),
							disabled: fields.length <= 1,
							onClick: () => onChange(fields.filter((_, other) => other !== index)),
							children: ["Quitar el valor ", index + 1]
						}) })
					]
				}, field.id);
			}),
			fields.length < MAX_FIELDS && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Add_default, { "aria-hidden": "true" }),
				onClick: () => onChange([...fields, {
					id: freeId("campo", fields.map((field) => field.id)),
					label: "",
					unit: "",
					expected: 0,
					tolerance: 0,
					points: 1,
					explanation: ""
				}]),
				children: "Agregar un valor"
			}) })
		]
	});
}
// src/features/simulator/editor/choice-list-editor.tsx
var MAX_CHOICES = 6;
/** The choices of a decision: text, consequence, points, critical error and where each leads. */
function ChoiceListEditor({ path, selfId, choices, onChange, situations, issues }) {
	const update = (index, patch) => onChange(choices.map((choice, at) => at === index ? {
		...choice,
		...patch
	} : choice));
	const listProblem = messageAt(issues, `${path}.choices`);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "flex",
			flexDirection: "column",
			gap: 2
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				component: "h4",
				variant: "subtitle1",
				id: fieldDomId(`${path}.choices`),
				tabIndex: -1,
				children: "Opciones"
			}),
			listProblem && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				sx: { color: "error.main" },
				children: listProblem
			}),
			choices.map((choice, index) => {
				const at = `${path}.choices.${String(index)}`;
				return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
					component: "fieldset",
					variant: "outlined",
					sx: {
						p: 2,
						m: 0,
						display: "flex",
						flexDirection: "column",
						gap: 2
					},
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
							component: "legend",
							sx: {
								px: .5,
								fontWeight: 600
							},
							children: ["Opción ", index + 1]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DraftTextField, {
							path: `${at}.text`,
							label: "Texto de la opción",
							value: choice.text,
							issues,
							onChange: (text) => update(index, { text })
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DraftTextField, {
							path: `${at}.consequence`,
							label: "Consecuencia (se muestra al elegirla)",
							multiline: true,
							value: choice.consequence,
							issues,
							onChange: (consequence) => update(index, { consequence })
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
							sx: {
								display: "grid",
								gap: 2,
								gridTemplateColumns: {
									xs: "1fr",
									sm: "10rem 1fr"
								}
							},
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DraftNumberField, {
								path: `${at}.points`,
								label: "Puntos",
								integer: true,
								value: choice.points,
								issues,
								onChange: (points) => update(index, { points }),
								helperText: "Pueden ser negativos."
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NextSelect, {
								path: `${at}.next`,
								value: choice.next,
								selfId,
								situations,
								issues,
								onChange: (next) => update(index, { next })
							})]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
							sx: {
								display: "flex",
								flexWrap: "wrap",
								alignItems: "center",
								justifyContent: "space-between"
							},
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormControlLabel, {
								control: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Checkbox, {
									checked: choice.critical,
									onChange: (event) => update(index, { critical: event.target.checked })
								}),
								label: "Error crítico (con esta opción el intento no aprueba)"
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
								color: "error",
								startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DeleteOutlined_default, { "aria-hidden": "true" }),
								disabled: choices.length <= 2,
								onClick: () => onChange(choices.filter((_, at2) => at2 !== index)),
								children: ["Quitar la opción ", index + 1]
							})]
						})
					]
				}, choice.id);
			}),
			choices.length < MAX_CHOICES && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Add_default, { "aria-hidden": "true" }),
				onClick: () => onChange([...choices, newChoice(choices.map((choice) => choice.id), choices[0]?.next ?? "")]),
				children: "Agregar una opción"
			}) })
		]
	});
}
// src/features/simulator/editor/gtc45-editor.tsx
/** The hazard to value, the expected ND, NE and NC with why, and the points of each of the seven values. */
function Gtc45Editor({ path, situation, onChange, issues }) {
	const { expected, rationale } = situation;
	const valuation = valuate(expected.nd, expected.ne, expected.nc);
	const scale = (key, label, options) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PlainSelect, {
		id: fieldDomId(`${path}.expected.${key}`),
		label,
		value: String(expected[key]),
		onChange: (value) => onChange({ expected: {
			...expected,
			[key]: Number(value)
		} }),
		options,
		error: messageAt(issues, `${path}.expected.${key}`)
	});
	const why = (key, label) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DraftTextField, {
		path: `${path}.rationale.${key}`,
		label,
		multiline: true,
		value: rationale[key],
		issues,
		onChange: (text) => onChange({ rationale: {
			...rationale,
			[key]: text
		} })
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "flex",
			flexDirection: "column",
			gap: 2
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DraftTextField, {
				path: `${path}.hazard`,
				label: "Peligro (como lo lee la persona)",
				value: situation.hazard,
				issues,
				onChange: (hazard) => onChange({ hazard }),
				helperText: "Por ejemplo: caída de objetos desde el andamio (condiciones de seguridad, locativo)."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					display: "grid",
					gap: 2,
					gridTemplateColumns: {
						xs: "1fr",
						sm: "repeat(3, 1fr)"
					}
				},
				children: [
					scale("nd", "ND esperado", deficiencyOptions),
					scale("ne", "NE esperado", exposureOptions),
					scale("nc", "NC esperado", consequenceOptions)
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
				role: "status",
				children: [
					"Con estos valores: NP = ",
					valuation.np,
					", NR = ",
					valuation.nr,
					", ",
					riskLevelLabels[valuation.level],
					" («",
					acceptabilityLabels[valuation.acceptability],
					"»)",
					valuation.suspend && "; la actividad se suspende",
					"."
				]
			}),
			why("nd", "Por qué ese ND (se muestra si la persona se equivoca)"),
			why("ne", "Por qué ese NE"),
			why("nc", "Por qué ese NC"),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DraftNumberField, {
				path: `${path}.pointsPerValue`,
				label: "Puntos por cada valor correcto",
				integer: true,
				value: situation.pointsPerValue,
				issues,
				onChange: (pointsPerValue) => onChange({ pointsPerValue }),
				helperText: "Se revisan siete valores: ND, NE, NC, NP, NR, nivel y significado.",
				sx: { maxWidth: 320 }
			})
		]
	});
}
// src/features/simulator/editor/media-picker.tsx
var kindNames = {
	image: "imagen",
	video: "video"
};
/** An image or a short video for a situation: one of the route's files or a new upload, and its text alternative. */
function MediaPicker({ path, media, onChange, files, onUploaded, issues }) {
	const options = [...files];
	if (media && !files.some((file) => file.id === media.uploadId)) options.push({
		id: media.uploadId,
		name: `Archivo ${media.uploadId}`,
		kind: media.kind
	});
	const pick = (id) => {
		const file = options.find((candidate) => candidate.id === id);
		onChange(file ? {
			uploadId: file.id,
			kind: file.kind,
			alt: media?.alt ?? ""
		} : null);
	};
	const upload = (uploaded) => {
		const file = toMediaFile(uploaded);
		if (!file) return;
		onUploaded(file);
		onChange({
			uploadId: file.id,
			kind: file.kind,
			alt: media?.alt ?? ""
		});
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "flex",
			flexDirection: "column",
			gap: 1
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PlainSelect, {
				id: fieldDomId(`${path}.uploadId`),
				label: "Imagen o video",
				value: media?.uploadId ?? "",
				onChange: pick,
				placeholder: "Sin imagen ni video",
				options: options.map((file) => ({
					value: file.id,
					label: `${file.name} (${kindNames[file.kind]})`
				})),
				error: messageAt(issues, `${path}.uploadId`) ?? messageAt(issues, path),
				helperText: "Los archivos de la ruta (portada y videos), o uno que suba aquí."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					display: "flex",
					flexWrap: "wrap",
					gap: 1
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FileUpload, {
					purpose: "image",
					label: "Subir una imagen",
					onUploaded: upload
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FileUpload, {
					purpose: "video",
					label: "Subir un video",
					onUploaded: upload
				})]
			}),
			media && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DraftTextField, {
				path: `${path}.alt`,
				label: media.kind === "image" ? "Texto alternativo de la imagen" : "Descripción del video",
				value: media.alt,
				issues,
				onChange: (alt) => onChange({
					...media,
					alt
				}),
				helperText: "Lo que muestra, para quien no lo puede ver."
			}),
			!media && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "body2",
				sx: { color: "text.secondary" },
				children: "La situación se muestra solo con su texto."
			})
		]
	});
}
// src/features/simulator/editor/situation-editor.tsx
/** The fields of one situation: title, text and media, then what its kind needs. */
function SituationEditor({ index, situation, onChange, situations, files, onUploaded, issues }) {
	const path = `situations.${String(index)}`;
	const patch = (changes) => onChange({
		...situation,
		...changes
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "flex",
			flexDirection: "column",
			gap: 2
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DraftTextField, {
				path: `${path}.title`,
				label: "Título",
				value: situation.title,
				issues,
				onChange: (title) => patch({ title })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DraftTextField, {
				path: `${path}.text`,
				label: situation.kind === "end" ? "Cómo termina el escenario" : "Texto de la situación",
				multiline: true,
				value: situation.text,
				issues,
				onChange: (text) => patch({ text })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MediaPicker, {
				path: `${path}.media`,
				media: situation.media,
				files,
				onUploaded,
				issues,
				onChange: (media) => patch({ media })
			}),
			situation.kind === "choice" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChoiceListEditor, {
				path,
				selfId: situation.id,
				choices: situation.choices,
				situations,
				issues,
				onChange: (choices) => patch({ choices })
			}),
			situation.kind === "calculation" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CalculationEditor, {
				path,
				fields: situation.fields,
				issues,
				onChange: (fields) => patch({ fields })
			}),
			situation.kind === "gtc45" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Gtc45Editor, {
				path,
				situation,
				issues,
				onChange: patch
			}),
			(situation.kind === "calculation" || situation.kind === "gtc45") && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NextSelect, {
				path: `${path}.next`,
				label: "Después lleva a",
				value: situation.next,
				selfId: situation.id,
				situations,
				issues,
				onChange: (next) => patch({ next })
			})
		]
	});
}
// src/features/simulator/editor/situation-list.tsx
var kinds = Object.keys(situationKindLabels);
/** Every situation as a section that opens to edit it; the choices' «Lleva a» draw the graph, not the order. */
function SituationList(props) {
	const { situations, startId, expanded, onToggle, issues } = props;
	const [kind, setKind] = (0, import_react.useState)("choice");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "flex",
			flexDirection: "column",
			gap: 1
		},
		children: [situations.map((situation, index) => {
			const path = `situations.${String(index)}`;
			const problems = countUnder(issues, path);
			return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Accordion, {
				expanded: expanded.has(situation.id),
				onChange: (_event, open) => onToggle(situation.id, open),
				disableGutters: true,
				variant: "outlined",
				slotProps: { transition: { unmountOnExit: true } },
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AccordionSummary, {
					expandIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ExpandMore_default, { "aria-hidden": "true" }),
					id: fieldDomId(path),
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
						sx: {
							display: "flex",
							flexWrap: "wrap",
							alignItems: "center",
							gap: 1
						},
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
								component: "span",
								sx: { fontWeight: 600 },
								children: [
									index + 1,
									". ",
									situation.title.trim() || "Sin título"
								]
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, {
								size: "small",
								label: situationKindLabels[situation.kind]
							}),
							situation.id === startId && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, {
								size: "small",
								color: "primary",
								label: "Inicio"
							}),
							problems > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, {
								size: "small",
								color: "error",
								variant: "outlined",
								label: problems === 1 ? "1 problema" : `${String(problems)} problemas`
							})
						]
					})
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AccordionDetails, {
					sx: {
						display: "flex",
						flexDirection: "column",
						gap: 2
					},
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
							variant: "body2",
							sx: { color: "text.secondary" },
							children: ["Identificador: ", situation.id]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SituationEditor, {
							index,
							situation,
							situations,
							files: props.files,
							onUploaded: props.onUploaded,
							issues,
							onChange: (next) => props.onChange(index, next)
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
							color: "error",
							startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DeleteOutlined_default, { "aria-hidden": "true" }),
							onClick: () => props.onRemove(index),
							children: [
								"Eliminar la situación «",
								situation.title.trim() || situation.id,
								"»"
							]
						}) })
					]
				})]
			}, situation.id);
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			sx: {
				display: "flex",
				flexWrap: "wrap",
				alignItems: "flex-end",
				gap: 1.5,
				mt: 1
			},
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PlainSelect, {
				id: "simulador-nueva-situacion",
				label: "Tipo de la nueva situación",
				value: kind,
				onChange: (value) => setKind(value),
				options: kinds.map((value) => ({
					value,
					label: situationKindLabels[value]
				})),
				sx: { maxWidth: 280 }
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "outlined",
				startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Add_default, { "aria-hidden": "true" }),
				onClick: () => props.onAdd(kind),
				children: "Agregar una situación"
			})]
		})]
	});
}
// src/features/simulator/editor/use-scenario-draft.ts
/**
* The scenario being edited, in local state until «Guardar»: every change is validated at once with the shared
* `validateScenario`, the same check the server runs on save.
*/
function useScenarioDraft(saved, routeTitle) {
	const [draft, setDraftState] = (0, import_react.useState)(() => saved?.definition ?? starterScenario(routeTitle));
	const [status, setStatusState] = (0, import_react.useState)(saved?.status ?? "draft");
	const [dirty, setDirty] = (0, import_react.useState)(saved === null);
	/** Bumped when the whole draft is replaced (an import), so every field shows the new values. */
	const [revision, setRevision] = (0, import_react.useState)(0);
	const validation = (0, import_react.useMemo)(() => validateScenario(draft), [draft]);
	const setDraft = (next) => {
		setDraftState(next);
		setDirty(true);
	};
	return {
		draft,
		status,
		dirty,
		revision,
		validation,
		patch: (changes) => setDraft((current) => ({
			...current,
			...changes
		})),
		setStatus: (next) => {
			setStatusState(next);
			setDirty(true);
		},
		updateSituation: (index, situation) => setDraft((current) => ({
			...current,
			situations: current.situations.map((other, at) => at === index ? situation : other)
		})),
		/** Adds a situation of `kind` at the end; returns its id. Its exits point at the first end, if any. */
		addSituation: (kind) => {
			const created = newSituation(kind, draft.situations.map((situation) => situation.id), draft.situations.find((situation) => situation.kind === "end")?.id ?? "");
			setDraft((current) => ({
				...current,
				situations: [...current.situations, created]
			}));
			return created.id;
		},
		removeSituation: (index) => setDraft((current) => ({
			...current,
			situations: current.situations.filter((_, at) => at !== index)
		})),
		replace: (definition) => {
			setDraft(() => definition);
			setRevision((value) => value + 1);
		},
		/** After a save: the server's copy is the draft now. */
		markSaved: (scenario) => {
			setDraftState(scenario.definition);
			setStatusState(scenario.status);
			setDirty(false);
		}
	};
}
// src/features/simulator/editor/validation-summary.tsx
/**
* What keeps the scenario from being saved, found as it is edited, each a link to the field; or that it is valid, with
* its computed maximum score. Only the count is announced, not every change of the list.
*/
function ValidationSummary({ issues, maxScore, onGoTo }) {
	const count = issues.length;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		id: "simulador-resumen-de-problemas",
		tabIndex: -1,
		sx: { outline: "none" },
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
			role: "status",
			sx: {
				fontWeight: 600,
				mb: 1
			},
			children: [maxScore !== null && `Puntaje máximo calculado: ${formatCount(maxScore, "punto", "puntos")}. `, count === 0 ? "El escenario no tiene problemas." : `${formatCount(count, "problema", "problemas")} por corregir.`]
		}), count > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Alert, {
			severity: "error",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertTitle, { children: "Problemas del escenario" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "ul",
				sx: {
					m: 0,
					pl: 2.5
				},
				children: issues.map((issue, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					component: "button",
					type: "button",
					color: "inherit",
					onClick: () => onGoTo(issue),
					sx: { textAlign: "left" },
					children: issue.message
				}) }, `${pathKey(issue.path)}-${String(index)}`))
			})]
		})]
	});
}
// src/features/simulator/editor/scenario-editor.tsx
var SUMMARY_ID = "simulador-resumen-de-problemas";
/** The scenario form, its live validation, and save, delete, export, import and preview. */
function ScenarioEditor({ route, saved, onNotice, onDeleted }) {
	const draft = useScenarioDraft(saved, route.title);
	const save = useSaveScenario(route.id);
	const remove = useDeleteScenario(route.id);
	const [expanded, setExpanded] = (0, import_react.useState)(/* @__PURE__ */ new Set());
	const [uploaded, setUploaded] = (0, import_react.useState)([]);
	const [preview, setPreview] = (0, import_react.useState)(null);
	const [confirmDelete, setConfirmDelete] = (0, import_react.useState)(false);
	const [blocked, setBlocked] = (0, import_react.useState)(null);
	const files = [...routeMediaFiles(route), ...uploaded.filter((file) => !routeMediaFiles(route).some((f) => f.id === file.id))];
	const serverIssues = save.isError && isApiError(save.error) && !draft.dirty ? save.error.fieldProblems : [];
	const issues = [...draft.validation.errors, ...serverIssues];
	const toggle = (id, open) => setExpanded((current) => {
		const next = new Set(current);
		if (open) next.add(id);
		else next.delete(id);
		return next;
	});
	/** Opens the situation that holds the problem, then moves focus to its field. */
	const goTo = (issue) => {
		const index = /^situations\.(\d+)/.exec(String(issue.path))?.[1];
		const situation = index === void 0 ? void 0 : draft.draft.situations[Number(index)];
		if (situation) toggle(situation.id, true);
		window.setTimeout(() => focusIssue(issue.path), 0);
	};
	const blockWith = (message) => {
		setBlocked(message);
		document.getElementById(SUMMARY_ID)?.focus();
	};
	const onSave = () => {
		if (!draft.validation.definition) {
			blockWith("Corrija los problemas del escenario antes de guardarlo.");
			return;
		}
		setBlocked(null);
		save.mutate({
			definition: draft.validation.definition,
			status: draft.status
		}, { onSuccess: (stored) => {
			draft.markSaved(stored);
			onNotice(stored.status === "published" ? "Simulador guardado y publicado." : "Simulador guardado como borrador.");
		} });
	};
	const onPreview = () => {
		if (!draft.validation.definition) {
			blockWith("La vista previa necesita un escenario sin problemas: corríjalos primero.");
			return;
		}
		setBlocked(null);
		setPreview(draft.validation.definition);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "flex",
			flexDirection: "column",
			gap: 3
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					display: "flex",
					flexWrap: "wrap",
					alignItems: "center",
					gap: 1
				},
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						component: "h2",
						variant: "h5",
						sx: { mr: 1 },
						children: "Simulador de la ruta"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, {
						label: saved ? scenarioStatusLabels$1[saved.status] : "Sin guardar",
						size: "small"
					}),
					draft.dirty && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, {
						label: "Cambios sin guardar",
						variant: "outlined",
						size: "small"
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					display: "flex",
					flexWrap: "wrap",
					alignItems: "center",
					gap: 1.5
				},
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						variant: "contained",
						startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Save_default, { "aria-hidden": "true" }),
						onClick: onSave,
						loading: save.isPending,
						children: "Guardar"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						variant: "outlined",
						startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PlayCircleOutlined_default, { "aria-hidden": "true" }),
						onClick: onPreview,
						children: "Vista previa"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FileActions, {
						draft: draft.draft,
						onImported: (definition, fileName) => {
							draft.replace(definition);
							setExpanded(/* @__PURE__ */ new Set());
							onNotice(`Escenario importado de «${fileName}». Revíselo y guarde los cambios.`);
						}
					}),
					saved && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						color: "error",
						startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DeleteOutlined_default, { "aria-hidden": "true" }),
						onClick: () => setConfirmDelete(true),
						children: "Eliminar el simulador"
					})
				]
			}),
			blocked && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				severity: "warning",
				children: blocked
			}),
			save.isError && serverIssues.length === 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				severity: "error",
				children: errorMessageFor(save.error)
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					display: "grid",
					gap: 3,
					gridTemplateColumns: {
						xs: "1fr",
						lg: "minmax(0, 2fr) minmax(0, 1fr)"
					}
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					sx: {
						order: {
							xs: 2,
							lg: 1
						},
						display: "flex",
						flexDirection: "column",
						gap: 3
					},
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ScenarioGeneralFields, {
							draft: draft.draft,
							onChange: draft.patch,
							status: draft.status,
							onStatusChange: draft.setStatus,
							issues
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
							component: "h3",
							variant: "h6",
							children: "Situaciones"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SituationList, {
							situations: draft.draft.situations,
							startId: draft.draft.startId,
							onChange: draft.updateSituation,
							onAdd: (kind) => toggle(draft.addSituation(kind), true),
							onRemove: draft.removeSituation,
							expanded,
							onToggle: toggle,
							files,
							onUploaded: (file) => setUploaded((current) => [...current, file]),
							issues
						})
					]
				}, draft.revision), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					sx: {
						order: {
							xs: 1,
							lg: 2
						},
						position: { lg: "sticky" },
						top: { lg: 16 },
						alignSelf: "start"
					},
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ValidationSummary, {
						issues,
						maxScore: draft.validation.maxScore,
						onGoTo: goTo
					})
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PreviewDialog, {
				definition: preview,
				onClose: () => setPreview(null)
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ConfirmDialog, {
				open: confirmDelete,
				title: "¿Eliminar el simulador?",
				confirmLabel: "Eliminar",
				destructive: true,
				pending: remove.isPending,
				error: remove.isError ? remove.error : null,
				onClose: () => setConfirmDelete(false),
				onConfirm: () => remove.mutate(void 0, { onSuccess: () => {
					setConfirmDelete(false);
					onNotice("Simulador eliminado.");
					onDeleted();
				} }),
				children: "La ruta dejará de tener el paso «Simulador». Los intentos ya hechos se conservan en el historial de los aprendices."
			})
		]
	});
}
// src/features/simulator/editor/scenario-editor-panel.tsx
/** The «Simulador» tab of the route editor: the route's scenario, or a way to create one. */
function SimulatorTab({ route, onNotice }) {
	const scenario = useAdminScenario(route.id);
	const [creating, setCreating] = (0, import_react.useState)(false);
	if (scenario.isPending) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadingScreen, {
		fullScreen: false,
		label: "Cargando el simulador…"
	});
	if (scenario.isError) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadErrorAlert, {
		error: scenario.error,
		onRetry: () => void scenario.refetch()
	});
	if (scenario.data === null && !creating) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "flex",
			flexDirection: "column",
			alignItems: "flex-start",
			gap: 2,
			maxWidth: "72ch"
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				component: "h2",
				variant: "h5",
				children: "Simulador de la ruta"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: "Esta ruta todavía no tiene simulador. Un escenario es una serie de situaciones con decisiones, cálculos o valoraciones GTC 45; publicado, es un paso obligatorio antes de la evaluación final." }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "contained",
				startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Add_default, { "aria-hidden": "true" }),
				onClick: () => setCreating(true),
				children: "Crear un escenario"
			})
		]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ScenarioEditor, {
		route,
		saved: scenario.data,
		onNotice,
		onDeleted: () => setCreating(false)
	}, scenario.data ? "stored" : "new");
}
// src/app/routes/admin/route-editor.tsx
/** The route editor, with the item bank as its "Banco de preguntas" tab and the scenario as its "Simulador" tab. */
function RouteEditorRoute() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RouteEditorPage, {
		renderBankTab: (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RouteBankPanel, { ...props }),
		renderSimulatorTab: (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SimulatorTab, { ...props })
	});
}
export { RouteEditorRoute as default };
