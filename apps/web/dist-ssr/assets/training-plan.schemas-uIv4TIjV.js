import { c as array, l as boolean, m as object, p as number, s as _enum, v as string } from "./api-client-BGybrOBG.js";
import { t as number$1 } from "./coerce-BBCcMy16.js";
import { t as cleanText } from "./text-BDzdvN8i.js";
// ../../packages/shared/src/training-plans/compliance.ts
var COMPLIANCE_STATUSES = [
	"assigned",
	"in_progress",
	"completed_on_time",
	"completed_late",
	"overdue",
	"expired"
];
/** «Atrasada» (past the due date) and «Certificado vencido» (expired) are worded so the two are never confused. */
var complianceStatusLabels = {
	assigned: "Asignada",
	in_progress: "En curso",
	completed_on_time: "Completada a tiempo",
	completed_late: "Completada tarde",
	overdue: "Atrasada",
	expired: "Certificado vencido"
};
/** True for the statuses in which the person still owes the route. */
function isPending(status) {
	return status === "assigned" || status === "in_progress" || status === "overdue" || status === "expired";
}
// ../../packages/shared/src/training-plans/training-plan.schemas.ts
var ASSIGNMENT_TARGET_KINDS = [
	"person",
	"company",
	"job_title"
];
var assignmentTargetKindSchema = _enum(ASSIGNMENT_TARGET_KINDS, { error: "Elija a quién se asigna la ruta." });
var assignmentTargetKindLabels = {
	person: "Una persona",
	company: "Toda una empresa",
	job_title: "Un cargo"
};
var assignmentOriginSchema = _enum(["plan", "renewal"]);
var complianceStatusSchema = _enum(COMPLIANCE_STATUSES, { error: "Elija un estado de la lista." });
var dueDateSchema = string({ error: "Escriba la fecha límite." }).regex(/^\d{4}-\d{2}-\d{2}$/, "Escriba la fecha límite como AAAA-MM-DD.").refine((value) => {
	const parsed = Date.parse(`${value}T00:00:00Z`);
	return !Number.isNaN(parsed) && new Date(parsed).toISOString().slice(0, 10) === value;
}, "La fecha límite no es una fecha válida.");
var optionalId = string().max(64).nullable().default(null);
/**
* A new assignment: a route for one person, a whole company or everyone with a job title (optionally in one
* company), with a due date (a Bogotá calendar day). The server checks the date is not in the past.
*/
var createAssignmentSchema = object({
	routeId: string({ error: "Elija la ruta." }).min(1, "Elija la ruta.").max(64),
	targetKind: assignmentTargetKindSchema,
	userId: optionalId,
	companyId: optionalId,
	jobTitle: cleanText({
		label: "El cargo",
		max: 120
	}).nullable().default(null),
	dueDate: dueDateSchema,
	mandatory: boolean().default(true)
}).strict().superRefine((input, ctx) => {
	if (input.targetKind === "person" && !input.userId) ctx.addIssue({
		code: "custom",
		path: ["userId"],
		message: "Elija la persona."
	});
	if (input.targetKind === "company" && !input.companyId) ctx.addIssue({
		code: "custom",
		path: ["companyId"],
		message: "Elija la empresa."
	});
	if (input.targetKind === "job_title" && !input.jobTitle) ctx.addIssue({
		code: "custom",
		path: ["jobTitle"],
		message: "Escriba el cargo."
	});
});
var assignmentSchema = object({
	id: string(),
	routeId: string(),
	routeTitle: string(),
	targetKind: assignmentTargetKindSchema,
	userId: string().nullable(),
	userName: string().nullable(),
	companyId: string().nullable(),
	companyName: string().nullable(),
	jobTitle: string().nullable(),
	dueDate: string(),
	mandatory: boolean(),
	origin: assignmentOriginSchema,
	/** Active learners it covers today (matching is evaluated, so this changes as people join or change job). */
	coveredCount: number().int(),
	createdAt: string()
});
var assignmentListSchema = object({ items: array(assignmentSchema) });
/** A person a lead may assign a route to, found by name, e-mail or document. */
var assignablePersonSchema = object({
	id: string(),
	nombre: string(),
	email: string(),
	companyName: string().nullable(),
	cargo: string().nullable()
});
var assignablePeopleSchema = object({ items: array(assignablePersonSchema) });
/** What the form's pickers offer: published routes, the companies in scope and the job titles in use. */
var assignmentOptionsSchema = object({
	routes: array(object({
		id: string(),
		title: string()
	})),
	companies: array(object({
		id: string(),
		nombre: string()
	})),
	jobTitles: array(string()),
	/** «Hoy» in Bogotá: the earliest due date the form accepts. */
	today: string()
});
object({
	companyId: string().max(64).optional(),
	routeId: string().max(64).optional(),
	status: complianceStatusSchema.optional(),
	page: number$1().int().min(1).default(1),
	pageSize: number$1().int().min(1).max(200).default(25)
});
var complianceRowSchema = object({
	userId: string(),
	userName: string(),
	email: string(),
	companyId: string().nullable(),
	companyName: string().nullable(),
	cargo: string().nullable(),
	routeId: string(),
	routeTitle: string(),
	dueDate: string(),
	mandatory: boolean(),
	status: complianceStatusSchema,
	certificateIssuedAt: string().nullable(),
	certificateExpiresAt: string().nullable()
});
var complianceCountsSchema = object({
	assigned: number().int(),
	in_progress: number().int(),
	completed_on_time: number().int(),
	completed_late: number().int(),
	overdue: number().int(),
	expired: number().int()
});
var compliancePageSchema = object({
	items: array(complianceRowSchema),
	total: number().int(),
	page: number().int(),
	pageSize: number().int(),
	/** Per status over every row of the filters except the status itself. */
	counts: complianceCountsSchema
});
/** A route assigned to the signed-in learner, for /inicio and /rutas. */
var myAssignmentSchema = object({
	routeId: string(),
	routeTitle: string(),
	dueDate: string(),
	mandatory: boolean(),
	status: complianceStatusSchema
});
var myAssignmentsSchema = object({ items: array(myAssignmentSchema) });
export { assignmentSchema as a, compliancePageSchema as c, COMPLIANCE_STATUSES as d, complianceStatusLabels as f, assignmentOptionsSchema as i, createAssignmentSchema as l, assignablePeopleSchema as n, assignmentTargetKindLabels as o, isPending as p, assignmentListSchema as r, complianceCountsSchema as s, ASSIGNMENT_TARGET_KINDS as t, myAssignmentsSchema as u };
