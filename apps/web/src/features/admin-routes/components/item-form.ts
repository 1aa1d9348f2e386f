import { itemInputSchema, type AdminItem, type ItemInput, type ItemKind } from '@academia/shared';
import type { Control, Resolver, UseFormReturn } from 'react-hook-form';
import { zodResolver } from '../../../lib/zod-resolver';
import type { ItemValues } from '../api/route-items';

export interface QuizOptionForm {
  id: string;
  text: string;
  correct: boolean;
}

export interface QuizQuestionForm {
  id: string;
  prompt: string;
  explanation: string;
  options: QuizOptionForm[];
}

/**
 * The item form holds the fields of every kind at once (a discriminated union does not fit one react-hook-form
 * form); `toItemInput` keeps only the current kind's fields before the shared `itemInputSchema` validates them.
 * Field names match the schema's paths, so its messages land under the right inputs.
 */
export interface ItemFormValues {
  kind: ItemKind;
  title: string;
  description: string;
  durationMinutes: number;
  required: boolean;
  body: string;
  /** Video only: an uploaded file or an external address. */
  videoSource: 'upload' | 'url';
  fileId: string | null;
  /** Uploaded videos only: a WebVTT captions file. */
  captionsFileId: string | null;
  url: string;
  quiz: { passMark: number; questions: QuizQuestionForm[] };
}

export type ItemFormApi = UseFormReturn<ItemFormValues, unknown, ItemValues>;
export type ItemFormControl = Control<ItemFormValues, unknown, ItemValues>;

export const DEFAULT_DURATION_MINUTES = 10;
export const DEFAULT_QUIZ_PASS_MARK = 70;
const OPTION_LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** The next free question id: `q1`, `q2`, … */
export function nextQuestionId(questions: readonly { id: string }[]): string {
  const used = new Set(questions.map((question) => question.id));
  let number = questions.length + 1;
  while (used.has(`q${number}`)) number += 1;
  return `q${number}`;
}

/** The first letter no option of the question uses yet: `a`, `b`, … */
export function nextOptionId(options: readonly { id: string }[]): string {
  const used = new Set(options.map((option) => option.id));
  return [...OPTION_LETTERS].find((letter) => !used.has(letter)) ?? `o${options.length + 1}`;
}

export function newOption(options: readonly { id: string }[]): QuizOptionForm {
  return { id: nextOptionId(options), text: '', correct: false };
}

export function newQuestion(questions: readonly { id: string }[]): QuizQuestionForm {
  return {
    id: nextQuestionId(questions),
    prompt: '',
    explanation: '',
    options: [
      { id: 'a', text: '', correct: false },
      { id: 'b', text: '', correct: false },
    ],
  };
}

export function emptyItemForm(kind: ItemKind): ItemFormValues {
  return {
    kind,
    title: '',
    description: '',
    durationMinutes: DEFAULT_DURATION_MINUTES,
    required: true,
    body: '',
    videoSource: 'upload',
    fileId: null,
    captionsFileId: null,
    url: '',
    quiz: { passMark: DEFAULT_QUIZ_PASS_MARK, questions: [newQuestion([])] },
  };
}

export function itemFormValues(item: AdminItem): ItemFormValues {
  return {
    ...emptyItemForm(item.kind),
    title: item.title,
    description: item.description,
    durationMinutes: item.durationMinutes,
    required: item.required,
    body: item.body ?? '',
    videoSource: item.kind === 'video' && item.url && !item.file ? 'url' : 'upload',
    fileId: item.file?.id ?? null,
    captionsFileId: item.captions?.id ?? null,
    url: item.url ?? '',
    quiz: item.quiz
      ? {
          passMark: item.quiz.passMark,
          questions: item.quiz.questions.map((question) => ({
            ...question,
            options: question.options.map((option) => ({ ...option })),
          })),
        }
      : emptyItemForm('quiz').quiz,
  };
}

/** Only the fields of the item's kind, shaped as the API expects. */
export function toItemInput(values: ItemFormValues): ItemInput {
  const base = {
    title: values.title,
    description: values.description,
    durationMinutes: values.durationMinutes,
    required: values.required,
  };
  switch (values.kind) {
    case 'text':
      return { kind: 'text', ...base, body: values.body };
    case 'video':
      return values.videoSource === 'url'
        ? { kind: 'video', ...base, fileId: null, url: values.url.trim() || null, captionsFileId: null }
        : { kind: 'video', ...base, fileId: values.fileId, url: null, captionsFileId: values.captionsFileId };
    case 'pdf':
      return { kind: 'pdf', ...base, fileId: values.fileId };
    case 'link':
      return { kind: 'link', ...base, url: values.url.trim() };
    case 'quiz':
      return { kind: 'quiz', ...base, quiz: values.quiz };
  }
}

const schemaResolver = zodResolver(itemInputSchema);

/** Validates the current kind's fields with the shared `itemInputSchema`; submits the parsed item. */
export const itemResolver: Resolver<ItemFormValues, unknown, ItemValues> = (values, context, options) =>
  schemaResolver(toItemInput(values), context, options as never);

/** Every field that may carry a problem from the server, in form order (for `applyServerFieldErrors`). */
export function itemFieldPaths(values: ItemFormValues): string[] {
  const paths = ['title', 'description', 'durationMinutes', 'required'];
  if (values.kind === 'text') paths.push('body');
  if (values.kind === 'video' || values.kind === 'pdf') paths.push('fileId');
  if (values.kind === 'video' || values.kind === 'link') paths.push('url');
  if (values.kind === 'video') paths.push('captionsFileId');
  if (values.kind === 'quiz') {
    paths.push('quiz.passMark', 'quiz.questions');
    values.quiz.questions.forEach((question, index) => {
      const at = `quiz.questions.${index}`;
      paths.push(`${at}.prompt`, `${at}.explanation`, `${at}.options`);
      question.options.forEach((_option, optionIndex) => paths.push(`${at}.options.${optionIndex}.text`));
    });
  }
  return paths;
}
