import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse } from '../../../testing/mock-api';
import { adminUser, learnerUser, renderApp } from '../../../testing/render-app';

const CONSENT_LABEL = 'Autorizo el tratamiento de mis datos personales según la Política de tratamiento de datos';
const UNTICKED =
  'Para continuar debe autorizar el tratamiento de sus datos personales según la Política de tratamiento de datos.';

const pending = { ...learnerUser, needsConsent: true };

describe('consent to data treatment on first sign-in', () => {
  it('sends a person without consent to the consent page, refuses an unticked box, and goes on once accepted', async () => {
    const { events, api } = renderApp('/ayuda?tema=1', {
      user: pending,
      api: { 'POST /api/account/consent': { body: { user: { ...pending, needsConsent: false } } } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Autorización para el tratamiento de datos' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/autorizacion-de-datos$/);
    const box = screen.getByRole('checkbox', { name: CONSENT_LABEL });
    expect(box).not.toBeChecked();
    const label = box.closest('label');
    if (!label) throw new Error('La casilla no tiene etiqueta');
    expect(within(label).getByRole('link', { name: 'Política de tratamiento de datos' })).toHaveAttribute(
      'href',
      '/politica-de-datos',
    );

    await events.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(box).toHaveAccessibleDescription(UNTICKED));
    expect(box).toHaveFocus();
    expect(api.requestsTo('POST /api/account/consent')).toHaveLength(0);

    await events.click(box);
    await events.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/ayuda\?tema=1$/));
    expect(api.requestsTo('POST /api/account/consent')[0]?.body).toEqual({ accept: true });
  });

  it('guards the admin area too, and offers to sign out instead', async () => {
    const { events, api } = renderApp('/admin/dashboard', { user: { ...adminUser, needsConsent: true } });
    await screen.findByRole('heading', { level: 1, name: 'Autorización para el tratamiento de datos' });
    api.on('POST /api/auth/sign-out', { status: 204 });
    await events.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(api.requestsTo('POST /api/auth/sign-out')).toHaveLength(1);
  });

  it('sends a person who already consented from the consent page to their home', async () => {
    renderApp('/autorizacion-de-datos', {
      user: learnerUser,
      api: { 'GET /api/learner/home': errorResponse(500, 'INTERNAL_ERROR') },
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/inicio$/));
  });
});
