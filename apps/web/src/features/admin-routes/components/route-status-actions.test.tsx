import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderEditor, route } from '../../../testing/admin-route-fixtures';

/* ADR 034: beside "Publicar", what the question bank's size means for publishing, with the server's numbers. */
describe('RouteStatusActions: bank size', { timeout: 20_000 }, () => {
  it('warns next to the publish action when the bank is usable but small', async () => {
    await renderEditor(route({ bank: { active: 33, minimum: 8, recommended: 80 } }));
    const group = screen.getByRole('group', { name: 'Estado y publicación' });
    expect(within(group).getByRole('status')).toHaveTextContent(
      'El banco tiene 33 preguntas activas; para la prueba inicial y tres intentos de la evaluación final sin ' +
        'repetir preguntas se recomiendan al menos 80.',
    );
    expect(within(group).getByRole('button', { name: 'Publicar' })).toBeEnabled();
  });

  it('says beforehand that a bank below the minimum cannot be published', async () => {
    await renderEditor(route({ bank: { active: 3, minimum: 8, recommended: 80 } }));
    const group = screen.getByRole('group', { name: 'Estado y publicación' });
    expect(within(group).getByRole('status')).toHaveTextContent(
      'No se puede publicar todavía. El banco de preguntas tiene 3 preguntas activas y la evaluación final ' +
        'necesita al menos 8: agregue 5 más antes de publicar.',
    );
  });

  it('says nothing about a comfortable bank, nor on an archived route', async () => {
    const { unmount } = await renderEditor(route({ bank: { active: 80, minimum: 8, recommended: 80 } }));
    expect(
      within(screen.getByRole('group', { name: 'Estado y publicación' })).queryByRole('status'),
    ).not.toBeInTheDocument();
    unmount();
    await renderEditor(route({ status: 'archived', bank: { active: 3, minimum: 8, recommended: 80 } }));
    expect(
      within(screen.getByRole('group', { name: 'Estado y publicación' })).queryByRole('status'),
    ).not.toBeInTheDocument();
  });
});
