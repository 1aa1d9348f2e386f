import { z } from 'zod';
import { cleanText } from '../text.js';
import { bankSizeSchema } from './bank-size.js';

/*
 * Adaptive evaluations (pre-test and final test), their item banks and certificates. The learner never receives
 * an item's key or IRT parameters while a session runs: an answer gets a receipt, and the keys and explanations of
 * a final test arrive only in its review, once it has ended (ADR 018).
 */

export const evaluationKinds = ['pretest', 'test'] as const;
export const evaluationKindSchema = z.enum(evaluationKinds);
export type EvaluationKind = z.infer<typeof evaluationKindSchema>;
export const evaluationKindLabels: Record<EvaluationKind, string> = {
  pretest: 'Prueba inicial',
  test: 'Evaluación final',
};

export const bankItemKinds = ['single', 'multiple', 'true_false'] as const;
export const bankItemKindSchema = z.enum(bankItemKinds);
export type BankItemKind = z.infer<typeof bankItemKindSchema>;
export const bankItemKindLabels: Record<BankItemKind, string> = {
  single: 'Selección única',
  multiple: 'Selección múltiple',
  true_false: 'Verdadero o falso',
};

export const itemLevels = ['easy', 'medium', 'hard'] as const;
export const itemLevelSchema = z.enum(itemLevels);
export type ItemLevel = z.infer<typeof itemLevelSchema>;
export const itemLevelLabels: Record<ItemLevel, string> = { easy: 'Fácil', medium: 'Medio', hard: 'Difícil' };

// ——— What the learner sees ———

export const evaluationItemSchema = z.object({
  id: z.string(),
  topic: z.string(),
  kind: bankItemKindSchema,
  prompt: z.string(),
  options: z.array(z.object({ id: z.string(), text: z.string() })),
});
export type EvaluationItem = z.infer<typeof evaluationItemSchema>;

export const evaluationProgressSchema = z.object({
  answered: z.number().int(),
  minItems: z.number().int(),
  maxItems: z.number().int(),
});
export type EvaluationProgress = z.infer<typeof evaluationProgressSchema>;

/**
 * What answering an item returns while the session runs: the answer was recorded, nothing more. No key, no
 * explanation, no correctness: a pre-test would give the final test away, and a final test the next attempt.
 */
export const answerReceiptSchema = z.object({
  itemId: z.string(),
  selectedOptionIds: z.array(z.string()),
  recorded: z.literal(true),
});
export type AnswerReceipt = z.infer<typeof answerReceiptSchema>;

/** An answered item with its key and explanation: only in the review of an ended session. */
export const answerFeedbackSchema = z.object({
  itemId: z.string(),
  correct: z.boolean(),
  selectedOptionIds: z.array(z.string()),
  correctOptionIds: z.array(z.string()),
  explanation: z.string(),
});
export type AnswerFeedback = z.infer<typeof answerFeedbackSchema>;

/** `insufficient`: too few answers on the topic to judge it (see `masteryLevelOf`). */
export const masteryLevelSchema = z.enum(['strength', 'developing', 'gap', 'insufficient']);
export type MasteryLevel = z.infer<typeof masteryLevelSchema>;
export const masteryLevelLabels: Record<MasteryLevel, string> = {
  strength: 'Fortaleza',
  developing: 'En desarrollo',
  gap: 'Brecha',
  insufficient: 'Pocas preguntas para juzgar',
};

export const topicMasterySchema = z.object({
  topic: z.string(),
  answered: z.number().int(),
  correct: z.number().int(),
  percent: z.number().int(),
  level: masteryLevelSchema,
});
export type TopicMastery = z.infer<typeof topicMasterySchema>;

export const learningGainSchema = z.object({
  pretestScore: z.number().int(),
  testScore: z.number().int(),
  /** Test minus pre-test, in points. */
  gain: z.number().int(),
  /** Hake's normalised gain (test − pre) / (100 − pre); null when the pre-test score was 100. */
  normalizedGain: z.number().nullable(),
});
export type LearningGain = z.infer<typeof learningGainSchema>;

export const evaluationResultSchema = z.object({
  score: z.number().int().min(0).max(100),
  /** Null for the pre-test, which is diagnostic. */
  passed: z.boolean().nullable(),
  passMark: z.number().int(),
  itemsAnswered: z.number().int(),
  /** How many of those answers were right: what the learner reads first ("17 de 20 correctas"). */
  correctAnswers: z.number().int(),
  mastery: z.array(topicMasterySchema),
  gain: learningGainSchema.nullable(),
  certificateCode: z.string().nullable(),
});
export type EvaluationResult = z.infer<typeof evaluationResultSchema>;

export const startEvaluationInputSchema = z.object({ routeId: z.string().max(64), kind: evaluationKindSchema });
export type StartEvaluationInput = z.infer<typeof startEvaluationInputSchema>;

export const startEvaluationResponseSchema = z.object({
  sessionId: z.string(),
  item: evaluationItemSchema.nullable(),
  progress: evaluationProgressSchema,
  result: evaluationResultSchema.nullable(),
});
export type StartEvaluationResponse = z.infer<typeof startEvaluationResponseSchema>;

export const continueEvaluationInputSchema = z.object({
  itemId: z.string().max(64),
  answer: z.array(z.string().min(1).max(40)).min(1, 'Elija una respuesta').max(10),
});
export type ContinueEvaluationInput = z.infer<typeof continueEvaluationInputSchema>;

export const continueEvaluationResponseSchema = z.object({
  receipt: answerReceiptSchema,
  item: evaluationItemSchema.nullable(),
  result: evaluationResultSchema.nullable(),
  progress: evaluationProgressSchema,
});
export type ContinueEvaluationResponse = z.infer<typeof continueEvaluationResponseSchema>;

// ——— Sessions (the learner's own, or an admin's read-only view of a learner) and the review of an ended one ———

export const reviewedAnswerSchema = z.object({
  position: z.number().int(),
  item: evaluationItemSchema,
  feedback: answerFeedbackSchema,
  answeredAt: z.string(),
});
export type ReviewedAnswer = z.infer<typeof reviewedAnswerSchema>;

export const evaluationSessionSummarySchema = z.object({
  id: z.string(),
  kind: evaluationKindSchema,
  attempt: z.number().int(),
  status: z.enum(['in_progress', 'finished']),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Items answered so far. */
  answered: z.number().int(),
  result: evaluationResultSchema.nullable(),
  /** Whether the viewer may open this session's review (keys and explanations): an ended final test, or an admin. */
  reviewable: z.boolean(),
});
export type EvaluationSessionSummary = z.infer<typeof evaluationSessionSummarySchema>;

export const attemptsContactSchema = z.object({
  kind: z.enum(['company_lead', 'academy']),
  /** The lead's name, or the academy's name. */
  nombre: z.string(),
  email: z.string().nullable(),
});
export type AttemptsContact = z.infer<typeof attemptsContactSchema>;

export const evaluationOverviewSchema = z.object({
  route: z.object({
    id: z.string(),
    title: z.string(),
    passMark: z.number().int(),
    hours: z.number(),
    /** The learner's study time recorded on the route, shown against `hours` before the final test (decision 029). */
    studySeconds: z.number().int().default(0),
  }),
  learner: z.object({ id: z.string(), nombre: z.string() }),
  kind: evaluationKindSchema,
  /** True when the viewer is an admin looking at someone else's sessions: nothing can be started or answered. */
  readOnly: z.boolean(),
  /** Whether the learner may start (or resume) now, and if not, why (a Spanish sentence). */
  canStart: z.boolean(),
  lockedReason: z.string().nullable(),
  attemptsAllowed: z.number().int().nullable(),
  attemptsUsed: z.number().int(),
  bankSize: z.number().int(),
  /**
   * How many questions an attempt of this route has: the server's min and max capped by the active bank (a bank of 3
   * items gives 3 to 3), so the introduction never promises more questions than exist.
   */
  itemCount: z.object({ min: z.number().int(), max: z.number().int() }),
  /** Whom to ask for another attempt once they are used up: the company's Responsable SST, else the academy. */
  contact: attemptsContactSchema,
  sessions: z.array(evaluationSessionSummarySchema),
  gain: learningGainSchema.nullable(),
  certificateCode: z.string().nullable(),
});
export type EvaluationOverview = z.infer<typeof evaluationOverviewSchema>;

/** `GET /api/evaluations/:sessionId/review`: an ended session, item by item, with the answer, the key and why. */
export const evaluationReviewSchema = z.object({
  route: z.object({ id: z.string(), title: z.string() }),
  learner: z.object({ id: z.string(), nombre: z.string() }),
  /** True when an admin reads someone else's session. */
  readOnly: z.boolean(),
  session: evaluationSessionSummarySchema,
  answers: z.array(reviewedAnswerSchema),
});
export type EvaluationReview = z.infer<typeof evaluationReviewSchema>;

// ——— Certificates ———

export const certificateSchema = z.object({
  code: z.string(),
  learnerName: z.string(),
  routeId: z.string(),
  routeTitle: z.string(),
  hours: z.number(),
  score: z.number().int(),
  issuedAt: z.string(),
  downloadUrl: z.string(),
  /** Seconds of study the platform recorded on the route when it was issued; null before decision 029. */
  studySeconds: z.number().int().nullable().optional(),
  /** When it stops being in force (the route's validity at issue time); null: it does not expire. */
  expiresAt: z.string().nullable().default(null),
});
export type Certificate = z.infer<typeof certificateSchema>;

/** Whether a certificate still counts: in force, past its expiry date, or withdrawn by the academy. */
export const certificateStandingSchema = z.enum(['in_force', 'expired', 'revoked']);
export type CertificateStanding = z.infer<typeof certificateStandingSchema>;

/** A certificate is in force until the instant it expires; a revocation outranks an expiry. */
export function certificateStanding(
  certificate: { expiresAt: string | null; revokedAt?: string | null },
  now: Date,
): CertificateStanding {
  if (certificate.revokedAt) return 'revoked';
  if (certificate.expiresAt && Date.parse(certificate.expiresAt) <= now.getTime()) return 'expired';
  return 'in_force';
}

/** Who signs a certificate for the academy: the responsible person and their SST licence (decision 029). */
export const certificateSignerSchema = z.object({ name: z.string(), license: z.string() });
export type CertificateSigner = z.infer<typeof certificateSignerSchema>;

export const certificateListSchema = z.object({ items: z.array(certificateSchema) });

/**
 * What the public verification page shows: enough to match the paper to the person and to know how it was earned
 * (decision 029). The document number comes masked but for its last four digits: a QR code shared on the internet
 * must not publish a whole identity number. Fields added by decision 029 are null on older certificates.
 */
export const certificateVerificationSchema = z.object({
  /** True only while in force: neither revoked nor expired. */
  valid: z.boolean(),
  standing: certificateStandingSchema,
  expiresAt: z.string().nullable().default(null),
  code: z.string(),
  learnerName: z.string(),
  routeTitle: z.string(),
  hours: z.number(),
  issuedAt: z.string(),
  revokedAt: z.string().nullable(),
  /** `CC`, `CE`, `TI`, `PA` or `PPT`. */
  documentType: z.string().nullable().default(null),
  /** E.g. `••••5678`. */
  documentNumberMasked: z.string().nullable().default(null),
  companyName: z.string().nullable().default(null),
  score: z.number().int().nullable().default(null),
  passMark: z.number().int().nullable().default(null),
  itemsCompleted: z.number().int().nullable().default(null),
  studySeconds: z.number().int().nullable().default(null),
  signer: certificateSignerSchema.nullable().default(null),
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;

// ——— Admin: item bank ———

const optionInputSchema = z.object({
  id: z.string().min(1).max(10),
  text: cleanText({ label: 'La opción', min: 1, minMessage: 'Escriba el texto de la opción', max: 500 }),
  correct: z.boolean(),
});

export const bankItemInputSchema = z
  .object({
    topic: cleanText({ label: 'El tema', min: 2, minMessage: 'Escriba el tema', max: 80 }),
    kind: bankItemKindSchema,
    level: itemLevelSchema.default('medium'),
    prompt: cleanText({ label: 'La pregunta', min: 5, minMessage: 'Escriba la pregunta', max: 2000, multiline: true }),
    options: z.array(optionInputSchema).min(2, 'Agregue al menos dos opciones').max(10),
    explanation: cleanText({ label: 'La explicación', max: 2000, multiline: true }).default(''),
  })
  .superRefine((item, context) => {
    const correct = item.options.filter((option) => option.correct).length;
    if (correct === 0) {
      context.addIssue({ code: 'custom', path: ['options'], message: 'Marque al menos una opción correcta' });
    } else if (item.kind !== 'multiple' && correct !== 1) {
      context.addIssue({ code: 'custom', path: ['options'], message: 'Esta pregunta admite una sola opción correcta' });
    }
    if (item.kind === 'true_false' && item.options.length !== 2) {
      context.addIssue({
        code: 'custom',
        path: ['options'],
        message: 'Verdadero o falso lleva exactamente dos opciones',
      });
    }
  });
export type BankItemInput = z.input<typeof bankItemInputSchema>;

export const bankItemStatsSchema = z.object({
  answers: z.number().int(),
  /** Share of answers that were correct, 0–100; null without answers. */
  percentCorrect: z.number().int().nullable(),
  /** Share of finished sessions of this route that showed the item, 0–100. */
  exposure: z.number().int(),
});

export const adminBankItemSchema = z.object({
  id: z.string(),
  topic: z.string(),
  kind: bankItemKindSchema,
  level: itemLevelSchema,
  prompt: z.string(),
  options: z.array(optionInputSchema),
  explanation: z.string(),
  status: z.enum(['active', 'retired']),
  /** 2PL parameters: difficulty from the level until calibrated. */
  difficulty: z.number(),
  discrimination: z.number(),
  calibratedAt: z.string().nullable(),
  stats: bankItemStatsSchema,
});
export type AdminBankItem = z.infer<typeof adminBankItemSchema>;

export const adminBankSchema = z.object({
  items: z.array(adminBankItemSchema),
  topics: z.array(z.string()),
  /** Active items against the route's publishing minimum and recommended size (ADR 034). */
  size: bankSizeSchema,
});
export type AdminBank = z.infer<typeof adminBankSchema>;

export const bankImportInputSchema = z.object({ csv: z.string().min(1, 'El archivo está vacío').max(2_000_000) });
export const bankImportResultSchema = z.object({
  created: z.number().int(),
  problems: z.array(z.object({ row: z.number().int(), message: z.string() })),
});
export type BankImportResult = z.infer<typeof bankImportResultSchema>;

export const calibrationResultSchema = z.object({
  calibrated: z.number().int(),
  skipped: z.number().int(),
  minAnswers: z.number().int(),
});
export type CalibrationResult = z.infer<typeof calibrationResultSchema>;
