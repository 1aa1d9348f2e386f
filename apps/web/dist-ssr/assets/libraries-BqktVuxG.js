import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as paths } from "./paths-DCx76zJf.js";
import { a as Button, n as Typography, t as Box } from "./Box-BAyYeHPm.js";
import { E as Paper, I as useNavigate, M as Link, f as formatCount, r as LoadingScreen } from "../entry-server.js";
import { t as LoadErrorAlert } from "./load-error-alert-CIyOwjnD.js";
import { t as PageHeader } from "./page-header-Cld7QmRK.js";
import { n as useDocuments } from "./get-documents-CM3V5Jup.js";
import { r as useNorms } from "./get-norms-Bg7le9zA.js";
import { t as DocumentCard } from "./document-card-BulcrQjB.js";
import { t as Search_default } from "./Search-BTz5Y1Rg.js";
import { t as FormControlLabel } from "./FormControlLabel-BkpFp8lD.js";
import { t as FormLabel } from "./FormLabel-Bd4sKxgI.js";
import { n as Radio, t as RadioGroup } from "./RadioGroup-BgB9SVEn.js";
import { t as TextField } from "./TextField-BMkRww_p.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
import { t as NormCard } from "./norm-card-Be3_qbgn.js";
import { r as NORMS_TITLE, t as DOCUMENTS_TITLE } from "./library-pages-DL0M7KxL.js";
// src/features/library/components/libraries-search-form.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** One search box for both libraries: the learner picks which, and lands on that list with the text searched. */
function LibrariesSearchForm() {
	const navigate = useNavigate();
	const [text, setText] = (0, import_react.useState)("");
	const [target, setTarget] = (0, import_react.useState)("documents");
	const submit = (event) => {
		event.preventDefault();
		const q = text.trim();
		const path = target === "documents" ? paths.documents() : paths.norms();
		navigate(q ? `${path}?${new URLSearchParams({ q }).toString()}` : path);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		component: "form",
		role: "search",
		"aria-label": "Buscar en las bibliotecas",
		variant: "outlined",
		onSubmit: submit,
		sx: {
			p: 2,
			mb: 3,
			display: "flex",
			flexWrap: "wrap",
			alignItems: "center",
			gap: 2
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
				id: "libraries-search",
				label: "¿Qué busca?",
				placeholder: "Por ejemplo: trabajo en alturas",
				type: "search",
				value: text,
				onChange: (event) => setText(event.target.value),
				sx: {
					flex: "1 1 260px",
					maxWidth: { sm: 420 }
				}
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				component: "fieldset",
				sx: {
					border: 0,
					m: 0,
					p: 0
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormLabel, {
					component: "legend",
					sx: { fontSize: "0.875rem" },
					children: "Buscar en"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(RadioGroup, {
					row: true,
					value: target,
					onChange: (event) => setTarget(event.target.value),
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormControlLabel, {
						value: "documents",
						control: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Radio, {}),
						label: "Biblioteca educativa"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormControlLabel, {
						value: "norms",
						control: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Radio, {}),
						label: "Biblioteca legislativa"
					})]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				type: "submit",
				variant: "contained",
				startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Search_default, { "aria-hidden": "true" }),
				sx: { minHeight: 44 },
				children: "Buscar"
			})
		]
	});
}
// src/features/library/components/libraries-page.tsx
/** The newest entries of each library: the list endpoints sort that way without a search. */
var NEWEST = {
	sort: "newest",
	page: 1,
	pageSize: 3
};
function LibrarySection({ id, title, description, to, noun, query, items, renderItem, itemKey }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		component: "section",
		"aria-labelledby": id,
		variant: "outlined",
		sx: { p: {
			xs: 2,
			sm: 3
		} },
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				id,
				variant: "h5",
				component: "h2",
				children: title
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				sx: {
					mt: 1,
					color: "text.secondary",
					maxWidth: "70ch"
				},
				children: description
			}),
			query.data && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
				sx: {
					mt: 1,
					fontWeight: 600
				},
				children: [formatCount(query.data.total, ...noun), " en total"]
			}),
			query.isPending && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadingScreen, {
				fullScreen: false,
				label: `Cargando ${title.toLowerCase()}…`
			}),
			query.isError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadErrorAlert, {
				error: query.error,
				onRetry: () => void query.refetch(),
				sx: { mt: 2 }
			}),
			items && items.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "h6",
				component: "h3",
				sx: {
					mt: 2,
					mb: 1
				},
				children: "Lo más reciente"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "ul",
				sx: {
					listStyle: "none",
					p: 0,
					m: 0,
					display: "grid",
					gap: 2,
					gridTemplateColumns: {
						xs: "1fr",
						lg: "repeat(3, minmax(0, 1fr))"
					}
				},
				children: items.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: renderItem(item) }, itemKey(item)))
			})] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
				component: Link,
				to,
				variant: "contained",
				sx: {
					mt: 2,
					minHeight: 44
				},
				children: ["Ver toda la ", title.replace("Biblioteca", "biblioteca")]
			})
		]
	});
}
/** `/bibliotecas`: what each library holds, its newest entries, and one search box for either. */
function LibrariesPage() {
	const documents = useDocuments(NEWEST);
	const norms = useNorms(NEWEST);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
			title: "Bibliotecas",
			breadcrumbs: [{
				label: "Inicio",
				to: paths.home()
			}],
			description: "Consulte material de formación y la normativa colombiana de seguridad y salud en el trabajo."
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LibrariesSearchForm, {}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			sx: {
				display: "flex",
				flexDirection: "column",
				gap: 3
			},
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LibrarySection, {
				id: "library-documents-title",
				title: DOCUMENTS_TITLE,
				description: "Guías, manuales, videos, infografías y formatos para aplicar el SG-SST en su empresa.",
				to: paths.documents(),
				noun: ["documento", "documentos"],
				query: documents,
				items: documents.data?.items,
				itemKey: (item) => item.id,
				renderItem: (item) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DocumentCard, {
					document: item,
					headingLevel: "h4"
				})
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LibrarySection, {
				id: "library-norms-title",
				title: NORMS_TITLE,
				description: "Leyes, decretos, resoluciones y circulares de SST en Colombia, con su estado (vigente, modificada o derogada) y la norma que las reemplaza.",
				to: paths.norms(),
				noun: ["norma", "normas"],
				query: norms,
				items: norms.data?.items,
				itemKey: (item) => item.id,
				renderItem: (item) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NormCard, {
					norm: item,
					headingLevel: "h4"
				})
			})]
		})
	] });
}
// src/app/routes/learner/libraries.tsx
var libraries_default = LibrariesPage;
export { libraries_default as default };
