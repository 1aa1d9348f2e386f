import type { AccountProfile, AccountSessionList } from '@academia/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse } from '../../../testing/mock-api';
import { adminUser, learnerUser, renderApp } from '../../../testing/render-app';

vi.mock('../../../components/captcha/load-altcha', () => ({ loadAltcha: () => Promise.resolve() }));

const profile: AccountProfile = {
  id: learnerUser.id,
  nombre: learnerUser.nombre,
  email: learnerUser.email,
  perfil: 'Aprendiz',
  tipoDocumento: null,
  numeroDocumento: null,
  cargo: null,
  empresa: 'Constructora Andina S.A.S.',
  consent: { at: '2026-11-24T15:00:00.000Z', version: '2026-11-24' },
  remindersOptOut: false,
};

const sessions: AccountSessionList = {
  items: [
    {
      id: 'a'.repeat(32),
      device: 'Chrome en Windows',
      ip: '190.1.2.3',
      createdAt: '2026-11-24T15:00:00.000Z',
      lastActivityAt: '2026-11-24T16:00:00.000Z',
      current: true,
    },
    {
      id: 'b'.repeat(32),
      device: 'Firefox en Android',
      ip: '186.30.1.2',
      createdAt: '2026-11-20T10:00:00.000Z',
      lastActivityAt: '2026-11-21T10:00:00.000Z',
      current: false,
    },
  ],
};

function renderProfile(path = '/perfil', user = learnerUser, api = {}) {
  return renderApp(path, {
    user,
    api: {
      'GET /api/account/profile': { body: profile },
      'GET /api/account/sessions': { body: sessions },
      ...api,
    },
  });
}

describe('/perfil', () => {
  it('turns off the non-mandatory training reminders and says the mandatory ones always arrive', async () => {
    const { events, api } = renderProfile('/perfil', learnerUser, {
      'PUT /api/account/reminders': { body: { ...profile, remindersOptOut: true } },
    });
    const toggle = await screen.findByRole('switch', { name: 'Recibir recordatorios de capacitación no obligatorios' });
    expect(toggle).toBeChecked();
    expect(screen.getByText(/rutas obligatorias de su plan de capacitación siempre le llegan/)).toBeInTheDocument();
    await events.click(toggle);
    await waitFor(() => expect(api.requestsTo('PUT /api/account/reminders')).toHaveLength(1));
    expect(api.requestsTo('PUT /api/account/reminders')[0]?.body).toEqual({ optOut: true });
    await waitFor(() => expect(toggle).not.toBeChecked());
  });

  it('edits the name and document, and the header shows the new name', async () => {
    const { events, api } = renderProfile();
    const name = await screen.findByLabelText(/Nombre completo/);
    expect(screen.getByText('Constructora Andina S.A.S.')).toBeInTheDocument();
    await events.clear(name);
    await events.type(name, 'Ana María Pérez Ruiz');
    await events.click(screen.getByRole('combobox', { name: 'Tipo de documento' }));
    await events.click(screen.getByRole('option', { name: 'Cédula de ciudadanía (CC)' }));
    await events.type(screen.getByLabelText(/Número de documento/), '1020304050');
    const saved = { ...profile, nombre: 'Ana María Pérez Ruiz', tipoDocumento: 'CC', numeroDocumento: '1020304050' };
    api.on('PATCH /api/account/profile', { body: saved });
    api.on('GET /api/auth/me', { body: { user: { ...learnerUser, nombre: 'Ana María Pérez Ruiz' } } });
    await events.click(screen.getByRole('button', { name: 'Guardar datos' }));

    expect(await screen.findByText('Guardamos sus datos.')).toBeInTheDocument();
    expect(api.requestsTo('PATCH /api/account/profile')[0]?.body).toEqual({
      nombre: 'Ana María Pérez Ruiz',
      tipoDocumento: 'CC',
      numeroDocumento: '1020304050',
    });
    await screen.findByRole('button', { name: 'Ana María Pérez Ruiz' });
  });

  it('asks for the number when a document type is chosen, and shows DOCUMENT_IN_USE', async () => {
    const { events, api } = renderProfile();
    await screen.findByLabelText(/Nombre completo/);
    await events.click(screen.getByRole('combobox', { name: 'Tipo de documento' }));
    await events.click(screen.getByRole('option', { name: 'Pasaporte (PA)' }));
    await events.click(screen.getByRole('button', { name: 'Guardar datos' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Número de documento/)).toHaveAccessibleDescription(
        'Escriba el número de documento.',
      ),
    );
    expect(api.requestsTo('PATCH /api/account/profile')).toHaveLength(0);

    api.on('PATCH /api/account/profile', errorResponse(409, 'DOCUMENT_IN_USE'));
    await events.type(screen.getByLabelText(/Número de documento/), 'AB123456');
    await events.click(screen.getByRole('button', { name: 'Guardar datos' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ya existe una persona con ese tipo y número de documento.',
    );
  });

  it('changes the password: checks the confirmation, asks for the captcha when told, and confirms', async () => {
    const { events, api } = renderProfile();
    const form = await screen.findByRole('form', { name: 'Cambiar contraseña' });
    const fields = within(form);
    await events.type(fields.getByLabelText(/Contraseña actual/), 'Clave-Vieja-1');
    await events.type(fields.getByLabelText(/^Nueva contraseña/), 'Clave-Nueva-2026');
    await events.type(fields.getByLabelText(/Confirmar nueva contraseña/), 'Otra-Cosa-2026');
    await events.click(fields.getByRole('button', { name: 'Cambiar contraseña' }));
    await waitFor(() =>
      expect(fields.getByLabelText(/Confirmar nueva contraseña/)).toHaveAccessibleDescription(
        'Las contraseñas no coinciden.',
      ),
    );
    expect(api.requestsTo('POST /api/auth/change-password')).toHaveLength(0);

    api.on('POST /api/auth/change-password', errorResponse(400, 'PASSWORD_INCORRECT', { captchaRequired: true }));
    await events.clear(fields.getByLabelText(/Confirmar nueva contraseña/));
    await events.type(fields.getByLabelText(/Confirmar nueva contraseña/), 'Clave-Nueva-2026');
    await events.click(fields.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await fields.findByRole('alert')).toHaveTextContent('La contraseña actual no es correcta.');
    const widget = await waitFor(() => {
      const element = form.querySelector('altcha-widget');
      if (!element) throw new Error('sin widget');
      return element;
    });
    widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload: 'prueba-xyz' } }));

    api.on('POST /api/auth/change-password', { body: { message: 'Su contraseña se actualizó.' } });
    await events.click(fields.getByRole('button', { name: 'Cambiar contraseña' }));
    await waitFor(() =>
      expect(fields.getByRole('status')).toHaveTextContent(/Cerramos sus sesiones en otros dispositivos/),
    );
    expect(api.requestsTo('POST /api/auth/change-password')[1]?.body).toEqual({
      currentPassword: 'Clave-Vieja-1',
      newPassword: 'Clave-Nueva-2026',
      captcha: 'prueba-xyz',
    });
  });

  it('lists the sessions, closes another one, and closing this one signs out', async () => {
    const { events, api } = renderProfile();
    const list = await screen.findByRole('list', { name: 'Sesiones abiertas' });
    expect(within(list).getByText('Esta sesión')).toBeInTheDocument();
    expect(within(list).getByText('Dirección IP: 186.30.1.2')).toBeInTheDocument();

    api.on(`DELETE /api/account/sessions/${'b'.repeat(32)}`, { status: 204 });
    await events.click(within(list).getByRole('button', { name: 'Cerrar la sesión de Firefox en Android' }));
    await waitFor(() => expect(api.requestsTo(`DELETE /api/account/sessions/${'b'.repeat(32)}`)).toHaveLength(1));

    api.on(`DELETE /api/account/sessions/${'a'.repeat(32)}`, { status: 204 });
    await events.click(within(list).getByRole('button', { name: 'Cerrar esta sesión' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
  });

  it('offers the data download as a file link', async () => {
    renderProfile();
    const link = await screen.findByRole('link', { name: 'Descargar mis datos' });
    expect(link).toHaveAttribute('href', '/api/account/data');
    expect(link).toHaveAttribute('download');
  });

  it('is reachable from the user menu by an admin, and "Cambiar contraseña" focuses the password section', async () => {
    const { events } = renderApp('/admin/dashboard', {
      user: adminUser,
      api: {
        'GET /api/admin/dashboard': errorResponse(500, 'INTERNAL_ERROR'),
        'GET /api/account/profile': { body: { ...profile, id: adminUser.id, nombre: adminUser.nombre } },
        'GET /api/account/sessions': { body: sessions },
      },
    });
    await events.click(await screen.findByRole('button', { name: adminUser.nombre }));
    expect(screen.getByRole('menuitem', { name: 'Mi perfil' })).toHaveAttribute('href', '/perfil');
    await events.click(screen.getByRole('menuitem', { name: 'Cambiar contraseña' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/perfil#contrasena$/));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Cambiar contraseña' })).toHaveFocus());
  });
});
