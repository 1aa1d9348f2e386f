/** A seeded pseudo-random stream in [0, 1) (mulberry32): the same seed gives the same learners' choices. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface AnswerableItem {
  kind: string;
  options: readonly { id: string }[];
}

/**
 * What a learner who does not know the answer would tick: one option at random, or for a multiple-answer item
 * one or two distinct options at random. Never an option outside the item, never an empty answer.
 */
export function chooseAnswer(item: AnswerableItem, random: () => number): string[] {
  const ids = item.options.map((option) => option.id);
  if (ids.length === 0) throw new Error('La pregunta no tiene opciones');
  const pick = () => ids.splice(Math.floor(random() * ids.length), 1)[0]!;
  const first = pick();
  if (item.kind !== 'multiple' || ids.length === 0 || random() < 0.5) return [first];
  return [first, pick()];
}
