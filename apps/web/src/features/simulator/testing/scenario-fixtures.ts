import {
  answer,
  attemptView,
  debrief,
  EngineError,
  scenarioDefinitionSchema,
  scorePercent,
  simulatorOverviewSchema,
  startAttempt,
  type AnswerInput,
  type AttemptSummary,
  type EngineState,
  type ScenarioDefinition,
  type SimulatorOverview,
} from '@academia/shared';
import type { MockRoutes } from '../../../testing/mock-api';

export const ROUTE_ID = 'r-1';
export const ROUTE_TITLE = 'Trabajo seguro en alturas';
export const OVERVIEW_KEY = `GET /api/routes/${ROUTE_ID}/simulator`;
export const START_KEY = `POST /api/routes/${ROUTE_ID}/simulator/attempts`;
export const answersKey = (attemptId: string) => `POST /api/simulator/attempts/${attemptId}/answers`;
export const debriefKey = (attemptId: string) => `GET /api/simulator/attempts/${attemptId}/debrief`;

/**
 * A small scenario: a decision, a GTC 45 valuation (ND 6, NE 3, NC 25: NP 18, NR 450, level II), a calculation and
 * a last decision with a critical option. Best path: 10 + 7 × 2 + 4 + 10 = 38 points; 70 % to pass is 27.
 */
export function testScenario(): ScenarioDefinition {
  return scenarioDefinitionSchema.parse({
    title: 'Inspección del andamio',
    summary: 'Recorra la obra, valore un peligro y decida cómo bajar.',
    passPercent: 70,
    startId: 'llegada',
    situations: [
      {
        id: 'llegada',
        kind: 'choice',
        title: 'Llegada a la obra',
        text: 'Usted llega a la obra para inspeccionar el andamio.',
        media: null,
        choices: [
          {
            id: 'epp',
            text: 'Ponerse casco y botas',
            consequence: 'Entra protegido.',
            points: 10,
            critical: false,
            next: 'valoracion',
          },
          {
            id: 'sin-epp',
            text: 'Entrar sin casco',
            consequence: 'Nadie lo detiene, pero queda expuesto.',
            points: 0,
            critical: false,
            next: 'valoracion',
          },
        ],
      },
      {
        id: 'valoracion',
        kind: 'gtc45',
        title: 'Herramientas que caen',
        text: 'Desde la plataforma caen herramientas sobre la zona de paso.',
        media: { uploadId: 'f-9', kind: 'image', alt: 'Andamio sin malla con herramientas sueltas en la plataforma' },
        hazard: 'Caída de objetos desde el andamio (condiciones de seguridad, locativo)',
        expected: { nd: 6, ne: 3, nc: 25 },
        rationale: {
          nd: 'Falta la malla en un tramo, aunque el resto del andamio está protegido.',
          ne: 'La gente pasa por debajo varias veces al día, por ratos cortos.',
          nc: 'Un golpe en la cabeza deja una incapacidad temporal.',
        },
        pointsPerValue: 2,
        next: 'calculo',
      },
      {
        id: 'calculo',
        kind: 'calculation',
        title: 'Zona por aislar',
        text: 'La zona de paso mide 5 m por 2,5 m.',
        media: null,
        fields: [
          {
            id: 'area',
            label: 'Área',
            unit: 'm²',
            expected: 12.5,
            tolerance: 0.1,
            points: 4,
            explanation: '5 × 2,5 = 12,5 m².',
          },
        ],
        next: 'salida',
      },
      {
        id: 'salida',
        kind: 'choice',
        title: 'La bajada',
        text: 'Termina la inspección en el tercer nivel.',
        media: null,
        choices: [
          {
            id: 'escalera',
            text: 'Bajar por la escalera del andamio',
            consequence: 'Baja con tres puntos de apoyo.',
            points: 10,
            critical: false,
            next: 'fin',
          },
          {
            id: 'saltar',
            text: 'Saltar al segundo nivel',
            consequence: 'Cae mal y se lesiona el tobillo.',
            points: 0,
            critical: true,
            next: 'fin',
          },
        ],
      },
      {
        id: 'fin',
        kind: 'end',
        title: 'Fin de la inspección',
        text: 'Entrega su informe al residente de obra.',
        media: null,
      },
    ],
  });
}

/**
 * The simulator API of one route, played with the shared engine as the server plays it: attempts `a-1`, `a-2`…
 * The tests talk to it through `fetch`, the app's edge.
 */
export function simulatorApi(definition: ScenarioDefinition = testScenario(), inProgress: AnswerInput[] | null = null) {
  let counter = 0;
  const states = new Map<string, { state: EngineState; status: 'in_progress' | 'finished' | 'abandoned' }>();
  const summaries: AttemptSummary[] = [];
  let open: string | null = null;

  const create = (inputs: AnswerInput[] = []) => {
    counter += 1;
    const id = `a-${String(counter)}`;
    const state = inputs.reduce((current, input) => answer(current, input).state, startAttempt(definition));
    states.set(id, { state, status: 'in_progress' });
    open = id;
    return id;
  };
  if (inProgress) create(inProgress);
  const view = (id: string) => {
    const entry = states.get(id);
    if (!entry) throw new Error(`No existe el intento ${id}`);
    return attemptView(entry.state, { id, status: entry.status });
  };

  const routes: MockRoutes = {
    [OVERVIEW_KEY]: () => ({ body: overview() }),
    [START_KEY]: ({ body }) => {
      const restart = (body as { restart?: boolean }).restart === true;
      if (open && restart) {
        states.set(open, { ...states.get(open)!, status: 'abandoned' });
        open = null;
      }
      return { body: view(open ?? create()) };
    },
  };
  for (let n = 1; n <= 5; n += 1) {
    const id = `a-${String(n)}`;
    routes[answersKey(id)] = ({ body }) => {
      const entry = states.get(id);
      if (!entry) return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'No encontramos el intento.' } } };
      try {
        const result = answer(entry.state, body as AnswerInput);
        const finished = result.state.finished;
        states.set(id, { state: result.state, status: finished ? 'finished' : 'in_progress' });
        if (finished) {
          open = null;
          summaries.unshift(summaryOf(id, result.state));
        }
        return { body: { feedback: result.feedback, attempt: view(id) } };
      } catch (error) {
        if (!(error instanceof EngineError)) throw error;
        return { status: 409, body: { error: { code: 'CONFLICT', message: error.message } } };
      }
    };
    routes[debriefKey(id)] = () => ({ body: debrief(states.get(id)!.state) });
  }

  function summaryOf(id: string, state: EngineState): AttemptSummary {
    const passed = state.score >= state.passMark && !state.steps.some((step) => step.critical);
    return {
      id,
      status: 'finished',
      score: state.score,
      maxScore: state.maxScore,
      percent: scorePercent(state.score, state.maxScore),
      passed,
      startedAt: '2026-03-14T15:00:00.000Z',
      finishedAt: '2026-03-14T15:10:00.000Z',
      external: false,
    };
  }

  function overview(): SimulatorOverview {
    const best = [...summaries].sort((a, b) => b.score - a.score)[0] ?? null;
    return simulatorOverviewSchema.parse({
      routeId: ROUTE_ID,
      routeTitle: ROUTE_TITLE,
      scenario: {
        title: definition.title,
        summary: definition.summary,
        passPercent: definition.passPercent,
        maxScore: startAttempt(definition).maxScore,
        situationCount: definition.situations.length,
      },
      external: null,
      attemptInProgress: open ? view(open) : null,
      best,
      attempts: summaries,
    });
  }

  return routes;
}
