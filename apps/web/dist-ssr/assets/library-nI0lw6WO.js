import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as paths } from "./paths-DCx76zJf.js";
import { E as Paper, R as useSearchParams, d as formatCalendarDay, f as formatCount, x as formatNumber } from "../entry-server.js";
import { i as Tab, n as FileUpload, r as Tabs, t as UploadedFile } from "./uploaded-file-DvxbYQ2R.js";
import { t as PageHeader } from "./page-header-Cld7QmRK.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
import { t as ConfirmDialog } from "./confirm-dialog-Do6sIjaq.js";
import { t as useDialogTarget } from "./use-dialog-target-DSu2jO3O.js";
import { t as usePagedSearchParams } from "./use-paged-search-params-c6SQO4sc.js";
import { S as normTypeSchema, b as normStatusSchema, c as documentKindSchema, f as libraryTopicLabels, g as normInputSchema, i as adminNormSchema, m as libraryTopics, n as adminDocumentSchema, o as documentInputSchema, r as adminNormListSchema, s as documentKindLabels, t as adminDocumentListSchema, v as normStatusInputSchema, x as normTypeLabels, y as normStatusLabels } from "./library.schemas-Ck8F1N4w.js";
import { M as useQueryClient, y as keepPreviousData } from "./removable-Zc2XTOpZ.js";
import { t as useMutation } from "./useMutation-BP5bcImn.js";
import { t as useQuery } from "./useQuery-CSSMCn8a.js";
import { n as apiFetch, r as errorMessageFor } from "./api-client-BGybrOBG.js";
import { t as Add_default } from "./Add-DXG_Pu5N.js";
import { t as Alert } from "./Alert-Xs0Ucjpv.js";
import { a as Button, n as Typography, t as Box } from "./Box-BAyYeHPm.js";
import { t as FormControlLabel } from "./FormControlLabel-BkpFp8lD.js";
import { t as LinearProgress } from "./LinearProgress-HmIjUiNo.js";
import { t as Switch } from "./Switch-BKkdkocr.js";
import { t as TablePagination } from "./TablePagination-CdnLojqt.js";
import { n as SearchField } from "./filter-fields-EVimqhWD.js";
import { t as LoadErrorAlert } from "./load-error-alert-CIyOwjnD.js";
import { a as PAGE_SIZE_OPTIONS } from "./use-document-title-CDsxsUVm.js";
import { a as useWatch, i as useForm, n as Controller, t as u } from "./zod-resolver-hVUI3Sd2.js";
import { n as DialogForm, r as ResponsiveDialog, t as EditorDialog } from "./editor-dialog-DoXi-7mS.js";
import { t as FormErrorAlert } from "./form-error-alert-DwWSx3di.js";
import { n as FormTextField, t as applyServerFieldErrors } from "./form-errors-CT4sfmSL.js";
import { t as SelectField } from "./select-field-DccZR-vX.js";
import { n as focusFileInput } from "./file-picker-button-DMw9DSm5.js";
import { t as Link } from "./Link-BcQgiOgq.js";
import { a as TableCell, t as TableRow } from "./TableRow-CP3jgbZp.js";
import { n as DataTable, t as ACTIONS_COLUMN } from "./data-table-5drGRjQE.js";
import { t as VisuallyHidden } from "./visually-hidden-COpqPLv-.js";
import { t as RowActions } from "./row-actions-BDw5qjZe.js";
import { t as Autocomplete } from "./Autocomplete-C4RiZyBZ.js";
import { t as TextField } from "./TextField-BMkRww_p.js";
import { t as useDebouncedValue } from "./use-debounced-value-BNydoRyC.js";
import { t as Chip } from "./Chip-C9XsaV41.js";
// ../../packages/shared/src/library/norm-status.ts
/** The status a norm takes when an author links the norm that replaces it: a linked norm is never "Vigente". */
function statusWithReplacement(status, replacedById) {
	return replacedById && status === "in_force" ? "repealed" : status;
}
// src/features/admin-library/api/query-keys.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** Every cache key of this feature starts with `['admin', 'library']`, so one call can refresh them all. */
var adminLibraryKeys = {
	all: ["admin", "library"],
	documents: () => [...adminLibraryKeys.all, "documents"],
	documentList: (query) => [...adminLibraryKeys.documents(), query],
	norms: () => [...adminLibraryKeys.all, "norms"],
	normList: (query) => [...adminLibraryKeys.norms(), query],
	/** Norms the replacement picker offers, by search text. */
	normOptions: (q) => [
		...adminLibraryKeys.all,
		"norm-options",
		q
	]
};
function adminListParams({ q, deleted, page, pageSize }) {
	const params = new URLSearchParams({
		deleted: deleted ? "1" : "0",
		page: String(page),
		pageSize: String(pageSize)
	});
	if (q) params.set("q", q);
	return params.toString();
}
// src/features/admin-library/api/documents.ts
var BASE$1 = "/api/admin/library/documents";
var path$1 = (id) => `${BASE$1}/${encodeURIComponent(id)}`;
function useAdminDocuments(query) {
	return useQuery({
		queryKey: adminLibraryKeys.documentList(query),
		queryFn: ({ signal }) => apiFetch(`${BASE$1}?${adminListParams(query)}`, {
			schema: adminDocumentListSchema,
			signal
		}),
		placeholderData: keepPreviousData
	});
}
/** After any write: the lists (live and deleted) and the learner pages' caches are refetched when next shown. */
function useRefreshDocuments() {
	const queryClient = useQueryClient();
	return () => {
		queryClient.invalidateQueries({ queryKey: adminLibraryKeys.documents() });
		queryClient.invalidateQueries({ queryKey: ["library"] });
	};
}
function useSaveDocument() {
	const refresh = useRefreshDocuments();
	return useMutation({
		mutationFn: ({ id, input }) => apiFetch(id ? path$1(id) : BASE$1, {
			method: id ? "PUT" : "POST",
			body: input,
			schema: adminDocumentSchema
		}),
		onSuccess: refresh
	});
}
function useDeleteDocument() {
	const refresh = useRefreshDocuments();
	return useMutation({
		mutationFn: (id) => apiFetch(path$1(id), { method: "DELETE" }),
		onSuccess: refresh
	});
}
function useRestoreDocument() {
	const refresh = useRefreshDocuments();
	return useMutation({
		mutationFn: (id) => apiFetch(`${path$1(id)}/restore`, {
			method: "POST",
			schema: adminDocumentSchema
		}),
		onSuccess: refresh
	});
}
// src/features/admin-library/components/admin-list-panel.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Search, "Ver eliminados", count, table and pages of one library in the admin; the state lives in the address. */
function AdminListPanel({ idPrefix, searchLabel, searchPlaceholder, noun, newLabel, newButtonId, onNew, paged, deleted, query, emptyText, message, error, children }) {
	const captionId = (0, import_react.useId)();
	const { q, page, pageSize, search, setSearch, updateParams } = paged;
	const data = query.data;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			sx: {
				p: 2,
				display: "flex",
				flexWrap: "wrap",
				alignItems: "center",
				gap: 2
			},
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchField, {
					id: `${idPrefix}-search`,
					label: searchLabel,
					placeholder: searchPlaceholder,
					value: search,
					onChange: setSearch,
					width: 360
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormControlLabel, {
					control: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Switch, {
						checked: deleted,
						slotProps: { input: { role: "switch" } },
						onChange: (event) => updateParams({
							eliminados: event.target.checked ? "1" : null,
							pagina: null
						})
					}),
					label: "Ver eliminados"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					id: newButtonId,
					variant: "contained",
					startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Add_default, { "aria-hidden": "true" }),
					onClick: (event) => onNew(event.currentTarget),
					sx: {
						ml: { sm: "auto" },
						minHeight: 44
					},
					children: newLabel
				})
			]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			role: "status",
			sx: { px: 2 },
			children: message && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				severity: "success",
				sx: { mb: 1 },
				children: message
			})
		}),
		Boolean(error) && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
			severity: "error",
			role: "alert",
			sx: {
				mx: 2,
				mb: 1
			},
			children: errorMessageFor(error)
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			id: captionId,
			component: "h2",
			tabIndex: -1,
			sx: {
				px: 2,
				pb: 1,
				fontWeight: 600
			},
			children: data ? `${formatCount(data.total, ...noun)}${deleted ? " eliminados" : ""}` : `Lista de ${noun[1]}`
		}),
		query.isFetching && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LinearProgress, { "aria-label": `Cargando ${noun[1]}` }),
		query.isPending && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
			role: "status",
			sx: { p: 3 },
			children: [
				"Cargando ",
				noun[1],
				"…"
			]
		}),
		query.isError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadErrorAlert, {
			error: query.error,
			onRetry: () => void query.refetch(),
			sx: { m: 2 }
		}),
		data && data.items.length === 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			role: "status",
			sx: { p: 3 },
			children: q ? `No hay ${noun[1]} que coincidan con la búsqueda.` : emptyText
		}),
		data && data.items.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [children(data.items, captionId), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TablePagination, {
			component: "div",
			count: data.total,
			page: page - 1,
			rowsPerPage: pageSize,
			rowsPerPageOptions: PAGE_SIZE_OPTIONS,
			onPageChange: (_event, nextPage) => updateParams({ pagina: String(nextPage + 1) }),
			onRowsPerPageChange: (event) => updateParams({
				tamano: event.target.value,
				pagina: null
			})
		})] })
	] });
}
// src/features/admin-library/components/extracted-text.tsx
/** Whether the PDF's text reached the search index: "Texto indexado: 12.345 caracteres". */
function ExtractedText({ chars }) {
	if (chars === null) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
		variant: "body2",
		sx: { color: chars === 0 ? "error.main" : "text.secondary" },
		children: chars === 0 ? "Texto indexado: 0 caracteres (el PDF no tiene texto extraíble; la búsqueda solo verá sus datos)." : `Texto indexado: ${formatNumber(chars)} ${chars === 1 ? "carácter" : "caracteres"}`
	});
}
// src/features/admin-library/components/document-dialog.tsx
var FIELDS$1 = [
	"title",
	"summary",
	"kind",
	"topic",
	"publishedOn",
	"fileId",
	"url"
];
var KINDS = documentKindSchema.options;
/** Videos upload as video, infographics as images, everything else as PDF (its text feeds the search). */
var purposeByKind = {
	guide: "pdf",
	manual: "pdf",
	template: "pdf",
	infographic: "image",
	video: "video"
};
var resolver$1 = u(documentInputSchema);
function formValues(document) {
	return {
		title: document?.title ?? "",
		summary: document?.summary ?? "",
		topic: document?.topic ?? "sg_sst",
		kind: document?.kind ?? "guide",
		publishedOn: document?.publishedOn ?? (/* @__PURE__ */ new Date()).toISOString().slice(0, 10),
		fileId: document?.file?.id ?? null,
		url: document?.url ?? ""
	};
}
function DocumentDialog({ document, open, onClose, onSaved, onExited }) {
	const save = useSaveDocument();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EditorDialog, {
		open,
		title: document ? "Editar documento" : "Nuevo documento",
		busy: save.isPending,
		discardText: "Los cambios que hizo en este documento no se guardarán.",
		onClose,
		onSaved,
		onExited,
		children: (editor) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DocumentForm, {
			document,
			save,
			editor
		}, document?.id ?? "new")
	});
}
function DocumentForm({ document, save, editor }) {
	const [file, setFile] = (0, import_react.useState)(document?.file ?? null);
	const [serverError, setServerError] = (0, import_react.useState)(null);
	const fileBox = (0, import_react.useRef)(null);
	const { register, control, handleSubmit, setError, setFocus, setValue, formState } = useForm({
		resolver: resolver$1,
		defaultValues: formValues(document)
	});
	const { errors, isDirty } = formState;
	const kind = useWatch({
		control,
		name: "kind"
	});
	const { trackDirty } = editor;
	(0, import_react.useEffect)(() => trackDirty(isDirty), [isDirty, trackDirty]);
	const changeFile = (upload) => {
		setFile(upload);
		setValue("fileId", upload?.id ?? null, {
			shouldDirty: true,
			shouldValidate: formState.isSubmitted
		});
		if (!upload) focusFileInput(fileBox.current);
	};
	const onSubmit = (event) => void handleSubmit((input) => {
		setServerError(null);
		save.mutate({
			id: document?.id ?? null,
			input
		}, {
			onSuccess: () => editor.saved(document ? "Documento actualizado" : "Documento creado"),
			onError: (error) => {
				const focused = applyServerFieldErrors(error, FIELDS$1, setError, setFocus);
				setServerError({
					error,
					focus: !focused
				});
			}
		});
	}, (problems) => {
		if (FIELDS$1.find((name) => problems[name]) === "fileId") focusFileInput(fileBox.current);
	})(event);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogForm, {
		onSubmit,
		pending: save.isPending,
		submitLabel: document ? "Guardar cambios" : "Crear documento",
		onCancel: editor.close,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormErrorAlert, {
				error: serverError?.error,
				focusOnError: serverError?.focus
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
				id: "document-title",
				label: "Título",
				required: true,
				registration: register("title"),
				errorMessage: errors.title?.message
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
				id: "document-summary",
				label: "Resumen",
				required: true,
				multiline: true,
				minRows: 3,
				registration: register("summary"),
				errorMessage: errors.summary?.message
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					display: "grid",
					gap: { sm: 2 },
					gridTemplateColumns: { sm: "repeat(3, minmax(0, 1fr))" }
				},
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SelectField, {
						control,
						name: "kind",
						id: "document-kind",
						label: "Tipo",
						options: KINDS,
						labels: documentKindLabels
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SelectField, {
						control,
						name: "topic",
						id: "document-topic",
						label: "Tema",
						options: libraryTopics,
						labels: libraryTopicLabels
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
						id: "document-published",
						label: "Fecha de publicación",
						type: "date",
						required: true,
						registration: register("publishedOn"),
						errorMessage: errors.publishedOn?.message,
						slotProps: { inputLabel: { shrink: true } }
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				ref: fileBox,
				component: "fieldset",
				sx: {
					border: 0,
					p: 0,
					m: 0,
					mt: 2
				},
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						component: "legend",
						sx: { fontWeight: 600 },
						children: "Archivo"
					}),
					file ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(UploadedFile, {
						file,
						onRemove: () => changeFile(null)
					}), file.id === document?.file?.id && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ExtractedText, { chars: document.extractedChars })] }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						role: errors.fileId ? "alert" : void 0,
						sx: { color: errors.fileId ? "error.main" : "text.secondary" },
						children: errors.fileId?.message ?? "Sin archivo. Adjunte uno, escriba un enlace o ambos."
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FileUpload, {
						purpose: purposeByKind[kind],
						label: file ? "Reemplazar archivo" : "Subir archivo",
						onUploaded: changeFile
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
				id: "document-url",
				label: "Enlace (opcional)",
				type: "url",
				placeholder: "https://",
				helperText: "Un video o página externa; se abre en una pestaña nueva.",
				registration: register("url"),
				errorMessage: errors.url?.message
			})
		]
	});
}
// src/features/admin-library/components/documents-table.tsx
var COLUMNS$1 = [
	{ label: "Título" },
	{ label: "Tipo" },
	{ label: "Tema" },
	{ label: "Publicado" },
	{ label: "Archivo o enlace" },
	ACTIONS_COLUMN
];
function DocumentsTable({ documents, captionId, onEdit, onDelete, onRestore, restoringId }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataTable, {
		labelledBy: captionId,
		columns: COLUMNS$1,
		children: documents.map((document) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, {
			hover: true,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
					component: "th",
					scope: "row",
					sx: { fontWeight: 600 },
					children: document.title
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: documentKindLabels[document.kind] }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: libraryTopicLabels[document.topic] }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
					dateTime: document.publishedOn,
					children: formatCalendarDay(document.publishedOn)
				}) }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableCell, { children: [
					document.file && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						variant: "body2",
						children: document.file.name
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ExtractedText, { chars: document.extractedChars }),
					document.url && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
						href: document.url,
						target: "_blank",
						rel: "noopener noreferrer",
						variant: "body2",
						children: ["Enlace externo", /* @__PURE__ */ (0, import_jsx_runtime.jsx)(VisuallyHidden, { children: " (se abre en una pestaña nueva)" })]
					})
				] }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
					align: "right",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RowActions, {
						name: document.title,
						actions: document.deletedAt ? [{
							label: "Restaurar",
							onClick: () => onRestore(document),
							busy: restoringId === document.id
						}] : [{
							label: "Editar",
							onClick: (opener) => onEdit(document, opener)
						}, {
							label: "Eliminar",
							color: "error",
							onClick: (opener) => onDelete(document, opener)
						}]
					})
				})
			]
		}, document.id))
	});
}
// src/features/admin-library/components/documents-panel.tsx
var NEW_BUTTON_ID$1 = "admin-documents-new";
var newButton$1 = () => document.getElementById(NEW_BUTTON_ID$1);
/** The "Documentos educativos" tab: every document, with create, edit, delete and restore. */
function DocumentsPanel() {
	const paged = usePagedSearchParams();
	const deleted = paged.searchParams.get("eliminados") === "1";
	const documents = useAdminDocuments({
		q: paged.q,
		deleted,
		page: paged.page,
		pageSize: paged.pageSize
	});
	const remove = useDeleteDocument();
	const restore = useRestoreDocument();
	const [message, setMessage] = (0, import_react.useState)(null);
	const editing = useDialogTarget(newButton$1);
	const deleting = useDialogTarget(newButton$1);
	const confirmDelete = () => {
		const target = deleting.target;
		if (!target) return;
		remove.mutate(target.id, { onSuccess: () => {
			setMessage(`Documento eliminado: «${target.title}». Puede restaurarlo desde «Ver eliminados».`);
			deleting.close();
		} });
	};
	const startRestore = (target) => {
		setMessage(null);
		restore.mutate(target.id, { onSuccess: () => setMessage(`Documento restaurado: «${target.title}».`) });
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AdminListPanel, {
			idPrefix: "admin-documents",
			searchLabel: "Buscar documentos",
			searchPlaceholder: "Título o resumen",
			noun: ["documento", "documentos"],
			newLabel: "Nuevo documento",
			newButtonId: NEW_BUTTON_ID$1,
			onNew: (opener) => {
				setMessage(null);
				editing.show({ document: null }, opener);
			},
			paged,
			deleted,
			query: documents,
			emptyText: deleted ? "No hay documentos eliminados." : "Aún no hay documentos. Cree el primero con «Nuevo documento».",
			message,
			error: restore.isError ? restore.error : null,
			children: (items, captionId) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DocumentsTable, {
				documents: items,
				captionId,
				onEdit: (target, opener) => {
					setMessage(null);
					editing.show({ document: target }, opener);
				},
				onDelete: (target, opener) => {
					remove.reset();
					deleting.show(target, opener);
				},
				onRestore: startRestore,
				restoringId: restore.isPending ? restore.variables ?? null : null
			})
		}),
		editing.shown && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DocumentDialog, {
			document: editing.target?.document ?? null,
			...editing.props,
			onSaved: setMessage
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(ConfirmDialog, {
			...deleting.props,
			title: "¿Eliminar este documento?",
			confirmLabel: "Eliminar",
			destructive: true,
			onConfirm: confirmDelete,
			pending: remove.isPending,
			error: remove.error,
			children: [
				"«",
				deleting.target?.title,
				"» dejará de aparecer en la biblioteca y en las búsquedas. Podrá restaurarlo desde «Ver eliminados»."
			]
		})
	] });
}
// src/features/admin-library/api/norms.ts
var BASE = "/api/admin/library/norms";
var path = (id) => `${BASE}/${encodeURIComponent(id)}`;
function useAdminNorms(query) {
	return useQuery({
		queryKey: adminLibraryKeys.normList(query),
		queryFn: ({ signal }) => apiFetch(`${BASE}?${adminListParams(query)}`, {
			schema: adminNormListSchema,
			signal
		}),
		placeholderData: keepPreviousData
	});
}
/** Live norms matching `q`, for choosing the one that replaces another. */
function useNormOptions(q, enabled) {
	return useQuery({
		queryKey: adminLibraryKeys.normOptions(q),
		queryFn: ({ signal }) => apiFetch(`${BASE}?${adminListParams({
			q,
			deleted: false,
			page: 1,
			pageSize: 20
		})}`, {
			schema: adminNormListSchema,
			signal
		}),
		enabled,
		placeholderData: keepPreviousData
	});
}
/** After any write: every admin list (a status change shows in other rows' "replaced by") and the learner pages. */
function useRefreshNorms() {
	const queryClient = useQueryClient();
	return () => {
		queryClient.invalidateQueries({ queryKey: adminLibraryKeys.all });
		queryClient.invalidateQueries({ queryKey: ["library"] });
	};
}
function useSaveNorm() {
	const refresh = useRefreshNorms();
	return useMutation({
		mutationFn: ({ id, input }) => apiFetch(id ? path(id) : BASE, {
			method: id ? "PUT" : "POST",
			body: input,
			schema: adminNormSchema
		}),
		onSuccess: refresh
	});
}
function useChangeNormStatus() {
	const refresh = useRefreshNorms();
	return useMutation({
		mutationFn: ({ id, input }) => apiFetch(`${path(id)}/status`, {
			method: "PATCH",
			body: input,
			schema: adminNormSchema
		}),
		onSuccess: refresh
	});
}
function useDeleteNorm() {
	const refresh = useRefreshNorms();
	return useMutation({
		mutationFn: (id) => apiFetch(path(id), { method: "DELETE" }),
		onSuccess: refresh
	});
}
function useRestoreNorm() {
	const refresh = useRefreshNorms();
	return useMutation({
		mutationFn: (id) => apiFetch(`${path(id)}/restore`, {
			method: "POST",
			schema: adminNormSchema
		}),
		onSuccess: refresh
	});
}
// src/features/admin-library/components/norm-form.ts
/** Every field that may carry a problem, in form order (for `applyServerFieldErrors`). */
var NORM_FIELDS = [
	"type",
	"number",
	"year",
	"issuer",
	"subject",
	"summary",
	"topic",
	"status",
	"statusNote",
	"sourceUrl",
	"text"
];
function normFormValues(norm) {
	return {
		type: norm?.type ?? "resolucion",
		number: norm?.number ?? "",
		year: norm ? String(norm.year) : "",
		issuer: norm?.issuer ?? "",
		subject: norm?.subject ?? "",
		summary: norm?.summary ?? "",
		topic: norm?.topic ?? "sg_sst",
		status: norm ? statusWithReplacement(norm.status, norm.replacedBy?.id ?? null) : "in_force",
		statusNote: norm?.statusNote ?? "",
		replacedBy: norm?.replacedBy ? {
			id: norm.replacedBy.id,
			title: norm.replacedBy.title
		} : null,
		sourceUrl: norm?.sourceUrl ?? "",
		text: norm?.text ?? "",
		fileId: norm?.file?.id ?? null
	};
}
var schemaResolver = u(normInputSchema);
/** Validates with the shared `normInputSchema` (which coerces the year and empties the link to null). */
var normResolver = (values, context, options) => {
	const { replacedBy, ...rest } = values;
	return schemaResolver({
		...rest,
		replacedById: replacedBy?.id ?? null
	}, context, options);
};
// src/features/admin-library/components/norm-picker.tsx
/** Chooses a norm by typing part of its title or number; the server searches, so the list stays short. */
function NormPicker({ id, label, value, onChange, excludeId, helperText, errorMessage }) {
	const [open, setOpen] = (0, import_react.useState)(false);
	const [input, setInput] = (0, import_react.useState)("");
	const q = useDebouncedValue(input.trim(), 300);
	const options = useNormOptions(value && q === value.title ? "" : q, open);
	const found = (options.data?.items ?? []).filter((norm) => norm.id !== excludeId).map((norm) => ({
		id: norm.id,
		title: norm.title
	}));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Autocomplete, {
		id,
		open,
		onOpen: () => setOpen(true),
		onClose: () => setOpen(false),
		value,
		onChange: (_event, next) => onChange(next),
		inputValue: input,
		onInputChange: (_event, next) => setInput(next),
		options: value && !found.some((norm) => norm.id === value.id) ? [value, ...found] : found,
		filterOptions: (all) => all,
		getOptionLabel: (option) => option.title,
		isOptionEqualToValue: (option, current) => option.id === current.id,
		loading: options.isFetching,
		loadingText: "Buscando normas…",
		noOptionsText: options.isError ? "No se pudieron cargar las normas." : "No hay normas que coincidan.",
		clearText: "Quitar",
		openText: "Abrir lista",
		closeText: "Cerrar lista",
		renderInput: (params) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
			...params,
			label,
			margin: "normal",
			error: Boolean(errorMessage),
			helperText: errorMessage ?? helperText
		})
	});
}
// src/features/admin-library/components/norm-status-link.ts
var LINKED_STATUSES = normStatusSchema.options.filter((status) => status !== "in_force");
/** The statuses the form offers: every one without a replacing norm, all but "Vigente" with one. */
function statusOptions(replacedBy) {
	return replacedBy ? LINKED_STATUSES : normStatusSchema.options;
}
/** Said under the status while a replacing norm is chosen. */
var LINKED_STATUS_HELP = "Otra norma la deroga o la modifica: el estado es «Derogada» o «Modificada», nunca «Vigente».";
/** The status after choosing `replacedBy`, or null when it stays as it is. */
function derivedStatus(current, replacedBy) {
	const next = statusWithReplacement(current, replacedBy?.id ?? null);
	return next === current ? null : next;
}
// src/features/admin-library/components/norm-dialog.tsx
var grid = {
	display: "grid",
	columnGap: 2,
	gridTemplateColumns: { sm: "repeat(3, minmax(0, 1fr))" }
};
function NormDialog({ norm, open, onClose, onSaved, onExited }) {
	const save = useSaveNorm();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EditorDialog, {
		open,
		title: norm ? `Editar norma: ${norm.title}` : "Nueva norma",
		busy: save.isPending,
		discardText: "Los cambios que hizo en esta norma no se guardarán.",
		onClose,
		onSaved,
		onExited,
		children: (editor) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NormForm, {
			norm,
			save,
			editor
		}, norm?.id ?? "new")
	});
}
function NormForm({ norm, save, editor }) {
	const [file, setFile] = (0, import_react.useState)(norm?.file ?? null);
	const [serverError, setServerError] = (0, import_react.useState)(null);
	const fileBox = (0, import_react.useRef)(null);
	const { register, control, handleSubmit, setError, setFocus, setValue, getValues, formState } = useForm({
		resolver: normResolver,
		defaultValues: normFormValues(norm)
	});
	const { errors, isDirty } = formState;
	const replacedBy = useWatch({
		control,
		name: "replacedBy"
	});
	const { trackDirty } = editor;
	(0, import_react.useEffect)(() => trackDirty(isDirty), [isDirty, trackDirty]);
	const changeFile = (upload) => {
		setFile(upload);
		setValue("fileId", upload?.id ?? null, { shouldDirty: true });
		if (!upload) focusFileInput(fileBox.current);
	};
	const onSubmit = (event) => void handleSubmit((input) => {
		setServerError(null);
		save.mutate({
			id: norm?.id ?? null,
			input
		}, {
			onSuccess: (saved) => editor.saved(norm ? `Norma actualizada: «${saved.title}».` : `Norma creada: «${saved.title}».`),
			onError: (error) => {
				const focused = applyServerFieldErrors(error, NORM_FIELDS, setError, setFocus);
				setServerError({
					error,
					focus: !focused
				});
			}
		});
	})(event);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogForm, {
		onSubmit,
		pending: save.isPending,
		submitLabel: norm ? "Guardar cambios" : "Crear norma",
		onCancel: editor.close,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormErrorAlert, {
				error: serverError?.error,
				focusOnError: serverError?.focus
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: grid,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SelectField, {
						control,
						name: "type",
						id: "norm-type",
						label: "Tipo",
						options: normTypeSchema.options,
						labels: normTypeLabels
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
						id: "norm-number",
						label: "Número",
						required: true,
						registration: register("number"),
						errorMessage: errors.number?.message
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
						id: "norm-year",
						label: "Año",
						required: true,
						registration: register("year"),
						errorMessage: errors.year?.message,
						slotProps: { htmlInput: {
							inputMode: "numeric",
							maxLength: 4
						} }
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
				id: "norm-issuer",
				label: "Expedida por",
				required: true,
				placeholder: "Ministerio del Trabajo",
				registration: register("issuer"),
				errorMessage: errors.issuer?.message
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
				id: "norm-subject",
				label: "Tema (una línea)",
				required: true,
				registration: register("subject"),
				errorMessage: errors.subject?.message
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
				id: "norm-summary",
				label: "Resumen (opcional)",
				multiline: true,
				minRows: 2,
				registration: register("summary"),
				errorMessage: errors.summary?.message
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: grid,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SelectField, {
						control,
						name: "topic",
						id: "norm-topic",
						label: "Área temática",
						options: libraryTopics,
						labels: libraryTopicLabels
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SelectField, {
						control,
						name: "status",
						id: "norm-status",
						label: "Estado",
						options: statusOptions(replacedBy),
						labels: normStatusLabels,
						helperText: replacedBy ? LINKED_STATUS_HELP : void 0
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
						id: "norm-status-note-field",
						label: "Nota sobre el estado (opcional)",
						registration: register("statusNote"),
						errorMessage: errors.statusNote?.message
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
				control,
				name: "replacedBy",
				render: ({ field }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NormPicker, {
					id: "norm-replaced-by",
					label: "Derogada o modificada por (opcional)",
					value: field.value,
					onChange: (next) => {
						field.onChange(next);
						const status = derivedStatus(getValues("status"), next);
						if (status) setValue("status", status, { shouldDirty: true });
					},
					excludeId: norm?.id
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
				id: "norm-source",
				label: "Fuente oficial (opcional)",
				type: "url",
				placeholder: "https://",
				registration: register("sourceUrl"),
				errorMessage: errors.sourceUrl?.message
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
				id: "norm-text",
				label: "Texto de la norma en Markdown (opcional)",
				multiline: true,
				minRows: 4,
				maxRows: 14,
				registration: register("text"),
				errorMessage: errors.text?.message
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				ref: fileBox,
				component: "fieldset",
				sx: {
					border: 0,
					p: 0,
					m: 0,
					mt: 2
				},
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						component: "legend",
						sx: { fontWeight: 600 },
						children: "PDF de la norma (opcional)"
					}),
					file ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(UploadedFile, {
						file,
						onRemove: () => changeFile(null)
					}), file.id === norm?.file?.id && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ExtractedText, { chars: norm.extractedChars })] }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						sx: { color: "text.secondary" },
						children: "Sin PDF. Su texto se indexará para la búsqueda."
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FileUpload, {
						purpose: "pdf",
						label: file ? "Reemplazar PDF" : "Subir PDF",
						onUploaded: changeFile
					})
				]
			})
		]
	});
}
// src/features/admin-library/components/norm-status-dialog.tsx
var FIELDS = ["status", "statusNote"];
var resolver = u(normStatusInputSchema);
/** "Cambiar estado": the status, its note and the norm that repeals or amends this one, in one step. */
function NormStatusDialog({ norm, open, onClose, onExited, onSaved }) {
	const change = useChangeNormStatus();
	const close = () => {
		if (!change.isPending) onClose();
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ResponsiveDialog, {
		open,
		title: `Cambiar estado: ${norm?.title ?? ""}`,
		onClose: close,
		onExited,
		maxWidth: "sm",
		children: norm && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StatusForm, {
			norm,
			change,
			onCancel: close,
			onSaved
		}, norm.id)
	});
}
function StatusForm({ norm, change, onCancel, onSaved }) {
	const [serverError, setServerError] = (0, import_react.useState)(null);
	const { register, control, handleSubmit, setError, setFocus, setValue, getValues, formState } = useForm({
		resolver: (values, context, options) => resolver({
			status: values.status,
			statusNote: values.statusNote,
			replacedById: values.replacedBy?.id ?? null
		}, context, options),
		defaultValues: {
			status: statusWithReplacement(norm.status, norm.replacedBy?.id ?? null),
			statusNote: norm.statusNote,
			replacedById: norm.replacedBy?.id ?? null,
			replacedBy: norm.replacedBy ? {
				id: norm.replacedBy.id,
				title: norm.replacedBy.title
			} : null
		}
	});
	const { errors } = formState;
	const replacedBy = useWatch({
		control,
		name: "replacedBy"
	});
	const onSubmit = (event) => void handleSubmit((values) => {
		setServerError(null);
		const input = {
			status: values.status,
			statusNote: values.statusNote,
			replacedById: values.replacedById
		};
		change.mutate({
			id: norm.id,
			input
		}, {
			onSuccess: (saved) => {
				onSaved(`Estado actualizado: «${saved.title}» ahora está ${normStatusLabels[saved.status].toLowerCase()}.`);
				onCancel();
			},
			onError: (error) => {
				const focused = applyServerFieldErrors(error, FIELDS, setError, setFocus);
				setServerError({
					error,
					focus: !focused
				});
			}
		});
	})(event);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogForm, {
		onSubmit,
		pending: change.isPending,
		submitLabel: "Guardar estado",
		onCancel,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormErrorAlert, {
				error: serverError?.error,
				focusOnError: serverError?.focus
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SelectField, {
				control,
				name: "status",
				id: "norm-status-status",
				label: "Estado",
				options: statusOptions(replacedBy),
				labels: normStatusLabels,
				helperText: replacedBy ? LINKED_STATUS_HELP : void 0
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
				id: "norm-status-note",
				label: "Nota sobre el estado (opcional)",
				helperText: "Por ejemplo: Compilado en el Decreto 1072 de 2015",
				registration: register("statusNote"),
				errorMessage: errors.statusNote?.message
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
				control,
				name: "replacedBy",
				render: ({ field }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NormPicker, {
					id: "norm-status-replaced-by",
					label: "Derogada o modificada por (opcional)",
					value: field.value,
					onChange: (next) => {
						field.onChange(next);
						const status = derivedStatus(getValues("status"), next);
						if (status) setValue("status", status, { shouldDirty: true });
					},
					excludeId: norm.id,
					errorMessage: errors.replacedById?.message
				})
			})
		]
	});
}
// src/features/admin-library/components/norms-table.tsx
var COLUMNS = [
	{ label: "Norma" },
	{ label: "Tema" },
	{ label: "Estado" },
	{ label: "PDF" },
	ACTIONS_COLUMN
];
var statusColors = {
	in_force: "success",
	amended: "secondary",
	repealed: "error"
};
function NormsTable({ norms, captionId, onEdit, onChangeStatus, onDelete, onRestore, restoringId }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataTable, {
		labelledBy: captionId,
		columns: COLUMNS,
		children: norms.map((norm) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, {
			hover: true,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableCell, {
					component: "th",
					scope: "row",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						sx: { fontWeight: 600 },
						children: norm.title
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						variant: "body2",
						sx: { color: "text.secondary" },
						children: norm.subject
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: libraryTopicLabels[norm.topic] }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableCell, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, {
					size: "small",
					label: normStatusLabels[norm.status],
					color: statusColors[norm.status],
					variant: norm.status === "amended" ? "outlined" : "filled"
				}), norm.replacedBy && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
					variant: "body2",
					children: ["Por: ", norm.replacedBy.title]
				})] }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: norm.file ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ExtractedText, { chars: norm.extractedChars }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					variant: "body2",
					children: "Sin PDF"
				}) }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
					align: "right",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RowActions, {
						name: norm.title,
						actions: norm.deletedAt ? [{
							label: "Restaurar",
							onClick: () => onRestore(norm),
							busy: restoringId === norm.id
						}] : [
							{
								label: "Editar",
								onClick: (opener) => onEdit(norm, opener)
							},
							{
								label: "Cambiar estado",
								onClick: (opener) => onChangeStatus(norm, opener)
							},
							{
								label: "Eliminar",
								color: "error",
								onClick: (opener) => onDelete(norm, opener)
							}
						]
					})
				})
			]
		}, norm.id))
	});
}
// src/features/admin-library/components/norms-panel.tsx
var NEW_BUTTON_ID = "admin-norms-new";
var newButton = () => document.getElementById(NEW_BUTTON_ID);
/** The "Normas" tab: every norm, with create, edit, status change, delete and restore. */
function NormsPanel() {
	const paged = usePagedSearchParams();
	const deleted = paged.searchParams.get("eliminados") === "1";
	const norms = useAdminNorms({
		q: paged.q,
		deleted,
		page: paged.page,
		pageSize: paged.pageSize
	});
	const remove = useDeleteNorm();
	const restore = useRestoreNorm();
	const [message, setMessage] = (0, import_react.useState)(null);
	const editing = useDialogTarget(newButton);
	const changingStatus = useDialogTarget(newButton);
	const deleting = useDialogTarget(newButton);
	const confirmDelete = () => {
		const target = deleting.target;
		if (!target) return;
		remove.mutate(target.id, { onSuccess: () => {
			setMessage(`Norma eliminada: «${target.title}». Puede restaurarla desde «Ver eliminados».`);
			deleting.close();
		} });
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AdminListPanel, {
			idPrefix: "admin-norms",
			searchLabel: "Buscar normas",
			searchPlaceholder: "Número, título o tema",
			noun: ["norma", "normas"],
			newLabel: "Nueva norma",
			newButtonId: NEW_BUTTON_ID,
			onNew: (opener) => {
				setMessage(null);
				editing.show({ norm: null }, opener);
			},
			paged,
			deleted,
			query: norms,
			emptyText: deleted ? "No hay normas eliminadas." : "Aún no hay normas. Cree la primera con «Nueva norma».",
			message,
			error: restore.isError ? restore.error : null,
			children: (items, captionId) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NormsTable, {
				norms: items,
				captionId,
				onEdit: (target, opener) => {
					setMessage(null);
					editing.show({ norm: target }, opener);
				},
				onChangeStatus: (target, opener) => {
					setMessage(null);
					changingStatus.show(target, opener);
				},
				onDelete: (target, opener) => {
					remove.reset();
					deleting.show(target, opener);
				},
				onRestore: (target) => {
					setMessage(null);
					restore.mutate(target.id, { onSuccess: () => setMessage(`Norma restaurada: «${target.title}».`) });
				},
				restoringId: restore.isPending ? restore.variables ?? null : null
			})
		}),
		editing.shown && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NormDialog, {
			norm: editing.target?.norm ?? null,
			...editing.props,
			onSaved: setMessage
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NormStatusDialog, {
			norm: changingStatus.target,
			...changingStatus.props,
			onSaved: setMessage
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(ConfirmDialog, {
			...deleting.props,
			title: "¿Eliminar esta norma?",
			confirmLabel: "Eliminar",
			destructive: true,
			onConfirm: confirmDelete,
			pending: remove.isPending,
			error: remove.error,
			children: [
				"«",
				deleting.target?.title,
				"» dejará de aparecer en la biblioteca legislativa y en las búsquedas. Podrá restaurarla desde «Ver eliminados»."
			]
		})
	] });
}
// src/features/admin-library/components/admin-library-page.tsx
var TABS = [{
	value: "documentos",
	label: "Documentos educativos"
}, {
	value: "normas",
	label: "Normas"
}];
/** `/admin/biblioteca`: both libraries, one tab each; the tab, search and page live in the address. */
function AdminLibraryPage() {
	const [searchParams, setSearchParams] = useSearchParams();
	const tab = searchParams.get("pestana") === "normas" ? "normas" : "documentos";
	const selectTab = (next) => setSearchParams(next === "documentos" ? {} : { pestana: next }, { replace: true });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
		title: "Biblioteca",
		breadcrumbs: [{
			label: "Panel de control",
			to: paths.admin.dashboard()
		}],
		description: "Publique y mantenga los documentos educativos y las normas de SST que consultan los aprendices."
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		variant: "outlined",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tabs, {
			value: tab,
			onChange: (_event, next) => selectTab(next),
			"aria-label": "Bibliotecas",
			sx: {
				borderBottom: 1,
				borderColor: "divider",
				px: 1
			},
			children: TABS.map(({ value, label }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tab, {
				value,
				label,
				id: `library-tab-${value}`,
				"aria-controls": `library-panel-${value}`
			}, value))
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			role: "tabpanel",
			id: `library-panel-${tab}`,
			"aria-labelledby": `library-tab-${tab}`,
			children: tab === "documentos" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DocumentsPanel, {}, "documentos") : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NormsPanel, {}, "normas")
		})]
	})] });
}
// src/app/routes/admin/library.tsx
var library_default = AdminLibraryPage;
export { library_default as default };
