import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildRouteDetail, ROUTE_ID } from '../../../features/learning-paths/testing/route-fixtures';
import { buildCertificate, CERTIFICATE_CODE } from '../../../testing/fixtures';
import { formatDate } from '../../../lib/format';
import { learnerUser, renderApp } from '../../../testing/render-app';

const COMPLETED = {
  percent: 100,
  completedItems: 5,
  requiredItems: 5,
  secondsSpent: 9000,
  state: 'completed',
} as const;

describe('Route page: certificate', () => {
  it('links the certificate of a completed route', async () => {
    const certificate = buildCertificate();
    renderApp(`/rutas/${ROUTE_ID}`, {
      user: learnerUser,
      api: {
        [`GET /api/routes/${ROUTE_ID}`]: { body: buildRouteDetail({ progress: COMPLETED, nextStepHref: null }) },
        'GET /api/certificates': {
          body: { items: [buildCertificate({ routeId: 'otra-ruta', code: 'OTRO' }), certificate] },
        },
      },
    });
    const section = await screen.findByRole('region', { name: 'Certificado' }, { timeout: 4000 });
    expect(within(section).getByRole('link', { name: 'Descargar certificado (PDF)' })).toHaveAttribute(
      'href',
      certificate.downloadUrl,
    );
    expect(within(section).getByRole('link', { name: 'Verificar certificado' })).toHaveAttribute(
      'href',
      `/verificar/${CERTIFICATE_CODE}`,
    );
  });

  it('says until when a certificate with a validity period is in force', async () => {
    const expiresAt = '2099-03-20T15:00:00.000Z';
    renderApp(`/rutas/${ROUTE_ID}`, {
      user: learnerUser,
      api: {
        [`GET /api/routes/${ROUTE_ID}`]: { body: buildRouteDetail({ progress: COMPLETED, nextStepHref: null }) },
        'GET /api/certificates': { body: { items: [buildCertificate({ expiresAt })] } },
      },
    });
    const section = await screen.findByRole('region', { name: 'Certificado' }, { timeout: 4000 });
    expect(section).toHaveTextContent(`Vigente hasta el ${formatDate(expiresAt)}.`);
  });

  it('does not look for a certificate while the route is not completed', async () => {
    const { api } = renderApp(`/rutas/${ROUTE_ID}`, {
      user: learnerUser,
      api: { [`GET /api/routes/${ROUTE_ID}`]: { body: buildRouteDetail() } },
    });
    await screen.findByRole('heading', { level: 1 }, { timeout: 4000 });
    expect(screen.queryByRole('region', { name: 'Certificado' })).not.toBeInTheDocument();
    expect(api.requestsTo('GET /api/certificates')).toHaveLength(0);
  });
});
