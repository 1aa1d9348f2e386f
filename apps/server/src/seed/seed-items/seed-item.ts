/**
 * Item banks for the adaptive pre-test and final test of each seeded route. Every item is original Spanish (es-CO)
 * text, answerable from the route's lessons; any statement of law in an explanation names the norm it comes from.
 */
export type SeedItemLevel = 'easy' | 'medium' | 'hard';

export interface SeedBankItem {
  topic: string;
  level: SeedItemLevel;
  kind: 'single' | 'multiple' | 'true_false';
  prompt: string;
  /** ids 'a','b','c',…; for true_false exactly two options: { id: 'v', text: 'Verdadero' } and { id: 'f', text: 'Falso' }. */
  options: { id: string; text: string; correct: boolean }[];
  /** Shown after answering: why the right answer is right (1–3 sentences), citing the norm for legal facts. */
  explanation: string;
}

export interface SeedItemBank {
  routeKey: string;
  items: SeedBankItem[];
}
