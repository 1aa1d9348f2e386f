import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { f as complianceStatusLabels } from "./training-plan.schemas-uIv4TIjV.js";
import { j as useTheme, nt as clsx, t as Box } from "./Box-BAyYeHPm.js";
import { $ as useElementOffset, B as useChartWidth, Ct as upperFirst, Dt as svgPropertiesAndEvents, Et as Surface, F as setLegendSettings, G as selectChartHeight, H as ResponsiveContainer, I as setLegendSize, K as selectChartWidth, P as propsAreEqual, R as useChartHeight, V as useMargin, W as selectChartViewBox, _t as getCartesianPosition, a as XAxis, at as resolveDefaultProps, ct as Symbol$1, dt as diamond, et as selectLegendPayload, ft as square, gt as useLegendPortal, ht as wye, i as YAxis, it as getUniqPayload, lt as circle, mt as triangle, n as BarChart, nt as useAppDispatch, o as Bar, pt as star, q as selectMargin, rt as useAppSelector, st as adaptEventsOfChild, t as ChartFigure, tt as createSelector, u as CartesianGrid, ut as cross, vt as isOutsidePosition, w as Tooltip, xt as isNumber } from "./chart-figure-9YUuysfC.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
import { S as formatPercent, d as formatCalendarDay, x as formatNumber, z as require_react_dom } from "../entry-server.js";
// ../../node_modules/recharts/es6/shape/Symbols.js
var import_react = /* @__PURE__ */ __toESM(require_react());
var _excluded$1 = [
	"type",
	"size",
	"sizeType"
];
function _extends$2() {
	return _extends$2 = Object.assign ? Object.assign.bind() : function(n) {
		for (var e = 1; e < arguments.length; e++) {
			var t = arguments[e];
			for (var r in t) ({}).hasOwnProperty.call(t, r) && (n[r] = t[r]);
		}
		return n;
	}, _extends$2.apply(null, arguments);
}
function ownKeys$2(e, r) {
	var t = Object.keys(e);
	if (Object.getOwnPropertySymbols) {
		var o = Object.getOwnPropertySymbols(e);
		r && (o = o.filter(function(r) {
			return Object.getOwnPropertyDescriptor(e, r).enumerable;
		})), t.push.apply(t, o);
	}
	return t;
}
function _objectSpread$2(e) {
	for (var r = 1; r < arguments.length; r++) {
		var t = null != arguments[r] ? arguments[r] : {};
		r % 2 ? ownKeys$2(Object(t), !0).forEach(function(r) {
			_defineProperty$2(e, r, t[r]);
		}) : Object.getOwnPropertyDescriptors ? Object.defineProperties(e, Object.getOwnPropertyDescriptors(t)) : ownKeys$2(Object(t)).forEach(function(r) {
			Object.defineProperty(e, r, Object.getOwnPropertyDescriptor(t, r));
		});
	}
	return e;
}
function _defineProperty$2(e, r, t) {
	return (r = _toPropertyKey$2(r)) in e ? Object.defineProperty(e, r, {
		value: t,
		enumerable: !0,
		configurable: !0,
		writable: !0
	}) : e[r] = t, e;
}
function _toPropertyKey$2(t) {
	var i = _toPrimitive$2(t, "string");
	return "symbol" == typeof i ? i : i + "";
}
function _toPrimitive$2(t, r) {
	if ("object" != typeof t || !t) return t;
	var e = t[Symbol.toPrimitive];
	if (void 0 !== e) {
		var i = e.call(t, r || "default");
		if ("object" != typeof i) return i;
		throw new TypeError("@@toPrimitive must return a primitive value.");
	}
	return ("string" === r ? String : Number)(t);
}
function _objectWithoutProperties$1(e, t) {
	if (null == e) return {};
	var o, r, i = _objectWithoutPropertiesLoose$1(e, t);
	if (Object.getOwnPropertySymbols) {
		var n = Object.getOwnPropertySymbols(e);
		for (r = 0; r < n.length; r++) o = n[r], -1 === t.indexOf(o) && {}.propertyIsEnumerable.call(e, o) && (i[o] = e[o]);
	}
	return i;
}
function _objectWithoutPropertiesLoose$1(r, e) {
	if (null == r) return {};
	var t = {};
	for (var n in r) if ({}.hasOwnProperty.call(r, n)) {
		if (-1 !== e.indexOf(n)) continue;
		t[n] = r[n];
	}
	return t;
}
var symbolFactories = {
	symbolCircle: circle,
	symbolCross: cross,
	symbolDiamond: diamond,
	symbolSquare: square,
	symbolStar: star,
	symbolTriangle: triangle,
	symbolWye: wye
};
var RADIAN = Math.PI / 180;
var getSymbolFactory = (type) => {
	return symbolFactories["symbol".concat(upperFirst(type))] || circle;
};
var calculateAreaSize = (size, sizeType, type) => {
	if (sizeType === "area") return size;
	switch (type) {
		case "cross": return 5 * size * size / 9;
		case "diamond": return .5 * size * size / Math.sqrt(3);
		case "square": return size * size;
		case "star":
			var angle = 18 * RADIAN;
			return 1.25 * size * size * (Math.tan(angle) - Math.tan(angle * 2) * Math.tan(angle) ** 2);
		case "triangle": return Math.sqrt(3) * size * size / 4;
		case "wye": return (21 - 10 * Math.sqrt(3)) * size * size / 8;
		default: return Math.PI * size * size / 4;
	}
};
var registerSymbol = (key, factory) => {
	symbolFactories["symbol".concat(upperFirst(key))] = factory;
};
/**
* Renders a symbol from a set of predefined shapes.
*/
var Symbols = (_ref) => {
	var _ref$type = _ref.type, type = _ref$type === void 0 ? "circle" : _ref$type, _ref$size = _ref.size, size = _ref$size === void 0 ? 64 : _ref$size, _ref$sizeType = _ref.sizeType, sizeType = _ref$sizeType === void 0 ? "area" : _ref$sizeType;
	var props = _objectSpread$2(_objectSpread$2({}, _objectWithoutProperties$1(_ref, _excluded$1)), {}, {
		type,
		size,
		sizeType
	});
	var realType = "circle";
	if (typeof type === "string") realType = type;
	/**
	* Calculate the path of curve
	* @return {String} path
	*/
	var getPath = () => {
		var symbolFactory = getSymbolFactory(realType);
		var s = Symbol$1().type(symbolFactory).size(calculateAreaSize(size, sizeType, realType))();
		if (s === null) return;
		return s;
	};
	var className = props.className, cx = props.cx, cy = props.cy;
	var filteredProps = svgPropertiesAndEvents(props);
	if (isNumber(cx) && isNumber(cy) && isNumber(size)) return /*#__PURE__*/ import_react.createElement("path", _extends$2({}, filteredProps, {
		className: clsx("recharts-symbols", className),
		transform: "translate(".concat(cx, ", ").concat(cy, ")"),
		d: getPath()
	}));
	return null;
};
Symbols.registerSymbol = registerSymbol;
// ../../node_modules/recharts/es6/component/DefaultLegendContent.js
function _extends$1() {
	return _extends$1 = Object.assign ? Object.assign.bind() : function(n) {
		for (var e = 1; e < arguments.length; e++) {
			var t = arguments[e];
			for (var r in t) ({}).hasOwnProperty.call(t, r) && (n[r] = t[r]);
		}
		return n;
	}, _extends$1.apply(null, arguments);
}
function ownKeys$1(e, r) {
	var t = Object.keys(e);
	if (Object.getOwnPropertySymbols) {
		var o = Object.getOwnPropertySymbols(e);
		r && (o = o.filter(function(r) {
			return Object.getOwnPropertyDescriptor(e, r).enumerable;
		})), t.push.apply(t, o);
	}
	return t;
}
function _objectSpread$1(e) {
	for (var r = 1; r < arguments.length; r++) {
		var t = null != arguments[r] ? arguments[r] : {};
		r % 2 ? ownKeys$1(Object(t), !0).forEach(function(r) {
			_defineProperty$1(e, r, t[r]);
		}) : Object.getOwnPropertyDescriptors ? Object.defineProperties(e, Object.getOwnPropertyDescriptors(t)) : ownKeys$1(Object(t)).forEach(function(r) {
			Object.defineProperty(e, r, Object.getOwnPropertyDescriptor(t, r));
		});
	}
	return e;
}
function _defineProperty$1(e, r, t) {
	return (r = _toPropertyKey$1(r)) in e ? Object.defineProperty(e, r, {
		value: t,
		enumerable: !0,
		configurable: !0,
		writable: !0
	}) : e[r] = t, e;
}
function _toPropertyKey$1(t) {
	var i = _toPrimitive$1(t, "string");
	return "symbol" == typeof i ? i : i + "";
}
function _toPrimitive$1(t, r) {
	if ("object" != typeof t || !t) return t;
	var e = t[Symbol.toPrimitive];
	if (void 0 !== e) {
		var i = e.call(t, r || "default");
		if ("object" != typeof i) return i;
		throw new TypeError("@@toPrimitive must return a primitive value.");
	}
	return ("string" === r ? String : Number)(t);
}
var SIZE = 32;
var defaultLegendContentDefaultProps = {
	align: "center",
	iconSize: 14,
	inactiveColor: "#ccc",
	layout: "horizontal",
	verticalAlign: "middle",
	labelStyle: {}
};
function getStrokeDasharray(input) {
	if (typeof input === "object" && input !== null && "strokeDasharray" in input) return String(input.strokeDasharray);
}
function Icon(_ref) {
	var data = _ref.data, iconType = _ref.iconType, inactiveColor = _ref.inactiveColor;
	var halfSize = SIZE / 2;
	var sixthSize = SIZE / 6;
	var thirdSize = SIZE / 3;
	var color = data.inactive ? inactiveColor : data.color;
	var preferredIcon = iconType !== null && iconType !== void 0 ? iconType : data.type;
	if (preferredIcon === "none") return null;
	if (preferredIcon === "plainline") return /*#__PURE__*/ import_react.createElement("line", {
		strokeWidth: 4,
		fill: "none",
		stroke: color,
		strokeDasharray: getStrokeDasharray(data.payload),
		x1: 0,
		y1: halfSize,
		x2: SIZE,
		y2: halfSize,
		className: "recharts-legend-icon"
	});
	if (preferredIcon === "line") return /*#__PURE__*/ import_react.createElement("path", {
		strokeWidth: 4,
		fill: "none",
		stroke: color,
		d: "M0,".concat(halfSize, "h").concat(thirdSize, "\n            A").concat(sixthSize, ",").concat(sixthSize, ",0,1,1,").concat(2 * thirdSize, ",").concat(halfSize, "\n            H").concat(SIZE, "M").concat(2 * thirdSize, ",").concat(halfSize, "\n            A").concat(sixthSize, ",").concat(sixthSize, ",0,1,1,").concat(thirdSize, ",").concat(halfSize),
		className: "recharts-legend-icon"
	});
	if (preferredIcon === "rect") return /*#__PURE__*/ import_react.createElement("path", {
		stroke: "none",
		fill: color,
		d: "M0,".concat(SIZE / 8, "h").concat(SIZE, "v").concat(SIZE * 3 / 4, "h").concat(-SIZE, "z"),
		className: "recharts-legend-icon"
	});
	if (/*#__PURE__*/ import_react.isValidElement(data.legendIcon)) {
		var iconProps = _objectSpread$1({}, data);
		delete iconProps.legendIcon;
		return /*#__PURE__*/ import_react.cloneElement(data.legendIcon, iconProps);
	}
	return /*#__PURE__*/ import_react.createElement(Symbols, {
		fill: color,
		cx: halfSize,
		cy: halfSize,
		size: SIZE,
		sizeType: "diameter",
		type: preferredIcon
	});
}
function Items(props) {
	var payload = props.payload, iconSize = props.iconSize, layout = props.layout, formatter = props.formatter, inactiveColor = props.inactiveColor, iconType = props.iconType, labelStyle = props.labelStyle;
	var viewBox = {
		x: 0,
		y: 0,
		width: SIZE,
		height: SIZE
	};
	var itemStyle = {
		display: layout === "horizontal" ? "inline-block" : "block",
		marginRight: 10,
		whiteSpace: "nowrap"
	};
	var svgStyle = {
		display: "inline-block",
		verticalAlign: "middle",
		marginRight: 4
	};
	return payload.map((entry, i) => {
		var _finalLabelStyle$whit, _finalLabelStyle$over;
		var finalFormatter = entry.formatter || formatter;
		var className = clsx({
			"recharts-legend-item": true,
			["legend-item-".concat(i)]: true,
			inactive: entry.inactive
		});
		if (entry.type === "none") return null;
		var finalLabelStyle = typeof labelStyle === "object" ? _objectSpread$1({}, labelStyle) : {};
		finalLabelStyle.color = entry.inactive ? inactiveColor : finalLabelStyle.color || entry.color;
		(_finalLabelStyle$whit = finalLabelStyle.whiteSpace) !== null && _finalLabelStyle$whit !== void 0 || (finalLabelStyle.whiteSpace = "normal");
		(_finalLabelStyle$over = finalLabelStyle.overflowWrap) !== null && _finalLabelStyle$over !== void 0 || (finalLabelStyle.overflowWrap = "break-word");
		var finalValue = finalFormatter ? finalFormatter(entry.value, entry, i) : entry.value;
		return /*#__PURE__*/ import_react.createElement("li", _extends$1({
			className,
			style: itemStyle,
			key: "legend-item-".concat(i)
		}, adaptEventsOfChild(props, entry, i)), /*#__PURE__*/ import_react.createElement(Surface, {
			width: iconSize,
			height: iconSize,
			viewBox,
			style: svgStyle,
			"aria-label": entry.value == null ? "legend icon" : "".concat(entry.value, " legend icon")
		}, /*#__PURE__*/ import_react.createElement(Icon, {
			data: entry,
			iconType,
			inactiveColor
		})), /*#__PURE__*/ import_react.createElement("span", {
			className: "recharts-legend-item-text",
			style: finalLabelStyle
		}, finalValue));
	});
}
/**
* This component is by default rendered inside the {@link Legend} component. You would not use it directly.
*
* You can use this component to customize the content of the legend,
* or you can provide your own completely independent content.
*/
var DefaultLegendContent = (outsideProps) => {
	var props = resolveDefaultProps(outsideProps, defaultLegendContentDefaultProps);
	var payload = props.payload, layout = props.layout, align = props.align;
	if (!payload || !payload.length) return null;
	var finalStyle = {
		padding: 0,
		margin: 0,
		textAlign: layout === "horizontal" ? align : "left"
	};
	return /*#__PURE__*/ import_react.createElement("ul", {
		className: "recharts-default-legend",
		style: finalStyle
	}, /*#__PURE__*/ import_react.createElement(Items, _extends$1({}, props, { payload })));
};
// ../../node_modules/recharts/es6/context/legendPayloadContext.js
/**
* Use this hook in Legend, or anywhere else where you want to read the current Legend items.
* @return all Legend items ready to be rendered
*/
function useLegendPayload() {
	return useAppSelector(selectLegendPayload);
}
// ../../node_modules/recharts/es6/state/selectors/selectLegendArea.js
var selectLegendArea = createSelector([
	selectChartWidth,
	selectChartHeight,
	selectMargin
], (chartWidth, chartHeight, margin) => {
	return {
		x: margin.left || 0,
		y: margin.top || 0,
		width: Math.max(chartWidth - (margin.left || 0) - (margin.right || 0), 0),
		height: Math.max(chartHeight - (margin.top || 0) - (margin.bottom || 0), 0)
	};
});
// ../../node_modules/recharts/es6/cartesian/cartesianPositionToCSSTranslate.js
/**
* CalculatedCartesianPosition returns horizontalAnchor and verticalAnchor
* which work directly with an SVG text element
* but for use in HTML context we have to translate them into CSS transform(translate)
* so this is what this function is doing.
*
* horizontalPosition is type: type TextAnchor = 'start' | 'middle' | 'end' | 'inherit'
* verticalPosition is type: type TextVerticalAnchor = 'start' | 'middle' | 'end'
*
* @param horizontalPosition as returned from {@link getCartesianPosition}
* @param verticalPosition as returned from {@link getCartesianPosition}
* @return CSS transform string
*/
function cartesianPositionToCSSTranslate(horizontalPosition, verticalPosition) {
	var _verticalValues$verti;
	if (horizontalPosition === "start" && verticalPosition === "start") return "";
	var horizontalValues = {
		start: "0",
		middle: "-50%",
		end: "-100%"
	};
	var verticalValues = {
		start: "0",
		middle: "-50%",
		end: "-100%"
	};
	var x = horizontalPosition === "inherit" ? "0" : horizontalValues[horizontalPosition];
	var y = (_verticalValues$verti = verticalValues[verticalPosition]) !== null && _verticalValues$verti !== void 0 ? _verticalValues$verti : "0";
	return "translate(".concat(x, ", ").concat(y, ")");
}
// ../../node_modules/recharts/es6/component/Legend.js
var import_react_dom = /* @__PURE__ */ __toESM(require_react_dom());
var _excluded = ["contextPayload"];
function _extends() {
	return _extends = Object.assign ? Object.assign.bind() : function(n) {
		for (var e = 1; e < arguments.length; e++) {
			var t = arguments[e];
			for (var r in t) ({}).hasOwnProperty.call(t, r) && (n[r] = t[r]);
		}
		return n;
	}, _extends.apply(null, arguments);
}
function _slicedToArray(r, e) {
	return _arrayWithHoles(r) || _iterableToArrayLimit(r, e) || _unsupportedIterableToArray(r, e) || _nonIterableRest();
}
function _nonIterableRest() {
	throw new TypeError("Invalid attempt to destructure non-iterable instance.\nIn order to be iterable, non-array objects must have a [Symbol.iterator]() method.");
}
function _unsupportedIterableToArray(r, a) {
	if (r) {
		if ("string" == typeof r) return _arrayLikeToArray(r, a);
		var t = {}.toString.call(r).slice(8, -1);
		return "Object" === t && r.constructor && (t = r.constructor.name), "Map" === t || "Set" === t ? Array.from(r) : "Arguments" === t || /^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(t) ? _arrayLikeToArray(r, a) : void 0;
	}
}
function _arrayLikeToArray(r, a) {
	(null == a || a > r.length) && (a = r.length);
	for (var e = 0, n = Array(a); e < a; e++) n[e] = r[e];
	return n;
}
function _iterableToArrayLimit(r, l) {
	var t = null == r ? null : "undefined" != typeof Symbol && r[Symbol.iterator] || r["@@iterator"];
	if (null != t) {
		var e, n, i, u, a = [], f = !0, o = !1;
		try {
			if (i = (t = t.call(r)).next, 0 === l) {
				if (Object(t) !== t) return;
				f = !1;
			} else for (; !(f = (e = i.call(t)).done) && (a.push(e.value), a.length !== l); f = !0);
		} catch (r) {
			o = !0, n = r;
		} finally {
			try {
				if (!f && null != t.return && (u = t.return(), Object(u) !== u)) return;
			} finally {
				if (o) throw n;
			}
		}
		return a;
	}
}
function _arrayWithHoles(r) {
	if (Array.isArray(r)) return r;
}
function ownKeys(e, r) {
	var t = Object.keys(e);
	if (Object.getOwnPropertySymbols) {
		var o = Object.getOwnPropertySymbols(e);
		r && (o = o.filter(function(r) {
			return Object.getOwnPropertyDescriptor(e, r).enumerable;
		})), t.push.apply(t, o);
	}
	return t;
}
function _objectSpread(e) {
	for (var r = 1; r < arguments.length; r++) {
		var t = null != arguments[r] ? arguments[r] : {};
		r % 2 ? ownKeys(Object(t), !0).forEach(function(r) {
			_defineProperty(e, r, t[r]);
		}) : Object.getOwnPropertyDescriptors ? Object.defineProperties(e, Object.getOwnPropertyDescriptors(t)) : ownKeys(Object(t)).forEach(function(r) {
			Object.defineProperty(e, r, Object.getOwnPropertyDescriptor(t, r));
		});
	}
	return e;
}
function _defineProperty(e, r, t) {
	return (r = _toPropertyKey(r)) in e ? Object.defineProperty(e, r, {
		value: t,
		enumerable: !0,
		configurable: !0,
		writable: !0
	}) : e[r] = t, e;
}
function _toPropertyKey(t) {
	var i = _toPrimitive(t, "string");
	return "symbol" == typeof i ? i : i + "";
}
function _toPrimitive(t, r) {
	if ("object" != typeof t || !t) return t;
	var e = t[Symbol.toPrimitive];
	if (void 0 !== e) {
		var i = e.call(t, r || "default");
		if ("object" != typeof i) return i;
		throw new TypeError("@@toPrimitive must return a primitive value.");
	}
	return ("string" === r ? String : Number)(t);
}
function _objectWithoutProperties(e, t) {
	if (null == e) return {};
	var o, r, i = _objectWithoutPropertiesLoose(e, t);
	if (Object.getOwnPropertySymbols) {
		var n = Object.getOwnPropertySymbols(e);
		for (r = 0; r < n.length; r++) o = n[r], -1 === t.indexOf(o) && {}.propertyIsEnumerable.call(e, o) && (i[o] = e[o]);
	}
	return i;
}
function _objectWithoutPropertiesLoose(r, e) {
	if (null == r) return {};
	var t = {};
	for (var n in r) if ({}.hasOwnProperty.call(r, n)) {
		if (-1 !== e.indexOf(n)) continue;
		t[n] = r[n];
	}
	return t;
}
function defaultUniqBy(entry) {
	return entry.value;
}
function LegendContent(props) {
	var contextPayload = props.contextPayload, otherProps = _objectWithoutProperties(props, _excluded);
	var finalPayload = getUniqPayload(contextPayload, props.payloadUniqBy, defaultUniqBy);
	var contentProps = _objectSpread(_objectSpread({}, otherProps), {}, { payload: finalPayload });
	if (/*#__PURE__*/ import_react.isValidElement(props.content)) return /*#__PURE__*/ import_react.cloneElement(props.content, contentProps);
	if (typeof props.content === "function") return /*#__PURE__*/ import_react.createElement(props.content, contentProps);
	return /*#__PURE__*/ import_react.createElement(DefaultLegendContent, contentProps);
}
function getLayoutForPosition(position) {
	if (position === "left" || position === "right" || position === "insideLeft" || position === "insideRight") return "vertical";
	return "horizontal";
}
function selectPositionViewBox(state, position) {
	if (position == null) return null;
	return isOutsidePosition(position) ? selectLegendArea(state) : selectChartViewBox(state);
}
function getOutsidePositionOffset(position, offset, box) {
	if (position === "top") return { top: box.height + offset };
	if (position === "bottom") return { top: -box.height - offset };
	if (position === "left") return { left: box.width + offset };
	if (position === "right") return { left: -box.width - offset };
	return {};
}
function getDefaultPosition(style, props, margin, chartWidth, chartHeight, box) {
	var layout = props.layout, align = props.align, verticalAlign = props.verticalAlign;
	var hPos, vPos;
	if (!style || (style.left === void 0 || style.left === null) && (style.right === void 0 || style.right === null)) {
		if (align === "center" && layout === "vertical") hPos = { left: ((chartWidth || 0) - box.width) / 2 };
		else hPos = align === "right" ? { right: margin && margin.right || 0 } : { left: margin && margin.left || 0 };
	}
	if (!style || (style.top === void 0 || style.top === null) && (style.bottom === void 0 || style.bottom === null)) {
		if (verticalAlign === "middle") vPos = { top: ((chartHeight || 0) - box.height) / 2 };
		else vPos = verticalAlign === "bottom" ? { bottom: margin && margin.bottom || 0 } : { top: margin && margin.top || 0 };
	}
	return _objectSpread(_objectSpread({}, hPos), vPos);
}
function LegendSettingsDispatcher(_ref) {
	var align = _ref.align, layout = _ref.layout, verticalAlign = _ref.verticalAlign, itemSorter = _ref.itemSorter, position = _ref.position, offset = _ref.offset;
	var dispatch = useAppDispatch();
	(0, import_react.useLayoutEffect)(() => {
		dispatch(setLegendSettings({
			align,
			layout,
			verticalAlign,
			itemSorter,
			position,
			offset
		}));
	}, [
		dispatch,
		align,
		layout,
		verticalAlign,
		itemSorter,
		position,
		offset
	]);
	return null;
}
function LegendSizeDispatcher(_ref2) {
	var width = _ref2.width, height = _ref2.height;
	var dispatch = useAppDispatch();
	(0, import_react.useLayoutEffect)(() => {
		dispatch(setLegendSize({
			width,
			height
		}));
	}, [
		dispatch,
		width,
		height
	]);
	(0, import_react.useLayoutEffect)(() => {
		return () => {
			dispatch(setLegendSize({
				width: 0,
				height: 0
			}));
		};
	}, [dispatch]);
	return null;
}
function getWidthOrHeight(layout, height, width, maxWidth) {
	if (layout === "vertical" && height != null) return { height };
	if (layout === "horizontal") return { width: width || maxWidth };
	return null;
}
var legendDefaultProps = {
	align: "center",
	iconSize: 14,
	inactiveColor: "#ccc",
	itemSorter: "value",
	labelStyle: {},
	layout: "auto",
	verticalAlign: "bottom",
	offset: 0
};
/**
* @consumes CartesianChartContext
* @consumes PolarChartContext
*/
function LegendImpl(outsideProps) {
	var _props$offset, _props$offset2, _positionViewBox$widt, _positionViewBox$widt2, _positionViewBox$heig, _positionViewBox$heig2, _outsidePositionOffse, _outsidePositionOffse2;
	var props = resolveDefaultProps(outsideProps, legendDefaultProps);
	var layout = outsideProps.layout && outsideProps.layout !== "auto" ? outsideProps.layout : getLayoutForPosition(props.position);
	var contextPayload = useLegendPayload();
	var legendPortalFromContext = useLegendPortal();
	var margin = useMargin();
	var positionViewBox = useAppSelector((state) => selectPositionViewBox(state, props.position));
	var widthFromProps = props.width, heightFromProps = props.height, wrapperStyle = props.wrapperStyle, portalFromProps = props.portal;
	var shouldReportDimensions = portalFromProps == null && (props.position == null || isOutsidePosition(props.position));
	var _useElementOffset2 = _slicedToArray(useElementOffset([contextPayload]), 2), lastBoundingBox = _useElementOffset2[0], updateBoundingBox = _useElementOffset2[1];
	var chartWidth = useChartWidth();
	var chartHeight = useChartHeight();
	if (chartWidth == null || chartHeight == null || props.position != null && positionViewBox == null) return null;
	var widthOrHeight = getWidthOrHeight(layout, heightFromProps, widthFromProps, chartWidth - ((margin === null || margin === void 0 ? void 0 : margin.left) || 0) - ((margin === null || margin === void 0 ? void 0 : margin.right) || 0));
	var positionResult = props.position == null ? null : getCartesianPosition({
		viewBox: positionViewBox !== null && positionViewBox !== void 0 ? positionViewBox : {
			x: 0,
			y: 0,
			width: chartWidth,
			height: chartHeight
		},
		position: props.position,
		offset: (_props$offset = props.offset) !== null && _props$offset !== void 0 ? _props$offset : 0
	});
	var outsidePositionOffset = getOutsidePositionOffset(props.position, (_props$offset2 = props.offset) !== null && _props$offset2 !== void 0 ? _props$offset2 : 0, lastBoundingBox);
	var positionMaxWidth = layout === "vertical" ? ((_positionViewBox$widt = positionViewBox === null || positionViewBox === void 0 ? void 0 : positionViewBox.width) !== null && _positionViewBox$widt !== void 0 ? _positionViewBox$widt : 0) / 2 : (_positionViewBox$widt2 = positionViewBox === null || positionViewBox === void 0 ? void 0 : positionViewBox.width) !== null && _positionViewBox$widt2 !== void 0 ? _positionViewBox$widt2 : 0;
	var positionMaxHeight = layout === "horizontal" ? ((_positionViewBox$heig = positionViewBox === null || positionViewBox === void 0 ? void 0 : positionViewBox.height) !== null && _positionViewBox$heig !== void 0 ? _positionViewBox$heig : 0) / 2 : (_positionViewBox$heig2 = positionViewBox === null || positionViewBox === void 0 ? void 0 : positionViewBox.height) !== null && _positionViewBox$heig2 !== void 0 ? _positionViewBox$heig2 : 0;
	var positionStyle = positionResult ? {
		width: "max-content",
		height: "max-content",
		maxWidth: positionMaxWidth,
		maxHeight: positionMaxHeight,
		overflowY: "auto",
		top: positionResult.y + ((_outsidePositionOffse = outsidePositionOffset.top) !== null && _outsidePositionOffse !== void 0 ? _outsidePositionOffse : 0),
		left: positionResult.x + ((_outsidePositionOffse2 = outsidePositionOffset.left) !== null && _outsidePositionOffse2 !== void 0 ? _outsidePositionOffse2 : 0),
		transform: cartesianPositionToCSSTranslate(positionResult.horizontalAnchor, positionResult.verticalAnchor)
	} : getDefaultPosition(wrapperStyle, props, margin, chartWidth, chartHeight, lastBoundingBox);
	var outerStyle = portalFromProps ? wrapperStyle : _objectSpread(_objectSpread({
		position: "absolute",
		width: (widthOrHeight === null || widthOrHeight === void 0 ? void 0 : widthOrHeight.width) || widthFromProps || "auto",
		height: (widthOrHeight === null || widthOrHeight === void 0 ? void 0 : widthOrHeight.height) || heightFromProps || "auto"
	}, positionStyle), wrapperStyle);
	var legendPortal = portalFromProps !== null && portalFromProps !== void 0 ? portalFromProps : legendPortalFromContext;
	if (legendPortal == null || contextPayload == null) return null;
	var legendElement = /*#__PURE__*/ import_react.createElement("div", {
		className: "recharts-legend-wrapper",
		style: outerStyle,
		ref: updateBoundingBox
	}, /*#__PURE__*/ import_react.createElement(LegendSettingsDispatcher, {
		layout,
		align: props.align,
		verticalAlign: props.verticalAlign,
		itemSorter: props.itemSorter,
		position: props.position,
		offset: props.offset
	}), shouldReportDimensions && /*#__PURE__*/ import_react.createElement(LegendSizeDispatcher, lastBoundingBox), /*#__PURE__*/ import_react.createElement(LegendContent, _extends({}, props, { layout }, widthOrHeight, {
		margin,
		chartWidth,
		chartHeight,
		contextPayload
	})));
	return /*#__PURE__*/ (0, import_react_dom.createPortal)(legendElement, legendPortal);
}
var Legend = /*#__PURE__*/ import_react.memo(LegendImpl, propsAreEqual);
Legend.displayName = "Legend";
// src/features/admin-dashboard/components/dashboard-charts.tsx
var import_jsx_runtime = require_jsx_runtime();
var shortDay = new Intl.DateTimeFormat("es-CO", {
	day: "numeric",
	month: "short",
	timeZone: "UTC"
});
/** "11 may": a week's Monday, a calendar date read in UTC. */
var weekLabel = (weekStart) => shortDay.format(/* @__PURE__ */ new Date(`${weekStart}T00:00:00Z`));
var count = (value) => formatNumber(Number(value));
var INITIAL_SIZE = {
	width: 600,
	height: 280
};
var tick = (color) => ({
	fill: color,
	fontSize: 12
});
/** Active learners per ISO week of the period. */
function WeeklyActivityChart({ weeks }) {
	const theme = useTheme();
	const busiest = weeks.reduce((best, week) => best === null || week.activeLearners > best.activeLearners ? week : best, null);
	const total = weeks.length;
	const summary = busiest === null || busiest.activeLearners === 0 ? `Gráfico de barras de ${formatNumber(total)} semanas sin aprendices activos.` : `Gráfico de barras de ${formatNumber(total)} semanas: la de más actividad fue la del ${formatCalendarDay(busiest.weekStart)}, con ${formatNumber(busiest.activeLearners)} aprendices activos.`;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChartFigure, {
		title: "Actividad semanal",
		summary,
		table: {
			columns: ["Semana del", "Aprendices activos"],
			rows: weeks.map((w) => [formatCalendarDay(w.weekStart), formatNumber(w.activeLearners)])
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ResponsiveContainer, {
			width: "100%",
			height: "100%",
			initialDimension: INITIAL_SIZE,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(BarChart, {
				data: weeks.map((w) => ({
					...w,
					label: weekLabel(w.weekStart)
				})),
				accessibilityLayer: false,
				margin: {
					top: 8,
					right: 16,
					bottom: 8,
					left: 0
				},
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CartesianGrid, { strokeDasharray: "3 3" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(XAxis, {
						dataKey: "label",
						tick: tick(theme.palette.text.secondary)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(YAxis, {
						allowDecimals: false,
						tickFormatter: count,
						tick: tick(theme.palette.text.secondary),
						width: 48
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tooltip, { formatter: (value) => [count(value), "Aprendices activos"] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Bar, {
						dataKey: "activeLearners",
						fill: theme.palette.primary.main,
						isAnimationActive: false
					})
				]
			})
		})
	});
}
/** Final tests passed in the period, per route. */
function CompletionsByRouteChart({ routes }) {
	const theme = useTheme();
	const total = routes.reduce((sum, r) => sum + r.completions, 0);
	const top = routes[0];
	const summary = top === void 0 || total === 0 ? "Gráfico de barras: ninguna ruta completada en el periodo." : `Gráfico de barras de ${formatNumber(routes.length)} rutas con ${formatNumber(total)} rutas completadas en total; la primera es «${top.title}», con ${formatNumber(top.completions)}.`;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChartFigure, {
		title: "Rutas completadas por ruta",
		summary,
		table: {
			columns: ["Ruta", "Evaluaciones finales aprobadas"],
			rows: routes.map((r) => [r.title, formatNumber(r.completions)])
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ResponsiveContainer, {
			width: "100%",
			height: "100%",
			initialDimension: INITIAL_SIZE,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(BarChart, {
				data: routes,
				layout: "vertical",
				accessibilityLayer: false,
				margin: {
					top: 8,
					right: 16,
					bottom: 8,
					left: 8
				},
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CartesianGrid, { strokeDasharray: "3 3" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(XAxis, {
						type: "number",
						allowDecimals: false,
						tickFormatter: count,
						tick: tick(theme.palette.text.secondary)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(YAxis, {
						type: "category",
						dataKey: "title",
						width: 160,
						tick: tick(theme.palette.text.secondary),
						tickFormatter: (title) => title.length > 24 ? `${title.slice(0, 23)}…` : title
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tooltip, { formatter: (value) => [count(value), "Completadas"] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Bar, {
						dataKey: "completions",
						fill: theme.palette.secondary.main,
						isAnimationActive: false
					})
				]
			})
		})
	});
}
/** The statuses in the order the bars stack them: done first, then what is still owed. */
var COMPLIANCE_ORDER = [
	"completed_on_time",
	"completed_late",
	"in_progress",
	"assigned",
	"overdue",
	"expired"
];
var share = (part, total) => total === 0 ? 0 : part / total * 100;
/** The training plans' standing today, per company: each status as a share of the covered person-route pairs. */
function ComplianceByCompanyChart({ companies }) {
	const theme = useTheme();
	const colors = {
		completed_on_time: theme.palette.success.main,
		completed_late: theme.palette.info.main,
		in_progress: theme.palette.primary.light,
		assigned: theme.palette.grey[500],
		overdue: theme.palette.warning.dark,
		expired: theme.palette.error.main
	};
	const total = companies.reduce((sum, c) => sum + c.total, 0);
	const overall = (status) => formatPercent(share(companies.reduce((sum, c) => sum + c.counts[status], 0), total));
	const summary = total === 0 ? "Gráfico de barras: ningún plan de capacitación cubre a personas de una empresa." : `Gráfico de barras apiladas de ${formatNumber(companies.length)} ${companies.length === 1 ? "empresa" : "empresas"} con ${formatNumber(total)} asignaciones de persona y ruta: ${overall("completed_on_time")} completadas a tiempo, ${overall("completed_late")} completadas tarde, ${overall("overdue")} atrasadas y ${overall("expired")} con certificado vencido.`;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChartFigure, {
		title: "Cumplimiento por empresa",
		summary,
		table: {
			columns: [
				"Empresa",
				"Asignaciones",
				...COMPLIANCE_ORDER.map((status) => complianceStatusLabels[status])
			],
			rows: companies.map((c) => [
				c.companyName,
				formatNumber(c.total),
				...COMPLIANCE_ORDER.map((status) => `${formatNumber(c.counts[status])} (${formatPercent(share(c.counts[status], c.total))})`)
			])
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ResponsiveContainer, {
			width: "100%",
			height: "100%",
			initialDimension: INITIAL_SIZE,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(BarChart, {
				data: companies.map((c) => ({
					name: c.companyName,
					...Object.fromEntries(COMPLIANCE_ORDER.map((status) => [status, share(c.counts[status], c.total)]))
				})),
				layout: "vertical",
				accessibilityLayer: false,
				margin: {
					top: 8,
					right: 16,
					bottom: 8,
					left: 8
				},
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CartesianGrid, { strokeDasharray: "3 3" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(XAxis, {
						type: "number",
						domain: [0, 100],
						tickFormatter: (value) => formatPercent(value),
						tick: tick(theme.palette.text.secondary)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(YAxis, {
						type: "category",
						dataKey: "name",
						width: 160,
						tick: tick(theme.palette.text.secondary),
						tickFormatter: (name) => name.length > 24 ? `${name.slice(0, 23)}…` : name
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tooltip, { formatter: (value, name) => [formatPercent(Number(value)), name] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Legend, { formatter: (value) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						style: { color: theme.palette.text.primary },
						children: value
					}) }),
					COMPLIANCE_ORDER.map((status) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Bar, {
						dataKey: status,
						name: complianceStatusLabels[status],
						stackId: "compliance",
						fill: colors[status],
						isAnimationActive: false
					}, status))
				]
			})
		})
	});
}
/** The charts two by two from tablets up; the default export is what the page loads lazily. */
function DashboardCharts({ dashboard }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "grid",
			gap: 2,
			gridTemplateColumns: {
				xs: "1fr",
				lg: "repeat(2, 1fr)"
			}
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(WeeklyActivityChart, { weeks: dashboard.weeklyActivity }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CompletionsByRouteChart, { routes: dashboard.completionsByRoute }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ComplianceByCompanyChart, { companies: dashboard.complianceByCompany })
		]
	});
}
export { CompletionsByRouteChart, ComplianceByCompanyChart, WeeklyActivityChart, DashboardCharts as default };
