import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setScreenSize } from '../../../testing/match-media';
import { learnerUser, renderApp } from '../../../testing/render-app';
import { buildDocumentCard, listOf } from '../testing/library-fixtures';

async function renderDocuments(path: string) {
  const view = renderApp(path, {
    user: learnerUser,
    api: { 'GET /api/library/documents': () => ({ body: listOf([buildDocumentCard()]) }) },
  });
  // The first page of the file loads its lazy chunks through Vite, slow on a busy machine.
  await screen.findByRole('heading', { level: 1, name: 'Biblioteca educativa SST' }, { timeout: 15_000 });
  return view;
}

const filtersPanel = () => within(screen.getByRole('search', { name: 'Buscar en la biblioteca educativa' }));

describe('LibraryFilterPanel', () => {
  it('on a phone folds the filters and the sort behind «Filtros», which says how many are active', async () => {
    setScreenSize('narrow');
    const { events } = await renderDocuments('/bibliotecas/educativa-sst?tipo=video&desde=2020&orden=oldest');
    const panel = filtersPanel();
    expect(panel.getByRole('searchbox', { name: 'Buscar documentos' })).toBeVisible();
    const toggle = panel.getByRole('button', { name: 'Filtros 2 activos' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const folded = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(folded).not.toBeNull();
    // Folded: out of the accessibility tree as well as off the screen.
    expect(panel.queryByRole('combobox', { name: 'Tipo' })).not.toBeInTheDocument();
    const kind = panel.getByRole('combobox', { name: 'Tipo', hidden: true });
    expect(folded).toContainElement(kind);
    expect(folded).toContainElement(panel.getByRole('combobox', { name: 'Ordenar por', hidden: true }));
    expect(kind).not.toBeVisible();

    await events.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(kind).toBeVisible();
    expect(kind).toHaveValue('video');

    await events.selectOptions(panel.getByRole('combobox', { name: 'Tema' }), 'alturas');
    expect(await panel.findByRole('button', { name: 'Filtros 3 activos' })).toHaveAttribute('aria-expanded', 'true');

    await events.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(kind).not.toBeVisible();
  });

  it('on a phone with nothing filtered shows «Filtros» alone, without a count', async () => {
    setScreenSize('narrow');
    await renderDocuments('/bibliotecas/educativa-sst?q=arnés');
    expect(filtersPanel().getByRole('button', { name: 'Filtros' })).toHaveTextContent(/^Filtros$/);
  });

  it('on a wide screen keeps every filter in view, with no «Filtros» button', async () => {
    setScreenSize('wide');
    await renderDocuments('/bibliotecas/educativa-sst?tipo=video');
    const panel = filtersPanel();
    expect(panel.queryByRole('button', { name: /Filtros/ })).not.toBeInTheDocument();
    expect(panel.getByRole('combobox', { name: 'Tipo' })).toBeVisible();
    expect(panel.getByRole('combobox', { name: 'Ordenar por' })).toBeVisible();
  });
});
