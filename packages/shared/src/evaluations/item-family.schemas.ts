import { z } from 'zod';

/*
 * Item families in the bank editor (ADR 041): a family is one rule whose generated instances are stored as bank
 * items. The editor lists a route's families, previews instances and retires a whole family at once.
 */

export const itemFamilyPreviewSchema = z.object({
  prompt: z.string(),
  options: z.array(z.object({ text: z.string(), correct: z.boolean() })),
  explanation: z.string(),
});
export type ItemFamilyPreview = z.infer<typeof itemFamilyPreviewSchema>;

export const adminItemFamilySchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The rule the keys are computed from, with its source. */
  rule: z.string(),
  topic: z.string(),
  active: z.number().int(),
  retired: z.number().int(),
  /** A few generated instances, as the learner would read them, with the key marked. */
  preview: z.array(itemFamilyPreviewSchema),
});
export type AdminItemFamily = z.infer<typeof adminItemFamilySchema>;

export const adminItemFamiliesSchema = z.object({ families: z.array(adminItemFamilySchema) });
export type AdminItemFamilies = z.infer<typeof adminItemFamiliesSchema>;

export const retireFamilyResultSchema = z.object({ retired: z.number().int() });
export type RetireFamilyResult = z.infer<typeof retireFamilyResultSchema>;
