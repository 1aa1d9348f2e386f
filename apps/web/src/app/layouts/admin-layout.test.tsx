import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, companyLeadUser, renderApp } from '../../testing/render-app';

const ADMIN_ITEMS = [
  ['Rutas/Contenido', '/admin/rutas'],
  ['Analítica', '/admin/insight-hub'],
  ['Biblioteca', '/admin/biblioteca'],
  ['Usuarios', '/admin/usuarios'],
  ['Empresas', '/admin/empresas'],
  ['Evaluación', '/admin/evaluacion'],
  ['Plan de capacitación', '/admin/plan-de-capacitacion'],
  ['Auditoría', '/admin/auditoria'],
] as const;

/** What a company's SST lead may not author or read: never offered in their menu. */
const SUPERADMIN_ONLY = ['Rutas/Contenido', 'Biblioteca', 'Auditoría'];

function mainMenu() {
  return screen.getByRole('navigation', { name: 'Menú principal' });
}

describe('AdminLayout', () => {
  it('shows the admin menu', async () => {
    renderApp('/admin/dashboard', { user: adminUser });
    await screen.findByRole('heading', { level: 1, name: 'Panel de control' });
    for (const [name, href] of ADMIN_ITEMS) {
      expect(within(mainMenu()).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.getByRole('button', { name: adminUser.nombre })).toBeInTheDocument();
  });

  it('offers a Responsable SST only the items about their company', async () => {
    renderApp('/admin/dashboard', { user: companyLeadUser });
    await screen.findByRole('heading', { level: 1, name: 'Panel de control' });
    for (const name of SUPERADMIN_ONLY) expect(within(mainMenu()).queryByRole('link', { name })).toBeNull();
    for (const name of ['Usuarios', 'Empresas', 'Analítica', 'Evaluación', 'Plan de capacitación']) {
      expect(within(mainMenu()).getByRole('link', { name })).toBeInTheDocument();
    }
  });

  it('treats /admin as the dashboard: the logo is current and no menu item is', async () => {
    renderApp('/admin', { user: adminUser });
    await screen.findByRole('heading', { level: 1, name: 'Panel de control' });
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/dashboard');
    expect(screen.getByRole('link', { name: 'Academia SST' })).toHaveAttribute('aria-current', 'page');
    for (const link of within(mainMenu()).getAllByRole('link')) expect(link).not.toHaveAttribute('aria-current');
    expect(await screen.findByRole('heading', { level: 2, name: 'Indicadores' })).toBeInTheDocument();
  });

  it('marks the section of nested admin pages', async () => {
    // The page asks for the cycle; a missing one keeps the phase heading and the menu state this test is about.
    renderApp('/admin/evaluacion/verificar/12', {
      user: adminUser,
      api: {
        'GET /api/admin/phva/cycles/12': {
          status: 404,
          body: { error: { code: 'NOT_FOUND', message: 'No encontramos esta evaluación.' } },
        },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Verificar · Evaluación PHVA' });
    expect(within(mainMenu()).getByRole('link', { name: 'Evaluación' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Academia SST' })).not.toHaveAttribute('aria-current');
    const breadcrumb = screen.getByRole('navigation', { name: 'Migas de pan' });
    expect(within(breadcrumb).getByRole('link', { name: 'Evaluación PHVA' })).toHaveAttribute(
      'href',
      '/admin/evaluacion',
    );
  });
});
