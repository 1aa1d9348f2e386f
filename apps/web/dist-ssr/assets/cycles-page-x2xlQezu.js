import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as paths } from "./paths-DCx76zJf.js";
import { t as Add_default } from "./Add-DXG_Pu5N.js";
import { a as Button, n as Typography, t as Box } from "./Box-BAyYeHPm.js";
import { t as Link } from "./Link-BcQgiOgq.js";
import { E as Paper, I as useNavigate, M as Link$1, d as formatCalendarDay, h as formatDecimal, s as ApiError } from "../entry-server.js";
import { a as TableCell, i as Table, n as TableHead, r as TableBody, t as TableRow } from "./TableRow-CP3jgbZp.js";
import { t as TableContainer } from "./TableContainer-CfusxcDN.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
import { t as LoadErrorAlert } from "./load-error-alert-CIyOwjnD.js";
import { t as PageHeader } from "./page-header-Cld7QmRK.js";
import { a as companyListSchema, o as companyPeopleSchema, s as minimumStandardSetSchema } from "./company.schemas-BiOcKKWZ.js";
import { t as number } from "./coerce-BBCcMy16.js";
import { D as isErrorCode, c as array, h as partialRecord, l as boolean, m as object, n as apiFetch, p as number$1, s as _enum, v as string } from "./api-client-BGybrOBG.js";
import { t as cleanText } from "./text-BDzdvN8i.js";
import { s as complianceCountsSchema } from "./training-plan.schemas-uIv4TIjV.js";
import { t as useMutation } from "./useMutation-BP5bcImn.js";
import { t as useQuery } from "./useQuery-CSSMCn8a.js";
import { M as useQueryClient } from "./removable-Zc2XTOpZ.js";
import { n as DialogContent, r as Dialog, t as DialogTitle } from "./DialogTitle-D-aPLAO8.js";
import { t as DialogActions } from "./DialogActions-D27zR_uj.js";
import { t as TextField } from "./TextField-BMkRww_p.js";
import { t as CompanyPicker } from "./company-picker-wB_tbasj.js";
import { t as FormErrorAlert } from "./form-error-alert-DwWSx3di.js";
// ../../packages/shared/src/phva/standards.data.ts
/** The four phases of the PHVA cycle, in order. */
var PHVA_PHASES = [
	"planear",
	"hacer",
	"verificar",
	"actuar"
];
var phvaPhaseLabels = {
	planear: "Planear",
	hacer: "Hacer",
	verificar: "Verificar",
	actuar: "Actuar"
};
/** The seven groups of Res. 0312 de 2019, with the points the 60-standard table gives each. */
var STANDARD_GROUPS = [
	"I",
	"II",
	"III",
	"IV",
	"V",
	"VI",
	"VII"
];
var standardGroups = {
	I: {
		group: "I",
		phase: "planear",
		label: "I. Recursos",
		points: 10
	},
	II: {
		group: "II",
		phase: "planear",
		label: "II. Gestión integral del SG-SST",
		points: 15
	},
	III: {
		group: "III",
		phase: "hacer",
		label: "III. Gestión de la salud",
		points: 20
	},
	IV: {
		group: "IV",
		phase: "hacer",
		label: "IV. Gestión de peligros y riesgos",
		points: 30
	},
	V: {
		group: "V",
		phase: "hacer",
		label: "V. Gestión de amenazas",
		points: 10
	},
	VI: {
		group: "VI",
		phase: "verificar",
		label: "VI. Verificación del SG-SST",
		points: 5
	},
	VII: {
		group: "VII",
		phase: "actuar",
		label: "VII. Mejoramiento",
		points: 10
	}
};
/** The 60 minimum standards of Res. 0312 de 2019, in the resolution's order. */
var MINIMUM_STANDARDS = [
	[
		"1.1.1",
		"Hay una persona responsable de diseñar y ejecutar el SG-SST.",
		"Acta o carta de designación con sus funciones.",
		.5,
		"I",
		true,
		true
	],
	[
		"1.1.2",
		"Las responsabilidades en SST están asignadas por niveles.",
		"Documento de roles y responsabilidades firmado.",
		.5,
		"I",
		false,
		false
	],
	[
		"1.1.3",
		"La empresa asigna recursos al SG-SST.",
		"Presupuesto aprobado del SG-SST.",
		.5,
		"I",
		false,
		true
	],
	[
		"1.1.4",
		"Todas las personas están afiliadas a la seguridad social.",
		"Planillas de pago de aportes (PILA).",
		.5,
		"I",
		true,
		true
	],
	[
		"1.1.5",
		"Se identifican las personas en tareas de alto riesgo y su pensión especial.",
		"Listado de cargos de alto riesgo y soportes de cotización.",
		.5,
		"I",
		false,
		false
	],
	[
		"1.1.6",
		"El COPASST está conformado y se reúne.",
		"Acta de conformación y actas de reunión mensual.",
		.5,
		"I",
		false,
		true
	],
	[
		"1.1.7",
		"Los integrantes del COPASST están capacitados.",
		"Registros de capacitación de sus integrantes.",
		.5,
		"I",
		false,
		false
	],
	[
		"1.1.8",
		"El comité de convivencia laboral está conformado y funciona.",
		"Acta de conformación y actas de reunión.",
		.5,
		"I",
		false,
		true
	],
	[
		"1.2.1",
		"Existe un programa anual de capacitación en promoción y prevención.",
		"Programa de capacitación y registros de asistencia.",
		2,
		"I",
		true,
		true
	],
	[
		"1.2.2",
		"Todo el personal recibe inducción y reinducción en SST.",
		"Registros de inducción y reinducción.",
		2,
		"I",
		false,
		false
	],
	[
		"1.2.3",
		"Quien responde por el SG-SST aprobó el curso virtual de 50 horas.",
		"Certificado del curso de 50 horas.",
		2,
		"I",
		false,
		false
	],
	[
		"2.1.1",
		"La política de SST está escrita, firmada, fechada y comunicada.",
		"Política firmada y evidencia de su divulgación.",
		1,
		"II",
		false,
		true
	],
	[
		"2.2.1",
		"Los objetivos de SST son claros, medibles y tienen metas.",
		"Documento de objetivos con sus indicadores.",
		1,
		"II",
		false,
		false
	],
	[
		"2.3.1",
		"Se hizo la evaluación inicial del SG-SST.",
		"Informe de la evaluación inicial.",
		1,
		"II",
		false,
		false
	],
	[
		"2.4.1",
		"El plan anual de trabajo está firmado.",
		"Plan anual con metas, responsables, recursos y cronograma.",
		2,
		"II",
		true,
		true
	],
	[
		"2.5.1",
		"Los documentos del SG-SST se archivan y conservan.",
		"Procedimiento de control documental y archivo.",
		2,
		"II",
		false,
		true
	],
	[
		"2.6.1",
		"Cada año se rinden cuentas sobre el SG-SST.",
		"Registros de la rendición de cuentas.",
		1,
		"II",
		false,
		false
	],
	[
		"2.7.1",
		"La matriz legal está al día.",
		"Matriz legal actualizada.",
		2,
		"II",
		false,
		false
	],
	[
		"2.8.1",
		"Hay canales de comunicación y de autorreporte de condiciones.",
		"Procedimiento y registros de autorreporte.",
		1,
		"II",
		false,
		false
	],
	[
		"2.9.1",
		"Las compras tienen en cuenta la SST.",
		"Procedimiento de compras con criterios de SST.",
		1,
		"II",
		false,
		false
	],
	[
		"2.10.1",
		"Los proveedores y contratistas se evalúan y seleccionan con criterios de SST.",
		"Procedimiento y evaluaciones de contratistas.",
		2,
		"II",
		false,
		false
	],
	[
		"2.11.1",
		"Los cambios se evalúan antes de ponerlos en marcha.",
		"Procedimiento de gestión del cambio y registros.",
		1,
		"II",
		false,
		false
	],
	[
		"3.1.1",
		"Se conoce el perfil sociodemográfico y el diagnóstico de salud.",
		"Perfil sociodemográfico y diagnóstico de condiciones de salud.",
		1,
		"III",
		false,
		true
	],
	[
		"3.1.2",
		"Se hacen actividades de medicina del trabajo, promoción y prevención.",
		"Cronograma y registros de las actividades.",
		1,
		"III",
		false,
		true
	],
	[
		"3.1.3",
		"El médico recibe los perfiles de cargo.",
		"Comunicación de los perfiles de cargo al médico.",
		1,
		"III",
		false,
		false
	],
	[
		"3.1.4",
		"Se practican las evaluaciones médicas ocupacionales.",
		"Certificados de aptitud de ingreso, periódicos y de retiro.",
		1,
		"III",
		true,
		true
	],
	[
		"3.1.5",
		"Las historias clínicas están bajo custodia de quien corresponde.",
		"Certificado de custodia de la IPS.",
		1,
		"III",
		false,
		false
	],
	[
		"3.1.6",
		"Se cumplen las restricciones y recomendaciones médicas.",
		"Seguimiento de recomendaciones médico-laborales.",
		1,
		"III",
		false,
		true
	],
	[
		"3.1.7",
		"Se promueven estilos de vida y entornos saludables.",
		"Programa y registros de actividades.",
		1,
		"III",
		false,
		false
	],
	[
		"3.1.8",
		"Hay agua potable, baños y recolección de basuras.",
		"Inspecciones de servicios sanitarios.",
		1,
		"III",
		false,
		false
	],
	[
		"3.1.9",
		"Los residuos se manejan y eliminan de forma segura.",
		"Plan de manejo de residuos y certificados de disposición.",
		1,
		"III",
		false,
		false
	],
	[
		"3.2.1",
		"Los accidentes y enfermedades laborales se reportan en 2 días hábiles.",
		"Reportes FURAT y FUREL radicados.",
		2,
		"III",
		false,
		true
	],
	[
		"3.2.2",
		"Los incidentes y accidentes se investigan con el COPASST.",
		"Informes de investigación.",
		2,
		"III",
		false,
		true
	],
	[
		"3.2.3",
		"Los accidentes y enfermedades laborales se registran y analizan.",
		"Registro estadístico y su análisis.",
		1,
		"III",
		false,
		false
	],
	[
		"3.3.1",
		"Se mide la frecuencia de la accidentalidad cada mes.",
		"Ficha y cálculo mensual del indicador.",
		1,
		"III",
		false,
		false
	],
	[
		"3.3.2",
		"Se mide la severidad de la accidentalidad cada mes.",
		"Ficha y cálculo mensual del indicador.",
		1,
		"III",
		false,
		false
	],
	[
		"3.3.3",
		"Se mide la proporción de accidentes mortales cada año.",
		"Ficha y cálculo anual del indicador.",
		1,
		"III",
		false,
		false
	],
	[
		"3.3.4",
		"Se mide la prevalencia de la enfermedad laboral cada año.",
		"Ficha y cálculo anual del indicador.",
		1,
		"III",
		false,
		false
	],
	[
		"3.3.5",
		"Se mide la incidencia de la enfermedad laboral cada año.",
		"Ficha y cálculo anual del indicador.",
		1,
		"III",
		false,
		false
	],
	[
		"3.3.6",
		"Se mide el ausentismo por causa médica cada mes.",
		"Ficha y cálculo mensual del indicador.",
		1,
		"III",
		false,
		false
	],
	[
		"4.1.1",
		"Hay un método para identificar peligros y valorar riesgos.",
		"Procedimiento de identificación de peligros.",
		4,
		"IV",
		false,
		false
	],
	[
		"4.1.2",
		"Los peligros se identifican con todos los niveles y se actualizan cada año.",
		"Matriz de peligros actualizada y registros de participación.",
		4,
		"IV",
		true,
		true
	],
	[
		"4.1.3",
		"Se identifican las sustancias cancerígenas o de toxicidad aguda.",
		"Inventario de sustancias y sus controles.",
		3,
		"IV",
		false,
		false
	],
	[
		"4.1.4",
		"Se hacen mediciones ambientales.",
		"Informes de mediciones químicas, físicas o biológicas.",
		4,
		"IV",
		false,
		false
	],
	[
		"4.2.1",
		"Se aplican controles según la jerarquía de controles.",
		"Plan de intervención de riesgos.",
		2.5,
		"IV",
		true,
		false
	],
	[
		"4.2.2",
		"Se verifica que las personas apliquen los controles.",
		"Registros de verificación.",
		2.5,
		"IV",
		false,
		false
	],
	[
		"4.2.3",
		"Hay procedimientos, instructivos y fichas técnicas.",
		"Procedimientos e instructivos vigentes.",
		2.5,
		"IV",
		false,
		false
	],
	[
		"4.2.4",
		"Se hacen inspecciones con el COPASST.",
		"Formatos de inspección diligenciados.",
		2.5,
		"IV",
		false,
		false
	],
	[
		"4.2.5",
		"Las instalaciones, equipos y herramientas reciben mantenimiento.",
		"Programa y registros de mantenimiento.",
		2.5,
		"IV",
		false,
		true
	],
	[
		"4.2.6",
		"Se entregan los EPP y se enseña a usarlos.",
		"Registros de entrega de EPP y de capacitación en su uso.",
		2.5,
		"IV",
		false,
		true
	],
	[
		"5.1.1",
		"Hay un plan de emergencias y un simulacro cada año.",
		"Plan de emergencias e informe del simulacro.",
		5,
		"V",
		false,
		true
	],
	[
		"5.1.2",
		"La brigada de emergencias está conformada, capacitada y dotada.",
		"Listado de brigadistas, capacitaciones y dotación.",
		5,
		"V",
		false,
		true
	],
	[
		"6.1.1",
		"Hay indicadores de estructura, proceso y resultado.",
		"Fichas y mediciones de los indicadores.",
		1.25,
		"VI",
		false,
		false
	],
	[
		"6.1.2",
		"Se hace una auditoría cada año.",
		"Informe de auditoría anual.",
		1.25,
		"VI",
		false,
		false
	],
	[
		"6.1.3",
		"La alta dirección revisa el SG-SST cada año.",
		"Acta de revisión por la dirección.",
		1.25,
		"VI",
		false,
		true
	],
	[
		"6.1.4",
		"La auditoría se planea con el COPASST.",
		"Plan de auditoría y acta del COPASST.",
		1.25,
		"VI",
		false,
		false
	],
	[
		"7.1.1",
		"Se toman acciones preventivas y correctivas.",
		"Registro de acciones y su seguimiento.",
		2.5,
		"VII",
		false,
		false
	],
	[
		"7.1.2",
		"Se toman acciones de mejora tras la revisión de la dirección.",
		"Plan de acción de la revisión.",
		2.5,
		"VII",
		false,
		false
	],
	[
		"7.1.3",
		"Se toman acciones de mejora tras las investigaciones de accidentes.",
		"Seguimiento de las recomendaciones.",
		2.5,
		"VII",
		false,
		false
	],
	[
		"7.1.4",
		"Hay un plan de mejora por requerimientos de autoridades y ARL.",
		"Plan de mejoramiento y su avance.",
		2.5,
		"VII",
		false,
		false
	]
].map(([code, description, evidence, points, group, inSet7, inSet21]) => ({
	code,
	description,
	evidence,
	points,
	group,
	inSet7,
	inSet21
}));
/** Standards the academy's own completion records can support as evidence. */
var TRAINING_STANDARD_CODES = [
	"1.1.7",
	"1.2.1",
	"1.2.2",
	"1.2.3",
	"4.2.6",
	"5.1.2"
];
function isTrainingStandard(code) {
	return TRAINING_STANDARD_CODES.includes(code);
}
/** The standards of one set, in the resolution's order. */
function standardsOfSet(set) {
	if (set === 60) return MINIMUM_STANDARDS;
	return MINIMUM_STANDARDS.filter((s) => set === 7 ? s.inSet7 : s.inSet21);
}
function findStandard(code) {
	return MINIMUM_STANDARDS.find((s) => s.code === code);
}
// ../../packages/shared/src/phva/score.ts
var ASSESSMENT_STATUSES = [
	"cumple",
	"no_cumple",
	"no_aplica"
];
var PHVA_RATINGS = [
	"critico",
	"moderadamente_aceptable",
	"aceptable"
];
var phvaRatingLabels = {
	critico: "Crítico",
	moderadamente_aceptable: "Moderadamente aceptable",
	aceptable: "Aceptable"
};
// ../../packages/shared/src/phva/phva.schemas.ts
var isoDate = (message) => string({ error: message }).regex(/^\d{4}-\d{2}-\d{2}$/, message).refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), message);
var phvaPhaseSchema = _enum(PHVA_PHASES, { error: "Elija una fase del ciclo PHVA." });
var assessmentStatusSchema = _enum(ASSESSMENT_STATUSES, { error: "Elija «Cumple», «No cumple» o «No aplica»." });
var phvaRatingSchema = _enum(PHVA_RATINGS);
var cycleStatusSchema = _enum(["abierto", "cerrado"]);
var ACTION_STATUSES = [
	"pendiente",
	"en_curso",
	"cumplida"
];
var actionStatusSchema = _enum(ACTION_STATUSES, { error: "Elija el estado de la acción." });
var actionStatusLabels = {
	pendiente: "Pendiente",
	en_curso: "En curso",
	cumplida: "Cumplida"
};
object({
	companyId: string({ error: "Elija la empresa." }).min(1, "Elija la empresa.").max(64),
	period: number({ error: "Escriba el año del periodo." }).int("El periodo es un año, por ejemplo 2026.").min(2019, "El periodo no puede ser anterior a 2019, el año de la Resolución 0312.").max(2100, "Revise el año del periodo.")
});
/** When each group of standards will be assessed (a date per group, or empty). */
var cycleScheduleSchema = partialRecord(_enum(STANDARD_GROUPS), isoDate("Escriba la fecha como AAAA-MM-DD.").nullable());
object({
	responsibleName: cleanText({
		label: "El nombre del responsable",
		min: 3,
		max: 160
	}),
	evaluationDate: isoDate("Escriba la fecha de la evaluación como AAAA-MM-DD."),
	standardSet: minimumStandardSetSchema,
	setJustification: cleanText({
		label: "La justificación",
		max: 1e3,
		multiline: true
	}).nullable().default(null),
	schedule: cycleScheduleSchema.default({})
}).strict();
object({
	status: assessmentStatusSchema.nullable(),
	justification: cleanText({
		label: "La justificación",
		max: 2e3,
		multiline: true
	}).default(""),
	notes: cleanText({
		label: "Las notas",
		max: 4e3,
		multiline: true
	}).default("")
}).strict();
var evidenceFileSchema = object({
	id: string(),
	name: string(),
	mime: string()
});
var assessmentSchema = object({
	code: string(),
	status: assessmentStatusSchema.nullable(),
	justification: string(),
	notes: string(),
	evidence: array(evidenceFileSchema),
	updatedAt: string()
});
object({
	code: string({ error: "Elija el estándar." }).min(1, "Elija el estándar.").max(16),
	what: cleanText({
		label: "La acción",
		min: 3,
		max: 1e3,
		multiline: true
	}),
	owner: cleanText({
		label: "El responsable",
		min: 3,
		max: 160
	}),
	dueDate: isoDate("Escriba la fecha límite como AAAA-MM-DD."),
	status: actionStatusSchema.default("pendiente"),
	notes: cleanText({
		label: "El seguimiento",
		max: 4e3,
		multiline: true
	}).default(""),
	closingEvidence: cleanText({
		label: "La evidencia de cierre",
		max: 1e3,
		multiline: true
	}).default("")
}).strict();
object({
	routeId: string({ error: "Elija la ruta." }).min(1, "Elija la ruta.").max(64),
	userIds: array(string().max(64)).min(1, "Elija al menos una persona.").max(2e3, "Elija como máximo 2.000 personas a la vez.")
}).strict();
var improvementActionSchema = object({
	id: string(),
	code: string(),
	what: string(),
	owner: string(),
	dueDate: string(),
	status: actionStatusSchema,
	notes: string(),
	closingEvidence: string(),
	routeId: string().nullable(),
	routeTitle: string().nullable(),
	assignedCount: number$1().int(),
	overdue: boolean()
});
var pointsSchema = object({
	earned: number$1(),
	possible: number$1()
});
var scoreResultSchema = object({
	score: number$1(),
	rating: phvaRatingSchema,
	byPhase: object({
		planear: pointsSchema,
		hacer: pointsSchema,
		verificar: pointsSchema,
		actuar: pointsSchema
	}),
	byGroup: partialRecord(_enum(STANDARD_GROUPS), pointsSchema),
	missing: array(string())
});
var cycleSummarySchema = object({
	id: string(),
	companyId: string(),
	companyName: string(),
	period: number$1().int(),
	phase: phvaPhaseSchema,
	status: cycleStatusSchema,
	responsibleName: string(),
	evaluationDate: string().nullable(),
	standardSet: minimumStandardSetSchema,
	/** Set once the cycle reaches Verificar; kept as signed when it closes. */
	score: number$1().nullable(),
	rating: phvaRatingSchema.nullable(),
	createdAt: string(),
	closedAt: string().nullable()
});
var cycleListSchema = object({ items: array(cycleSummarySchema) });
var cycleDetailSchema = cycleSummarySchema.extend({
	suggestedSet: minimumStandardSetSchema,
	suggestedSetReason: string(),
	setJustification: string().nullable(),
	schedule: cycleScheduleSchema,
	assessments: array(assessmentSchema),
	actions: array(improvementActionSchema),
	result: scoreResultSchema,
	previous: object({
		id: string(),
		period: number$1().int(),
		result: scoreResultSchema
	}).nullable()
});
object({ phase: phvaPhaseSchema }).strict();
object({ items: array(object({
	personName: string(),
	document: string(),
	routeTitle: string(),
	completedAt: string()
})) });
/**
* Today's compliance of the cycle company's training plan (its covered person–route pairs by status): what the
* training standards, 1.2.1 above all, cite as evidence.
*/
var phvaTrainingPlanSchema = object({
	companyId: string(),
	total: number$1().int(),
	counts: complianceCountsSchema
});
// src/features/phva/api/phva.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var BASE = "/api/admin/phva";
var cyclePath = (id) => `${BASE}/cycles/${encodeURIComponent(id)}`;
var phvaKeys = {
	all: ["admin", "phva"],
	list: () => [...phvaKeys.all, "list"],
	cycle: (id) => [
		...phvaKeys.all,
		"cycle",
		id
	],
	records: (id) => [
		...phvaKeys.all,
		"records",
		id
	],
	trainingPlan: (id) => [
		...phvaKeys.all,
		"training-plan",
		id
	],
	routes: () => [...phvaKeys.all, "routes"],
	companies: () => [...phvaKeys.all, "companies"],
	people: (companyId) => [
		...phvaKeys.all,
		"people",
		companyId
	]
};
/** Where the report of a cycle is downloaded (a plain link: the browser saves the PDF). */
var reportUrl = (id) => `${cyclePath(id)}/report.pdf`;
var evidenceUrl = (id, fileId) => `${cyclePath(id)}/evidence/${encodeURIComponent(fileId)}`;
function useCycles() {
	return useQuery({
		queryKey: phvaKeys.list(),
		queryFn: ({ signal }) => apiFetch(`${BASE}/cycles`, {
			schema: cycleListSchema,
			signal
		})
	});
}
function useCycle(id) {
	return useQuery({
		queryKey: phvaKeys.cycle(id ?? ""),
		queryFn: ({ signal }) => apiFetch(cyclePath(id ?? ""), {
			schema: cycleDetailSchema,
			signal
		}),
		enabled: id !== void 0
	});
}
/** The company a Responsable SST may evaluate: their own (the Superadministrador searches with the company picker). */
function useEvaluableCompanies(enabled) {
	return useQuery({
		queryKey: phvaKeys.companies(),
		queryFn: ({ signal }) => apiFetch("/api/admin/companies?page=1&pageSize=100&status=active", {
			schema: companyListSchema,
			signal
		}),
		enabled
	});
}
function useCompanyPeople(companyId, enabled) {
	return useQuery({
		queryKey: phvaKeys.people(companyId),
		queryFn: ({ signal }) => apiFetch(`/api/admin/companies/${encodeURIComponent(companyId)}/people`, {
			schema: companyPeopleSchema,
			signal
		}),
		enabled
	});
}
function usePublishedRoutes(enabled) {
	return useQuery({
		queryKey: phvaKeys.routes(),
		queryFn: ({ signal }) => apiFetch(`${BASE}/routes`, {
			schema: object({ items: array(object({
				id: string(),
				title: string()
			})) }),
			signal
		}),
		enabled
	});
}
/** Today's compliance of the company's training plan, shared by every training standard's card. */
function useCycleTrainingPlan(id) {
	return useQuery({
		queryKey: phvaKeys.trainingPlan(id),
		queryFn: ({ signal }) => apiFetch(`${cyclePath(id)}/training-plan`, {
			schema: phvaTrainingPlanSchema,
			signal
		})
	});
}
/** Every write answers the whole cycle: it replaces the cached one, and the overview is refreshed. */
function useCycleWrite(id, request) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: request,
		onSuccess: (cycle) => {
			queryClient.setQueryData(phvaKeys.cycle(id), cycle);
			queryClient.invalidateQueries({ queryKey: phvaKeys.list() });
		}
	});
}
function useCreateCycle() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (input) => apiFetch(`${BASE}/cycles`, {
			method: "POST",
			body: input,
			schema: cycleDetailSchema
		}),
		onSuccess: (cycle) => {
			queryClient.setQueryData(phvaKeys.cycle(cycle.id), cycle);
			queryClient.invalidateQueries({ queryKey: phvaKeys.list() });
		}
	});
}
var useSavePlan = (id) => useCycleWrite(id, (plan) => apiFetch(`${cyclePath(id)}/plan`, {
	method: "PUT",
	body: plan,
	schema: cycleDetailSchema
}));
var useSaveAssessment = (id) => useCycleWrite(id, ({ code, input }) => apiFetch(`${cyclePath(id)}/assessments/${encodeURIComponent(code)}`, {
	method: "PUT",
	body: input,
	schema: cycleDetailSchema
}));
var useChangePhase = (id) => useCycleWrite(id, (phase) => apiFetch(`${cyclePath(id)}/phase`, {
	method: "POST",
	body: { phase },
	schema: cycleDetailSchema
}));
var useCloseCycle = (id) => useCycleWrite(id, () => apiFetch(`${cyclePath(id)}/close`, {
	method: "POST",
	schema: cycleDetailSchema
}));
var useSaveAction = (id) => useCycleWrite(id, ({ actionId, input }) => apiFetch(actionId ? `${cyclePath(id)}/actions/${encodeURIComponent(actionId)}` : `${cyclePath(id)}/actions`, {
	method: actionId ? "PUT" : "POST",
	body: input,
	schema: cycleDetailSchema
}));
var useAssignRoute = (id) => useCycleWrite(id, ({ actionId, input }) => apiFetch(`${cyclePath(id)}/actions/${encodeURIComponent(actionId)}/route`, {
	method: "POST",
	body: input,
	schema: cycleDetailSchema
}));
var useAttachTrainingRecords = (id) => useCycleWrite(id, (code) => apiFetch(`${cyclePath(id)}/assessments/${encodeURIComponent(code)}/training-records`, {
	method: "POST",
	schema: cycleDetailSchema
}));
var useRemoveEvidence = (id) => useCycleWrite(id, (fileId) => apiFetch(evidenceUrl(id, fileId), {
	method: "DELETE",
	schema: cycleDetailSchema
}));
/** Uploads one evidence file as a form, as the server's multipart route expects. */
var useUploadEvidence = (id) => useCycleWrite(id, async ({ code, file }) => {
	const form = new FormData();
	form.append("file", file);
	const response = await fetch(`${cyclePath(id)}/assessments/${encodeURIComponent(code)}/evidence`, {
		method: "POST",
		credentials: "same-origin",
		body: form
	});
	const body = await response.json().catch(() => null);
	if (!response.ok) {
		const error = body?.error;
		const code = isErrorCode(error?.code) ? error.code : "INTERNAL_ERROR";
		throw new ApiError(code, response.status, error?.message ?? "No se pudo subir el archivo. Inténtelo de nuevo.");
	}
	return cycleDetailSchema.parse(body);
});
// src/features/phva/components/create-cycle-dialog.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A new cycle: the company (a lead sees only their own) and the year it evaluates. */
function CreateCycleDialog({ open, onClose, onCreated, canChooseCompany }) {
	const titleId = (0, import_react.useId)();
	const companies = useEvaluableCompanies(open && !canChooseCompany);
	const create = useCreateCycle();
	const [companyId, setCompanyId] = (0, import_react.useState)("");
	const [period, setPeriod] = (0, import_react.useState)(String((/* @__PURE__ */ new Date()).getFullYear()));
	const options = companies.data?.items ?? [];
	const chosen = canChooseCompany ? companyId : companyId || options[0]?.id || "";
	const submit = (event) => {
		event.preventDefault();
		create.mutate({
			companyId: chosen,
			period: Number(period)
		}, { onSuccess: (cycle) => {
			onClose();
			onCreated(cycle.id);
		} });
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
		open,
		onClose: create.isPending ? void 0 : onClose,
		"aria-labelledby": titleId,
		fullWidth: true,
		maxWidth: "sm",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
			onSubmit: submit,
			noValidate: true,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogTitle, {
					id: titleId,
					children: "Nuevo ciclo de evaluación"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogContent, {
					sx: {
						display: "flex",
						flexDirection: "column",
						gap: 2,
						pt: 1
					},
					children: [
						canChooseCompany ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
							sx: { mt: 1 },
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CompanyPicker, {
								id: "cycle-company",
								value: companyId,
								onChange: setCompanyId,
								width: "100%"
							})
						}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
							select: true,
							label: "Empresa",
							value: chosen,
							onChange: (event) => setCompanyId(event.target.value),
							slotProps: {
								select: { native: true },
								inputLabel: { shrink: true }
							},
							helperText: companies.isPending ? "Cargando empresas…" : void 0,
							sx: { mt: 1 },
							children: options.map((company) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
								value: company.id,
								children: company.nombre
							}, company.id))
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
							label: "Periodo (año)",
							type: "number",
							value: period,
							onChange: (event) => setPeriod(event.target.value),
							slotProps: { htmlInput: {
								min: 2019,
								max: 2100,
								inputMode: "numeric"
							} }
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormErrorAlert, { error: create.error })
					]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogActions, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					onClick: onClose,
					disabled: create.isPending,
					children: "Cancelar"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					type: "submit",
					variant: "contained",
					disabled: create.isPending || !chosen,
					children: "Crear ciclo"
				})] })
			]
		})
	});
}
// src/features/phva/components/labels.ts
var statusLabels = {
	cumple: "Cumple",
	no_cumple: "No cumple",
	no_aplica: "No aplica"
};
/** "85,25 %": a score with its two decimals and the es-CO comma. */
var formatScorePercent = (score) => `${formatDecimal(score)}\u00a0%`;
function phaseText(cycle) {
	return cycle.status === "cerrado" ? "Cerrado" : phvaPhaseLabels[cycle.phase];
}
function ratingText(cycle) {
	return cycle.rating ? phvaRatingLabels[cycle.rating] : "—";
}
var ratingColor = {
	critico: "error",
	moderadamente_aceptable: "default",
	aceptable: "success"
};
// src/features/phva/components/cycles-page.tsx
/** `/admin/evaluacion`: every cycle the person may see, and the way to start a new one. */
function CyclesPage({ canChooseCompany }) {
	const cycles = useCycles();
	const navigate = useNavigate();
	const [creating, setCreating] = (0, import_react.useState)(false);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
			title: "Evaluación PHVA",
			breadcrumbs: [{
				label: "Panel de control",
				to: paths.admin.dashboard()
			}],
			description: "Autoevaluación del SG-SST frente a los estándares mínimos de la Resolución 0312 de 2019, fase por fase: Planear, Hacer, Verificar y Actuar.",
			actions: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "contained",
				startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Add_default, { "aria-hidden": "true" }),
				onClick: () => setCreating(true),
				children: "Nuevo ciclo"
			})
		}),
		cycles.isError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadErrorAlert, {
			error: cycles.error,
			onRetry: () => void cycles.refetch()
		}),
		cycles.data && cycles.data.items.length === 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: "Todavía no hay ciclos de evaluación. Pulse «Nuevo ciclo» para empezar el primero." }),
		cycles.data && cycles.data.items.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableContainer, {
			component: Paper,
			variant: "outlined",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table, {
				"aria-label": "Ciclos de evaluación",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableHead, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableRow, { children: [
					"Empresa",
					"Periodo",
					"Fase",
					"Puntaje",
					"Calificación",
					"Responsable",
					"Fecha de evaluación"
				].map((column) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
					component: "th",
					scope: "col",
					children: column
				}, column)) }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableBody, { children: cycles.data.items.map((cycle) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
						component: "th",
						scope: "row",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
							component: Link$1,
							to: paths.admin.evaluationPhase[cycle.phase](cycle.id),
							children: cycle.companyName
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: cycle.period }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: phaseText(cycle) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: cycle.score === null ? "—" : formatScorePercent(cycle.score) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: ratingText(cycle) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: cycle.responsibleName }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: cycle.evaluationDate ? formatCalendarDay(cycle.evaluationDate) : "—" })
				] }, cycle.id)) })]
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CreateCycleDialog, {
			open: creating,
			onClose: () => setCreating(false),
			onCreated: (id) => void navigate(paths.admin.evaluationPhase.planear(id)),
			canChooseCompany
		})
	] });
}
export { PHVA_PHASES as C, phvaPhaseLabels as D, isTrainingStandard as E, standardGroups as O, phvaRatingLabels as S, findStandard as T, useSaveAssessment as _, evidenceUrl as a, ACTION_STATUSES as b, useAttachTrainingRecords as c, useCompanyPeople as d, useCycle as f, useSaveAction as g, useRemoveEvidence as h, statusLabels as i, standardsOfSet as k, useChangePhase as l, usePublishedRoutes as m, formatScorePercent as n, reportUrl as o, useCycleTrainingPlan as p, ratingColor as r, useAssignRoute as s, CyclesPage as t, useCloseCycle as u, useSavePlan as v, STANDARD_GROUPS as w, actionStatusLabels as x, useUploadEvidence as y };
