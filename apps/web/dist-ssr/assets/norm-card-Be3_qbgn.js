import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as Typography, t as Box } from "./Box-BAyYeHPm.js";
import { n as Card, t as CardContent } from "./CardContent-DzIZ6nbd.js";
import { t as Link } from "./Link-BcQgiOgq.js";
import { f as libraryTopicLabels } from "./library.schemas-Ck8F1N4w.js";
import { t as paths } from "./paths-DCx76zJf.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
import { M as Link$1 } from "../entry-server.js";
import { t as VisuallyHidden } from "./visually-hidden-COpqPLv-.js";
import { n as liftedLinkSx, t as CardTitleLink } from "./card-title-link-b2n6iaCE.js";
import { t as HighlightedText } from "./highlighted-text-BBeTPeBr.js";
import { i as LibraryFavoriteButton } from "./library-pages-DL0M7KxL.js";
import { n as replacedByLabel, t as NormStatusChip } from "./norm-status-chip-BwtzhNba.js";
// src/features/library/components/norm-card.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** One norm in a list: its subject, issuer, topic, status and what replaced it, with the searched words marked. */
function NormCard({ norm, headingLevel = "h2" }) {
	const titleId = (0, import_react.useId)();
	const { match } = norm;
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
				gap: 1.25
			},
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardTitleLink, {
					id: titleId,
					to: paths.norm(norm.id),
					component: headingLevel,
					action: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LibraryFavoriteButton, {
						kind: "norm",
						targetId: norm.id,
						favorite: norm.favorite,
						describedBy: titleId
					}),
					children: match ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HighlightedText, { segments: match.titleHighlight }) : norm.title
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					sx: { fontWeight: 600 },
					children: norm.subject
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					sx: {
						display: "flex",
						flexWrap: "wrap",
						alignItems: "center",
						gap: 1
					},
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(VisuallyHidden, { children: "Estado:" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NormStatusChip, { status: norm.status }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
							variant: "body2",
							component: "span",
							sx: { color: "text.secondary" },
							children: [
								norm.issuer,
								" · ",
								libraryTopicLabels[norm.topic]
							]
						})
					]
				}),
				norm.replacedBy && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
					variant: "body2",
					children: [
						replacedByLabel(norm.status),
						" ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
							component: Link$1,
							to: paths.norm(norm.replacedBy.id),
							sx: liftedLinkSx,
							children: norm.replacedBy.title
						})
					]
				}),
				match ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					sx: { color: "text.secondary" },
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HighlightedText, { segments: match.snippet })
				}) : norm.summary && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					sx: { color: "text.secondary" },
					children: norm.summary
				})
			]
		})
	});
}
export { NormCard as t };
