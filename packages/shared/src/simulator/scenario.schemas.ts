import { z } from 'zod';
import { cleanText } from '../text.js';
import { GTC45_ACCEPTABILITIES, GTC45_LEVELS, NC_VALUES, ND_VALUES, NE_VALUES } from './gtc45.js';

/**
 * The shape of a scenario as the editor edits, imports and exports it (JSON). This schema checks each situation on
 * its own; `scenarioDefinitionSchema` (in scenario-validation.ts) adds the checks on the graph as a whole.
 */

const idMessage = 'El identificador usa solo letras minúsculas, números y guiones (de 1 a 40 caracteres).';
export const scenarioIdSchema = z.string({ error: idMessage }).regex(/^[a-z0-9-]{1,40}$/u, idMessage);

export const scenarioMediaSchema = z
  .object({
    uploadId: z.string({ error: 'Elija un archivo de la ruta.' }).min(1, 'Elija un archivo de la ruta.').max(64),
    kind: z.enum(['image', 'video'], { error: 'Indique si el archivo es una imagen o un video.' }),
    alt: cleanText({
      label: 'La descripción del archivo',
      max: 300,
      min: 1,
      minMessage: 'Describa la imagen o el video para quien no puede verlo.',
    }),
  })
  .strict()
  .nullable();
export type ScenarioMedia = z.infer<typeof scenarioMediaSchema>;

const title = cleanText({ label: 'El título', min: 1, max: 160, minMessage: 'Escriba el título.' });
const text = cleanText({ label: 'El texto', min: 1, max: 4000, multiline: true, minMessage: 'Escriba el texto.' });
const points = (label: string) =>
  z
    .number({ error: `${label} deben ser un número entero.` })
    .int(`${label} deben ser un número entero.`)
    .min(-1000, `${label} no pueden ser menores que -1000.`)
    .max(1000, `${label} no pueden ser mayores que 1000.`);

export const scenarioChoiceSchema = z
  .object({
    id: scenarioIdSchema,
    text: cleanText({ label: 'La opción', min: 1, max: 500, minMessage: 'Escriba el texto de la opción.' }),
    consequence: cleanText({
      label: 'La consecuencia',
      min: 1,
      max: 2000,
      multiline: true,
      minMessage: 'Escriba la consecuencia de la opción.',
    }),
    points: points('Los puntos'),
    critical: z.boolean({ error: 'Indique si la opción es un error crítico.' }),
    next: scenarioIdSchema,
  })
  .strict();
export type ScenarioChoice = z.infer<typeof scenarioChoiceSchema>;

export const calculationFieldSchema = z
  .object({
    id: scenarioIdSchema,
    label: cleanText({ label: 'El nombre del dato', min: 1, max: 160, minMessage: 'Escriba el nombre del dato.' }),
    unit: cleanText({ label: 'La unidad', max: 40 }),
    expected: z.number({ error: 'Escriba el valor esperado.' }).finite('Escriba el valor esperado.'),
    tolerance: z
      .number({ error: 'Escriba la tolerancia (0 si el valor debe ser exacto).' })
      .min(0, 'La tolerancia no puede ser negativa.')
      .finite(),
    points: points('Los puntos').min(0, 'Los puntos de un dato no pueden ser negativos.'),
    explanation: cleanText({
      label: 'La explicación',
      min: 1,
      max: 2000,
      multiline: true,
      minMessage: 'Explique cómo se obtiene el valor.',
    }),
  })
  .strict();
export type CalculationField = z.infer<typeof calculationFieldSchema>;

const situationBase = { id: scenarioIdSchema, title, text, media: scenarioMediaSchema.default(null) };

const literalUnion = <T extends readonly number[]>(values: T, message: string) =>
  z.union(values.map((value) => z.literal(value)) as unknown as [z.ZodLiteral<T[number]>], { error: message });

export const gtc45ExpectedSchema = z
  .object({
    nd: literalUnion(ND_VALUES, 'El nivel de deficiencia (ND) es 10, 6 o 2.'),
    ne: literalUnion(NE_VALUES, 'El nivel de exposición (NE) es 4, 3, 2 o 1.'),
    nc: literalUnion(NC_VALUES, 'El nivel de consecuencias (NC) es 100, 60, 25 o 10.'),
  })
  .strict();
export type Gtc45Expected = z.infer<typeof gtc45ExpectedSchema>;

const rationale = (label: string) =>
  cleanText({ label, min: 1, max: 2000, multiline: true, minMessage: `Escriba ${label.toLowerCase()}.` });

export const scenarioSituationSchema = z.discriminatedUnion(
  'kind',
  [
    z
      .object({
        ...situationBase,
        kind: z.literal('choice'),
        // The 2–6 bound is checked with the graph, so its message can name the situation.
        choices: z.array(scenarioChoiceSchema).max(6, 'Una situación tiene como máximo 6 opciones.'),
      })
      .strict(),
    z
      .object({
        ...situationBase,
        kind: z.literal('calculation'),
        fields: z.array(calculationFieldSchema).max(6, 'Un cálculo tiene como máximo 6 datos.'),
        next: scenarioIdSchema,
      })
      .strict(),
    z
      .object({
        ...situationBase,
        kind: z.literal('gtc45'),
        hazard: cleanText({ label: 'El peligro', min: 1, max: 300, minMessage: 'Describa el peligro que se valora.' }),
        expected: gtc45ExpectedSchema,
        rationale: z
          .object({
            nd: rationale('La razón del ND'),
            ne: rationale('La razón del NE'),
            nc: rationale('La razón del NC'),
          })
          .strict(),
        pointsPerValue: z
          .number({ error: 'Los puntos por valor deben ser un número entero.' })
          .int('Los puntos por valor deben ser un número entero.')
          .min(0, 'Los puntos por valor no pueden ser negativos.')
          .max(100, 'Los puntos por valor no pueden ser mayores que 100.'),
        next: scenarioIdSchema,
      })
      .strict(),
    z.object({ ...situationBase, kind: z.literal('end') }).strict(),
  ],
  { error: 'Elija el tipo de situación: decisión, cálculo, valoración GTC 45 o final.' },
);
export type ScenarioSituation = z.infer<typeof scenarioSituationSchema>;
export type SituationKind = ScenarioSituation['kind'];
export type ChoiceSituation = Extract<ScenarioSituation, { kind: 'choice' }>;
export type CalculationSituation = Extract<ScenarioSituation, { kind: 'calculation' }>;
export type Gtc45Situation = Extract<ScenarioSituation, { kind: 'gtc45' }>;
export type EndSituation = Extract<ScenarioSituation, { kind: 'end' }>;

/** The structure alone; use `scenarioDefinitionSchema` to validate a scenario before saving it. */
export const scenarioDefinitionShapeSchema = z
  .object({
    title: cleanText({ label: 'El título', min: 1, max: 160, minMessage: 'Escriba el título del escenario.' }),
    summary: cleanText({
      label: 'El resumen',
      min: 1,
      max: 1000,
      multiline: true,
      minMessage: 'Escriba un resumen de una o dos frases.',
    }),
    passPercent: z
      .number({ error: 'El porcentaje para aprobar es un número entero de 1 a 100.' })
      .int('El porcentaje para aprobar es un número entero de 1 a 100.')
      .min(1, 'El porcentaje para aprobar es un número entero de 1 a 100.')
      .max(100, 'El porcentaje para aprobar es un número entero de 1 a 100.'),
    startId: scenarioIdSchema,
    situations: z
      .array(scenarioSituationSchema)
      .min(2, 'El escenario necesita al menos una situación y un final.')
      .max(200, 'Un escenario tiene como máximo 200 situaciones.'),
  })
  .strict();
export type ScenarioDefinition = z.infer<typeof scenarioDefinitionShapeSchema>;
/** What a scenario file or an import may omit (`media` defaults to null). */
export type ScenarioDefinitionInput = z.input<typeof scenarioDefinitionShapeSchema>;

export const scenarioStatusSchema = z.enum(['draft', 'published'], { error: 'Elija «Borrador» o «Publicado».' });
export type ScenarioStatus = z.infer<typeof scenarioStatusSchema>;
export const scenarioStatusLabels: Record<ScenarioStatus, string> = { draft: 'Borrador', published: 'Publicado' };

/** What the learner submits for a GTC 45 valuation. */
export const gtc45AnswerSchema = z
  .object({
    nd: z.number({ error: 'Elija el nivel de deficiencia (ND).' }).int('Elija el nivel de deficiencia (ND).'),
    ne: z.number({ error: 'Elija el nivel de exposición (NE).' }).int('Elija el nivel de exposición (NE).'),
    nc: z.number({ error: 'Elija el nivel de consecuencias (NC).' }).int('Elija el nivel de consecuencias (NC).'),
    np: z
      .number({ error: 'Escriba el nivel de probabilidad (NP) como número entero.' })
      .int('Escriba el nivel de probabilidad (NP) como número entero.')
      .min(0, 'El nivel de probabilidad (NP) no puede ser negativo.')
      .max(1_000_000),
    nr: z
      .number({ error: 'Escriba el nivel de riesgo (NR) como número entero.' })
      .int('Escriba el nivel de riesgo (NR) como número entero.')
      .min(0, 'El nivel de riesgo (NR) no puede ser negativo.')
      .max(100_000_000),
    level: z.enum(GTC45_LEVELS, { error: 'Elija el nivel de riesgo: I, II, III o IV.' }),
    acceptability: z.enum(GTC45_ACCEPTABILITIES, { error: 'Elija qué significa ese nivel de riesgo.' }),
  })
  .strict();
export type Gtc45Answer = z.infer<typeof gtc45AnswerSchema>;
