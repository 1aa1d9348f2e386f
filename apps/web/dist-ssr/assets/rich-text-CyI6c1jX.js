import { t as Box } from "./Box-BAyYeHPm.js";
import { t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
// src/components/rich-text.tsx
var import_jsx_runtime = require_jsx_runtime();
var richTextSx = {
	maxWidth: "72ch",
	fontSize: "1.05rem",
	lineHeight: 1.7,
	overflowWrap: "anywhere",
	"& h2": {
		typography: "h5",
		mt: 4,
		mb: 1.5
	},
	"& h3": {
		typography: "h6",
		mt: 3,
		mb: 1
	},
	"& h4, & h5, & h6": {
		fontWeight: 700,
		mt: 2,
		mb: 1
	},
	"& p": { my: 1.5 },
	"& ul, & ol": {
		pl: 3,
		my: 1.5
	},
	"& li": { mb: .5 },
	"& a": {
		color: "primary.dark",
		textDecoration: "underline"
	},
	"& a:focus-visible": {
		outline: "3px solid",
		outlineColor: "primary.main",
		outlineOffset: 2
	},
	"& blockquote": {
		m: 0,
		my: 2,
		pl: 2,
		borderLeft: 4,
		borderColor: "primary.light",
		color: "text.secondary"
	},
	"& code": {
		fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
		fontSize: "0.9em"
	},
	"& :not(pre) > code": {
		bgcolor: "action.hover",
		px: .5,
		borderRadius: .5
	},
	"& pre": {
		p: 2,
		bgcolor: "action.hover",
		borderRadius: 1,
		overflowX: "auto"
	},
	"& table": {
		borderCollapse: "collapse",
		width: "100%",
		my: 2
	},
	"& th, & td": {
		border: 1,
		borderColor: "divider",
		p: 1,
		textAlign: "left",
		verticalAlign: "top"
	},
	"& th": {
		bgcolor: "action.hover",
		fontWeight: 700
	},
	"& img": {
		maxWidth: "100%",
		height: "auto"
	},
	"& hr": {
		border: 0,
		borderTop: 1,
		borderColor: "divider",
		my: 3
	}
};
/**
* HTML the server rendered from Markdown, with readable typography. Only for HTML the server sanitised: it renders
* Markdown with raw HTML disabled and only http(s)/mailto links (docs/decisions/008-learning-routes.md).
*/
function RichText({ html }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		sx: richTextSx,
		dangerouslySetInnerHTML: { __html: html }
	});
}
export { RichText as t };
