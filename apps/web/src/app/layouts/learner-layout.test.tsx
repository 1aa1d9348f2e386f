import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NO_PROGRESS_API } from '../../testing/fixtures';
import { setScreenSize } from '../../testing/match-media';
import { errorResponse } from '../../testing/mock-api';
import { learnerUser, PROVIDER_NAME, renderApp } from '../../testing/render-app';

const MENU_ITEMS = ['Inicio', 'Rutas/Contenido', 'Mi avance', 'Favoritos'];

async function renderLearner(path = '/inicio') {
  const view = renderApp(path, { user: learnerUser, api: NO_PROGRESS_API });
  await screen.findByRole('heading', { level: 1 });
  return view;
}

function mainMenu() {
  return screen.getByRole('navigation', { name: 'Menú principal' });
}

describe('LearnerLayout', () => {
  it('shows the learner menu, the header, the landmarks and the footer', async () => {
    await renderLearner();
    const nav = mainMenu();
    for (const name of MENU_ITEMS) expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Bibliotecas' })).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Saltar al contenido principal' })).toHaveAttribute('href', '#contenido');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'contenido');
    expect(screen.getByRole('button', { name: learnerUser.nombre })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Inicio · Academia SST');
    expect(
      await screen.findByText(
        `Desarrollado por ${PROVIDER_NAME} · © ${new Date().getFullYear()} · Todos los derechos reservados`,
      ),
    ).toBeInTheDocument();
    const search = within(screen.getByRole('search')).getByRole('searchbox', {
      name: 'Buscar rutas, contenidos y documentos',
    });
    expect(search).toHaveAttribute('placeholder', 'Ingresa tu búsqueda');
  });

  it('marks the menu item of the current path, including pages below it', async () => {
    renderApp('/rutas/42/pretest', {
      user: learnerUser,
      api: { 'GET /api/evaluations/overview': errorResponse(404, 'NOT_FOUND') },
    });
    await screen.findByRole('heading', { level: 1 });
    const nav = mainMenu();
    expect(within(nav).getByRole('link', { name: 'Rutas/Contenido' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Inicio' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('heading', { level: 1, name: 'Prueba inicial' })).toBeInTheDocument();
  });

  it('opens and closes the Bibliotecas submenu from its button', async () => {
    const { events } = await renderLearner();
    const toggle = within(mainMenu()).getByRole('button', { name: 'Bibliotecas' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Educativa SST' })).not.toBeInTheDocument();

    await events.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Educativa SST' })).toHaveAttribute('href', '/bibliotecas/educativa-sst');
    expect(screen.getByRole('link', { name: 'Legislativa SST' })).toHaveAttribute(
      'href',
      '/bibliotecas/legislativa-sst',
    );

    await events.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Educativa SST' })).not.toBeInTheDocument());
  });

  it('opens Bibliotecas on a library page and marks the submenu item', async () => {
    await renderLearner('/bibliotecas/legislativa-sst');
    expect(screen.getByRole('button', { name: 'Bibliotecas' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Legislativa SST' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Educativa SST' })).not.toHaveAttribute('aria-current');
  });

  it('keeps a permanent drawer and no burger button on a wide screen', async () => {
    setScreenSize('wide');
    await renderLearner();
    expect(mainMenu()).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Abrir menú de navegación' })).not.toBeInTheDocument();
  });

  it('opens the drawer from the burger on a narrow screen and closes it after navigating', async () => {
    setScreenSize('narrow');
    const { events } = await renderLearner();
    const burger = screen.getByRole('button', { name: 'Abrir menú de navegación' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(burger).toHaveAttribute('aria-controls', 'menu-lateral');
    expect(screen.queryByRole('navigation', { name: 'Menú principal' })).not.toBeInTheDocument();

    await events.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    await events.click(within(mainMenu()).getByRole('link', { name: 'Mi avance' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Mi avance' })).toBeInTheDocument();
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Menú principal' })).not.toBeInTheDocument());
  });

  it('closes the narrow-screen menu with Escape and returns focus to the burger', async () => {
    setScreenSize('narrow');
    const { events } = await renderLearner();
    const burger = screen.getByRole('button', { name: 'Abrir menú de navegación' });
    await events.click(burger);
    await events.click(within(mainMenu()).getByRole('button', { name: 'Bibliotecas' }));
    await events.keyboard('{Escape}');
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(burger).toHaveFocus();
  });

  it('signs out from the user menu and returns to the sign-in page', async () => {
    const { events, api } = await renderLearner();
    api.on('POST /api/auth/sign-out', { status: 204 });

    await events.click(screen.getByRole('button', { name: learnerUser.nombre }));
    await events.click(screen.getByRole('menuitem', { name: 'Cerrar sesión' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(api.requestsTo('POST /api/auth/sign-out')).toHaveLength(1);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(screen.getByText('Su sesión se cerró correctamente.')).toBeInTheDocument();
    expect(window.localStorage.length + window.sessionStorage.length).toBe(0);
  });
});
