import type { AdminRoute, ItemInput } from '@academia/shared';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setScreenSize } from '../../../testing/match-media';
import type { MockRequest } from '../../../testing/mock-api';
import { item, ITEMS, renderEditor, route } from '../../../testing/admin-route-fixtures';
import { upload } from './admin-routes.fixtures';

const CONTENTS = '?pestana=contenidos';

/** A fake `POST …/items` that appends the item to the route, as the server does. */
function addItemEndpoint(current: AdminRoute) {
  return ({ body }: MockRequest) => {
    const input = body as ItemInput;
    const added = item({ id: 'i-new', position: current.items.length + 1, kind: input.kind, title: input.title });
    return { status: 201, body: { ...current, items: [...current.items, added] } };
  };
}

async function openNewItemDialog(events: UserEvent, kind: string) {
  await events.click(screen.getByRole('button', { name: 'Agregar contenido' }));
  await events.click(await screen.findByRole('menuitem', { name: kind }));
  return screen.findByRole('dialog', { name: `Nuevo contenido: ${kind}` });
}

// These tests type a lot through user-event, which takes longer than the default 5 s.
describe('ItemDialog', { timeout: 20_000 }, () => {
  it('writes a reading in Markdown, previews it through the server and adds it', async () => {
    const current = route();
    const { events, api } = await renderEditor(
      current,
      {
        'POST /api/admin/markdown/preview': ({ body }) => ({
          body: { html: `<h3>Vista del servidor</h3><p>${(body as { markdown: string }).markdown}</p>` },
        }),
        'POST /api/admin/routes/r-1/items': addItemEndpoint(current),
      },
      CONTENTS,
    );
    const dialog = await openNewItemDialog(events, 'Lectura');

    await events.type(within(dialog).getByRole('textbox', { name: 'Título' }), 'Señalización');
    await events.type(
      within(dialog).getByRole('textbox', { name: 'Contenido (Markdown)' }),
      'Use **siempre** el arnés.',
    );
    await events.click(within(dialog).getByRole('tab', { name: 'Vista previa' }));

    expect(await within(dialog).findByRole('heading', { name: 'Vista del servidor' })).toBeInTheDocument();
    expect(api.requestsTo('POST /api/admin/markdown/preview')[0]?.body).toEqual({
      markdown: 'Use **siempre** el arnés.',
    });

    await events.click(within(dialog).getByRole('button', { name: 'Agregar contenido' }));
    expect(await screen.findByText('Contenido agregado')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/admin/routes/r-1/items')[0]?.body).toEqual({
      kind: 'text',
      title: 'Señalización',
      description: '',
      durationMinutes: 10,
      required: true,
      body: 'Use **siempre** el arnés.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Mover Señalización' })).toBeInTheDocument();
    // Focus went back to the button that opened the menu.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Agregar contenido' })).toHaveFocus());
  });

  it('takes the author back to "Escribir" when the reading has no text', async () => {
    const { events } = await renderEditor(route(), {}, CONTENTS);
    const dialog = await openNewItemDialog(events, 'Lectura');
    await events.type(within(dialog).getByRole('textbox', { name: 'Título' }), 'Señalización');
    await events.click(within(dialog).getByRole('tab', { name: 'Vista previa' }));
    expect(within(dialog).getByText('Aún no hay texto para mostrar.')).toBeInTheDocument();

    await events.click(within(dialog).getByRole('button', { name: 'Agregar contenido' }));

    expect(await within(dialog).findByText('Escriba el contenido')).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'Escribir', selected: true })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Contenido (Markdown)' })).toHaveFocus());
  });

  it('fills the whole screen on a phone', async () => {
    setScreenSize('narrow');
    const { events } = await renderEditor(route(), {}, CONTENTS);
    const dialog = await openNewItemDialog(events, 'Enlace externo');
    expect(dialog).toHaveClass('MuiDialog-paperFullScreen');
    expect(within(dialog).getByRole('textbox', { name: 'Dirección (URL)' })).toBeInTheDocument();
  });

  it('builds a quiz and asks for a correct option before saving', async () => {
    const current = route();
    const { events, api } = await renderEditor(
      current,
      { 'POST /api/admin/routes/r-1/items': addItemEndpoint(current) },
      CONTENTS,
    );
    const dialog = await openNewItemDialog(events, 'Repaso');

    await events.type(within(dialog).getByRole('textbox', { name: 'Título' }), 'Repaso del arnés');
    const question = within(dialog).getByRole('group', { name: 'Pregunta 1' });
    await events.type(within(question).getByRole('textbox', { name: 'Pregunta' }), '¿Qué evita el arnés?');
    await events.type(within(question).getByRole('textbox', { name: 'Opción A' }), 'Las caídas');
    await events.type(within(question).getByRole('textbox', { name: 'Opción B' }), 'El ruido');
    await events.click(within(question).getByRole('button', { name: 'Agregar opción a la pregunta 1' }));
    await events.type(within(question).getByRole('textbox', { name: 'Opción C' }), 'El calor');
    await events.click(within(dialog).getByRole('button', { name: 'Agregar contenido' }));

    expect(await within(question).findByRole('alert')).toHaveTextContent('Marque al menos una opción correcta');
    expect(api.requestsTo('POST /api/admin/routes/r-1/items')).toHaveLength(0);

    await events.click(within(question).getByRole('checkbox', { name: 'Correcta: opción A de la pregunta 1' }));
    await events.click(within(question).getByRole('button', { name: 'Quitar opción C de la pregunta 1' }));
    await events.click(within(dialog).getByRole('button', { name: 'Agregar pregunta' }));
    expect(within(dialog).getByRole('group', { name: 'Pregunta 2' })).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Quitar pregunta 2' }));
    await events.click(within(dialog).getByRole('button', { name: 'Agregar contenido' }));

    await waitFor(() => expect(api.requestsTo('POST /api/admin/routes/r-1/items')).toHaveLength(1));
    expect(api.requestsTo('POST /api/admin/routes/r-1/items')[0]?.body).toMatchObject({
      kind: 'quiz',
      title: 'Repaso del arnés',
      quiz: {
        passMark: 70,
        questions: [
          {
            id: 'q1',
            prompt: '¿Qué evita el arnés?',
            explanation: '',
            options: [
              { id: 'a', text: 'Las caídas', correct: true },
              { id: 'b', text: 'El ruido', correct: false },
            ],
          },
        ],
      },
    });
  });
});

/** XMLHttpRequest replaced at the edge: records the upload and answers when the test says so. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  url = '';
  body: FormData | null = null;
  status = 0;
  responseText = '';
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();

  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.events.dispatchEvent(new Event('abort'));
  }
  progress(percent: number) {
    this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded: percent, total: 100 }));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.events.dispatchEvent(new Event('load'));
  }
}

describe('Uploads in the item dialog', { timeout: 20_000 }, () => {
  it('shows progress, the server message when a file is refused, and the uploaded file with its size', async () => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const current = route();
    const withFile = { ...current, items: [ITEMS[0]!, { ...ITEMS[1]!, file: upload() }, ITEMS[2]!] };
    const { events, api } = await renderEditor(
      current,
      { 'PUT /api/admin/routes/r-1/items/i-2': { body: withFile } },
      CONTENTS,
    );
    await events.click(screen.getByRole('button', { name: 'Editar Procedimiento de rescate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar contenido: Documento PDF' });
    expect(dialog).toHaveTextContent('Aún no hay archivo.');

    const input = within(dialog).getByLabelText('Subir archivo');
    expect(input).toHaveAttribute('accept', 'application/pdf');
    await events.upload(input, new File(['%PDF'], 'manual.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const refused = FakeXhr.sent[0]!;
    expect(refused.url).toBe('/api/admin/uploads?purpose=pdf');
    expect((refused.body?.get('file') as File).name).toBe('manual.pdf');
    refused.progress(40);
    // The bar exists from the moment the file is sent (at 0 %); wait for React to render the reported progress.
    await waitFor(() =>
      expect(within(dialog).getByRole('progressbar', { name: 'Subiendo manual.pdf' })).toHaveAttribute(
        'aria-valuenow',
        '40',
      ),
    );
    refused.respond(415, {
      error: { code: 'UNSUPPORTED_FILE_TYPE', message: 'El archivo no es un PDF. Suba un documento PDF válido.' },
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No se pudo subir «manual.pdf». El archivo no es un PDF. Suba un documento PDF válido.',
    );

    await events.upload(
      within(dialog).getByLabelText('Subir archivo'),
      new File(['%PDF'], 'procedimiento.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    FakeXhr.sent[1]!.respond(201, upload());
    expect(await within(dialog).findByText('procedimiento.pdf')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('2,4 MB');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    await events.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(api.requestsTo('PUT /api/admin/routes/r-1/items/i-2')).toHaveLength(1));
    expect(api.requestsTo('PUT /api/admin/routes/r-1/items/i-2')[0]?.body).toMatchObject({
      kind: 'pdf',
      fileId: 'f-1',
    });
    expect(await screen.findByText('Contenido actualizado')).toBeInTheDocument();
  });
});

describe('Captions of an uploaded video', { timeout: 20_000 }, () => {
  it('keeps the captions of a video when it is saved, and lets the author replace them', async () => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const video = item({
      id: 'i-3',
      position: 3,
      kind: 'video',
      title: 'Uso del arnés',
      file: upload({ id: 'v-1', name: 'arnes.mp4', mime: 'video/mp4' }),
      captions: upload({ id: 'c-1', name: 'arnes.vtt', mime: 'text/vtt', size: 2048 }),
    });
    const current = route({ items: [ITEMS[0]!, ITEMS[1]!, video] });
    const { events, api } = await renderEditor(
      current,
      { 'PUT /api/admin/routes/r-1/items/i-3': { body: current } },
      CONTENTS,
    );
    await events.click(screen.getByRole('button', { name: 'Editar Uso del arnés' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar contenido: Video' });
    const captions = within(dialog).getByRole('region', { name: 'Subtítulos' });
    expect(captions).toHaveTextContent('arnes.vtt');
    expect(within(captions).getByLabelText('Reemplazar subtítulos')).toHaveAttribute('accept', '.vtt,text/vtt');

    await events.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(api.requestsTo('PUT /api/admin/routes/r-1/items/i-3')).toHaveLength(1));
    expect(api.requestsTo('PUT /api/admin/routes/r-1/items/i-3')[0]?.body).toMatchObject({
      kind: 'video',
      fileId: 'v-1',
      captionsFileId: 'c-1',
    });
  });

  it('uploads new captions as a captions file', async () => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const video = item({
      id: 'i-3',
      position: 3,
      kind: 'video',
      title: 'Uso del arnés',
      file: upload({ id: 'v-1', name: 'arnes.mp4', mime: 'video/mp4' }),
    });
    const current = route({ items: [ITEMS[0]!, ITEMS[1]!, video] });
    const { events } = await renderEditor(current, {}, CONTENTS);
    await events.click(screen.getByRole('button', { name: 'Editar Uso del arnés' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar contenido: Video' });
    await events.upload(
      within(dialog).getByLabelText('Subir subtítulos (.vtt)'),
      new File(['WEBVTT'], 'arnes.vtt', { type: 'text/vtt' }),
    );
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(FakeXhr.sent[0]?.url).toBe('/api/admin/uploads?purpose=captions');
    FakeXhr.sent[0]!.respond(201, upload({ id: 'c-2', name: 'arnes.vtt', mime: 'text/vtt', size: 900 }));
    expect(await within(dialog).findByText('arnes.vtt')).toBeInTheDocument();
  });
});
