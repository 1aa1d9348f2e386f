import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { a as Button, n as Typography, o as CircularProgress, t as Box } from "./Box-BAyYeHPm.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
import { M as useQueryClient } from "./removable-Zc2XTOpZ.js";
import { t as useQuery } from "./useQuery-CSSMCn8a.js";
import { t as useMutation } from "./useMutation-BP5bcImn.js";
import { t as queryOptions } from "./queryOptions-C-4jvvEn.js";
import { s as createSvgIcon } from "./useSlotProps-DlFLla8-.js";
import { t as TextField } from "./TextField-BMkRww_p.js";
import { E as Paper, S as formatPercent, f as formatCount, x as formatNumber } from "../entry-server.js";
import { t as Alert } from "./Alert-Xs0Ucjpv.js";
import { _ as record, b as unknown, c as array, f as literal, l as boolean, m as object, n as apiFetch, p as number, r as errorMessageFor, s as _enum, u as discriminatedUnion, v as string, y as union } from "./api-client-BGybrOBG.js";
import { t as cleanText } from "./text-BDzdvN8i.js";
import { t as VisuallyHidden } from "./visually-hidden-COpqPLv-.js";
import { t as AlertTitle } from "./AlertTitle-CbTyEAE5.js";
import { t as ArrowForward_default } from "./ArrowForward-BzyZnh0O.js";
import { t as Cancel_default } from "./Cancel-ayUEM6TE.js";
import { t as CheckCircle_default } from "./CheckCircle-C1nxHBpI.js";
// ../../packages/shared/src/simulator/gtc45.ts
/**
* The arithmetic of a GTC 45 risk valuation: the numbers of the method (the values each level may take, the products
* and the ranges of each level), with every label and explanation written in our own words.
*
* NP = ND × NE; NR = NP × NC. NP 24–40 muy alto, 10–20 alto, 6–8 medio, 2–4 bajo. NR ≥ 600 is level I, 150–599
* level II (activities are suspended from 360), 40–149 level III, below 40 level IV.
*/
var ND_VALUES = [
	10,
	6,
	2
];
var NE_VALUES = [
	4,
	3,
	2,
	1
];
var NC_VALUES = [
	100,
	60,
	25,
	10
];
var GTC45_LEVELS = [
	"I",
	"II",
	"III",
	"IV"
];
var GTC45_ACCEPTABILITIES = [
	"no_aceptable",
	"aceptable_con_control",
	"mejorable",
	"aceptable"
];
var ndLabels = {
	10: "muy alto",
	6: "alto",
	2: "medio"
};
var neLabels = {
	4: "continua",
	3: "frecuente",
	2: "ocasional",
	1: "esporádica"
};
var ncLabels = {
	100: "mortal o catastrófica",
	60: "muy grave",
	25: "grave",
	10: "leve"
};
var acceptabilityLabels = {
	no_aceptable: "No aceptable",
	aceptable_con_control: "No aceptable o aceptable con control específico",
	mejorable: "Mejorable",
	aceptable: "Aceptable"
};
var levelRanges = {
	I: "de 600 a 4000",
	II: "de 150 a 599",
	III: "de 40 a 149",
	IV: "menos de 40"
};
var isNd = (value) => ND_VALUES.includes(value);
var isNe = (value) => NE_VALUES.includes(value);
var isNc = (value) => NC_VALUES.includes(value);
var probability = (nd, ne) => nd * ne;
var riskValue = (np, nc) => np * nc;
/** The NP level of a probability. Values between the ranges (9, 21–23) fall in the lower level. */
function npLevel(np) {
	if (np >= 24) return "muy_alto";
	if (np >= 10) return "alto";
	if (np >= 6) return "medio";
	return "bajo";
}
function riskLevel(nr) {
	if (nr >= 600) return "I";
	if (nr >= 150) return "II";
	if (nr >= 40) return "III";
	return "IV";
}
var acceptabilityOf = {
	I: "no_aceptable",
	II: "aceptable_con_control",
	III: "mejorable",
	IV: "aceptable"
};
/** Whether the activity must be suspended: every level I risk, and a level II risk from NR 360. */
var suspendsActivity = (nr) => nr >= 360;
/** The whole valuation from the three chosen levels. */
function valuate(nd, ne, nc) {
	const np = probability(nd, ne);
	const nr = riskValue(np, nc);
	const level = riskLevel(nr);
	return {
		nd,
		ne,
		nc,
		np,
		npLevel: npLevel(np),
		nr,
		level,
		acceptability: acceptabilityOf[level],
		suspend: suspendsActivity(nr)
	};
}
// ../../packages/shared/src/simulator/scenario.schemas.ts
/**
* The shape of a scenario as the editor edits, imports and exports it (JSON). This schema checks each situation on
* its own; `scenarioDefinitionSchema` (in scenario-validation.ts) adds the checks on the graph as a whole.
*/
var idMessage = "El identificador usa solo letras minúsculas, números y guiones (de 1 a 40 caracteres).";
var scenarioIdSchema = string({ error: idMessage }).regex(/^[a-z0-9-]{1,40}$/u, idMessage);
var scenarioMediaSchema = object({
	uploadId: string({ error: "Elija un archivo de la ruta." }).min(1, "Elija un archivo de la ruta.").max(64),
	kind: _enum(["image", "video"], { error: "Indique si el archivo es una imagen o un video." }),
	alt: cleanText({
		label: "La descripción del archivo",
		max: 300,
		min: 1,
		minMessage: "Describa la imagen o el video para quien no puede verlo."
	})
}).strict().nullable();
var title = cleanText({
	label: "El título",
	min: 1,
	max: 160,
	minMessage: "Escriba el título."
});
var text = cleanText({
	label: "El texto",
	min: 1,
	max: 4e3,
	multiline: true,
	minMessage: "Escriba el texto."
});
var points = (label) => number({ error: `${label} deben ser un número entero.` }).int(`${label} deben ser un número entero.`).min(-1e3, `${label} no pueden ser menores que -1000.`).max(1e3, `${label} no pueden ser mayores que 1000.`);
var scenarioChoiceSchema = object({
	id: scenarioIdSchema,
	text: cleanText({
		label: "La opción",
		min: 1,
		max: 500,
		minMessage: "Escriba el texto de la opción."
	}),
	consequence: cleanText({
		label: "La consecuencia",
		min: 1,
		max: 2e3,
		multiline: true,
		minMessage: "Escriba la consecuencia de la opción."
	}),
	points: points("Los puntos"),
	critical: boolean({ error: "Indique si la opción es un error crítico." }),
	next: scenarioIdSchema
}).strict();
var calculationFieldSchema = object({
	id: scenarioIdSchema,
	label: cleanText({
		label: "El nombre del dato",
		min: 1,
		max: 160,
		minMessage: "Escriba el nombre del dato."
	}),
	unit: cleanText({
		label: "La unidad",
		max: 40
	}),
	expected: number({ error: "Escriba el valor esperado." }).finite("Escriba el valor esperado."),
	tolerance: number({ error: "Escriba la tolerancia (0 si el valor debe ser exacto)." }).min(0, "La tolerancia no puede ser negativa.").finite(),
	points: points("Los puntos").min(0, "Los puntos de un dato no pueden ser negativos."),
	explanation: cleanText({
		label: "La explicación",
		min: 1,
		max: 2e3,
		multiline: true,
		minMessage: "Explique cómo se obtiene el valor."
	})
}).strict();
var situationBase = {
	id: scenarioIdSchema,
	title,
	text,
	media: scenarioMediaSchema.default(null)
};
var literalUnion = (values, message) => union(values.map((value) => literal(value)), { error: message });
var gtc45ExpectedSchema = object({
	nd: literalUnion(ND_VALUES, "El nivel de deficiencia (ND) es 10, 6 o 2."),
	ne: literalUnion(NE_VALUES, "El nivel de exposición (NE) es 4, 3, 2 o 1."),
	nc: literalUnion(NC_VALUES, "El nivel de consecuencias (NC) es 100, 60, 25 o 10.")
}).strict();
var rationale = (label) => cleanText({
	label,
	min: 1,
	max: 2e3,
	multiline: true,
	minMessage: `Escriba ${label.toLowerCase()}.`
});
var scenarioSituationSchema = discriminatedUnion("kind", [
	object({
		...situationBase,
		kind: literal("choice"),
		choices: array(scenarioChoiceSchema).max(6, "Una situación tiene como máximo 6 opciones.")
	}).strict(),
	object({
		...situationBase,
		kind: literal("calculation"),
		fields: array(calculationFieldSchema).max(6, "Un cálculo tiene como máximo 6 datos."),
		next: scenarioIdSchema
	}).strict(),
	object({
		...situationBase,
		kind: literal("gtc45"),
		hazard: cleanText({
			label: "El peligro",
			min: 1,
			max: 300,
			minMessage: "Describa el peligro que se valora."
		}),
		expected: gtc45ExpectedSchema,
		rationale: object({
			nd: rationale("La razón del ND"),
			ne: rationale("La razón del NE"),
			nc: rationale("La razón del NC")
		}).strict(),
		pointsPerValue: number({ error: "Los puntos por valor deben ser un número entero." }).int("Los puntos por valor deben ser un número entero.").min(0, "Los puntos por valor no pueden ser negativos.").max(100, "Los puntos por valor no pueden ser mayores que 100."),
		next: scenarioIdSchema
	}).strict(),
	object({
		...situationBase,
		kind: literal("end")
	}).strict()
], { error: "Elija el tipo de situación: decisión, cálculo, valoración GTC 45 o final." });
/** The structure alone; use `scenarioDefinitionSchema` to validate a scenario before saving it. */
var scenarioDefinitionShapeSchema = object({
	title: cleanText({
		label: "El título",
		min: 1,
		max: 160,
		minMessage: "Escriba el título del escenario."
	}),
	summary: cleanText({
		label: "El resumen",
		min: 1,
		max: 1e3,
		multiline: true,
		minMessage: "Escriba un resumen de una o dos frases."
	}),
	passPercent: number({ error: "El porcentaje para aprobar es un número entero de 1 a 100." }).int("El porcentaje para aprobar es un número entero de 1 a 100.").min(1, "El porcentaje para aprobar es un número entero de 1 a 100.").max(100, "El porcentaje para aprobar es un número entero de 1 a 100."),
	startId: scenarioIdSchema,
	situations: array(scenarioSituationSchema).min(2, "El escenario necesita al menos una situación y un final.").max(200, "Un escenario tiene como máximo 200 situaciones.")
}).strict();
var scenarioStatusSchema = _enum(["draft", "published"], { error: "Elija «Borrador» o «Publicado»." });
var scenarioStatusLabels = {
	draft: "Borrador",
	published: "Publicado"
};
/** What the learner submits for a GTC 45 valuation. */
var gtc45AnswerSchema = object({
	nd: number({ error: "Elija el nivel de deficiencia (ND)." }).int("Elija el nivel de deficiencia (ND)."),
	ne: number({ error: "Elija el nivel de exposición (NE)." }).int("Elija el nivel de exposición (NE)."),
	nc: number({ error: "Elija el nivel de consecuencias (NC)." }).int("Elija el nivel de consecuencias (NC)."),
	np: number({ error: "Escriba el nivel de probabilidad (NP) como número entero." }).int("Escriba el nivel de probabilidad (NP) como número entero.").min(0, "El nivel de probabilidad (NP) no puede ser negativo.").max(1e6),
	nr: number({ error: "Escriba el nivel de riesgo (NR) como número entero." }).int("Escriba el nivel de riesgo (NR) como número entero.").min(0, "El nivel de riesgo (NR) no puede ser negativo.").max(1e8),
	level: _enum(GTC45_LEVELS, { error: "Elija el nivel de riesgo: I, II, III o IV." }),
	acceptability: _enum(GTC45_ACCEPTABILITIES, { error: "Elija qué significa ese nivel de riesgo." })
}).strict();
// ../../packages/shared/src/simulator/scenario-graph.ts
/** The ids each situation leads to, with the path of the field that holds each. */
function exits(situation, index) {
	switch (situation.kind) {
		case "choice": return situation.choices.map((choice, c) => ({
			next: choice.next,
			path: `situations.${String(index)}.choices.${String(c)}.next`,
			critical: choice.critical
		}));
		case "calculation":
		case "gtc45": return [{
			next: situation.next,
			path: `situations.${String(index)}.next`,
			critical: false
		}];
		case "end": return [];
	}
}
/** The points a situation gives when answered perfectly, apart from the choice taken (calculations and GTC 45). */
function fixedPoints(situation) {
	if (situation.kind === "calculation") return situation.fields.reduce((sum, field) => sum + Math.max(0, field.points), 0);
	if (situation.kind === "gtc45") return 7 * situation.pointsPerValue;
	return 0;
}
/**
* The best score reachable from each situation to an end, over a graph already known to be a DAG whose exits all
* exist. `avoidCritical` leaves out critical choices (−Infinity: no such path).
*/
function bestScores(definition, avoidCritical) {
	const byId = new Map(definition.situations.map((s) => [s.id, s]));
	const memo = /* @__PURE__ */ new Map();
	const best = (id) => {
		const known = memo.get(id);
		if (known !== void 0) return known;
		const situation = byId.get(id);
		let value = Number.NEGATIVE_INFINITY;
		if (situation?.kind === "end") value = 0;
		else if (situation?.kind === "choice") for (const choice of situation.choices) {
			if (avoidCritical && choice.critical) continue;
			value = Math.max(value, choice.points + best(choice.next));
		}
		else if (situation) value = fixedPoints(situation) + best(situation.next);
		memo.set(id, value);
		return value;
	};
	for (const situation of definition.situations) best(situation.id);
	return memo;
}
var named = (situation) => `«${situation.title}»`;
/**
* Checks the graph of a scenario whose situations are each well formed: unique ids, a start that exists, exits
* that exist, every situation reachable, no cycle, a way forward from every situation that is not an end, at least
* one end, a path without critical errors, and a pass mark that such a path can reach. Returns the problems (each
* naming the situation by its title) and the maximum score when there are none.
*/
function checkScenarioGraph(definition) {
	const problems = [];
	const add = (path, message) => problems.push({
		path,
		message
	});
	const byId = /* @__PURE__ */ new Map();
	definition.situations.forEach((situation, index) => {
		const first = byId.get(situation.id);
		if (first) add(`situations.${String(index)}.id`, `${named(situation)} usa el identificador «${situation.id}», que ya tiene ${named(first)}.`);
		else byId.set(situation.id, situation);
		const at = `situations.${String(index)}`;
		if (situation.kind === "choice") {
			if (situation.choices.length < 2) add(`${at}.choices`, `${named(situation)} necesita al menos 2 opciones para que haya una decisión.`);
			duplicates(situation.choices.map((c) => c.id)).forEach((id) => add(`${at}.choices`, `${named(situation)} tiene dos opciones con el identificador «${id}».`));
		}
		if (situation.kind === "calculation") {
			if (situation.fields.length < 1) add(`${at}.fields`, `${named(situation)} necesita al menos un dato para calcular.`);
			duplicates(situation.fields.map((f) => f.id)).forEach((id) => add(`${at}.fields`, `${named(situation)} tiene dos datos con el identificador «${id}».`));
		}
	});
	if (!definition.situations.some((s) => s.kind === "end")) add("situations", "El escenario no tiene ningún final: agregue al menos una situación de tipo «Final».");
	const start = byId.get(definition.startId);
	if (!start) add("startId", `La situación inicial «${definition.startId}» no existe.`);
	let missing = false;
	definition.situations.forEach((situation, index) => {
		for (const exit of exits(situation, index)) if (!byId.has(exit.next)) {
			missing = true;
			add(exit.path, `${named(situation)} lleva a «${exit.next}», que no existe: elija la situación siguiente.`);
		}
	});
	if (problems.length > 0 || !start || missing) return {
		problems,
		maxScore: null
	};
	const state = /* @__PURE__ */ new Map();
	const indexOf = new Map(definition.situations.map((s, i) => [s.id, i]));
	let cycle = null;
	const walk = (id, trail) => {
		if (cycle) return;
		const mark = state.get(id);
		if (mark === "done") return;
		if (mark === "open") {
			cycle = [...trail.slice(trail.indexOf(id)), id];
			return;
		}
		state.set(id, "open");
		const situation = byId.get(id);
		if (situation) for (const exit of exits(situation, indexOf.get(id) ?? 0)) walk(exit.next, [...trail, id]);
		state.set(id, "done");
	};
	walk(definition.startId, []);
	if (cycle) {
		add("situations", `El escenario tiene un ciclo: ${cycle.map((id) => named(byId.get(id))).join(" → ")}. Cada camino debe avanzar hasta un final.`);
		return {
			problems,
			maxScore: null
		};
	}
	definition.situations.forEach((situation, index) => {
		if (!state.has(situation.id)) add(`situations.${String(index)}`, `${named(situation)} no se puede alcanzar desde la situación inicial.`);
	});
	if (problems.length > 0) return {
		problems,
		maxScore: null
	};
	const maxScore = bestScores(definition, false).get(definition.startId) ?? 0;
	const bestClean = bestScores(definition, true).get(definition.startId) ?? Number.NEGATIVE_INFINITY;
	if (bestClean === Number.NEGATIVE_INFINITY) add("situations", "Todos los caminos pasan por un error crítico, así que nadie podría aprobar: deje al menos un camino sin errores críticos.");
	else if (maxScore <= 0) add("situations", "El puntaje máximo del escenario es 0: asigne puntos a las decisiones o a los cálculos.");
	else if (bestClean < passMark(definition.passPercent, maxScore)) add("passPercent", `Ningún camino sin errores críticos alcanza el puntaje para aprobar (${String(passMark(definition.passPercent, maxScore))} de ${String(maxScore)}): baje el porcentaje o revise los puntos.`);
	return {
		problems,
		maxScore: problems.length > 0 ? null : maxScore
	};
}
/** The score needed to pass: `passPercent` % of the maximum, rounded up. */
function passMark(passPercent, maxScore) {
	return Math.ceil(passPercent * maxScore / 100);
}
function duplicates(ids) {
	const seen = /* @__PURE__ */ new Set();
	const repeated = /* @__PURE__ */ new Set();
	for (const id of ids) (seen.has(id) ? repeated : seen).add(id);
	return [...repeated];
}
// ../../packages/shared/src/simulator/simulator-api.schemas.ts
/** A situation as the learner sees it before answering: no points, exits, consequences, expected values or keys. */
var learnerMediaSchema = object({
	uploadId: string(),
	src: string(),
	kind: _enum(["image", "video"]),
	alt: string()
}).nullable();
var learnerBase = {
	id: string(),
	title: string(),
	text: string(),
	media: learnerMediaSchema
};
var learnerSituationSchema = discriminatedUnion("kind", [
	object({
		...learnerBase,
		kind: literal("choice"),
		choices: array(object({
			id: string(),
			text: string()
		}))
	}),
	object({
		...learnerBase,
		kind: literal("calculation"),
		fields: array(object({
			id: string(),
			label: string(),
			unit: string()
		}))
	}),
	object({
		...learnerBase,
		kind: literal("gtc45"),
		hazard: string()
	}),
	object({
		...learnerBase,
		kind: literal("end")
	})
]);
var attemptStatusSchema = _enum([
	"in_progress",
	"finished",
	"abandoned"
]);
var attemptPathEntrySchema = object({
	situationTitle: string(),
	answerSummary: string(),
	consequence: string(),
	points: number().int(),
	critical: boolean()
});
var attemptViewSchema = object({
	id: string(),
	status: attemptStatusSchema,
	score: number().int(),
	maxScore: number().int(),
	/** The score needed to pass. */
	passMark: number().int(),
	/** Null until the attempt reaches an end. */
	passed: boolean().nullable(),
	/** The situation to answer; once finished, the end reached; null when abandoned. */
	current: learnerSituationSchema.nullable(),
	path: array(attemptPathEntrySchema)
});
var attemptSummarySchema = object({
	id: string(),
	status: attemptStatusSchema,
	score: number().int(),
	maxScore: number().int(),
	/** Score as a percentage of the maximum, 0–100. */
	percent: number().int(),
	passed: boolean().nullable(),
	startedAt: string(),
	finishedAt: string().nullable(),
	/** True for a completion reported by an external simulator through the learner's browser. */
	external: boolean()
});
var fieldCheckSchema = object({
	id: string(),
	correct: boolean(),
	given: union([number(), string()]),
	expected: union([number(), string()]),
	explanation: string()
});
var stepFeedbackSchema = object({
	situationId: string(),
	points: number().int(),
	critical: boolean(),
	/** The consequence of the choice, or how many values of a calculation were right. */
	consequence: string().optional(),
	/** One check per value of a calculation or a GTC 45 valuation. */
	fields: array(fieldCheckSchema).optional()
});
var debriefStepSchema = object({
	situationTitle: string(),
	answerSummary: string(),
	points: number().int(),
	/** The points of the best answer to this situation. */
	bestPoints: number().int(),
	critical: boolean(),
	correct: boolean(),
	/** What the best answer was, when this one was not. */
	shouldHave: string().nullable(),
	explanation: string().nullable()
});
var debriefSchema = object({
	title: string(),
	score: number().int(),
	maxScore: number().int(),
	percent: number().int(),
	passed: boolean(),
	passMark: number().int(),
	/** The end reached: its title and text. */
	ending: object({
		title: string(),
		text: string()
	}).nullable(),
	criticalErrors: array(string()),
	steps: array(debriefStepSchema)
});
/** `GET /api/routes/:routeId/simulator`. */
var simulatorOverviewSchema = object({
	routeId: string(),
	routeTitle: string(),
	scenario: object({
		title: string(),
		summary: string(),
		passPercent: number().int(),
		maxScore: number().int(),
		situationCount: number().int()
	}).nullable(),
	/** Set while the step is locked: why (a Spanish sentence) and the step that unlocks it (the server always sends it). */
	locked: object({
		reason: string(),
		unlock: object({
			kind: string(),
			title: string(),
			href: string()
		}).nullable()
	}).nullable().optional(),
	/** Set when the route plays an external simulator instead: the full address to embed. */
	external: object({ url: string() }).nullable(),
	attemptInProgress: attemptViewSchema.nullable(),
	best: attemptSummarySchema.nullable(),
	attempts: array(attemptSummarySchema)
});
object({ restart: boolean().optional() }).strict();
var situationIdInput = string({ error: "Indique la situación que responde." }).min(1).max(40);
var choiceAnswerInputSchema = object({
	situationId: situationIdInput,
	choiceId: string({ error: "Elija una opción." }).min(1).max(40)
}).strict();
var valuesAnswerInputSchema = object({
	situationId: situationIdInput,
	values: record(string().max(40), union([number(), string().max(40)]), { error: "Escriba los valores que se piden." })
}).strict();
union([choiceAnswerInputSchema, valuesAnswerInputSchema], { error: "Elija una opción o escriba los valores que se piden." });
var answerResultSchema = object({
	feedback: stepFeedbackSchema,
	attempt: attemptViewSchema
});
object({
	scorePercent: number({ error: "El puntaje es un porcentaje de 0 a 100." }).min(0, "El puntaje es un porcentaje de 0 a 100.").max(100, "El puntaje es un porcentaje de 0 a 100."),
	passed: boolean({ error: "Indique si aprobó." })
}).strict();
/** An address under `SIMULATOR_BASE_URL`: a path that starts with a slash. */
var externalPathSchema = string().max(300, "La ruta del simulador externo tiene como máximo 300 caracteres.").regex(/^\/[A-Za-z0-9\-._~!$&'()*+,;=:@%/?#]*$/u, "Escriba una ruta que empiece por «/», por ejemplo /escenarios/sismo.").nullable();
/** `GET/PUT /api/admin/routes/:routeId/simulator`. */
var adminScenarioSchema = object({
	routeId: string(),
	definition: scenarioDefinitionShapeSchema,
	status: scenarioStatusSchema,
	maxScore: number().int(),
	externalPath: string().nullable(),
	updatedAt: string(),
	updatedBy: string().nullable()
});
object({
	definition: unknown(),
	status: scenarioStatusSchema,
	externalPath: externalPathSchema.optional()
}).strict();
object({ definition: unknown() }).strict();
var scenarioProblemSchema = object({
	path: string(),
	message: string()
});
object({
	valid: boolean(),
	maxScore: number().int().nullable(),
	errors: array(scenarioProblemSchema)
});
// src/features/simulator/api/simulator.ts
var simulatorKeys = {
	all: ["simulator"],
	overview: (routeId) => [
		"simulator",
		"overview",
		routeId
	],
	admin: (routeId) => [
		"simulator",
		"admin",
		routeId
	]
};
var routeSimulatorPath = (routeId) => `/api/routes/${encodeURIComponent(routeId)}/simulator`;
var attemptPath = (attemptId) => `/api/simulator/attempts/${encodeURIComponent(attemptId)}`;
function simulatorOverviewQueryOptions(routeId) {
	return queryOptions({
		queryKey: simulatorKeys.overview(routeId),
		queryFn: ({ signal }) => apiFetch(routeSimulatorPath(routeId), {
			schema: simulatorOverviewSchema,
			signal
		})
	});
}
/** The route's scenario (or external simulator), the attempt left open, the best result and the past attempts. */
function useSimulatorOverview(routeId) {
	return useQuery(simulatorOverviewQueryOptions(routeId));
}
/** Starts an attempt, or resumes the open one; `restart` abandons the open one and starts afresh. */
function useStartAttempt(routeId) {
	return useMutation({ mutationFn: (restart) => apiFetch(`${routeSimulatorPath(routeId)}/attempts`, {
		method: "POST",
		body: restart ? { restart: true } : {},
		schema: attemptViewSchema
	}) });
}
/** The player's driver for a learner's attempt: every answer is checked and stored by the server. */
var serverDriver = {
	answer: (attemptId, input) => apiFetch(`${attemptPath(attemptId)}/answers`, {
		method: "POST",
		body: input,
		schema: answerResultSchema
	}),
	debrief: (attemptId) => apiFetch(`${attemptPath(attemptId)}/debrief`, { schema: debriefSchema })
};
/** What an external simulator reported through `postMessage`. */
function useExternalCompletion(routeId) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (result) => apiFetch(`${routeSimulatorPath(routeId)}/external-completion`, {
			method: "POST",
			body: result
		}),
		onSuccess: () => void queryClient.invalidateQueries({ queryKey: simulatorKeys.overview(routeId) })
	});
}
// src/features/simulator/hooks/use-scenario-player.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* One attempt on screen: the current situation, the feedback of the answer just given (the situation stays until
* «Continuar»), then the next situation, and at the end the debrief.
*/
function useScenarioPlayer(initial, driver, onFinished) {
	const [attempt, setAttempt] = (0, import_react.useState)(initial);
	const [answered, setAnswered] = (0, import_react.useState)(null);
	const [debrief, setDebrief] = (0, import_react.useState)(null);
	const answer = useMutation({
		mutationFn: (input) => driver.answer(attempt.id, input),
		onSuccess: (result, input) => {
			setAnswered({
				input,
				feedback: result.feedback,
				next: result.attempt
			});
			if (result.attempt.status === "finished") onFinished?.();
		}
	});
	const loadDebrief = useMutation({
		mutationFn: () => driver.debrief(attempt.id),
		onSuccess: (result) => setDebrief(result)
	});
	/** «Continuar»: on to the situation the answer led to (an outcome included), or to the debrief. */
	const proceed = () => {
		if (!answered) return;
		if (!answered.next.current) {
			loadDebrief.mutate();
			return;
		}
		setAttempt(answered.next);
		setAnswered(null);
		answer.reset();
	};
	return {
		attempt,
		answered,
		debrief,
		submit: (input) => {
			if (!answered && !answer.isPending) answer.mutate(input);
		},
		submitting: answer.isPending ? answer.variables : null,
		answerError: answer.isError ? answer.error : null,
		proceed,
		/** «Ver el resumen» on the outcome that ended the attempt. */
		showDebrief: () => loadDebrief.mutate(),
		loadingDebrief: loadDebrief.isPending,
		debriefError: loadDebrief.isError ? loadDebrief.error : null
	};
}
// src/features/simulator/utils/gtc45-labels.ts
var capitalise = (text) => text.charAt(0).toUpperCase() + text.slice(1);
function scale(values, labels) {
	return values.map((value) => ({
		value: String(value),
		label: `${capitalise(labels[value] ?? "")} (${String(value)})`
	}));
}
var deficiencyOptions = scale(ND_VALUES, ndLabels);
var exposureOptions = scale(NE_VALUES, neLabels);
var consequenceOptions = scale(NC_VALUES, ncLabels);
var riskLevelLabels = {
	I: "Nivel I",
	II: "Nivel II",
	III: "Nivel III",
	IV: "Nivel IV"
};
var levelOptions = GTC45_LEVELS.map((level) => ({
	value: level,
	label: riskLevelLabels[level]
}));
var acceptabilityOptions = GTC45_ACCEPTABILITIES.map((value) => ({
	value,
	label: acceptabilityLabels[value]
}));
/** The names of the seven values a GTC 45 step checks, as its feedback lists them. */
var gtc45FieldLabels = {
	nd: "Nivel de deficiencia (ND)",
	ne: "Nivel de exposición (NE)",
	nc: "Nivel de consecuencias (NC)",
	np: "Nivel de probabilidad (NP)",
	nr: "Nivel de riesgo (NR)",
	level: "Nivel de riesgo (I a IV)",
	acceptability: "Significado del nivel"
};
/** A chosen level or meaning as the learner read it in the list («Nivel II», «Mejorable»). */
var gtc45ValueLabels = {
	...acceptabilityLabels,
	...riskLevelLabels
};
// src/features/simulator/utils/texts.ts
/** "+10 puntos", "−5 puntos", "0 puntos", "1 punto". */
function pointsText(points) {
	const sign = points > 0 ? "+" : points < 0 ? "−" : "";
	const size = Math.abs(points);
	return `${sign}${formatNumber(size)} ${size === 1 ? "punto" : "puntos"}`;
}
/** "35 de 50 puntos". */
function scoreText(score, maxScore) {
	return `${formatNumber(score)} de ${formatNumber(maxScore)} puntos`;
}
// src/features/simulator/components/simulator-panel.tsx
var import_jsx_runtime = require_jsx_runtime();
/** One outlined region of the simulator (the intro, a situation, the debrief). */
function SimulatorPanel({ labelledBy, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
		component: "section",
		"aria-labelledby": labelledBy,
		variant: "outlined",
		sx: {
			p: {
				xs: 2,
				sm: 3
			},
			maxWidth: 880,
			display: "flex",
			flexDirection: "column",
			gap: 2
		},
		children
	});
}
/** The `<h2>` of a `SimulatorPanel`. */
function PanelHeading({ id, focusOnMount = false, children }) {
	const ref = (0, import_react.useRef)(null);
	(0, import_react.useEffect)(() => {
		if (focusOnMount) ref.current?.focus();
	}, [focusOnMount]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
		ref,
		id,
		tabIndex: focusOnMount ? -1 : void 0,
		variant: "h5",
		component: "h2",
		sx: {
			outline: "none",
			"&:focus-visible": { textDecoration: "underline" }
		},
		children
	});
}
// src/features/simulator/components/step-feedback.tsx
/** "Correcto" or "Incorrecto" in words with an icon, never by colour alone. */
function Verdict({ correct }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "span",
		sx: {
			display: "inline-flex",
			alignItems: "center",
			gap: .5,
			fontWeight: 700,
			color: correct ? "success.dark" : "error.dark"
		},
		children: [correct ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckCircle_default, {
			fontSize: "small",
			"aria-hidden": "true"
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Cancel_default, {
			fontSize: "small",
			"aria-hidden": "true"
		}), correct ? "Correcto" : "Incorrecto"]
	});
}
/** A value as the learner chose it: "12,5", «Mejorable», «Nivel II»; nothing chosen reads "sin respuesta". */
function shown(value) {
	if (typeof value === "number") return String(value).replace(".", ",");
	if (typeof value === "string" && value) return gtc45ValueLabels[value] ?? value;
	return "sin respuesta";
}
/** What the last answer led to: the consequence, the points, a critical error, and every checked value. */
function StepFeedbackView({ feedback, fieldLabels }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "flex",
			flexDirection: "column",
			gap: 1.5
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
				component: "h3",
				variant: "h6",
				children: ["Resultado de su respuesta: ", pointsText(feedback.points)]
			}),
			feedback.consequence && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				sx: { whiteSpace: "pre-line" },
				children: feedback.consequence
			}),
			feedback.critical && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				severity: "error",
				children: "Error crítico: con esta decisión el intento ya no puede aprobarse."
			}),
			feedback.fields && feedback.fields.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "ul",
				sx: {
					m: 0,
					pl: 0,
					listStyle: "none",
					display: "flex",
					flexDirection: "column",
					gap: 1
				},
				children: feedback.fields.map((field) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					component: "li",
					sx: {
						borderLeft: 4,
						borderColor: field.correct ? "success.main" : "error.main",
						pl: 1.5
					},
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
						sx: { fontWeight: 600 },
						children: [
							fieldLabels[field.id] ?? field.id,
							": ",
							shown(field.given),
							" · ",
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Verdict, { correct: field.correct })
						]
					}), field.explanation && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						variant: "body2",
						children: field.explanation
					})]
				}, field.id))
			})
		]
	});
}
// src/features/simulator/components/debrief-view.tsx
function verdictText({ passed, percent, passMark, criticalErrors }, passPercent) {
	const mark = `el ${formatPercent(passPercent)} (${formatCount(passMark, "punto", "puntos")})`;
	if (passed) return `Alcanzó el ${formatPercent(percent)} del puntaje máximo; para aprobar se necesitaba ${mark}.`;
	if (criticalErrors.length > 0) return `Cometió ${criticalErrors.length === 1 ? "un error crítico" : `${formatNumber(criticalErrors.length)} errores críticos`}: con un error crítico el intento no aprueba, sea cual sea el puntaje.`;
	return `Alcanzó el ${formatPercent(percent)} del puntaje máximo; para aprobar se necesita al menos ${mark}.`;
}
/** The end of an attempt: score against the maximum, pass or not, critical errors, and the path with what was due. */
function DebriefView({ debrief, passPercent, focusOnMount = false, actions }) {
	const headingId = (0, import_react.useId)();
	const pathId = (0, import_react.useId)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SimulatorPanel, {
		labelledBy: headingId,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PanelHeading, {
				id: headingId,
				focusOnMount,
				children: "Resumen del escenario"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
				sx: {
					mt: 1,
					fontSize: "1.25rem",
					fontWeight: 700
				},
				children: [
					scoreText(debrief.score, debrief.maxScore),
					" (",
					formatPercent(debrief.percent),
					")"
				]
			})] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Alert, {
				severity: debrief.passed ? "success" : "warning",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertTitle, { children: debrief.passed ? "Aprobó el simulador" : "Todavía no aprueba el simulador" }), verdictText(debrief, passPercent)]
			}),
			debrief.ending && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("strong", { children: [
					"Final: ",
					debrief.ending.title,
					"."
				] }),
				" ",
				debrief.ending.text
			] }),
			debrief.criticalErrors.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				component: "h3",
				variant: "h6",
				children: "Errores críticos"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "ul",
				sx: {
					mt: .5,
					mb: 0
				},
				children: debrief.criticalErrors.map((error, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: error }) }, index))
			})] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				id: pathId,
				component: "h3",
				variant: "h6",
				children: "El camino que tomó"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "ol",
				"aria-labelledby": pathId,
				sx: {
					pl: 3,
					mt: .5,
					mb: 0,
					display: "flex",
					flexDirection: "column",
					gap: 1.5
				},
				children: debrief.steps.map((step, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						sx: { fontWeight: 600 },
						children: step.situationTitle
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, { children: [
						"Su respuesta: ",
						step.answerSummary,
						" · ",
						formatNumber(step.points),
						" de ",
						formatNumber(step.bestPoints),
						" ",
						step.bestPoints === 1 ? "punto" : "puntos",
						" · ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Verdict, { correct: step.correct }),
						step.critical && " · Error crítico"
					] }),
					!step.correct && step.shouldHave && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, { children: ["Lo indicado era: ", step.shouldHave] }),
					step.explanation && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						variant: "body2",
						sx: {
							color: "text.secondary",
							whiteSpace: "pre-line"
						},
						children: step.explanation
					})
				] }, index))
			})] }),
			actions && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				sx: {
					display: "flex",
					flexWrap: "wrap",
					gap: 1.5
				},
				children: actions
			})
		]
	});
}
// src/features/simulator/components/situation-media.tsx
/** The image (with its text alternative) or the short video of a situation, from the route's uploads. */
function SituationMedia({ media }) {
	const descriptionId = (0, import_react.useId)();
	if (!media) return null;
	if (media.kind === "image") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "img",
		src: media.src,
		alt: media.alt,
		sx: {
			display: "block",
			maxWidth: "100%",
			maxHeight: 360,
			borderRadius: 1,
			objectFit: "contain"
		}
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "figure",
		sx: { m: 0 },
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			component: "video",
			controls: true,
			preload: "metadata",
			src: media.src,
			"aria-describedby": descriptionId,
			sx: {
				display: "block",
				width: "100%",
				maxHeight: 360,
				borderRadius: 1,
				bgcolor: "common.black"
			}
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
			id: descriptionId,
			component: "figcaption",
			variant: "body2",
			sx: {
				mt: 1,
				color: "text.secondary"
			},
			children: ["Lo que muestra el video: ", media.alt]
		})]
	});
}
// src/features/simulator/utils/numbers.ts
/**
* Reads a number as a person in Colombia types it: "12,5" or "12.5", with spaces around; null when it is not one.
* Thousands separators are not accepted, so "1.200" is 1,2 and never 1200 by accident: the fields ask for small values.
*/
function parseDecimal(text) {
	const trimmed = text.trim().replace(",", ".");
	if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return null;
	return Number(trimmed);
}
// src/features/simulator/components/busy-button.tsx
/**
* A button that keeps focus while it works. MUI's `loading` disables the button, and a disabled button drops the
* focus to the page: the learner would lose their place just as the consequence is announced.
*/
function BusyButton({ busy, inert = false, onClick, startIcon, children, ...props }) {
	const idle = !busy && !inert;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
		...props,
		"aria-disabled": idle ? void 0 : true,
		"aria-busy": busy || void 0,
		startIcon: busy ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CircularProgress, {
			size: 18,
			color: "inherit",
			"aria-hidden": "true"
		}) : startIcon,
		onClick: (event) => {
			if (idle) onClick?.(event);
			else event.preventDefault();
		},
		children
	});
}
// src/features/simulator/components/calculation-step.tsx
/** The number inputs of a calculation step, each labelled with its unit, and «Comprobar». */
function CalculationStep({ situationId, fields, answered, submitting, onSubmit }) {
	const [texts, setTexts] = (0, import_react.useState)({});
	const [problems, setProblems] = (0, import_react.useState)({});
	const locked = answered || submitting;
	const submit = (event) => {
		event.preventDefault();
		if (locked) return;
		const values = {};
		const found = {};
		for (const field of fields) {
			const value = parseDecimal(texts[field.id] ?? "");
			if (value === null) found[field.id] = "Escriba un número (por ejemplo 12 o 12,5).";
			else values[field.id] = value;
		}
		setProblems(found);
		const first = fields.find((field) => found[field.id]);
		if (first) {
			document.getElementById(`${situationId}-${first.id}`)?.focus();
			return;
		}
		onSubmit(values);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "form",
		noValidate: true,
		onSubmit: submit,
		sx: {
			display: "flex",
			flexDirection: "column",
			gap: 2
		},
		children: [fields.map((field) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
			id: `${situationId}-${field.id}`,
			label: field.unit ? `${field.label} (${field.unit})` : field.label,
			value: texts[field.id] ?? "",
			onChange: (event) => setTexts((current) => ({
				...current,
				[field.id]: event.target.value
			})),
			error: Boolean(problems[field.id]),
			helperText: problems[field.id],
			slotProps: { htmlInput: {
				inputMode: "decimal",
				readOnly: answered
			} },
			sx: { maxWidth: 360 }
		}, field.id)), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BusyButton, {
			type: "submit",
			variant: "contained",
			busy: submitting,
			inert: answered,
			sx: { minHeight: 48 },
			children: "Comprobar"
		}) })]
	});
}
// ../../node_modules/@mui/icons-material/Check.mjs
var Check_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z" }), "Check");
// src/features/simulator/components/choice-step.tsx
/**
* The choices of a situation as real buttons. Once one is chosen the buttons stay where they are (aria-disabled, not
* disabled), so focus stays on the pressed one while the consequence is announced.
*/
function ChoiceStep({ choices, chosenId, pendingId, onChoose }) {
	const locked = chosenId !== null || pendingId !== null;
	const chosenNoteId = (0, import_react.useId)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "ul",
		sx: {
			listStyle: "none",
			p: 0,
			m: 0,
			display: "flex",
			flexDirection: "column",
			gap: 1
		},
		children: choices.map((choice) => {
			const chosen = choice.id === chosenId;
			return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BusyButton, {
				variant: chosen ? "contained" : "outlined",
				fullWidth: true,
				busy: choice.id === pendingId,
				inert: locked,
				startIcon: chosen ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Check_default, { "aria-hidden": "true" }) : void 0,
				"aria-describedby": chosen ? chosenNoteId : void 0,
				onClick: () => onChoose(choice.id),
				sx: {
					justifyContent: "flex-start",
					textAlign: "left",
					textTransform: "none",
					minHeight: 48,
					...locked && !chosen && {
						color: "text.secondary",
						borderColor: "divider"
					}
				},
				children: choice.text
			}), chosen && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(VisuallyHidden, {
				id: chosenNoteId,
				children: "Su elección"
			})] }, choice.id);
		})
	});
}
// src/features/simulator/components/plain-select.tsx
/** The browser's own drop-down list, controlled: phones and screen readers handle it natively. */
function PlainSelect({ id, label, value, onChange, placeholder, options, error, helperText, readOnly = false, sx }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TextField, {
		id,
		select: true,
		fullWidth: true,
		label,
		value,
		onChange: (event) => {
			if (!readOnly) onChange(event.target.value);
		},
		error: Boolean(error),
		helperText: error ?? helperText,
		slotProps: {
			select: { native: true },
			inputLabel: { shrink: true },
			htmlInput: readOnly ? { "aria-readonly": true } : void 0
		},
		sx,
		children: [placeholder !== void 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
			value: "",
			children: placeholder
		}), options.map((option) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
			value: option.value,
			children: option.label
		}, option.value))]
	});
}
// src/features/simulator/components/gtc45-step.tsx
var KEYS = [
	"nd",
	"ne",
	"nc",
	"np",
	"nr",
	"level",
	"acceptability"
];
/** The valuation of one hazard, step by step: ND, NE and NC from their scales, NP and NR computed, level and meaning. */
function Gtc45Step({ situationId, hazard, answered, submitting, onSubmit }) {
	const [texts, setTexts] = (0, import_react.useState)({
		nd: "",
		ne: "",
		nc: "",
		np: "",
		nr: "",
		level: "",
		acceptability: ""
	});
	const [problems, setProblems] = (0, import_react.useState)({});
	const id = (key) => `${situationId}-${key}`;
	const set = (key) => (value) => setTexts((current) => ({
		...current,
		[key]: value
	}));
	const submit = (event) => {
		event.preventDefault();
		if (answered || submitting) return;
		const found = {};
		for (const key of KEYS) if (!texts[key]) found[key] = key === "np" || key === "nr" ? "Escriba el resultado." : "Elija un valor.";
		else if ((key === "np" || key === "nr") && parseDecimal(texts[key]) === null) found[key] = "Escriba un número.";
		setProblems(found);
		const first = KEYS.find((key) => found[key]);
		if (first) {
			document.getElementById(id(first))?.focus();
			return;
		}
		onSubmit({
			nd: Number(texts.nd),
			ne: Number(texts.ne),
			nc: Number(texts.nc),
			np: parseDecimal(texts.np) ?? 0,
			nr: parseDecimal(texts.nr) ?? 0,
			level: texts.level,
			acceptability: texts.acceptability
		});
	};
	const select = (key, label, options) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PlainSelect, {
		id: id(key),
		label,
		value: texts[key],
		onChange: set(key),
		placeholder: "Elija…",
		options,
		error: problems[key],
		readOnly: answered
	});
	const number = (key, label, helper) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
		id: id(key),
		label,
		value: texts[key],
		onChange: (event) => set(key)(event.target.value),
		error: Boolean(problems[key]),
		helperText: problems[key] ?? helper,
		slotProps: { htmlInput: {
			inputMode: "numeric",
			readOnly: answered
		} },
		fullWidth: true
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "form",
		noValidate: true,
		onSubmit: submit,
		sx: {
			display: "flex",
			flexDirection: "column",
			gap: 2
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: "Peligro que va a valorar:" }),
				" ",
				hazard
			] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					display: "grid",
					gap: 2,
					gridTemplateColumns: {
						xs: "1fr",
						sm: "repeat(3, 1fr)"
					}
				},
				children: [
					select("nd", "Nivel de deficiencia (ND)", deficiencyOptions),
					select("ne", "Nivel de exposición (NE)", exposureOptions),
					select("nc", "Nivel de consecuencias (NC)", consequenceOptions)
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					display: "grid",
					gap: 2,
					gridTemplateColumns: {
						xs: "1fr",
						sm: "repeat(2, 1fr)"
					}
				},
				children: [number("np", "Nivel de probabilidad (NP)", "NP = ND × NE"), number("nr", "Nivel de riesgo (NR)", "NR = NP × NC")]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					display: "grid",
					gap: 2,
					gridTemplateColumns: {
						xs: "1fr",
						sm: "repeat(2, 1fr)"
					}
				},
				children: [select("level", "Nivel de riesgo (I a IV)", levelOptions), select("acceptability", "Significado del nivel", acceptabilityOptions)]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BusyButton, {
				type: "submit",
				variant: "contained",
				busy: submitting,
				inert: answered,
				sx: { minHeight: 48 },
				children: "Comprobar la valoración"
			}) })
		]
	});
}
// src/features/simulator/components/situation-view.tsx
/**
* One situation: its heading (focused when it appears, so a screen reader starts there), its text and media, and what
* the learner does with it. Mount it keyed by the situation's id.
*/
function SituationView({ situation, stepLabel, answered, submitting, onAnswer, children }) {
	const headingId = (0, import_react.useId)();
	const id = situation.id;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SimulatorPanel, {
		labelledBy: headingId,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "body2",
				sx: { color: "text.secondary" },
				children: stepLabel
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PanelHeading, {
				id: headingId,
				focusOnMount: true,
				children: situation.title
			})] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				sx: {
					whiteSpace: "pre-line",
					maxWidth: "72ch"
				},
				children: situation.text
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SituationMedia, { media: situation.media }),
			situation.kind === "choice" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChoiceStep, {
				choices: situation.choices,
				chosenId: answered && "choiceId" in answered ? answered.choiceId : null,
				pendingId: submitting && "choiceId" in submitting ? submitting.choiceId : null,
				onChoose: (choiceId) => onAnswer({
					situationId: id,
					choiceId
				})
			}),
			situation.kind === "calculation" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CalculationStep, {
				situationId: id,
				fields: situation.fields,
				answered: answered !== null,
				submitting: submitting !== null,
				onSubmit: (values) => onAnswer({
					situationId: id,
					values
				})
			}),
			situation.kind === "gtc45" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Gtc45Step, {
				situationId: id,
				hazard: situation.hazard,
				answered: answered !== null,
				submitting: submitting !== null,
				onSubmit: (values) => onAnswer({
					situationId: id,
					values
				})
			}),
			children
		]
	});
}
// src/features/simulator/components/scenario-player.tsx
function fieldLabelsOf(situation) {
	if (situation.kind === "calculation") return Object.fromEntries(situation.fields.map((field) => [field.id, field.label]));
	return situation.kind === "gtc45" ? gtc45FieldLabels : {};
}
/** Plays one attempt: situation after situation, the feedback of each answer, the outcome and the debrief. */
function ScenarioPlayer({ initial, driver, onFinished, debriefActions, passPercent }) {
	const player = useScenarioPlayer(initial, driver, onFinished);
	const { attempt, answered } = player;
	const current = attempt.current;
	if (player.debrief) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DebriefView, {
		debrief: player.debrief,
		passPercent,
		focusOnMount: true,
		actions: debriefActions
	});
	if (!current || current.kind === "end") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Outcome, {
		situation: current,
		loading: player.loadingDebrief,
		onShow: player.showDebrief,
		children: player.debriefError !== null && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
			severity: "error",
			children: errorMessageFor(player.debriefError)
		})
	});
	const ended = answered !== null && !answered.next.current;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SituationView, {
		situation: current,
		stepLabel: `Situación ${formatNumber(attempt.path.length + 1)} · Puntaje acumulado: ${formatNumber(attempt.score)}`,
		answered: answered?.input ?? null,
		submitting: player.submitting ?? null,
		onAnswer: player.submit,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				"aria-live": "polite",
				sx: { maxWidth: "72ch" },
				children: answered && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StepFeedbackView, {
					feedback: answered.feedback,
					fieldLabels: fieldLabelsOf(current)
				})
			}),
			answered && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "contained",
				size: "large",
				onClick: player.proceed,
				loading: player.loadingDebrief,
				endIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArrowForward_default, { "aria-hidden": "true" }),
				sx: { minHeight: 48 },
				children: ended ? "Ver el resumen" : "Continuar"
			}) }),
			player.answerError !== null && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				severity: "error",
				children: errorMessageFor(player.answerError)
			}),
			player.debriefError !== null && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				severity: "error",
				children: errorMessageFor(player.debriefError)
			})
		]
	}, current.id);
}
/** The end the learner's path reached, and «Ver el resumen». */
function Outcome({ situation, loading, onShow, children }) {
	const headingId = (0, import_react.useId)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SimulatorPanel, {
		labelledBy: headingId,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PanelHeading, {
				id: headingId,
				focusOnMount: true,
				children: situation?.title ?? "Fin del escenario"
			}),
			situation && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				sx: {
					whiteSpace: "pre-line",
					maxWidth: "72ch"
				},
				children: situation.text
			}),
			situation && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SituationMedia, { media: situation.media }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "contained",
				size: "large",
				onClick: onShow,
				loading,
				sx: { minHeight: 48 },
				children: "Ver el resumen"
			}) }),
			children
		]
	});
}
export { ncLabels as A, scenarioStatusLabels as C, isNd as D, isNc as E, valuate as F, neLabels as M, riskLevel as N, isNe as O, suspendsActivity as P, scenarioDefinitionShapeSchema as S, acceptabilityOf as T, bestScores as _, SimulatorPanel as a, passMark as b, deficiencyOptions as c, serverDriver as d, simulatorKeys as f, adminScenarioSchema as g, useStartAttempt as h, PanelHeading as i, ndLabels as j, levelRanges as k, exposureOptions as l, useSimulatorOverview as m, PlainSelect as n, scoreText as o, useExternalCompletion as p, parseDecimal as r, consequenceOptions as s, ScenarioPlayer as t, riskLevelLabels as u, checkScenarioGraph as v, acceptabilityLabels as w, gtc45AnswerSchema as x, fixedPoints as y };
