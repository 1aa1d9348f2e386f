import { bankItemInputSchema, type AdminBankItem, type BankItemKind, type ItemLevel } from '@academia/shared';
import type { Control, Resolver, UseFormReturn } from 'react-hook-form';
import { zodResolver } from '../../../lib/zod-resolver';
import type { BankItemValues } from '../api/bank';

export interface BankOptionForm {
  id: string;
  text: string;
  correct: boolean;
}

/** The question form holds exactly the shared `BankItemInput` fields, so the schema's paths match the inputs. */
export interface BankItemFormValues {
  topic: string;
  kind: BankItemKind;
  level: ItemLevel;
  prompt: string;
  options: BankOptionForm[];
  explanation: string;
}

export type BankItemFormApi = UseFormReturn<BankItemFormValues, unknown, BankItemValues>;
export type BankItemFormControl = Control<BankItemFormValues, unknown, BankItemValues>;

export const MIN_BANK_OPTIONS = 2;
export const MAX_BANK_OPTIONS = 10;
const OPTION_LETTERS = 'abcdefghij';

/** The fixed options of a true-or-false question, with the ids the CSV import gives them too. */
export function trueFalseOptions(correctId: 'v' | 'f' | null = null): BankOptionForm[] {
  return [
    { id: 'v', text: 'Verdadero', correct: correctId === 'v' },
    { id: 'f', text: 'Falso', correct: correctId === 'f' },
  ];
}

export function blankOptions(): BankOptionForm[] {
  return [
    { id: 'a', text: '', correct: false },
    { id: 'b', text: '', correct: false },
  ];
}

/** The first letter no option uses yet: `a`, `b`, … */
export function nextBankOptionId(options: readonly { id: string }[]): string {
  const used = new Set(options.map((option) => option.id));
  return [...OPTION_LETTERS].find((letter) => !used.has(letter)) ?? `o${options.length + 1}`;
}

/** The options lettered in order again (`a`, `b`, `c`…): for new questions, whose ids nothing refers to yet. */
export function relettered(options: readonly BankOptionForm[]): BankOptionForm[] {
  return options.map((option, index) => ({ ...option, id: OPTION_LETTERS[index] ?? `o${index + 1}` }));
}

/** Whether only one option may be correct (single choice and true or false). */
export function isExclusive(kind: BankItemKind): boolean {
  return kind !== 'multiple';
}

/** Single choice keeps one correct option at most: the first one ticked. */
export function withOneCorrect(options: readonly BankOptionForm[]): BankOptionForm[] {
  const first = options.findIndex((option) => option.correct);
  return options.map((option, index) => ({ ...option, correct: index === first }));
}

export function emptyBankItemForm(topic = ''): BankItemFormValues {
  return { topic, kind: 'single', level: 'medium', prompt: '', options: blankOptions(), explanation: '' };
}

export function bankItemFormValues(item: AdminBankItem): BankItemFormValues {
  return {
    topic: item.topic,
    kind: item.kind,
    level: item.level,
    prompt: item.prompt,
    options: item.options.map((option) => ({ ...option })),
    explanation: item.explanation,
  };
}

/**
 * Validates with the shared `bankItemInputSchema` and submits the parsed item (trimmed, defaults applied). The cast
 * only narrows the input type: the form always fills `level` and `explanation`, which the schema lets callers omit.
 */
export const bankItemResolver = zodResolver(bankItemInputSchema) as unknown as Resolver<
  BankItemFormValues,
  unknown,
  BankItemValues
>;

/** Every field that may carry a problem from the server, in form order (for `applyServerFieldErrors`). */
export function bankItemFieldPaths(values: BankItemFormValues): string[] {
  return [
    'topic',
    'kind',
    'level',
    'prompt',
    ...values.options.map((_option, index) => `options.${index}.text`),
    'options',
    'explanation',
  ];
}
