import type { EvaluationOverview } from '@academia/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, type MockRoutes } from '../../../testing/mock-api';
import { adminUser, learnerUser, renderApp } from '../../../testing/render-app';
import {
  buildContinueResponse,
  buildOverview,
  buildPretestResult,
  buildProgress,
  buildResult,
  buildSession,
  buildStartResponse,
  CERTIFICATE_CODE,
  CONTINUE_PATH,
  MULTIPLE_ITEM,
  OVERVIEW_PATH,
  ROUTE_ID,
  ROUTE_TITLE,
  SESSION_ID,
  SINGLE_ITEM,
  START_PATH,
  TRUE_FALSE_ITEM,
} from '../testing/evaluation-fixtures';
import { FORBIDDEN_TEXT, ITEM_NOT_CURRENT_TEXT, NORMALIZED_GAIN_TEXT, PRETEST_NO_GRADE_TEXT } from '../utils/texts';

type Overview = EvaluationOverview | (() => EvaluationOverview);

async function renderEvaluation(
  path: string,
  overview: Overview,
  api: MockRoutes = {},
  user = learnerUser,
): Promise<ReturnType<typeof renderApp>> {
  const view = renderApp(path, {
    user,
    api: {
      [`GET ${OVERVIEW_PATH}`]: () => ({ body: typeof overview === 'function' ? overview() : overview }),
      ...api,
    },
  });
  // The first open also loads the page's chunk: allow for a busy machine.
  await screen.findByRole('heading', { level: 1 }, { timeout: 4000 });
  return view;
}

function question(prompt: string) {
  return screen.getByRole('group', { name: prompt });
}

describe('EvaluationPage: final test', () => {
  it('explains the test, then asks one item at a time, says each answer was recorded (no key) and ends with the result', async () => {
    let finished = false;
    const finishedSession = buildSession({ result: buildResult(), status: 'finished' });
    const { events, api } = await renderEvaluation(
      `/rutas/${ROUTE_ID}/test`,
      () =>
        finished
          ? buildOverview({
              attemptsUsed: 1,
              canStart: false,
              lockedReason: 'Ya aprobó.',
              sessions: [finishedSession],
            })
          : buildOverview(),
      {
        [`POST ${START_PATH}`]: { body: buildStartResponse() },
        [`POST ${CONTINUE_PATH}`]: (request) => {
          const { itemId } = request.body as { itemId: string };
          if (itemId === SINGLE_ITEM.id) return { body: buildContinueResponse() };
          finished = true;
          return {
            body: buildContinueResponse({
              receipt: { itemId: MULTIPLE_ITEM.id, selectedOptionIds: ['a'], recorded: true },
              item: null,
              result: buildResult(),
              progress: buildProgress(12),
            }),
          };
        },
      },
    );

    // Intro
    expect(screen.getByRole('heading', { level: 1, name: 'Evaluación final' })).toBeInTheDocument();
    expect(document.title).toBe('Evaluación final · Academia SST');
    const breadcrumb = screen.getByRole('navigation', { name: 'Migas de pan' });
    expect(within(breadcrumb).getByRole('link', { name: ROUTE_TITLE })).toHaveAttribute('href', `/rutas/${ROUTE_ID}`);
    expect(within(breadcrumb).getByRole('link', { name: 'Rutas de aprendizaje' })).toHaveAttribute('href', '/rutas');
    expect(screen.getByText('80 de 100')).toBeInTheDocument();
    expect(screen.getByText('Intento 1 de 3')).toBeInTheDocument();
    expect(screen.getByText(/La prueba se adapta a sus respuestas: entre 8 y 20 preguntas/)).toHaveTextContent(
      'Si su resultado queda cerca del puntaje mínimo, recibe algunas preguntas más, para decidir con certeza si aprueba.',
    );
    expect(api.requestsTo(`GET ${OVERVIEW_PATH}`)[0]?.search.toString()).toBe(`routeId=${ROUTE_ID}&kind=test`);

    // First item
    await events.click(screen.getByRole('button', { name: 'Comenzar' }));
    const first = await screen.findByRole('heading', { level: 2, name: 'Pregunta 1' });
    expect(api.requestsTo(`POST ${START_PATH}`)[0]?.body).toEqual({ routeId: ROUTE_ID, kind: 'test' });
    await waitFor(() => expect(first).toHaveFocus());
    expect(screen.getByText('Tema: Marco legal · Respondidas: 0 (mínimo 8, máximo 20)')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Historial de intentos' })).not.toBeInTheDocument();

    await events.click(within(question(SINGLE_ITEM.prompt)).getByRole('radio', { name: '2,00 m' }));
    await events.click(screen.getByRole('button', { name: 'Responder' }));

    // The answer is recorded, announced politely, and the next item follows at once: no key, no right or wrong.
    const recorded = await screen.findByText('Pregunta 1: respuesta guardada.');
    expect(api.requestsTo(`POST ${CONTINUE_PATH}`)[0]?.body).toEqual({ itemId: SINGLE_ITEM.id, answer: ['b'] });
    expect(recorded.closest('[aria-live="polite"]')).not.toBeNull();
    const second = await screen.findByRole('heading', { level: 2, name: 'Pregunta 2' });
    await waitFor(() => expect(second).toHaveFocus());
    for (const leak of [/^(¡Correcto!|Incorrecto|Correcta|Incorrecta)$/, /Respuestas? correctas?/, /Resolución 4272/]) {
      expect(screen.queryByText(leak)).not.toBeInTheDocument();
    }
    expect(screen.getByText('Tema: Equipos de protección · Respondidas: 1 (mínimo 8, máximo 20)')).toBeInTheDocument();

    // Second item: several answers
    expect(screen.getAllByText(/todas las correctas/i)).toHaveLength(1);
    expect(screen.getByText('Seleccione todas las correctas.')).toBeInTheDocument();
    await events.click(
      within(question(MULTIPLE_ITEM.prompt)).getByRole('checkbox', { name: 'Arnés de cuerpo completo' }),
    );
    await events.click(screen.getByRole('button', { name: 'Responder' }));

    // The last answer leads straight to the result.
    const heading = await screen.findByRole('heading', { level: 2, name: 'Resultado' });
    expect(api.requestsTo(`POST ${CONTINUE_PATH}`)[1]?.body).toEqual({ itemId: MULTIPLE_ITEM.id, answer: ['a'] });
    expect(screen.getByText('Pregunta 2: respuesta guardada.')).toBeInTheDocument();
    expect(screen.queryByText(/Respuestas? correctas?:/)).not.toBeInTheDocument();
    await waitFor(() => expect(heading).toHaveFocus());
    // Right answers first, then the score, with one sentence on why they differ; no formula, no jargon.
    const count = screen.getByText('8 de 12 correctas');
    const score = screen.getByText('Puntaje: 85 de 100');
    expect(count.compareDocumentPosition(score) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText(/las preguntas más difíciles cuentan más/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Aprobó la evaluación final');

    const table = screen.getByRole('table', { name: 'Dominio por tema' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/Marco legal4 de 4100\s%Fortaleza/);
    expect(rows[2]).toHaveTextContent('En desarrollo');
    expect(rows[3]).toHaveTextContent('Brecha');

    expect(screen.getByText('Mejoró 45 puntos desde su prueba inicial.')).toBeInTheDocument();
    expect(screen.getByText('Prueba inicial: 40 de 100 · Evaluación final: 85 de 100')).toBeInTheDocument();
    // The normalised gain and its formula are for admins only.
    expect(screen.queryByText(/normalizada/)).not.toBeInTheDocument();
    expect(screen.queryByText(NORMALIZED_GAIN_TEXT)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Descargar certificado (PDF)' })).toHaveAttribute(
      'href',
      `/api/certificates/${CERTIFICATE_CODE}/pdf`,
    );
    expect(screen.getByRole('link', { name: 'Verificar certificado' })).toHaveAttribute(
      'href',
      `/verificar/${CERTIFICATE_CODE}`,
    );
    expect(screen.getByRole('link', { name: 'Volver a la ruta' })).toHaveAttribute('href', `/rutas/${ROUTE_ID}`);
    expect(screen.queryByRole('button', { name: 'Intentar de nuevo' })).not.toBeInTheDocument();
    // The history is fetched again and lists the attempt just finished, with its review now open.
    expect(await screen.findByRole('link', { name: 'Revisar las respuestas del intento 1' })).toHaveAttribute(
      'href',
      `/rutas/${ROUTE_ID}/revision/${SESSION_ID}`,
    );
    expect(api.requestsTo(`GET ${OVERVIEW_PATH}`).length).toBeGreaterThanOrEqual(2);
  });

  it('keeps the selection after a lost answer and sends it again', async () => {
    let calls = 0;
    const { events, api } = await renderEvaluation(`/rutas/${ROUTE_ID}/test`, buildOverview(), {
      [`POST ${START_PATH}`]: { body: buildStartResponse() },
      [`POST ${CONTINUE_PATH}`]: () => (++calls === 1 ? 'network-error' : { body: buildContinueResponse() }),
    });
    await events.click(screen.getByRole('button', { name: 'Comenzar' }));
    await screen.findByRole('heading', { level: 2, name: 'Pregunta 1' });
    await events.click(screen.getByRole('radio', { name: '2,00 m' }));
    await events.click(screen.getByRole('button', { name: 'Responder' }));

    expect(await screen.findByText(/No hay conexión con el servidor/)).toHaveTextContent(
      'Su selección se conservó: pulse «Responder» para enviarla de nuevo.',
    );
    expect(screen.getByRole('radio', { name: '2,00 m' })).toBeChecked();

    await events.click(screen.getByRole('button', { name: 'Responder' }));
    expect(await screen.findByText('Pregunta 1: respuesta guardada.')).toBeInTheDocument();
    expect(screen.queryByText(/No hay conexión con el servidor/)).not.toBeInTheDocument();
    const sent = api.requestsTo(`POST ${CONTINUE_PATH}`).map((request) => request.body);
    expect(sent).toEqual([
      { itemId: SINGLE_ITEM.id, answer: ['b'] },
      { itemId: SINGLE_ITEM.id, answer: ['b'] },
    ]);
  });

  it('asks for an answer before sending', async () => {
    const { events, api } = await renderEvaluation(`/rutas/${ROUTE_ID}/test`, buildOverview(), {
      [`POST ${START_PATH}`]: { body: buildStartResponse() },
    });
    await events.click(screen.getByRole('button', { name: 'Comenzar' }));
    await screen.findByRole('heading', { level: 2, name: 'Pregunta 1' });
    await events.click(screen.getByRole('button', { name: 'Responder' }));
    expect(screen.getByText('Elija una respuesta antes de responder.')).toBeInTheDocument();
    expect(question(SINGLE_ITEM.prompt)).toHaveAccessibleDescription('Elija una respuesta antes de responder.');
    expect(api.requestsTo(`POST ${CONTINUE_PATH}`)).toHaveLength(0);
  });

  it('resumes at the item the server holds when the answered one is no longer current', async () => {
    let starts = 0;
    const { events, api } = await renderEvaluation(`/rutas/${ROUTE_ID}/test`, buildOverview(), {
      [`POST ${START_PATH}`]: () =>
        ++starts === 1
          ? { body: buildStartResponse() }
          : { body: buildStartResponse({ item: TRUE_FALSE_ITEM, progress: buildProgress(3) }) },
      [`POST ${CONTINUE_PATH}`]: errorResponse(409, 'ITEM_NOT_CURRENT'),
    });
    await events.click(screen.getByRole('button', { name: 'Comenzar' }));
    await screen.findByRole('heading', { level: 2, name: 'Pregunta 1' });
    await events.click(screen.getByRole('radio', { name: '2,00 m' }));
    await events.click(screen.getByRole('button', { name: 'Responder' }));

    const heading = await screen.findByRole('heading', { level: 2, name: 'Pregunta 4' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(ITEM_NOT_CURRENT_TEXT)).toBeInTheDocument();
    expect(question(TRUE_FALSE_ITEM.prompt)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Verdadero' })).not.toBeChecked();
    expect(api.requestsTo(`POST ${START_PATH}`)).toHaveLength(2);
    await waitFor(() => expect(api.requestsTo(`GET ${OVERVIEW_PATH}`).length).toBeGreaterThanOrEqual(2));
  });

  it('offers "Continuar" for an attempt left open and resumes at the same item', async () => {
    const open = buildSession({
      id: 'sesion-2',
      status: 'in_progress',
      finishedAt: null,
      answered: 2,
      result: null,
      reviewable: false,
      attempt: 2,
    });
    const { events } = await renderEvaluation(
      `/rutas/${ROUTE_ID}/test`,
      buildOverview({ attemptsUsed: 2, sessions: [buildSession(), open] }),
      {
        [`POST ${START_PATH}`]: {
          body: buildStartResponse({ item: TRUE_FALSE_ITEM, progress: buildProgress(2) }),
        },
      },
    );
    expect(screen.getByText('Intento 2 de 3')).toBeInTheDocument();
    expect(screen.getByText('Tiene un intento en curso con 2 preguntas respondidas.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Comenzar' })).not.toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Pregunta 3' })).toBeInTheDocument();
    expect(screen.getByText('Tema: Rescate · Respondidas: 2 (mínimo 8, máximo 20)')).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['v', 'f']);
  });

  it('says why the test is locked and offers no way to start', async () => {
    const reason = 'Complete todos los contenidos obligatorios para desbloquear la evaluación final.';
    await renderEvaluation(`/rutas/${ROUTE_ID}/test`, buildOverview({ canStart: false, lockedReason: reason }));
    expect(screen.getByText(reason)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Comenzar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continuar' })).not.toBeInTheDocument();
  });

  it('offers another attempt after a failed test while attempts remain', async () => {
    let finished = false;
    const failed = buildResult({ score: 55, passed: false, certificateCode: null });
    const { events, api } = await renderEvaluation(
      `/rutas/${ROUTE_ID}/test`,
      () =>
        finished ? buildOverview({ attemptsUsed: 1, sessions: [buildSession({ result: failed })] }) : buildOverview(),
      {
        [`POST ${START_PATH}`]: { body: buildStartResponse() },
        [`POST ${CONTINUE_PATH}`]: () => {
          finished = true;
          return { body: buildContinueResponse({ item: null, result: failed, progress: buildProgress(8) }) };
        },
      },
    );
    await events.click(screen.getByRole('button', { name: 'Comenzar' }));
    await screen.findByRole('heading', { level: 2, name: 'Pregunta 1' });
    await events.click(screen.getByRole('radio', { name: '2,00 m' }));
    await events.click(screen.getByRole('button', { name: 'Responder' }));

    expect(await screen.findByText('Puntaje: 55 de 100')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Todavía no aprueba la evaluación final');
    expect(screen.getByRole('status')).toHaveTextContent('La nota mínima es 80 de 100.');
    // Another attempt is left: then, and only then, "antes de volver a intentarlo".
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('antes de volver a intentarlo'));
    expect(screen.queryByRole('link', { name: 'Descargar certificado (PDF)' })).not.toBeInTheDocument();

    await events.click(await screen.findByRole('button', { name: 'Intentar de nuevo' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Pregunta 1' })).toBeInTheDocument();
    expect(api.requestsTo(`POST ${START_PATH}`)).toHaveLength(2);
  });

  it('shows an admin a learner’s sessions read-only, each ended one linking to its review', async () => {
    const { api } = await renderEvaluation(
      `/rutas/${ROUTE_ID}/test/u-1`,
      buildOverview({ readOnly: true, attemptsUsed: 1, sessions: [buildSession()] }),
      {},
      adminUser,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Evaluación final de Ana María Pérez' })).toBeInTheDocument();
    expect(screen.getByText('Vista de solo lectura')).toBeInTheDocument();
    expect(screen.getByText('Intentos usados: 1 de 3')).toBeInTheDocument();
    expect(api.requestsTo(`GET ${OVERVIEW_PATH}`)[0]?.search.get('userId')).toBe('u-1');
    for (const name of ['Comenzar', 'Continuar', 'Responder', 'Intentar de nuevo']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();

    const attempt = screen.getByRole('heading', { level: 3, name: 'Intento 1' }).closest('li')!;
    expect(attempt).toHaveTextContent('8 de 12 correctas · Puntaje: 55 de 100 · No aprobado');
    expect(within(attempt).getByRole('link', { name: 'Revisar las respuestas del intento 1' })).toHaveAttribute(
      'href',
      `/rutas/${ROUTE_ID}/revision/${SESSION_ID}`,
    );
  });

  it('tells a learner they may not see someone else’s evaluations', async () => {
    await renderEvaluation(`/rutas/${ROUTE_ID}/test/u-9`, buildOverview(), {
      [`GET ${OVERVIEW_PATH}`]: errorResponse(403, 'FORBIDDEN'),
    });
    expect(screen.getByText(FORBIDDEN_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver mi evaluación final' })).toHaveAttribute(
      'href',
      `/rutas/${ROUTE_ID}/test`,
    );
    expect(screen.queryByRole('button', { name: 'Comenzar' })).not.toBeInTheDocument();
  });

  it('says the attempts are used up and whom to contact, never "vuelva a intentarlo"', async () => {
    let finished = false;
    const failed = buildResult({ score: 55, passed: false, certificateCode: null, gain: null });
    const usedUp = () =>
      buildOverview({
        attemptsAllowed: 1,
        attemptsUsed: 1,
        canStart: false,
        lockedReason: 'Usó los 1 intentos permitidos para la evaluación final.',
        sessions: [buildSession({ result: failed })],
      });
    const { events } = await renderEvaluation(
      `/rutas/${ROUTE_ID}/test`,
      () => (finished ? usedUp() : buildOverview({ attemptsAllowed: 1 })),
      {
        [`POST ${START_PATH}`]: { body: buildStartResponse() },
        [`POST ${CONTINUE_PATH}`]: () => {
          finished = true;
          return { body: buildContinueResponse({ item: null, result: failed, progress: buildProgress(8) }) };
        },
      },
    );
    await events.click(screen.getByRole('button', { name: 'Comenzar' }));
    await screen.findByRole('heading', { level: 2, name: 'Pregunta 1' });
    await events.click(screen.getByRole('radio', { name: '2,00 m' }));
    await events.click(screen.getByRole('button', { name: 'Responder' }));

    const notice = await screen.findByText(/Ya usó el único intento permitido/);
    expect(notice).toHaveTextContent('comuníquese con Laura Gómez, Responsable SST de su empresa');
    expect(screen.getByRole('link', { name: 'laura.gomez@andina.co' })).toHaveAttribute(
      'href',
      'mailto:laura.gomez@andina.co',
    );
    expect(screen.queryByText(/intent(arlo|e de nuevo)/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Intentar de nuevo' })).not.toBeInTheDocument();
  });

  it('names the academy when the learner has no company lead, on the page opened later', async () => {
    await renderEvaluation(
      `/rutas/${ROUTE_ID}/test`,
      buildOverview({
        attemptsUsed: 3,
        canStart: false,
        lockedReason: 'Usó los 3 intentos permitidos para la evaluación final.',
        contact: { kind: 'academy', nombre: 'Academia SST', email: 'soporte@academia-sst.co' },
        sessions: [buildSession({ result: buildResult({ score: 55, passed: false, certificateCode: null }) })],
      }),
    );
    expect(screen.getByText(/Ya usó los 3 intentos permitidos/)).toHaveTextContent(
      'comuníquese con los administradores de Academia SST',
    );
    expect(screen.queryByText(/antes de volver a intentarlo/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Comenzar' })).not.toBeInTheDocument();
  });

  it('states the real number of questions of a small bank', async () => {
    await renderEvaluation(`/rutas/${ROUTE_ID}/test`, buildOverview({ bankSize: 3, itemCount: { min: 3, max: 3 } }));
    expect(screen.getByText('La prueba tiene 3 preguntas, una a la vez.')).toBeInTheDocument();
    expect(screen.queryByText(/entre 8 y 20/)).not.toBeInTheDocument();
  });
});

describe('EvaluationPage: prueba inicial', () => {
  it('is diagnostic: no pass mark, no pass or fail in the result', async () => {
    let finished = false;
    const result = buildPretestResult();
    const { events, api } = await renderEvaluation(
      `/rutas/${ROUTE_ID}/pretest`,
      () =>
        finished
          ? buildOverview({
              kind: 'pretest',
              canStart: false,
              attemptsAllowed: 1,
              attemptsUsed: 1,
              sessions: [buildSession({ kind: 'pretest', result, reviewable: false })],
            })
          : buildOverview({ kind: 'pretest', attemptsAllowed: 1 }),
      {
        [`POST ${START_PATH}`]: { body: buildStartResponse() },
        [`POST ${CONTINUE_PATH}`]: () => {
          finished = true;
          return { body: buildContinueResponse({ item: null, result, progress: buildProgress(10) }) };
        },
      },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Prueba inicial' })).toBeInTheDocument();
    expect(screen.getByText(/no se aprueba ni se reprueba/)).toBeInTheDocument();
    expect(screen.queryByText(/Intento 1/)).not.toBeInTheDocument();
    expect(screen.queryByText(/para aprobar/)).not.toBeInTheDocument();
    expect(screen.queryByText(/cerca del puntaje mínimo/)).not.toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Comenzar' }));
    await screen.findByRole('heading', { level: 2, name: 'Pregunta 1' });
    expect(api.requestsTo(`POST ${START_PATH}`)[0]?.body).toEqual({ routeId: ROUTE_ID, kind: 'pretest' });
    await events.click(screen.getByRole('radio', { name: '2,00 m' }));
    await events.click(screen.getByRole('button', { name: 'Responder' }));

    // Diagnostic: the answer was recorded, and no key or right or wrong is ever shown.
    expect(await screen.findByText('Puntaje: 40 de 100')).toBeInTheDocument();
    expect(screen.getByText('Pregunta 1: respuesta guardada.')).toBeInTheDocument();
    expect(
      screen.queryByText(/^(¡Correcto!|Incorrecto|Correcta|Incorrecta)$|Respuestas? correctas?:/),
    ).not.toBeInTheDocument();
    expect(screen.getByText(new RegExp(PRETEST_NO_GRADE_TEXT))).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText(/Aprobó|aprueba la|No aprobado/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Ganancia|Mejoró/)).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Dominio por tema' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Intentar de nuevo' })).not.toBeInTheDocument();
  });

  it('shows the result of a finished pre-test instead of starting again', async () => {
    await renderEvaluation(
      `/rutas/${ROUTE_ID}/pretest`,
      buildOverview({
        kind: 'pretest',
        canStart: false,
        lockedReason: 'Ya presentó la prueba inicial de esta ruta.',
        attemptsUsed: 1,
        sessions: [buildSession({ kind: 'pretest', result: buildPretestResult(), reviewable: false })],
      }),
    );
    expect(screen.getByText('Puntaje: 40 de 100')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Resultado' })).not.toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Comenzar' })).not.toBeInTheDocument();
    const attempt = screen.getByRole('heading', { level: 3, name: 'Intento 1' }).closest('li')!;
    expect(attempt).toHaveTextContent('Puntaje: 40 de 100 · Diagnóstico');
    // A pre-test has no review: its items come back in final tests (ADR 018).
    expect(within(attempt).queryByRole('link', { name: /Revisar/ })).not.toBeInTheDocument();
  });
});
