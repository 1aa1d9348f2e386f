import {
  adminBankItemSchema,
  adminBankSchema,
  bankItemInputSchema,
  type AdminBank,
  type AdminBankItem,
  type AdminItemFamily,
} from '@academia/shared';
import type { MockRequest, MockResponse, MockRoutes } from '../../../testing/mock-api';

/** Test data for the "Banco de preguntas" tab, parsed with the shared schemas so it always matches the contract. */

export const BANK_TAB = '?pestana=banco';
export const BANK_API = '/api/admin/routes/r-1/bank';

export function bankItem(
  overrides: Partial<AdminBankItem> & Pick<AdminBankItem, 'id' | 'topic' | 'prompt'>,
): AdminBankItem {
  return adminBankItemSchema.parse({
    kind: 'single',
    level: 'medium',
    options: [
      { id: 'a', text: 'Sí', correct: true },
      { id: 'b', text: 'No', correct: false },
    ],
    explanation: '',
    status: 'active',
    difficulty: 0,
    discrimination: 1,
    calibratedAt: null,
    stats: { answers: 0, percentCorrect: null, exposure: 0 },
    ...overrides,
  });
}

export const BANK_ITEMS: AdminBankItem[] = [
  bankItem({
    id: 'q-1',
    topic: 'Trabajo en alturas',
    prompt: '¿Qué se debe hacer con el arnés antes de cada uso?',
    level: 'easy',
    options: [
      { id: 'a', text: 'Inspeccionarlo', correct: true },
      { id: 'b', text: 'Lavarlo', correct: false },
      { id: 'c', text: 'Guardarlo', correct: false },
    ],
    difficulty: -1.25,
    discrimination: 1.4,
    calibratedAt: '2025-03-10T15:00:00.000Z',
    stats: { answers: 42, percentCorrect: 81, exposure: 35 },
  }),
  bankItem({
    id: 'q-2',
    topic: 'Trabajo en alturas',
    kind: 'multiple',
    prompt: '¿Qué elementos forman parte de un sistema de detención de caídas?',
    options: [
      { id: 'a', text: 'Arnés de cuerpo completo', correct: true },
      { id: 'b', text: 'Casco sin barbuquejo', correct: false },
      { id: 'c', text: 'Línea de vida', correct: true },
    ],
    stats: { answers: 12, percentCorrect: 50, exposure: 10 },
  }),
  bankItem({
    id: 'q-3',
    topic: 'Espacios confinados',
    kind: 'true_false',
    level: 'hard',
    prompt: 'Antes de entrar a un espacio confinado se debe medir la atmósfera.',
    options: [
      { id: 'v', text: 'Verdadero', correct: true },
      { id: 'f', text: 'Falso', correct: false },
    ],
    difficulty: 1,
    discrimination: 1,
  }),
  bankItem({
    id: 'q-4',
    topic: 'Señalización',
    prompt: '¿Qué color identifica las señales de obligación?',
    status: 'retired',
    stats: { answers: 3, percentCorrect: 33, exposure: 2 },
  }),
];

/**
 * The bank as the API sends it. Its size limits are tiny unless `limits` says otherwise, so only the tests about
 * the bank size see its alert.
 */
export function bankOf(
  items: readonly AdminBankItem[],
  limits: { minimum: number; recommended: number } = { minimum: 1, recommended: 1 },
): AdminBank {
  return adminBankSchema.parse({
    items,
    topics: [...new Set(items.map((item) => item.topic))].sort((a, b) => a.localeCompare(b, 'es')),
    size: { active: items.filter((item) => item.status === 'active').length, ...limits },
  });
}

/**
 * A fake bank API that keeps its items, like the server: list, create, edit, retire and restore. `items` is the
 * live list, so a test can change it (e.g. to answer an import) before the next `GET`.
 */
export function bankServer(
  initial: readonly AdminBankItem[] = BANK_ITEMS,
  limits?: { minimum: number; recommended: number },
) {
  const state = { items: [...initial], nextId: 100, families: [] as AdminItemFamily[] };

  const save = (itemId: string | null, body: unknown): MockResponse => {
    const input = bankItemInputSchema.parse(body);
    const current = itemId ? state.items.find((item) => item.id === itemId) : undefined;
    const saved = bankItem({ ...current, ...input, id: current?.id ?? `q-${state.nextId++}` });
    state.items = current ? state.items.map((item) => (item.id === saved.id ? saved : item)) : [...state.items, saved];
    return { status: current ? 200 : 201, body: saved };
  };

  const setStatus =
    (status: AdminBankItem['status']) =>
    ({ path }: MockRequest) => {
      const itemId = path.split('/').at(-2) ?? '';
      state.items = state.items.map((item) => (item.id === itemId ? { ...item, status } : item));
      return { body: state.items.find((item) => item.id === itemId) };
    };

  const routes: MockRoutes = {
    [`GET ${BANK_API}`]: () => ({ body: bankOf(state.items, limits) }),
    [`GET ${BANK_API}/families`]: () => ({ body: { families: state.families } }),
    [`POST ${BANK_API}`]: ({ body }) => save(null, body),
  };
  for (const item of initial) {
    routes[`PUT ${BANK_API}/${item.id}`] = ({ body }) => save(item.id, body);
    routes[`POST ${BANK_API}/${item.id}/retire`] = setStatus('retired');
    routes[`POST ${BANK_API}/${item.id}/restore`] = setStatus('active');
  }
  return { state, routes };
}
