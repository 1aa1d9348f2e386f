import { ADMIN_PROFILE, COMPANY_LEAD_PROFILE, LEARNER_PROFILE, type AdminUser } from '@academia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../infra/clock/clock.js';
import { auditOf, company, invitationTokenFor, learnerOf, member } from '../../test/people.js';
import { cookieHeader, createTestApp, plainText, readOutbox, signIn, type TestApp } from '../../test/test-app.js';

const clock = fixedClock('2026-05-04T13:00:00.000Z');
let t: TestApp;
let admin: Awaited<ReturnType<typeof member>>;
let andinaId: string;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
  admin = await member(t.app, ADMIN_PROFILE, null, 'Administradora Principal');
  andinaId = (await company(t.app, 'Constructora Andina S.A.S.', '900123456-8')).id;
});
afterAll(() => t.close());

const post = (url: string, payload?: object, cookie = admin.cookie) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });
const patch = (url: string, payload: object, cookie = admin.cookie) =>
  t.app.inject({ method: 'PATCH', url, headers: { cookie }, payload });
const accept = (token: string | undefined, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/invitation/accept', payload: { token, password } });

let seq = 0;
function newPerson(overrides: Record<string, unknown> = {}) {
  seq += 1;
  return {
    nombre: 'José Ñúñez Peña',
    email: `jose.nunez${String(seq)}@andina.co`,
    tipoDocumento: 'CC',
    numeroDocumento: `10203040${String(seq)}`,
    cargo: 'Oficial de obra',
    empresaId: andinaId,
    perfil: LEARNER_PROFILE,
    ...overrides,
  };
}

describe('creating a person with an invitation', () => {
  it('creates the account without a usable password and e-mails a 72-hour, single-use link', async () => {
    const input = newPerson();
    const created = await post('/api/admin/users', input);
    expect(created.statusCode).toBe(201);
    const user = created.json<AdminUser>();
    expect(user).toMatchObject({
      nombre: 'José Ñúñez Peña',
      tipoDocumento: 'CC',
      cargo: 'Oficial de obra',
      empresa: { id: andinaId, nombre: 'Constructora Andina S.A.S.' },
      hasConsented: false,
      active: true,
    });
    // No password works until the invitation is accepted.
    expect((await signIn(t.app, input.email, 'Segura-2026')).statusCode).toBe(401);

    const { token, text } = await invitationTokenFor(t.app, t.config, input.email);
    expect(text).toContain('Hola, José Ñúñez Peña');
    expect(text).toContain(`${t.config.publicUrl}/activar-cuenta#token=`);
    expect(text).toContain('72 horas');
    expect((await accept(token, 'corta')).statusCode).toBe(400);
    const accepted = await accept(token, 'Mi-Clave-2026');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().message).toMatch(/cuenta quedó activa/);
    expect((await signIn(t.app, input.email, 'Mi-Clave-2026')).json().user).toMatchObject({ needsConsent: true });

    const reused = await accept(token, 'Otra-Clave-2026');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toMatchObject({ code: 'INVITATION_INVALID' });
    expect((await signIn(t.app, input.email, 'Mi-Clave-2026')).statusCode).toBe(200);

    const entries = await auditOf(t.app, user.id);
    expect(entries.map((entry) => entry.action).sort()).toEqual(['user.create', 'user.invite']);
    expect(entries.find((entry) => entry.action === 'user.create')).toMatchObject({
      company_id: andinaId,
      actor_id: admin.id,
      entity_label: 'José Ñúñez Peña',
    });
    expect(entries.map((entry) => entry.changes).join()).not.toMatch(/unset\$|token/i);
  });

  it('refuses a link after 72 hours, and a re-sent invitation voids the earlier one', async () => {
    const input = newPerson();
    const user = (await post('/api/admin/users', input)).json<AdminUser>();
    const first = (await invitationTokenFor(t.app, t.config, input.email)).token;
    clock.advance(72 * 60 * 60 * 1000 + 1000);
    expect((await accept(first, 'Mi-Clave-2026')).json().error.code).toBe('INVITATION_INVALID');
    // The admin's own session idled out meanwhile.
    admin.cookie = cookieHeader(await signIn(t.app, admin.email, admin.password));

    // Outbox files sort by the clock's time: each message gets its own second.
    const resent = await post(`/api/admin/users/${user.id}/invitation`);
    expect(resent.statusCode).toBe(202);
    const second = (await invitationTokenFor(t.app, t.config, input.email)).token;
    expect(second).not.toBe(first);
    clock.advance(1000);
    await post(`/api/admin/users/${user.id}/invitation`);
    const third = (await invitationTokenFor(t.app, t.config, input.email)).token;
    expect((await accept(second, 'Mi-Clave-2026')).json().error.code).toBe('INVITATION_INVALID');
    expect((await accept(third, 'Mi-Clave-2026')).statusCode).toBe(200);
    expect((await auditOf(t.app, user.id)).filter((entry) => entry.action === 'user.invite')).toHaveLength(3);
  });

  it('answers Spanish field messages and changes nothing on bad input', async () => {
    const bad = await post('/api/admin/users', newPerson({ nombre: ' ', email: 'no-es-correo', numeroDocumento: '' }));
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().error.details.fields as { path: string; message: string }[];
    expect(fields.map((field) => field.path).sort()).toEqual(['email', 'nombre', 'numeroDocumento']);
    expect(fields.find((field) => field.path === 'numeroDocumento')?.message).toBe('Escriba el número del documento.');
    const badProfile = await post('/api/admin/users', newPerson({ perfil: 'Jefe' }));
    expect(badProfile.json().error.details.fields[0].message).toMatch(/Elija un perfil/);
    const noCompany = await post('/api/admin/users', newPerson({ empresaId: 'no-existe' }));
    expect(noCompany.statusCode).toBe(400);
    expect(noCompany.json().error.message).toBe('La empresa elegida no existe.');
  });

  it('answers 409, not 500, when the same person is created twice at the same instant', async () => {
    const input = newPerson();
    const answers = await Promise.all([1, 2, 3].map(() => post('/api/admin/users', input)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('refuses a repeated e-mail or document with 409', async () => {
    const input = newPerson();
    expect((await post('/api/admin/users', input)).statusCode).toBe(201);
    const sameEmail = await post('/api/admin/users', newPerson({ email: input.email.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().error).toMatchObject({ code: 'EMAIL_IN_USE' });
    const sameDocument = await post('/api/admin/users', newPerson({ numeroDocumento: input.numeroDocumento }));
    expect(sameDocument.statusCode).toBe(409);
    expect(sameDocument.json().error).toMatchObject({ code: 'DOCUMENT_IN_USE' });
  });
});

describe('editing, deactivating and resetting', () => {
  it('edits every field and records before and after', async () => {
    const person = await learnerOf(t.app, null, 'Ana Pérez');
    const edited = await patch(`/api/admin/users/${person.id}`, {
      nombre: 'Ana María Pérez Ospina',
      email: 'ana.perez@andina.co',
      tipoDocumento: 'CE',
      numeroDocumento: '998877',
      cargo: 'Auxiliar contable',
      empresaId: andinaId,
      perfil: COMPANY_LEAD_PROFILE,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      nombre: 'Ana María Pérez Ospina',
      email: 'ana.perez@andina.co',
      perfil: COMPANY_LEAD_PROFILE,
    });
    const cleared = await patch(`/api/admin/users/${person.id}`, {
      cargo: '',
      tipoDocumento: null,
      numeroDocumento: null,
    });
    expect(cleared.json()).toMatchObject({ cargo: null, tipoDocumento: null, numeroDocumento: null });
    const half = await patch(`/api/admin/users/${person.id}`, { tipoDocumento: 'CC' });
    expect(half.statusCode).toBe(400);
    const update = (await auditOf(t.app, person.id)).find(
      (entry) => entry.action === 'user.update' && entry.changes.includes('nombre'),
    );
    expect(JSON.parse(update?.changes ?? '{}')).toMatchObject({
      nombre: { before: 'Ana Pérez', after: 'Ana María Pérez Ospina' },
      perfil: { before: LEARNER_PROFILE, after: COMPANY_LEAD_PROFILE },
    });
  });

  it('ends every session at once on deactivation; sign-in then says the account is inactive', async () => {
    const person = await learnerOf(t.app, andinaId);
    const me = () => t.app.inject({ url: '/api/learner/home', headers: { cookie: person.cookie } });
    expect((await me()).statusCode).toBe(200);
    const deactivated = await post(`/api/admin/users/${person.id}/deactivate`);
    expect(deactivated.json()).toMatchObject({ active: false });
    expect((await me()).statusCode).toBe(401);
    const again = await signIn(t.app, person.email, person.password);
    expect(again.statusCode).toBe(403);
    expect(again.json().error).toMatchObject({
      code: 'ACCOUNT_DISABLED',
      message: expect.stringMatching(/^Su cuenta está desactivada/),
    });
    const sessions = await t.app.database.db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', person.id)
      .execute();
    expect(sessions).toHaveLength(0);

    expect((await post(`/api/admin/users/${person.id}/reactivate`)).json()).toMatchObject({ active: true });
    expect((await signIn(t.app, person.email, person.password)).statusCode).toBe(200);
    const actions = (await auditOf(t.app, person.id)).map((entry) => entry.action);
    expect(actions.sort()).toEqual(['user.deactivate', 'user.reactivate']);
  });

  it('keeps an admin from deactivating themselves or the last Superadministrador', async () => {
    const self = await post(`/api/admin/users/${admin.id}/deactivate`);
    expect(self.statusCode).toBe(409);
    expect(self.json().error.code).toBe('SELF_DEACTIVATION');
    const other = await member(t.app, ADMIN_PROFILE, null);
    // Two active admins: one may go; then the last one may neither be deactivated nor demoted.
    expect((await post(`/api/admin/users/${admin.id}/deactivate`, undefined, other.cookie)).statusCode).toBe(200);
    const last = await patch(`/api/admin/users/${other.id}`, { perfil: LEARNER_PROFILE }, other.cookie);
    expect(last.statusCode).toBe(409);
    expect(last.json().error.code).toBe('LAST_SUPERADMIN');
    expect((await post(`/api/admin/users/${admin.id}/reactivate`, undefined, other.cookie)).statusCode).toBe(200);
    admin = { ...admin, cookie: cookieHeader(await signIn(t.app, admin.email, admin.password)) };
  });

  it("sends a reset code on the person's behalf without a captcha", async () => {
    const person = await learnerOf(t.app, andinaId, 'Óscar Gutiérrez');
    const sent = await post(`/api/admin/users/${person.id}/password-reset`);
    expect(sent.statusCode).toBe(202);
    await t.app.container.mailer.idle();
    const mail = plainText(
      readOutbox(t.config)
        .filter((eml) => eml.includes(`To: ${person.email}`))
        .at(-1) ?? '',
    );
    const code = /es: (\d{6})/.exec(mail)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { email: person.email, code, password: 'Nueva-Clave-2026' },
    });
    expect(confirmed.statusCode).toBe(200);
    const entries = await auditOf(t.app, person.id);
    expect(entries.map((entry) => entry.action)).toEqual(['user.password_reset_sent']);
    expect(entries[0]?.changes).not.toContain(code ?? 'x');
  });
});
