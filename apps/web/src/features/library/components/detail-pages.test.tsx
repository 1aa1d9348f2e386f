import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, type MockRoutes } from '../../../testing/mock-api';
import { learnerUser, renderApp } from '../../../testing/render-app';
import { buildDocumentDetail, buildRepealedNormDetail } from '../testing/library-fixtures';
import { DOCUMENT_NOT_FOUND_TEXT } from './document-detail-page';

const REPEALED = buildRepealedNormDetail();

async function renderAt(path: string, api: MockRoutes) {
  const view = renderApp(path, { user: learnerUser, api });
  await screen.findByRole('heading', { level: 1 }, { timeout: 4000 });
  return view;
}

describe('NormDetailPage', () => {
  it('shows a repealed norm with its note, the norm that repealed it, its text and its source', async () => {
    await renderAt('/bibliotecas/legislativa-sst/norma-1409', {
      'GET /api/library/norms/norma-1409': { body: REPEALED },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Resolución 1409 de 2012' })).toBeInTheDocument();
    expect(document.title).toBe('Resolución 1409 de 2012 · Academia SST');
    const crumbs = screen.getByRole('navigation', { name: 'Migas de pan' });
    expect(within(crumbs).getByRole('link', { name: 'Biblioteca legislativa SST' })).toHaveAttribute(
      'href',
      '/bibliotecas/legislativa-sst',
    );

    const status = screen.getByRole('region', { name: 'Estado' });
    expect(within(status).getByText('Derogada')).toBeInTheDocument();
    expect(within(status).getByText(REPEALED.statusNote)).toBeInTheDocument();
    expect(within(status).getByText(/Derogada por/)).toBeInTheDocument();
    expect(within(status).getByRole('link', { name: 'Resolución 4272 de 2021' })).toHaveAttribute(
      'href',
      '/bibliotecas/legislativa-sst/norma-4272',
    );

    expect(screen.getByRole('heading', { level: 2, name: 'Artículo 1' })).toBeInTheDocument();
    const source = screen.getByRole('link', { name: /Consultar en la fuente oficial/ });
    expect(source).toHaveAttribute('href', REPEALED.sourceUrl);
    expect(source).toHaveAttribute('target', '_blank');
    expect(source).toHaveAccessibleName('Consultar en la fuente oficial (se abre en una pestaña nueva)');

    const replaces = screen.getByRole('region', { name: 'Normas que esta deroga o modifica' });
    expect(within(replaces).getByRole('link', { name: 'Resolución 3673 de 2008' })).toBeInTheDocument();
    const related = screen.getByRole('region', { name: 'Normas relacionadas' });
    expect(within(related).getByRole('link', { name: 'Decreto 1072 de 2015' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar a favoritos' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('follows "Derogada por" to the norm in force', async () => {
    const { events } = await renderAt('/bibliotecas/legislativa-sst/norma-1409', {
      'GET /api/library/norms/norma-1409': { body: REPEALED },
      'GET /api/library/norms/norma-4272': {
        body: buildRepealedNormDetail({
          id: 'norma-4272',
          title: 'Resolución 4272 de 2021',
          status: 'in_force',
          statusNote: '',
          replacedBy: null,
        }),
      },
    });
    await events.click(within(screen.getByRole('region', { name: 'Estado' })).getByRole('link'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Resolución 4272 de 2021' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Estado' })).getByText('Vigente')).toBeInTheDocument();
    expect(screen.queryByText(/Derogada por/)).not.toBeInTheDocument();
  });
});

describe('DocumentDetailPage', () => {
  it('reads the PDF in the page, offers its download and links related entries', async () => {
    const { events, api } = await renderAt('/bibliotecas/educativa-sst/doc-1', {
      'GET /api/library/documents/doc-1': { body: buildDocumentDetail() },
      'PUT /api/favorites/document/doc-1': { body: { favorite: true } },
    });
    expect(screen.getByTitle('Documento: Guía de trabajo seguro en alturas')).toHaveAttribute('src', '/api/files/f-1');
    const download = screen.getByRole('link', { name: /Descargar guia-alturas\.pdf/ });
    expect(download).toHaveAttribute('href', '/api/files/f-1?download=1');
    expect(download).toHaveTextContent('2,4 MB');
    expect(screen.getByRole('link', { name: 'Formato de permiso de trabajo en alturas' })).toHaveAttribute(
      'href',
      '/bibliotecas/educativa-sst/doc-2',
    );
    expect(screen.getByRole('link', { name: 'Resolución 4272 de 2021' })).toHaveAttribute(
      'href',
      '/bibliotecas/legislativa-sst/norma-4272',
    );

    await events.click(screen.getByRole('button', { name: 'Agregar a favoritos' }));
    expect(screen.getByRole('button', { name: 'Quitar de favoritos' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(api.requestsTo('PUT /api/favorites/document/doc-1')).toHaveLength(1));
  });

  it('opens an external resource in a new tab', async () => {
    await renderAt('/bibliotecas/educativa-sst/doc-1', {
      'GET /api/library/documents/doc-1': {
        body: buildDocumentDetail({ file: null, hasFile: false, url: 'https://www.youtube.com/watch?v=abc' }),
      },
    });
    expect(screen.getByText('Disponible en: www.youtube.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Abrir el recurso/ })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=abc',
    );
    expect(screen.queryByRole('link', { name: /Descargar/ })).not.toBeInTheDocument();
  });

  it('says a removed document is gone, without a retry', async () => {
    await renderAt('/bibliotecas/educativa-sst/doc-9', {
      'GET /api/library/documents/doc-9': errorResponse(404, 'NOT_FOUND'),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Documento no encontrado' })).toBeInTheDocument();
    expect(screen.getByText(DOCUMENT_NOT_FOUND_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todos los documentos' })).toHaveAttribute(
      'href',
      '/bibliotecas/educativa-sst',
    );
  });
});
