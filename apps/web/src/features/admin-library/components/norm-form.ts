import { normInputSchema, statusWithReplacement, type AdminNorm, type NormInput } from '@academia/shared';
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '../../../lib/zod-resolver';

/** The norm form: the contract's fields as typed (year and link as text), plus the picked replacement's title. */
export interface NormFormValues {
  type: NormInput['type'];
  number: string;
  year: string;
  issuer: string;
  subject: string;
  summary: string;
  topic: NormInput['topic'];
  status: NormInput['status'];
  statusNote: string;
  replacedBy: { id: string; title: string } | null;
  sourceUrl: string;
  text: string;
  fileId: string | null;
}

/** Every field that may carry a problem, in form order (for `applyServerFieldErrors`). */
export const NORM_FIELDS = [
  'type',
  'number',
  'year',
  'issuer',
  'subject',
  'summary',
  'topic',
  'status',
  'statusNote',
  'sourceUrl',
  'text',
] as const;

export function normFormValues(norm: AdminNorm | null): NormFormValues {
  return {
    type: norm?.type ?? 'resolucion',
    number: norm?.number ?? '',
    year: norm ? String(norm.year) : '',
    issuer: norm?.issuer ?? '',
    subject: norm?.subject ?? '',
    summary: norm?.summary ?? '',
    topic: norm?.topic ?? 'sg_sst',
    // A norm stored before the rule that links decide the status (ADR 034) opens already consistent.
    status: norm ? statusWithReplacement(norm.status, norm.replacedBy?.id ?? null) : 'in_force',
    statusNote: norm?.statusNote ?? '',
    replacedBy: norm?.replacedBy ? { id: norm.replacedBy.id, title: norm.replacedBy.title } : null,
    sourceUrl: norm?.sourceUrl ?? '',
    text: norm?.text ?? '',
    fileId: norm?.file?.id ?? null,
  };
}

const schemaResolver = zodResolver(normInputSchema);

/** Validates with the shared `normInputSchema` (which coerces the year and empties the link to null). */
export const normResolver: Resolver<NormFormValues, unknown, NormInput> = (values, context, options) => {
  const { replacedBy, ...rest } = values;
  return schemaResolver(
    { ...rest, replacedById: replacedBy?.id ?? null },
    context,
    options as never,
  ) as unknown as ReturnType<Resolver<NormFormValues, unknown, NormInput>>;
};
