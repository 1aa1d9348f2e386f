// src/lib/visually-hidden.ts
/** Read by screen readers, not shown: the usual clip pattern. */
var visuallyHidden = {
	border: 0,
	clip: "rect(0 0 0 0)",
	height: "1px",
	margin: "-1px",
	overflow: "hidden",
	padding: 0,
	position: "absolute",
	whiteSpace: "nowrap",
	width: "1px"
};
export { visuallyHidden as t };
