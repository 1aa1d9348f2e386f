import iconv from 'iconv-lite';
import type { UserImportPreview, UserImportResult } from '@academia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditActor } from '../audit/audit.types.js';
import { signedIn, signedInAdmin } from '../../test/factories.js';
import { cookieHeader, createTestApp, signIn, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: string;
let companyA: { id: string; nit: string };
let companyB: { id: string; nit: string };
const invited: { ids: string[]; actor: AuditActor }[] = [];

const HEADER = 'nombre;email;tipo_documento;numero_documento;cargo;empresa_nit;perfil';

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      invitationSender: {
        send: (ids, actor) => {
          invited.push({ ids, actor });
          return Promise.resolve();
        },
      },
    },
  );
  admin = (await signedInAdmin(t.app)).cookie;
  companyA = await t.app.container.companies.ensure({
    nombre: 'Constructora Andina S.A.S.',
    nit: '900123456-8',
    trabajadores: 85,
    claseRiesgo: 'V',
  });
  companyB = await t.app.container.companies.ensure({
    nombre: 'Servicios Contables del Valle Ltda.',
    nit: '800765432-3',
    trabajadores: 9,
    claseRiesgo: 'I',
  });
});
afterAll(() => t.close());

const base64 = (text: string, encoding: 'utf8' | 'windows-1252' = 'utf8') =>
  (encoding === 'utf8' ? Buffer.from(text, 'utf8') : iconv.encode(text, 'windows-1252')).toString('base64');

async function preview(cookie: string, csv: string, encoding: 'utf8' | 'windows-1252' = 'utf8') {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/users/import/preview',
    headers: { cookie },
    payload: { fileBase64: base64(csv, encoding) },
  });
}

async function commit(cookie: string, csv: string, sendInvitations = false) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/users/import/commit',
    headers: { cookie },
    payload: { fileBase64: base64(csv), sendInvitations },
  });
}

async function leadOf(companyId: string) {
  const email = `lider-${companyId.slice(0, 8)}@example.co`;
  const user = await t.app.container.users.create({
    nombre: 'Diana Marcela Rojas',
    email,
    password: 'Segura-2026',
    perfil: 'Responsable SST',
    empresaId: companyId,
    consent: { version: '2026-11-24', ip: null },
  });
  return { id: user.id, cookie: cookieHeader(await signIn(t.app, email, 'Segura-2026')) };
}

const people = async (emails: string[]) =>
  t.app.database.db.selectFrom('users').selectAll().where('email', 'in', emails).orderBy('email').execute();

const auditCount = async () =>
  Number(
    (
      await t.app.database.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('people CSV import', () => {
  it('refuses anonymous callers and learners', async () => {
    const csv = `${HEADER}\nAna;ana@example.co;;;;;`;
    expect((await preview('', csv)).statusCode).toBe(401);
    expect((await commit('', csv)).statusCode).toBe(401);
    const learner = (await signedIn(t.app)).cookie;
    expect((await preview(learner, csv)).statusCode).toBe(403);
    expect((await commit(learner, csv)).statusCode).toBe(403);
  });

  it('previews, commits, and a second run changes nothing (Windows-1252, semicolons, accents and ñ)', async () => {
    const csv = [
      HEADER,
      'José Peña Muñoz;jose.pena@example.co;CC;1.020.345.678;Operario de grúa;900.123.456-8;aprendiz',
      'Ángela Ñáñez;ANGELA@example.co;CE;E12345;Auxiliar contable;8007654323;',
      'Sin Empresa;sin.empresa@example.co;;;;;',
    ].join('\r\n');
    const first = await preview(admin, csv, 'windows-1252');
    expect(first.statusCode).toBe(200);
    const plan = first.json<UserImportPreview>();
    expect(plan.totals).toEqual({ create: 3, update: 0, unchanged: 0, error: 0 });
    expect(plan.rows.map((row) => [row.line, row.status, row.nombre])).toEqual([
      [2, 'create', 'José Peña Muñoz'],
      [3, 'create', 'Ángela Ñáñez'],
      [4, 'create', 'Sin Empresa'],
    ]);
    // A preview writes nothing.
    expect(await people(['jose.pena@example.co'])).toEqual([]);

    const done = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users/import/commit',
      headers: { cookie: admin },
      payload: { fileBase64: base64(csv, 'windows-1252'), sendInvitations: true },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json<UserImportResult>()).toEqual({
      totals: { create: 3, update: 0, unchanged: 0, error: 0 },
      invited: 3,
    });
    const stored = await people(['angela@example.co', 'jose.pena@example.co', 'sin.empresa@example.co']);
    expect(
      stored.map((row) => [
        row.nombre,
        row.tipo_documento,
        row.numero_documento,
        row.cargo,
        row.empresa_id,
        row.perfil,
      ]),
    ).toEqual([
      ['Ángela Ñáñez', 'CE', 'E12345', 'Auxiliar contable', companyB.id, 'Aprendiz'],
      ['José Peña Muñoz', 'CC', '1020345678', 'Operario de grúa', companyA.id, 'Aprendiz'],
      ['Sin Empresa', null, null, null, null, 'Aprendiz'],
    ]);
    expect(stored.every((row) => row.consent_at === null)).toBe(true);
    // No password: nobody can sign in until they accept the invitation.
    expect((await signIn(t.app, 'jose.pena@example.co', '!')).statusCode).toBe(401);
    expect(invited.at(-1)?.ids.sort()).toEqual(stored.map((row) => row.id).sort());

    const entries = await t.app.database.db
      .selectFrom('audit_log')
      .select(['action', 'entity_label'])
      .where('action', 'in', ['user.import', 'user.create'])
      .execute();
    expect(entries.filter((entry) => entry.action === 'user.create')).toHaveLength(3);
    expect(entries.filter((entry) => entry.action === 'user.import')).toHaveLength(1);

    const entriesBefore = await auditCount();
    const again = (await preview(admin, csv, 'windows-1252')).json<UserImportPreview>();
    expect(again.totals).toEqual({ create: 0, update: 0, unchanged: 3, error: 0 });
    const rerun = await commit(admin, iconv.decode(iconv.encode(csv, 'windows-1252'), 'windows-1252'), true);
    expect(rerun.json<UserImportResult>()).toEqual({
      totals: { create: 0, update: 0, unchanged: 3, error: 0 },
      invited: 0,
    });
    expect(await auditCount()).toBe(entriesBefore);
  });

  it('updates the changed columns, matching by e-mail or by document, and keeps values of empty cells', async () => {
    await commit(admin, `${HEADER}\nLuis Gómez;luis@example.co;CC;55667788;Soldador;900123456;`);
    const csv = [
      'Perfil,Correo,EMAIL,Nombre,Cargo,Número documento,Tipo documento,Otra columna',
      ',,luis.nuevo@example.co,Luis Gómez Ruiz,,55667788,CC,ignorada',
    ].join('\n');
    const plan = (await preview(admin, csv)).json<UserImportPreview>();
    expect(plan.rows).toEqual([
      {
        line: 2,
        status: 'update',
        nombre: 'Luis Gómez Ruiz',
        email: 'luis.nuevo@example.co',
        changes: ['nombre', 'email'],
        errors: [],
      },
    ]);
    expect((await commit(admin, csv)).json<UserImportResult>().totals.update).toBe(1);
    const [luis] = await people(['luis.nuevo@example.co']);
    expect(luis).toMatchObject({ nombre: 'Luis Gómez Ruiz', cargo: 'Soldador', empresa_id: companyA.id });
    const entry = await t.app.database.db
      .selectFrom('audit_log')
      .select('changes')
      .where('action', '=', 'user.update')
      .where('entity_id', '=', luis?.id ?? '')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(entry.changes)).toEqual({
      nombre: { before: 'Luis Gómez', after: 'Luis Gómez Ruiz' },
      email: { before: 'luis@example.co', after: 'luis.nuevo@example.co' },
    });
  });

  it('reports errors per row and column in Spanish, and a commit with errors changes nothing', async () => {
    await commit(
      admin,
      `${HEADER}\nMarta Ríos;marta@example.co;CC;11223344;;;\nPedro Díaz;pedro@example.co;CC;99887766;;;`,
    );
    const csv = [
      HEADER,
      'Buena Persona;buena@example.co;;;;;',
      'X;no-es-correo;XX;12;;123;Jefe',
      'Otra;buena@example.co;;;;;',
      'Cruce;marta@example.co;CC;99887766;;;',
      'Nit Malo;nit.malo@example.co;;;;900123456-1;',
      'Sin Número;sin.numero@example.co;CC;;;;',
    ].join('\n');
    const response = await preview(admin, csv);
    const plan = response.json<UserImportPreview>();
    expect(plan.totals).toEqual({ create: 1, update: 0, unchanged: 0, error: 5 });
    const messages = (line: number) => plan.rows.find((row) => row.line === line)?.errors.map((e) => e.message);
    expect(messages(3)).toEqual([
      'Fila 3, columna nombre: falta el nombre.',
      'Fila 3, columna email: el correo no es válido.',
      'Fila 3, columna tipo_documento: el tipo de documento «XX» no es válido (use CC, CE, TI, PA o PPT).',
      'Fila 3, columna numero_documento: el número de documento solo puede tener letras y números (de 3 a 20).',
      'Fila 3, columna empresa_nit: el NIT «123» no es válido.',
      'Fila 3, columna perfil: el perfil «Jefe» no existe (use Superadministrador, Responsable SST, Aprendiz).',
    ]);
    expect(messages(4)).toEqual(['Fila 4, columna email: el correo ya aparece en la fila 2.']);
    expect(messages(5)).toEqual([
      'Fila 5: el correo y el documento pertenecen a dos personas distintas ya registradas.',
    ]);
    expect(messages(6)).toEqual([
      'Fila 6, columna empresa_nit: el dígito de verificación del NIT «900123456-1» no corresponde (debería ser 8).',
    ]);
    expect(messages(7)).toEqual(['Fila 7, columna numero_documento: falta el número de documento.']);

    const refused = await commit(admin, csv);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: { code: 'IMPORT_HAS_ERRORS' } });
    expect(await people(['buena@example.co'])).toEqual([]);
  });

  it('refuses files it cannot read and headers without the required columns', async () => {
    const binary = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users/import/preview',
      headers: { cookie: admin },
      payload: { fileBase64: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 1]).toString('base64') },
    });
    expect(binary.statusCode).toBe(400);
    expect(binary.json()).toMatchObject({ error: { code: 'CSV_UNREADABLE' } });
    const noEmail = await preview(admin, 'nombre;cargo\nAna;Líder');
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json<{ error: { message: string } }>().error.message).toContain(
      'Faltan columnas en el encabezado: email',
    );
  });

  it('limits a Responsable SST to learners of their own company, revealing nobody else', async () => {
    const leadA = await leadOf(companyA.id);
    await commit(admin, `${HEADER}\nCarlos Otro;carlos.b@example.co;CC;44556677;Contador;800765432-3;`);
    const csv = [
      HEADER,
      'Nueva Aprendiz;nueva.a@example.co;CC;10101010;Ayudante;;',
      'Propia Con Nit;propia@example.co;;;;900123456-8;Aprendiz',
      'Intruso;carlos.b@example.co;;;;;',
      'Por Documento;otro.correo@example.co;CC;44556677;;;',
      'Otra Empresa;otra@example.co;;;;800765432-3;',
      'Jefe;jefe@example.co;;;;;Superadministrador',
    ].join('\n');
    const plan = (await preview(leadA.cookie, csv)).json<UserImportPreview>();
    expect(plan.rows.map((row) => row.status)).toEqual(['create', 'create', 'error', 'error', 'error', 'error']);
    const hidden = 'el correo o el documento ya pertenece a una cuenta que no puede modificar';
    expect(plan.rows[2]?.errors.map((e) => e.message)).toEqual([`Fila 4: ${hidden}.`]);
    expect(plan.rows[3]?.errors.map((e) => e.message)).toEqual([`Fila 5: ${hidden}.`]);
    expect(JSON.stringify(plan)).not.toContain('Carlos Otro');
    expect(plan.rows[4]?.errors.map((e) => e.message)).toEqual([
      'Fila 6, columna empresa_nit: solo puede importar personas de su empresa (deje la columna vacía).',
    ]);
    expect(plan.rows[5]?.errors[0]?.column).toBe('perfil');

    const good = [HEADER, 'Nueva Aprendiz;nueva.a@example.co;CC;10101010;Ayudante;;Aprendiz'].join('\n');
    expect((await commit(leadA.cookie, good)).json<UserImportResult>().totals.create).toBe(1);
    const [created] = await people(['nueva.a@example.co']);
    expect(created).toMatchObject({ empresa_id: companyA.id, perfil: 'Aprendiz' });
    // The lead cannot change their own account (not a learner) nor company B's person through a file.
    const leadRow = `${HEADER}\nOtro Nombre;lider-${companyA.id.slice(0, 8)}@example.co;;;;;`;
    expect((await preview(leadA.cookie, leadRow)).json<UserImportPreview>().totals.error).toBe(1);
    expect((await commit(leadA.cookie, `${HEADER}\nIntruso;carlos.b@example.co;;;;;`)).statusCode).toBe(400);
    const [carlos] = await people(['carlos.b@example.co']);
    expect(carlos).toMatchObject({ nombre: 'Carlos Otro', empresa_id: companyB.id });
  });

  it('takes back its own export unchanged: accents, ñ and text Excel would read as a formula', async () => {
    const csv = `${HEADER}\nÑusta Peñaloza Ibáñez;nusta@example.co;CE;998877;-Jefe de obra (turno B);900123456-8;`;
    expect((await commit(admin, csv)).json<UserImportResult>().totals.create).toBe(1);
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/admin/users/export?empresaId=${companyA.id}&q=nusta`,
      headers: { cookie: admin },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain("'-Jefe de obra (turno B)");
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users/import/preview',
      headers: { cookie: admin },
      payload: { fileBase64: exported.rawPayload.toString('base64') },
    });
    expect(again.json<UserImportPreview>().totals).toEqual({ create: 0, update: 0, unchanged: 1, error: 0 });
    const [nusta] = await people(['nusta@example.co']);
    expect(nusta).toMatchObject({ nombre: 'Ñusta Peñaloza Ibáñez', cargo: '-Jefe de obra (turno B)' });
  });

  it('imports 10,000 rows correctly, and a re-run changes nothing', async () => {
    const lines = [HEADER];
    for (let i = 0; i < 10_000; i += 1) {
      lines.push(
        `Persona Número ${String(i)} Peña;masivo${String(i)}@example.co;CC;${String(70_000_000 + i)};Operario;900123456-8;`,
      );
    }
    const csv = lines.join('\r\n');
    const done = await commit(admin, csv);
    expect(done.statusCode).toBe(200);
    expect(done.json<UserImportResult>().totals).toEqual({ create: 10_000, update: 0, unchanged: 0, error: 0 });
    const count = await t.app.database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('email', 'like', 'masivo%')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(10_000);
    const [last] = await people(['masivo9999@example.co']);
    expect(last?.nombre).toBe('Persona Número 9999 Peña');
    const again = (await preview(admin, csv)).json<UserImportPreview>();
    expect(again.totals).toEqual({ create: 0, update: 0, unchanged: 10_000, error: 0 });
  });
});
