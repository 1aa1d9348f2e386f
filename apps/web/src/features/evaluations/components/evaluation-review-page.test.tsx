import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse } from '../../../testing/mock-api';
import { adminUser, learnerUser, renderApp } from '../../../testing/render-app';
import {
  buildReview,
  LEARNER,
  MULTIPLE_ITEM,
  REVIEW_PATH,
  ROUTE_ID,
  ROUTE_TITLE,
  SESSION_ID,
  SINGLE_ITEM,
} from '../testing/evaluation-fixtures';
import { REVIEW_NOT_FOUND_TEXT } from '../utils/texts';

const PAGE = `/rutas/${ROUTE_ID}/revision/${SESSION_ID}`;

describe('EvaluationReviewPage', () => {
  it('shows each answer of an ended final test with the right one and why', async () => {
    const { api } = renderApp(PAGE, { user: learnerUser, api: { [`GET ${REVIEW_PATH}`]: { body: buildReview() } } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Revisión del intento 1' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(api.requestsTo(`GET ${REVIEW_PATH}`)).toHaveLength(1);
    expect(
      screen.getByText(/Evaluación final de «.+» · 8 de 12 correctas · Puntaje: 55 de 100 · No aprobado/),
    ).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Migas de pan' });
    expect(within(breadcrumb).getByRole('link', { name: ROUTE_TITLE })).toHaveAttribute('href', `/rutas/${ROUTE_ID}`);
    expect(within(breadcrumb).getByRole('link', { name: 'Evaluación final' })).toHaveAttribute(
      'href',
      `/rutas/${ROUTE_ID}/test`,
    );

    const list = screen.getByRole('list', { name: 'Respuestas del intento 1' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent(`Pregunta 1. ${SINGLE_ITEM.prompt}`);
    expect(first).toHaveTextContent('Incorrecta · Su respuesta: 1,00 m');
    expect(first).toHaveTextContent('Respuesta correcta: 2,00 m.');
    expect(first).toHaveTextContent('La Resolución 4272 de 2021');
    expect(second).toHaveTextContent(`Pregunta 2. ${MULTIPLE_ITEM.prompt}`);
    expect(second).toHaveTextContent('Correcta · Su respuesta: Arnés de cuerpo completo; Punto de anclaje certificado');
    expect(second).toHaveTextContent('El casco no detiene una caída.');
    expect(screen.getByRole('link', { name: 'Volver a la evaluación final' })).toHaveAttribute(
      'href',
      `/rutas/${ROUTE_ID}/test`,
    );
  });

  it('names the learner when an admin reads it, and leads back to their read-only page', async () => {
    renderApp(PAGE, {
      user: adminUser,
      api: { [`GET ${REVIEW_PATH}`]: { body: buildReview({ readOnly: true }) } },
    });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: `Revisión del intento 1 de ${LEARNER.nombre}` },
        { timeout: 4000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a la evaluación final' })).toHaveAttribute(
      'href',
      `/rutas/${ROUTE_ID}/test/${LEARNER.id}`,
    );
  });

  it('says why a running attempt has no review yet, without "Reintentar"', async () => {
    const message = 'La revisión con las respuestas correctas se abre cuando termina la evaluación final.';
    renderApp(PAGE, {
      user: learnerUser,
      api: { [`GET ${REVIEW_PATH}`]: errorResponse(409, 'REVIEW_NOT_AVAILABLE', undefined, message) },
    });
    expect(await screen.findByText(message, {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /Respuestas del intento/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  });

  it('says it does not exist for someone else’s session', async () => {
    renderApp(PAGE, { user: learnerUser, api: { [`GET ${REVIEW_PATH}`]: errorResponse(404, 'NOT_FOUND') } });
    expect(await screen.findByText(REVIEW_NOT_FOUND_TEXT, {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a la ruta' })).toHaveAttribute('href', `/rutas/${ROUTE_ID}`);
  });
});
