import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
import { A as chainPropTypes, E as useEventCallback, G as capitalize_default, K as composeClasses, M as useDefaultProps, N as styled, T as memoTheme, U as applyInsetFocusVisible, Z as useEnhancedEffect, et as generateUtilityClasses, i as integerPropType, nt as clsx, q as useId, tt as generateUtilityClass, vt as require_prop_types } from "./Box-BAyYeHPm.js";
import { t as contains } from "./contains-BxDOBM4_.js";
import { b as setRef } from "./Menu-Z0mAVMOx.js";
import { n as useControlled } from "./useControlled-hVbYCOrr.js";
import { t as Popper } from "./Popper-P3L4pZtD.js";
import { E as Paper } from "../entry-server.js";
import { i as IconButton, n as Close_default, r as useSlot } from "./Alert-Xs0Ucjpv.js";
import { t as Chip } from "./Chip-C9XsaV41.js";
import { c as filledInputClasses, o as outlinedInputClasses, r as ArrowDropDown_default, s as inputClasses } from "./TextField-BMkRww_p.js";
import { o as inputBaseClasses } from "./InputBase-JkwUl-WV.js";
// ../../node_modules/@mui/material/Autocomplete/autocompleteClasses.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var import_prop_types = /* @__PURE__ */ __toESM(require_prop_types(), 1);
function getAutocompleteUtilityClass(slot) {
	return generateUtilityClass("MuiAutocomplete", slot);
}
var autocompleteClasses = generateUtilityClasses("MuiAutocomplete", [
	"root",
	"expanded",
	"fullWidth",
	"focused",
	"focusVisible",
	"tag",
	"tagSizeSmall",
	"tagSizeMedium",
	"hasPopupIcon",
	"hasClearIcon",
	"inputRoot",
	"input",
	"inputFocused",
	"endAdornment",
	"clearIndicator",
	"popupIndicator",
	"popupIndicatorOpen",
	"popper",
	"popperDisablePortal",
	"paper",
	"listbox",
	"loading",
	"noOptions",
	"status",
	"option",
	"groupLabel",
	"groupUl"
]);
// ../../node_modules/@mui/utils/useForcedRerendering/useForcedRerendering.mjs
/**
* Copied from @base-ui/utils
*
* Returns a function that forces a rerender.
*/
function useForcedRerendering() {
	const [, setState] = import_react.useState({});
	return import_react.useCallback(() => {
		setState({});
	}, []);
}
// ../../node_modules/@mui/utils/usePreviousProps/usePreviousProps.mjs
function usePreviousProps(value) {
	const ref = import_react.useRef({});
	import_react.useEffect(() => {
		ref.current = value;
	});
	return ref.current;
}
// ../../node_modules/@mui/material/useAutocomplete/utils/validateOptionValues.mjs
/**
* Validates the option values returned by the `getOptionValue` method of `useAutocomplete`.
* Ensures that each option has a unique and valid value, and reports errors for duplicates or invalid types.
*/
function validateOptionValues({ options, freeSolo, getOptionValueProp, duplicatedErrorMessages }) {
	if (!getOptionValueProp) return;
	const seenOptionValues = /* @__PURE__ */ new Set();
	for (const option of options) {
		const value = getOptionValueProp(option);
		validateOptionValue(value, freeSolo, duplicatedErrorMessages);
		if (freeSolo && typeof value === "string") continue;
		if (seenOptionValues.has(value)) tryShowErrorMessage(`MUI: The \`getOptionValue\` method of useAutocomplete returned the duplicate value ${getOptionValueDescription(value)} for multiple options.\nuseAutocomplete uses these values to identify options. Change \`getOptionValue\` or the options so that every option has a unique value.`, duplicatedErrorMessages);
		seenOptionValues.add(value);
	}
}
function validateOptionValue(value, freeSolo, duplicatedErrorMessages) {
	if (freeSolo && typeof value === "string") {
		tryShowErrorMessage(`MUI: The \`getOptionValue\` method of useAutocomplete returned the string value ${getOptionValueDescription(value)} while \`freeSolo\` is enabled.\nuseAutocomplete cannot distinguish string option values from free-solo values. Return a number or boolean from \`getOptionValue\`, or disable \`freeSolo\`.`, duplicatedErrorMessages);
		return;
	}
	if (!isValidOptionValue(value)) tryShowErrorMessage(`MUI: The \`getOptionValue\` method of useAutocomplete returned ${value === null || Number.isNaN(value) ? getOptionValueDescription(value) : `a value of type ${typeof value}`}, which is not a valid option value.\nuseAutocomplete uses this value to identify and match options. Return a unique string, number, or boolean for every option.`, duplicatedErrorMessages);
}
function isValidOptionValue(value) {
	const valueType = typeof value;
	return (valueType === "string" || valueType === "number" || valueType === "boolean") && !Number.isNaN(value);
}
function getOptionValueDescription(value) {
	if (typeof value === "string") return JSON.stringify(value);
	return String(value);
}
function tryShowErrorMessage(message, duplicatedErrorMessages) {
	if (duplicatedErrorMessages.has(message)) return;
	console.error(message);
	duplicatedErrorMessages.add(message);
}
// ../../node_modules/@mui/material/useAutocomplete/utils/useOptionValue.mjs
var defaultGetOptionValue = (option) => option;
var defaultResolveFromOptions = (option) => ({ option });
/**
* Maps and matches Autocomplete values using cached option lookups and custom equality when supplied.
* Current options take precedence over retained selections created by `filterOptions`.
*
* Call `rememberSelectedOption` before resetting the input or publishing an option selection.
* Retained options survive popup closure and are discarded once no longer selected.
* Matches wrap the original option or free-solo string; unresolved mapped values return `null`.
*/
function useOptionValue({ options, getOptionValue: getOptionValueProp, isOptionEqualToValue: isOptionEqualToValueProp, freeSolo, multiple, value }) {
	const getOptionValue = getOptionValueProp ?? defaultGetOptionValue;
	const hasOptionValueMapping = getOptionValueProp !== void 0;
	const reportedErrorMessages = import_react.useMemo(() => /* @__PURE__ */ new Set(), []);
	if (process.env.NODE_ENV !== "production") import_react.useEffect(() => {
		validateOptionValues({
			options,
			freeSolo,
			getOptionValueProp,
			duplicatedErrorMessages: reportedErrorMessages
		});
	}, [
		options,
		freeSolo,
		getOptionValueProp,
		reportedErrorMessages
	]);
	const isOptionEqualToValue = import_react.useCallback((option, value) => {
		if (getOptionValueProp !== void 0 && freeSolo && typeof value === "string") return false;
		if (isOptionEqualToValueProp) return isOptionEqualToValueProp(option, value);
		return getOptionValue(option) === value;
	}, [
		freeSolo,
		getOptionValue,
		getOptionValueProp,
		isOptionEqualToValueProp
	]);
	const optionValueMap = import_react.useMemo(() => {
		if (getOptionValueProp === void 0 || isOptionEqualToValueProp) return null;
		return new Map(options.map((option) => [getOptionValueProp(option), option]));
	}, [
		getOptionValueProp,
		isOptionEqualToValueProp,
		options
	]);
	const resolveFromOptions = import_react.useMemo(() => {
		if (!hasOptionValueMapping) return defaultResolveFromOptions;
		if (isOptionEqualToValueProp) {
			const resolvedOptions = /* @__PURE__ */ new Map();
			return (value) => {
				if (freeSolo && typeof value === "string") return { option: value };
				if (!resolvedOptions.has(value)) {
					const index = options.findIndex((option) => isOptionEqualToValueProp(option, value));
					resolvedOptions.set(value, index === -1 ? null : { option: options[index] });
				}
				return resolvedOptions.get(value);
			};
		}
		return (value) => {
			if (freeSolo && typeof value === "string") return { option: value };
			return optionValueMap.has(value) ? { option: optionValueMap.get(value) } : null;
		};
	}, [
		freeSolo,
		hasOptionValueMapping,
		isOptionEqualToValueProp,
		optionValueMap,
		options
	]);
	const selectedGeneratedOptionsRef = import_react.useRef([]);
	const getOptionFromValue = import_react.useCallback((value) => {
		const resolved = resolveFromOptions(value);
		if (resolved !== null) return resolved;
		const index = selectedGeneratedOptionsRef.current.findIndex((selectedOption) => isOptionEqualToValue(selectedOption, value));
		return index === -1 ? null : { option: selectedGeneratedOptionsRef.current[index] };
	}, [resolveFromOptions, isOptionEqualToValue]);
	const selectedValues = import_react.useMemo(() => {
		if (multiple) return value;
		if (value != null) return [value];
		return [];
	}, [multiple, value]);
	const selectedValuesSet = import_react.useMemo(() => {
		if (isOptionEqualToValueProp || selectedValues.length === 0) return null;
		return new Set(hasOptionValueMapping && freeSolo ? selectedValues.filter((selectedValue) => typeof selectedValue !== "string") : selectedValues);
	}, [
		freeSolo,
		hasOptionValueMapping,
		isOptionEqualToValueProp,
		selectedValues
	]);
	const isOptionSelected = import_react.useCallback((option) => {
		if (selectedValuesSet) return selectedValuesSet.has(getOptionValue(option));
		return selectedValues.some((value2) => value2 != null && isOptionEqualToValue(option, value2));
	}, [
		getOptionValue,
		isOptionEqualToValue,
		selectedValues,
		selectedValuesSet
	]);
	import_react.useEffect(() => {
		if (selectedGeneratedOptionsRef.current.length > 0) selectedGeneratedOptionsRef.current = hasOptionValueMapping ? selectedGeneratedOptionsRef.current.filter(isOptionSelected) : [];
	});
	return {
		getOptionValue,
		isOptionEqualToValue,
		isOptionSelected,
		getOptionFromValue,
		rememberSelectedOption: import_react.useCallback((option, optionValue) => {
			if (process.env.NODE_ENV !== "production") {
				if (hasOptionValueMapping) validateOptionValue(optionValue, freeSolo, reportedErrorMessages);
			}
			if (!hasOptionValueMapping || resolveFromOptions(optionValue) !== null) return;
			selectedGeneratedOptionsRef.current = [...selectedGeneratedOptionsRef.current.filter((selectedOption) => isOptionSelected(selectedOption) && !isOptionEqualToValue(selectedOption, optionValue)), option];
		}, [
			hasOptionValueMapping,
			resolveFromOptions,
			isOptionSelected,
			isOptionEqualToValue,
			freeSolo,
			reportedErrorMessages
		])
	};
}
// ../../node_modules/@mui/material/useAutocomplete/useAutocomplete.mjs
function areArraysSame({ array1, array2, parser = (value) => value }) {
	return array1 && array2 && array1.length === array2.length && array1.every((prevOption, index) => parser(prevOption) === parser(array2[index]));
}
function stripDiacritics(string) {
	return string.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
}
function createFilterOptions(config = {}) {
	const { ignoreAccents = true, ignoreCase = true, limit, matchFrom = "any", stringify, trim = false } = config;
	return (options, { inputValue, getOptionLabel }) => {
		let input = trim ? inputValue.trim() : inputValue;
		if (ignoreCase) input = input.toLowerCase();
		if (ignoreAccents) input = stripDiacritics(input);
		const filteredOptions = !input ? options : [];
		if (input) {
			const maxResults = Number.isInteger(limit) && limit > 0 ? limit : Infinity;
			options.some((option) => {
				let candidate = (stringify || getOptionLabel)(option);
				if (ignoreCase) candidate = candidate.toLowerCase();
				if (ignoreAccents) candidate = stripDiacritics(candidate);
				if (matchFrom === "start" ? candidate.startsWith(input) : candidate.includes(input)) filteredOptions.push(option);
				return filteredOptions.length >= maxResults;
			});
		}
		return typeof limit === "number" ? filteredOptions.slice(0, limit) : filteredOptions;
	};
}
var defaultFilterOptions = createFilterOptions();
var pageSize = 5;
var defaultIsActiveElementInListbox = (listboxRef) => listboxRef.current !== null && contains(listboxRef.current.parentElement, document.activeElement);
var defaultGetOptionLabel = (option) => option.label ?? option;
var MULTIPLE_DEFAULT_VALUE = [];
function getInputValue(value, multiple, getOptionLabel, renderValue, getOptionFromValue) {
	if (multiple || value == null || renderValue) return "";
	const resolved = getOptionFromValue(value);
	if (resolved === null) return "";
	const optionLabel = getOptionLabel(resolved.option);
	return typeof optionLabel === "string" ? optionLabel : "";
}
function useAutocomplete(props) {
	const { unstable_isActiveElementInListbox = defaultIsActiveElementInListbox, unstable_classNamePrefix = "Mui", autoComplete = false, autoHighlight = false, autoSelect = false, blurOnSelect = false, clearOnBlur = !props.freeSolo, clearOnEscape = false, componentName = "useAutocomplete", defaultValue = props.multiple ? MULTIPLE_DEFAULT_VALUE : null, disableClearable = false, disableCloseOnSelect = false, disabled: disabledProp, disabledItemsFocusable = false, disableListWrap = false, filterOptions = defaultFilterOptions, filterSelectedOptions = false, freeSolo = false, getOptionDisabled, getOptionKey, getOptionLabel: getOptionLabelProp = defaultGetOptionLabel, getOptionValue: getOptionValueProp, groupBy, handleHomeEndKeys = !props.freeSolo, id: idProp, includeInputInList = false, inputValue: inputValueProp, isOptionEqualToValue: isOptionEqualToValueProp, multiple = false, onChange, onClose, onHighlightChange, onInputChange, onOpen, open: openProp, openOnFocus = false, options, readOnly = false, renderValue, resetHighlightOnMouseLeave = false, selectOnFocus = !props.freeSolo, value: valueProp } = props;
	const [value, setValueState] = useControlled({
		controlled: valueProp,
		default: defaultValue,
		name: componentName
	});
	const { getOptionValue, isOptionEqualToValue, isOptionSelected, getOptionFromValue, rememberSelectedOption } = useOptionValue({
		options,
		getOptionValue: getOptionValueProp,
		isOptionEqualToValue: isOptionEqualToValueProp,
		freeSolo,
		multiple,
		value
	});
	const id = useId(idProp);
	let getOptionLabel = getOptionLabelProp;
	getOptionLabel = (option) => {
		const optionLabel = getOptionLabelProp(option);
		if (typeof optionLabel !== "string") {
			if (process.env.NODE_ENV !== "production") {
				const erroneousReturn = optionLabel === void 0 ? "undefined" : `${typeof optionLabel} (${optionLabel})`;
				console.error(`MUI: The \`getOptionLabel\` method of ${componentName} returned ${erroneousReturn} instead of a string for ${JSON.stringify(option)}.`);
			}
			return String(optionLabel);
		}
		return optionLabel;
	};
	const ignoreFocus = import_react.useRef(false);
	const firstFocus = import_react.useRef(true);
	const inputRef = import_react.useRef(null);
	const inputValueEditedRef = import_react.useRef(false);
	const listboxRef = import_react.useRef(null);
	const ignoreNextBackspaceRef = import_react.useRef(false);
	const windowLostFocus = import_react.useRef(false);
	const [anchorEl, setAnchorEl] = import_react.useState(null);
	const [focusedItem, setFocusedItem] = import_react.useState(-1);
	const defaultHighlighted = autoHighlight ? 0 : -1;
	const highlightedIndexRef = import_react.useRef(defaultHighlighted);
	/** @type {React.RefObject<AutocompleteHighlightChangeReason | null>} */
	const highlightReasonRef = import_react.useRef(null);
	const touchScrolledRef = import_react.useRef(false);
	const isTouchRef = import_react.useRef(false);
	const [initialInputValue] = import_react.useState(() => getInputValue(defaultValue ?? valueProp, multiple, getOptionLabel, void 0, getOptionFromValue));
	const [inputValue, setInputValueState] = useControlled({
		controlled: inputValueProp,
		default: initialInputValue,
		name: componentName,
		state: "inputValue"
	});
	const [focused, setFocused] = import_react.useState(false);
	const resetInputValue = import_react.useCallback((event, newValue, reason) => {
		if (!(multiple ? value.length < newValue.length : newValue !== null) && !clearOnBlur && !(reason === "reset" && freeSolo && !multiple && newValue === null)) return;
		const newInputValue = getInputValue(newValue, multiple, getOptionLabel, renderValue, getOptionFromValue);
		inputValueEditedRef.current = false;
		if (inputValue === newInputValue) return;
		setInputValueState(newInputValue);
		if (onInputChange) onInputChange(event, newInputValue, reason);
	}, [
		getOptionLabel,
		inputValue,
		multiple,
		onInputChange,
		setInputValueState,
		clearOnBlur,
		freeSolo,
		getOptionFromValue,
		value,
		renderValue
	]);
	const [open, setOpenState] = useControlled({
		controlled: openProp,
		default: false,
		name: componentName,
		state: "open"
	});
	const [inputPristine, setInputPristine] = import_react.useState(true);
	const selectedOption = !multiple && value != null ? getOptionFromValue(value) : null;
	const hasSelectedOption = selectedOption !== null;
	const inputValueIsSelectedValue = selectedOption !== null && inputValue === getOptionLabel(selectedOption.option);
	const popupOpen = open && !readOnly;
	const filteredOptions = popupOpen ? filterOptions(options.filter((option) => {
		if (filterSelectedOptions && isOptionSelected(option)) return false;
		return true;
	}), {
		inputValue: inputValueIsSelectedValue && inputPristine ? "" : inputValue,
		getOptionLabel
	}) : [];
	const previousProps = usePreviousProps({
		filteredOptions,
		value,
		inputValue,
		hasSelectedOption
	});
	import_react.useEffect(() => {
		const valueChange = value !== previousProps.value;
		const shouldSyncResolvedOption = getOptionValueProp !== void 0 && previousProps.hasSelectedOption === false && hasSelectedOption && inputValue === "" && !inputValueEditedRef.current;
		if (focused && !valueChange && !shouldSyncResolvedOption) return;
		if (freeSolo && (!valueChange && !shouldSyncResolvedOption || value == null && previousProps.value === void 0)) return;
		resetInputValue(null, value, "reset");
	}, [
		value,
		resetInputValue,
		focused,
		previousProps.value,
		previousProps.hasSelectedOption,
		freeSolo,
		getOptionValueProp,
		hasSelectedOption,
		inputValue
	]);
	const listboxAvailable = open && filteredOptions.length > 0 && !readOnly;
	const focusItem = useEventCallback((itemToFocus) => {
		if (itemToFocus === -1) inputRef.current.focus();
		else anchorEl.querySelector(`[data-item-index="${itemToFocus}"]`).focus();
	});
	import_react.useEffect(() => {
		if (multiple && focusedItem > value.length - 1) {
			setFocusedItem(-1);
			focusItem(-1);
		}
	}, [
		value,
		multiple,
		focusedItem,
		focusItem
	]);
	function validOptionIndex(index, direction) {
		if (!listboxRef.current || index < 0 || index >= filteredOptions.length) return -1;
		let nextFocus = index;
		while (true) {
			const option = listboxRef.current.querySelector(`[data-option-index="${nextFocus}"]`);
			const nextFocusDisabled = disabledItemsFocusable ? false : !option || option.disabled || option.getAttribute("aria-disabled") === "true";
			if (option && option.hasAttribute("tabindex") && !nextFocusDisabled) return nextFocus;
			if (direction === "next") nextFocus = (nextFocus + 1) % filteredOptions.length;
			else nextFocus = (nextFocus - 1 + filteredOptions.length) % filteredOptions.length;
			if (nextFocus === index) return -1;
		}
	}
	const syncHighlightedIndexToDOM = useEventCallback(({ index, reason, preserveScroll = false }) => {
		if (inputRef.current == null && listboxRef.current == null) return;
		if (index === -1) inputRef.current.removeAttribute("aria-activedescendant");
		else inputRef.current.setAttribute("aria-activedescendant", `${id}-option-${index}`);
		if (!listboxRef.current) return;
		const prev = listboxRef.current.querySelector(`[role="option"].${unstable_classNamePrefix}-focused`);
		if (prev) {
			prev.classList.remove(`${unstable_classNamePrefix}-focused`);
			prev.classList.remove(`${unstable_classNamePrefix}-focusVisible`);
		}
		let listboxNode = listboxRef.current;
		if (listboxRef.current.getAttribute("role") !== "listbox") listboxNode = listboxRef.current.parentElement.querySelector("[role=\"listbox\"]");
		if (!listboxNode) return;
		if (index === -1) {
			if (!preserveScroll) listboxNode.scrollTop = 0;
			return;
		}
		const option = listboxRef.current.querySelector(`[data-option-index="${index}"]`);
		if (!option) return;
		option.classList.add(`${unstable_classNamePrefix}-focused`);
		if (reason === "keyboard") option.classList.add(`${unstable_classNamePrefix}-focusVisible`);
		if (listboxNode.scrollHeight > listboxNode.clientHeight && reason !== "mouse" && reason !== "touch") {
			const element = option;
			const scrollBottom = listboxNode.clientHeight + listboxNode.scrollTop;
			const elementBottom = element.offsetTop + element.offsetHeight;
			if (elementBottom > scrollBottom) listboxNode.scrollTop = elementBottom - listboxNode.clientHeight;
			else if (element.offsetTop - element.offsetHeight * (groupBy ? 1.3 : 0) < listboxNode.scrollTop) listboxNode.scrollTop = element.offsetTop - element.offsetHeight * (groupBy ? 1.3 : 0);
		}
	});
	const setHighlightedIndex = useEventCallback(({ event, index, reason, preserveScroll = false }) => {
		highlightedIndexRef.current = index;
		highlightReasonRef.current = reason ?? null;
		if (onHighlightChange && [
			"mouse",
			"keyboard",
			"touch"
		].includes(reason)) onHighlightChange(event, index === -1 ? null : filteredOptions[index], reason);
		syncHighlightedIndexToDOM({
			index,
			reason,
			preserveScroll
		});
	});
	const setHighlightedIndexFromSync = useEventCallback(({ index }) => {
		highlightedIndexRef.current = index;
		syncHighlightedIndexToDOM({
			index,
			reason: highlightReasonRef.current
		});
	});
	const changeHighlightedIndex = useEventCallback(({ event, diff, direction = "next", reason, preserveScroll }) => {
		if (!popupOpen) return;
		if (reason === "keyboard") {
			touchScrolledRef.current = false;
			isTouchRef.current = false;
		}
		const getNextIndex = () => {
			const maxIndex = filteredOptions.length - 1;
			if (diff === "reset") return defaultHighlighted;
			if (diff === "start") return 0;
			if (diff === "end") return maxIndex;
			const newIndex = highlightedIndexRef.current + diff;
			if (newIndex < 0) {
				if (newIndex === -1 && includeInputInList) return -1;
				if (disableListWrap && highlightedIndexRef.current !== -1 || Math.abs(diff) > 1) return 0;
				return maxIndex;
			}
			if (newIndex > maxIndex) {
				if (newIndex === maxIndex + 1 && includeInputInList) return -1;
				if (disableListWrap || Math.abs(diff) > 1) return maxIndex;
				return 0;
			}
			return newIndex;
		};
		const nextIndex = validOptionIndex(getNextIndex(), direction);
		setHighlightedIndex({
			index: nextIndex,
			reason,
			event,
			preserveScroll
		});
		if (autoComplete && diff !== "reset") {
			if (nextIndex === -1) inputRef.current.value = inputValue;
			else {
				const option = getOptionLabel(filteredOptions[nextIndex]);
				inputRef.current.value = option;
				if (option.toLowerCase().indexOf(inputValue.toLowerCase()) === 0 && inputValue.length > 0) inputRef.current.setSelectionRange(inputValue.length, option.length);
			}
		}
	});
	const filteredOptionsChanged = !areArraysSame({
		array1: previousProps.filteredOptions,
		array2: filteredOptions,
		parser: getOptionLabel
	});
	const getPreviousHighlightedOptionIndex = () => {
		const isSameValue = (value1, value2) => {
			if (value1 == null || value2 == null) return value1 === value2;
			const resolved1 = getOptionFromValue(value1);
			const resolved2 = getOptionFromValue(value2);
			if (resolved1 === null || resolved2 === null) return value1 === value2;
			return getOptionLabel(resolved1.option) === getOptionLabel(resolved2.option);
		};
		if (highlightedIndexRef.current !== -1 && !areArraysSame({
			array1: previousProps.filteredOptions,
			array2: filteredOptions,
			parser: getOptionLabel
		}) && previousProps.inputValue === inputValue && (multiple ? value.length === previousProps.value.length && previousProps.value.every((val, i) => isSameValue(value[i], val)) : isSameValue(previousProps.value, value))) {
			const previousHighlightedOption = previousProps.filteredOptions[highlightedIndexRef.current];
			if (previousHighlightedOption) return filteredOptions.findIndex((option) => {
				return getOptionLabel(option) === getOptionLabel(previousHighlightedOption);
			});
		}
		return -1;
	};
	const syncHighlightedIndex = import_react.useCallback(() => {
		if (!popupOpen) return;
		const previousHighlightedOptionIndex = getPreviousHighlightedOptionIndex();
		if (previousHighlightedOptionIndex !== -1) {
			setHighlightedIndexFromSync({ index: previousHighlightedOptionIndex });
			return;
		}
		const valueItem = multiple ? value[0] : value;
		if (filteredOptions.length === 0 || valueItem == null) {
			const isAppendOnly = filteredOptionsChanged && previousProps.inputValue === inputValue && previousProps.filteredOptions?.length > 0 && filteredOptions.length > previousProps.filteredOptions.length && previousProps.filteredOptions.every((option, index) => getOptionLabel(option) === getOptionLabel(filteredOptions[index]));
			changeHighlightedIndex({
				diff: "reset",
				preserveScroll: isAppendOnly
			});
			return;
		}
		if (!listboxRef.current) return;
		if (valueItem != null) {
			const currentOption = filteredOptions[highlightedIndexRef.current];
			if (multiple && currentOption && value.findIndex((val) => isOptionEqualToValue(currentOption, val)) !== -1 && previousProps.filteredOptions?.length > 0) {
				setHighlightedIndexFromSync({ index: highlightedIndexRef.current });
				return;
			}
			const itemIndex = filteredOptions.findIndex((optionItem) => isOptionEqualToValue(optionItem, valueItem));
			if (itemIndex === -1) changeHighlightedIndex({ diff: "reset" });
			else setHighlightedIndex({ index: itemIndex });
			return;
		}
		if (highlightedIndexRef.current >= filteredOptions.length - 1) {
			setHighlightedIndex({ index: filteredOptions.length - 1 });
			return;
		}
		setHighlightedIndex({ index: highlightedIndexRef.current });
	}, [
		filteredOptions.length,
		multiple ? false : value,
		changeHighlightedIndex,
		setHighlightedIndex,
		setHighlightedIndexFromSync,
		popupOpen,
		inputValue,
		multiple
	]);
	const handleListboxRef = useEventCallback((node) => {
		setRef(listboxRef, node);
		if (!node) return;
		syncHighlightedIndex();
	});
	if (process.env.NODE_ENV !== "production") import_react.useEffect(() => {
		if (!inputRef.current || inputRef.current.nodeName !== "INPUT") {
			if (inputRef.current && inputRef.current.nodeName === "TEXTAREA") console.warn([
				`A textarea element was provided to ${componentName} where input was expected.`,
				`This is not a supported scenario but it may work under certain conditions.`,
				`A textarea keyboard navigation may conflict with Autocomplete controls (for example enter and arrow keys).`,
				`Make sure to test keyboard navigation and add custom event handlers if necessary.`
			].join("\n"));
			else console.error([
				`MUI: Unable to find the input element. It was resolved to ${inputRef.current} while an HTMLInputElement was expected.`,
				`Instead, ${componentName} expects an input element.`,
				"",
				componentName === "useAutocomplete" ? "Make sure you have bound getInputProps correctly and that the normal ref/effect resolutions order is guaranteed." : "Make sure you have customized the input component correctly."
			].join("\n"));
		}
	}, [componentName]);
	import_react.useEffect(() => {
		if (filteredOptionsChanged || popupOpen && !disableCloseOnSelect) syncHighlightedIndex();
	}, [
		syncHighlightedIndex,
		filteredOptionsChanged,
		popupOpen,
		disableCloseOnSelect
	]);
	import_react.useEffect(() => {
		if (typeof window === "undefined") return;
		const handleWindowBlur = () => {
			windowLostFocus.current = true;
		};
		window.addEventListener("blur", handleWindowBlur);
		return () => {
			window.removeEventListener("blur", handleWindowBlur);
		};
	}, []);
	const handleOpen = (event) => {
		if (open) return;
		setOpenState(true);
		setInputPristine(true);
		isTouchRef.current = false;
		if (onOpen) onOpen(event);
	};
	const handleClose = (event, reason) => {
		if (!open) return;
		setOpenState(false);
		touchScrolledRef.current = false;
		highlightReasonRef.current = null;
		if (onClose) onClose(event, reason);
	};
	const handleValue = (event, newValue, reason, details) => {
		if (multiple) {
			if (value.length === newValue.length && value.every((val, i) => val === newValue[i])) return;
		} else if (value === newValue) return;
		if (onChange) onChange(event, newValue, reason, details);
		setValueState(newValue);
	};
	const getRemovalDetails = (valueToRemove) => {
		const resolved = getOptionFromValue(valueToRemove);
		return resolved === null ? void 0 : { option: resolved.option };
	};
	const selectNewValue = (event, option, reasonProp = "selectOption", origin = "options") => {
		let reason = reasonProp;
		const optionValue = origin === "options" ? getOptionValue(option) : option;
		let newValue = optionValue;
		if (multiple) {
			newValue = Array.isArray(value) ? value.slice() : [];
			if (process.env.NODE_ENV !== "production") {
				if (getOptionValueProp === void 0 || origin === "options") {
					const matches = newValue.filter((val) => isOptionEqualToValue(option, val));
					if (matches.length > 1) console.error([`MUI: The \`isOptionEqualToValue\` method of ${componentName} does not handle the arguments correctly.`, `The component expects a single value to match a given option but found ${matches.length} matches.`].join("\n"));
				}
			}
			const itemIndex = getOptionValueProp !== void 0 && origin === "freeSolo" ? newValue.indexOf(optionValue) : newValue.findIndex((valueItem) => isOptionEqualToValue(option, valueItem));
			if (itemIndex === -1) newValue.push(optionValue);
			else if (origin !== "freeSolo") {
				newValue.splice(itemIndex, 1);
				reason = "removeOption";
			}
		}
		if (origin === "options" && reason !== "removeOption") rememberSelectedOption(option, optionValue);
		resetInputValue(event, newValue, reason);
		handleValue(event, newValue, reason, { option });
		if (!disableCloseOnSelect && (!event || !event.ctrlKey && !event.metaKey)) handleClose(event, reason);
		if (blurOnSelect === true || blurOnSelect === "touch" && isTouchRef.current || blurOnSelect === "mouse" && !isTouchRef.current) inputRef.current.blur();
	};
	function validItemIndex(index, direction) {
		if (index === -1) return -1;
		let nextFocus = index;
		while (true) {
			if (direction === "next" && nextFocus === value.length || direction === "previous" && nextFocus === -1) return -1;
			const option = anchorEl.querySelector(`[data-item-index="${nextFocus}"]`);
			if (!option || !option.hasAttribute("tabindex") || option.disabled || option.getAttribute("aria-disabled") === "true") nextFocus += direction === "next" ? 1 : -1;
			else return nextFocus;
		}
	}
	const handleFocusItem = (event, direction) => {
		if (!multiple) return;
		if (inputValue === "") handleClose(event, "toggleInput");
		let nextItem = focusedItem;
		if (focusedItem === -1 && direction === "previous") {
			nextItem = value.length - 1;
			if (freeSolo && inputValue !== "") {
				setInputValueState("");
				if (onInputChange) onInputChange(event, "", "reset");
			}
		} else {
			nextItem += direction === "next" ? 1 : -1;
			if (nextItem < 0) nextItem = 0;
			if (nextItem === value.length) nextItem = -1;
		}
		nextItem = validItemIndex(nextItem, direction);
		setFocusedItem(nextItem);
		focusItem(nextItem);
	};
	const handleClear = (event) => {
		inputValueEditedRef.current = true;
		setInputValueState("");
		if (onInputChange) onInputChange(event, "", "clear");
		handleValue(event, multiple ? [] : null, "clear");
	};
	const handleKeyDown = (other) => (event) => {
		if (other.onKeyDown) other.onKeyDown(event);
		if (event.defaultMuiPrevented) return;
		if (focusedItem !== -1 && !["ArrowLeft", "ArrowRight"].includes(event.key)) {
			setFocusedItem(-1);
			focusItem(-1);
		}
		if (event.which !== 229) switch (event.key) {
			case "Home":
				if (popupOpen && handleHomeEndKeys) {
					event.preventDefault();
					changeHighlightedIndex({
						diff: "start",
						direction: "next",
						reason: "keyboard",
						event
					});
				}
				break;
			case "End":
				if (popupOpen && handleHomeEndKeys) {
					event.preventDefault();
					changeHighlightedIndex({
						diff: "end",
						direction: "previous",
						reason: "keyboard",
						event
					});
				}
				break;
			case "PageUp":
				event.preventDefault();
				changeHighlightedIndex({
					diff: -5,
					direction: "previous",
					reason: "keyboard",
					event
				});
				handleOpen(event);
				break;
			case "PageDown":
				event.preventDefault();
				changeHighlightedIndex({
					diff: pageSize,
					direction: "next",
					reason: "keyboard",
					event
				});
				handleOpen(event);
				break;
			case "ArrowDown":
				event.preventDefault();
				changeHighlightedIndex({
					diff: 1,
					direction: "next",
					reason: "keyboard",
					event
				});
				handleOpen(event);
				break;
			case "ArrowUp":
				event.preventDefault();
				changeHighlightedIndex({
					diff: -1,
					direction: "previous",
					reason: "keyboard",
					event
				});
				handleOpen(event);
				break;
			case "ArrowLeft": {
				const input = inputRef.current;
				if (!(input && input.selectionStart === 0 && input.selectionEnd === 0)) return;
				if (!multiple && renderValue && value != null) {
					if (freeSolo && inputValue !== "") {
						setInputValueState("");
						if (onInputChange) onInputChange(event, "", "reset");
					}
					setFocusedItem(0);
					focusItem(0);
				} else handleFocusItem(event, "previous");
				break;
			}
			case "ArrowRight":
				if (!multiple && renderValue) {
					setFocusedItem(-1);
					focusItem(-1);
				} else handleFocusItem(event, "next");
				break;
			case "Enter": {
				const hasProgrammaticHighlight = popupOpen && highlightedIndexRef.current !== -1 && highlightReasonRef.current === null;
				const shouldCommitFreeSoloOverProgrammaticHighlight = freeSolo && !inputPristine && hasProgrammaticHighlight;
				const shouldSelectHighlighted = !freeSolo || inputPristine || !hasProgrammaticHighlight;
				const shouldPreventSubmitAfterFreeSoloCommit = shouldCommitFreeSoloOverProgrammaticHighlight && !touchScrolledRef.current;
				if (highlightedIndexRef.current !== -1 && popupOpen && shouldSelectHighlighted && !touchScrolledRef.current) {
					const option = filteredOptions[highlightedIndexRef.current];
					const disabled = getOptionDisabled ? getOptionDisabled(option) : false;
					event.preventDefault();
					if (disabled) return;
					selectNewValue(event, option, "selectOption");
					if (autoComplete) inputRef.current.setSelectionRange(inputRef.current.value.length, inputRef.current.value.length);
				} else if (freeSolo && inputValue !== "" && inputValueIsSelectedValue === false) {
					if (multiple || shouldPreventSubmitAfterFreeSoloCommit) event.preventDefault();
					selectNewValue(event, inputValue, "createOption", "freeSolo");
				} else if (popupOpen && touchScrolledRef.current) {
					event.preventDefault();
					handleClose(event, "escape");
				}
				break;
			}
			case "Escape":
				if (popupOpen) {
					event.preventDefault();
					event.stopPropagation();
					handleClose(event, "escape");
				} else if (clearOnEscape && (inputValue !== "" || multiple && value.length > 0 || renderValue)) {
					event.preventDefault();
					event.stopPropagation();
					handleClear(event);
				}
				break;
			case "Backspace":
				if (ignoreNextBackspaceRef.current) {
					ignoreNextBackspaceRef.current = false;
					break;
				}
				if (multiple && !readOnly && inputValue === "" && value.length > 0) {
					const index = focusedItem === -1 ? value.length - 1 : focusedItem;
					const newValue = value.slice();
					newValue.splice(index, 1);
					handleValue(event, newValue, "removeOption", getRemovalDetails(value[index]));
					if (focusedItem !== -1) {
						ignoreNextBackspaceRef.current = true;
						setTimeout(() => {
							if (ignoreNextBackspaceRef.current) ignoreNextBackspaceRef.current = false;
						}, 0);
					}
				}
				if (!multiple && renderValue && !readOnly && inputValue === "") handleValue(event, null, "removeOption", getRemovalDetails(value));
				break;
			case "Delete":
				if (multiple && !readOnly && inputValue === "" && value.length > 0 && focusedItem !== -1) {
					const index = focusedItem;
					const newValue = value.slice();
					newValue.splice(index, 1);
					handleValue(event, newValue, "removeOption", getRemovalDetails(value[index]));
				}
				if (!multiple && renderValue && !readOnly && inputValue === "") handleValue(event, null, "removeOption", getRemovalDetails(value));
		}
	};
	const handleFocus = (event) => {
		setFocused(true);
		if (focusedItem !== -1) {
			setFocusedItem(-1);
			focusItem(-1);
		}
		if (windowLostFocus.current) {
			windowLostFocus.current = false;
			return;
		}
		if (openOnFocus && !ignoreFocus.current) handleOpen(event);
	};
	const handleBlur = (event) => {
		if (unstable_isActiveElementInListbox(listboxRef)) {
			inputRef.current.focus();
			return;
		}
		setFocused(false);
		firstFocus.current = true;
		ignoreFocus.current = false;
		if (autoSelect && highlightedIndexRef.current !== -1 && popupOpen && highlightReasonRef.current !== "mouse" && highlightReasonRef.current !== "touch") selectNewValue(event, filteredOptions[highlightedIndexRef.current], "blur");
		else if (autoSelect && freeSolo && inputValue !== "") selectNewValue(event, inputValue, "blur", "freeSolo");
		else if (clearOnBlur) resetInputValue(event, value, "blur");
		handleClose(event, "blur");
	};
	const handleInputChange = (event) => {
		const newValue = event.target.value;
		const valueChanged = inputValue !== newValue;
		if (valueChanged) {
			inputValueEditedRef.current = true;
			setInputValueState(newValue);
			touchScrolledRef.current = false;
			if (onInputChange) onInputChange(event, newValue, "input");
		}
		if (newValue === "") {
			if (!disableClearable && !multiple && !renderValue) handleValue(event, null, "clear");
		} else handleOpen(event);
		if (valueChanged) setInputPristine(false);
	};
	const handleOptionMouseMove = (event) => {
		const index = Number(event.currentTarget.getAttribute("data-option-index"));
		if (highlightedIndexRef.current !== index) setHighlightedIndex({
			event,
			index,
			reason: "mouse"
		});
		else highlightReasonRef.current = "mouse";
		if (!isTouchRef.current) touchScrolledRef.current = false;
	};
	const handleListboxMouseLeave = (event) => {
		if (!resetHighlightOnMouseLeave || highlightedIndexRef.current === -1 || highlightReasonRef.current !== "mouse" || isTouchRef.current) return;
		setHighlightedIndex({
			event,
			index: -1,
			reason: "mouse",
			preserveScroll: true
		});
	};
	const handleOptionTouchStart = (event) => {
		touchScrolledRef.current = false;
		setHighlightedIndex({
			event,
			index: Number(event.currentTarget.getAttribute("data-option-index")),
			reason: "touch"
		});
		isTouchRef.current = true;
	};
	const handleOptionClick = (event) => {
		const index = Number(event.currentTarget.getAttribute("data-option-index"));
		selectNewValue(event, filteredOptions[index], "selectOption");
		isTouchRef.current = false;
	};
	const handleItemDelete = (index) => (event) => {
		const newValue = value.slice();
		newValue.splice(index, 1);
		handleValue(event, newValue, "removeOption", getRemovalDetails(value[index]));
	};
	const handleSingleItemDelete = (event) => {
		handleValue(event, null, "removeOption", getRemovalDetails(value));
	};
	const handlePopupIndicator = (event) => {
		if (open) handleClose(event, "toggleInput");
		else handleOpen(event);
	};
	const handleMouseDown = (event) => {
		if (!contains(event.currentTarget, event.target)) return;
		if (anchorEl && !contains(anchorEl, event.target)) return;
		if (event.target.getAttribute("id") !== id) event.preventDefault();
	};
	const handleClick = (event) => {
		if (!contains(event.currentTarget, event.target)) return;
		if (anchorEl && !contains(anchorEl, event.target)) return;
		inputRef.current.focus();
		if (selectOnFocus && firstFocus.current && inputRef.current.selectionEnd - inputRef.current.selectionStart === 0) inputRef.current.select();
		firstFocus.current = false;
	};
	const handleInputMouseDown = (event) => {
		if (!disabledProp && (inputValue === "" || !open) && event.button === 0) handlePopupIndicator(event);
	};
	let dirty = freeSolo && inputValue.length > 0;
	dirty = dirty || (multiple ? value.length > 0 : value !== null);
	let groupedOptions = filteredOptions;
	if (groupBy) {
		const indexBy = /* @__PURE__ */ new Map();
		let warn = false;
		groupedOptions = filteredOptions.reduce((acc, option, index) => {
			const group = groupBy(option);
			if (acc.length > 0 && acc[acc.length - 1].group === group) acc[acc.length - 1].options.push(option);
			else {
				if (process.env.NODE_ENV !== "production") {
					if (indexBy.get(group) && !warn) {
						console.warn(`MUI: The options provided combined with the \`groupBy\` method of ${componentName} returns duplicated headers.`, "You can solve the issue by sorting the options with the output of `groupBy`.");
						warn = true;
					}
					indexBy.set(group, true);
				}
				acc.push({
					key: index,
					index,
					group,
					options: [option]
				});
			}
			return acc;
		}, []);
	}
	if (disabledProp && focused) handleBlur();
	return {
		getRootProps: (other = {}) => ({
			...other,
			onKeyDown: handleKeyDown(other),
			onMouseDown: handleMouseDown,
			onClick: handleClick
		}),
		getInputLabelProps: () => ({
			id: `${id}-label`,
			htmlFor: id
		}),
		getInputProps: () => ({
			id,
			value: inputValue,
			onBlur: handleBlur,
			onFocus: handleFocus,
			onChange: handleInputChange,
			onMouseDown: handleInputMouseDown,
			"aria-activedescendant": popupOpen ? "" : null,
			"aria-autocomplete": autoComplete ? "both" : "list",
			"aria-controls": listboxAvailable ? `${id}-listbox` : void 0,
			"aria-expanded": listboxAvailable,
			autoComplete: "off",
			ref: inputRef,
			autoCapitalize: "none",
			spellCheck: "false",
			role: "combobox",
			disabled: disabledProp
		}),
		getClearProps: () => ({
			tabIndex: -1,
			type: "button",
			onClick: (event) => {
				ignoreFocus.current = true;
				handleClear(event);
			}
		}),
		getItemProps: ({ index = 0 } = {}) => ({
			...multiple && { key: index },
			"data-item-index": index,
			tabIndex: -1,
			onFocus: () => {
				if (focusedItem !== index) setFocusedItem(index);
			},
			...!readOnly && { onDelete: multiple ? handleItemDelete(index) : handleSingleItemDelete }
		}),
		getPopupIndicatorProps: () => ({
			tabIndex: -1,
			type: "button",
			onClick: handlePopupIndicator
		}),
		getListboxProps: (other = {}) => ({
			...other,
			role: "listbox",
			id: `${id}-listbox`,
			"aria-labelledby": `${id}-label`,
			"aria-multiselectable": multiple || void 0,
			ref: handleListboxRef,
			onMouseDown: (event) => {
				other.onMouseDown?.(event);
				if (event.defaultMuiPrevented) return;
				event.preventDefault();
			},
			onScroll: (event) => {
				other.onScroll?.(event);
				if (event.defaultMuiPrevented) return;
				if (isTouchRef.current) touchScrolledRef.current = true;
			},
			onMouseLeave: (event) => {
				other.onMouseLeave?.(event);
				if (event.defaultMuiPrevented) return;
				handleListboxMouseLeave(event);
			}
		}),
		getOptionFromValue,
		getOptionProps: ({ index, option }) => {
			const selected = isOptionSelected(option);
			const disabled = getOptionDisabled ? getOptionDisabled(option) : false;
			return {
				key: getOptionKey?.(option) ?? getOptionLabel(option),
				tabIndex: -1,
				role: "option",
				id: `${id}-option-${index}`,
				onMouseMove: handleOptionMouseMove,
				onClick: handleOptionClick,
				onTouchStart: handleOptionTouchStart,
				"data-option-index": index,
				"aria-disabled": disabled,
				"aria-selected": selected
			};
		},
		id,
		inputValue,
		value,
		dirty,
		expanded: popupOpen && anchorEl,
		popupOpen,
		focused: focused || focusedItem !== -1,
		anchorEl,
		setAnchorEl,
		focusedItem,
		groupedOptions
	};
}
// ../../node_modules/@mui/material/ListSubheader/listSubheaderClasses.mjs
function getListSubheaderUtilityClass(slot) {
	return generateUtilityClass("MuiListSubheader", slot);
}
generateUtilityClasses("MuiListSubheader", [
	"root",
	"colorPrimary",
	"colorInherit",
	"gutters",
	"inset",
	"sticky"
]);
// ../../node_modules/@mui/material/ListSubheader/ListSubheader.mjs
var useUtilityClasses$1 = (ownerState) => {
	const { classes, color, disableGutters, inset, disableSticky } = ownerState;
	const slots = { root: [
		"root",
		color !== "default" && `color${capitalize_default(color)}`,
		!disableGutters && "gutters",
		inset && "inset",
		!disableSticky && "sticky"
	] };
	return composeClasses(slots, getListSubheaderUtilityClass, classes);
};
var ListSubheaderRoot = styled("li", {
	name: "MuiListSubheader",
	slot: "Root",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		return [
			styles.root,
			ownerState.color !== "default" && styles[`color${capitalize_default(ownerState.color)}`],
			!ownerState.disableGutters && styles.gutters,
			ownerState.inset && styles.inset,
			!ownerState.disableSticky && styles.sticky
		];
	}
})(memoTheme(({ theme }) => ({
	boxSizing: "border-box",
	lineHeight: "48px",
	listStyle: "none",
	color: (theme.vars || theme).palette.text.secondary,
	fontFamily: theme.typography.fontFamily,
	fontWeight: theme.typography.fontWeightMedium,
	fontSize: theme.typography.pxToRem(14),
	variants: [
		{
			props: { color: "primary" },
			style: { color: (theme.vars || theme).palette.primary.main }
		},
		{
			props: { color: "inherit" },
			style: { color: "inherit" }
		},
		{
			props: ({ ownerState }) => !ownerState.disableGutters,
			style: {
				paddingLeft: 16,
				paddingRight: 16
			}
		},
		{
			props: ({ ownerState }) => ownerState.inset,
			style: { paddingLeft: 72 }
		},
		{
			props: ({ ownerState }) => !ownerState.disableSticky,
			style: {
				position: "sticky",
				top: 0,
				zIndex: 1,
				backgroundColor: (theme.vars || theme).palette.background.paper
			}
		}
	]
})));
var ListSubheader = /*#__PURE__*/ import_react.forwardRef(function ListSubheader(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiListSubheader"
	});
	const { className, color = "default", component = "li", disableGutters = false, disableSticky = false, inset = false, ...other } = props;
	const ownerState = {
		...props,
		color,
		component,
		disableGutters,
		disableSticky,
		inset
	};
	const classes = useUtilityClasses$1(ownerState);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ListSubheaderRoot, {
		as: component,
		className: clsx(classes.root, className),
		ref,
		ownerState,
		...other
	});
});
process.env.NODE_ENV !== "production" && (ListSubheader.propTypes = {
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
	* The color of the component. It supports those theme colors that make sense for this component.
	* @default 'default'
	*/
	color: import_prop_types.default.oneOf([
		"default",
		"inherit",
		"primary"
	]),
	/**
	* The component used for the root node.
	* Either a string to use a HTML element or a component.
	*/
	component: import_prop_types.default.elementType,
	/**
	* If `true`, the List Subheader will not have gutters.
	* @default false
	*/
	disableGutters: import_prop_types.default.bool,
	/**
	* If `true`, the List Subheader will not stick to the top during scroll.
	* @default false
	*/
	disableSticky: import_prop_types.default.bool,
	/**
	* If `true`, the List Subheader is indented.
	* @default false
	*/
	inset: import_prop_types.default.bool,
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
// ../../node_modules/@mui/material/Autocomplete/Autocomplete.mjs
var _ClearIcon;
var _ArrowDropDownIcon;
var useUtilityClasses = (ownerState) => {
	const { classes, disablePortal, expanded, focused, fullWidth, hasClearIcon, hasPopupIcon, inputFocused, popupOpen, size } = ownerState;
	const slots = {
		root: [
			"root",
			expanded && "expanded",
			focused && "focused",
			fullWidth && "fullWidth",
			hasClearIcon && "hasClearIcon",
			hasPopupIcon && "hasPopupIcon"
		],
		inputRoot: ["inputRoot"],
		input: ["input", inputFocused && "inputFocused"],
		tag: ["tag", `tagSize${capitalize_default(size)}`],
		endAdornment: ["endAdornment"],
		clearIndicator: ["clearIndicator"],
		popupIndicator: ["popupIndicator", popupOpen && "popupIndicatorOpen"],
		popper: ["popper", disablePortal && "popperDisablePortal"],
		paper: ["paper"],
		listbox: ["listbox"],
		loading: ["loading"],
		noOptions: ["noOptions"],
		status: ["status"],
		option: ["option"],
		groupLabel: ["groupLabel"],
		groupUl: ["groupUl"]
	};
	return composeClasses(slots, getAutocompleteUtilityClass, classes);
};
var AutocompleteRoot = styled("div", {
	name: "MuiAutocomplete",
	slot: "Root",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		const { fullWidth, hasClearIcon, hasPopupIcon, inputFocused, size } = ownerState;
		return [
			{ [`& .${autocompleteClasses.tag}`]: styles.tag },
			{ [`& .${autocompleteClasses.tag}`]: styles[`tagSize${capitalize_default(size)}`] },
			{ [`& .${autocompleteClasses.inputRoot}`]: styles.inputRoot },
			{ [`& .${autocompleteClasses.input}`]: styles.input },
			{ [`& .${autocompleteClasses.input}`]: inputFocused && styles.inputFocused },
			styles.root,
			fullWidth && styles.fullWidth,
			hasPopupIcon && styles.hasPopupIcon,
			hasClearIcon && styles.hasClearIcon
		];
	}
})({
	[`&.${autocompleteClasses.focused} .${autocompleteClasses.clearIndicator}`]: { visibility: "visible" },
	"@media (pointer: fine)": { [`&:hover .${autocompleteClasses.clearIndicator}`]: { visibility: "visible" } },
	[`& .${autocompleteClasses.tag}`]: {
		margin: 3,
		maxWidth: "calc(100% - 6px)"
	},
	[`& .${autocompleteClasses.inputRoot}`]: {
		[`.${autocompleteClasses.hasPopupIcon}&, .${autocompleteClasses.hasClearIcon}&`]: { paddingRight: 30 },
		[`.${autocompleteClasses.hasPopupIcon}.${autocompleteClasses.hasClearIcon}&`]: { paddingRight: 56 },
		[`& .${autocompleteClasses.input}`]: {
			width: 0,
			minWidth: 30
		}
	},
	[`& .${inputClasses.root}`]: {
		paddingBottom: 1,
		"& .MuiInput-input": { padding: "4px 4px 4px 0px" }
	},
	[`& .${inputClasses.root}.${inputBaseClasses.sizeSmall}`]: { [`& .${inputClasses.input}`]: { padding: "2px 4px 3px 0" } },
	[`& .${outlinedInputClasses.root}`]: {
		padding: 9,
		[`.${autocompleteClasses.hasPopupIcon}&, .${autocompleteClasses.hasClearIcon}&`]: { paddingRight: 39 },
		[`.${autocompleteClasses.hasPopupIcon}.${autocompleteClasses.hasClearIcon}&`]: { paddingRight: 65 },
		[`& .${autocompleteClasses.input}`]: { padding: "7.5px 4px 7.5px 5px" },
		[`& .${autocompleteClasses.endAdornment}`]: { right: 9 }
	},
	[`& .${outlinedInputClasses.root}.${inputBaseClasses.sizeSmall}`]: {
		paddingTop: 6,
		paddingBottom: 6,
		paddingLeft: 6,
		[`& .${autocompleteClasses.input}`]: { padding: "2.5px 4px 2.5px 8px" }
	},
	[`& .${filledInputClasses.root}`]: {
		paddingTop: 19,
		paddingLeft: 8,
		[`.${autocompleteClasses.hasPopupIcon}&, .${autocompleteClasses.hasClearIcon}&`]: { paddingRight: 39 },
		[`.${autocompleteClasses.hasPopupIcon}.${autocompleteClasses.hasClearIcon}&`]: { paddingRight: 65 },
		[`& .${filledInputClasses.input}`]: { padding: "7px 4px" },
		[`& .${autocompleteClasses.endAdornment}`]: { right: 9 }
	},
	[`& .${filledInputClasses.root}.${inputBaseClasses.sizeSmall}`]: {
		paddingBottom: 1,
		[`& .${filledInputClasses.input}`]: { padding: "2.5px 4px" }
	},
	[`& .${inputBaseClasses.hiddenLabel}`]: { paddingTop: 8 },
	[`& .${filledInputClasses.root}.${inputBaseClasses.hiddenLabel}`]: {
		paddingTop: 0,
		paddingBottom: 0,
		[`& .${autocompleteClasses.input}`]: {
			paddingTop: 16,
			paddingBottom: 17
		}
	},
	[`& .${filledInputClasses.root}.${inputBaseClasses.hiddenLabel}.${inputBaseClasses.sizeSmall}`]: { [`& .${autocompleteClasses.input}`]: {
		paddingTop: 8,
		paddingBottom: 9
	} },
	[`& .${autocompleteClasses.input}`]: {
		flexGrow: 1,
		textOverflow: "ellipsis",
		opacity: 0
	},
	variants: [
		{
			props: { fullWidth: true },
			style: { width: "100%" }
		},
		{
			props: { size: "small" },
			style: { [`& .${autocompleteClasses.tag}`]: {
				margin: 2,
				maxWidth: "calc(100% - 4px)"
			} }
		},
		{
			props: { inputFocused: true },
			style: { [`& .${autocompleteClasses.input}`]: { opacity: 1 } }
		},
		{
			props: { multiple: true },
			style: { [`& .${autocompleteClasses.inputRoot}`]: { flexWrap: "wrap" } }
		}
	]
});
var AutocompleteEndAdornment = styled("div", {
	name: "MuiAutocomplete",
	slot: "EndAdornment"
})({
	position: "absolute",
	right: 0,
	top: "50%",
	transform: "translate(0, -50%)"
});
var AutocompleteClearIndicator = styled(IconButton, {
	name: "MuiAutocomplete",
	slot: "ClearIndicator"
})({
	marginRight: -2,
	padding: 4,
	visibility: "hidden"
});
var AutocompletePopupIndicator = styled(IconButton, {
	name: "MuiAutocomplete",
	slot: "PopupIndicator",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		return [styles.popupIndicator, ownerState.popupOpen && styles.popupIndicatorOpen];
	}
})({
	padding: 2,
	marginRight: -2,
	variants: [{
		props: { popupOpen: true },
		style: { transform: "rotate(180deg)" }
	}]
});
var AutocompletePopper = styled(Popper, {
	name: "MuiAutocomplete",
	slot: "Popper",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		return [
			{ [`& .${autocompleteClasses.option}`]: styles.option },
			styles.popper,
			ownerState.disablePortal && styles.popperDisablePortal
		];
	}
})(memoTheme(({ theme }) => ({
	zIndex: (theme.vars || theme).zIndex.modal,
	variants: [{
		props: { disablePortal: true },
		style: { position: "absolute" }
	}]
})));
var AutocompletePaper = styled(Paper, {
	name: "MuiAutocomplete",
	slot: "Paper"
})(memoTheme(({ theme }) => ({
	...theme.typography.body1,
	overflow: "auto"
})));
var AutocompleteLoading = styled("div", {
	name: "MuiAutocomplete",
	slot: "Loading"
})(memoTheme(({ theme }) => ({
	color: (theme.vars || theme).palette.text.secondary,
	padding: "14px 16px"
})));
var AutocompleteStatus = styled("div", {
	name: "MuiAutocomplete",
	slot: "Status"
})({});
var AutocompleteNoOptions = styled("div", {
	name: "MuiAutocomplete",
	slot: "NoOptions"
})(memoTheme(({ theme }) => ({
	color: (theme.vars || theme).palette.text.secondary,
	padding: "14px 16px"
})));
var AutocompleteListbox = styled("ul", {
	name: "MuiAutocomplete",
	slot: "Listbox"
})(memoTheme(({ theme }) => ({
	listStyle: "none",
	margin: 0,
	padding: "8px 0",
	maxHeight: "40vh",
	overflow: "auto",
	isolation: "isolate",
	position: "relative",
	[`& .${autocompleteClasses.option}`]: {
		minHeight: 48,
		display: "flex",
		overflow: "hidden",
		justifyContent: "flex-start",
		alignItems: "center",
		cursor: "pointer",
		paddingTop: 6,
		boxSizing: "border-box",
		outline: "0",
		WebkitTapHighlightColor: "transparent",
		paddingBottom: 6,
		paddingLeft: 16,
		paddingRight: 16,
		[theme.breakpoints.up("sm")]: { minHeight: "auto" },
		[`&.${autocompleteClasses.focused}`]: {
			backgroundColor: (theme.vars || theme).palette.action.hover,
			"@media (hover: none)": { backgroundColor: "transparent" }
		},
		"&[aria-disabled=\"true\"]": {
			opacity: (theme.vars || theme).palette.action.disabledOpacity,
			pointerEvents: "none"
		},
		[`&.${autocompleteClasses.focusVisible}`]: theme.focusVisible ? {
			...applyInsetFocusVisible(1),
			...theme.focusVisible
		} : { backgroundColor: (theme.vars || theme).palette.action.focus },
		"&[aria-selected=\"true\"]": {
			backgroundColor: theme.alpha((theme.vars || theme).palette.primary.main, (theme.vars || theme).palette.action.selectedOpacity),
			[`&.${autocompleteClasses.focused}`]: {
				backgroundColor: theme.alpha((theme.vars || theme).palette.primary.main, `${(theme.vars || theme).palette.action.selectedOpacity} + ${(theme.vars || theme).palette.action.hoverOpacity}`),
				"@media (hover: none)": { backgroundColor: (theme.vars || theme).palette.action.selected }
			},
			...!theme.focusVisible && { [`&.${autocompleteClasses.focusVisible}`]: { backgroundColor: theme.alpha((theme.vars || theme).palette.primary.main, `${(theme.vars || theme).palette.action.selectedOpacity} + ${(theme.vars || theme).palette.action.focusOpacity}`) } }
		}
	}
})));
var AutocompleteGroupLabel = styled(ListSubheader, {
	name: "MuiAutocomplete",
	slot: "GroupLabel"
})(memoTheme(({ theme }) => ({
	backgroundColor: (theme.vars || theme).palette.background.paper,
	top: -8
})));
var AutocompleteGroupUl = styled("ul", {
	name: "MuiAutocomplete",
	slot: "GroupUl"
})({
	padding: 0,
	[`& .${autocompleteClasses.option}`]: { paddingLeft: 24 }
});
var Autocomplete = /*#__PURE__*/ import_react.forwardRef(function Autocomplete(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiAutocomplete"
	});
	const { autoComplete = false, autoHighlight = false, autoSelect = false, blurOnSelect = false, className, clearIcon = _ClearIcon || (_ClearIcon = /*#__PURE__*/ (0, import_jsx_runtime.jsx)(Close_default, { fontSize: "small" })), clearOnBlur = !props.freeSolo, clearOnEscape = false, clearText = "Clear", closeText = "Close", defaultValue = props.multiple ? [] : null, disableClearable = false, disableCloseOnSelect = false, disabled = false, disabledItemsFocusable = false, disableListWrap = false, disablePortal = false, filterOptions, filterSelectedOptions = false, forcePopupIcon = "auto", freeSolo = false, fullWidth = false, getLimitTagsText = (more) => `+${more}`, getOptionDisabled, getOptionKey, getOptionLabel: getOptionLabelProp, getOptionValue, isOptionEqualToValue, groupBy, handleHomeEndKeys = !props.freeSolo, id: idProp, includeInputInList = false, inputValue: inputValueProp, limitTags = -1, loading = false, loadingText = "Loading…", multiple = false, noOptionsText = "No options", onChange, onClose, onHighlightChange, onInputChange, onOpen, open, openOnFocus = false, openText = "Open", options, popupIcon = _ArrowDropDownIcon || (_ArrowDropDownIcon = /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ArrowDropDown_default, {})), readOnly = false, renderGroup: renderGroupProp, renderInput, renderOption: renderOptionProp, renderValue, resetHighlightOnMouseLeave = false, selectOnFocus = !props.freeSolo, size = "medium", slots = {}, slotProps = {}, value: valueProp, ...other } = props;
	const { getRootProps, getInputProps, getInputLabelProps, getPopupIndicatorProps, getClearProps, getItemProps, getListboxProps, getOptionFromValue, getOptionProps, value, dirty, expanded, id, popupOpen, focused, focusedItem, anchorEl, setAnchorEl, inputValue, groupedOptions } = useAutocomplete({
		...props,
		componentName: "Autocomplete"
	});
	const forceRenderOnResize = useForcedRerendering();
	import_react.useEffect(() => {
		if (!popupOpen || !anchorEl || typeof ResizeObserver === "undefined") return;
		let lastWidth = anchorEl.clientWidth;
		const observer = new ResizeObserver(() => {
			const newWidth = anchorEl.clientWidth;
			if (lastWidth !== newWidth) {
				lastWidth = newWidth;
				forceRenderOnResize();
			}
		});
		observer.observe(anchorEl);
		return () => {
			observer.disconnect();
		};
	}, [
		popupOpen,
		anchorEl,
		forceRenderOnResize
	]);
	const isGrouped = Boolean(groupBy);
	const previousOptionsRef = import_react.useRef({
		options: [],
		isGrouped: false
	});
	const prevPopupOpenRef = import_react.useRef(false);
	const rendered = popupOpen ? {
		options: groupedOptions,
		isGrouped
	} : previousOptionsRef.current;
	useEnhancedEffect(() => {
		if (popupOpen && !prevPopupOpenRef.current) previousOptionsRef.current = {
			options: [],
			isGrouped
		};
		prevPopupOpenRef.current = popupOpen;
		if (popupOpen && groupedOptions.length > 0) previousOptionsRef.current = {
			options: groupedOptions,
			isGrouped
		};
	}, [
		popupOpen,
		groupedOptions,
		isGrouped
	]);
	const hasClearIcon = !disableClearable && !disabled && dirty && !readOnly;
	const hasPopupIcon = (!freeSolo || forcePopupIcon === true) && forcePopupIcon !== false;
	const { onMouseDown: handleInputMouseDown } = getInputProps();
	const defaultGetOptionLabel = (option) => option.label ?? option;
	const getOptionLabel = getOptionLabelProp || defaultGetOptionLabel;
	const ownerState = {
		...props,
		disablePortal,
		expanded,
		focused,
		fullWidth,
		getOptionLabel,
		hasClearIcon,
		hasPopupIcon,
		inputFocused: focusedItem === -1,
		popupOpen,
		size
	};
	const classes = useUtilityClasses(ownerState);
	const externalForwardedProps = {
		slots,
		slotProps
	};
	const [RootSlot, rootProps] = useSlot("root", {
		ref,
		className: [classes.root, className],
		elementType: AutocompleteRoot,
		externalForwardedProps: {
			...externalForwardedProps,
			...other
		},
		getSlotProps: getRootProps,
		ownerState
	});
	const [ListboxSlot, listboxProps] = useSlot("listbox", {
		elementType: AutocompleteListbox,
		externalForwardedProps,
		ownerState,
		className: classes.listbox,
		getSlotProps: getListboxProps
	});
	const [PaperSlot, paperProps] = useSlot("paper", {
		elementType: Paper,
		externalForwardedProps,
		ownerState,
		className: classes.paper
	});
	const [StatusSlot, statusProps] = useSlot("status", {
		elementType: AutocompleteStatus,
		externalForwardedProps,
		ownerState,
		className: classes.status,
		additionalProps: {
			role: "status",
			"aria-live": "polite",
			"aria-atomic": "true"
		}
	});
	const [PopperSlot, popperProps] = useSlot("popper", {
		elementType: Popper,
		externalForwardedProps,
		ownerState,
		className: classes.popper,
		additionalProps: {
			disablePortal,
			style: {
				width: anchorEl ? anchorEl.clientWidth : null,
				pointerEvents: popupOpen ? void 0 : "none"
			},
			role: "presentation",
			anchorEl,
			open: popupOpen
		}
	});
	const hasPopupContent = rendered.options.length > 0 || loading || !freeSolo || popperProps.keepMounted === true;
	const [ClearIndicatorSlot, clearIndicatorProps] = useSlot("clearIndicator", {
		elementType: AutocompleteClearIndicator,
		externalForwardedProps,
		ownerState,
		className: classes.clearIndicator,
		shouldForwardComponentProp: true,
		additionalProps: {
			...getClearProps(),
			"aria-label": clearText,
			title: clearText
		}
	});
	const [PopupIndicatorSlot, popupIndicatorProps] = useSlot("popupIndicator", {
		elementType: AutocompletePopupIndicator,
		externalForwardedProps,
		ownerState,
		className: classes.popupIndicator,
		shouldForwardComponentProp: true,
		additionalProps: {
			...getPopupIndicatorProps(),
			disabled,
			"aria-label": popupOpen ? closeText : openText,
			title: popupOpen ? closeText : openText
		}
	});
	const [ChipSlot, chipProps] = useSlot("chip", {
		elementType: Chip,
		externalForwardedProps,
		ownerState,
		className: classes.tag,
		shouldForwardComponentProp: true
	});
	let startAdornment;
	const getCustomizedItemProps = (params) => ({
		className: classes.tag,
		disabled,
		...getItemProps(params)
	});
	if (multiple) {
		if (value.length > 0) {
			if (renderValue) startAdornment = renderValue(value, getCustomizedItemProps, ownerState);
			else startAdornment = value.map((valueItem, index) => {
				const { key, ...customItemProps } = getCustomizedItemProps({ index });
				const resolved = getOptionFromValue(valueItem);
				return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ChipSlot, {
					label: resolved === null ? "" : getOptionLabel(resolved.option),
					size,
					...customItemProps,
					...chipProps
				}, key);
			});
		}
	} else if (renderValue && value != null) startAdornment = renderValue(value, getCustomizedItemProps, ownerState);
	if (limitTags > -1 && Array.isArray(startAdornment)) {
		const more = startAdornment.length - limitTags;
		if (!focused && more > 0) {
			startAdornment = startAdornment.splice(0, limitTags);
			startAdornment.push(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("span", {
				className: classes.tag,
				children: getLimitTagsText(more)
			}, startAdornment.length));
		}
	}
	const defaultRenderGroup = (params) => /*#__PURE__*/ (0, import_jsx_runtime.jsxs)("li", { children: [/*#__PURE__*/ (0, import_jsx_runtime.jsx)(AutocompleteGroupLabel, {
		className: classes.groupLabel,
		ownerState,
		component: "div",
		children: params.group
	}), /*#__PURE__*/ (0, import_jsx_runtime.jsx)(AutocompleteGroupUl, {
		className: classes.groupUl,
		ownerState,
		children: params.children
	})] }, params.key);
	const renderGroup = renderGroupProp || defaultRenderGroup;
	const defaultRenderOption = (props2, option) => {
		const { key, ...otherProps } = props2;
		return /*#__PURE__*/ (0, import_jsx_runtime.jsx)("li", {
			...otherProps,
			children: getOptionLabel(option)
		}, key);
	};
	const renderOption = renderOptionProp || defaultRenderOption;
	const renderListOption = (option, index) => {
		const optionProps = getOptionProps({
			option,
			index
		});
		return renderOption({
			...optionProps,
			className: classes.option
		}, option, {
			selected: optionProps["aria-selected"],
			index,
			inputValue
		}, ownerState);
	};
	return /*#__PURE__*/ (0, import_jsx_runtime.jsxs)(import_react.Fragment, { children: [/*#__PURE__*/ (0, import_jsx_runtime.jsx)(RootSlot, {
		...rootProps,
		children: renderInput({
			id,
			disabled,
			fullWidth: props.fullWidth ?? true,
			size: size === "small" ? "small" : void 0,
			slotProps: {
				inputLabel: getInputLabelProps(),
				input: {
					ref: setAnchorEl,
					className: classes.inputRoot,
					startAdornment,
					onMouseDown: (event) => {
						if (event.target === event.currentTarget) handleInputMouseDown(event);
					},
					...(hasClearIcon || hasPopupIcon) && { endAdornment: /*#__PURE__*/ (0, import_jsx_runtime.jsxs)(AutocompleteEndAdornment, {
						className: classes.endAdornment,
						ownerState,
						children: [hasClearIcon ? /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ClearIndicatorSlot, {
							...clearIndicatorProps,
							children: clearIcon
						}) : null, hasPopupIcon ? /*#__PURE__*/ (0, import_jsx_runtime.jsx)(PopupIndicatorSlot, {
							...popupIndicatorProps,
							children: popupIcon
						}) : null]
					}) }
				},
				htmlInput: {
					className: classes.input,
					disabled,
					readOnly,
					...getInputProps()
				}
			}
		})
	}), anchorEl && hasPopupContent ? /*#__PURE__*/ (0, import_jsx_runtime.jsx)(AutocompletePopper, {
		as: PopperSlot,
		...popperProps,
		children: /*#__PURE__*/ (0, import_jsx_runtime.jsxs)(AutocompletePaper, {
			as: PaperSlot,
			...paperProps,
			children: [/*#__PURE__*/ (0, import_jsx_runtime.jsxs)(StatusSlot, {
				...statusProps,
				children: [loading && rendered.options.length === 0 ? /*#__PURE__*/ (0, import_jsx_runtime.jsx)(AutocompleteLoading, {
					className: classes.loading,
					ownerState,
					children: loadingText
				}) : null, rendered.options.length === 0 && !freeSolo && !loading ? /*#__PURE__*/ (0, import_jsx_runtime.jsx)(AutocompleteNoOptions, {
					className: classes.noOptions,
					ownerState,
					onMouseDown: (event) => {
						event.preventDefault();
					},
					children: noOptionsText
				}) : null]
			}), rendered.options.length > 0 ? /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ListboxSlot, {
				...listboxProps,
				children: rendered.options.map((option, index) => {
					if (rendered.isGrouped) return renderGroup({
						key: option.key,
						group: option.group,
						children: option.options.map((option2, index2) => renderListOption(option2, option.index + index2))
					});
					return renderListOption(option, index);
				})
			}) : null]
		})
	}) : null] });
});
process.env.NODE_ENV !== "production" && (Autocomplete.propTypes = {
	/**
	* If `true`, the portion of the selected suggestion that the user hasn't typed,
	* known as the completion string, appears inline after the input cursor in the textbox.
	* The inline completion string is visually highlighted and has a selected state.
	* @default false
	*/
	autoComplete: import_prop_types.default.bool,
	/**
	* If `true`, the first option is automatically highlighted.
	* @default false
	*/
	autoHighlight: import_prop_types.default.bool,
	/**
	* If `true`, the value is updated when the input loses focus under one of these conditions:
	*
	* - An option highlighted via keyboard navigation or `autoHighlight` is selected.
	*   Hover and touch highlights are ignored.
	* - Otherwise, in `freeSolo` mode, the typed text becomes the value.
	* @default false
	*/
	autoSelect: import_prop_types.default.bool,
	/**
	* Control if the input should be blurred when an option is selected:
	*
	* - `false` the input is not blurred.
	* - `true` the input is always blurred.
	* - `touch` the input is blurred after a touch event.
	* - `mouse` the input is blurred after a mouse event.
	* @default false
	*/
	blurOnSelect: import_prop_types.default.oneOfType([import_prop_types.default.oneOf(["mouse", "touch"]), import_prop_types.default.bool]),
	/**
	* Override or extend the styles applied to the component.
	*/
	classes: import_prop_types.default.object,
	/**
	* @ignore
	*/
	className: import_prop_types.default.string,
	/**
	* The icon to display in place of the default clear icon.
	* @default <ClearIcon fontSize="small" />
	*/
	clearIcon: import_prop_types.default.node,
	/**
	* If `true`, the input's text is cleared on blur if no value is selected.
	*
	* Set it to `true` if you want to help the user enter a new value.
	* Set it to `false` if you want to help the user resume their search.
	* @default !props.freeSolo
	*/
	clearOnBlur: import_prop_types.default.bool,
	/**
	* If `true`, clear all values when the user presses escape and the popup is closed.
	* @default false
	*/
	clearOnEscape: import_prop_types.default.bool,
	/**
	* Override the default text for the *clear* icon button.
	*
	* For localization purposes, you can use the provided [translations](https://mui.com/material-ui/guides/localization/).
	* @default 'Clear'
	*/
	clearText: import_prop_types.default.string,
	/**
	* Override the default text for the *close popup* icon button.
	*
	* For localization purposes, you can use the provided [translations](https://mui.com/material-ui/guides/localization/).
	* @default 'Close'
	*/
	closeText: import_prop_types.default.string,
	/**
	* The default value. Use when the component is not controlled.
	* @default props.multiple ? [] : null
	*/
	defaultValue: chainPropTypes(import_prop_types.default.any, (props) => {
		if (props.multiple && props.defaultValue !== void 0 && !Array.isArray(props.defaultValue)) return new Error(["MUI: The Autocomplete expects the `defaultValue` prop to be an array when `multiple={true}` or undefined.", `However, ${props.defaultValue} was provided.`].join("\n"));
		return null;
	}),
	/**
	* If `true`, the input can't be cleared.
	* @default false
	*/
	disableClearable: import_prop_types.default.bool,
	/**
	* If `true`, the popup won't close when a value is selected.
	* @default false
	*/
	disableCloseOnSelect: import_prop_types.default.bool,
	/**
	* If `true`, the component is disabled.
	* @default false
	*/
	disabled: import_prop_types.default.bool,
	/**
	* If `true`, will allow focus on disabled items.
	* @default false
	*/
	disabledItemsFocusable: import_prop_types.default.bool,
	/**
	* If `true`, the list box in the popup will not wrap focus.
	* @default false
	*/
	disableListWrap: import_prop_types.default.bool,
	/**
	* If `true`, the `Popper` content will be under the DOM hierarchy of the parent component.
	* @default false
	*/
	disablePortal: import_prop_types.default.bool,
	/**
	* A function that determines the filtered options to be rendered on search.
	*
	* @default createFilterOptions()
	* @param {Value[]} options The options to render.
	* @param {object} state The state of the component.
	* @returns {Value[]}
	*/
	filterOptions: import_prop_types.default.func,
	/**
	* If `true`, hide the selected options from the list box.
	* @default false
	*/
	filterSelectedOptions: import_prop_types.default.bool,
	/**
	* Force the visibility display of the popup icon.
	* @default 'auto'
	*/
	forcePopupIcon: import_prop_types.default.oneOfType([import_prop_types.default.oneOf(["auto"]), import_prop_types.default.bool]),
	/**
	* If `true`, the Autocomplete is free solo, meaning that the user input is not bound to provided options.
	* @default false
	*/
	freeSolo: import_prop_types.default.bool,
	/**
	* If `true`, the input takes up the full width of its container.
	*
	* `Autocomplete` treats `undefined` and `false` differently.
	* If `undefined`, the inner input takes up the full width of its container.
	* If `false`, the inner input is restricted to its intrinsic width.
	* @default false
	*/
	fullWidth: import_prop_types.default.bool,
	/**
	* The label to display when the tags are truncated (`limitTags`).
	*
	* @param {number} more The number of truncated tags.
	* @returns {ReactNode}
	* @default (more) => `+${more}`
	*/
	getLimitTagsText: import_prop_types.default.func,
	/**
	* Used to determine the disabled state for a given option.
	*
	* @param {Value} option The option to test.
	* @template Value The option shape. Will be the same shape as an item of the options.
	* @returns {boolean}
	*/
	getOptionDisabled: import_prop_types.default.func,
	/**
	* Used to determine the key for a given option.
	* This can be useful when the labels of options are not unique (since labels are used as keys by default).
	*
	* @param {Value} option The option to get the key for.
	* @returns {string | number}
	*/
	getOptionKey: import_prop_types.default.func,
	/**
	* Used to determine the string value for a given option.
	* It's used to fill the input (and the list box options if `renderOption` is not provided).
	*
	* If used in free solo mode, it must accept both the type of the options and a string.
	*
	* @param {Value|string} option
	* @returns {string}
	* @default (option) => option.label ?? option
	*/
	getOptionLabel: import_prop_types.default.func,
	/**
	* Used to determine the selected value for a given option.
	*
	* When provided, the `value`, `defaultValue`, and `onChange` value use the returned type instead
	* of the option type. The returned value must be a unique, non-null primitive.
	* When `freeSolo` is enabled, it must not return a string because strings are reserved for
	* free-solo values.
	*
	* @param {Value} option The option to get the value for.
	* @returns {MappedValue}
	*/
	getOptionValue: import_prop_types.default.func,
	/**
	* If provided, the options will be grouped under the returned string.
	* The groupBy value is also used as the text for group headings when `renderGroup` is not provided.
	*
	* @param {Value} option The Autocomplete option.
	* @returns {string}
	*/
	groupBy: import_prop_types.default.func,
	/**
	* If `true`, the component handles the "Home" and "End" keys when the popup is open.
	* It should move focus to the first option and last option, respectively.
	* @default !props.freeSolo
	*/
	handleHomeEndKeys: import_prop_types.default.bool,
	/**
	* This prop is used to help implement the accessibility logic.
	* If you don't provide an id it will fall back to a randomly generated one.
	*/
	id: import_prop_types.default.string,
	/**
	* If `true`, the highlight can move to the input.
	* @default false
	*/
	includeInputInList: import_prop_types.default.bool,
	/**
	* The input value.
	*/
	inputValue: import_prop_types.default.string,
	/**
	* Used to determine if the option represents the given value.
	* Uses strict equality against the option by default, or against the value returned by
	* `getOptionValue` when that prop is provided.
	* ⚠️ Both arguments need to be handled, an option can only match with one value.
	*
	* @param {Value} option The option to test.
	* @param {Value|MappedValue|string} value The selected value to test against. When `getOptionValue` is
	* provided, this is the value returned by `getOptionValue` (or a free-solo string).
	* @returns {boolean}
	*/
	isOptionEqualToValue: import_prop_types.default.func,
	/**
	* The maximum number of tags that will be visible when not focused.
	* Set `-1` to disable the limit.
	* @default -1
	*/
	limitTags: integerPropType,
	/**
	* If `true`, the component is in a loading state.
	* This shows the `loadingText` in place of suggestions (only if there are no suggestions to show, for example `options` are empty).
	* @default false
	*/
	loading: import_prop_types.default.bool,
	/**
	* Text to display when in a loading state.
	*
	* For localization purposes, you can use the provided [translations](https://mui.com/material-ui/guides/localization/).
	* @default 'Loading…'
	*/
	loadingText: import_prop_types.default.node,
	/**
	* If `true`, `value` must be an array and the menu will support multiple selections.
	* @default false
	*/
	multiple: import_prop_types.default.bool,
	/**
	* Text to display when there are no options.
	*
	* For localization purposes, you can use the provided [translations](https://mui.com/material-ui/guides/localization/).
	* @default 'No options'
	*/
	noOptionsText: import_prop_types.default.node,
	/**
	* Callback fired when the value changes.
	*
	* @param {React.SyntheticEvent} event The event source of the callback.
	* @param {Value|MappedValue|Array<Value|MappedValue>} value The new selected value of the component. When `getOptionValue` is
	* provided, this contains the value(s) returned by `getOptionValue`.
	* @param {string} reason One of "createOption", "selectOption", "removeOption", "blur" or "clear".
	* @param {string} [details]
	*/
	onChange: import_prop_types.default.func,
	/**
	* Callback fired when the popup requests to be closed.
	* Use in controlled mode (see open).
	*
	* @param {React.SyntheticEvent} event The event source of the callback.
	* @param {string} reason Can be: `"toggleInput"`, `"escape"`, `"selectOption"`, `"removeOption"`, `"blur"`.
	*/
	onClose: import_prop_types.default.func,
	/**
	* Callback fired when the highlight option changes.
	*
	* @param {React.SyntheticEvent} event The event source of the callback.
	* @param {Value} option The highlighted option.
	* @param {string} reason Can be: `"keyboard"`, `"mouse"`, `"touch"`.
	*/
	onHighlightChange: import_prop_types.default.func,
	/**
	* Callback fired when the input value changes.
	*
	* @param {React.SyntheticEvent} event The event source of the callback.
	* @param {string} value The new value of the text input.
	* @param {string} reason Can be: `"input"` (user input), `"reset"` (programmatic change), `"clear"`, `"blur"`, `"selectOption"`, `"removeOption"`
	*/
	onInputChange: import_prop_types.default.func,
	/**
	* @ignore
	*/
	onKeyDown: import_prop_types.default.func,
	/**
	* Callback fired when the popup requests to be opened.
	* Use in controlled mode (see open).
	*
	* @param {React.SyntheticEvent} event The event source of the callback.
	*/
	onOpen: import_prop_types.default.func,
	/**
	* If `true`, the component is shown.
	*/
	open: import_prop_types.default.bool,
	/**
	* If `true`, the popup will open on input focus.
	* @default false
	*/
	openOnFocus: import_prop_types.default.bool,
	/**
	* Override the default text for the *open popup* icon button.
	*
	* For localization purposes, you can use the provided [translations](https://mui.com/material-ui/guides/localization/).
	* @default 'Open'
	*/
	openText: import_prop_types.default.string,
	/**
	* A list of options that will be shown in the Autocomplete.
	*/
	options: import_prop_types.default.array.isRequired,
	/**
	* The icon to display in place of the default popup icon.
	* @default <ArrowDropDownIcon />
	*/
	popupIcon: import_prop_types.default.node,
	/**
	* If `true`, the component becomes readonly. It is also supported for multiple tags where the tag cannot be deleted.
	* @default false
	*/
	readOnly: import_prop_types.default.bool,
	/**
	* Render the group.
	*
	* @param {AutocompleteRenderGroupParams} params The group to render.
	* @returns {ReactNode}
	*/
	renderGroup: import_prop_types.default.func,
	/**
	* Render the input.
	*
	* **Note:** The `renderInput` prop must return a `TextField` component or a compatible custom component
	* that correctly forwards `InputProps.ref` and spreads `inputProps`. This ensures proper integration
	* with the Autocomplete's internal logic (e.g., focus management and keyboard navigation).
	*
	* Avoid using components like `DatePicker` or `Select` directly, as they may not forward the required props,
	* leading to runtime errors or unexpected behavior.
	*
	* @param {object} params
	* @returns {ReactNode}
	*/
	renderInput: import_prop_types.default.func.isRequired,
	/**
	* Render the option, use `getOptionLabel` by default.
	*
	* @param {object} props The props to apply on the li element.
	* @param {Value} option The option to render.
	* @param {object} state The state of each option.
	* @param {object} ownerState The state of the Autocomplete component.
	* @returns {ReactNode}
	*/
	renderOption: import_prop_types.default.func,
	/**
	* Renders the selected value(s) as rich content in the input for both single and multiple selections.
	*
	* @param {AutocompleteRenderValue<Value|MappedValue, Multiple, FreeSolo>} value The `value` provided to the component.
	* When `getOptionValue` is provided, this contains mapped values.
	* @param {function} getItemProps The value item props.
	* @param {object} ownerState The state of the Autocomplete component.
	* @returns {ReactNode}
	*/
	renderValue: import_prop_types.default.func,
	/**
	* If `true`, clears an option highlighted by mouse movement when the mouse leaves the listbox.
	* This behavior will be enabled by default in the next major version.
	* @default false
	*/
	resetHighlightOnMouseLeave: import_prop_types.default.bool,
	/**
	* If `true`, the input's text is selected on focus.
	* It helps the user clear the selected value.
	* @default !props.freeSolo
	*/
	selectOnFocus: import_prop_types.default.bool,
	/**
	* The size of the component.
	* @default 'medium'
	*/
	size: import_prop_types.default.oneOfType([import_prop_types.default.oneOf(["small", "medium"]), import_prop_types.default.string]),
	/**
	* The props used for each slot inside.
	* @default {}
	*/
	slotProps: import_prop_types.default.shape({
		chip: import_prop_types.default.oneOfType([import_prop_types.default.func, import_prop_types.default.object]),
		clearIndicator: import_prop_types.default.oneOfType([import_prop_types.default.func, import_prop_types.default.object]),
		listbox: import_prop_types.default.oneOfType([import_prop_types.default.func, import_prop_types.default.object]),
		status: import_prop_types.default.oneOfType([import_prop_types.default.func, import_prop_types.default.object]),
		paper: import_prop_types.default.oneOfType([import_prop_types.default.func, import_prop_types.default.object]),
		popper: import_prop_types.default.oneOfType([import_prop_types.default.func, import_prop_types.default.object]),
		popupIndicator: import_prop_types.default.oneOfType([import_prop_types.default.func, import_prop_types.default.object]),
		root: import_prop_types.default.oneOfType([import_prop_types.default.func, import_prop_types.default.object])
	}),
	/**
	* The components used for each slot inside.
	* @default {}
	*/
	slots: import_prop_types.default.shape({
		chip: import_prop_types.default.elementType,
		clearIndicator: import_prop_types.default.elementType,
		listbox: import_prop_types.default.elementType,
		paper: import_prop_types.default.elementType,
		popper: import_prop_types.default.elementType,
		popupIndicator: import_prop_types.default.elementType,
		root: import_prop_types.default.elementType,
		status: import_prop_types.default.elementType
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
	* The value of the autocomplete.
	*
	* Without `getOptionValue`, the value must have reference equality with the option in order to
	* be selected. When `getOptionValue` is provided, its returned value is used instead.
	* You can customize the equality behavior with the `isOptionEqualToValue` prop.
	*/
	value: chainPropTypes(import_prop_types.default.any, (props) => {
		if (props.multiple && props.value !== void 0 && !Array.isArray(props.value)) return new Error(["MUI: The Autocomplete expects the `value` prop to be an array when `multiple={true}` or undefined.", `However, ${props.value} was provided.`].join("\n"));
		return null;
	})
});
export { Autocomplete as t };
