import { $ as createStyled, rt as useTheme } from "./Box-BAyYeHPm.js";
import { t as getThemeProps } from "./getThemeProps-DGzE_xws.js";
// ../../node_modules/@mui/system/styled/styled.mjs
var styled = createStyled();
// ../../node_modules/@mui/system/useThemeProps/useThemeProps.mjs
function useThemeProps(params) {
	const { props, name, defaultTheme, themeId } = params;
	let theme = useTheme(defaultTheme);
	if (themeId) theme = theme[themeId] || theme;
	return getThemeProps({
		theme,
		name,
		props
	});
}
export { styled as n, useThemeProps as t };
