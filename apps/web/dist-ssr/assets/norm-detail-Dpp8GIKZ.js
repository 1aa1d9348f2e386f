import { E as Paper, L as useParams, M as Link, r as LoadingScreen } from "../entry-server.js";
import { n as Typography, t as Box } from "./Box-BAyYeHPm.js";
import { t as Link$1 } from "./Link-BcQgiOgq.js";
import { f as libraryTopicLabels, x as normTypeLabels } from "./library.schemas-Ck8F1N4w.js";
import { t as paths } from "./paths-DCx76zJf.js";
import { t as ExternalLinkButton } from "./external-link-button-_GgQd5lp.js";
import { n as FactList, t as Fact } from "./facts-nf0cTzAh.js";
import { t as PageHeader } from "./page-header-Cld7QmRK.js";
import { t as RichText } from "./rich-text-CyI6c1jX.js";
import { n as useNorm } from "./get-norms-Bg7le9zA.js";
import { n as FileViewer, r as DetailLoadError, t as LinkListSection } from "./link-list-section-DyKTy2bf.js";
import { i as LibraryFavoriteButton, n as LIBRARY_CRUMBS, r as NORMS_TITLE } from "./library-pages-DL0M7KxL.js";
import { n as replacedByLabel, t as NormStatusChip } from "./norm-status-chip-BwtzhNba.js";
import { t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
// src/features/library/components/norm-detail-page.tsx
var import_jsx_runtime = require_jsx_runtime();
var NORM_NOT_FOUND_TEXT = "No encontramos esta norma. Puede que la dirección esté mal escrita o que la hayan retirado de la biblioteca.";
var crumbs = [...LIBRARY_CRUMBS, {
	label: NORMS_TITLE,
	to: paths.norms()
}];
function StatusBox({ norm }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		component: "section",
		"aria-labelledby": "norm-status-title",
		variant: "outlined",
		sx: {
			p: {
				xs: 2,
				sm: 3
			},
			display: "flex",
			flexDirection: "column",
			gap: 1.5
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					display: "flex",
					flexWrap: "wrap",
					alignItems: "center",
					gap: 1.5
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					id: "norm-status-title",
					variant: "h6",
					component: "h2",
					children: "Estado"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NormStatusChip, {
					status: norm.status,
					size: "medium"
				})]
			}),
			norm.statusNote && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: norm.statusNote }),
			norm.replacedBy && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, { children: [
				replacedByLabel(norm.status),
				" ",
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
					component: Link,
					to: paths.norm(norm.replacedBy.id),
					sx: { fontWeight: 600 },
					children: norm.replacedBy.title
				})
			] })
		]
	});
}
function NormView({ norm }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
		title: norm.title,
		breadcrumbs: crumbs,
		description: norm.subject,
		actions: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LibraryFavoriteButton, {
			kind: "norm",
			targetId: norm.id,
			favorite: norm.favorite
		})
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "flex",
			flexDirection: "column",
			gap: 4,
			maxWidth: 960
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(StatusBox, { norm }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FactList, {
				sx: { gridTemplateColumns: {
					xs: "repeat(2, minmax(0, 1fr))",
					sm: "repeat(4, minmax(0, 1fr))"
				} },
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
						term: "Tipo",
						children: normTypeLabels[norm.type]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
						term: "Número",
						children: norm.number
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
						term: "Año",
						children: norm.year
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
						term: "Expedida por",
						children: norm.issuer
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
						term: "Tema",
						children: libraryTopicLabels[norm.topic]
					})
				]
			}),
			norm.summary && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				component: "section",
				"aria-labelledby": "norm-summary-title",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					id: "norm-summary-title",
					variant: "h5",
					component: "h2",
					sx: { mb: 1 },
					children: "Resumen"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					sx: { maxWidth: "72ch" },
					children: norm.summary
				})]
			}),
			norm.sourceUrl && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ExternalLinkButton, {
				href: norm.sourceUrl,
				children: "Consultar en la fuente oficial"
			}) }),
			norm.textHtml && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				component: "section",
				"aria-labelledby": "norm-text-title",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					id: "norm-text-title",
					variant: "h5",
					component: "h2",
					sx: { mb: 1 },
					children: "Texto de la norma"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RichText, { html: norm.textHtml })]
			}),
			norm.file && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				component: "section",
				"aria-labelledby": "norm-file-title",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					id: "norm-file-title",
					variant: "h5",
					component: "h2",
					sx: { mb: 2 },
					children: "Documento adjunto"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FileViewer, {
					file: norm.file,
					title: norm.title
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LinkListSection, {
				id: "norm-replaces-title",
				title: "Normas que esta deroga o modifica",
				items: norm.replaces,
				to: (item) => paths.norm(item.id),
				extra: (item) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NormStatusChip, { status: item.status })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LinkListSection, {
				id: "norm-related-title",
				title: "Normas relacionadas",
				items: norm.related,
				to: (item) => paths.norm(item.id),
				extra: (item) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NormStatusChip, { status: item.status })
			})
		]
	})] });
}
/** `/bibliotecas/legislativa-sst/:id`: a norm with its status, what replaced it, its text or PDF and related norms. */
function NormDetailPage({ normId }) {
	const query = useNorm(normId);
	if (query.isPending) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadingScreen, {
		fullScreen: false,
		label: "Cargando la norma…"
	});
	if (query.isError) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DetailLoadError, {
		query,
		title: NORMS_TITLE,
		notFoundTitle: "Norma no encontrada",
		notFoundText: NORM_NOT_FOUND_TEXT,
		crumbs,
		backTo: paths.norms(),
		backLabel: "Ver todas las normas"
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NormView, { norm: query.data });
}
// src/app/routes/learner/norm-detail.tsx
function NormDetailRoute() {
	const { id = "" } = useParams();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NormDetailPage, { normId: id }, id);
}
export { NormDetailRoute as default };
