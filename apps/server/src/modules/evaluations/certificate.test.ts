import type {
  AdminBank,
  BankItemInput,
  Certificate,
  CertificateVerification,
  ContinueEvaluationResponse,
  StartEvaluationResponse,
} from '@academia/shared';
import { LEARNER_PROFILE } from '@academia/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { extractPdfText } from '../../infra/pdf-text/pdf-text.js';
import { createRoute, signedInAdmin, textItem } from '../../test/factories.js';
import { company } from '../../test/people.js';
import { cookieHeader, createTestApp, signIn, type TestApp } from '../../test/test-app.js';
import { maskDocumentNumber } from './certificate.service.js';
import { earnedText, studyTimeText } from './certificate.pdf.js';

const SIGNER = { CERTIFICATE_SIGNER_NAME: 'Laura Gómez Ríos', CERTIFICATE_SIGNER_LICENSE: 'Licencia SST 4567 de 2021' };

const bankItem = (n: number): BankItemInput => ({
  topic: 'Conceptos',
  kind: 'single',
  level: 'medium',
  prompt: `Pregunta del certificado número ${String(n)}`,
  options: [
    { id: 'a', text: 'Correcta', correct: true },
    { id: 'b', text: 'Incorrecta', correct: false },
  ],
  explanation: '',
});

let people = 0;

/** A learner of a company with a document, who walks a 2-hour route with 14 minutes of recorded study and passes. */
async function certifiedLearner(t: TestApp, routeSettings: { validityMonths?: number } = {}) {
  const admin = (await signedInAdmin(t.app)).cookie;
  const andina = await company(t.app, 'Constructora Andina S.A.S.', '900123456-8');
  const email = `cert-${String(Date.now())}-${String(Math.random()).slice(2, 8)}@example.co`;
  const user = await t.app.container.users.create({
    nombre: 'Carlos Pérez',
    email,
    password: 'Segura-2026',
    perfil: LEARNER_PROFILE,
    empresaId: andina.id,
    tipoDocumento: 'CC',
    // Every document ends in 4050, so the masked number is the same for all.
    numeroDocumento: `10${String(++people).padStart(4, '0')}4050`,
    consent: { version: '2026-01', ip: null },
  });
  await t.app.container.users.recordConsent(user.id, null);
  const cookie = cookieHeader(await signIn(t.app, email, 'Segura-2026'));
  const route = await createRoute(t.app, admin, { items: [textItem('Lectura única')] });
  await t.app.inject({
    method: 'PATCH',
    url: `/api/admin/routes/${route.id}`,
    headers: { cookie: admin },
    payload: { hours: 2, ...routeSettings },
  });
  for (let n = 1; n <= 6; n += 1) {
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/routes/${route.id}/bank`,
      headers: { cookie: admin },
      payload: bankItem(n),
    });
  }
  await t.app.inject({
    method: 'POST',
    url: `/api/admin/routes/${route.id}/status`,
    headers: { cookie: admin },
    payload: { status: 'published' },
  });
  const bank = (
    await t.app.inject({ method: 'GET', url: `/api/admin/routes/${route.id}/bank`, headers: { cookie: admin } })
  ).json<AdminBank>();
  const right = (itemId: string) =>
    bank.items
      .find((item) => item.id === itemId)
      ?.options.filter((o) => o.correct)
      .map((o) => o.id) ?? [];
  const take = async (kind: 'pretest' | 'test') => {
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
  await take('pretest');
  const itemUrl = `/api/routes/${route.id}/items/${route.items[0]?.id ?? ''}`;
  // 14 minutes of reading, with the clock moved so the server accepts them as really spent.
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
    await t.app.inject({
      method: 'POST',
      url: `${itemUrl}/progress`,
      headers: { cookie },
      payload: { secondsDelta: 0 },
    });
    for (const at of ['2026-11-21T10:07:00Z', '2026-11-21T10:14:00Z']) {
      vi.setSystemTime(new Date(at));
      await t.app.inject({
        method: 'POST',
        url: `${itemUrl}/progress`,
        headers: { cookie },
        payload: { secondsDelta: 420 },
      });
    }
  } finally {
    vi.useRealTimers();
  }
  await t.app.inject({ method: 'POST', url: `${itemUrl}/complete`, headers: { cookie } });
  const passed = await take('test');
  const code = passed?.result?.certificateCode;
  if (!code) throw new Error(`No se emitió el certificado: ${JSON.stringify(passed?.result)}`);
  return { cookie, code, route, score: passed.result?.score ?? 0 };
}

const pdfTextOf = async (t: TestApp, cookie: string, code: string) => {
  const pdf = await t.app.inject({ method: 'GET', url: `/api/certificates/${code}/pdf`, headers: { cookie } });
  expect(pdf.statusCode).toBe(200);
  // One page: the signature block and the study time must not push the footer onto a second sheet.
  expect(pdf.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
  return (await extractPdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
};

describe('what a certificate states (decision 029)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      CAT_MIN_ITEMS: '3',
      CAT_MAX_ITEMS: '3',
      PUBLIC_URL: 'https://academia.example.co',
      ...SIGNER,
    });
  });
  afterAll(() => t.close());

  it('states the document, the company, the intensity, the recorded time, how it was earned and who signs', async () => {
    const { cookie, code, score } = await certifiedLearner(t);
    const text = await pdfTextOf(t, cookie, code);
    expect(text).toContain('Carlos Pérez');
    expect(text).toMatch(/Documento de identidad: CC 10\d{4}4050/);
    expect(text).toContain('Empresa: Constructora Andina S.A.S.');
    expect(text).toContain('Intensidad de la ruta: 2 horas');
    expect(text).toContain('Tiempo de estudio registrado en la plataforma: 14 minutos');
    expect(text).toContain(
      `Completó todos los contenidos obligatorios de la ruta (1) y aprobó la evaluación final con ${String(score)} de 100 puntos`,
    );
    expect(text).toContain('Laura Gómez Ríos');
    expect(text).toContain('Licencia SST 4567 de 2021');
    // The QR's link, printed under it too, is the public address, never localhost.
    expect(text).toContain(`https://academia.example.co/verificar/${code}`);
    expect(text).not.toContain('localhost');

    const mine = (await t.app.inject({ method: 'GET', url: '/api/certificates', headers: { cookie } })).json<{
      items: Certificate[];
    }>();
    expect(mine.items.find((item) => item.code === code)?.studySeconds).toBe(840);
  });

  it('lets anyone with the code check the person, their company and how it was earned, the document masked', async () => {
    const { code, score } = await certifiedLearner(t);
    const verified = await t.app.inject({ method: 'GET', url: `/api/public/certificates/${code}` });
    expect(verified.statusCode).toBe(200);
    expect(verified.json<CertificateVerification>()).toMatchObject({
      valid: true,
      learnerName: 'Carlos Pérez',
      documentType: 'CC',
      documentNumberMasked: '••••••4050',
      companyName: 'Constructora Andina S.A.S.',
      hours: 2,
      score,
      itemsCompleted: 1,
      studySeconds: 840,
      signer: { name: 'Laura Gómez Ríos', license: 'Licencia SST 4567 de 2021' },
    });
    expect(verified.body).not.toMatch(/10\d{4}4050/);
  });
});

describe('a certificate of a route with a validity period', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CAT_MIN_ITEMS: '3', CAT_MAX_ITEMS: '3' });
  });
  afterAll(() => {
    vi.useRealTimers();
    return t.close();
  });

  const verify = async (code: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/public/certificates/${code}` })).json<CertificateVerification>();

  it('expires the validity in calendar months after its issue, says so on paper, and stops verifying after it', async () => {
    const { cookie, code } = await certifiedLearner(t, { validityMonths: 12 });
    const mine = (await t.app.inject({ method: 'GET', url: '/api/certificates', headers: { cookie } })).json<{
      items: Certificate[];
    }>();
    const certificate = mine.items.find((item) => item.code === code);
    const issued = new Date(certificate?.issuedAt ?? '');
    const expected = new Date(issued);
    expected.setUTCMonth(issued.getUTCMonth() + 12);
    expect(certificate?.expiresAt).toBe(expected.toISOString());
    const printed = new Intl.DateTimeFormat('es-CO', { dateStyle: 'long', timeZone: 'America/Bogota' }).format(
      expected,
    );
    expect(await pdfTextOf(t, cookie, code)).toContain(`Vigente hasta: ${printed}`);

    expect(await verify(code)).toMatchObject({ valid: true, standing: 'in_force', expiresAt: expected.toISOString() });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(expected.getTime() - 1000));
    expect((await verify(code)).standing).toBe('in_force');
    vi.setSystemTime(expected);
    expect(await verify(code)).toMatchObject({ valid: false, standing: 'expired' });
    vi.useRealTimers();
  });

  it('keeps the expiry it was issued with when the route’s validity changes later', async () => {
    const { code, route } = await certifiedLearner(t, { validityMonths: 6 });
    const before = (await verify(code)).expiresAt;
    const admin = (await signedInAdmin(t.app)).cookie;
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/routes/${route.id}`,
      headers: { cookie: admin },
      payload: { validityMonths: 24 },
    });
    expect(changed.statusCode).toBe(200);
    expect((await verify(code)).expiresAt).toBe(before);
  });

  it('refuses a validity that is not a whole number of months from 1 to 120, and changes nothing', async () => {
    const admin = (await signedInAdmin(t.app)).cookie;
    const route = await createRoute(t.app, admin, { items: [textItem('Lectura')] });
    const patch = (validityMonths: unknown) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/routes/${route.id}`,
        headers: { cookie: admin },
        payload: { validityMonths },
      });
    for (const [value, message] of [
      [0, 'La vigencia debe ser de al menos 1 mes.'],
      [121, 'La vigencia no puede pasar de 120 meses (10 años).'],
      [1.5, 'La vigencia debe ser un número entero de meses.'],
      ['doce', 'La vigencia debe ser un número entero de meses.'],
    ] as const) {
      const refused = await patch(value);
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain(message);
    }
    const read = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/admin/routes/${route.id}`, headers: { cookie: admin } })).json<{
        validityMonths: number | null;
      }>().validityMonths;
    expect(await read()).toBeNull();
    expect((await patch(12)).statusCode).toBe(200);
    expect(await read()).toBe(12);
    expect((await patch(null)).statusCode).toBe(200);
    expect(await read()).toBeNull();
  });

  it('says nothing about expiry for a route without validity', async () => {
    const { cookie, code } = await certifiedLearner(t);
    expect(await pdfTextOf(t, cookie, code)).not.toContain('Vigente hasta');
    expect(await verify(code)).toMatchObject({ valid: true, standing: 'in_force', expiresAt: null });
  });
});

describe('a certificate without a configured signer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CAT_MIN_ITEMS: '3', CAT_MAX_ITEMS: '3' });
  });
  afterAll(() => t.close());

  it('leaves the signature block out rather than inventing one', async () => {
    const { cookie, code } = await certifiedLearner(t);
    const text = await pdfTextOf(t, cookie, code);
    expect(text).not.toContain('Responsable de SST');
    expect(text).not.toContain('demostración');
    const verified = (
      await t.app.inject({ method: 'GET', url: `/api/public/certificates/${code}` })
    ).json<CertificateVerification>();
    expect(verified.signer).toBeNull();
  });
});

describe('certificate texts', () => {
  it('says the study time as a sentence would', () => {
    expect(studyTimeText(30)).toBe('menos de 1 minuto');
    expect(studyTimeText(60)).toBe('1 minuto');
    expect(studyTimeText(14 * 60 + 59)).toBe('14 minutos');
    expect(studyTimeText(3600)).toBe('1 hora');
    expect(studyTimeText(2 * 3600 + 5 * 60)).toBe('2 horas y 5 minutos');
  });

  it('says how it was earned, with the pass mark when it was recorded', () => {
    expect(earnedText({ itemsCompleted: 6, score: 85, passMark: 70 })).toBe(
      'Completó todos los contenidos obligatorios de la ruta (6) y aprobó la evaluación final con 85 de 100 puntos (mínimo para aprobar: 70).',
    );
    expect(earnedText({ itemsCompleted: null, score: 90, passMark: null })).toBe(
      'Completó todos los contenidos obligatorios de la ruta y aprobó la evaluación final con 90 de 100 puntos.',
    );
  });

  it('masks all but the last four digits of a document', () => {
    expect(maskDocumentNumber('1020304050')).toBe('••••••4050');
    expect(maskDocumentNumber('12345')).toBe('••••2345');
  });
});
