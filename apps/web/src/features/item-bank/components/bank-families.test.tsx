import type { AdminItemFamily } from '@academia/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderEditor, route } from '../../../testing/admin-route-fixtures';
import { BANK_API, BANK_TAB, bankServer } from './bank.fixtures';

const FAMILY: AdminItemFamily = {
  id: 'r-1/nivel-de-riesgo',
  title: 'Nivel de riesgo (I a IV) a partir de ND, NE y NC',
  rule: 'GTC 45: NR = ND × NE × NC.',
  topic: 'Aceptabilidad del riesgo',
  active: 48,
  retired: 0,
  preview: [
    {
      prompt: 'Un peligro se valora con ND = 10, NE = 4 y NC = 100. ¿En qué nivel de riesgo queda?',
      options: [
        { text: 'I', correct: true },
        { text: 'II', correct: false },
      ],
      explanation: 'NR = 4.000: nivel I.',
    },
  ],
};

describe('RouteEditorPage: item families', { timeout: 20_000 }, () => {
  it('lists the families, previews generated items with the key marked, and retires a whole family', async () => {
    const server = bankServer();
    server.state.families = [FAMILY];
    let retired = 0;
    server.routes[`POST ${BANK_API}/families/${encodeURIComponent(FAMILY.id)}/retire`] = () => {
      retired += 1;
      server.state.families = [{ ...FAMILY, active: 0, retired: 48 }];
      return { body: { retired: 48 } };
    };
    const events = userEvent.setup();
    await renderEditor(route(), server.routes, BANK_TAB);

    const section = await screen.findByRole('region', { name: 'Familias de preguntas' });
    expect(within(section).getByRole('heading', { level: 4, name: FAMILY.title })).toBeVisible();
    expect(within(section).getByText(/48 preguntas activas · 0 retiradas/)).toBeVisible();

    const toggle = within(section).getByRole('button', { name: 'Ver ejemplos generados' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await events.click(toggle);
    const examples = within(section).getByRole('list', { name: `Ejemplos de «${FAMILY.title}»` });
    expect(
      within(examples)
        .getByText(/respuesta correcta/)
        .closest('li'),
    ).toHaveTextContent('I (respuesta correcta)');

    await events.click(within(section).getByRole('button', { name: 'Retirar familia' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Retirar toda la familia?' });
    expect(dialog).toHaveTextContent('Se retirarán las 48 preguntas activas');
    await events.click(within(dialog).getByRole('button', { name: 'Retirar familia' }));
    expect(
      await screen.findByText(/48 preguntas activas · 0 retiradas|0 preguntas activas · 48 retiradas/),
    ).toBeVisible();
    expect(await screen.findByText(/0 preguntas activas · 48 retiradas/)).toBeVisible();
    expect(retired).toBe(1);
  });

  it('shows no families section when the bank has none', async () => {
    await renderEditor(route(), bankServer().routes, BANK_TAB);
    expect(await screen.findByText('3 preguntas activas en 2 temas')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Familias de preguntas' })).not.toBeInTheDocument();
  });
});
