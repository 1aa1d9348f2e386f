import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../lib/format';
import { errorResponse } from '../../../testing/mock-api';
import { adminUser } from '../../../testing/render-app';
import { COMPLETED_AT, ITEM_PATH, renderItem } from '../testing/render-item';
import { buildContentItem, buildItemProgress, ROUTE_ID } from '../testing/route-fixtures';
import { PREVIEW_TEXT } from '../utils/texts';
import { ITEM_NOT_FOUND_TEXT } from './content-page';

describe('ContentPage: common parts', () => {
  it('shows a reading with its place in the route and reports the visit', async () => {
    const { api } = await renderItem(buildContentItem());

    expect(screen.getByRole('heading', { level: 1, name: 'Marco legal del trabajo en alturas' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Qué exige la norma' })).toBeInTheDocument();
    expect(screen.getByText('El empleador debe garantizar la capacitación.')).toBeInTheDocument();
    expect(screen.getByText(/Contenido 2 de 5 · Lectura · 10 min/)).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Migas de pan' });
    expect(within(breadcrumb).getByRole('link', { name: 'Trabajo seguro en alturas' })).toHaveAttribute(
      'href',
      `/rutas/${ROUTE_ID}`,
    );

    const nav = screen.getByRole('navigation', { name: 'Contenidos de la ruta' });
    expect(within(nav).getByRole('link', { name: 'Anterior: Introducción' })).toHaveAttribute(
      'href',
      `/rutas/${ROUTE_ID}/contenido-1`,
    );
    expect(within(nav).getByRole('link', { name: 'Siguiente: Uso del arnés' })).toHaveAttribute(
      'href',
      `/rutas/${ROUTE_ID}/contenido-3`,
    );
    await waitFor(() => expect(api.requestsTo(`POST ${ITEM_PATH}/progress`)[0]?.body).toEqual({ secondsDelta: 0 }));
  });

  it('marks the item as completed and shows the date', async () => {
    const { events, api } = await renderItem(buildContentItem(), {
      [`POST ${ITEM_PATH}/complete`]: { body: buildItemProgress({ completedAt: COMPLETED_AT }) },
    });
    await events.click(screen.getByRole('button', { name: 'Marcar como completado' }));

    expect(await screen.findByText('Completado')).toBeInTheDocument();
    expect(screen.getByText(`Lo completaste el ${formatDate(COMPLETED_AT)}.`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Marcar como completado' })).not.toBeInTheDocument();
    expect(api.requestsTo(`POST ${ITEM_PATH}/complete`)).toHaveLength(1);
    // Focus stays on the result instead of falling back to the page.
    await waitFor(() => expect(screen.getByText('Completado').closest('[tabindex="-1"]')).toHaveFocus());
  });

  it('offers "Volver a la ruta" after the last item', async () => {
    await renderItem(buildContentItem({ next: null, previous: null }));
    const nav = screen.getByRole('navigation', { name: 'Contenidos de la ruta' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Volver a la ruta']);
  });

  it('marks the item as a favourite', async () => {
    const { events, api } = await renderItem(buildContentItem(), {
      'PUT /api/favorites/item/contenido-2': { body: { favorite: true } },
    });
    await events.click(screen.getByRole('button', { name: 'Agregar a favoritos' }));
    expect(screen.getByRole('button', { name: 'Quitar de favoritos' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(api.requestsTo('PUT /api/favorites/item/contenido-2')).toHaveLength(1));
  });

  it('sends a last report that survives the page when the learner moves on', async () => {
    const { events, api } = await renderItem(buildContentItem(), {
      [`GET /api/routes/${ROUTE_ID}/items/contenido-3`]: {
        body: buildContentItem({ id: 'contenido-3', title: 'Uso del arnés', position: 3 }),
      },
      [`POST /api/routes/${ROUTE_ID}/items/contenido-3/progress`]: { body: buildItemProgress() },
    });
    await events.click(screen.getByRole('link', { name: 'Siguiente: Uso del arnés' }));
    await screen.findByRole('heading', { level: 1, name: 'Uso del arnés' });

    const leaving = api.fetchMock.mock.calls.filter(
      ([url, init]) =>
        (url instanceof Request ? url.url : url.toString()) === `${ITEM_PATH}/progress` && init?.keepalive === true,
    );
    expect(leaving).toHaveLength(1);
    expect(api.requestsTo(`POST /api/routes/${ROUTE_ID}/items/contenido-3/progress`)).toHaveLength(1);
  });

  it('records nothing and offers no completion in an admin preview', async () => {
    const { api } = await renderItem(buildContentItem({ preview: true }), {}, adminUser);
    expect(screen.getByText(PREVIEW_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Marcar como completado' })).not.toBeInTheDocument();
    expect(api.requestsTo(`POST ${ITEM_PATH}/progress`)).toHaveLength(0);
  });

  it("explains a locked item with the server's sentence and links back to the route", async () => {
    const message = 'Completa «Introducción» para desbloquear este paso.';
    await renderItem(null, {
      [`GET ${ITEM_PATH}`]: { status: 403, body: { error: { code: 'STEP_LOCKED', message } } },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Contenido bloqueado' })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a la ruta' })).toHaveAttribute('href', `/rutas/${ROUTE_ID}`);
  });

  it('says the item is not in the route', async () => {
    await renderItem(null, { [`GET ${ITEM_PATH}`]: errorResponse(404, 'NOT_FOUND') });
    expect(screen.getByText(ITEM_NOT_FOUND_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a la ruta' })).toHaveAttribute('href', `/rutas/${ROUTE_ID}`);
  });
});

describe('ContentPage: other kinds', () => {
  it('plays an uploaded video from where the learner left and reports only what was watched', async () => {
    const { api } = await renderItem(
      buildContentItem({
        kind: 'video',
        html: null,
        video: { src: '/api/files/video-1', external: false, embedUrl: null, captionsSrc: '/api/files/subtitulos-1' },
        manualCompletion: false,
        progress: buildItemProgress({ position: 20, maxPosition: 20 }),
      }),
    );
    expect(screen.getByText('Se marca como completado al ver el 90 % del video.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Marcar como completado' })).not.toBeInTheDocument();

    const video = document.querySelector('video')!;
    expect(video).toHaveAttribute('src', '/api/files/video-1');
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(video.querySelector('track')).toMatchObject({ kind: 'captions', srclang: 'es', label: 'Español' });
    expect(video.querySelector('track')).toHaveAttribute('src', '/api/files/subtitulos-1');
    let time = 0;
    Object.defineProperty(video, 'currentTime', { get: () => time, set: (value: number) => (time = value) });
    Object.defineProperty(video, 'duration', { value: 100 });

    video.dispatchEvent(new Event('loadedmetadata'));
    expect(time).toBe(20);
    for (const second of [21, 22.5, 24]) {
      time = second;
      video.dispatchEvent(new Event('timeupdate'));
    }
    time = 90; // a jump forward, not watched
    video.dispatchEvent(new Event('timeupdate'));
    video.dispatchEvent(new Event('pause'));

    await waitFor(() =>
      expect(api.requestsTo(`POST ${ITEM_PATH}/progress`).at(-1)?.body).toMatchObject({ position: 24, duration: 100 }),
    );
  });

  it('embeds an external video and links to it', async () => {
    await renderItem(
      buildContentItem({
        kind: 'video',
        html: null,
        video: {
          src: 'https://www.youtube.com/watch?v=abc',
          external: true,
          embedUrl: 'https://www.youtube-nocookie.com/embed/abc',
          captionsSrc: null,
        },
      }),
    );
    expect(screen.getByTitle('Video: Marco legal del trabajo en alturas')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/abc',
    );
    expect(screen.getByRole('link', { name: /Ver el video en otra pestaña/ })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=abc',
    );
  });

  it('shows a PDF with a download', async () => {
    await renderItem(
      buildContentItem({
        kind: 'pdf',
        html: null,
        pdf: { src: '/api/files/pdf-1', downloadUrl: '/api/files/pdf-1?download=1', name: 'Resolución 4272.pdf' },
      }),
    );
    expect(screen.getByTitle('Documento: Resolución 4272.pdf')).toHaveAttribute('src', '/api/files/pdf-1');
    expect(screen.getByRole('link', { name: 'Descargar PDF' })).toHaveAttribute('href', '/api/files/pdf-1?download=1');
  });

  it('opens an external link in a new tab, saying so', async () => {
    await renderItem(
      buildContentItem({ kind: 'link', html: null, link: { url: 'https://www.mintrabajo.gov.co/normatividad' } }),
    );
    expect(screen.getByText('La Resolución 4272 de 2021 y lo que exige al empleador.')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Abrir enlace (se abre en una pestaña nueva)' });
    expect(link).toHaveAttribute('href', 'https://www.mintrabajo.gov.co/normatividad');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });
});
