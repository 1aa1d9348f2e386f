import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../lib/format';
import { errorResponse } from '../../../testing/mock-api';
import { adminUser } from '../../../testing/render-app';
import { COMPLETED_AT, ITEM_PATH, renderItem } from '../testing/render-item';
import { buildContentItem, buildItemProgress, buildRouteDetail, ROUTE_ID } from '../testing/route-fixtures';
import { PREVIEW_TEXT } from '../utils/texts';
import { ITEM_NOT_FOUND_TEXT, NOT_STARTED_TEXT } from './content-page';

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
    // One primary action; going back is a quieter text link, and nothing skips completion.
    expect(within(nav).getByRole('button', { name: 'Completar y continuar' })).toHaveClass('MuiButton-contained');
    expect(within(nav).getByRole('link', { name: 'Anterior: Introducción' })).toHaveAttribute(
      'href',
      `/rutas/${ROUTE_ID}/contenido-1`,
    );
    expect(within(nav).getByRole('link', { name: 'Anterior: Introducción' })).toHaveClass('MuiButton-text');
    expect(within(nav).getByRole('link', { name: 'Volver a la ruta' })).toHaveClass('MuiButton-text');
    expect(within(nav).queryByRole('link', { name: /Siguiente/ })).not.toBeInTheDocument();
    expect(nav.querySelectorAll('.MuiButton-contained')).toHaveLength(1);
    await waitFor(() => expect(api.requestsTo(`POST ${ITEM_PATH}/progress`)[0]?.body).toEqual({ secondsDelta: 0 }));
  });

  it('"Completar y continuar" marks the item done and opens the next step the server names', async () => {
    const { events, api } = await renderItem(buildContentItem(), {
      [`POST ${ITEM_PATH}/complete`]: {
        body: {
          ...buildItemProgress({ completedAt: COMPLETED_AT }),
          next: { kind: 'content', title: 'Uso del arnés', href: `/rutas/${ROUTE_ID}/contenido-3` },
        },
      },
      [`GET /api/routes/${ROUTE_ID}/items/contenido-3`]: {
        body: buildContentItem({ id: 'contenido-3', title: 'Uso del arnés', position: 3 }),
      },
      [`POST /api/routes/${ROUTE_ID}/items/contenido-3/progress`]: { body: buildItemProgress() },
    });
    await events.click(screen.getByRole('button', { name: 'Completar y continuar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Uso del arnés' })).toBeInTheDocument();
    expect(api.requestsTo(`POST ${ITEM_PATH}/complete`)).toHaveLength(1);
  });

  it('after the last content, completing opens the final test', async () => {
    const { events } = await renderItem(buildContentItem({ next: null, continueTo: null }), {
      [`POST ${ITEM_PATH}/complete`]: {
        body: {
          ...buildItemProgress({ completedAt: COMPLETED_AT }),
          next: { kind: 'test', title: 'Evaluación final', href: `/rutas/${ROUTE_ID}/test` },
        },
      },
    });
    await events.click(screen.getByRole('button', { name: 'Completar y continuar' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/rutas/${ROUTE_ID}/test`));
  });

  it('on a content already done, offers "Presentar la evaluación final" directly when it is next', async () => {
    await renderItem(
      buildContentItem({
        next: null,
        progress: buildItemProgress({ completedAt: COMPLETED_AT }),
        continueTo: { kind: 'test', title: 'Evaluación final', href: `/rutas/${ROUTE_ID}/test` },
      }),
    );
    expect(screen.getByText(`Lo completó el ${formatDate(COMPLETED_AT)}.`)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Contenidos de la ruta' });
    expect(within(nav).getByRole('link', { name: 'Presentar la evaluación final' })).toHaveAttribute(
      'href',
      `/rutas/${ROUTE_ID}/test`,
    );
    expect(within(nav).queryByRole('button', { name: 'Completar y continuar' })).not.toBeInTheDocument();
  });

  it('offers "Volver a la ruta" as the only way on when nothing else is open', async () => {
    await renderItem(
      buildContentItem({
        next: null,
        previous: null,
        continueTo: null,
        progress: buildItemProgress({ completedAt: COMPLETED_AT }),
      }),
    );
    const nav = screen.getByRole('navigation', { name: 'Contenidos de la ruta' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Volver a la ruta']);
  });

  it('tells a learner who has not started the route that nothing is saved, records no time, and starts it', async () => {
    const { events, api } = await renderItem(buildContentItem({ enrolled: false }), {
      [`POST /api/routes/${ROUTE_ID}/start`]: { body: buildRouteDetail() },
    });
    expect(screen.getByText(NOT_STARTED_TEXT)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.requestsTo(`POST ${ITEM_PATH}/progress`)).toHaveLength(0);
    await events.click(screen.getByRole('button', { name: 'Empezar la ruta' }));
    await waitFor(() => expect(api.requestsTo(`POST /api/routes/${ROUTE_ID}/start`)).toHaveLength(1));
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
      [`GET /api/routes/${ROUTE_ID}/items/contenido-1`]: {
        body: buildContentItem({ id: 'contenido-1', title: 'Introducción', position: 1, previous: null }),
      },
      [`POST /api/routes/${ROUTE_ID}/items/contenido-1/progress`]: { body: buildItemProgress() },
    });
    await events.click(screen.getByRole('link', { name: 'Anterior: Introducción' }));
    await screen.findByRole('heading', { level: 1, name: 'Introducción' });

    const leaving = api.fetchMock.mock.calls.filter(
      ([url, init]) =>
        (url instanceof Request ? url.url : url.toString()) === `${ITEM_PATH}/progress` && init?.keepalive === true,
    );
    expect(leaving).toHaveLength(1);
    expect(api.requestsTo(`POST /api/routes/${ROUTE_ID}/items/contenido-1/progress`)).toHaveLength(1);
  });

  it('records nothing and offers no completion in an admin preview', async () => {
    const { api } = await renderItem(buildContentItem({ preview: true }), {}, adminUser);
    expect(screen.getByText(PREVIEW_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Completar y continuar' })).not.toBeInTheDocument();
    expect(api.requestsTo(`POST ${ITEM_PATH}/progress`)).toHaveLength(0);
  });

  it('explains a locked item, names its route and step, and links to the exact step that unlocks it', async () => {
    const message = 'Complete primero «Introducción» para desbloquear este paso.';
    const details = {
      route: { id: ROUTE_ID, title: 'Trabajo seguro en alturas' },
      stepTitle: 'Marco legal del trabajo en alturas',
      unlock: { kind: 'content', title: 'Introducción', href: `/rutas/${ROUTE_ID}/contenido-1` },
    };
    await renderItem(null, {
      [`GET ${ITEM_PATH}`]: { status: 403, body: { error: { code: 'STEP_LOCKED', message, details } } },
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Contenido bloqueado: Marco legal del trabajo en alturas' }),
    ).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Migas de pan' });
    expect(within(breadcrumb).getByRole('link', { name: 'Trabajo seguro en alturas' })).toHaveAttribute(
      'href',
      `/rutas/${ROUTE_ID}`,
    );
    expect(breadcrumb).toHaveTextContent('Marco legal del trabajo en alturas');
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a «Introducción»' })).toHaveAttribute(
      'href',
      `/rutas/${ROUTE_ID}/contenido-1`,
    );
    expect(screen.getByRole('link', { name: 'Volver a la ruta' })).toHaveAttribute('href', `/rutas/${ROUTE_ID}`);
  });

  it('sends a locked learner to the initial test when that is what unlocks the content', async () => {
    const details = {
      route: { id: ROUTE_ID, title: 'Trabajo seguro en alturas' },
      stepTitle: 'Marco legal del trabajo en alturas',
      unlock: { kind: 'pretest', title: 'Prueba inicial', href: `/rutas/${ROUTE_ID}/pretest` },
    };
    const message = 'Presente primero la prueba inicial para desbloquear los contenidos.';
    await renderItem(null, {
      [`GET ${ITEM_PATH}`]: { status: 403, body: { error: { code: 'STEP_LOCKED', message, details } } },
    });
    expect(screen.getByRole('link', { name: 'Presentar la prueba inicial' })).toHaveAttribute(
      'href',
      `/rutas/${ROUTE_ID}/pretest`,
    );
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
    expect(screen.getByText('Este contenido se marca como completado al ver el 90 % del video.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Completar y continuar' })).not.toBeInTheDocument();

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

    // The reports that carry a position: a report without one (the opening's, sent again if the page's effect
    // re-runs on a slow machine) says nothing about what was watched.
    const positions = () =>
      api
        .requestsTo(`POST ${ITEM_PATH}/progress`)
        .map((request) => request.body as { position?: number; duration?: number })
        .filter((body) => body.position !== undefined);
    await waitFor(() => expect(positions().at(-1)).toMatchObject({ position: 24, duration: 100 }));
    expect(positions().every((body) => body.position !== undefined && body.position <= 24)).toBe(true);
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
