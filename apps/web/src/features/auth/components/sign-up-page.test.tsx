import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

vi.mock('../../../components/captcha/load-altcha', () => ({ loadAltcha: () => Promise.resolve() }));

async function solveCaptcha(payload = 'prueba-abc') {
  const widget = await waitFor(() => {
    const element = document.querySelector('altcha-widget');
    if (!element) throw new Error('sin widget');
    return element;
  });
  widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload } }));
}

async function renderSignUp(api = {}) {
  const view = renderApp('/registrarme', { api });
  await screen.findByRole('heading', { level: 1, name: 'Crear cuenta' });
  return view;
}

const CONSENT_LABEL = 'Autorizo el tratamiento de mis datos personales según la Política de tratamiento de datos';
const CONSENT_ERROR =
  'Para crear la cuenta debe autorizar el tratamiento de sus datos personales según la Política de tratamiento de datos.';

async function fill(events: ReturnType<typeof renderApp>['events'], confirm = 'clave-segura-1', consent = true) {
  await events.type(screen.getByLabelText(/Nombre completo/), 'Ana María Pérez');
  await events.type(screen.getByLabelText(/Correo electrónico/), 'Ana@Example.com');
  await events.type(screen.getByLabelText(/^Contraseña/), 'clave-segura-1');
  await events.type(screen.getByLabelText(/Confirmar contraseña/), confirm);
  if (consent) await events.click(screen.getByRole('checkbox', { name: CONSENT_LABEL }));
}

describe('SignUpPage', () => {
  it('checks that both passwords match and that the captcha was solved', async () => {
    const { events, api } = await renderSignUp();
    await fill(events, 'otra-clave-1');
    await events.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    expect(screen.getByLabelText(/Confirmar contraseña/)).toHaveAccessibleDescription('Las contraseñas no coinciden.');
    expect(await screen.findByText('Confirme que no es un robot.')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/auth/sign-up')).toHaveLength(0);
  });

  it('asks for the minimum password length', async () => {
    const { events } = await renderSignUp();
    await events.type(screen.getByLabelText(/^Contraseña/), 'corta');
    await events.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(screen.getByLabelText(/^Contraseña/)).toHaveAccessibleDescription('Debe tener al menos 8 caracteres.');
  });

  it("shows the server's answer and leads to sign-in with the e-mail filled in", async () => {
    const message = 'Si el correo es válido, recibirá un mensaje para activar su cuenta.';
    const { events, api } = await renderSignUp({ 'POST /api/auth/sign-up': { status: 202, body: { message } } });
    await fill(events);
    await solveCaptcha();
    await events.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.requestsTo('POST /api/auth/sign-up')[0]?.body).toEqual({
      nombre: 'Ana María Pérez',
      email: 'ana@example.com',
      password: 'clave-segura-1',
      captcha: 'prueba-abc',
      consent: true,
    });

    await events.click(screen.getByRole('link', { name: 'Ir a iniciar sesión' }));
    await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' });
    expect(screen.getByLabelText(/Correo electrónico/)).toHaveValue('ana@example.com');
  });

  it('puts server field problems under their fields', async () => {
    const { events } = await renderSignUp({
      'POST /api/auth/sign-up': errorResponse(400, 'VALIDATION_FAILED', {
        fields: [{ path: 'nombre', message: 'El nombre no puede contener números.' }],
      }),
    });
    await fill(events);
    await solveCaptcha();
    await events.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    await waitFor(() =>
      expect(screen.getByLabelText(/Nombre completo/)).toHaveAccessibleDescription(
        'El nombre no puede contener números.',
      ),
    );
    expect(screen.getByLabelText(/Nombre completo/)).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Revise los datos marcados');
  });

  it('starts with the consent box unticked, links the policy in a new tab, and refuses to send without it', async () => {
    const { events, api } = await renderSignUp({
      'POST /api/auth/sign-up': { status: 202, body: { message: 'Revise su correo.' } },
    });
    const box = screen.getByRole('checkbox', { name: CONSENT_LABEL });
    expect(box).not.toBeChecked();
    const label = box.closest('label');
    if (!label) throw new Error('La casilla no tiene etiqueta');
    const policy = within(label).getByRole('link', { name: 'Política de tratamiento de datos' });
    expect(policy).toHaveAttribute('href', '/politica-de-datos');
    expect(policy).toHaveAttribute('target', '_blank');
    expect(policy).toHaveAccessibleDescription('Se abre en una pestaña nueva.');

    await fill(events, 'clave-segura-1', false);
    await solveCaptcha();
    await events.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    await waitFor(() => expect(box).toHaveAccessibleDescription(CONSENT_ERROR));
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveFocus();
    expect(api.requestsTo('POST /api/auth/sign-up')).toHaveLength(0);

    await events.click(box);
    await events.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    await waitFor(() => expect(api.requestsTo('POST /api/auth/sign-up')).toHaveLength(1));
  });

  it("shows the server's refusal of the consent on the box", async () => {
    const { events } = await renderSignUp({
      'POST /api/auth/sign-up': errorResponse(400, 'VALIDATION_FAILED', {
        fields: [{ path: 'consent', message: CONSENT_ERROR }],
      }),
    });
    await fill(events);
    await solveCaptcha();
    await events.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    const box = screen.getByRole('checkbox', { name: CONSENT_LABEL });
    await waitFor(() => expect(box).toHaveAccessibleDescription(CONSENT_ERROR));
  });
});
