import { expect, type APIRequestContext } from '@playwright/test';

interface Step {
  sessionId: string;
  item: { id: string; options: { id: string; text: string }[] } | null;
}

/**
 * Plays a whole pre-test or final test of `routeId` through the API, always choosing a wrong option (banks built by
 * `bankCsv` start their wrong options with "Incorrecta").
 */
export async function answerWrong(api: APIRequestContext, routeId: string, kind: 'pretest' | 'test') {
  const started = await api.post('/api/evaluations/start', { data: { routeId, kind } });
  expect(started.ok(), await started.text()).toBe(true);
  let step = (await started.json()) as Step;
  const { sessionId } = step;
  while (step.item) {
    const wrong = step.item.options.find((option) => option.text.startsWith('Incorrecta'))?.id ?? '';
    const response = await api.post(`/api/evaluations/${sessionId}/continue`, {
      data: { itemId: step.item.id, answer: [wrong] },
    });
    expect(response.ok()).toBe(true);
    step = { sessionId, ...((await response.json()) as Omit<Step, 'sessionId'>) };
  }
}
