import { describe, expect, it } from 'vitest';
import { seededRandom } from '../lib/answers.js';
import { learnerExamFlow, newExamCounters, sessionPoolFlow, type OpenSession } from './exam-flows.js';

const item = (id: string) => ({ id, kind: 'single', options: [{ id: 'a' }, { id: 'b' }] });
const ok = (body: object) => JSON.stringify(body);

describe('learnerExamFlow', () => {
  it('starts, answers each item shown and stops when the test ends, counting every answer sent', () => {
    const counters = newExamCounters();
    const flow = learnerExamFlow({ cookie: 'sst_sesion=x' }, 'ruta-1', seededRandom(1), counters);
    const start = flow.next();
    expect(start).toMatchObject({ kind: 'start', path: '/api/evaluations/start', body: { routeId: 'ruta-1' } });
    expect(flow.onResponse(start, 200, ok({ sessionId: 's1', item: item('i1') }))).toBe(true);

    const first = flow.next();
    expect(first).toMatchObject({ kind: 'continue', path: '/api/evaluations/s1/continue', body: { itemId: 'i1' } });
    expect(flow.onResponse(first, 200, ok({ item: item('i2') }))).toBe(true);
    const second = flow.next();
    expect(second.body).toMatchObject({ itemId: 'i2' });
    expect(flow.onResponse(second, 200, ok({ item: null, result: { score: 40 } }))).toBe(false);

    expect(counters).toEqual({ answersSent: 2, answersAcknowledged: 2, finished: 1, abandoned: 0 });
  });

  it('sends the same answer again after a timeout and still counts it once', () => {
    const counters = newExamCounters();
    const flow = learnerExamFlow({ cookie: 'c' }, 'r', seededRandom(2), counters);
    flow.onResponse(flow.next(), 200, ok({ sessionId: 's1', item: item('i1') }));
    const sent = flow.next();
    const resent = flow.next();
    expect(resent).toEqual(sent);
    expect(counters.answersSent).toBe(1);
    expect(counters.answersAcknowledged).toBe(0);
  });

  it('counts as acknowledged only the answers the server confirmed', () => {
    const counters = newExamCounters();
    const flow = learnerExamFlow({ cookie: 'c' }, 'r', seededRandom(7), counters);
    flow.onResponse(flow.next(), 200, ok({ sessionId: 's1', item: item('i1') }));
    expect(flow.onResponse(flow.next(), 503, ok({ error: { code: 'SERVICE_UNAVAILABLE' } }))).toBe(false);
    expect(counters).toEqual({ answersSent: 1, answersAcknowledged: 0, finished: 0, abandoned: 1 });
  });

  it('abandons the learner on an error response, so the error is counted and not retried forever', () => {
    const counters = newExamCounters();
    const flow = learnerExamFlow({ cookie: 'c' }, 'r', seededRandom(3), counters);
    expect(flow.onResponse(flow.next(), 500, ok({ error: { code: 'INTERNAL' } }))).toBe(false);
    expect(counters).toEqual({ answersSent: 0, answersAcknowledged: 0, finished: 0, abandoned: 1 });
  });

  it('counts nothing sent when the learner already passed and start returns the result', () => {
    const counters = newExamCounters();
    const flow = learnerExamFlow({ cookie: 'c' }, 'r', seededRandom(4), counters);
    expect(flow.onResponse(flow.next(), 200, ok({ sessionId: 's1', item: null }))).toBe(false);
    expect(counters).toEqual({ answersSent: 0, answersAcknowledged: 0, finished: 1, abandoned: 0 });
  });
});

describe('sessionPoolFlow', () => {
  const open = (id: string): OpenSession => ({ cookie: `c-${id}`, sessionId: id, item: item(`${id}-1`) });

  it('answers one session to its end, then takes the next from the shared queue', () => {
    const queue = [open('s1'), open('s2')];
    const counters = newExamCounters();
    let exhausted = false;
    const flow = sessionPoolFlow(queue, seededRandom(5), counters, () => (exhausted = true));
    expect(queue).toHaveLength(1);

    const first = flow.next();
    expect(first).toMatchObject({ path: '/api/evaluations/s1/continue', cookie: 'c-s1' });
    expect(flow.onResponse(first, 200, ok({ item: null }))).toBe(true);
    const next = flow.next();
    expect(next).toMatchObject({ path: '/api/evaluations/s2/continue', cookie: 'c-s2' });
    expect(flow.onResponse(next, 200, ok({ item: null }))).toBe(false);

    expect(exhausted).toBe(true);
    expect(counters).toEqual({ answersSent: 2, answersAcknowledged: 2, finished: 2, abandoned: 0 });
  });

  it('refuses to start without any open session', () => {
    expect(() => sessionPoolFlow([], seededRandom(6), newExamCounters(), () => undefined)).toThrow();
  });
});
