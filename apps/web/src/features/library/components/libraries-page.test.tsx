import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { learnerUser, renderApp } from '../../../testing/render-app';
import { buildDocumentCard, buildNormCard, listOf } from '../testing/library-fixtures';

describe('LibrariesPage', () => {
  it('shows what each library holds, its newest entries, and searches the chosen one', async () => {
    const { events, api } = renderApp('/bibliotecas', {
      user: learnerUser,
      api: {
        'GET /api/library/documents': { body: listOf([buildDocumentCard()], { total: 12, pageSize: 3 }) },
        'GET /api/library/norms': ({ search }) => ({
          body: search.get('q') ? listOf([]) : listOf([buildNormCard()], { total: 1, pageSize: 3 }),
        }),
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Bibliotecas' }, { timeout: 4000 });

    const documents = screen.getByRole('region', { name: 'Biblioteca educativa SST' });
    expect(await within(documents).findByText('12 documentos en total')).toBeInTheDocument();
    expect(within(documents).getByRole('link', { name: 'Guía de trabajo seguro en alturas' })).toBeInTheDocument();
    expect(within(documents).getByRole('link', { name: 'Ver toda la biblioteca educativa SST' })).toHaveAttribute(
      'href',
      '/bibliotecas/educativa-sst',
    );
    const norms = screen.getByRole('region', { name: 'Biblioteca legislativa SST' });
    expect(await within(norms).findByText('1 norma en total')).toBeInTheDocument();
    expect(api.requestsTo('GET /api/library/norms')[0]?.search.get('sort')).toBe('newest');
    expect(api.requestsTo('GET /api/library/norms')[0]?.search.get('pageSize')).toBe('3');

    await events.type(screen.getByRole('searchbox', { name: '¿Qué busca?' }), 'alturas');
    await events.click(screen.getByRole('radio', { name: 'Biblioteca legislativa' }));
    await events.click(screen.getByRole('button', { name: 'Buscar' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Biblioteca legislativa SST' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/bibliotecas/legislativa-sst?q=alturas');
    expect(screen.getByRole('searchbox', { name: 'Buscar normas' })).toHaveValue('alturas');
  });
});
