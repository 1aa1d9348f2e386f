import { z } from 'zod';

/** What a tutor passage comes from: a lesson (a route's content), a route's overview, a document or a norm. */
export const tutorSourceKindSchema = z.enum(['lesson', 'route', 'document', 'norm']);
export type TutorSourceKind = z.infer<typeof tutorSourceKindSchema>;
export const tutorSourceKindLabels: Record<TutorSourceKind, string> = {
  lesson: 'Lección',
  route: 'Ruta de aprendizaje',
  document: 'Biblioteca educativa',
  norm: 'Biblioteca legislativa',
};

export const QUESTION_MIN = 3;
export const QUESTION_MAX = 500;

/** `POST /api/query`: one question, optionally continuing a conversation of the same user. */
export const tutorQuestionSchema = z.object({
  question: z
    .string()
    .trim()
    .min(QUESTION_MIN, `Escriba una pregunta de al menos ${String(QUESTION_MIN)} caracteres.`)
    .max(QUESTION_MAX, `La pregunta admite hasta ${String(QUESTION_MAX)} caracteres.`),
  conversationId: z.string().min(1).max(64).optional(),
});
export type TutorQuestion = z.infer<typeof tutorQuestionSchema>;

/** One cited source; `title` of a norm reads as the library shows it ("Resolución 0312 de 2019"). */
export const tutorSourceSchema = z.object({
  kind: tutorSourceKindSchema,
  title: z.string(),
  /** The page of the app that opens it. */
  url: z.string(),
  /** A short quote of the passage that matched. */
  snippet: z.string(),
});
export type TutorSource = z.infer<typeof tutorSourceSchema>;

/** The answer of `POST /api/query` with `Accept: application/json`. */
export const tutorAnswerSchema = z.object({
  answer: z.string(),
  sources: z.array(tutorSourceSchema),
  declined: z.boolean(),
  conversationId: z.string(),
});
export type TutorAnswer = z.infer<typeof tutorAnswerSchema>;

/** Data of the SSE `done` event. */
export const tutorDoneSchema = z.object({ conversationId: z.string(), declined: z.boolean() });
export type TutorDone = z.infer<typeof tutorDoneSchema>;

export const tutorMessageSchema = z.object({
  role: z.enum(['user', 'tutor']),
  text: z.string(),
  sources: z.array(tutorSourceSchema),
  declined: z.boolean(),
  createdAt: z.string(),
});
export type TutorMessage = z.infer<typeof tutorMessageSchema>;

export const tutorConversationSummarySchema = z.object({
  id: z.string(),
  /** The first question, cut short. */
  title: z.string(),
  updatedAt: z.string(),
});
export type TutorConversationSummary = z.infer<typeof tutorConversationSummarySchema>;

export const tutorConversationListSchema = z.object({ items: z.array(tutorConversationSummarySchema) });
export type TutorConversationList = z.infer<typeof tutorConversationListSchema>;

export const tutorConversationSchema = tutorConversationSummarySchema.extend({
  messages: z.array(tutorMessageSchema),
});
export type TutorConversation = z.infer<typeof tutorConversationSchema>;

export const tutorConversationParamsSchema = z.object({ conversationId: z.string().min(1).max(64) });
