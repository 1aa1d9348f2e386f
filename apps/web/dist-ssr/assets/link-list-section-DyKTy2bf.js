import { a as Button, n as Typography, t as Box } from "./Box-BAyYeHPm.js";
import { t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
import { M as Link, c as isApiError, y as formatMegabytes } from "../entry-server.js";
import { t as PageHeader } from "./page-header-Cld7QmRK.js";
import { t as Link$1 } from "./Link-BcQgiOgq.js";
import { t as LoadErrorAlert } from "./load-error-alert-CIyOwjnD.js";
import { t as Download_default } from "./Download-D-G5LuNo.js";
// src/features/library/components/detail-load-error.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Why a document or norm could not be shown: gone (no retry) or a failure worth retrying. */
function DetailLoadError({ query, notFoundTitle, notFoundText, title, crumbs, backTo, backLabel }) {
	const notFound = isApiError(query.error) && query.error.status === 404;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
			title: notFound ? notFoundTitle : title,
			breadcrumbs: crumbs
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadErrorAlert, {
			error: query.error,
			onRetry: () => void query.refetch(),
			expected: notFound ? notFoundText : null,
			sx: {
				mb: 3,
				maxWidth: 720
			}
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			component: Link,
			to: backTo,
			variant: "outlined",
			sx: { minHeight: 44 },
			children: backLabel
		})
	] });
}
// src/features/library/components/file-viewer.tsx
/** The file's address that downloads it instead of showing it. */
function downloadUrl(file) {
	return `${file.url}${file.url.includes("?") ? "&" : "?"}download=1`;
}
function Viewer({ file, title }) {
	if (file.mime === "application/pdf") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "iframe",
		title: `Documento: ${title}`,
		src: file.url,
		sx: {
			width: "100%",
			height: "75vh",
			border: 1,
			borderColor: "divider",
			borderRadius: 1
		}
	});
	if (file.mime.startsWith("image/")) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "img",
		src: file.url,
		alt: title,
		sx: {
			display: "block",
			maxWidth: "100%",
			height: "auto"
		}
	});
	if (file.mime.startsWith("video/")) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("video", {
		controls: true,
		preload: "metadata",
		src: file.url,
		"aria-label": `Video: ${title}`,
		style: {
			display: "block",
			width: "100%",
			maxHeight: "70vh",
			background: "#000"
		}
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: "Este archivo no se puede mostrar en el navegador: descárguelo para abrirlo." });
}
/** An uploaded file shown in the page (PDF in the browser's viewer, image, video) and a download link. */
function FileViewer({ file, title }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "flex",
			flexDirection: "column",
			gap: 2,
			alignItems: "flex-start"
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Viewer, {
			file,
			title
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
			component: "a",
			href: downloadUrl(file),
			download: file.name,
			variant: "outlined",
			startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Download_default, { "aria-hidden": "true" }),
			sx: { minHeight: 44 },
			children: [
				"Descargar ",
				file.name,
				" (",
				formatMegabytes(file.size),
				")"
			]
		})]
	});
}
// src/features/library/components/link-list-section.tsx
/** A titled list of links to other entries of the libraries; nothing at all when there are none. */
function LinkListSection({ id, title, items, to, extra }) {
	if (items.length === 0) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "section",
		"aria-labelledby": id,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			id,
			variant: "h6",
			component: "h2",
			sx: { mb: 1 },
			children: title
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			component: "ul",
			sx: {
				m: 0,
				pl: 3,
				"& li": { mb: 1 }
			},
			children: items.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
				component: Link,
				to: to(item),
				children: item.title
			}), extra && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [" ", extra(item)] })] }, item.id))
		})]
	});
}
export { FileViewer as n, DetailLoadError as r, LinkListSection as t };
