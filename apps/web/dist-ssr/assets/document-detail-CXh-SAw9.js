import { L as useParams, d as formatCalendarDay, r as LoadingScreen } from "../entry-server.js";
import { n as Typography, t as Box } from "./Box-BAyYeHPm.js";
import { t as Chip } from "./Chip-C9XsaV41.js";
import { f as libraryTopicLabels, s as documentKindLabels } from "./library.schemas-Ck8F1N4w.js";
import { t as paths } from "./paths-DCx76zJf.js";
import { t as ExternalLinkButton } from "./external-link-button-_GgQd5lp.js";
import { n as FactList, t as Fact } from "./facts-nf0cTzAh.js";
import { t as PageHeader } from "./page-header-Cld7QmRK.js";
import { t as useDocument } from "./get-documents-CM3V5Jup.js";
import { n as FileViewer, r as DetailLoadError, t as LinkListSection } from "./link-list-section-DyKTy2bf.js";
import { i as LibraryFavoriteButton, n as LIBRARY_CRUMBS, t as DOCUMENTS_TITLE } from "./library-pages-DL0M7KxL.js";
import { t as NormStatusChip } from "./norm-status-chip-BwtzhNba.js";
import { t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
// src/features/library/components/document-detail-page.tsx
var import_jsx_runtime = require_jsx_runtime();
var DOCUMENT_NOT_FOUND_TEXT = "No encontramos este documento. Puede que la dirección esté mal escrita o que lo hayan retirado de la biblioteca.";
var crumbs = [...LIBRARY_CRUMBS, {
	label: DOCUMENTS_TITLE,
	to: paths.documents()
}];
function hostOf(url) {
	try {
		return new URL(url).host;
	} catch {
		return null;
	}
}
function DocumentView({ document }) {
	const host = document.url ? hostOf(document.url) : null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
		title: document.title,
		breadcrumbs: crumbs,
		description: document.summary,
		actions: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LibraryFavoriteButton, {
			kind: "document",
			targetId: document.id,
			favorite: document.favorite
		})
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "flex",
			flexDirection: "column",
			gap: 4,
			maxWidth: 960
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FactList, {
				sx: { gridTemplateColumns: {
					xs: "1fr",
					sm: "repeat(3, minmax(0, 1fr))"
				} },
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
						term: "Tipo",
						children: documentKindLabels[document.kind]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
						term: "Tema",
						children: libraryTopicLabels[document.topic]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
						term: "Publicado",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
							dateTime: document.publishedOn,
							children: formatCalendarDay(document.publishedOn)
						})
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				component: "section",
				"aria-labelledby": "document-content-title",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					id: "document-content-title",
					variant: "h5",
					component: "h2",
					sx: { mb: 2 },
					children: "Consultar el documento"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					sx: {
						display: "flex",
						flexDirection: "column",
						gap: 2,
						alignItems: "flex-start"
					},
					children: [document.file && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FileViewer, {
						file: document.file,
						title: document.title
					}), document.url && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [host && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
						sx: { color: "text.secondary" },
						children: ["Disponible en: ", host]
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ExternalLinkButton, {
						href: document.url,
						variant: document.file ? "outlined" : "contained",
						children: "Abrir el recurso"
					})] })]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LinkListSection, {
				id: "document-related-title",
				title: "Otros documentos sobre este tema",
				items: document.related,
				to: (item) => paths.document(item.id),
				extra: (item) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, {
					size: "small",
					component: "span",
					label: documentKindLabels[item.kind]
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LinkListSection, {
				id: "document-norms-title",
				title: "Normas sobre este tema",
				items: document.relatedNorms,
				to: (item) => paths.norm(item.id),
				extra: (item) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NormStatusChip, { status: item.status })
			})
		]
	})] });
}
/** `/bibliotecas/educativa-sst/:id`: a document with its reader, download and related entries. */
function DocumentDetailPage({ documentId }) {
	const query = useDocument(documentId);
	if (query.isPending) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadingScreen, {
		fullScreen: false,
		label: "Cargando el documento…"
	});
	if (query.isError) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DetailLoadError, {
		query,
		title: DOCUMENTS_TITLE,
		notFoundTitle: "Documento no encontrado",
		notFoundText: DOCUMENT_NOT_FOUND_TEXT,
		crumbs,
		backTo: paths.documents(),
		backLabel: "Ver todos los documentos"
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DocumentView, { document: query.data });
}
// src/app/routes/learner/document-detail.tsx
function DocumentDetailRoute() {
	const { id = "" } = useParams();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DocumentDetailPage, { documentId: id }, id);
}
export { DocumentDetailRoute as default };
