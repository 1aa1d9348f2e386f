import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_ADMIN, expectNoAxeViolations, invitedLearner, signIn } from '../support/helpers.js';

/*
 * The scenario simulator as people use it: a new learner works through the seeded GTC 45 valuation (one mistake,
 * explained in the debrief) and the earthquake evacuation, and the route counts the passed simulator; an admin edits
 * a choice and plays it in the preview.
 */

const GTC45_ROUTE = 'Identificación de peligros y valoración de riesgos con la GTC 45';
const EMERGENCIES_ROUTE = 'Preparación y respuesta ante emergencias';

interface RouteStepJson {
  kind: string;
  itemId: string | null;
  itemKind: string | null;
  required: boolean;
  title: string;
  state: string;
}

async function routeIdByTitle(api: APIRequestContext, title: string): Promise<string> {
  const catalog = (await (await api.get('/api/routes')).json()) as { items: { id: string; title: string }[] };
  const id = catalog.items.find((route) => route.title === title)?.id;
  expect(id, `la ruta «${title}» está publicada`).toBeTruthy();
  return id ?? '';
}

/** The prueba inicial, answered through the API as the page would: it opens the route's contents. */
async function takePretest(api: APIRequestContext, routeId: string) {
  type Step = { sessionId?: string; item: { id: string; options: { id: string }[] } | null };
  let answer = await api.post('/api/evaluations/start', { data: { routeId, kind: 'pretest' } });
  expect(answer.ok(), await answer.text()).toBe(true);
  let step = (await answer.json()) as Step;
  const sessionId = step.sessionId ?? '';
  for (let count = 0; step.item && count < 25; count += 1) {
    answer = await api.post(`/api/evaluations/${sessionId}/continue`, {
      data: { itemId: step.item.id, answer: [step.item.options[0]?.id ?? ''] },
    });
    expect(answer.ok()).toBe(true);
    step = (await answer.json()) as Step;
  }
  expect(step.item, 'la prueba inicial terminó').toBeNull();
}

type QuizJson = {
  questions: { id: string; options: { id: string }[] }[];
  answered: { questionId: string; correctOptionIds: string[] }[];
  passed: boolean | null;
};

/** A quick quiz passed through the API: a first round learns the keys from the feedback, a second answers them. */
async function passQuiz(api: APIRequestContext, routeId: string, itemId: string) {
  const base = `/api/routes/${routeId}/items/${itemId}/quiz`;
  const item = (await (await api.get(`/api/routes/${routeId}/items/${itemId}`)).json()) as { quiz: QuizJson };
  const keys = new Map<string, string[]>();
  let state = item.quiz;
  for (const question of state.questions) {
    const answered = await api.post(`${base}/answers`, {
      data: { questionId: question.id, optionIds: [question.options[0]?.id ?? ''] },
    });
    state = (await answered.json()) as QuizJson;
  }
  for (const feedback of state.answered) keys.set(feedback.questionId, feedback.correctOptionIds);
  if (state.passed) return;
  state = (await (await api.post(`${base}/restart`)).json()) as QuizJson;
  for (const question of state.questions) {
    const answered = await api.post(`${base}/answers`, {
      data: { questionId: question.id, optionIds: keys.get(question.id) ?? [] },
    });
    state = (await answered.json()) as QuizJson;
  }
  expect(state.passed, 'el repaso quedó aprobado').toBe(true);
}

/** Everything before the simulator: the prueba inicial and every required content. */
async function reachSimulator(api: APIRequestContext, routeId: string) {
  await takePretest(api, routeId);
  const detail = (await (await api.get(`/api/routes/${routeId}`)).json()) as { steps: RouteStepJson[] };
  for (const step of detail.steps) {
    if (step.kind !== 'content' || !step.required || !step.itemId) continue;
    if (step.itemKind === 'quiz') await passQuiz(api, routeId, step.itemId);
    else expect((await api.post(`/api/routes/${routeId}/items/${step.itemId}/complete`)).ok()).toBe(true);
  }
}

/** The announced feedback of the last answer (a polite live region inside the situation). */
const feedback = (page: Page) => page.locator('[aria-live="polite"]').filter({ hasText: 'Resultado de su respuesta' });

/** The choices of the situation on screen (buttons in its list; the page's menus are links). */
const choiceButtons = (page: Page) => page.locator('main section').getByRole('listitem').getByRole('button');

async function chooseFirstAndContinue(page: Page) {
  const choice = choiceButtons(page).first();
  await choice.click();
  await expect(feedback(page)).toBeVisible();
  await expect(choice).toBeFocused();
  await page.getByRole('button', { name: /^(Continuar|Ver el resumen)$/ }).click();
}

async function valuate(
  page: Page,
  values: { nd: string; ne: string; nc: string; np: string; nr: string; level: string; meaning: string },
) {
  await page.getByLabel('Nivel de deficiencia (ND)').selectOption({ label: values.nd });
  await page.getByLabel('Nivel de exposición (NE)').selectOption({ label: values.ne });
  await page.getByLabel('Nivel de consecuencias (NC)').selectOption({ label: values.nc });
  await page.getByLabel('Nivel de probabilidad (NP)').fill(values.np);
  await page.getByLabel('Nivel de riesgo (NR)', { exact: true }).fill(values.nr);
  await page.getByLabel('Nivel de riesgo (I a IV)').selectOption({ label: values.level });
  await page.getByLabel('Significado del nivel').selectOption({ label: values.meaning });
  await page.getByRole('button', { name: 'Comprobar la valoración' }).click();
  await expect(feedback(page)).toBeVisible();
}

async function nextSituation(page: Page, title: string | RegExp) {
  await page.getByRole('button', { name: 'Continuar' }).click();
  const heading = page.getByRole('heading', { level: 2, name: title });
  await expect(heading).toBeFocused();
}

test.describe.configure({ mode: 'serial' });

test('un aprendiz valora cuatro peligros con la GTC 45, se equivoca en uno y el resumen se lo explica', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await invitedLearner(page, 'Marta Lucía Ospina');
  const routeId = await routeIdByTitle(page.request, GTC45_ROUTE);
  await reachSimulator(page.request, routeId);

  // The route page lists the simulator as a step of its own, before the final test.
  await page.goto(`/rutas/${routeId}`);
  const before = await page.getByRole('progressbar').first().getAttribute('aria-valuenow');
  expect(Number(before)).toBeLessThan(100);
  await page.getByRole('link', { name: 'Valoración de riesgos con la GTC 45', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/rutas/${routeId}/simulador$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Simulador' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Migas de pan' }).getByRole('link', { name: GTC45_ROUTE }),
  ).toBeVisible();
  await expect(page.getByText(/Para aprobar necesita al menos el 70/)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Empezar' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Antes de llenar la matriz' })).toBeFocused();
  await chooseFirstAndContinue(page);

  // Hazard 1: the exposure is continuous (4); the learner takes it for frequent (3) and carries the mistake.
  await expect(
    page.getByRole('heading', { level: 2, name: 'Peligro 1: el borde de la losa del piso 5' }),
  ).toBeFocused();
  await expectNoAxeViolations(page);
  await valuate(page, {
    nd: 'Muy alto (10)',
    ne: 'Frecuente (3)',
    nc: 'Mortal o catastrófica (100)',
    np: '30',
    nr: '3000',
    level: 'Nivel I',
    meaning: 'No aceptable',
  });
  await expect(feedback(page)).toContainText('Acertó 4 de 7 valores');
  await expect(feedback(page)).toContainText('Nivel de exposición (NE): 3 · Incorrecto');
  await expect(feedback(page)).toContainText('continua (4)');
  await expectNoAxeViolations(page);
  await nextSituation(page, 'Qué hacer con el borde de la losa');
  await chooseFirstAndContinue(page);

  await expect(page.getByRole('heading', { level: 2, name: 'Peligro 2: la extensión de la vibradora' })).toBeFocused();
  await valuate(page, {
    nd: 'Medio (2)',
    ne: 'Ocasional (2)',
    nc: 'Mortal o catastrófica (100)',
    np: '4',
    nr: '400',
    level: 'Nivel II',
    meaning: 'No aceptable o aceptable con control específico',
  });
  await expect(feedback(page)).toContainText('Los 7 valores son correctos.');
  await nextSituation(page, 'Qué hacer con la extensión');
  await chooseFirstAndContinue(page);

  await expect(page.getByRole('heading', { level: 2, name: 'Peligro 3: la zona de acopio de madera' })).toBeFocused();
  await valuate(page, {
    nd: 'Medio (2)',
    ne: 'Ocasional (2)',
    nc: 'Grave (25)',
    np: '4',
    nr: '100',
    level: 'Nivel III',
    meaning: 'Mejorable',
  });
  await expect(feedback(page)).toContainText('Los 7 valores son correctos.');
  await nextSituation(page, 'Qué proponer para la zona de acopio');
  await chooseFirstAndContinue(page);

  await expect(
    page.getByRole('heading', { level: 2, name: 'Peligro 4: la luz del depósito del sótano' }),
  ).toBeFocused();
  await valuate(page, {
    nd: 'Medio (2)',
    ne: 'Esporádica (1)',
    nc: 'Leve (10)',
    np: '2',
    nr: '20',
    level: 'Nivel IV',
    meaning: 'Aceptable',
  });
  await expect(feedback(page)).toContainText('Los 7 valores son correctos.');
  await nextSituation(page, 'Qué hacer con un riesgo de nivel IV');
  await chooseFirstAndContinue(page);

  await expect(page.getByRole('heading', { level: 2, name: 'Matriz actualizada' })).toBeFocused();
  await page.getByRole('button', { name: 'Ver el resumen' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Resumen del escenario' })).toBeFocused();
  // 96 possible; three values of the first valuation wrong at 2 points each.
  await expect(page.getByText('90 de 96 puntos (94 %)')).toBeVisible();
  await expect(page.getByText('Aprobó el simulador')).toBeVisible();
  const path = page.getByRole('list', { name: 'El camino que tomó' });
  await expect(path.getByRole('listitem')).toHaveCount(9);
  const mistake = path.getByRole('listitem').filter({ hasText: 'Peligro 1: el borde de la losa del piso 5' });
  await expect(mistake).toContainText('Incorrecto');
  await expect(mistake).toContainText(
    'Lo indicado era: ND 10, NE 4, NC 100, NP 40, NR 4.000, nivel I («No aceptable»)',
  );
  await expect(mistake).toContainText('unas 7 de las 8 horas');
  await expectNoAxeViolations(page);

  // The route counts the passed simulator.
  await page.getByRole('link', { name: 'Volver a la ruta' }).click();
  const step = page
    .getByRole('list', { name: 'Pasos de la ruta' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Valoración de riesgos con la GTC 45', exact: true }) });
  await expect(step).toContainText('· Simulador');
  await expect(step).toContainText('Completado');
  await expect
    .poll(async () => Number(await page.getByRole('progressbar').first().getAttribute('aria-valuenow')))
    .toBeGreaterThan(Number(before));
});

test('un aprendiz evacúa ante un sismo hasta el final', async ({ page }) => {
  test.setTimeout(240_000);
  await invitedLearner(page, 'Jorge Iván Restrepo');
  const routeId = await routeIdByTitle(page.request, EMERGENCIES_ROUTE);
  await reachSimulator(page.request, routeId);

  await page.goto(`/rutas/${routeId}/simulador`);
  await expect(page.getByRole('heading', { level: 2, name: 'Evacuación ante un sismo' })).toBeVisible();
  await page.getByRole('button', { name: 'Empezar' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Empieza a temblar' })).toBeFocused();

  // The first option of each situation, until an ending shows «Ver el resumen» with no choices left.
  for (let count = 0; count < 30; count += 1) {
    const summary = page.getByRole('button', { name: 'Ver el resumen' });
    const choices = choiceButtons(page);
    await expect(summary.or(choices.first())).toBeVisible();
    if ((await choices.count()) === 0) break;
    await chooseFirstAndContinue(page);
  }
  await page.getByRole('button', { name: 'Ver el resumen' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Resumen del escenario' })).toBeFocused();
  await expect(page.getByText(/^\d+ de \d+ puntos \(\d+\s%\)$/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'El camino que tomó' }).getByRole('listitem')).not.toHaveCount(0);
  await expect(page.getByText(/^(Aprobó el simulador|Todavía no aprueba el simulador)$/)).toBeVisible();

  await page.goto(`/rutas/${routeId}/simulador`);
  await expect(page.getByRole('button', { name: 'Volver a intentar' })).toBeVisible();
  await expect(page.getByText(/^Su mejor resultado: \d+ de \d+ puntos/)).toBeVisible();
});

test('un administrador cambia una opción de la evacuación y la prueba en la vista previa', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const list = await page.request.get(`/api/admin/routes?q=${encodeURIComponent('emergencias')}`);
  const routeId = ((await list.json()) as { items: { id: string; title: string }[] }).items.find(
    (route) => route.title === EMERGENCIES_ROUTE,
  )?.id;
  expect(routeId).toBeTruthy();

  await page.goto(`/admin/rutas/${routeId ?? ''}?pestana=simulador`);
  await expect(page.getByRole('tab', { name: 'Simulador', selected: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Título del escenario' })).toHaveValue('Evacuación ante un sismo');
  await expect(
    page.getByText(/Puntaje máximo calculado: \d+ puntos\. El escenario no tiene problemas\./),
  ).toBeVisible();

  await page.getByRole('button', { name: /^1\. Empieza a temblar/ }).click();
  const option = page.getByRole('group', { name: 'Opción 1' });
  const consequence = option.getByRole('textbox', { name: 'Consecuencia (se muestra al elegirla)' });
  await consequence.fill('Muy bien: agacharse, cubrirse y sujetarse lo protege de lo que cae.');
  await expect(page.getByText('Cambios sin guardar')).toBeVisible();
  await expectNoAxeViolations(page);

  // A broken link is named in Spanish and blocks saving until it is fixed.
  await option.getByRole('textbox', { name: 'Texto de la opción' }).fill('');
  await expect(page.getByRole('alert').filter({ hasText: 'Problemas del escenario' })).toContainText(
    '«Empieza a temblar»',
  );
  await option.getByRole('textbox', { name: 'Texto de la opción' }).fill('Se agacha, se cubre y se sujeta.');
  await expect(page.getByText(/El escenario no tiene problemas\./)).toBeVisible();

  await page.getByRole('button', { name: 'Vista previa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Vista previa: Evacuación ante un sismo' });
  await expect(dialog.getByText(/nada de lo que haga aquí se guarda/)).toBeVisible();
  await expect(dialog.getByRole('heading', { level: 2, name: 'Empieza a temblar' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Se agacha, se cubre y se sujeta.' }).click();
  await expect(dialog.getByText('Muy bien: agacharse, cubrirse y sujetarse lo protege de lo que cae.')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cerrar la vista previa' }).click();

  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(/^Simulador guardado/)).toBeVisible();
  const saved = (await (await page.request.get(`/api/admin/routes/${routeId ?? ''}/simulator`)).json()) as {
    definition: { situations: { id: string; choices?: { text: string }[] }[] };
  };
  expect(saved.definition.situations[0]?.choices?.[0]?.text).toBe('Se agacha, se cubre y se sujeta.');
});
