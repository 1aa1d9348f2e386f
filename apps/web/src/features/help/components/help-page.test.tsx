import { DATA_POLICY_VERSION } from '@academia/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { learnerUser, PROVIDER_NAME, renderApp } from '../../../testing/render-app';
import { faqEntries } from '../faq-entries';
import { DATA_POLICY_TITLE } from './data-policy-page';
import { NO_QUESTIONS_TEXT } from './help-page';

const CONFIG = {
  providerName: PROVIDER_NAME,
  contactEmail: 'contacto@example.com',
  contactPhone: '601 555 0100',
  contactAddress: null,
  contactHours: 'Lunes a viernes, 8:00 a. m. a 5:00 p. m.',
};

async function renderHelp() {
  const view = renderApp('/ayuda', { user: learnerUser, api: { 'GET /api/public-config': { body: CONFIG } } });
  await screen.findByRole('heading', { level: 1, name: 'Ayuda' }, { timeout: 4000 });
  return view;
}

const questions = () =>
  within(screen.getByRole('region', { name: 'Preguntas frecuentes' }))
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('HelpPage', () => {
  it('lists every question as an accordion that opens its answer', async () => {
    const { events } = await renderHelp();
    await waitFor(() => expect(document.title).toBe('Ayuda · Academia SST'));
    expect(questions()).toEqual(faqEntries.map((entry) => entry.question));

    const question = screen.getByRole('button', { name: '¿Para qué sirve la prueba inicial?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await events.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: '¿Para qué sirve la prueba inicial?' })).toHaveTextContent(
      'La prueba inicial es un diagnóstico',
    );
  });

  it('filters the questions as the learner types, ignoring accents, and says how many match', async () => {
    const { events } = await renderHelp();
    const search = screen.getByRole('searchbox', { name: 'Buscar en las preguntas frecuentes' });
    await events.type(search, 'contrasena');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/coincide(n)? con «contrasena»\./));
    expect(questions()).toContain('Olvidé mi contraseña, ¿cómo la recupero?');
    expect(questions()).not.toContain('¿Qué encuentro en las bibliotecas?');

    await events.type(search, ' codigo verificar');
    expect(questions()).toEqual([]);
    expect(screen.getByText(NO_QUESTIONS_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 preguntas coinciden con «contrasena codigo verificar».');

    await events.clear(search);
    expect(questions()).toHaveLength(faqEntries.length);
  });

  it('shows only the configured ways of contact and links the data policy', async () => {
    await renderHelp();
    const contact = screen.getByRole('region', { name: 'Contacto' });
    expect(await within(contact).findByRole('link', { name: 'contacto@example.com' })).toHaveAttribute(
      'href',
      'mailto:contacto@example.com',
    );
    expect(within(contact).getByRole('link', { name: '601 555 0100' })).toHaveAttribute('href', 'tel:6015550100');
    expect(within(contact).getByText(CONFIG.contactHours)).toBeInTheDocument();
    expect(within(contact).queryByText('Dirección')).not.toBeInTheDocument();
    expect(within(contact).getByText(new RegExp(PROVIDER_NAME))).toBeInTheDocument();

    const data = screen.getByRole('region', { name: 'Sus datos personales' });
    expect(within(data).getByRole('link', { name: 'política de tratamiento de datos personales' })).toHaveAttribute(
      'href',
      '/politica-de-datos',
    );
    expect(screen.getByRole('link', { name: 'Ayuda' })).toHaveAttribute('href', '/ayuda');
  });
});

describe('DataPolicyPage', () => {
  it('is open without signing in, names the responsible and lists the rights and response times', async () => {
    renderApp('/politica-de-datos', { user: null });
    expect(await screen.findByRole('heading', { level: 1, name: DATA_POLICY_TITLE }, { timeout: 4000 })).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent('/politica-de-datos');
    expect(await screen.findByText(new RegExp(`El responsable del tratamiento es ${PROVIDER_NAME}`))).toBeVisible();
    expect(screen.getAllByText(/Ley 1581 de 2012/).length).toBeGreaterThan(0);
    expect(
      screen.getByText(/Decreto 1377 de 2013, hoy compilado en el\s+Decreto Único Reglamentario 1074 de 2015/),
    ).toBeInTheDocument();

    const rights = within(screen.getByRole('region', { name: 'Sus derechos' })).getAllByRole('listitem');
    expect(rights.map((item) => item.textContent)).toEqual([
      'Conocer, actualizar y rectificar sus datos personales.',
      'Solicitar prueba de la autorización que dio para su tratamiento.',
      'Recibir información, si la pide, sobre el uso que se les ha dado.',
      expect.stringContaining('Superintendencia de Industria y Comercio'),
      expect.stringContaining('Revocar la autorización y pedir la supresión'),
      'Acceder gratuitamente a sus datos personales. Con su sesión iniciada, en «Mi perfil» puede descargarlos todos en un archivo.',
    ]);
    expect(screen.getByText(`Versión ${DATA_POLICY_VERSION}, vigente desde`, { exact: false })).toBeInTheDocument();
    const howTo = screen.getByRole('region', { name: 'Cómo ejercerlos' });
    expect(within(howTo).getByRole('link', { name: 'contacto@example.com' })).toHaveAttribute(
      'href',
      'mailto:contacto@example.com',
    );
    expect(within(howTo).getByText(/máximo 10 días hábiles/)).toBeInTheDocument();
    expect(within(howTo).getByText(/máximo 15 días hábiles/)).toBeInTheDocument();
    const collected = screen.getByRole('region', { name: 'Qué datos guardamos' });
    expect(within(collected).getByText(/dirección IP y navegador/)).toBeInTheDocument();
    // Linked from the footer for everyone; help only for signed-in people.
    expect(screen.getByRole('link', { name: 'Política de tratamiento de datos' })).toHaveAttribute(
      'href',
      '/politica-de-datos',
    );
    expect(screen.queryByRole('link', { name: 'Ayuda' })).not.toBeInTheDocument();
  });
});
