import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

vi.mock('../../../components/captcha/load-altcha', () => ({ loadAltcha: () => Promise.resolve() }));

const SENT = 'Si el correo está registrado, le enviamos un código.';
const DONE = 'Su contraseña se actualizó.';

async function solveCaptcha() {
  const widget = await waitFor(() => {
    const element = document.querySelector('altcha-widget');
    if (!element) throw new Error('sin widget');
    return element;
  });
  widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload: 'p' } }));
}

describe('ResetPasswordPage', () => {
  it('asks the e-mail, then the code and the new password', async () => {
    const { events, api } = renderApp('/reestablecer-contrasena', {
      api: {
        'POST /api/auth/password-reset/request': { status: 202, body: { message: SENT } },
        'POST /api/auth/password-reset/confirm': { body: { message: DONE } },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Restablecer contraseña' });
    await events.type(screen.getByLabelText(/Correo electrónico/), 'ana@example.com');
    await solveCaptcha();
    await events.click(screen.getByRole('button', { name: 'Enviar código' }));

    expect(await screen.findByText(SENT)).toBeInTheDocument();
    await events.type(screen.getByLabelText(/Código de verificación/), '12345');
    await events.type(screen.getByLabelText(/^Nueva contraseña/), 'clave-nueva-1');
    await events.type(screen.getByLabelText(/Confirmar nueva contraseña/), 'clave-nueva-1');
    await events.click(screen.getByRole('button', { name: 'Guardar nueva contraseña' }));
    expect(screen.getByLabelText(/Código de verificación/)).toHaveAccessibleDescription('El código tiene 6 dígitos.');

    await events.type(screen.getByLabelText(/Código de verificación/), '6');
    await events.click(screen.getByRole('button', { name: 'Guardar nueva contraseña' }));
    expect(await screen.findByText(DONE)).toBeInTheDocument();
    expect(api.requestsTo('POST /api/auth/password-reset/confirm')[0]?.body).toEqual({
      email: 'ana@example.com',
      code: '123456',
      password: 'clave-nueva-1',
    });
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/');
  });

  it('with a link from before (token in the query) moves the token out of the query string at once', async () => {
    const token = 'b'.repeat(32);
    const { events, api } = renderApp(`/reestablecer-contrasena?token=${token}`, {
      api: { 'POST /api/auth/password-reset/confirm': { body: { message: DONE } } },
    });
    await screen.findByRole('heading', { level: 1, name: 'Cree su nueva contraseña' });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/reestablecer-contrasena#token=${token}`),
    );

    await events.type(screen.getByLabelText(/^Nueva contraseña/), 'clave-nueva-1');
    await events.type(screen.getByLabelText(/Confirmar nueva contraseña/), 'clave-nueva-1');
    await events.click(screen.getByRole('button', { name: 'Guardar nueva contraseña' }));
    expect(await screen.findByText(DONE)).toBeInTheDocument();
    expect(api.requestsTo('POST /api/auth/password-reset/confirm')[0]?.body).toEqual({
      token,
      password: 'clave-nueva-1',
    });
  });

  it('with the e-mailed link (token in the fragment) asks only the new password', async () => {
    const token = 'a'.repeat(32);
    const { events, api } = renderApp(`/reestablecer-contrasena#token=${token}`, {
      api: { 'POST /api/auth/password-reset/confirm': errorResponse(400, 'RESET_CODE_EXPIRED') },
    });
    await screen.findByRole('heading', { level: 1, name: 'Cree su nueva contraseña' });
    expect(screen.queryByLabelText(/Correo electrónico/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Código de verificación/)).not.toBeInTheDocument();

    await events.type(screen.getByLabelText(/^Nueva contraseña/), 'clave-nueva-1');
    await events.type(screen.getByLabelText(/Confirmar nueva contraseña/), 'clave-nueva-1');
    await events.click(screen.getByRole('button', { name: 'Guardar nueva contraseña' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('El código venció.');
    expect(screen.getByRole('link', { name: 'Solicitar un nuevo código' })).toHaveAttribute(
      'href',
      '/reestablecer-contrasena',
    );
    expect(api.requestsTo('POST /api/auth/password-reset/confirm')[0]?.body).toEqual({
      token,
      password: 'clave-nueva-1',
    });
  });
});
