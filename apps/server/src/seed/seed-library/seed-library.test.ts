import type { DocumentList, GlobalSearchResult, NormDetail, NormList } from '@academia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { seedDemoLibrary } from './seed-library.js';

let t: TestApp;
let learner: string;

const get = <T>(url: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: learner } }).then((response) => response.json<T>());

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoLibrary(t.app.container, t.config, t.app.log);
  learner = (await signedIn(t.app)).cookie;
}, 60_000);
afterAll(() => t.close());

describe('demo libraries', () => {
  it('loads the 41 norms and the study documents once, even when run again', async () => {
    await seedDemoLibrary(t.app.container, t.config, t.app.log);
    expect((await get<NormList>('/api/library/norms')).total).toBe(41);
    expect((await get<DocumentList>('/api/library/documents')).total).toBeGreaterThanOrEqual(12);
  });

  it('links a repealed norm to the one that replaced it', async () => {
    const found = await get<NormList>('/api/library/norms?q=1409&type=resolucion');
    const old = found.items.find((item) => item.title === 'Resolución 1409 de 2012');
    expect(old?.status).toBe('repealed');
    expect(old?.replacedBy?.title).toBe('Resolución 4272 de 2021');
    const detail = await get<NormDetail>(`/api/library/norms/${old?.replacedBy?.id ?? ''}`);
    expect(detail.replaces.map((norm) => norm.title)).toContain('Resolución 1409 de 2012');
    expect(detail.file?.mime).toBe('application/pdf');
  });

  it('finds seeded entries by a word in either spelling, including words only in their PDFs', async () => {
    const accented = await get<GlobalSearchResult>('/api/search?q=capacitación&limit=50');
    const plain = await get<GlobalSearchResult>('/api/search?q=Capacitacion&limit=50');
    expect(accented.total).toBeGreaterThan(0);
    expect(plain.items.map((hit) => hit.id)).toEqual(accented.items.map((hit) => hit.id));
    const heights = await get<GlobalSearchResult>('/api/search?q=trabajo%20en%20alturas');
    expect(heights.items[0]?.title).toBe('Resolución 4272 de 2021');
    // "Ficha de estudio" appears only in the attached fact sheets' text.
    const sheets = await get<NormList>('/api/library/norms?q=ficha%20de%20estudio&pageSize=50');
    expect(sheets.total).toBeGreaterThanOrEqual(10);
  });
});
