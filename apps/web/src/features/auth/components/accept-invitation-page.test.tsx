import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { NO_TOKEN_MESSAGE } from './accept-invitation-page';
import { PASSWORDS_DIFFER_MESSAGE } from './sign-up-page';

const TOKEN = 'tOkEn-de-invitacion-0123456789abcdef';

describe('AcceptInvitationPage', () => {
  it('sets the first password with the token from the fragment, then offers sign-in', async () => {
    const { events, api } = renderApp(`/activar-cuenta#token=${TOKEN}`, {
      api: { 'POST /api/auth/invitation/accept': { body: { message: 'Su cuenta quedó activa.' } } },
    });
    await screen.findByRole('heading', { level: 1, name: 'Active su cuenta' });
    await events.type(screen.getByLabelText('Contraseña', { selector: 'input' }), 'Mi-Clave-2026');
    await events.type(screen.getByLabelText('Confirmar contraseña', { selector: 'input' }), 'Otra-Clave-2026');
    await events.click(screen.getByRole('button', { name: 'Activar mi cuenta' }));
    expect(await screen.findByText(PASSWORDS_DIFFER_MESSAGE)).toBeInTheDocument();
    expect(api.requestsTo('POST /api/auth/invitation/accept')).toHaveLength(0);

    await events.clear(screen.getByLabelText('Confirmar contraseña', { selector: 'input' }));
    await events.type(screen.getByLabelText('Confirmar contraseña', { selector: 'input' }), 'Mi-Clave-2026');
    await events.click(screen.getByRole('button', { name: 'Activar mi cuenta' }));
    expect(await screen.findByRole('alert')).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Su cuenta quedó activa.');
    expect(api.requestsTo('POST /api/auth/invitation/accept')[0]?.body).toEqual({
      token: TOKEN,
      password: 'Mi-Clave-2026',
    });
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/');
  });

  it('explains a used or expired link', async () => {
    const { events } = renderApp(`/activar-cuenta#token=${TOKEN}`, {
      api: { 'POST /api/auth/invitation/accept': errorResponse(400, 'INVITATION_INVALID') },
    });
    await events.type(await screen.findByLabelText('Contraseña', { selector: 'input' }), 'Mi-Clave-2026');
    await events.type(screen.getByLabelText('Confirmar contraseña', { selector: 'input' }), 'Mi-Clave-2026');
    await events.click(screen.getByRole('button', { name: 'Activar mi cuenta' }));
    expect(await screen.findByText(/El enlace de invitación no es válido, ya se usó o venció/)).toBeInTheDocument();
  });

  it('says so when the link has no token', async () => {
    renderApp('/activar-cuenta');
    expect(await screen.findByText(NO_TOKEN_MESSAGE)).toBeInTheDocument();
  });
});
