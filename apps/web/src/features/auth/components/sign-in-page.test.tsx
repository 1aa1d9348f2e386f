import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NO_PROGRESS_API } from '../../../testing/fixtures';
import { errorResponse } from '../../../testing/mock-api';
import { learnerUser, renderApp } from '../../../testing/render-app';

// The real widget needs Web Workers and crypto; the form only cares that the payload arrives.
vi.mock('../../../components/captcha/load-altcha', () => ({ loadAltcha: () => Promise.resolve() }));

// A successful sign-in lands on /inicio, whose page loads the learner's home data.
async function renderSignIn(api = {}) {
  const view = renderApp('/', { api: { ...NO_PROGRESS_API, ...api } });
  await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' });
  return view;
}

const emailField = () => screen.getByLabelText(/Correo electrónico/);
const passwordField = () => screen.getByLabelText(/^Contraseña/);
const submit = () => screen.getByRole('button', { name: 'Iniciar sesión' });

describe('SignInPage', () => {
  it('has labelled fields, a remember checkbox and the links to recover or create an account', async () => {
    await renderSignIn();
    expect(emailField()).toHaveAttribute('type', 'email');
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Recordarme' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: '¿Olvidó su contraseña?' })).toHaveAttribute(
      'href',
      '/reestablecer-contrasena',
    );
    expect(screen.getByRole('link', { name: 'Crear una cuenta' })).toHaveAttribute('href', '/registrarme');
    expect(document.title).toBe('Iniciar sesión · Academia SST');
  });

  it('shows or hides the password', async () => {
    const { events } = await renderSignIn();
    await events.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(passwordField()).toHaveAttribute('type', 'text');
    await events.click(screen.getByRole('button', { name: 'Ocultar contraseña' }));
    expect(passwordField()).toHaveAttribute('type', 'password');
  });

  it('explains empty and invalid fields in Spanish and focuses the first one', async () => {
    const { events, api } = await renderSignIn();
    await events.click(submit());

    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(emailField()).toHaveAccessibleDescription('Este campo es obligatorio.');
    expect(passwordField()).toHaveAccessibleDescription('Este campo es obligatorio.');
    expect(emailField()).toHaveFocus();

    await events.type(emailField(), 'no-es-un-correo');
    await events.click(submit());
    expect(emailField()).toHaveAccessibleDescription('Escriba un correo electrónico válido.');
    expect(api.requestsTo('POST /api/auth/sign-in')).toHaveLength(0);
  });

  it("shows the server's message for wrong credentials and moves focus to it", async () => {
    const { events } = await renderSignIn({
      'POST /api/auth/sign-in': errorResponse(401, 'INVALID_CREDENTIALS', { captchaRequired: false }),
    });
    await events.type(emailField(), 'ana@example.com');
    await events.type(passwordField(), 'equivocada');
    await events.click(submit());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('El correo o la contraseña no son correctos.');
    expect(alert).toHaveFocus();
    expect(screen.queryByRole('group', { name: 'Verificación de seguridad' })).not.toBeInTheDocument();
  });

  it('sends the normalised e-mail and the remember choice', async () => {
    const { events, api } = await renderSignIn({
      'POST /api/auth/sign-in': { body: { user: learnerUser, home: '/inicio' } },
    });
    await events.type(emailField(), '  Ana@Example.com ');
    await events.type(passwordField(), 'clave-segura-1');
    await events.click(screen.getByRole('checkbox', { name: 'Recordarme' }));
    await events.click(submit());

    expect(await screen.findByRole('heading', { level: 1, name: 'Inicio' })).toBeInTheDocument();
    expect(api.requestsTo('POST /api/auth/sign-in')[0]?.body).toEqual({
      email: 'ana@example.com',
      password: 'clave-segura-1',
      remember: true,
    });
  });

  it('asks for the captcha when the server requires it and sends its payload on the next try', async () => {
    const { events, api } = await renderSignIn({
      'POST /api/auth/sign-in': errorResponse(401, 'INVALID_CREDENTIALS', { captchaRequired: true }),
    });
    await events.type(emailField(), 'ana@example.com');
    await events.type(passwordField(), 'equivocada');
    await events.click(submit());

    expect(await screen.findByRole('group', { name: 'Verificación de seguridad' })).toBeInTheDocument();
    const widget = await waitFor(() => {
      const element = document.querySelector('altcha-widget');
      if (!element) throw new Error('sin widget');
      return element;
    });
    expect(widget).toHaveAttribute('language', 'es-es');
    expect(widget).toHaveAttribute('challenge', '/api/auth/captcha');

    // Submitting without solving it is stopped on the client.
    await events.type(passwordField(), 'clave-segura-1');
    await events.click(submit());
    expect(await screen.findByText('Confirme que no es un robot.')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/auth/sign-in')).toHaveLength(1);

    api.on('POST /api/auth/sign-in', { body: { user: learnerUser, home: '/inicio' } });
    widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload: 'prueba-123' } }));
    await events.click(submit());

    expect(await screen.findByRole('heading', { level: 1, name: 'Inicio' })).toBeInTheDocument();
    expect(api.requestsTo('POST /api/auth/sign-in')[1]?.body).toMatchObject({ captcha: 'prueba-123' });
  });

  it('tells how long to wait when there were too many attempts', async () => {
    const { events } = await renderSignIn({
      'POST /api/auth/sign-in': errorResponse(429, 'RATE_LIMITED', { retryAfterSeconds: 120 }),
    });
    await events.type(emailField(), 'ana@example.com');
    await events.type(passwordField(), 'clave');
    await events.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Demasiados intentos. Espere 2 minutos antes de volver a intentarlo.',
    );
  });

  it('explains a lost connection', async () => {
    const { events } = await renderSignIn({ 'POST /api/auth/sign-in': 'network-error' });
    await events.type(emailField(), 'ana@example.com');
    await events.type(passwordField(), 'clave');
    await events.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('No hay conexión con el servidor.');
  });
});
