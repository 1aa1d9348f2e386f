import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { learnerUser, renderApp } from '../../../testing/render-app';
import { buildOverview, OVERVIEW_PATH, ROUTE_ID } from '../testing/evaluation-fixtures';

describe('final test intro: recorded study time (decision 029)', () => {
  it('shows the learner their recorded time against the route’s stated intensity', async () => {
    const overview = buildOverview();
    const body = { ...overview, route: { ...overview.route, hours: 2, studySeconds: 14 * 60 } };
    renderApp(`/rutas/${ROUTE_ID}/test`, { user: learnerUser, api: { [`GET ${OVERVIEW_PATH}`]: { body } } });
    const text = await screen.findByText(/^Tiempo de estudio registrado en esta ruta:/, {}, { timeout: 15_000 });
    expect(text.textContent?.replace(/\s+/g, ' ')).toBe(
      'Tiempo de estudio registrado en esta ruta: 14 min, de una intensidad de 2 horas. Su certificado indicará los dos datos.',
    );
  });
});
