import type { AdminUser, AdminUserDetail, AdminUserRoute } from '@academia/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildLearnerRoute } from '../../../testing/fixtures';
import { errorResponse } from '../../../testing/mock-api';
import { adminUser, companyLeadUser, renderApp } from '../../../testing/render-app';

/* Issue 14: on the person's page, an admin or their company's Responsable SST grants one more final-test attempt. */

const PERSON: AdminUser = {
  id: 'p-1',
  nombre: 'Ana María Pérez',
  email: 'ana@example.com',
  perfil: 'Aprendiz',
  empresa: { id: 'c-1', nombre: 'Constructora Andina S.A.S.' },
  tipoDocumento: null,
  numeroDocumento: null,
  cargo: null,
  hasConsented: true,
  active: true,
  createdAt: '2025-03-14T15:00:00.000Z',
  updatedAt: '2025-03-14T15:00:00.000Z',
};

function route(overrides: Partial<AdminUserRoute> & Pick<AdminUserRoute, 'finalTest'>): AdminUserRoute {
  return {
    ...buildLearnerRoute(),
    pretestScore: 40,
    testScore: 45,
    testPassed: false,
    testAttempts: overrides.finalTest.attemptsUsed,
    certificateCode: null,
    ...overrides,
  };
}

const usedUp = route({
  finalTest: { attemptsUsed: 3, attemptsAllowed: 3, passed: false, inProgress: false, canGrant: true },
});
const detail = (routes: AdminUserRoute[]): AdminUserDetail => ({ user: PERSON, routes, certificates: [] });
const GRANT = `POST /api/admin/routes/${usedUp.id}/enrolments/p-1/attempts`;
const BUTTON = `Conceder otro intento a Ana María Pérez en ${usedUp.title}`;

describe('Conceder otro intento on the person page', () => {
  it('asks first, grants the attempt, announces it and shows the new limit in the row', async () => {
    let granted = false;
    const { events, api } = renderApp('/admin/usuarios/p-1', {
      user: companyLeadUser,
      api: {
        'GET /api/admin/users/p-1': () => ({
          body: detail([
            granted
              ? route({
                  finalTest: { attemptsUsed: 3, attemptsAllowed: 4, passed: false, inProgress: false, canGrant: false },
                })
              : usedUp,
          ]),
        }),
        [GRANT]: () => {
          granted = true;
          return {
            body: { attemptsUsed: 3, attemptsAllowed: 4, passed: false, inProgress: false, canGrant: false },
          };
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Avance en las rutas' });
    const row = within(table).getByRole('row', { name: new RegExp(usedUp.title) });
    expect(row).toHaveTextContent('Intentos agotados: 3 de 3');

    await events.click(within(row).getByRole('button', { name: BUTTON }));
    const dialog = await screen.findByRole('dialog', { name: '¿Conceder otro intento?' });
    expect(dialog).toHaveTextContent(`Ana María Pérez usó los 3 intentos de la evaluación final de «${usedUp.title}»`);
    expect(api.requestsTo(GRANT)).toHaveLength(0);

    await events.click(within(dialog).getByRole('button', { name: 'Conceder otro intento' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requestsTo(GRANT)).toHaveLength(1);
    const notice = screen.getByText(
      `Se concedió un intento más a Ana María Pérez en «${usedUp.title}»: ahora tiene 4 intentos para la evaluación final.`,
    );
    // Inside a live region that was already on the page, so screen readers read it out when it appears.
    expect(notice.closest('[role="status"][aria-live="polite"]')).not.toBeNull();
    const updated = within(table).getByRole('row', { name: new RegExp(usedUp.title) });
    expect(updated).toHaveTextContent('3 de 4 intentos usados');
    expect(within(updated).queryByRole('button', { name: BUTTON })).not.toBeInTheDocument();
    // The button is gone: the focus lands on the updated attempts text, not on the page's body.
    await waitFor(() => expect(screen.getByText('3 de 4 intentos usados')).toHaveFocus());
  });

  it('sends nothing when the person cancels', async () => {
    const { events, api } = renderApp('/admin/usuarios/p-1', {
      user: adminUser,
      api: { 'GET /api/admin/users/p-1': { body: detail([usedUp]) } },
    });
    await events.click(await screen.findByRole('button', { name: BUTTON }));
    const dialog = await screen.findByRole('dialog', { name: '¿Conceder otro intento?' });
    await events.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requestsTo(GRANT)).toHaveLength(0);
    await waitFor(() => expect(screen.getByRole('button', { name: BUTTON })).toHaveFocus());
  });

  it("shows the server's refusal in the dialog and announces nothing", async () => {
    const { events } = renderApp('/admin/usuarios/p-1', {
      user: adminUser,
      api: {
        'GET /api/admin/users/p-1': { body: detail([usedUp]) },
        [GRANT]: errorResponse(
          400,
          'VALIDATION_FAILED',
          undefined,
          'Esta persona ya aprobó la evaluación final: no necesita otro intento.',
        ),
      },
    });
    await events.click(await screen.findByRole('button', { name: BUTTON }));
    const dialog = await screen.findByRole('dialog', { name: '¿Conceder otro intento?' });
    await events.click(within(dialog).getByRole('button', { name: 'Conceder otro intento' }));
    expect(
      await within(dialog).findByText('Esta persona ya aprobó la evaluación final: no necesita otro intento.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Se concedió un intento más/)).not.toBeInTheDocument();
  });

  it('offers no grant while an attempt is left or once the test is passed', async () => {
    renderApp('/admin/usuarios/p-1', {
      user: adminUser,
      api: {
        'GET /api/admin/users/p-1': {
          body: detail([
            route({
              id: 'r-a',
              title: 'Riesgo eléctrico',
              finalTest: { attemptsUsed: 1, attemptsAllowed: 3, passed: false, inProgress: false, canGrant: false },
            }),
            route({
              id: 'r-b',
              title: 'Espacios confinados',
              testPassed: true,
              finalTest: { attemptsUsed: 2, attemptsAllowed: 3, passed: true, inProgress: false, canGrant: false },
            }),
          ]),
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Avance en las rutas' });
    expect(within(table).getByRole('row', { name: /Riesgo eléctrico/ })).toHaveTextContent('1 de 3 intentos usados');
    expect(within(table).getByRole('row', { name: /Espacios confinados/ })).toHaveTextContent(
      'Aprobada en 2 de 3 intentos',
    );
    expect(within(table).queryByRole('button', { name: /Conceder otro intento/ })).not.toBeInTheDocument();
  });
});
