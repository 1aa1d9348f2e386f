/*
 * The learner side of a final test as autocannon flows. A learner starts the test and answers each item it is
 * shown until the adaptive test ends. "Answers sent" counts each (session, item) answer once, even when a
 * timeout makes the connection send it again, so it can be compared with the answers the database stored.
 */
import { chooseAnswer, type AnswerableItem } from '../lib/answers.js';
import type { Flow, FlowRequest } from '../lib/load.js';

export interface ExamCounters {
  answersSent: number;
  /** Answers the server confirmed with a 200: each of these must be in the database. */
  answersAcknowledged: number;
  /** Tests that reached their result. */
  finished: number;
  /** Learners or sessions abandoned after an error response. */
  abandoned: number;
}

export const newExamCounters = (): ExamCounters => ({
  answersSent: 0,
  answersAcknowledged: 0,
  finished: 0,
  abandoned: 0,
});

interface ShownItem extends AnswerableItem {
  id: string;
}

/** An open final-test session and the item it is waiting for. */
export interface OpenSession {
  cookie: string;
  sessionId: string;
  item: ShownItem;
}

interface Answering {
  session: OpenSession;
  request: FlowRequest | null;
  sentKeys: Set<string>;
}

function continueRequest(state: Answering, random: () => number, counters: ExamCounters): FlowRequest {
  const { session } = state;
  if (!state.request) {
    const key = `${session.sessionId}:${session.item.id}`;
    if (!state.sentKeys.has(key)) {
      state.sentKeys.add(key);
      counters.answersSent += 1;
    }
    state.request = {
      kind: 'continue',
      method: 'POST',
      path: `/api/evaluations/${session.sessionId}/continue`,
      cookie: session.cookie,
      body: { itemId: session.item.id, answer: chooseAnswer(session.item, random) },
    };
  }
  return state.request;
}

/** Reads the next item from a 200 response of start or continue (null when the test has ended). */
function nextItem(body: string): { sessionId?: string; item: ShownItem | null } {
  return JSON.parse(body) as { sessionId?: string; item: ShownItem | null };
}

/** One learner: start the final test of `routeId`, then answer until it ends. */
export function learnerExamFlow(
  learner: { cookie: string },
  routeId: string,
  random: () => number,
  counters: ExamCounters,
): Flow {
  const start: FlowRequest = {
    kind: 'start',
    method: 'POST',
    path: '/api/evaluations/start',
    cookie: learner.cookie,
    body: { routeId, kind: 'test' },
  };
  let answering: Answering | null = null;
  const sentKeys = new Set<string>();
  return {
    next: () => (answering ? continueRequest(answering, random, counters) : start),
    onResponse: (request, status, body) => {
      if (status !== 200) {
        counters.abandoned += 1;
        return false;
      }
      if (request.kind === 'continue') counters.answersAcknowledged += 1;
      const parsed = nextItem(body);
      if (!parsed.item) {
        counters.finished += 1;
        return false;
      }
      const sessionId = answering?.session.sessionId ?? parsed.sessionId;
      if (!sessionId) throw new Error('La respuesta de inicio no trae sessionId');
      answering = { session: { cookie: learner.cookie, sessionId, item: parsed.item }, request: null, sentKeys };
      return true;
    },
  };
}

/** One connection of the saturation run: answers open sessions taken from a shared queue, one after another. */
export function sessionPoolFlow(
  queue: OpenSession[],
  random: () => number,
  counters: ExamCounters,
  onExhausted: () => void,
): Flow {
  const take = (): Answering | null => {
    const session = queue.shift();
    return session ? { session, request: null, sentKeys: new Set() } : null;
  };
  let answering = take();
  if (!answering) throw new Error('No hay sesiones abiertas para la prueba de saturación');
  return {
    next: () => continueRequest(answering!, random, counters),
    onResponse: (_request, status, body) => {
      const parsed = status === 200 ? nextItem(body) : null;
      if (parsed) counters.answersAcknowledged += 1;
      if (parsed?.item) {
        answering = { ...answering!, session: { ...answering!.session, item: parsed.item }, request: null };
        return true;
      }
      if (parsed) counters.finished += 1;
      else counters.abandoned += 1;
      answering = take();
      if (!answering) onExhausted();
      return answering !== null;
    },
  };
}
