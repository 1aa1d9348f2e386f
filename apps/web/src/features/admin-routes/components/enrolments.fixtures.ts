import {
  adminUserSchema,
  routeEnrolmentSchema,
  userListSchema,
  type AdminUser,
  type RouteEnrolment,
} from '@academia/shared';
import type { MockRequest } from '../../../testing/mock-api';

/** Test data for the "Inscritos" tab, parsed with the shared schemas so it always matches the contract. */

export function enrolment(overrides: Partial<RouteEnrolment> & Pick<RouteEnrolment, 'user'>): RouteEnrolment {
  return routeEnrolmentSchema.parse({
    origin: 'visit',
    enrolledAt: '2025-03-03T15:00:00.000Z',
    lastActivityAt: null,
    contentCompletedAt: null,
    percent: 0,
    secondsSpent: 0,
    finalTest: { attemptsUsed: 0, attemptsAllowed: 3, passed: false, inProgress: false, canGrant: false },
    ...overrides,
  });
}

export const ENROLMENTS: RouteEnrolment[] = [
  enrolment({
    user: { id: 'u-10', nombre: 'Ana María Pérez', email: 'ana@example.com' },
    origin: 'assignment',
    enrolledAt: '2025-03-03T15:00:00.000Z',
    lastActivityAt: '2025-03-10T15:00:00.000Z',
    percent: 40,
    secondsSpent: 3_900,
    // Every attempt used without passing: the one state in which another may be granted.
    finalTest: { attemptsUsed: 3, attemptsAllowed: 3, passed: false, inProgress: false, canGrant: true },
  }),
  enrolment({
    user: { id: 'u-11', nombre: 'Luis Fernando Díaz', email: 'luis@example.com' },
    origin: 'visit',
    enrolledAt: '2025-03-05T15:00:00.000Z',
    lastActivityAt: null,
    percent: 0,
    secondsSpent: 0,
  }),
];

export function person(overrides: Partial<AdminUser> & Pick<AdminUser, 'id' | 'nombre' | 'email'>): AdminUser {
  return adminUserSchema.parse({
    perfil: 'Aprendiz',
    empresa: { id: 'c-1', nombre: 'Constructora Andina S.A.S.' },
    active: true,
    createdAt: '2025-01-10T15:00:00.000Z',
    updatedAt: '2025-01-10T15:00:00.000Z',
    ...overrides,
  });
}

export const PEOPLE: AdminUser[] = [
  person({ id: 'u-10', nombre: 'Ana María Pérez', email: 'ana@example.com' }),
  person({ id: 'u-20', nombre: 'Marta Rojas', email: 'marta.rojas@example.com' }),
  person({ id: 'u-21', nombre: 'Martín Gómez', email: 'martin@example.com' }),
  person({ id: 'u-22', nombre: 'Mariana Ortiz', email: 'mariana@example.com', active: false }),
  person({ id: 'u-23', nombre: 'Jorge Mejía', email: 'jorge@example.com' }),
];

/** A fake `GET /api/admin/users` that matches `q` against name and email, like the server does. */
export function userSearchEndpoint({ search }: MockRequest) {
  const q = (search.get('q') ?? '').toLowerCase();
  const items = PEOPLE.filter((user) => `${user.nombre} ${user.email}`.toLowerCase().includes(q));
  return {
    body: userListSchema.parse({
      items,
      total: items.length,
      page: Number(search.get('page')),
      pageSize: Number(search.get('pageSize')),
    }),
  };
}
