import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { learnerUser, renderApp } from '../../../testing/render-app';
import { parseEvents } from '../api/ask-tutor';
import { TutorButton } from './tutor-button';

const SOURCES = [
  {
    kind: 'norm',
    title: 'Resolución 4272 de 2021',
    url: '/bibliotecas/legislativa-sst/n1',
    snippet: 'Desde 2 metros.',
  },
];
const STREAM = [
  `event: sources\ndata: ${JSON.stringify(SOURCES)}\n\n`,
  'event: token\ndata: Aplica desde 2 metros [1].\n\n',
  'event: token\ndata: \ndata: Esta respuesta no reemplaza la asesoría.\n\n',
  `event: done\ndata: ${JSON.stringify({ conversationId: 'c1', declined: false })}\n\n`,
].join('');

describe('parseEvents', () => {
  it('keeps an unfinished event for the next chunk and joins data lines with line breaks', () => {
    const { events, rest } = parseEvents('event: token\ndata: uno\ndata: dos\n\nevent: tok');
    expect(events).toEqual([{ event: 'token', data: 'uno\ndos' }]);
    expect(rest).toBe('event: tok');
  });
});

describe('the tutor panel', () => {
  it('opens from the header button, shows the streamed answer with its sources, and announces it once', async () => {
    const { events, api } = renderApp(
      '/inicio',
      { user: learnerUser, api: { 'GET /api/tutor/conversations': { body: { items: [] } } } },
      <TutorButton />,
    );
    await events.click(await screen.findByRole('button', { name: 'Preguntar al tutor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tutor de SST' });
    const status = within(dialog).getByRole('status');
    expect(status).toHaveTextContent('');
    api.fetchMock.mockImplementationOnce(
      async () => new Response(STREAM, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    );
    await events.type(within(dialog).getByRole('textbox', { name: 'Su pregunta' }), 'trabajo en alturas{Enter}');
    const conversation = await within(dialog).findByRole('list', { name: 'Conversación' });
    await waitFor(() => expect(conversation).toHaveTextContent('Aplica desde 2 metros [1].'));
    expect(within(conversation).getByRole('link', { name: 'Resolución 4272 de 2021' })).toHaveAttribute(
      'href',
      '/bibliotecas/legislativa-sst/n1',
    );
    await waitFor(() => expect(status).toHaveTextContent('Respuesta del tutor: Aplica desde 2 metros [1].'));
  });

  it('shows the server’s refusal and keeps the question', async () => {
    const { events, api } = renderApp(
      '/inicio',
      {
        user: learnerUser,
        api: {
          'POST /api/query': {
            status: 403,
            body: { error: { code: 'TUTOR_CLOSED_DURING_TEST', message: 'El tutor no está disponible ahora.' } },
          },
        },
      },
      <TutorButton />,
    );
    await events.click(await screen.findByRole('button', { name: 'Preguntar al tutor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tutor de SST' });
    const box = within(dialog).getByRole('textbox', { name: 'Su pregunta' });
    await events.type(box, 'trabajo en alturas{Enter}');
    expect(await within(dialog).findByText('El tutor no está disponible ahora.')).toBeVisible();
    expect(box).toHaveValue('trabajo en alturas');
    expect(api.requestsTo('POST /api/query')).toHaveLength(1);
  });
});
