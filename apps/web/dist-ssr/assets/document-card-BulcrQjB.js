import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as Typography, t as Box } from "./Box-BAyYeHPm.js";
import { n as Card, t as CardContent } from "./CardContent-DzIZ6nbd.js";
import { t as Chip } from "./Chip-C9XsaV41.js";
import { f as libraryTopicLabels, s as documentKindLabels } from "./library.schemas-Ck8F1N4w.js";
import { t as paths } from "./paths-DCx76zJf.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
import { t as VisuallyHidden } from "./visually-hidden-COpqPLv-.js";
import { d as formatCalendarDay } from "../entry-server.js";
import { t as CardTitleLink } from "./card-title-link-b2n6iaCE.js";
import { t as HighlightedText } from "./highlighted-text-BBeTPeBr.js";
import { i as LibraryFavoriteButton } from "./library-pages-DL0M7KxL.js";
// src/features/library/components/document-card.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** One educational document in a list: what it is, its topic and date, and the searched words marked. */
function DocumentCard({ document, headingLevel = "h2" }) {
	const titleId = (0, import_react.useId)();
	const { match } = document;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Card, {
		variant: "outlined",
		sx: {
			height: "100%",
			display: "flex",
			flexDirection: "column",
			position: "relative"
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardContent, {
			sx: {
				flexGrow: 1,
				display: "flex",
				flexDirection: "column",
				gap: 1.5
			},
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardTitleLink, {
					id: titleId,
					to: paths.document(document.id),
					component: headingLevel,
					action: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LibraryFavoriteButton, {
						kind: "document",
						targetId: document.id,
						favorite: document.favorite,
						describedBy: titleId
					}),
					children: match ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HighlightedText, { segments: match.titleHighlight }) : document.title
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					sx: {
						display: "flex",
						flexWrap: "wrap",
						alignItems: "center",
						gap: 1
					},
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(VisuallyHidden, { children: "Tipo:" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, {
							size: "small",
							component: "span",
							label: documentKindLabels[document.kind],
							color: "primary"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(VisuallyHidden, { children: "Tema:" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, {
							size: "small",
							component: "span",
							variant: "outlined",
							label: libraryTopicLabels[document.topic]
						})
					]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					sx: { color: "text.secondary" },
					children: match ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HighlightedText, { segments: match.snippet }) : document.summary
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
					variant: "body2",
					sx: {
						mt: "auto",
						color: "text.secondary"
					},
					children: ["Publicado el ", /* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
						dateTime: document.publishedOn,
						children: formatCalendarDay(document.publishedOn)
					})]
				})
			]
		})
	});
}
export { DocumentCard as t };
