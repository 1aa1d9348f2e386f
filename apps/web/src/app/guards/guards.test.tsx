import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NO_PROGRESS_API } from '../../testing/fixtures';
import { errorResponse } from '../../testing/mock-api';
import { adminUser, learnerUser, renderApp, companyLeadUser } from '../../testing/render-app';

describe('route guards', () => {
  it('shows an accessible loading screen while the session is restored', async () => {
    renderApp('/inicio', {
      user: learnerUser,
      api: { ...NO_PROGRESS_API, 'GET /api/auth/me': () => ({ body: { user: learnerUser } }) },
    });
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Cargando…');
    await screen.findByRole('heading', { level: 1, name: 'Inicio' });
  });

  it('sends an anonymous visitor to / and back to the remembered page after signing in', async () => {
    const { events, api } = renderApp('/mi-avance?vista=rutas', { api: NO_PROGRESS_API });
    await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);

    api.on('POST /api/auth/sign-in', { body: { user: learnerUser, home: '/inicio' } });
    await events.type(screen.getByLabelText(/Correo electrónico/), 'ana@example.com');
    await events.type(screen.getByLabelText(/^Contraseña/), 'clave-segura-1');
    await events.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Mi avance' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/mi-avance?vista=rutas');
  });

  it('sends a person whose session expired to sign in, and back afterwards', async () => {
    const { events, api } = renderApp('/admin/usuarios', {
      user: adminUser,
      api: {
        'GET /api/admin/users': errorResponse(401, 'UNAUTHENTICATED'),
        'GET /api/admin/users/company-options': errorResponse(401, 'UNAUTHENTICATED'),
      },
    });
    expect(await screen.findByText('Su sesión terminó. Inicie sesión de nuevo para continuar.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();

    api.on('POST /api/auth/sign-in', { body: { user: adminUser, home: '/admin/dashboard' } });
    api.on('GET /api/admin/users', { body: { items: [], total: 0, page: 1, pageSize: 20 } });
    api.on('GET /api/admin/users/company-options', { body: { items: [] } });
    await events.type(screen.getByLabelText(/Correo electrónico/), adminUser.email);
    await events.type(screen.getByLabelText(/^Contraseña/), 'clave-segura-1');
    await events.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Usuarios' })).toBeInTheDocument();
  });

  it('shows "No autorizado" to a learner on an admin page and never asks for admin data', async () => {
    const { api } = renderApp('/admin/usuarios', { user: learnerUser });
    expect(await screen.findByRole('heading', { level: 1, name: 'No autorizado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/inicio');
    expect(api.requests.some((request) => request.path.startsWith('/api/admin'))).toBe(false);
  });

  it.each(['/admin/rutas', '/admin/rutas/r-1', '/admin/biblioteca'])(
    'shows "No autorizado" to a Responsable SST on the authoring page %s and asks for nothing',
    async (path) => {
      const { api } = renderApp(path, { user: companyLeadUser });
      expect(await screen.findByRole('heading', { level: 1, name: 'No autorizado' })).toBeInTheDocument();
      expect(api.requests.some((request) => request.path.startsWith('/api/admin'))).toBe(false);
    },
  );

  it('opens the admin area to a Responsable SST and lands them on the dashboard', async () => {
    renderApp('/', { user: companyLeadUser });
    expect(await screen.findByRole('heading', { level: 1, name: 'Panel de control' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/dashboard');
  });

  it.each([
    ['/', learnerUser, 'Inicio', '/inicio'],
    ['/login', learnerUser, 'Inicio', '/inicio'],
    ['/registrarme', adminUser, 'Panel de control', '/admin/dashboard'],
    ['/reestablecer-contrasena', adminUser, 'Panel de control', '/admin/dashboard'],
  ])('sends a signed-in user on %s to their home', async (path, user, heading, home) => {
    renderApp(path, { user, api: NO_PROGRESS_API });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(home);
  });

  it('lets an admin preview learner pages', async () => {
    renderApp('/mi-avance', { user: adminUser, api: NO_PROGRESS_API });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mi avance' })).toBeInTheDocument();
  });

  it.each([
    ['/rutas/5/introduccion', 'GET /api/routes/5/items/introduccion', 'Contenido no encontrado'],
    ['/rutas/5', 'GET /api/routes/5', 'Ruta no encontrada'],
    ['/rutas/5/pretest', 'GET /api/evaluations/overview', 'Prueba inicial'],
    ['/rutas/5/pretest/u-9', 'GET /api/evaluations/overview', 'Prueba inicial'],
    ['/rutas/5/test', 'GET /api/evaluations/overview', 'Evaluación final'],
    ['/rutas/5/test/u-9', 'GET /api/evaluations/overview', 'Evaluación final'],
    ['/rutas/5/simulador', 'GET /api/routes/5/simulator', 'Simulador'],
  ])('opens %s as the page that asks %s', async (path, request, heading) => {
    renderApp(path, { user: learnerUser, api: { [request]: errorResponse(404, 'NOT_FOUND') } });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('shows a 404 page for unknown paths', async () => {
    renderApp('/no-existe');
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
  });
});
