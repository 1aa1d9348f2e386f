import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, type MockRequest, type MockRoutes } from '../../../testing/mock-api';
import { learnerUser, renderApp } from '../../../testing/render-app';
import { buildDocumentCard, listOf } from '../testing/library-fixtures';
import { NO_DOCUMENTS_TEXT, NO_MATCHING_DOCUMENTS_TEXT } from './documents-page';
import { YEAR_FORMAT_ERROR, YEAR_ORDER_ERROR } from './year-range-fields';

const GUIA = buildDocumentCard();
const VIDEO = buildDocumentCard({
  id: 'doc-3',
  title: 'Video: uso del arnés',
  summary: 'Inspección y ajuste del arnés de cuerpo completo.',
  kind: 'video',
  publishedOn: '2023-07-15',
  favorite: true,
});
const DOCUMENTS = [GUIA, VIDEO];

/** A fake `GET /api/library/documents` that filters by kind like the server and marks "arnés" when searched. */
function documentsEndpoint({ search }: MockRequest) {
  const kind = search.get('kind');
  const q = search.get('q');
  const items = DOCUMENTS.filter((doc) => !kind || doc.kind === kind)
    .filter((doc) => !q || doc.summary.includes(q))
    .map((doc) =>
      q
        ? {
            ...doc,
            match: {
              titleHighlight: [{ text: doc.title, match: false }],
              snippet: [
                { text: 'Inspección y ajuste del ', match: false },
                { text: q, match: true },
                { text: ' de cuerpo completo.', match: false },
              ],
            },
          }
        : doc,
    );
  return { body: listOf(items) };
}

async function renderDocuments(path = '/bibliotecas/educativa-sst', api: MockRoutes = {}) {
  const view = renderApp(path, {
    user: learnerUser,
    api: { 'GET /api/library/documents': documentsEndpoint, ...api },
  });
  await screen.findByRole('heading', { level: 1, name: 'Biblioteca educativa SST' }, { timeout: 4000 });
  return view;
}

const AFTER_DEBOUNCE = { timeout: 3000 };
const card = (title: string) => screen.getByRole('heading', { level: 2, name: title }).closest('li')!;
const lastRequest = (api: ReturnType<typeof renderApp>['api']) =>
  api.requestsTo('GET /api/library/documents').at(-1)!.search;

describe('DocumentsPage', () => {
  it('lists documents with their kind, topic, date and favourite state', async () => {
    await renderDocuments();
    expect(await screen.findByText('2 documentos')).toBeInTheDocument();
    const guia = card(GUIA.title);
    expect(within(guia).getByRole('link', { name: GUIA.title })).toHaveAttribute(
      'href',
      '/bibliotecas/educativa-sst/doc-1',
    );
    expect(within(guia).getByText('Guía')).toBeInTheDocument();
    expect(within(guia).getByText('Trabajo en alturas')).toBeInTheDocument();
    expect(within(guia).getByText('1 de marzo de 2024')).toBeInTheDocument();
    expect(within(card(VIDEO.title)).getByRole('button', { name: 'Quitar de favoritos' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(document.title).toBe('Biblioteca educativa SST · Academia SST');
  });

  it('filters by kind and years, keeping every filter in the address', async () => {
    const { events, api } = await renderDocuments();
    await screen.findByText('2 documentos');

    await events.selectOptions(screen.getByRole('combobox', { name: 'Tipo' }), 'Video');
    expect(await screen.findByText('1 documento')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: VIDEO.title })).toBeInTheDocument();
    expect(lastRequest(api).get('kind')).toBe('video');

    await events.type(screen.getByRole('textbox', { name: 'Desde el año' }), '2020');
    await waitFor(() => expect(lastRequest(api).get('yearFrom')).toBe('2020'));
    expect(screen.getByTestId('location')).toHaveTextContent('/bibliotecas/educativa-sst?tipo=video&desde=2020');
    expect(lastRequest(api).get('kind')).toBe('video');
  });

  it('starts from the filters in the address, ignoring unknown codes', async () => {
    const { api } = await renderDocuments('/bibliotecas/educativa-sst?tipo=video&tema=nada&desde=2020&orden=title');
    expect(await screen.findByText('1 documento')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Tipo' })).toHaveValue('video');
    expect(screen.getByRole('combobox', { name: 'Tema' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('title');
    const sent = api.requestsTo('GET /api/library/documents')[0]!.search;
    expect(Object.fromEntries(sent)).toEqual({
      kind: 'video',
      yearFrom: '2020',
      sort: 'title',
      page: '1',
      pageSize: '20',
    });
  });

  it('explains a wrong year and sends nothing until the range is valid', async () => {
    const { events, api } = await renderDocuments();
    await screen.findByText('2 documentos');
    const from = screen.getByRole('textbox', { name: 'Desde el año' });
    await events.type(from, '19');
    await events.tab();
    expect(from).toHaveAccessibleDescription(YEAR_FORMAT_ERROR);

    await events.clear(from);
    await events.type(from, '2024');
    await events.type(screen.getByRole('textbox', { name: 'Hasta el año' }), '2020');
    expect(screen.getByRole('textbox', { name: 'Hasta el año' })).toHaveAccessibleDescription(YEAR_ORDER_ERROR);
    await waitFor(() => expect(lastRequest(api).get('yearFrom')).toBe('2024'));
    expect(api.requestsTo('GET /api/library/documents').some(({ search }) => search.has('yearTo'))).toBe(false);
  });

  it('searches after typing stops and marks the matched words', async () => {
    const { events, api } = await renderDocuments();
    await screen.findByText('2 documentos');
    await events.type(screen.getByRole('searchbox', { name: 'Buscar documentos' }), 'arnés');

    expect(await screen.findByText('1 documento', {}, AFTER_DEBOUNCE)).toBeInTheDocument();
    const mark = card(VIDEO.title).querySelector('mark');
    expect(mark).toHaveTextContent('arnés');
    expect(mark?.parentElement).toHaveTextContent('Inspección y ajuste del arnés de cuerpo completo.');
    expect(lastRequest(api).get('q')).toBe('arnés');
    // A text search sorts by relevance by default.
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('relevance');
    expect(screen.getByTestId('location')).toHaveTextContent('?q=arn%C3%A9s');
  });

  it('says nothing matched, in a live region, and clears every filter', async () => {
    const { events } = await renderDocuments('/bibliotecas/educativa-sst?tipo=manual&q=zzz');
    const message = await screen.findByText(NO_MATCHING_DOCUMENTS_TEXT);
    expect(message.closest('[aria-live="polite"]')).not.toBeNull();
    expect(screen.getByText('0 documentos')).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Quitar filtros' }));
    expect(await screen.findByText('2 documentos')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/bibliotecas\/educativa-sst$/);
    expect(screen.getByRole('searchbox', { name: 'Buscar documentos' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Tipo' })).toHaveValue('');
  });

  it('says so when the library is empty, without a filter to clear', async () => {
    await renderDocuments('/bibliotecas/educativa-sst', { 'GET /api/library/documents': { body: listOf([]) } });
    expect(await screen.findByText(NO_DOCUMENTS_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Quitar filtros' })).not.toBeInTheDocument();
  });

  it('pages through the results, keeping the page in the address', async () => {
    const { events, api } = await renderDocuments('/bibliotecas/educativa-sst', {
      'GET /api/library/documents': ({ search }) => ({
        body: listOf(search.get('page') === '2' ? [VIDEO] : [GUIA], { total: 41, page: Number(search.get('page')) }),
      }),
    });
    expect(await screen.findByText('41 documentos · página 1 de 3')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Páginas de resultados' });
    await events.click(within(pages).getByRole('button', { name: 'Ir a la página 2' }));

    expect(await screen.findByText('41 documentos · página 2 de 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: VIDEO.title })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('?pagina=2');
    expect(lastRequest(api).get('page')).toBe('2');
    expect(screen.getByText('41 documentos · página 2 de 3')).toHaveFocus();
  });

  it('marks a favourite at once, and puts it back when the server refuses', async () => {
    const { events, api } = await renderDocuments('/bibliotecas/educativa-sst', {
      'PUT /api/favorites/document/doc-1': { body: { favorite: true } },
      'DELETE /api/favorites/document/doc-3': errorResponse(503, 'SERVICE_UNAVAILABLE'),
    });
    await screen.findByText('2 documentos');
    const heart = within(card(GUIA.title)).getByRole('button', { name: 'Agregar a favoritos' });
    await events.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(heart).toHaveAccessibleDescription(GUIA.title);
    await waitFor(() => expect(api.requestsTo('PUT /api/favorites/document/doc-1')).toHaveLength(1));

    await events.click(within(card(VIDEO.title)).getByRole('button', { name: 'Quitar de favoritos' }));
    expect(await screen.findByText(/No pudimos actualizar sus favoritos/)).toBeInTheDocument();
    expect(within(card(VIDEO.title)).getByRole('button', { name: 'Quitar de favoritos' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('shows a failed load with a retry', async () => {
    const { events, api } = await renderDocuments('/bibliotecas/educativa-sst', {
      'GET /api/library/documents': errorResponse(503, 'SERVICE_UNAVAILABLE'),
    });
    expect(
      await screen.findByText('El servicio no está disponible en este momento. Inténtalo más tarde.'),
    ).toBeInTheDocument();
    api.on('GET /api/library/documents', documentsEndpoint);
    await events.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('2 documentos')).toBeInTheDocument();
  });
});
