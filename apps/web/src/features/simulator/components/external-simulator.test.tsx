import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { learnerUser, renderApp } from '../../../testing/render-app';
import { OVERVIEW_KEY, ROUTE_ID, ROUTE_TITLE } from '../testing/scenario-fixtures';

const COMPLETION_KEY = `POST /api/routes/${ROUTE_ID}/simulator/external-completion`;
const EXTERNAL_URL = 'https://simuladores.example.com/escenarios/sismo';

function post(frame: HTMLIFrameElement, origin: string, data: unknown, source: Window | null = frame.contentWindow) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });
}

describe('SimulatorPage: external simulator', { timeout: 20_000 }, () => {
  it('embeds it in a sandboxed frame and accepts a completion only from its origin', async () => {
    const { api } = renderApp(`/rutas/${ROUTE_ID}/simulador`, {
      user: learnerUser,
      api: {
        [OVERVIEW_KEY]: {
          body: {
            routeId: ROUTE_ID,
            routeTitle: ROUTE_TITLE,
            scenario: null,
            external: { url: EXTERNAL_URL },
            attemptInProgress: null,
            best: null,
            attempts: [],
          },
        },
        [COMPLETION_KEY]: { status: 204 },
      },
    });
    const frame = await screen.findByTitle<HTMLIFrameElement>(`Simulador externo de «${ROUTE_TITLE}»`, undefined, {
      timeout: 10_000,
    });
    expect(frame).toHaveAttribute('src', EXTERNAL_URL);
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-forms allow-same-origin');

    const done = { type: 'academia-sst:simulator-completed', scorePercent: 85, passed: true };
    post(frame, 'https://otro.example.com', done);
    post(frame, 'https://simuladores.example.com', done, window);
    post(frame, 'https://simuladores.example.com', { type: 'otra-cosa', scorePercent: 85, passed: true });
    expect(api.requestsTo(COMPLETION_KEY)).toHaveLength(0);

    post(frame, 'https://simuladores.example.com', done);
    expect(await screen.findByText('Registramos su resultado: 85 %, aprobado.')).toBeInTheDocument();
    expect(api.requestsTo(COMPLETION_KEY)[0]?.body).toEqual({ scorePercent: 85, passed: true });
  });
});
