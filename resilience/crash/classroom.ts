/*
 * The learners' side of the crash test: plain HTTP against the running server, as the web app sends it. Each
 * learner signs in, then takes the pre-test of one route after another, answering every item at once with the
 * rest of the class. A ledger keeps what the server confirmed (a 2xx response received) and what was still on its
 * way when the server died.
 */
import { chooseAnswer, type AnswerableItem } from '../../bench/lib/answers.js';

export interface ShownItem extends AnswerableItem {
  id: string;
}

interface EvaluationStep {
  sessionId?: string;
  item: ShownItem | null;
  progress: { answered: number };
}

export interface Answer {
  sessionId: string;
  itemId: string;
  /** Option ids sent, sorted. */
  answer: string[];
}

export interface Learner {
  email: string;
  cookie: string;
  /** The last session the server confirmed this learner had started or resumed. */
  current: { routeId: string; sessionId: string } | null;
}

export interface Ledger {
  /** Answers the server acknowledged with a 2xx: each one must survive the crash. */
  confirmed: Answer[];
  /** Answers whose request was sent and never answered (the kill came first). */
  unconfirmed: Answer[];
  /** Responses with a 5xx status (a server error, not the kill). */
  serverErrors: number;
  /** Responses with a 4xx status, each described (none is expected). */
  refusals: string[];
}

export const newLedger = (): Ledger => ({ confirmed: [], unconfirmed: [], serverErrors: 0, refusals: [] });

export class Client {
  constructor(
    public baseUrl: string,
    private readonly origin: string,
  ) {}

  /** A JSON request as the web app makes it from one of its pages (same origin), with a 10-s limit. */
  async send(path: string, options: { method?: string; cookie?: string; body?: unknown } = {}) {
    const headers: Record<string, string> = { origin: this.origin };
    if (options.cookie) headers.cookie = options.cookie;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.baseUrl}${path}`, {
      method: options.method ?? 'GET',
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      signal: AbortSignal.timeout(10_000),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, text };
  }

  async signIn(email: string, password: string): Promise<Learner> {
    const response = await this.send('/api/auth/sign-in', { method: 'POST', body: { email, password } });
    if (response.status !== 200) throw new Error(`Inicio de sesión de ${email}: ${String(response.status)}`);
    const cookie = response.headers.getSetCookie().map((header) => header.split(';')[0]);
    if (cookie.length === 0) throw new Error(`El inicio de sesión de ${email} no dejó cookie`);
    return { email, cookie: cookie.join('; '), current: null };
  }

  /** Starts (or resumes: the server hands back an open session) the pre-test of a route. */
  async startPretest(learner: Learner, routeId: string) {
    const response = await this.send('/api/evaluations/start', {
      method: 'POST',
      cookie: learner.cookie,
      body: { routeId, kind: 'pretest' },
    });
    return {
      status: response.status,
      step: response.status === 200 ? (JSON.parse(response.text) as EvaluationStep) : null,
    };
  }

  async answer(learner: Learner, answer: Answer) {
    const response = await this.send(`/api/evaluations/${answer.sessionId}/continue`, {
      method: 'POST',
      cookie: learner.cookie,
      body: { itemId: answer.itemId, answer: answer.answer },
    });
    return {
      status: response.status,
      step: response.status === 200 ? (JSON.parse(response.text) as EvaluationStep) : null,
    };
  }
}

function record(ledger: Ledger, status: number, what: string) {
  if (status >= 500) ledger.serverErrors += 1;
  else if (status >= 400) ledger.refusals.push(`${what}: ${String(status)}`);
}

/**
 * One learner answering pre-tests until the server goes away (or every route is done). `onConfirmed` is called
 * after each confirmed answer; it is where the test pulls the plug.
 */
export async function answerUntilCrash(
  client: Client,
  learner: Learner,
  routeIds: string[],
  random: () => number,
  ledger: Ledger,
  onConfirmed: () => void,
): Promise<void> {
  for (const routeId of routeIds) {
    let started;
    try {
      started = await client.startPretest(learner, routeId);
    } catch {
      return; // The server died: nothing of this learner is on its way.
    }
    if (!started.step?.sessionId) return record(ledger, started.status, `start ${learner.email}`);
    learner.current = { routeId, sessionId: started.step.sessionId };
    let item = started.step.item;
    while (item) {
      const answer: Answer = {
        sessionId: started.step.sessionId,
        itemId: item.id,
        answer: chooseAnswer(item, random).sort(),
      };
      let result;
      try {
        result = await client.answer(learner, answer);
      } catch {
        ledger.unconfirmed.push(answer);
        return;
      }
      if (!result.step) return record(ledger, result.status, `continue ${learner.email}`);
      ledger.confirmed.push(answer);
      onConfirmed();
      item = result.step.item;
    }
  }
}
