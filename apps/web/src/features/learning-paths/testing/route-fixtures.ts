import {
  contentItemViewSchema,
  itemProgressSchema,
  quizStateSchema,
  routeDetailSchema,
  routeStepSchema,
  type ContentItemView,
  type ItemProgress,
  type QuizState,
  type RouteDetail,
  type RouteStep,
} from '@academia/shared';
import { buildRouteCard, FIXTURE_ROUTE } from '../../../testing/fixtures';

/*
 * Builders for the API answers the route pages read. Each parses its result with the shared schema, so a fixture
 * that drifts from the contract fails loudly instead of testing a shape the server never sends.
 */

export const ROUTE_ID = FIXTURE_ROUTE.id;

export function buildStep(overrides: Partial<RouteStep> = {}): RouteStep {
  return routeStepSchema.parse({
    kind: 'content',
    itemId: 'contenido-1',
    itemKind: 'text',
    title: 'Marco legal del trabajo en alturas',
    durationMinutes: 10,
    required: true,
    state: 'available',
    lockedReason: null,
    href: `/rutas/${ROUTE_ID}/contenido-1`,
    ...overrides,
  });
}

export function buildRouteDetail(overrides: Partial<RouteDetail> = {}): RouteDetail {
  return routeDetailSchema.parse({
    ...buildRouteCard(),
    objectives: ['Identificar los peligros de caída.', 'Elegir el sistema de protección adecuado.'],
    status: 'published',
    passMark: 80,
    attempts: 3,
    unlockInOrder: true,
    steps: [
      buildStep({
        kind: 'pretest',
        itemId: null,
        itemKind: null,
        title: 'Prueba inicial',
        durationMinutes: null,
        required: false,
        href: `/rutas/${ROUTE_ID}/pretest`,
      }),
      buildStep({ state: 'done' }),
      buildStep({
        itemId: 'contenido-2',
        itemKind: 'video',
        title: 'Uso del arnés',
        durationMinutes: 15,
        state: 'in_progress',
        href: `/rutas/${ROUTE_ID}/contenido-2`,
      }),
      buildStep({
        itemId: 'contenido-3',
        itemKind: 'quiz',
        title: 'Repaso del arnés',
        durationMinutes: 5,
        state: 'locked',
        lockedReason: 'Complete primero «Uso del arnés» para desbloquear este paso.',
        href: `/rutas/${ROUTE_ID}/contenido-3`,
      }),
      buildStep({
        kind: 'test',
        itemId: null,
        itemKind: null,
        title: 'Evaluación final',
        durationMinutes: null,
        state: 'locked',
        lockedReason: 'Complete todos los contenidos obligatorios para desbloquear la evaluación final.',
        href: `/rutas/${ROUTE_ID}/test`,
      }),
    ],
    nextStepHref: `/rutas/${ROUTE_ID}/contenido-2`,
    preview: false,
    enrolled: true,
    ...overrides,
  });
}

export function buildItemProgress(overrides: Partial<ItemProgress> = {}): ItemProgress {
  return itemProgressSchema.parse({
    startedAt: '2025-03-14T15:00:00.000Z',
    position: 0,
    maxPosition: 0,
    secondsSpent: 0,
    completedAt: null,
    ...overrides,
  });
}

export function buildQuizState(overrides: Partial<QuizState> = {}): QuizState {
  return quizStateSchema.parse({
    passMark: 70,
    questions: [
      {
        id: 'p1',
        prompt: '¿A partir de qué altura se considera trabajo en alturas?',
        multiple: false,
        options: [
          { id: 'a', text: '1,50 m' },
          { id: 'b', text: '2 m' },
        ],
      },
      {
        id: 'p2',
        // An author's prompt that repeats the instruction the page adds (it must be shown once).
        prompt: '¿Qué elementos forman un sistema de detención de caídas? Selecciona todas las correctas.',
        multiple: true,
        options: [
          { id: 'a', text: 'Arnés de cuerpo completo' },
          { id: 'b', text: 'Casco sin barbuquejo' },
          { id: 'c', text: 'Línea de vida' },
        ],
      },
    ],
    answered: [],
    score: null,
    passed: null,
    attempt: 1,
    ...overrides,
  });
}

export function buildContentItem(overrides: Partial<ContentItemView> = {}): ContentItemView {
  return contentItemViewSchema.parse({
    id: 'contenido-2',
    route: { id: ROUTE_ID, title: 'Trabajo seguro en alturas' },
    kind: 'text',
    title: 'Marco legal del trabajo en alturas',
    description: 'La Resolución 4272 de 2021 y lo que exige al empleador.',
    durationMinutes: 10,
    required: true,
    position: 2,
    total: 5,
    html: '<h2>Qué exige la norma</h2><p>El empleador debe garantizar la capacitación.</p>',
    video: null,
    pdf: null,
    link: null,
    quiz: null,
    manualCompletion: true,
    enrolled: true,
    continueTo: { kind: 'content', title: 'Uso del arnés', href: `/rutas/${ROUTE_ID}/contenido-3` },
    progress: buildItemProgress(),
    previous: { id: 'contenido-1', title: 'Introducción' },
    next: { id: 'contenido-3', title: 'Uso del arnés' },
    preview: false,
    favorite: false,
    ...overrides,
  });
}
