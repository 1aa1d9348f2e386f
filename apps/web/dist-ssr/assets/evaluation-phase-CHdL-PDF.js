import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { C as PHVA_PHASES, D as phvaPhaseLabels, E as isTrainingStandard, O as standardGroups, S as phvaRatingLabels, T as findStandard, _ as useSaveAssessment, a as evidenceUrl, b as ACTION_STATUSES, c as useAttachTrainingRecords, d as useCompanyPeople, f as useCycle, g as useSaveAction, h as useRemoveEvidence, i as statusLabels, k as standardsOfSet, l as useChangePhase, m as usePublishedRoutes, n as formatScorePercent, o as reportUrl, p as useCycleTrainingPlan, r as ratingColor, s as useAssignRoute, t as CyclesPage, u as useCloseCycle, v as useSavePlan, w as STANDARD_GROUPS, x as actionStatusLabels, y as useUploadEvidence } from "./cycles-page-x2xlQezu.js";
import { E as Paper, F as useLocation, I as useNavigate, L as useParams, M as Link, d as formatCalendarDay, f as formatCount, h as formatDecimal, m as formatDateTime, o as useSessionUser } from "../entry-server.js";
import { t as paths } from "./paths-DCx76zJf.js";
import { t as Alert } from "./Alert-Xs0Ucjpv.js";
import { t as LinearProgress } from "./LinearProgress-HmIjUiNo.js";
import { a as Button, j as useTheme, n as Typography, t as Box } from "./Box-BAyYeHPm.js";
import { t as LoadErrorAlert } from "./load-error-alert-CIyOwjnD.js";
import { t as PageHeader } from "./page-header-Cld7QmRK.js";
import { t as Download_default } from "./Download-D-G5LuNo.js";
import { t as Chip } from "./Chip-C9XsaV41.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
import { t as ConfirmDialog } from "./confirm-dialog-Do6sIjaq.js";
import { n as DialogContent, r as Dialog, t as DialogTitle } from "./DialogTitle-D-aPLAO8.js";
import { t as DialogActions } from "./DialogActions-D27zR_uj.js";
import { t as TextField } from "./TextField-BMkRww_p.js";
import { t as FormErrorAlert } from "./form-error-alert-DwWSx3di.js";
import { t as Checkbox } from "./Checkbox-BBE439um.js";
import { t as FormControlLabel } from "./FormControlLabel-BkpFp8lD.js";
import { n as Radio, r as FormGroup, t as RadioGroup } from "./RadioGroup-BgB9SVEn.js";
import { t as FormLabel } from "./FormLabel-Bd4sKxgI.js";
import { n as FormControl } from "./FormHelperText-B059LHOL.js";
import { t as Link$1 } from "./Link-BcQgiOgq.js";
import { t as FilePickerButton } from "./file-picker-button-DMw9DSm5.js";
import { r as errorMessageFor } from "./api-client-BGybrOBG.js";
import { d as COMPLIANCE_STATUSES, f as complianceStatusLabels } from "./training-plan.schemas-uIv4TIjV.js";
import { l as MINIMUM_STANDARD_SETS } from "./company.schemas-BiOcKKWZ.js";
import { a as TableCell, i as Table, n as TableHead, r as TableBody, t as TableRow } from "./TableRow-CP3jgbZp.js";
import { H as ResponsiveContainer, a as XAxis, i as YAxis, n as BarChart, o as Bar, t as ChartFigure, u as CartesianGrid, w as Tooltip } from "./chart-figure-9YUuysfC.js";
// ../../packages/shared/src/phva/obligations.ts
/** What each rating requires of the employer, per Res. 0312 de 2019, art. 28. */
var ratingObligations = {
	critico: [
		"Hacer y ejecutar de inmediato un plan de mejoramiento.",
		"Enviar a la ARL un reporte de avances del plan en un plazo máximo de 3 meses.",
		"El Ministerio del Trabajo hará seguimiento anual y la incluirá en su plan de visitas."
	],
	moderadamente_aceptable: [
		"Hacer y ejecutar un plan de mejoramiento.",
		"Enviar a la ARL un reporte de avances del plan en un plazo máximo de 6 meses.",
		"El Ministerio del Trabajo incluirá a la empresa en su plan de visitas."
	],
	aceptable: ["Mantener la calificación y la evidencia a disposición del Ministerio del Trabajo.", "Incluir en el plan anual de trabajo las mejoras detectadas."]
};
/** Said in every band: the plan is kept for the Ministry. */
var planAvailabilityNote = "En todos los casos, el plan de mejoramiento queda a disposición del Ministerio del Trabajo.";
/** How the set is weighted, stated on the Verificar page and in the report (decision 035). */
function scoringRuleText(set) {
	if (set === 60) return "Cada estándar vale los puntos de la tabla de valores de la Resolución 0312 de 2019; los 60 estándares suman 100 puntos.";
	return `La Resolución 0312 de 2019 no da pesos propios al grupo de ${set} estándares. Aquí cada estándar vale lo mismo: 100 ÷ ${set} puntos. Un «no aplica» suma sus puntos solo si tiene justificación.`;
}
// src/features/phva/components/action-dialog.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** One improvement action: what, who, by when, its status, follow-up and closing evidence. */
function ActionDialog({ cycleId, codes, action, initialCode, onClose }) {
	const titleId = (0, import_react.useId)();
	const save = useSaveAction(cycleId);
	const [code, setCode] = (0, import_react.useState)(action?.code ?? initialCode);
	const [what, setWhat] = (0, import_react.useState)(action?.what ?? "");
	const [owner, setOwner] = (0, import_react.useState)(action?.owner ?? "");
	const [dueDate, setDueDate] = (0, import_react.useState)(action?.dueDate ?? "");
	const [status, setStatus] = (0, import_react.useState)(action?.status ?? "pendiente");
	const [notes, setNotes] = (0, import_react.useState)(action?.notes ?? "");
	const [closingEvidence, setClosingEvidence] = (0, import_react.useState)(action?.closingEvidence ?? "");
	const submit = (event) => {
		event.preventDefault();
		save.mutate({
			actionId: action?.id ?? null,
			input: {
				code,
				what,
				owner,
				dueDate,
				status,
				notes,
				closingEvidence
			}
		}, { onSuccess: onClose });
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
		open: true,
		onClose: save.isPending ? void 0 : onClose,
		"aria-labelledby": titleId,
		fullWidth: true,
		maxWidth: "sm",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
			onSubmit: submit,
			noValidate: true,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogTitle, {
					id: titleId,
					children: action ? "Editar la acción de mejora" : "Nueva acción de mejora"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogContent, {
					sx: {
						display: "flex",
						flexDirection: "column",
						gap: 2,
						pt: 1
					},
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
							select: true,
							label: "Estándar",
							value: code,
							onChange: (event) => setCode(event.target.value),
							slotProps: {
								select: { native: true },
								inputLabel: { shrink: true }
							},
							sx: { mt: 1 },
							children: codes.map((c) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("option", {
								value: c,
								children: [
									c,
									" · ",
									findStandard(c)?.description ?? ""
								]
							}, c))
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
							label: "Qué se hará",
							value: what,
							onChange: (e) => setWhat(e.target.value),
							required: true,
							multiline: true,
							minRows: 2
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
							label: "Responsable",
							value: owner,
							onChange: (e) => setOwner(e.target.value),
							required: true
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
							label: "Fecha límite",
							type: "date",
							value: dueDate,
							onChange: (e) => setDueDate(e.target.value),
							required: true,
							slotProps: { inputLabel: { shrink: true } }
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
							select: true,
							label: "Estado",
							value: status,
							onChange: (e) => setStatus(e.target.value),
							slotProps: {
								select: { native: true },
								inputLabel: { shrink: true }
							},
							children: ACTION_STATUSES.map((s) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
								value: s,
								children: actionStatusLabels[s]
							}, s))
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
							label: "Seguimiento",
							value: notes,
							onChange: (e) => setNotes(e.target.value),
							multiline: true,
							minRows: 2
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
							label: "Evidencia de cierre",
							value: closingEvidence,
							onChange: (e) => setClosingEvidence(e.target.value),
							multiline: true
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormErrorAlert, { error: save.error })
					]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogActions, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					onClick: onClose,
					disabled: save.isPending,
					children: "Cancelar"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					type: "submit",
					variant: "contained",
					disabled: save.isPending,
					children: "Guardar la acción"
				})] })
			]
		})
	});
}
// src/features/phva/components/route-dialog.tsx
/** A training action: a published route assigned to a group of the company's people. */
function RouteDialog({ cycleId, companyId, action, onClose }) {
	const titleId = (0, import_react.useId)();
	const peopleLabelId = (0, import_react.useId)();
	const routes = usePublishedRoutes(true);
	const people = useCompanyPeople(companyId, true);
	const assign = useAssignRoute(cycleId);
	const [routeId, setRouteId] = (0, import_react.useState)(action.routeId ?? "");
	const [chosen, setChosen] = (0, import_react.useState)([]);
	const route = routeId || routes.data?.items[0]?.id || "";
	const submit = (event) => {
		event.preventDefault();
		assign.mutate({
			actionId: action.id,
			input: {
				routeId: route,
				userIds: chosen
			}
		}, { onSuccess: onClose });
	};
	const toggle = (id) => setChosen((current) => current.includes(id) ? current.filter((c) => c !== id) : [...current, id]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
		open: true,
		onClose: assign.isPending ? void 0 : onClose,
		"aria-labelledby": titleId,
		fullWidth: true,
		maxWidth: "sm",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
			onSubmit: submit,
			noValidate: true,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogTitle, {
					id: titleId,
					children: [
						"Asignar una ruta como acción de formación (",
						action.code,
						")"
					]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogContent, {
					sx: {
						display: "flex",
						flexDirection: "column",
						gap: 2,
						pt: 1
					},
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
							select: true,
							label: "Ruta de aprendizaje",
							value: route,
							onChange: (event) => setRouteId(event.target.value),
							slotProps: {
								select: { native: true },
								inputLabel: { shrink: true }
							},
							sx: { mt: 1 },
							children: (routes.data?.items ?? []).map((r) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
								value: r.id,
								children: r.title
							}, r.id))
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormLabel, {
							id: peopleLabelId,
							children: "Personas de la empresa"
						}),
						people.data && people.data.items.length === 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: "La empresa no tiene personas activas todavía." }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormGroup, {
							"aria-labelledby": peopleLabelId,
							children: (people.data?.items ?? []).map((person) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormControlLabel, {
								control: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Checkbox, {
									checked: chosen.includes(person.id),
									onChange: () => toggle(person.id)
								}),
								label: person.nombre
							}, person.id))
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormErrorAlert, { error: assign.error })
					]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogActions, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					onClick: onClose,
					disabled: assign.isPending,
					children: "Cancelar"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					type: "submit",
					variant: "contained",
					disabled: assign.isPending || !route || chosen.length === 0,
					children: "Asignar la ruta"
				})] })
			]
		})
	});
}
// src/features/phva/components/act-phase.tsx
/** Actuar: the improvement plan (one action per unmet standard), training routes, the report and closing. */
function ActPhase({ cycle }) {
	const locked = cycle.status === "cerrado";
	const [editing, setEditing] = (0, import_react.useState)(null);
	const [routeFor, setRouteFor] = (0, import_react.useState)(null);
	const [confirmClose, setConfirmClose] = (0, import_react.useState)(false);
	const close = useCloseCycle(cycle.id);
	const byCode = new Map(cycle.assessments.map((a) => [a.code, a]));
	const set = standardsOfSet(cycle.standardSet).map((s) => s.code);
	const unmet = set.filter((code) => {
		const a = byCode.get(code);
		return !a?.status || a.status === "no_cumple" || a.status === "no_aplica" && a.justification.trim() === "";
	});
	const withoutAction = unmet.filter((code) => !cycle.actions.some((a) => a.code === code));
	const codes = [...unmet, ...set.filter((c) => !unmet.includes(c))];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "flex",
			flexDirection: "column",
			gap: 3
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
				variant: "outlined",
				sx: { p: {
					xs: 2,
					sm: 3
				} },
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						variant: "h2",
						sx: {
							fontSize: "1.4rem",
							mb: 1
						},
						children: "Plan de mejoramiento"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						sx: { mb: 2 },
						children: withoutAction.length === 0 ? "Cada estándar no cumplido tiene su acción." : `${formatCount(withoutAction.length, "estándar no cumplido sigue", "estándares no cumplidos siguen")} sin acción: ${withoutAction.join(", ")}.`
					}),
					!locked && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						variant: "contained",
						onClick: () => setEditing({
							action: null,
							code: withoutAction[0] ?? codes[0] ?? ""
						}),
						children: "Nueva acción"
					})
				]
			}),
			cycle.actions.map((action) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
				variant: "outlined",
				component: "article",
				"aria-label": `Acción del estándar ${action.code}`,
				sx: { p: {
					xs: 2,
					sm: 3
				} },
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
						variant: "h3",
						sx: { fontSize: "1.1rem" },
						children: [
							action.code,
							" · ",
							action.what
						]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
						sx: {
							display: "flex",
							gap: 1,
							my: 1,
							flexWrap: "wrap"
						},
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, { label: actionStatusLabels[action.status] }), action.overdue && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, {
							color: "error",
							label: "Vencida"
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, { children: ["Responsable: ", action.owner] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, { children: ["Fecha límite: ", formatCalendarDay(action.dueDate)] }),
					action.routeTitle && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, { children: [
						"Ruta asignada: «",
						action.routeTitle,
						"» a ",
						formatCount(action.assignedCount, "persona", "personas"),
						"."
					] }),
					action.notes && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, { children: ["Seguimiento: ", action.notes] }),
					action.closingEvidence && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, { children: ["Evidencia de cierre: ", action.closingEvidence] }),
					!locked && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
						sx: {
							display: "flex",
							gap: 1,
							mt: 2,
							flexWrap: "wrap"
						},
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
							variant: "outlined",
							onClick: () => setEditing({
								action,
								code: action.code
							}),
							children: ["Editar la acción ", action.code]
						}), isTrainingStandard(action.code) && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
							variant: "outlined",
							onClick: () => setRouteFor(action),
							children: [
								"Asignar una ruta (",
								action.code,
								")"
							]
						})]
					})
				]
			}, action.id)),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					display: "flex",
					gap: 2,
					flexWrap: "wrap"
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "outlined",
					href: reportUrl(cycle.id),
					download: true,
					startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Download_default, { "aria-hidden": "true" }),
					children: "Descargar el informe en PDF"
				}), !locked && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "contained",
					onClick: () => setConfirmClose(true),
					children: "Cerrar el ciclo"
				})]
			}),
			editing && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ActionDialog, {
				cycleId: cycle.id,
				codes,
				action: editing.action,
				initialCode: editing.code,
				onClose: () => setEditing(null)
			}),
			routeFor && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RouteDialog, {
				cycleId: cycle.id,
				companyId: cycle.companyId,
				action: routeFor,
				onClose: () => setRouteFor(null)
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ConfirmDialog, {
				open: confirmClose,
				title: "¿Cerrar el ciclo?",
				confirmLabel: "Cerrar el ciclo",
				onConfirm: () => close.mutate(void 0, { onSuccess: () => setConfirmClose(false) }),
				onClose: () => setConfirmClose(false),
				pending: close.isPending,
				error: close.error,
				children: "Al cerrarlo, la evaluación queda tal como está y no admite cambios. Para registrar cambios después, cree un ciclo nuevo."
			})
		]
	});
}
// src/features/phva/components/training-plan-evidence.tsx
/**
* On a training standard's card: where the company's training plan stands today (its assigned routes per person, by
* status), with a link to the plan's compliance table filtered to the company. It is the evidence the standard
* cites; the lead still decides «cumple» or not.
*/
function TrainingPlanEvidence({ cycleId }) {
	const plan = useCycleTrainingPlan(cycleId);
	if (plan.isPending) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
		variant: "body2",
		children: "Cargando el plan de capacitación…"
	});
	if (plan.isError) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadErrorAlert, {
		error: plan.error,
		onRetry: () => void plan.refetch()
	});
	const { companyId, total, counts } = plan.data;
	const completed = counts.completed_on_time + counts.completed_late;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: { mt: 2 },
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "body2",
				component: "p",
				sx: { fontWeight: 600 },
				children: "Plan de capacitación de la empresa, hoy"
			}),
			total === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "body2",
				children: "La empresa no tiene rutas asignadas en su plan de capacitación."
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
				variant: "body2",
				children: [
					completed,
					" de ",
					total,
					" ",
					total === 1 ? "asignación completada" : "asignaciones completadas",
					" (",
					Math.round(completed / total * 100),
					" %)."
				]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "ul",
				sx: {
					my: .5,
					pl: 3
				},
				children: COMPLIANCE_STATUSES.filter((status) => counts[status] > 0).map((status) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
					variant: "body2",
					component: "span",
					children: [
						complianceStatusLabels[status],
						": ",
						counts[status]
					]
				}) }, status))
			})] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
				component: Link,
				to: `/admin/plan-de-capacitacion?empresa=${encodeURIComponent(companyId)}`,
				children: "Ver el cumplimiento del plan de capacitación"
			})
		]
	});
}
// src/features/phva/components/standard-card.tsx
var AUTOSAVE_DELAY_MS = 800;
var STATUSES = [
	"cumple",
	"no_cumple",
	"no_aplica"
];
/** One standard: its status, notes and evidence, saved as they change (a "no aplica" waits for its reason). */
function StandardCard({ cycleId, standard, assessment, locked }) {
	const headingId = (0, import_react.useId)();
	const save = useSaveAssessment(cycleId);
	const upload = useUploadEvidence(cycleId);
	const remove = useRemoveEvidence(cycleId);
	const attachRecords = useAttachTrainingRecords(cycleId);
	const [status, setStatus] = (0, import_react.useState)(assessment?.status ?? null);
	const [justification, setJustification] = (0, import_react.useState)(assessment?.justification ?? "");
	const [notes, setNotes] = (0, import_react.useState)(assessment?.notes ?? "");
	const [state, setState] = (0, import_react.useState)("idle");
	const timer = (0, import_react.useRef)(void 0);
	const needsReason = status === "no_aplica" && justification.trim() === "";
	const persist = (next) => {
		if (locked) return;
		if (next.status === "no_aplica" && next.justification.trim() === "") return;
		setState("saving");
		save.mutate({
			code: standard.code,
			input: next
		}, { onSuccess: () => setState("saved") });
	};
	const schedule = (next) => {
		clearTimeout(timer.current);
		timer.current = setTimeout(() => persist(next), AUTOSAVE_DELAY_MS);
	};
	(0, import_react.useEffect)(() => () => clearTimeout(timer.current), []);
	const onFile = (event) => {
		const file = event.target.files?.[0];
		event.target.value = "";
		if (file) upload.mutate({
			code: standard.code,
			file
		});
	};
	const error = save.error ?? upload.error ?? remove.error ?? attachRecords.error;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		variant: "outlined",
		component: "article",
		"aria-labelledby": headingId,
		sx: { p: {
			xs: 2,
			sm: 3
		} },
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
				id: headingId,
				variant: "h3",
				sx: { fontSize: "1.1rem" },
				children: [
					standard.code,
					" · ",
					standard.description
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
				variant: "body2",
				sx: {
					color: "text.secondary",
					mb: 1
				},
				children: ["Evidencia esperada: ", standard.evidence]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FormControl, {
				disabled: locked,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FormLabel, {
					id: `${headingId}-status`,
					children: ["Resultado del estándar ", standard.code]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RadioGroup, {
					row: true,
					"aria-labelledby": `${headingId}-status`,
					value: status ?? "",
					onChange: (event) => {
						const next = event.target.value;
						setStatus(next);
						persist({
							status: next,
							justification,
							notes
						});
					},
					children: STATUSES.map((value) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormControlLabel, {
						value,
						control: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Radio, {}),
						label: statusLabels[value]
					}, value))
				})]
			}),
			status === "no_aplica" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
				label: `Justificación de «No aplica» (${standard.code})`,
				value: justification,
				onChange: (event) => {
					setJustification(event.target.value);
					schedule({
						status,
						justification: event.target.value,
						notes
					});
				},
				disabled: locked,
				required: true,
				error: needsReason,
				helperText: needsReason ? "Escriba por qué no aplica: sin justificación no se guarda ni suma puntos." : " ",
				multiline: true,
				minRows: 2,
				fullWidth: true,
				sx: { mt: 1 }
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
				label: `Notas (${standard.code})`,
				value: notes,
				onChange: (event) => {
					setNotes(event.target.value);
					schedule({
						status,
						justification,
						notes: event.target.value
					});
				},
				disabled: locked,
				multiline: true,
				minRows: 1,
				fullWidth: true,
				sx: { mt: 1 }
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: { mt: 2 },
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						variant: "body2",
						component: "p",
						sx: { fontWeight: 600 },
						children: "Evidencias"
					}),
					(assessment?.evidence.length ?? 0) === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						variant: "body2",
						children: "Sin archivos."
					}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						component: "ul",
						sx: {
							my: .5,
							pl: 3
						},
						children: assessment?.evidence.map((file) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
							href: evidenceUrl(cycleId, file.id),
							children: file.name
						}), !locked && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							size: "small",
							onClick: () => remove.mutate(file.id),
							"aria-label": `Quitar ${file.name}`,
							sx: { ml: 1 },
							children: "Quitar"
						})] }, file.id))
					}),
					!locked && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
						sx: {
							display: "flex",
							gap: 1,
							flexWrap: "wrap",
							mt: 1
						},
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilePickerButton, {
							label: `Adjuntar evidencia (${standard.code})`,
							accept: "application/pdf,image/png,image/jpeg,image/gif,image/webp,.xlsx,.ods,.csv",
							disabled: upload.isPending,
							onChange: onFile
						}), isTrainingStandard(standard.code) && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							variant: "outlined",
							onClick: () => attachRecords.mutate(standard.code),
							disabled: attachRecords.isPending,
							children: "Adjuntar registros de formación de la academia"
						})]
					})
				]
			}),
			isTrainingStandard(standard.code) && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TrainingPlanEvidence, { cycleId }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				role: "status",
				"aria-live": "polite",
				sx: {
					mt: 1,
					minHeight: "1.5em"
				},
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					variant: "body2",
					sx: { color: "text.secondary" },
					children: state === "saving" && save.isPending ? "Guardando…" : state === "saved" && !save.isError ? "Guardado." : ""
				})
			}),
			error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				severity: "error",
				sx: { mt: 1 },
				children: errorMessageFor(error)
			})
		]
	});
}
// src/features/phva/components/do-phase.tsx
function GroupProgress({ label, done, total }) {
	const id = (0, import_react.useId)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: { mb: 2 },
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
			id,
			variant: "body2",
			children: [
				formatCount(done, "estándar evaluado", "estándares evaluados"),
				" de ",
				total
			]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LinearProgress, {
			variant: "determinate",
			value: total === 0 ? 0 : done * 100 / total,
			"aria-label": `Avance de ${label}`,
			"aria-describedby": id
		})]
	});
}
/** Hacer: one card per standard of the set, grouped as the resolution groups them, each saved as it changes. */
function DoPhase({ cycle }) {
	const standards = standardsOfSet(cycle.standardSet);
	const byCode = new Map(cycle.assessments.map((a) => [a.code, a]));
	const advance = useChangePhase(cycle.id);
	const navigate = useNavigate();
	const goToVerify = () => advance.mutate("verificar", { onSuccess: () => void navigate(paths.admin.evaluationPhase.verificar(cycle.id)) });
	const assessed = standards.filter((s) => byCode.get(s.code)?.status).length;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
			sx: { mb: 3 },
			children: [
				"Evalúe cada uno de los ",
				cycle.standardSet,
				" estándares. Los cambios se guardan solos.",
				" ",
				formatCount(assessed, "estándar evaluado", "estándares evaluados"),
				" de ",
				standards.length,
				"."
			]
		}),
		STANDARD_GROUPS.map((group) => {
			const inGroup = standards.filter((s) => s.group === group);
			if (inGroup.length === 0) return null;
			const done = inGroup.filter((s) => byCode.get(s.code)?.status).length;
			const label = standardGroups[group].label;
			return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				component: "section",
				"aria-label": label,
				sx: { mb: 4 },
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						variant: "h2",
						sx: {
							fontSize: "1.4rem",
							mb: 1
						},
						children: label
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(GroupProgress, {
						label,
						done,
						total: inGroup.length
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						sx: {
							display: "grid",
							gap: 2
						},
						children: inGroup.map((standard) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StandardCard, {
							cycleId: cycle.id,
							standard,
							assessment: byCode.get(standard.code),
							locked: cycle.status === "cerrado"
						}, standard.code))
					})
				]
			}, group);
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormErrorAlert, { error: advance.error }),
		cycle.status !== "cerrado" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			variant: "contained",
			onClick: goToVerify,
			disabled: advance.isPending,
			sx: { mt: 2 },
			children: "Continuar a «Verificar»"
		})
	] });
}
// src/features/phva/components/plan-phase.tsx
/** Planear: responsible person, date, the applicable set with its reason (an override needs a reason), schedule. */
function PlanPhase({ cycle }) {
	const save = useSavePlan(cycle.id);
	const advance = useChangePhase(cycle.id);
	const navigate = useNavigate();
	const locked = cycle.status === "cerrado";
	const [responsibleName, setResponsibleName] = (0, import_react.useState)(cycle.responsibleName);
	const [evaluationDate, setEvaluationDate] = (0, import_react.useState)(cycle.evaluationDate ?? "");
	const [standardSet, setStandardSet] = (0, import_react.useState)(cycle.standardSet);
	const [setJustification, setSetJustification] = (0, import_react.useState)(cycle.setJustification ?? "");
	const [schedule, setSchedule] = (0, import_react.useState)(Object.fromEntries(Object.entries(cycle.schedule).map(([group, day]) => [group, day ?? ""])));
	const [saved, setSaved] = (0, import_react.useState)(false);
	const groups = STANDARD_GROUPS.filter((g) => standardsOfSet(standardSet).some((s) => s.group === g));
	const overridden = standardSet !== cycle.suggestedSet;
	const submit = (event) => {
		event.preventDefault();
		setSaved(false);
		save.mutate({
			responsibleName,
			evaluationDate,
			standardSet,
			setJustification: overridden ? setJustification : null,
			schedule: Object.fromEntries(groups.map((g) => [g, schedule[g] || null]))
		}, { onSuccess: () => setSaved(true) });
	};
	const goToDo = () => advance.mutate("hacer", { onSuccess: () => void navigate(paths.admin.evaluationPhase.hacer(cycle.id)) });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		variant: "outlined",
		component: "form",
		onSubmit: submit,
		noValidate: true,
		sx: { p: {
			xs: 2,
			sm: 3
		} },
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "h2",
				sx: {
					fontSize: "1.4rem",
					mb: 2
				},
				children: "Plan de la evaluación"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					display: "grid",
					gap: 2,
					gridTemplateColumns: {
						xs: "1fr",
						md: "1fr 1fr"
					}
				},
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
						label: "Empresa",
						value: cycle.companyName,
						disabled: true
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
						label: "Periodo",
						value: String(cycle.period),
						disabled: true
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
						label: "Responsable de la evaluación",
						value: responsibleName,
						onChange: (event) => setResponsibleName(event.target.value),
						disabled: locked,
						required: true
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
						label: "Fecha de la evaluación",
						type: "date",
						value: evaluationDate,
						onChange: (event) => setEvaluationDate(event.target.value),
						disabled: locked,
						required: true,
						slotProps: { inputLabel: { shrink: true } }
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "h3",
				sx: {
					fontSize: "1.15rem",
					mt: 3,
					mb: 1
				},
				children: "Estándares que aplican"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				sx: { mb: 2 },
				children: cycle.suggestedSetReason
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
				select: true,
				label: "Grupo de estándares",
				value: String(standardSet),
				onChange: (event) => setStandardSet(Number(event.target.value)),
				disabled: locked,
				slotProps: {
					select: { native: true },
					inputLabel: { shrink: true }
				},
				sx: { minWidth: 240 },
				children: MINIMUM_STANDARD_SETS.map((set) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("option", {
					value: set,
					children: [
						set,
						" estándares",
						set === cycle.suggestedSet ? " (el que corresponde)" : ""
					]
				}, set))
			}),
			overridden && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
				label: "Justificación del cambio de grupo",
				value: setJustification,
				onChange: (event) => setSetJustification(event.target.value),
				disabled: locked,
				required: true,
				multiline: true,
				minRows: 2,
				fullWidth: true,
				sx: { mt: 2 },
				helperText: "Explique por qué la empresa se evalúa con un grupo distinto del que corresponde."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "h3",
				sx: {
					fontSize: "1.15rem",
					mt: 3,
					mb: 1
				},
				children: "Cronograma por grupo"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				sx: {
					display: "grid",
					gap: 2,
					gridTemplateColumns: {
						xs: "1fr",
						md: "1fr 1fr"
					}
				},
				children: groups.map((g) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
					label: standardGroups[g].label,
					type: "date",
					value: schedule[g] ?? "",
					onChange: (event) => setSchedule((current) => ({
						...current,
						[g]: event.target.value
					})),
					disabled: locked,
					slotProps: { inputLabel: { shrink: true } }
				}, g))
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormErrorAlert, { error: save.error ?? advance.error }),
			saved && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				severity: "success",
				role: "status",
				sx: { mt: 2 },
				children: "Se guardó el plan."
			}),
			!locked && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					display: "flex",
					gap: 2,
					mt: 3,
					flexWrap: "wrap"
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					type: "submit",
					variant: "contained",
					disabled: save.isPending,
					children: "Guardar el plan"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "outlined",
					onClick: goToDo,
					disabled: advance.isPending,
					children: "Continuar a «Hacer»"
				})]
			})
		]
	});
}
// src/features/phva/components/verify-phase.tsx
var points = (value) => formatDecimal(value);
var INITIAL_SIZE = {
	width: 500,
	height: 280
};
function PhaseChart({ cycle, phase }) {
	const theme = useTheme();
	const groups = STANDARD_GROUPS.filter((g) => standardGroups[g].phase === phase && cycle.result.byGroup[g]);
	const total = cycle.result.byPhase[phase];
	const data = groups.map((g) => ({
		label: g,
		earned: cycle.result.byGroup[g]?.earned ?? 0,
		missing: (cycle.result.byGroup[g]?.possible ?? 0) - (cycle.result.byGroup[g]?.earned ?? 0)
	}));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChartFigure, {
		title: `${phvaPhaseLabels[phase]}: ${points(total.earned)} de ${points(total.possible)} puntos`,
		summary: `Gráfico de barras de la fase ${phvaPhaseLabels[phase]}: ${groups.map((g) => `${standardGroups[g].label}, ${points(cycle.result.byGroup[g]?.earned ?? 0)} de ${points(cycle.result.byGroup[g]?.possible ?? 0)} puntos`).join("; ")}.`,
		table: {
			columns: [
				"Grupo",
				"Puntos obtenidos",
				"Puntos posibles"
			],
			rows: groups.map((g) => [
				standardGroups[g].label,
				points(cycle.result.byGroup[g]?.earned ?? 0),
				points(cycle.result.byGroup[g]?.possible ?? 0)
			])
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ResponsiveContainer, {
			width: "100%",
			height: "100%",
			initialDimension: INITIAL_SIZE,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(BarChart, {
				data,
				accessibilityLayer: false,
				margin: {
					top: 8,
					right: 16,
					bottom: 8,
					left: 0
				},
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CartesianGrid, { strokeDasharray: "3 3" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(XAxis, {
						dataKey: "label",
						tick: {
							fill: theme.palette.text.secondary,
							fontSize: 12
						}
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(YAxis, {
						tickFormatter: (value) => points(Number(value)),
						tick: {
							fill: theme.palette.text.secondary,
							fontSize: 12
						},
						width: 40
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tooltip, { formatter: (value, name) => [points(Number(value)), name === "earned" ? "Obtenidos" : "Sin obtener"] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Bar, {
						dataKey: "earned",
						name: "earned",
						stackId: "p",
						fill: theme.palette.success.main,
						isAnimationActive: false
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Bar, {
						dataKey: "missing",
						name: "missing",
						stackId: "p",
						fill: theme.palette.grey[400],
						isAnimationActive: false
					})
				]
			})
		})
	});
}
/** Verificar: the score and rating from the shared scorer, by phase and group, unmet standards and last cycle. */
function VerifyPhase({ cycle }) {
	const { result } = cycle;
	const byCode = new Map(cycle.assessments.map((a) => [a.code, a]));
	const unmet = standardsOfSet(cycle.standardSet).filter((s) => {
		const a = byCode.get(s.code);
		return !a?.status || a.status === "no_cumple" || a.status === "no_aplica" && a.justification.trim() === "";
	});
	const advance = useChangePhase(cycle.id);
	const navigate = useNavigate();
	const phases = PHVA_PHASES.filter((p) => result.byPhase[p].possible > 0);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "flex",
			flexDirection: "column",
			gap: 3
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
				variant: "outlined",
				sx: { p: {
					xs: 2,
					sm: 3
				} },
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						variant: "h2",
						sx: { fontSize: "1.4rem" },
						children: "Resultado"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						sx: {
							fontSize: "2rem",
							fontWeight: 700
						},
						children: formatScorePercent(result.score)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, {
						label: `Calificación: ${phvaRatingLabels[result.rating]}`,
						color: ratingColor[result.rating]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						sx: { mt: 2 },
						children: scoringRuleText(cycle.standardSet)
					}),
					result.missing.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
						sx: { mt: 1 },
						children: [
							"Faltan por evaluar ",
							result.missing.length,
							" estándares: ",
							result.missing.join(", "),
							". Cuentan como no cumplidos."
						]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						variant: "h3",
						sx: {
							fontSize: "1.15rem",
							mt: 3
						},
						children: "Lo que exige esta calificación (Resolución 0312 de 2019, art. 28)"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						component: "ul",
						sx: { pl: 3 },
						children: ratingObligations[result.rating].map((line) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: line }, line))
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: planAvailabilityNote })
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				component: "section",
				"aria-label": "Puntos por fase",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					variant: "h2",
					sx: {
						fontSize: "1.4rem",
						mb: 2
					},
					children: "Puntos por fase y grupo"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					sx: {
						display: "grid",
						gap: 2,
						gridTemplateColumns: {
							xs: "minmax(0, 1fr)",
							lg: "repeat(2, minmax(0, 1fr))"
						}
					},
					children: phases.map((phase) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PhaseChart, {
						cycle,
						phase
					}, phase))
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
				variant: "outlined",
				sx: { p: {
					xs: 2,
					sm: 3
				} },
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					variant: "h2",
					sx: {
						fontSize: "1.4rem",
						mb: 1
					},
					children: "Estándares no cumplidos"
				}), unmet.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: "La empresa cumple todos los estándares que le aplican." }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					component: "ul",
					sx: { pl: 3 },
					children: unmet.map((s) => {
						const a = byCode.get(s.code);
						const why = !a?.status ? "sin evaluar" : a.status === "no_aplica" ? "no aplica sin justificación" : statusLabels.no_cumple.toLowerCase();
						return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [
							s.code,
							" · ",
							s.description,
							" (",
							why,
							")"
						] }, s.code);
					})
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
				variant: "outlined",
				sx: { p: {
					xs: 2,
					sm: 3
				} },
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					variant: "h2",
					sx: {
						fontSize: "1.4rem",
						mb: 1
					},
					children: "Comparación con el ciclo anterior"
				}), cycle.previous === null ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: "Es el primer ciclo verificado de esta empresa: no hay con qué comparar." }) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table, {
					size: "small",
					"aria-label": `Comparación con el periodo ${String(cycle.previous.period)}`,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableHead, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
							component: "th",
							scope: "col",
							children: "Fase"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableCell, {
							component: "th",
							scope: "col",
							children: ["Periodo ", cycle.previous.period]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableCell, {
							component: "th",
							scope: "col",
							children: [
								"Este ciclo (",
								cycle.period,
								")"
							]
						})
					] }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableBody, { children: [PHVA_PHASES.map((phase) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
							component: "th",
							scope: "row",
							children: phvaPhaseLabels[phase]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: points(cycle.previous?.result.byPhase[phase].earned ?? 0) }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: points(result.byPhase[phase].earned) })
					] }, phase)), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
							component: "th",
							scope: "row",
							children: "Puntaje total"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableCell, { children: [
							formatScorePercent(cycle.previous.result.score),
							" (",
							phvaRatingLabels[cycle.previous.result.rating],
							")"
						] }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableCell, { children: [
							formatScorePercent(result.score),
							" (",
							phvaRatingLabels[result.rating],
							")"
						] })
					] })] })]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormErrorAlert, { error: advance.error }),
			cycle.status !== "cerrado" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "contained",
				sx: { alignSelf: "flex-start" },
				disabled: advance.isPending,
				onClick: () => advance.mutate("actuar", { onSuccess: () => void navigate(paths.admin.evaluationPhase.actuar(cycle.id)) }),
				children: "Continuar a «Actuar»"
			})
		]
	});
}
// src/features/phva/components/cycle-page.tsx
/** `/admin/evaluacion/{fase}/{id}`: one cycle, its four phases as tabs that are links (each phase has its address). */
function CyclePage({ phase, id, canChooseCompany }) {
	const cycle = useCycle(id);
	if (!id) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CyclesPage, { canChooseCompany });
	const title = cycle.data ? `${phvaPhaseLabels[phase]} · ${cycle.data.companyName} ${String(cycle.data.period)}` : `${phvaPhaseLabels[phase]} · Evaluación PHVA`;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
			title,
			breadcrumbs: [{
				label: "Panel de control",
				to: paths.admin.dashboard()
			}, {
				label: "Evaluación PHVA",
				to: paths.admin.evaluation()
			}]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			component: "nav",
			"aria-label": "Fases del ciclo PHVA",
			sx: {
				mb: 3,
				borderBottom: 1,
				borderColor: "divider"
			},
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "ol",
				sx: {
					display: "flex",
					flexWrap: "wrap",
					gap: 1,
					listStyle: "none",
					p: 0,
					m: 0
				},
				children: PHVA_PHASES.map((p, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
					component: Link,
					to: paths.admin.evaluationPhase[p](id),
					"aria-current": p === phase ? "page" : void 0,
					variant: p === phase ? "contained" : "text",
					sx: {
						borderRadius: 0,
						mb: "-1px"
					},
					children: [
						index + 1,
						". ",
						phvaPhaseLabels[p]
					]
				}) }, p))
			})
		}),
		cycle.isPending && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LinearProgress, { "aria-label": "Cargando el ciclo" }),
		cycle.isError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadErrorAlert, {
			error: cycle.error,
			onRetry: () => void cycle.refetch()
		}),
		cycle.data && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
			"aria-label": phvaPhaseLabels[phase],
			children: [
				cycle.data.status === "cerrado" && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Alert, {
					severity: "info",
					sx: { mb: 3 },
					children: [
						"Este ciclo se cerró el ",
						formatDateTime(cycle.data.closedAt ?? cycle.data.createdAt),
						" y quedó tal como se firmó. Para registrar cambios, cree un ciclo nuevo."
					]
				}),
				phase === "planear" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PlanPhase, { cycle: cycle.data }),
				phase === "hacer" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DoPhase, { cycle: cycle.data }),
				phase === "verificar" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(VerifyPhase, { cycle: cycle.data }),
				phase === "actuar" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ActPhase, { cycle: cycle.data })
			]
		})
	] });
}
// src/app/routes/admin/evaluation-phase.tsx
function isPhase(value) {
	return PHVA_PHASES.includes(value);
}
/** `/admin/evaluacion/{planear,hacer,verificar,actuar}[/:id]`: one phase of a PHVA cycle. */
function EvaluationPhaseRoute() {
	const segment = useLocation().pathname.split("/")[3];
	const { id } = useParams();
	const canChooseCompany = useSessionUser()?.isAdmin ?? false;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CyclePage, {
		phase: isPhase(segment) ? segment : "planear",
		id,
		canChooseCompany
	});
}
export { EvaluationPhaseRoute as default };
