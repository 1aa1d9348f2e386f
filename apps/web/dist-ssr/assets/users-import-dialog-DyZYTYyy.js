import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as Download_default } from "./Download-D-G5LuNo.js";
import { t as Alert } from "./Alert-Xs0Ucjpv.js";
import { a as Button, n as Typography, t as Box } from "./Box-BAyYeHPm.js";
import { t as Checkbox } from "./Checkbox-BBE439um.js";
import { t as DialogActions } from "./DialogActions-D27zR_uj.js";
import { n as DialogContent } from "./DialogTitle-D-aPLAO8.js";
import { t as FormControlLabel } from "./FormControlLabel-BkpFp8lD.js";
import { t as LinearProgress } from "./LinearProgress-HmIjUiNo.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
import { t as FormErrorAlert } from "./form-error-alert-DwWSx3di.js";
import { r as ResponsiveDialog } from "./editor-dialog-DoXi-7mS.js";
import { t as FilePickerButton } from "./file-picker-button-DMw9DSm5.js";
import { t as useMutation } from "./useMutation-BP5bcImn.js";
import { M as useQueryClient } from "./removable-Zc2XTOpZ.js";
import { c as array, l as boolean, m as object, n as apiFetch, p as number, s as _enum, v as string } from "./api-client-BGybrOBG.js";
import { t as Chip } from "./Chip-C9XsaV41.js";
import { t as Switch } from "./Switch-BKkdkocr.js";
import { a as TableCell, i as Table, n as TableHead, r as TableBody, t as TableRow } from "./TableRow-CP3jgbZp.js";
import { t as TableContainer } from "./TableContainer-CfusxcDN.js";
import { t as TablePagination } from "./TablePagination-CdnLojqt.js";
import { f as formatCount } from "../entry-server.js";
// ../../packages/shared/src/users/user-import.schemas.ts
/**
* The columns of the people CSV, in the order the template and the export write them. Header names are matched
* without regard to case or accents, in any order; other columns are ignored.
*/
var USER_IMPORT_COLUMNS = [
	"nombre",
	"email",
	"tipo_documento",
	"numero_documento",
	"cargo",
	"empresa_nit",
	"perfil"
];
object({ fileBase64: string().min(1, "El archivo está vacío.").max(8e6, "El archivo es demasiado grande. Divida las personas en varios archivos.").regex(/^[A-Za-z0-9+/]*={0,2}$/, "El archivo no llegó completo. Elíjalo de nuevo.") }).extend({ 
/** Send the invitation e-mail to the people the import creates. */
sendInvitations: boolean().default(false) });
var userImportStatusSchema = _enum([
	"create",
	"update",
	"unchanged",
	"error"
]);
var userImportRowSchema = object({
	/** Line of the file where the row starts (the header is line 1). */
	line: number().int(),
	status: userImportStatusSchema,
	nombre: string(),
	email: string(),
	/** For `update`: the columns whose value changes. */
	changes: array(_enum(USER_IMPORT_COLUMNS)),
	/** For `error`: one Spanish sentence per problem, e.g. "Fila 12, columna email: el correo no es válido." */
	errors: array(object({
		column: _enum(USER_IMPORT_COLUMNS).nullable(),
		message: string()
	}))
});
var userImportTotalsSchema = object({
	create: number().int(),
	update: number().int(),
	unchanged: number().int(),
	error: number().int()
});
var userImportPreviewSchema = object({
	rows: array(userImportRowSchema),
	totals: userImportTotalsSchema
});
var userImportResultSchema = object({
	totals: userImportTotalsSchema,
	/** How many new people were sent an invitation. */
	invited: number().int()
});
/** The template's content: the header row only, semicolon-separated as Excel writes it in es-CO. */
var USER_IMPORT_TEMPLATE = `${USER_IMPORT_COLUMNS.join(";")}\r\n`;
var USER_IMPORT_TEMPLATE_NAME = "plantilla-personas.csv";
// src/features/admin-users/api/import-users.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* The file's bytes as base64, untouched: the server decides between UTF-8 and Windows-1252 and parses the CSV
* (docs/decisions/025), so the browser never reads the text itself.
*/
function fileToBase64(file) {
	return new Promise((resolve, reject) => {
		const reader = new FileReader();
		reader.onerror = () => reject(reader.error ?? /* @__PURE__ */ new Error("No se pudo leer el archivo."));
		reader.onload = () => {
			const url = typeof reader.result === "string" ? reader.result : "";
			resolve(url.slice(url.indexOf(",") + 1));
		};
		reader.readAsDataURL(file);
	});
}
function usePreviewUserImport() {
	return useMutation({ mutationFn: (input) => apiFetch("/api/admin/users/import/preview", {
		method: "POST",
		body: input,
		schema: userImportPreviewSchema
	}) });
}
function useCommitUserImport() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (input) => apiFetch("/api/admin/users/import/commit", {
			method: "POST",
			body: input,
			schema: userImportResultSchema
		}),
		onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin", "users"] })
	});
}
// src/features/admin-users/components/users-import-preview.tsx
var import_jsx_runtime = require_jsx_runtime();
var STATUS_LABELS = {
	create: {
		label: "Nueva",
		color: "success"
	},
	update: {
		label: "Se actualiza",
		color: "info"
	},
	unchanged: {
		label: "Sin cambios",
		color: "default"
	},
	error: {
		label: "Con errores",
		color: "error"
	}
};
/** "3 nuevas, 1 actualizada, 0 sin cambios, 2 con errores". */
function importSummary({ totals }) {
	return [
		formatCount(totals.create, "nueva", "nuevas"),
		formatCount(totals.update, "actualizada", "actualizadas"),
		`${formatCount(totals.unchanged, "sin cambios", "sin cambios")}`,
		`${formatCount(totals.error, "con errores", "con errores")}`
	].join(", ");
}
function detail(row) {
	if (row.status === "error") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "ul",
		sx: {
			m: 0,
			pl: 2
		},
		children: row.errors.map((error) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: error.message }, error.message))
	});
	if (row.status === "update") return `Cambia: ${row.changes.join(", ")}`;
	return "";
}
var PAGE_SIZE = 25;
/**
* What each row of the file will do, a page at a time (a file may hold 10,000 people); "Solo filas con errores"
* narrows it to what must be fixed.
*/
function UsersImportPreviewTable({ preview }) {
	const captionId = (0, import_react.useId)();
	const [page, setPage] = (0, import_react.useState)(0);
	const [onlyErrors, setOnlyErrors] = (0, import_react.useState)(preview.totals.error > 0);
	const rows = onlyErrors ? preview.rows.filter((row) => row.status === "error") : preview.rows;
	const visible = rows.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: { mt: 2 },
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
				id: captionId,
				component: "h3",
				variant: "subtitle1",
				sx: { fontWeight: 600 },
				children: ["Vista previa: ", importSummary(preview)]
			}),
			preview.totals.error > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormControlLabel, {
				control: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Switch, {
					checked: onlyErrors,
					onChange: (event) => {
						setOnlyErrors(event.target.checked);
						setPage(0);
					}
				}),
				label: "Mostrar solo las filas con errores"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableContainer, {
				tabIndex: 0,
				role: "region",
				"aria-labelledby": captionId,
				sx: { mt: 1 },
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table, {
					size: "small",
					"aria-labelledby": captionId,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableHead, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
							scope: "col",
							children: "Fila"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
							scope: "col",
							children: "Nombre"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
							scope: "col",
							children: "Correo"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
							scope: "col",
							children: "Resultado"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
							scope: "col",
							children: "Detalle"
						})
					] }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableBody, { children: visible.map((row) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: row.line }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: row.nombre }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
							sx: { wordBreak: "break-all" },
							children: row.email
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, {
							size: "small",
							variant: row.status === "unchanged" ? "outlined" : "filled",
							color: STATUS_LABELS[row.status].color,
							label: STATUS_LABELS[row.status].label
						}) }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: detail(row) })
					] }, row.line)) })]
				})
			}),
			rows.length > PAGE_SIZE && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TablePagination, {
				component: "div",
				count: rows.length,
				page,
				rowsPerPage: PAGE_SIZE,
				rowsPerPageOptions: [PAGE_SIZE],
				onPageChange: (_event, next) => setPage(next)
			})
		]
	});
}
// src/features/admin-users/components/users-import-dialog.tsx
/** The template: the header row only, with a byte-order mark so Excel opens it as UTF-8. */
function downloadUsersTemplate() {
	const blob = new Blob(["﻿", USER_IMPORT_TEMPLATE], { type: "text/csv;charset=utf-8" });
	const url = URL.createObjectURL(blob);
	const link = document.createElement("a");
	link.href = url;
	link.download = USER_IMPORT_TEMPLATE_NAME;
	link.hidden = true;
	document.body.append(link);
	link.click();
	link.remove();
	window.setTimeout(() => URL.revokeObjectURL(url), 1e4);
}
function resultText({ totals, invited }) {
	if (totals.create + totals.update === 0) return "Importación terminada: no había nada que cambiar.";
	const sent = invited > 0 ? ` Se enviaron ${String(invited)} invitaciones.` : "";
	return `Importación terminada: ${importSummary({ totals })}.${sent}`;
}
/**
* "Importar CSV": choose a file, see what every row will do, then confirm. The import is all or nothing: while
* any row has errors "Confirmar importación" stays disabled, and the admin fixes the file and chooses it again.
*/
function UsersImportDialog({ open, onClose, onExited }) {
	const introId = (0, import_react.useId)();
	const fileHintId = (0, import_react.useId)();
	const blockedId = (0, import_react.useId)();
	const previewImport = usePreviewUserImport();
	const commitImport = useCommitUserImport();
	const [file, setFile] = (0, import_react.useState)(null);
	const [preview, setPreview] = (0, import_react.useState)(null);
	const [sendInvitations, setSendInvitations] = (0, import_react.useState)(false);
	const [readProblem, setReadProblem] = (0, import_react.useState)(null);
	const [result, setResult] = (0, import_react.useState)(null);
	const resultRef = (0, import_react.useRef)(null);
	const busy = previewImport.isPending || commitImport.isPending;
	(0, import_react.useEffect)(() => {
		if (result) resultRef.current?.focus();
	}, [result]);
	const close = () => {
		if (!busy) onClose();
	};
	const choose = async (event) => {
		const chosen = event.target.files?.[0] ?? null;
		event.target.value = "";
		if (!chosen) return;
		setPreview(null);
		setResult(null);
		setReadProblem(null);
		previewImport.reset();
		commitImport.reset();
		let base64;
		try {
			base64 = await fileToBase64(chosen);
		} catch {
			setReadProblem("No se pudo leer el archivo. Elíjalo de nuevo.");
			return;
		}
		setFile({
			name: chosen.name,
			base64
		});
		previewImport.mutate({ fileBase64: base64 }, { onSuccess: setPreview });
	};
	const confirm = () => {
		if (!file || busy) return;
		commitImport.mutate({
			fileBase64: file.base64,
			sendInvitations
		}, { onSuccess: (done) => {
			setResult(done);
			setPreview(null);
			setFile(null);
		} });
	};
	const hasErrors = (preview?.totals.error ?? 0) > 0;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(ResponsiveDialog, {
		open,
		title: "Importar personas desde un CSV",
		onClose: close,
		onExited,
		describedBy: introId,
		maxWidth: "md",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogContent, {
			dividers: true,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
					id: introId,
					children: [
						"La primera fila lleva los nombres de las columnas, en cualquier orden: ",
						USER_IMPORT_COLUMNS.join(", "),
						". Sirve el CSV de Excel («CSV (delimitado por comas)» o «CSV UTF-8»), con columnas separadas por punto y coma o coma. Las personas se reconocen por el correo o por el tipo y número de documento; una celda vacía deja el dato como está, y sin perfil la persona queda como Aprendiz."
					]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Download_default, { "aria-hidden": "true" }),
					onClick: downloadUsersTemplate,
					sx: { mt: 1 },
					children: "Descargar plantilla CSV"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					sx: { mt: 2 },
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilePickerButton, {
						label: "Elegir archivo CSV",
						accept: ".csv,text/csv",
						disabled: busy,
						describedBy: fileHintId,
						onChange: (event) => void choose(event)
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						id: fileHintId,
						variant: "body2",
						role: "status",
						sx: {
							mt: 1,
							color: "text.secondary"
						},
						children: file ? `Archivo elegido: ${file.name}` : "Ningún archivo elegido."
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormControlLabel, {
					sx: { mt: 1 },
					control: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Checkbox, {
						checked: sendInvitations,
						onChange: (event) => setSendInvitations(event.target.checked)
					}),
					label: "Enviar invitación a las personas nuevas"
				}),
				previewImport.isPending && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LinearProgress, {
					"aria-label": "Revisando el archivo",
					sx: { mt: 2 }
				}),
				readProblem && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
					severity: "error",
					role: "alert",
					sx: { mt: 2 },
					children: readProblem
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormErrorAlert, { error: previewImport.error ?? commitImport.error }),
				preview && hasErrors && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
					id: blockedId,
					severity: "warning",
					sx: { mt: 2 },
					children: "Hay filas con errores. La importación se hace completa o no se hace: corrija el archivo y vuelva a elegirlo."
				}),
				preview && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(UsersImportPreviewTable, { preview }, file?.base64.length),
				result && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
					ref: resultRef,
					severity: "success",
					role: "status",
					tabIndex: -1,
					sx: { mt: 2 },
					children: resultText(result)
				})
			]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogActions, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			onClick: close,
			disabled: busy,
			children: result ? "Cerrar" : "Cancelar"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			variant: "contained",
			onClick: confirm,
			loading: commitImport.isPending,
			disabled: !preview || hasErrors || previewImport.isPending,
			"aria-describedby": hasErrors ? blockedId : void 0,
			children: "Confirmar importación"
		})] })]
	});
}
export { UsersImportDialog };
