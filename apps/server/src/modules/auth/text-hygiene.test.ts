import type {
  AdminBank,
  BankItemInput,
  CertificateVerification,
  ContinueEvaluationResponse,
  StartEvaluationResponse,
} from '@academia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoute, signedInAdmin, textItem } from '../../test/factories.js';
import { cookieHeader, createTestApp, signIn, solveCaptcha, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAdmin(t.app)).cookie;
});
afterAll(() => t.close());

const NAME_REFUSED = { path: 'nombre', message: 'El nombre contiene caracteres no permitidos.' };

const signUp = async (nombre: string, email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    payload: { nombre, email, password: 'Trabajo-Seguro1', captcha: await solveCaptcha(t.app), consent: true },
  });

const bankItems: BankItemInput[] = Array.from({ length: 24 }, (_, i) => ({
  topic: ['Ciclo PHVA', 'Registros'][i % 2] ?? 'Registros',
  kind: 'single',
  level: 'medium',
  prompt: `Pregunta de prueba número ${String(i + 1)}`,
  options: [
    { id: 'a', text: 'Correcta', correct: true },
    { id: 'b', text: 'Incorrecta', correct: false },
  ],
  explanation: '',
}));

/** Takes a route from pre-test to a passed final test as the learner would, and returns the certificate code. */
async function certificateFor(cookie: string): Promise<string> {
  const route = await createRoute(t.app, admin, { items: [textItem('Lección')], bank: bankItems, publish: true });
  const bank = (
    await t.app.inject({ url: `/api/admin/routes/${route.id}/bank`, headers: { cookie: admin } })
  ).json<AdminBank>();
  const right = (itemId: string) =>
    bank.items
      .find((item) => item.id === itemId)
      ?.options.filter((o) => o.correct)
      .map((o) => o.id) ?? [];
  const run = async (kind: 'pretest' | 'test') => {
    const started = (
      await t.app.inject({
        method: 'POST',
        url: '/api/evaluations/start',
        headers: { cookie },
        payload: { routeId: route.id, kind },
      })
    ).json<StartEvaluationResponse>();
    let item = started.item;
    let last: ContinueEvaluationResponse | null = null;
    while (item) {
      last = (
        await t.app.inject({
          method: 'POST',
          url: `/api/evaluations/${started.sessionId}/continue`,
          headers: { cookie },
          payload: { itemId: item.id, answer: right(item.id) },
        })
      ).json<ContinueEvaluationResponse>();
      item = last.item;
    }
    return last;
  };
  await run('pretest');
  await t.app.inject({
    method: 'POST',
    url: `/api/routes/${route.id}/items/${route.items[0]?.id ?? ''}/complete`,
    headers: { cookie },
  });
  return (await run('test'))?.result?.certificateCode ?? '';
}

describe('person-entered text is clean before anyone else sees it', () => {
  it('refuses a name with a right-to-left override or a NUL, with a Spanish field error, and stores nothing', async () => {
    for (const [nombre, email] of [
      ['Ana \u202eodagoba', 'rlo@example.co'],
      ['Ana\u0000 María', 'nul@example.co'],
      ['Ana\u2066 María', 'isolate@example.co'],
      ['Ana\nMaría', 'newline@example.co'],
    ] as const) {
      const refused = await signUp(nombre, email);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe('VALIDATION_FAILED');
      expect(refused.json().error.details.fields).toContainEqual(NAME_REFUSED);
      expect(await t.app.container.users.findByEmail(email)).toBeUndefined();
    }
  });

  it('stores a name NFC-normalised and collapsed, and the public certificate check shows it clean', async () => {
    const accepted = await signUp('  Jose\u0301   Mari\u0301a\u00a0 Pen\u0303a  ', 'limpio@example.co');
    expect(accepted.statusCode).toBe(202);
    const stored = await t.app.container.users.findByEmail('limpio@example.co');
    expect(stored?.nombre).toBe('José María Peña');
    expect(stored?.nombre.normalize('NFC')).toBe(stored?.nombre);

    const cookie = cookieHeader(await signIn(t.app, 'limpio@example.co', 'Trabajo-Seguro1'));
    const code = await certificateFor(cookie);
    expect(code).toMatch(/^SST-/);
    const verified = await t.app.inject({ url: `/api/public/certificates/${code}` });
    expect(verified.json<CertificateVerification>().learnerName).toBe('José María Peña');
  });

  it('refuses bidi controls and NUL in route titles and item-bank questions too', async () => {
    const route = await t.app.inject({
      method: 'POST',
      url: '/api/admin/routes',
      headers: { cookie: admin },
      payload: { title: 'Alturas \u202eseguras' },
    });
    expect(route.statusCode).toBe(400);
    expect(route.json().error.details.fields).toContainEqual({
      path: 'title',
      message: 'El título contiene caracteres no permitidos.',
    });

    const created = await createRoute(t.app, admin, { title: '  Trabajo   en   alturas ' });
    expect(created.title).toBe('Trabajo en alturas');
    const question = await t.app.inject({
      method: 'POST',
      url: `/api/admin/routes/${created.id}/bank`,
      headers: { cookie: admin },
      payload: { ...bankItems[0], prompt: '¿Cuál es\u0000 la altura?' },
    });
    expect(question.statusCode).toBe(400);
    expect(question.json().error.details.fields).toContainEqual({
      path: 'prompt',
      message: 'La pregunta contiene caracteres no permitidos.',
    });
  });
});
