import { type RouteEnrolment } from '@academia/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse } from '../../../testing/mock-api';
import { renderEditor, route } from '../../../testing/admin-route-fixtures';
import { ENROLMENTS, enrolment, userSearchEndpoint } from './enrolments.fixtures';
import { formatShortDate } from '../../../lib/format';

const ENROLLED = '?pestana=inscritos';
const ENROLMENTS_API = 'GET /api/admin/routes/r-1/enrolments';
const ASSIGN_API = 'POST /api/admin/routes/r-1/enrolments';
const GRANT_API = 'POST /api/admin/routes/r-1/enrolments/u-10/attempts';

function rowOf(name: string): HTMLElement {
  const row = screen.getByRole('rowheader', { name }).closest('tr');
  if (!row) throw new Error(`No hay fila para ${name}`);
  return row;
}

describe('RouteEditorPage: enrolled learners', { timeout: 20_000 }, () => {
  it('lists who is enrolled, with their origin, dates, progress and time spent', async () => {
    await renderEditor(route({ status: 'published' }), { [ENROLMENTS_API]: { body: { items: ENROLMENTS } } }, ENROLLED);

    expect(screen.getByRole('tab', { name: 'Inscritos', selected: true })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Inscritos' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('2 personas inscritas')).toBeInTheDocument();

    const ana = rowOf('Ana María Pérez');
    expect(within(ana).getByText('ana@example.com')).toBeInTheDocument();
    expect(within(ana).getByText('Asignada')).toBeInTheDocument();
    expect(within(ana).getByText(formatShortDate('2025-03-03T15:00:00.000Z'))).toBeInTheDocument();
    const progress = within(ana).getByRole('progressbar', { name: 'Avance de Ana María Pérez: 40 %' });
    expect(progress).toHaveAttribute('aria-valuenow', '40');
    expect(within(ana).getByText('40 %')).toBeInTheDocument();
    expect(within(ana).getByText('1 h 5 min')).toBeInTheDocument();
    expect(within(ana).getByText(formatShortDate('2025-03-10T15:00:00.000Z'))).toBeInTheDocument();

    const luis = rowOf('Luis Fernando Díaz');
    expect(within(luis).getByText('Por su cuenta')).toBeInTheDocument();
    expect(within(luis).getByRole('progressbar', { name: 'Avance de Luis Fernando Díaz: 0 %' })).toBeInTheDocument();
    expect(within(luis).getByText('0 min')).toBeInTheDocument();
    expect(within(luis).getByText('Sin actividad')).toBeInTheDocument();
    expect(within(luis).getByText('0 de 3 intentos usados')).toBeInTheDocument();
    expect(within(luis).queryByRole('button', { name: /Conceder otro intento/ })).not.toBeInTheDocument();
  });

  it('grants one more final-test attempt to someone who used them all, and shows the new limit', async () => {
    let items = ENROLMENTS;
    const granted = { attemptsUsed: 3, attemptsAllowed: 4, passed: false, inProgress: false, canGrant: false };
    const { events, api } = await renderEditor(
      route({ status: 'published' }),
      {
        [ENROLMENTS_API]: () => ({ body: { items } }),
        [GRANT_API]: () => {
          items = ENROLMENTS.map((e) => (e.user.id === 'u-10' ? { ...e, finalTest: granted } : e));
          return { body: granted };
        },
      },
      ENROLLED,
    );
    await screen.findByRole('table', { name: 'Inscritos' });
    const ana = rowOf('Ana María Pérez');
    expect(within(ana).getByText('3 de 3 intentos usados')).toBeInTheDocument();

    await events.click(within(ana).getByRole('button', { name: 'Conceder otro intento a Ana María Pérez' }));

    expect(
      await screen.findByText(
        'Se concedió un intento más a Ana María Pérez: ahora tiene 4 intentos para la evaluación final.',
      ),
    ).toBeInTheDocument();
    expect(api.requestsTo(GRANT_API)).toHaveLength(1);
    expect(await within(rowOf('Ana María Pérez')).findByText('3 de 4 intentos usados')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Conceder otro intento/ })).not.toBeInTheDocument();
  });

  it('explains a refused grant and changes nothing on screen', async () => {
    const { events } = await renderEditor(
      route({ status: 'published' }),
      {
        [ENROLMENTS_API]: { body: { items: ENROLMENTS } },
        [GRANT_API]: errorResponse(
          400,
          'VALIDATION_FAILED',
          undefined,
          'Esta persona todavía tiene un intento disponible: solo se concede otro cuando los ha usado todos.',
        ),
      },
      ENROLLED,
    );
    await screen.findByRole('table', { name: 'Inscritos' });
    await events.click(screen.getByRole('button', { name: 'Conceder otro intento a Ana María Pérez' }));
    expect(await screen.findByText(/todavía tiene un intento disponible/)).toBeInTheDocument();
    expect(within(rowOf('Ana María Pérez')).getByText('3 de 3 intentos usados')).toBeInTheDocument();
  });

  it('says when nobody is enrolled, and only lets published routes be assigned', async () => {
    const { events } = await renderEditor(route({ status: 'draft' }), { [ENROLMENTS_API]: { body: { items: [] } } });

    await events.click(screen.getByRole('tab', { name: 'Inscritos' }));

    expect(await screen.findByText('Nadie se ha inscrito todavía en esta ruta.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/rutas/r-1?pestana=inscritos');
    const assign = screen.getByRole('button', { name: 'Asignar aprendices' });
    expect(assign).toBeDisabled();
    expect(assign).toHaveAccessibleDescription('Publique la ruta para poder asignarla.');
  });

  it('searches people, enrols the chosen ones and refreshes the table', async () => {
    let enrolled: RouteEnrolment[] = [ENROLMENTS[0]!];
    const { events, api } = await renderEditor(
      route({ status: 'published' }),
      {
        [ENROLMENTS_API]: () => ({ body: { items: enrolled } }),
        'GET /api/admin/users': userSearchEndpoint,
        [ASSIGN_API]: () => {
          enrolled = [
            ...enrolled,
            enrolment({
              user: { id: 'u-20', nombre: 'Marta Rojas', email: 'marta.rojas@example.com' },
              origin: 'assignment',
            }),
          ];
          return { body: { enrolled: 1, alreadyEnrolled: 1 } };
        },
      },
      ENROLLED,
    );
    await screen.findByRole('table', { name: 'Inscritos' });

    await events.click(screen.getByRole('button', { name: 'Asignar aprendices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Asignar aprendices' });
    // Active people only; who is already enrolled shows, but cannot be chosen again.
    const people = await within(dialog).findByRole('list', { name: 'Personas activas' });
    expect(within(people).getAllByRole('listitem')).toHaveLength(4);
    expect(within(dialog).queryByText('Mariana Ortiz')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Ana María Pérez' })).toBeDisabled();
    expect(within(dialog).getByRole('checkbox', { name: 'Ana María Pérez' })).toHaveAccessibleDescription(
      'ana@example.com · Ya está en esta ruta',
    );

    await events.type(within(dialog).getByRole('searchbox', { name: 'Buscar personas' }), 'mart');
    await waitFor(() => expect(within(dialog).queryByText('Jorge Mejía')).not.toBeInTheDocument());
    expect(api.requestsTo('GET /api/admin/users').at(-1)?.search.get('q')).toBe('mart');
    // Debounced: one search for the whole word, not one per letter.
    expect(api.requestsTo('GET /api/admin/users').map((request) => request.search.get('q'))).toEqual([null, 'mart']);

    await events.click(within(dialog).getByRole('checkbox', { name: 'Marta Rojas' }));
    await events.click(within(dialog).getByRole('checkbox', { name: 'Martín Gómez' }));
    expect(within(dialog).getByText('2 personas elegidas')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Martín Gómez' })).toHaveAccessibleDescription(
      'martin@example.com',
    );
    await events.click(within(dialog).getByRole('button', { name: 'Asignar' }));

    expect(await screen.findByText('Se inscribió 1 persona (1 ya estaba inscrita).')).toBeInTheDocument();
    expect(api.requestsTo(ASSIGN_API)[0]?.body).toEqual({ userIds: ['u-20', 'u-21'] });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('rowheader', { name: 'Marta Rojas' })).toBeInTheDocument();
    expect(screen.getByText('2 personas inscritas')).toBeInTheDocument();
  });

  it('asks for someone before sending, and explains a refusal because the route is no longer published', async () => {
    const { events, api } = await renderEditor(
      route({ status: 'published' }),
      {
        [ENROLMENTS_API]: { body: { items: [] } },
        'GET /api/admin/users': userSearchEndpoint,
        [ASSIGN_API]: errorResponse(
          409,
          'VALIDATION_FAILED',
          undefined,
          'Publica la ruta antes de asignarla: los aprendices solo ven rutas publicadas.',
        ),
      },
      ENROLLED,
    );
    await events.click(await screen.findByRole('button', { name: 'Asignar aprendices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Asignar aprendices' });

    await events.click(within(dialog).getByRole('button', { name: 'Asignar' }));
    expect(within(dialog).getByText('Elija al menos una persona')).toBeInTheDocument();
    expect(api.requestsTo(ASSIGN_API)).toHaveLength(0);

    await events.click(await within(dialog).findByRole('checkbox', { name: 'Jorge Mejía' }));
    await events.click(within(dialog).getByRole('button', { name: 'Asignar' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Publica la ruta antes de asignarla: los aprendices solo ven rutas publicadas.',
    );
    // The editor reloads the route, whose status someone else changed.
    await waitFor(() => expect(api.requestsTo('GET /api/admin/routes/r-1')).toHaveLength(2));
  });
});
