import {
  adminDocumentSchema,
  adminNormSchema,
  type AdminDocument,
  type AdminNorm,
  type NormStatusInput,
} from '@academia/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, type MockRoutes } from '../../../testing/mock-api';
import { adminUser, renderApp } from '../../../testing/render-app';

const DOCUMENT: AdminDocument = adminDocumentSchema.parse({
  id: 'doc-1',
  title: 'Guía de trabajo seguro en alturas',
  summary: 'Cómo planear, autorizar y supervisar tareas por encima de 2 metros.',
  topic: 'alturas',
  kind: 'guide',
  publishedOn: '2024-03-01',
  file: { id: 'f-1', name: 'guia-alturas.pdf', mime: 'application/pdf', size: 2_516_582, url: '/api/files/f-1' },
  url: null,
  extractedChars: 48_210,
  createdAt: '2024-03-01T12:00:00.000Z',
  updatedAt: '2024-03-01T12:00:00.000Z',
  deletedAt: null,
});

const NORM_1409: AdminNorm = adminNormSchema.parse({
  id: 'norma-1409',
  type: 'resolucion',
  number: '1409',
  year: 2012,
  title: 'Resolución 1409 de 2012',
  issuer: 'Ministerio del Trabajo',
  subject: 'Reglamento de seguridad para trabajo en alturas',
  summary: '',
  topic: 'alturas',
  status: 'in_force',
  statusNote: '',
  replacedBy: null,
  sourceUrl: null,
  text: '',
  file: null,
  extractedChars: null,
  createdAt: '2024-03-01T12:00:00.000Z',
  updatedAt: '2024-03-01T12:00:00.000Z',
  deletedAt: null,
});
const NORM_4272: AdminNorm = {
  ...NORM_1409,
  id: 'norma-4272',
  number: '4272',
  year: 2021,
  title: 'Resolución 4272 de 2021',
};

const page = <T,>(items: T[]) => ({ body: { items, total: items.length, page: 1, pageSize: 20 } });

async function renderLibrary(path: string, api: MockRoutes) {
  const view = renderApp(path, { user: adminUser, api });
  await screen.findByRole('heading', { level: 1, name: 'Biblioteca' }, { timeout: 4000 });
  return view;
}

describe('AdminLibraryPage', { timeout: 20_000 }, () => {
  it('lists documents with the indexed text, and explains what a new one lacks before sending it', async () => {
    const { events, api } = await renderLibrary('/admin/biblioteca', {
      'GET /api/admin/library/documents': page([DOCUMENT]),
      'POST /api/admin/library/documents': errorResponse(400, 'VALIDATION_FAILED', {
        fields: [{ path: 'title', message: 'Ya existe un documento con este título.' }],
      }),
    });
    const table = await screen.findByRole('table', { name: '1 documento' });
    expect(within(table).getByText('Texto indexado: 48.210 caracteres')).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Nuevo documento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo documento' });
    await events.click(within(dialog).getByRole('button', { name: 'Crear documento' }));
    expect(await within(dialog).findByText('El título debe tener al menos 3 caracteres.')).toBeInTheDocument();
    expect(within(dialog).getByText('El resumen debe tener al menos 20 caracteres.')).toBeInTheDocument();
    expect(within(dialog).getByText('Adjunte un archivo o escriba un enlace.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Título' })).toHaveFocus();
    expect(api.requestsTo('POST /api/admin/library/documents')).toHaveLength(0);

    await events.type(within(dialog).getByRole('textbox', { name: 'Título' }), 'Guía de alturas');
    await events.type(
      within(dialog).getByRole('textbox', { name: 'Resumen' }),
      'Pasos para planear el trabajo en alturas con seguridad.',
    );
    await events.type(within(dialog).getByRole('textbox', { name: 'Enlace (opcional)' }), 'https://example.com/guia');
    await events.click(within(dialog).getByRole('button', { name: 'Crear documento' }));

    const title = within(dialog).getByRole('textbox', { name: 'Título' });
    await waitFor(() => expect(title).toHaveAccessibleDescription('Ya existe un documento con este título.'));
    expect(title).toHaveFocus();
    expect(api.requestsTo('POST /api/admin/library/documents')[0]?.body).toMatchObject({
      title: 'Guía de alturas',
      kind: 'guide',
      fileId: null,
      url: 'https://example.com/guia',
    });
  });

  it('deletes a document after confirmation and restores it from "Ver eliminados"', async () => {
    let deleted = false;
    const { events, api } = await renderLibrary('/admin/biblioteca', {
      'GET /api/admin/library/documents': ({ search }) =>
        page(
          search.get('deleted') === (deleted ? '1' : '0')
            ? [{ ...DOCUMENT, deletedAt: deleted ? '2025-01-01' : null }]
            : [],
        ),
      'DELETE /api/admin/library/documents/doc-1': () => {
        deleted = true;
        return { status: 204 };
      },
      'POST /api/admin/library/documents/doc-1/restore': () => {
        deleted = false;
        return { body: DOCUMENT };
      },
    });
    await screen.findByRole('table', { name: '1 documento' });
    await events.click(screen.getByRole('button', { name: `Eliminar «${DOCUMENT.title}»` }));
    const confirm = await screen.findByRole('dialog', { name: '¿Eliminar este documento?' });
    expect(api.requestsTo('DELETE /api/admin/library/documents/doc-1')).toHaveLength(0);
    await events.click(within(confirm).getByRole('button', { name: 'Eliminar' }));

    expect(await screen.findByText(/Documento eliminado: «Guía de trabajo seguro en alturas»/)).toBeInTheDocument();
    expect(
      await screen.findByText('Aún no hay documentos. Cree el primero con «Nuevo documento».'),
    ).toBeInTheDocument();

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await events.click(screen.getByRole('switch', { name: 'Ver eliminados' }));
    expect(await screen.findByRole('table', { name: '1 documento eliminados' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('eliminados=1');
    await events.click(screen.getByRole('button', { name: `Restaurar «${DOCUMENT.title}»` }));
    expect(await screen.findByText('Documento restaurado: «Guía de trabajo seguro en alturas».')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/admin/library/documents/doc-1/restore')).toHaveLength(1);
  });

  it('changes a norm to repealed and links the norm that replaced it', async () => {
    const { events, api } = await renderLibrary('/admin/biblioteca?pestana=normas', {
      'GET /api/admin/library/norms': ({ search }) => {
        const q = search.get('q') ?? '';
        return page([NORM_1409, NORM_4272].filter((norm) => norm.title.includes(q)));
      },
      'PATCH /api/admin/library/norms/norma-1409/status': ({ body }) => {
        const input = body as NormStatusInput;
        return { body: { ...NORM_1409, status: input.status, statusNote: input.statusNote } };
      },
    });
    expect(screen.getByRole('tab', { name: 'Normas', selected: true })).toBeInTheDocument();
    await screen.findByRole('table', { name: '2 normas' });
    await events.click(screen.getByRole('button', { name: `Cambiar estado «${NORM_1409.title}»` }));
    const dialog = await screen.findByRole('dialog', { name: `Cambiar estado: ${NORM_1409.title}` });

    await events.click(within(dialog).getByRole('combobox', { name: 'Estado' }));
    await events.click(await screen.findByRole('option', { name: 'Derogada' }));
    await events.type(
      within(dialog).getByRole('textbox', { name: 'Nota sobre el estado (opcional)' }),
      'Derogada por el artículo 85.',
    );
    await events.type(within(dialog).getByRole('combobox', { name: 'Derogada o modificada por (opcional)' }), '4272');
    const option = await screen.findByRole('option', { name: NORM_4272.title });
    // A norm cannot replace itself: it is never offered.
    expect(screen.queryByRole('option', { name: NORM_1409.title })).not.toBeInTheDocument();
    await events.click(option);
    await events.click(within(dialog).getByRole('button', { name: 'Guardar estado' }));

    expect(
      await screen.findByText('Estado actualizado: «Resolución 1409 de 2012» ahora está derogada.'),
    ).toBeInTheDocument();
    expect(api.requestsTo('PATCH /api/admin/library/norms/norma-1409/status')[0]?.body).toEqual({
      status: 'repealed',
      statusNote: 'Derogada por el artículo 85.',
      replacedById: 'norma-4272',
    });
  });

  it('derives the status from the link: choosing the replacing norm of a vigente norm makes it derogada', async () => {
    const { events, api } = await renderLibrary('/admin/biblioteca?pestana=normas', {
      'GET /api/admin/library/norms': ({ search }) => {
        const q = search.get('q') ?? '';
        return page([NORM_1409, NORM_4272].filter((norm) => norm.title.includes(q)));
      },
      'PATCH /api/admin/library/norms/norma-1409/status': ({ body }) => {
        const input = body as NormStatusInput;
        return { body: { ...NORM_1409, status: input.status, statusNote: input.statusNote } };
      },
    });
    await screen.findByRole('table', { name: '2 normas' });
    await events.click(screen.getByRole('button', { name: `Cambiar estado «${NORM_1409.title}»` }));
    const dialog = await screen.findByRole('dialog', { name: `Cambiar estado: ${NORM_1409.title}` });
    expect(within(dialog).getByRole('combobox', { name: 'Estado' })).toHaveTextContent('Vigente');

    await events.type(within(dialog).getByRole('combobox', { name: 'Derogada o modificada por (opcional)' }), '4272');
    await events.click(await screen.findByRole('option', { name: NORM_4272.title }));

    expect(within(dialog).getByRole('combobox', { name: 'Estado' })).toHaveTextContent('Derogada');
    expect(dialog).toHaveTextContent('el estado es «Derogada» o «Modificada», nunca «Vigente»');
    await events.click(within(dialog).getByRole('combobox', { name: 'Estado' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Modificada', 'Derogada']);
    await events.keyboard('{Escape}');
    await events.click(within(dialog).getByRole('button', { name: 'Guardar estado' }));
    await screen.findByText('Estado actualizado: «Resolución 1409 de 2012» ahora está derogada.');
    expect(api.requestsTo('PATCH /api/admin/library/norms/norma-1409/status')[0]?.body).toEqual({
      status: 'repealed',
      statusNote: '',
      replacedById: 'norma-4272',
    });
  });

  it('shows why the server refused a replacement', async () => {
    const { events } = await renderLibrary('/admin/biblioteca?pestana=normas', {
      'GET /api/admin/library/norms': page([
        { ...NORM_1409, replacedBy: { id: 'norma-4272', title: NORM_4272.title, status: 'in_force' } },
        NORM_4272,
      ]),
      'PATCH /api/admin/library/norms/norma-1409/status': errorResponse(
        400,
        'VALIDATION_FAILED',
        undefined,
        'Esa norma ya está reemplazada por esta: se formaría un ciclo.',
      ),
    });
    await screen.findByRole('table', { name: '2 normas' });
    await events.click(screen.getByRole('button', { name: `Cambiar estado «${NORM_1409.title}»` }));
    const dialog = await screen.findByRole('dialog', { name: `Cambiar estado: ${NORM_1409.title}` });
    expect(within(dialog).getByRole('combobox', { name: 'Derogada o modificada por (opcional)' })).toHaveValue(
      NORM_4272.title,
    );
    await events.click(within(dialog).getByRole('button', { name: 'Guardar estado' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('se formaría un ciclo');
    expect(alert).toHaveFocus();
  });
});
