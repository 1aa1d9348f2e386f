import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, type MockRoutes } from '../../../testing/mock-api';
import { learnerUser, renderApp } from '../../../testing/render-app';
import { answersKey, OVERVIEW_KEY, ROUTE_ID, ROUTE_TITLE, simulatorApi, START_KEY } from '../testing/scenario-fixtures';

const PATH = `/rutas/${ROUTE_ID}/simulador`;

async function renderSimulator(api: MockRoutes = simulatorApi()) {
  const view = renderApp(PATH, {
    user: learnerUser,
    api,
  });
  await screen.findByRole('heading', { level: 1, name: 'Simulador' }, { timeout: 10_000 });
  await screen.findByRole('heading', { level: 2, name: 'Inspección del andamio' });
  return view;
}

function liveRegion(): HTMLElement {
  const region = document.querySelector<HTMLElement>('[aria-live="polite"]');
  if (!region) throw new Error('Falta la región que anuncia la consecuencia.');
  return region;
}

describe('SimulatorPage: learner', { timeout: 30_000 }, () => {
  it('introduces the scenario with its pass mark and maximum score, under the route in the breadcrumb', async () => {
    await renderSimulator();
    const breadcrumb = screen.getByRole('navigation', { name: 'Migas de pan' });
    expect(within(breadcrumb).getByRole('link', { name: ROUTE_TITLE })).toHaveAttribute('href', `/rutas/${ROUTE_ID}`);
    expect(screen.getByText('Recorra la obra, valore un peligro y decida cómo bajar.')).toBeInTheDocument();
    expect(screen.getByText('38 puntos')).toBeInTheDocument();
    expect(screen.getByText(/del puntaje máximo \(27 puntos\) y no cometer ningún error crítico/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Empezar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continuar donde quedó' })).not.toBeInTheDocument();
  });

  it('announces the consequence of a choice, keeps focus on it, and «Continuar» moves focus to the next situation', async () => {
    const { events, api } = await renderSimulator();
    await events.click(screen.getByRole('button', { name: 'Empezar' }));
    const first = await screen.findByRole('heading', { level: 2, name: 'Llegada a la obra' });
    await waitFor(() => expect(first).toHaveFocus());
    expect(api.requestsTo(START_KEY)[0]?.body).toEqual({});

    const choice = screen.getByRole('button', { name: 'Entrar sin casco' });
    await events.click(choice);
    await waitFor(() => expect(liveRegion()).toHaveTextContent('Nadie lo detiene, pero queda expuesto.'));
    expect(liveRegion()).toHaveTextContent('Resultado de su respuesta: 0 puntos');
    expect(api.requestsTo(answersKey('a-1'))[0]?.body).toEqual({ situationId: 'llegada', choiceId: 'sin-epp' });
    expect(choice).toHaveFocus();
    expect(choice).toHaveAccessibleDescription('Su elección');
    // A second press does nothing: the answer is recorded.
    await events.click(screen.getByRole('button', { name: 'Ponerse casco y botas' }));
    expect(api.requestsTo(answersKey('a-1'))).toHaveLength(1);

    await events.click(screen.getByRole('button', { name: 'Continuar' }));
    const next = await screen.findByRole('heading', { level: 2, name: 'Herramientas que caen' });
    await waitFor(() => expect(next).toHaveFocus());
    expect(
      screen.getByRole('img', { name: 'Andamio sin malla con herramientas sueltas en la plataforma' }),
    ).toHaveAttribute('src', '/api/files/f-9');
    expect(liveRegion()).toBeEmptyDOMElement();
  });

  it('checks every value of a GTC 45 valuation and explains each mistake, then shows the debrief with what was due', async () => {
    const { events } = await renderSimulator();
    await events.click(screen.getByRole('button', { name: 'Empezar' }));
    await events.click(await screen.findByRole('button', { name: 'Ponerse casco y botas' }));
    await events.click(await screen.findByRole('button', { name: 'Continuar' }));
    await screen.findByRole('heading', { level: 2, name: 'Herramientas que caen' });
    expect(screen.getByText(/Caída de objetos desde el andamio/)).toBeInTheDocument();

    // Nothing chosen: each field says what is missing, and nothing is sent.
    await events.click(screen.getByRole('button', { name: 'Comprobar la valoración' }));
    expect(screen.getByRole('combobox', { name: 'Nivel de deficiencia (ND)' })).toHaveFocus();
    expect(screen.getAllByText('Elija un valor.').length).toBeGreaterThan(0);

    // ND muy alto (10) instead of alto (6): NP and NR follow the learner's own choice, so only ND is arithmetic-right.
    await events.selectOptions(screen.getByRole('combobox', { name: 'Nivel de deficiencia (ND)' }), 'Muy alto (10)');
    await events.selectOptions(screen.getByRole('combobox', { name: 'Nivel de exposición (NE)' }), 'Frecuente (3)');
    await events.selectOptions(screen.getByRole('combobox', { name: 'Nivel de consecuencias (NC)' }), 'Grave (25)');
    await events.type(screen.getByRole('textbox', { name: 'Nivel de probabilidad (NP)' }), '30');
    await events.type(screen.getByRole('textbox', { name: 'Nivel de riesgo (NR)' }), '750');
    await events.selectOptions(screen.getByRole('combobox', { name: 'Nivel de riesgo (I a IV)' }), 'Nivel I');
    await events.selectOptions(screen.getByRole('combobox', { name: 'Significado del nivel' }), 'No aceptable');
    await events.click(screen.getByRole('button', { name: 'Comprobar la valoración' }));

    await waitFor(() => expect(liveRegion()).toHaveTextContent('Acertó 2 de 7 valores'));
    const items = within(liveRegion()).getAllByRole('listitem');
    expect(items).toHaveLength(7);
    expect(items[0]).toHaveTextContent('Nivel de deficiencia (ND): 10 · Incorrecto');
    expect(items[0]).toHaveTextContent('no muy alto (10). Falta la malla en un tramo');
    expect(items[1]).toHaveTextContent('Nivel de exposición (NE): 3 · Correcto');
    expect(items[3]).toHaveTextContent('NP es 6 × 3 = 18');
    expect(items[6]).toHaveTextContent('Significado del nivel: No aceptable · Incorrecto');
    expect(liveRegion()).toHaveTextContent('Resultado de su respuesta: +4 puntos');

    await events.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByRole('heading', { level: 2, name: 'Zona por aislar' });
    await events.type(screen.getByRole('textbox', { name: 'Área (m²)' }), '12,5');
    await events.click(screen.getByRole('button', { name: 'Comprobar' }));
    await waitFor(() => expect(liveRegion()).toHaveTextContent('El valor es correcto.'));
    await events.click(screen.getByRole('button', { name: 'Continuar' }));

    await events.click(await screen.findByRole('button', { name: 'Saltar al segundo nivel' }));
    await waitFor(() => expect(liveRegion()).toHaveTextContent('Error crítico'));
    await events.click(screen.getByRole('button', { name: 'Continuar' }));
    const ending = await screen.findByRole('heading', { level: 2, name: 'Fin de la inspección' });
    await waitFor(() => expect(ending).toHaveFocus());

    await events.click(screen.getByRole('button', { name: 'Ver el resumen' }));
    const summary = await screen.findByRole('heading', { level: 2, name: 'Resumen del escenario' });
    await waitFor(() => expect(summary).toHaveFocus());
    // 10 + 4 + 4 + 0 of 38.
    expect(screen.getByText('18 de 38 puntos (47 %)')).toBeInTheDocument();
    expect(screen.getByText('Todavía no aprueba el simulador')).toBeInTheDocument();
    const critical = screen.getByRole('heading', { level: 3, name: 'Errores críticos' }).parentElement!;
    expect(critical).toHaveTextContent('La bajada: Saltar al segundo nivel');
    const path = within(screen.getByRole('list', { name: 'El camino que tomó' })).getAllByRole('listitem');
    expect(path).toHaveLength(4);
    expect(path[1]).toHaveTextContent('Lo indicado era: ND 6, NE 3, NC 25, NP 18, NR 450, nivel II');
    expect(path[3]).toHaveTextContent('Lo indicado era: Bajar por la escalera del andamio');
    expect(screen.getByRole('link', { name: 'Volver a la ruta' })).toHaveAttribute('href', `/rutas/${ROUTE_ID}`);
  });

  it('resumes the attempt left open where it stopped', async () => {
    const { events, api } = await renderSimulator(
      simulatorApi(undefined, [{ situationId: 'llegada', choiceId: 'epp' }]),
    );
    expect(screen.getByText('Tiene un intento en curso: lleva 1 respuesta y 10 puntos.')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Continuar donde quedó' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Herramientas que caen' })).toBeInTheDocument();
    expect(screen.getByText('Situación 2 · Puntaje acumulado: 10')).toBeInTheDocument();
    expect(api.requestsTo(START_KEY)[0]?.body).toEqual({});
  });

  it('«Empezar de nuevo» abandons the open attempt', async () => {
    const { events, api } = await renderSimulator(
      simulatorApi(undefined, [{ situationId: 'llegada', choiceId: 'epp' }]),
    );
    await events.click(screen.getByRole('button', { name: 'Empezar de nuevo' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Llegada a la obra' })).toBeInTheDocument();
    expect(api.requestsTo(START_KEY)[0]?.body).toEqual({ restart: true });
  });

  it('says what unlocks the simulator when it is still locked, with a way there', async () => {
    const { events } = await renderSimulator({
      ...simulatorApi(),
      [START_KEY]: errorResponse(
        403,
        'STEP_LOCKED',
        {
          route: { id: ROUTE_ID, title: ROUTE_TITLE },
          stepTitle: 'Simulador',
          unlock: { kind: 'content', title: 'Uso del arnés', href: `/rutas/${ROUTE_ID}/contenido-2` },
        },
        'Complete primero «Uso del arnés».',
      ),
    });
    await events.click(screen.getByRole('button', { name: 'Empezar' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Complete primero «Uso del arnés».');
    expect(within(alert).getByRole('link', { name: 'Ir a «Uso del arnés»' })).toHaveAttribute(
      'href',
      `/rutas/${ROUTE_ID}/contenido-2`,
    );
  });

  it('says so when the route has no published scenario', async () => {
    renderApp(PATH, {
      user: learnerUser,
      api: {
        [OVERVIEW_KEY]: {
          body: {
            routeId: ROUTE_ID,
            routeTitle: ROUTE_TITLE,
            scenario: null,
            external: null,
            attemptInProgress: null,
            best: null,
            attempts: [],
          },
        },
      },
    });
    expect(await screen.findByText(/Esta ruta no tiene un simulador publicado/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a la ruta' })).toBeInTheDocument();
  });
});
