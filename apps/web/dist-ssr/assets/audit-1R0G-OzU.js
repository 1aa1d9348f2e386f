import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as PagedResults } from "./paged-results-DwWZoQkO.js";
import { t as paths } from "./paths-DCx76zJf.js";
import { a as Button, n as Typography, t as Box } from "./Box-BAyYeHPm.js";
import { t as MenuItem } from "./MenuItem-BKsJqSOM.js";
import { E as Paper, M as Link, f as formatCount, m as formatDateTime } from "../entry-server.js";
import { t as TextField } from "./TextField-BMkRww_p.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
import { t as PageHeader } from "./page-header-Cld7QmRK.js";
import { t as useDebouncedValue } from "./use-debounced-value-BNydoRyC.js";
import { t as usePagedSearchParams } from "./use-paged-search-params-c6SQO4sc.js";
import { y as keepPreviousData } from "./removable-Zc2XTOpZ.js";
import { t as queryOptions } from "./queryOptions-C-4jvvEn.js";
import { t as useQuery } from "./useQuery-CSSMCn8a.js";
import { t as number } from "./coerce-BBCcMy16.js";
import { _ as record, b as unknown, c as array, m as object, n as apiFetch, p as number$1, v as string } from "./api-client-BGybrOBG.js";
import { t as ExpandLess_default } from "./ExpandLess-cTlHoMkW.js";
import { t as ExpandMore_default } from "./ExpandMore-BczZQUHp.js";
import { t as Link$1 } from "./Link-BcQgiOgq.js";
import { a as TableCell, i as Table, n as TableHead, r as TableBody, t as TableRow } from "./TableRow-CP3jgbZp.js";
// ../../packages/shared/src/audit/audit.schemas.ts
/** Every action code the server records, with the Spanish label the page shows. */
var auditActionLabels = {
	"company.create": "Empresa creada",
	"company.update": "Empresa editada",
	"company.deactivate": "Empresa desactivada",
	"company.reactivate": "Empresa reactivada",
	"user.create": "Usuario creado",
	"user.update": "Usuario editado",
	"user.deactivate": "Usuario desactivado",
	"user.reactivate": "Usuario reactivado",
	"user.import": "Usuarios importados",
	"user.password-reset": "Restablecimiento de contraseña enviado",
	"user.invite": "Invitación enviada",
	"route.create": "Ruta creada",
	"route.update": "Ruta editada",
	"route.duplicate": "Ruta duplicada",
	"route.publish": "Ruta publicada",
	"route.archive": "Ruta archivada",
	"route.draft": "Ruta devuelta a borrador",
	"route.item.create": "Contenido agregado a una ruta",
	"route.item.update": "Contenido de una ruta editado",
	"route.item.delete": "Contenido de una ruta eliminado",
	"route.item.reorder": "Contenidos de una ruta reordenados",
	"route.enrol": "Personas inscritas en una ruta",
	"route.attempt.grant": "Intento adicional de evaluación final concedido",
	"bank.item.create": "Pregunta creada",
	"bank.item.update": "Pregunta editada",
	"bank.item.retire": "Pregunta retirada",
	"bank.item.restore": "Pregunta restaurada",
	"bank.family.retire": "Familia de preguntas retirada",
	"bank.import": "Preguntas importadas",
	"bank.calibrate": "Banco de preguntas calibrado",
	"document.create": "Documento creado",
	"document.update": "Documento editado",
	"document.delete": "Documento retirado",
	"document.restore": "Documento restaurado",
	"norm.create": "Norma creada",
	"norm.update": "Norma editada",
	"norm.status": "Estado de una norma cambiado",
	"norm.delete": "Norma retirada",
	"norm.restore": "Norma restaurada",
	"file.upload": "Archivo subido",
	"phva.create": "Ciclo PHVA creado",
	"phva.plan": "Plan de un ciclo PHVA guardado",
	"phva.assess": "Estándar evaluado en un ciclo PHVA",
	"phva.evidence.add": "Evidencia agregada a un ciclo PHVA",
	"phva.evidence.remove": "Evidencia quitada de un ciclo PHVA",
	"phva.phase": "Fase de un ciclo PHVA cambiada",
	"phva.close": "Ciclo PHVA cerrado",
	"phva.action.create": "Acción de mejora creada",
	"phva.action.update": "Acción de mejora editada",
	"phva.action.route": "Ruta asignada como acción de mejora",
	"simulator.save": "Escenario del simulador guardado",
	"simulator.publish": "Escenario del simulador publicado",
	"simulator.delete": "Escenario del simulador eliminado"
};
Object.keys(auditActionLabels);
/** The Spanish label of an action code; an unknown code (from a newer server) is shown as it is. */
function auditActionLabel(action) {
	return auditActionLabels[action] ?? action;
}
/** Spanish names of the kinds of entity an entry is about. */
var auditEntityLabels = {
	company: "Empresa",
	user: "Usuario",
	route: "Ruta",
	route_item: "Contenido de ruta",
	bank_item: "Pregunta",
	document: "Documento",
	norm: "Norma",
	file: "Archivo",
	phva_cycle: "Ciclo PHVA",
	simulator_scenario: "Escenario del simulador"
};
var isoDay = string().regex(/^\d{4}-\d{2}-\d{2}$/, "Escriba la fecha como AAAA-MM-DD.").refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), "La fecha no existe.");
object({
	/** The actor's id, or part of their name. */
	actor: string().trim().max(120).optional(),
	action: string().trim().max(60).optional(),
	entityType: string().trim().max(40).optional(),
	entityId: string().trim().max(64).optional(),
	/** Days in Colombia's time (UTC−5), both included. */
	from: isoDay.optional(),
	to: isoDay.optional(),
	/** Text in the entity's name at the time of the change. */
	q: string().trim().max(120).optional(),
	page: number().int().min(1).max(1e5).default(1),
	pageSize: number().int().min(1).max(100).default(25)
}).refine((query) => !query.from || !query.to || query.from <= query.to, {
	message: "La fecha final no puede ser anterior a la inicial.",
	path: ["to"]
});
var auditFieldChangeSchema = object({
	before: unknown(),
	after: unknown()
});
var auditEntrySchema = object({
	id: string(),
	at: string(),
	actor: object({
		id: string().nullable(),
		nombre: string(),
		perfil: string()
	}),
	ip: string().nullable(),
	action: string(),
	entityType: string(),
	entityId: string().nullable(),
	entityLabel: string().nullable(),
	companyId: string().nullable(),
	changes: record(string(), auditFieldChangeSchema)
});
var auditListSchema = object({
	items: array(auditEntrySchema),
	total: number$1().int(),
	page: number$1().int(),
	pageSize: number$1().int()
});
object({ items: array(object({
	code: string(),
	label: string()
})) });
/** Spanish names of the fields entries record; a field not listed is shown by its code. */
var auditFieldLabels = {
	title: "Título",
	summary: "Resumen",
	objectives: "Objetivos",
	coverFileId: "Imagen de portada",
	category: "Categoría",
	hours: "Horas",
	level: "Nivel",
	status: "Estado",
	passMark: "Nota mínima",
	attempts: "Intentos",
	unlockInOrder: "Desbloqueo en orden",
	publishedAt: "Publicada el",
	copiedFrom: "Copia de",
	copiedFromId: "Id. de la ruta original",
	items: "Contenidos",
	kind: "Tipo",
	description: "Descripción",
	durationMinutes: "Duración (minutos)",
	required: "Obligatorio",
	body: "Texto",
	url: "Dirección",
	fileId: "Archivo",
	captionsFileId: "Subtítulos",
	quiz: "Repaso",
	order: "Orden",
	people: "Personas inscritas",
	topic: "Tema",
	prompt: "Enunciado",
	options: "Opciones",
	explanation: "Explicación",
	created: "Creadas",
	rejectedRows: "Filas rechazadas",
	topics: "Temas",
	calibrated: "Calibradas",
	publishedOn: "Fecha de publicación",
	deletedAt: "Retirado el",
	type: "Tipo de norma",
	number: "Número",
	year: "Año",
	issuer: "Emisor",
	subject: "Asunto",
	statusNote: "Nota de estado",
	replacedById: "Reemplazada por",
	sourceUrl: "Fuente",
	text: "Texto",
	originalName: "Nombre del archivo",
	purpose: "Uso",
	mime: "Tipo de archivo",
	size: "Tamaño (bytes)",
	nombre: "Nombre",
	email: "Correo",
	perfil: "Perfil",
	active: "Activo",
	nit: "NIT"
};
function auditFieldLabel(field) {
	return auditFieldLabels[field] ?? field;
}
// src/features/admin-audit/api/get-audit.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
function auditQueryOptions(query) {
	return queryOptions({
		queryKey: [
			"admin",
			"audit",
			query
		],
		queryFn: ({ signal }) => {
			const params = new URLSearchParams({
				page: String(query.page),
				pageSize: String(query.pageSize)
			});
			for (const key of [
				"actor",
				"action",
				"entityId",
				"from",
				"to",
				"q"
			]) if (query[key]) params.set(key, query[key]);
			return apiFetch(`/api/admin/audit?${params.toString()}`, {
				schema: auditListSchema,
				signal
			});
		},
		placeholderData: keepPreviousData
	});
}
function useAudit(query) {
	return useQuery(auditQueryOptions(query));
}
// src/features/admin-audit/components/audit-changes.tsx
var import_jsx_runtime = require_jsx_runtime();
function formatAuditValue(value) {
	if (value === null || value === void 0 || value === "") return "(vacío)";
	if (typeof value === "boolean") return value ? "Sí" : "No";
	if (typeof value === "string") return value;
	if (typeof value === "number") return new Intl.NumberFormat("es-CO").format(value);
	if (Array.isArray(value) && value.every((item) => typeof item === "string")) return value.join(" · ");
	return JSON.stringify(value);
}
function AuditValue({ value, label }) {
	const [whole, setWhole] = (0, import_react.useState)(false);
	const text = formatAuditValue(value);
	if (text.length <= 120) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
		style: { whiteSpace: "pre-wrap" },
		children: text
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			style: {
				whiteSpace: "pre-wrap",
				wordBreak: "break-word"
			},
			children: whole ? text : `${text.slice(0, 120)}…`
		}),
		" ",
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			size: "small",
			onClick: () => setWhole(!whole),
			"aria-label": `${whole ? "Ver menos" : "Ver todo"}: ${label}`,
			children: whole ? "Ver menos" : "Ver todo"
		})
	] });
}
/** The fields one entry changed: field → antes → después. */
function AuditChanges({ changes, caption }) {
	const fields = Object.entries(changes);
	if (fields.length === 0) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
		variant: "body2",
		children: "Sin cambios de campos registrados."
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table, {
		size: "small",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("caption", {
				style: {
					captionSide: "top",
					textAlign: "left",
					padding: 0,
					fontWeight: 600
				},
				children: caption
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableHead, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
					scope: "col",
					children: "Campo"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
					scope: "col",
					children: "Antes"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
					scope: "col",
					children: "Después"
				})
			] }) }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableBody, { children: fields.map(([field, change]) => {
				const label = auditFieldLabel(field);
				return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
						component: "th",
						scope: "row",
						children: label
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AuditValue, {
						value: change.before,
						label: `${label}, antes`
					}) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AuditValue, {
						value: change.after,
						label: `${label}, después`
					}) })
				] }, field);
			}) })
		]
	});
}
// src/features/admin-audit/components/audit-table.tsx
/** Where an entity can be opened in the admin area; null when it has no page of its own. */
function entityLink(entry) {
	if (!entry.entityId) return null;
	if (entry.entityType === "route" && !entry.action.startsWith("route.item")) return paths.admin.route(entry.entityId);
	return null;
}
function Entity({ entry }) {
	const kind = auditEntityLabels[entry.entityType] ?? entry.entityType;
	const label = entry.entityLabel ?? entry.entityId ?? "—";
	const to = entityLink(entry);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			variant: "caption",
			component: "span",
			sx: {
				display: "block",
				color: "text.secondary"
			},
			children: kind
		}),
		to ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
			component: Link,
			to,
			children: label
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			style: { wordBreak: "break-word" },
			children: label
		}),
		entry.entityId && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			sx: { mt: 1 },
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				component: Link,
				to: `${paths.admin.audit()}?entidad=${encodeURIComponent(entry.entityId)}`,
				size: "small",
				"aria-label": `Historial de ${label}`,
				children: "Historial"
			})
		})
	] });
}
/** The log, one row per entry; each row's changes open below it (a disclosure button with aria-expanded). */
function AuditTable({ entries, caption }) {
	const [open, setOpen] = (0, import_react.useState)(/* @__PURE__ */ new Set());
	const toggle = (id) => setOpen((current) => {
		const next = new Set(current);
		if (next.has(id)) next.delete(id);
		else next.add(id);
		return next;
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table, {
		size: "medium",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("caption", {
				style: {
					position: "absolute",
					width: 1,
					height: 1,
					overflow: "hidden",
					clip: "rect(0 0 0 0)"
				},
				children: caption
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableHead, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
					scope: "col",
					children: "Fecha y hora"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
					scope: "col",
					children: "Quién"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
					scope: "col",
					children: "IP"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
					scope: "col",
					children: "Acción"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
					scope: "col",
					children: "Entidad"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
					scope: "col",
					children: "Cambios"
				})
			] }) }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableBody, { children: entries.map((entry) => {
				const expanded = open.has(entry.id);
				const detailsId = `cambios-${entry.id}`;
				const count = Object.keys(entry.changes).length;
				const action = auditActionLabel(entry.action);
				return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_react.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, {
					hover: true,
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
							component: "th",
							scope: "row",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
								dateTime: entry.at,
								children: formatDateTime(entry.at)
							})
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableCell, { children: [entry.actor.nombre, /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
							variant: "caption",
							component: "span",
							sx: {
								display: "block",
								color: "text.secondary"
							},
							children: entry.actor.perfil
						})] }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: entry.ip ?? "—" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: action }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Entity, { entry }) }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
							size: "small",
							"aria-expanded": expanded,
							"aria-controls": detailsId,
							onClick: () => toggle(entry.id),
							sx: { whiteSpace: "nowrap" },
							endIcon: expanded ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ExpandLess_default, { "aria-hidden": "true" }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ExpandMore_default, { "aria-hidden": "true" }),
							children: [count === 1 ? "1 campo" : `${String(count)} campos`, /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								style: {
									position: "absolute",
									width: 1,
									height: 1,
									overflow: "hidden",
									clip: "rect(0 0 0 0)"
								},
								children: `: ${action}, ${formatDateTime(entry.at)}`
							})]
						}) })
					]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableRow, {
					id: detailsId,
					hidden: !expanded,
					children: expanded && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
						colSpan: 6,
						sx: { bgcolor: "action.hover" },
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AuditChanges, {
							changes: entry.changes,
							caption: `Cambios: ${action}`
						})
					})
				})] }, entry.id);
			}) })
		]
	});
}
// src/features/admin-audit/components/audit-page.tsx
var NO_ENTRIES_TEXT = "No hay registros que coincidan con los filtros.";
var actionOptions = Object.entries(auditActionLabels).sort(([, a], [, b]) => a.localeCompare(b, "es"));
var isDay = (value) => /^\d{4}-\d{2}-\d{2}$/.test(value);
/**
* `/admin/auditoria`: who changed what and when, read-only. Every filter lives in the address
* (`?quien=&accion=&desde=&hasta=&entidad=&q=&pagina=`), so a filtered view can be reloaded or shared.
*/
function AuditPage() {
	const { searchParams, q, page, pageSize, search, setSearch, updateParams } = usePagedSearchParams();
	const actor = searchParams.get("quien") ?? "";
	const action = searchParams.get("accion") ?? "";
	const entityId = searchParams.get("entidad") ?? "";
	const from = searchParams.get("desde") ?? "";
	const to = searchParams.get("hasta") ?? "";
	const [actorText, setActorText] = (0, import_react.useState)(actor);
	const debouncedActor = useDebouncedValue(actorText.trim(), 300);
	(0, import_react.useEffect)(() => {
		if (debouncedActor !== actor) updateParams({
			quien: debouncedActor,
			pagina: null
		});
	}, [debouncedActor]);
	const titleId = (0, import_react.useId)();
	const audit = useAudit({
		actor,
		action,
		entityId,
		from: isDay(from) ? from : "",
		to: isDay(to) ? to : "",
		q,
		page,
		pageSize
	});
	const filtered = Boolean(actor || action || entityId || from || to || q);
	const caption = audit.data ? `Registro de auditoría: ${formatCount(audit.data.total, "registro", "registros")}` : "Registro de auditoría";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
		title: "Auditoría",
		breadcrumbs: [{
			label: "Panel de control",
			to: paths.admin.dashboard()
		}],
		description: "Cada cambio hecho en la administración: quién, cuándo, desde qué IP y qué cambió. Nadie puede editar ni borrar estos registros."
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		variant: "outlined",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				component: "form",
				role: "search",
				"aria-label": "Filtros de auditoría",
				onSubmit: (event) => event.preventDefault(),
				sx: {
					p: 2,
					display: "flex",
					flexWrap: "wrap",
					gap: 2,
					alignItems: "flex-start"
				},
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
						id: "audit-actor",
						label: "Quién",
						placeholder: "Nombre de la persona",
						type: "search",
						value: actorText,
						onChange: (event) => setActorText(event.target.value),
						sx: { width: {
							xs: "100%",
							sm: 220
						} }
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TextField, {
						id: "audit-action",
						select: true,
						label: "Acción",
						value: action,
						onChange: (event) => updateParams({
							accion: event.target.value,
							pagina: null
						}),
						sx: { width: {
							xs: "100%",
							sm: 260
						} },
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuItem, {
							value: "",
							children: "Todas las acciones"
						}), actionOptions.map(([code, label]) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuItem, {
							value: code,
							children: label
						}, code))]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
						id: "audit-q",
						label: "Entidad",
						placeholder: "Nombre de la ruta, norma, archivo…",
						type: "search",
						value: search,
						onChange: (event) => setSearch(event.target.value),
						sx: { width: {
							xs: "100%",
							sm: 240
						} }
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
						id: "audit-from",
						label: "Desde",
						type: "date",
						value: from,
						onChange: (event) => updateParams({
							desde: event.target.value,
							pagina: null
						}),
						slotProps: { inputLabel: { shrink: true } }
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
						id: "audit-to",
						label: "Hasta",
						type: "date",
						value: to,
						onChange: (event) => updateParams({
							hasta: event.target.value,
							pagina: null
						}),
						slotProps: { inputLabel: { shrink: true } }
					}),
					filtered && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						onClick: () => {
							setActorText("");
							setSearch("");
							updateParams({
								quien: null,
								accion: null,
								entidad: null,
								desde: null,
								hasta: null,
								q: null,
								pagina: null
							});
						},
						sx: { alignSelf: "center" },
						children: "Quitar filtros"
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				id: titleId,
				component: "h2",
				sx: {
					px: 2,
					pb: 1,
					fontWeight: 600
				},
				children: audit.data ? formatCount(audit.data.total, "registro", "registros") : "Registros"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PagedResults, {
				query: audit,
				titleId,
				loadingLabel: "Cargando registros",
				emptyText: filtered ? NO_ENTRIES_TEXT : "Aún no hay cambios registrados.",
				page,
				pageSize,
				onPageChange: (next) => updateParams({ pagina: String(next) }),
				onPageSizeChange: (size) => updateParams({
					tamano: size,
					pagina: null
				}),
				children: (items) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AuditTable, {
					entries: items,
					caption
				})
			})
		]
	})] });
}
// src/app/routes/admin/audit.tsx
var audit_default = AuditPage;
export { audit_default as default };
