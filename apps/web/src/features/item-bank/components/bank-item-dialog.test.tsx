import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse } from '../../../testing/mock-api';
import { renderEditor, route } from '../../../testing/admin-route-fixtures';
import { BANK_API, BANK_TAB, bankServer } from './bank.fixtures';

async function openNewQuestion(events: UserEvent) {
  await events.click(await screen.findByRole('button', { name: 'Nueva pregunta' }));
  return screen.findByRole('dialog', { name: 'Nueva pregunta' });
}

async function choose(events: UserEvent, dialog: HTMLElement, label: string, option: string) {
  await events.click(within(dialog).getByRole('combobox', { name: label }));
  await events.click(await screen.findByRole('option', { name: option }));
}

describe('Bank question dialog', { timeout: 30_000 }, () => {
  it('adds a single-choice question: one correct option at a time, options lettered a, b, c', async () => {
    const { events, api } = await renderEditor(route(), bankServer().routes, BANK_TAB);
    await screen.findByRole('table', { name: /Preguntas del banco/ });
    const dialog = await openNewQuestion(events);

    // The topic offers the ones in use, and takes a new one too.
    await events.type(within(dialog).getByRole('combobox', { name: 'Tema' }), 'alt');
    await events.click(await screen.findByRole('option', { name: 'Trabajo en alturas' }));
    expect(within(dialog).getByRole('combobox', { name: 'Tema' })).toHaveValue('Trabajo en alturas');
    expect(within(dialog).getByRole('combobox', { name: 'Tipo' })).toHaveTextContent('Selección única');
    await choose(events, dialog, 'Nivel', 'Difícil');
    await events.type(within(dialog).getByRole('textbox', { name: 'Pregunta' }), '¿Cada cuánto se recertifica?');
    await events.type(within(dialog).getByRole('textbox', { name: 'Opción A' }), 'Cada año');
    await events.type(within(dialog).getByRole('textbox', { name: 'Opción B' }), 'Nunca');
    await events.click(within(dialog).getByRole('button', { name: 'Agregar opción' }));
    const optionC = within(dialog).getByRole('textbox', { name: 'Opción C' });
    expect(optionC).toHaveFocus();
    await events.type(optionC, 'Cada dos años');

    const correctA = within(dialog).getByRole('checkbox', { name: 'Correcta: opción A' });
    const correctC = within(dialog).getByRole('checkbox', { name: 'Correcta: opción C' });
    await events.click(correctA);
    await events.click(correctC);
    expect(correctC).toBeChecked();
    expect(correctA).not.toBeChecked();

    // Removing "b" letters the rest again: the new question's ids stay a, b, c… in order.
    await events.click(within(dialog).getByRole('button', { name: 'Quitar opción B' }));
    expect(within(dialog).getByRole('textbox', { name: 'Opción B' })).toHaveValue('Cada dos años');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Agregar opción' })).toHaveFocus());
    await events.click(within(dialog).getByRole('button', { name: 'Agregar opción' }));
    await events.type(within(dialog).getByRole('textbox', { name: 'Opción C' }), 'Cada mes');
    await events.type(
      within(dialog).getByRole('textbox', { name: 'Explicación (opcional)' }),
      'La certificación se renueva cada dos años.',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Explicación (opcional)' })).toHaveAccessibleDescription(
      'Se muestra después de responder.',
    );
    await events.click(within(dialog).getByRole('button', { name: 'Agregar pregunta' }));

    expect(await screen.findByText('Pregunta agregada')).toBeInTheDocument();
    expect(api.requestsTo(`POST ${BANK_API}`)[0]?.body).toEqual({
      topic: 'Trabajo en alturas',
      kind: 'single',
      level: 'hard',
      prompt: '¿Cada cuánto se recertifica?',
      options: [
        { id: 'a', text: 'Cada año', correct: false },
        { id: 'b', text: 'Cada dos años', correct: true },
        { id: 'c', text: 'Cada mes', correct: false },
      ],
      explanation: 'La certificación se renueva cada dos años.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('rowheader', { name: '¿Cada cuánto se recertifica?' })).toBeInTheDocument();
    expect(screen.getByText('4 preguntas activas en 2 temas')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Nueva pregunta' })).toHaveFocus());
  });

  it('gives true-or-false questions their two fixed options, and lets multiple choice keep several', async () => {
    const { events, api } = await renderEditor(route(), bankServer().routes, BANK_TAB);
    const dialog = await openNewQuestion(events);

    await events.type(within(dialog).getByRole('combobox', { name: 'Tema' }), 'Riesgo eléctrico');
    await events.type(
      within(dialog).getByRole('textbox', { name: 'Pregunta' }),
      'Se puede trabajar con la red energizada.',
    );
    await events.type(within(dialog).getByRole('textbox', { name: 'Opción A' }), 'Escrita antes');

    await choose(events, dialog, 'Tipo', 'Selección múltiple');
    await events.click(within(dialog).getByRole('checkbox', { name: 'Correcta: opción A' }));
    await events.click(within(dialog).getByRole('checkbox', { name: 'Correcta: opción B' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Correcta: opción A' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Correcta: opción B' })).toBeChecked();

    await choose(events, dialog, 'Tipo', 'Verdadero o falso');
    expect(within(dialog).queryByRole('textbox', { name: /^Opción/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Agregar opción' })).not.toBeInTheDocument();
    const isTrue = within(dialog).getByRole('checkbox', { name: 'Correcta: Verdadero' });
    const isFalse = within(dialog).getByRole('checkbox', { name: 'Correcta: Falso' });
    await events.click(isTrue);
    await events.click(isFalse);
    expect(isTrue).not.toBeChecked();
    expect(isFalse).toBeChecked();
    await events.click(within(dialog).getByRole('button', { name: 'Agregar pregunta' }));

    expect(await screen.findByText('Pregunta agregada')).toBeInTheDocument();
    expect(api.requestsTo(`POST ${BANK_API}`)[0]?.body).toEqual({
      topic: 'Riesgo eléctrico',
      kind: 'true_false',
      level: 'medium',
      prompt: 'Se puede trabajar con la red energizada.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation: '',
    });
  });

  it('asks for a correct option before sending, on the options group', async () => {
    const { events, api } = await renderEditor(route(), bankServer().routes, BANK_TAB);
    const dialog = await openNewQuestion(events);
    await events.type(within(dialog).getByRole('combobox', { name: 'Tema' }), 'Alturas');
    await events.type(within(dialog).getByRole('textbox', { name: 'Pregunta' }), '¿Qué es un anclaje?');
    await events.type(within(dialog).getByRole('textbox', { name: 'Opción A' }), 'Un punto seguro');
    await events.type(within(dialog).getByRole('textbox', { name: 'Opción B' }), 'Un casco');

    await events.click(within(dialog).getByRole('button', { name: 'Agregar pregunta' }));

    const options = within(dialog).getByRole('group', { name: 'Opciones' });
    expect(await within(options).findByText('Marque al menos una opción correcta')).toBeInTheDocument();
    await waitFor(() => expect(options).toHaveFocus());
    expect(options).toHaveAccessibleDescription(
      'Marque la opción correcta: solo una. Marque al menos una opción correcta',
    );
    expect(api.requestsTo(`POST ${BANK_API}`)).toHaveLength(0);

    await events.click(within(dialog).getByRole('checkbox', { name: 'Correcta: opción A' }));
    await waitFor(() =>
      expect(within(dialog).queryByText('Marque al menos una opción correcta')).not.toBeInTheDocument(),
    );
  });

  it('edits a question and shows the problems the server finds under their fields', async () => {
    const prompt = '¿Qué elementos forman parte de un sistema de detención de caídas?';
    const { events, api } = await renderEditor(
      route(),
      {
        ...bankServer().routes,
        [`PUT ${BANK_API}/q-2`]: errorResponse(400, 'VALIDATION_FAILED', {
          fields: [{ path: 'options.2.text', message: 'Esta opción repite otra.' }],
        }),
      },
      BANK_TAB,
    );
    // Buttons are named after the start of the question.
    await events.click(
      await screen.findByRole('button', { name: 'Editar ¿Qué elementos forman parte de un sistema de detención de…' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Editar pregunta' });
    expect(within(dialog).getByRole('combobox', { name: 'Tema' })).toHaveValue('Trabajo en alturas');
    expect(within(dialog).getByRole('combobox', { name: 'Tipo' })).toHaveTextContent('Selección múltiple');
    expect(within(dialog).getByRole('textbox', { name: 'Pregunta' })).toHaveValue(prompt);
    expect(within(dialog).getByRole('checkbox', { name: 'Correcta: opción C' })).toBeChecked();

    const optionC = within(dialog).getByRole('textbox', { name: 'Opción C' });
    await events.clear(optionC);
    await events.type(optionC, 'Arnés de cuerpo completo');
    await events.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));

    expect(await within(dialog).findByText('Esta opción repite otra.')).toBeInTheDocument();
    expect(optionC).toHaveAccessibleDescription('Esta opción repite otra.');
    expect(optionC).toHaveFocus();
    expect(api.requestsTo(`PUT ${BANK_API}/q-2`)[0]?.body).toMatchObject({
      kind: 'multiple',
      options: [
        { id: 'a', text: 'Arnés de cuerpo completo', correct: true },
        { id: 'b', text: 'Casco sin barbuquejo', correct: false },
        { id: 'c', text: 'Arnés de cuerpo completo', correct: true },
      ],
    });
  });

  it('asks before discarding edits, and closes at once when nothing changed', async () => {
    const { events } = await renderEditor(route(), bankServer().routes, BANK_TAB);
    let dialog = await openNewQuestion(events);
    await events.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    dialog = await openNewQuestion(events);
    const prompt = within(dialog).getByRole('textbox', { name: 'Pregunta' });
    await events.type(prompt, '¿Quién firma el permiso?');
    await events.keyboard('{Escape}');
    const confirm = await screen.findByRole('dialog', { name: '¿Descartar los cambios?' });
    await events.click(within(confirm).getByRole('button', { name: 'Seguir editando' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '¿Descartar los cambios?' })).not.toBeInTheDocument(),
    );
    expect(prompt).toHaveValue('¿Quién firma el permiso?');

    await events.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await events.click(
      within(await screen.findByRole('dialog', { name: '¿Descartar los cambios?' })).getByRole('button', {
        name: 'Descartar',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Nueva pregunta' })).toHaveFocus());
  });
});
