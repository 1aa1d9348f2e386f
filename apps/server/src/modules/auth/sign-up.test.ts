import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createUser,
  plainText,
  readOutbox,
  signIn,
  solveCaptcha,
  type TestApp,
} from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Sign-up as the form sends it, the consent box ticked unless the test says otherwise. */
const signUp = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: { consent: true, ...payload } });

describe('sign-up', () => {
  it('creates a learner account that can sign in, and e-mails a welcome', async () => {
    const captcha = await solveCaptcha(t.app);
    const response = await signUp({
      nombre: 'María José Peña',
      email: 'Maria.Pena@Example.co',
      password: 'Trabajo-Seguro1',
      captcha,
    });
    expect(response.statusCode).toBe(202);
    // The next step in plain words: sign in now, the reset link if that fails, where to look if no e-mail came.
    expect(response.json().message).toBe(
      'Le enviamos un mensaje a ese correo. Ahora inicie sesión con su correo y la contraseña que eligió. ' +
        'Si ese correo ya tenía una cuenta, la contraseña nueva no servirá: el mensaje trae un enlace para restablecerla. ' +
        'Si el mensaje no le llega en unos minutos, revise la carpeta de correo no deseado y verifique que escribió bien su correo.',
    );

    const signedIn = await signIn(t.app, 'maria.pena@example.co', 'Trabajo-Seguro1');
    expect(signedIn.json()).toMatchObject({ user: { nombre: 'María José Peña', perfil: 'Aprendiz' }, home: '/inicio' });

    await t.app.container.mailer.idle();
    const mail = readOutbox(t.config).find((eml) => eml.includes('To: maria.pena@example.co'));
    expect(mail).toBeDefined();
    expect(plainText(mail ?? '')).toContain('Su cuenta en Academia SST est');
    // A welcome that fits everyone: no gendered "Bienvenido".
    expect(mail).toMatch(/^Subject: Le damos la bienvenida a Academia SST/m);
    expect(mail).not.toMatch(/Bienvenid[oa]/);
  });

  it('answers exactly the same for an e-mail that already exists, and leaves that account unchanged', async () => {
    const existing = await createUser(t.app);
    const fresh = await signUp({
      nombre: 'Otra Persona',
      email: 'nueva@example.co',
      password: 'Clave-Nueva-1',
      captcha: await solveCaptcha(t.app),
    });
    const taken = await signUp({
      nombre: 'Intruso',
      email: existing.email,
      password: 'Clave-Intruso-1',
      captcha: await solveCaptcha(t.app),
    });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.json()).toEqual(fresh.json());
    expect((await signIn(t.app, existing.email, 'Clave-Intruso-1')).statusCode).toBe(401);
    expect((await signIn(t.app, existing.email, existing.password)).statusCode).toBe(200);

    await t.app.container.mailer.idle();
    const notice = readOutbox(t.config).find((eml) => eml.includes(`To: ${existing.email}`));
    expect(plainText(notice ?? '')).toContain('ya existe una cuenta');
  });

  it('requires a solved captcha and refuses the same solution twice', async () => {
    const missing = await signUp({ nombre: 'Sin Captcha', email: 'sin@example.co', password: 'Clave-Larga-1' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details.fields).toContainEqual({
      path: 'captcha',
      message: 'Este campo es obligatorio.',
    });

    const captcha = await solveCaptcha(t.app);
    expect(
      (await signUp({ nombre: 'Primera', email: 'primera@example.co', password: 'Clave-Larga-1', captcha })).statusCode,
    ).toBe(202);
    const replay = await signUp({ nombre: 'Segunda', email: 'segunda@example.co', password: 'Clave-Larga-1', captcha });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toMatchObject({
      code: 'CAPTCHA_REPLAYED',
      message: 'Esta verificación ya se usó. Confirme otra vez que no es un robot.',
    });
    expect((await signIn(t.app, 'segunda@example.co', 'Clave-Larga-1')).statusCode).toBe(401);
  });

  it('refuses a tampered captcha solution', async () => {
    const captcha = await solveCaptcha(t.app);
    const decoded = JSON.parse(Buffer.from(captcha, 'base64').toString('utf8'));
    decoded.solution.counter += 1;
    const tampered = Buffer.from(JSON.stringify(decoded)).toString('base64');
    const response = await signUp({
      nombre: 'Trampa',
      email: 'trampa@example.co',
      password: 'Clave-Larga-1',
      captcha: tampered,
    });
    expect(response.json().error.code).toBe('CAPTCHA_INVALID');
  });

  it('refuses a short password and an invalid e-mail with Spanish messages, creating nothing', async () => {
    const response = await signUp({ nombre: 'A', email: 'x@', password: 'corta', captcha: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields).toEqual(
      expect.arrayContaining([
        { path: 'nombre', message: 'Debe tener al menos 2 caracteres.' },
        { path: 'email', message: 'Escriba un correo electrónico válido.' },
        { path: 'password', message: 'Debe tener al menos 8 caracteres.' },
      ]),
    );
  });
});
