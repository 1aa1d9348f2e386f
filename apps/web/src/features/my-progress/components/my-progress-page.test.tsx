import {
  certificateListSchema,
  errorMessages,
  learnerProgressSchema,
  type Certificate,
  type LearnerRouteReport,
} from '@academia/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDuration, formatPercent } from '../../../lib/format';
import { buildCertificate, buildLearnerRoute, buildProgressWeeks, CERTIFICATE_CODE } from '../../../testing/fixtures';
import { errorResponse, type MockRoutes } from '../../../testing/mock-api';
import { learnerUser, renderApp } from '../../../testing/render-app';
import { NO_CERTIFICATES_TEXT } from './my-certificates-section';
import { NO_ROUTES_TEXT, NOT_TAKEN_TEXT } from './my-routes-section';
import { formatChartCount, formatChartMinutes } from './progress-charts';

const ALTURAS = buildLearnerRoute({
  progress: { percent: 40, completedItems: 3, requiredItems: 5, secondsSpent: 3900, state: 'in_progress' },
});
const INDUCCION = buildLearnerRoute({
  id: 'ruta-2',
  title: 'Inducción en SST',
  progress: { percent: 100, completedItems: 4, requiredItems: 4, secondsSpent: 7200, state: 'completed' },
});
const QUIMICOS = buildLearnerRoute({
  id: 'ruta-3',
  title: 'Riesgo químico',
  progress: { percent: 0, completedItems: 0, requiredItems: 1, secondsSpent: 0, state: 'not_started' },
});

const noScores = { pretestScore: null, testScore: null, testPassed: false, testAttempts: 0, certificateCode: null };

/** The server's answer: routes in its order (unfinished first), weeks with 1, 2 and 3 contents in the last three. */
function report(routes: LearnerRouteReport[]) {
  return {
    body: learnerProgressSchema.parse({
      totals: {
        routes: routes.length,
        completedRoutes: routes.filter((route) => route.progress.state === 'completed').length,
        completedItems: routes.reduce((sum, route) => sum + route.progress.completedItems, 0),
        secondsSpent: routes.reduce((sum, route) => sum + route.progress.secondsSpent, 0),
      },
      routes,
      weeks: buildProgressWeeks([0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3]),
    }),
  };
}

const INDUCCION_CERTIFICATE = buildCertificate({
  code: 'SST-2025-AB12C',
  routeId: INDUCCION.id,
  routeTitle: INDUCCION.title,
  hours: 2,
  score: 92,
  issuedAt: '2025-01-10T15:00:00.000Z',
  downloadUrl: '/api/certificates/SST-2025-AB12C/pdf',
});
const ALTURAS_CERTIFICATE = buildCertificate();

function certificates(items: Certificate[]) {
  return { body: certificateListSchema.parse({ items }) };
}

async function renderProgress(api: MockRoutes) {
  const view = renderApp('/mi-avance', { user: learnerUser, api });
  // The first open also loads the page's chunk: allow for a busy machine.
  await screen.findByRole('heading', { level: 1, name: 'Mi avance' }, { timeout: 4000 });
  return view;
}

const region = (name: string) => screen.getByRole('region', { name });

describe('MyProgressPage', () => {
  it('lists the routes the learner is enrolled in, in the server order, with progress, time and scores', async () => {
    await renderProgress({
      'GET /api/learner/progress': report([
        { ...ALTURAS, ...noScores, pretestScore: 55, pretestCorrect: { correct: 11, answered: 20 } },
        { ...QUIMICOS, ...noScores },
        {
          ...INDUCCION,
          ...noScores,
          pretestScore: 60,
          testScore: 92,
          testPassed: true,
          testAttempts: 1,
          testCorrect: { correct: 17, answered: 20 },
        },
      ]),
      'GET /api/certificates': certificates([]),
    });
    expect(document.title).toBe('Mi avance · Academia SST');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    const routes = region('Mis rutas');
    const list = await within(routes).findByRole('list', { name: 'Mis rutas' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      ALTURAS.title,
      QUIMICOS.title,
      INDUCCION.title,
    ]);

    const [alturas, quimicos, induccion] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(alturas).getByRole('link', { name: ALTURAS.title })).toHaveAttribute('href', '/rutas/ruta-1');
    expect(within(alturas).getByText('En curso')).toBeInTheDocument();
    const bar = within(alturas).getByRole('progressbar');
    expect(bar).toHaveAccessibleName(`Avance en ${ALTURAS.title}: ${formatPercent(40)}`);
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    // Written with a no-break space, which the text matcher reads as a space.
    expect(within(alturas).getByText('40 %')).toBeInTheDocument();
    expect(within(alturas).getByText('3 de 5 contenidos')).toBeInTheDocument();
    expect(within(alturas).getByText('1 h 5 min')).toBeInTheDocument();

    expect(within(quimicos).getByText('Sin iniciar')).toBeInTheDocument();
    expect(within(quimicos).getByText('0 de 1 contenido')).toBeInTheDocument();
    expect(within(quimicos).getByText('0 min')).toBeInTheDocument();

    expect(within(induccion).getByRole('link', { name: INDUCCION.title })).toHaveAttribute('href', '/rutas/ruta-2');
    expect(within(induccion).getByText('Completada')).toBeInTheDocument();
    expect(within(induccion).getByText('2 h')).toBeInTheDocument();

    // Right answers first, then the score; a route without counts (older data) shows the score alone.
    expect(within(alturas).getByText('11 de 20 correctas · 55 de 100')).toBeInTheDocument();
    expect(within(alturas).getByText('Prueba inicial')).toBeInTheDocument();
    expect(within(alturas).getAllByText(NOT_TAKEN_TEXT)).toHaveLength(1);
    expect(within(quimicos).getAllByText(NOT_TAKEN_TEXT)).toHaveLength(2);
    expect(within(induccion).getByText('60 de 100')).toBeInTheDocument();
    expect(within(induccion).getByText('17 de 20 correctas · 92 de 100 (aprobada)')).toBeInTheDocument();
    expect(within(induccion).getByText('+32 puntos')).toBeInTheDocument();
  });

  it('lists the certificates, newest first, with their facts, PDF and verification links', async () => {
    await renderProgress({
      'GET /api/learner/progress': report([{ ...ALTURAS, ...noScores }]),
      'GET /api/certificates': certificates([INDUCCION_CERTIFICATE, ALTURAS_CERTIFICATE]),
    });
    const section = region('Mis certificados');
    const list = await within(section).findByRole('list', { name: 'Mis certificados' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      ALTURAS_CERTIFICATE.routeTitle,
      INDUCCION_CERTIFICATE.routeTitle,
    ]);

    const [alturas, induccion] = items as [HTMLElement, HTMLElement];
    expect(within(alturas).getByText('20 de marzo de 2025')).toBeInTheDocument();
    expect(within(alturas).getByText('85 de 100')).toBeInTheDocument();
    expect(within(alturas).getByText('4 horas')).toBeInTheDocument();
    expect(within(alturas).getByText(CERTIFICATE_CODE)).toBeInTheDocument();
    const download = within(alturas).getByRole('link', { name: 'Descargar certificado (PDF)' });
    expect(download).toHaveAttribute('href', ALTURAS_CERTIFICATE.downloadUrl);
    // Repeated in every certificate: each link says which route it belongs to.
    expect(download).toHaveAccessibleDescription(ALTURAS_CERTIFICATE.routeTitle);
    const verify = within(alturas).getByRole('link', { name: 'Verificar' });
    expect(verify).toHaveAttribute('href', `/verificar/${CERTIFICATE_CODE}`);
    expect(verify).toHaveAccessibleDescription(ALTURAS_CERTIFICATE.routeTitle);

    expect(within(induccion).getByText('10 de enero de 2025')).toBeInTheDocument();
    expect(within(induccion).getByText('92 de 100')).toBeInTheDocument();
    expect(within(induccion).getByText('2 horas')).toBeInTheDocument();
    expect(within(induccion).getByRole('link', { name: 'Descargar certificado (PDF)' })).toHaveAttribute(
      'href',
      '/api/certificates/SST-2025-AB12C/pdf',
    );
    expect(within(induccion).getByRole('link', { name: 'Verificar' })).toHaveAttribute(
      'href',
      '/verificar/SST-2025-AB12C',
    );
  });

  it('says what to do when there are no routes and no certificates yet, and shows nothing fake', async () => {
    await renderProgress({
      'GET /api/learner/progress': report([]),
      'GET /api/certificates': certificates([]),
    });
    const routes = region('Mis rutas');
    expect(await within(routes).findByText(NO_ROUTES_TEXT)).toBeInTheDocument();
    expect(within(routes).getByRole('link', { name: 'Explorar las rutas de aprendizaje' })).toHaveAttribute(
      'href',
      '/rutas',
    );
    expect(within(routes).queryByRole('list')).not.toBeInTheDocument();

    const certificatesSection = region('Mis certificados');
    expect(await within(certificatesSection).findByText(NO_CERTIFICATES_TEXT)).toBeInTheDocument();
    expect(within(certificatesSection).queryByRole('link')).not.toBeInTheDocument();

    expect(screen.queryByText(/disponible pronto/)).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('explains a failed section and retries it, while the other one shows its data', async () => {
    const { api, events } = await renderProgress({
      'GET /api/learner/progress': report([{ ...ALTURAS, ...noScores }]),
      'GET /api/certificates': errorResponse(500, 'INTERNAL_ERROR'),
    });
    const section = region('Mis certificados');
    expect(await within(section).findByRole('alert')).toHaveTextContent(errorMessages.INTERNAL_ERROR);
    expect(await within(region('Mis rutas')).findByRole('link', { name: ALTURAS.title })).toBeInTheDocument();

    api.on('GET /api/certificates', certificates([ALTURAS_CERTIFICATE]));
    await events.click(within(section).getByRole('button', { name: 'Reintentar' }));
    expect(await within(section).findByRole('heading', { level: 3, name: ALTURAS.title })).toBeInTheDocument();
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('draws progress over time and time per route, each labelled and with its data as a table', async () => {
    const { events } = await renderProgress({
      'GET /api/learner/progress': report([
        { ...ALTURAS, ...noScores },
        { ...INDUCCION, ...noScores },
      ]),
      'GET /api/certificates': certificates([]),
    });
    const summary = region('Resumen');
    expect(await within(summary).findByText('Rutas inscritas')).toBeInTheDocument();
    expect(within(summary).getByText('Contenidos completados').nextSibling).toHaveTextContent('7');
    expect(within(summary).getByText('Tiempo total').nextSibling).toHaveTextContent('3 h 5 min');

    const overTime = within(summary).getByRole('figure', { name: 'Avance en el tiempo' });
    expect(within(overTime).getByRole('img')).toHaveAccessibleName(
      'Gráfico de líneas: contenidos completados en total, de 0 la semana del 23 de diciembre de 2024 a 6 la semana del 10 de marzo de 2025.',
    );
    expect(overTime.querySelector('svg.recharts-surface')).not.toBeNull();
    expect(within(overTime).queryByRole('table')).not.toBeInTheDocument();
    const toggle = within(overTime).getByRole('button', { name: 'Ver los datos en una tabla' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await events.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const weeks = within(overTime).getByRole('table', { name: 'Avance en el tiempo' });
    const rows = within(weeks).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(
      within(rows[12]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '6']);
    expect(within(rows[12]!).getByRole('rowheader')).toHaveTextContent('10 de marzo de 2025');

    const perRoute = within(summary).getByRole('figure', { name: 'Tiempo por ruta' });
    expect(within(perRoute).getByRole('img')).toHaveAccessibleName(
      `Gráfico de barras: tiempo dedicado a cada una de sus 2 rutas; la de más tiempo es «${INDUCCION.title}», con ${formatDuration(7200)}.`,
    );
    await events.click(within(perRoute).getByRole('button', { name: 'Ver los datos en una tabla' }));
    const times = within(perRoute).getByRole('table', { name: 'Tiempo por ruta' });
    expect(within(times).getByRole('rowheader', { name: ALTURAS.title }).nextSibling).toHaveTextContent('1 h 5 min');
    expect(within(times).getByRole('rowheader', { name: INDUCCION.title }).nextSibling).toHaveTextContent('2 h');
  });

  it('writes chart numbers with the es-CO decimal comma, axis ticks and tooltips alike', async () => {
    // Seconds, not hours: the axis then needs decimals of a minute ("0,05 min" and not "0.05 min").
    await renderProgress({
      'GET /api/learner/progress': report([
        { ...ALTURAS, ...noScores, progress: { ...ALTURAS.progress, secondsSpent: 9 } },
        { ...INDUCCION, ...noScores, progress: { ...INDUCCION.progress, secondsSpent: 3 } },
      ]),
      'GET /api/certificates': certificates([]),
    });
    const perRoute = await within(region('Resumen')).findByRole('figure', { name: 'Tiempo por ruta' });
    const ticks = [...perRoute.querySelectorAll('.recharts-cartesian-axis-tick-value')].map((tick) => tick.textContent);
    const minuteTicks = ticks.filter((text) => text?.endsWith(' min'));
    expect(minuteTicks.length).toBeGreaterThan(1);
    expect(minuteTicks.some((text) => text?.includes(','))).toBe(true);
    for (const text of ticks) expect(text).not.toMatch(/\d\.\d/);
    expect(formatChartMinutes(0.05)).toBe('0,05 min');
    expect(formatChartMinutes(12.5)).toBe('12,5 min');
    expect(formatChartCount(1250)).toBe('1.250');
  });
});
