import {
  certificateListSchema,
  errorMessages,
  routeCatalogSchema,
  type Certificate,
  type RouteCard,
} from '@academia/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COMING_SOON_TEXT } from '../../../components/coming-soon';
import { formatPercent } from '../../../lib/format';
import { buildCertificate, buildRouteCard, CERTIFICATE_CODE } from '../../../testing/fixtures';
import { errorResponse, type MockRoutes } from '../../../testing/mock-api';
import { learnerUser, renderApp } from '../../../testing/render-app';
import { NO_CERTIFICATES_TEXT } from './my-certificates-section';
import { NO_ROUTES_TEXT } from './my-routes-section';

const ALTURAS = buildRouteCard({
  progress: { percent: 40, completedItems: 3, requiredItems: 5, secondsSpent: 3900, state: 'in_progress' },
});
const INDUCCION = buildRouteCard({
  id: 'ruta-2',
  title: 'Inducción en SST',
  progress: { percent: 100, completedItems: 4, requiredItems: 4, secondsSpent: 7200, state: 'completed' },
});
const QUIMICOS = buildRouteCard({
  id: 'ruta-3',
  title: 'Riesgo químico',
  progress: { percent: 0, completedItems: 0, requiredItems: 1, secondsSpent: 0, state: 'not_started' },
});
/** Published, but the learner is not enrolled: the catalog gives no progress. */
const EMERGENCIAS = buildRouteCard({ id: 'ruta-4', title: 'Plan de emergencias', progress: null });

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

function catalog(items: RouteCard[]) {
  return { body: routeCatalogSchema.parse({ items, categories: ['Riesgos críticos'] }) };
}

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
  it('lists the routes the learner is enrolled in, in-progress first, with their progress', async () => {
    await renderProgress({
      'GET /api/routes': catalog([INDUCCION, EMERGENCIAS, QUIMICOS, ALTURAS]),
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
    expect(within(routes).queryByText(EMERGENCIAS.title)).not.toBeInTheDocument();

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
  });

  it('lists the certificates, newest first, with their facts, PDF and verification links', async () => {
    await renderProgress({
      'GET /api/routes': catalog([ALTURAS, INDUCCION]),
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
      'GET /api/routes': catalog([EMERGENCIAS]),
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

    expect(screen.queryByText(COMING_SOON_TEXT)).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('explains a failed section and retries it, while the other one shows its data', async () => {
    const { api, events } = await renderProgress({
      'GET /api/routes': catalog([ALTURAS]),
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
});
