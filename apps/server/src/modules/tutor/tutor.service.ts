import type {
  SessionUser,
  TutorAnswer,
  TutorConversation,
  TutorConversationList,
  TutorQuestion,
  TutorSource,
} from '@academia/shared';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import type { Clock } from '../../infra/clock/clock.js';
import type { ChatModel } from '../../infra/llm/chat-model.js';
import type { RateLimiter } from '../../infra/rate-limit/rate-limiter.js';
import type { Logger } from '../../logger.js';
import { CitationFilter } from './citation-filter.js';
import type { TutorRepository } from './tutor.repository.js';
import type { Retrieval, TutorRetriever } from './tutor-retriever.js';
import { CLOSING_NOTE, DECLINE, MODEL_FALLBACK_NOTICE, modelInstructions, retrievalAnswer } from './tutor-text.js';

export interface TutorSettings {
  /** Questions a user may ask per window. */
  maxQuestions: number;
  windowMs: number;
  /** How long a model may take over a whole answer before the tutor falls back to the passages. */
  modelTimeoutMs: number;
}

/** Where an answer goes as it is made: the SSE stream, or a collector for the JSON answer. */
export interface AnswerSink {
  sources(sources: TutorSource[]): void;
  token(text: string): void;
}

/** A question that passed every check, ready to be answered. */
export interface AdmittedQuestion {
  userId: string;
  question: string;
  conversationId: string;
  isNew: boolean;
}

const CONVERSATION_TITLE = 80;
const LIST_LIMIT = 50;
/** Earlier turns a model sees, for follow-up questions. */
const HISTORY_TURNS = 4;

export class TutorService {
  constructor(
    private readonly deps: {
      db: Db;
      repository: TutorRepository;
      retriever: TutorRetriever;
      limiter: RateLimiter;
      /** Whether the user is taking a graded final test now (answered by the evaluations module). */
      testInProgress: (userId: string) => Promise<boolean>;
      model: ChatModel | null;
      settings: TutorSettings;
      clock: Clock;
      logger: Logger;
    },
  ) {}

  /**
   * Every check that may refuse a question, run before any answer is streamed so a refusal is an ordinary error
   * response: a final test in progress, the conversation's owner, then the rate limit (a refused question does
   * not use up the allowance).
   */
  async admit(user: SessionUser, input: TutorQuestion): Promise<AdmittedQuestion> {
    const { db, repository, limiter, settings } = this.deps;
    if (await this.deps.testInProgress(user.id)) throw new AppError('TUTOR_CLOSED_DURING_TEST');
    if (input.conversationId && !(await repository.findConversation(db, user.id, input.conversationId))) {
      throw new AppError('NOT_FOUND', 'No encontramos esa conversación.');
    }
    const hit = await limiter.hit(`tutor:${user.id}`, settings.windowMs);
    if (hit.count > settings.maxQuestions) {
      const seconds = Math.max(1, Math.ceil((Date.parse(hit.resetAt) - this.deps.clock.now().getTime()) / 1000));
      const minutes = Math.ceil(seconds / 60);
      throw new AppError(
        'RATE_LIMITED',
        `Ha hecho muchas preguntas en poco tiempo. Espere ${String(minutes)} ${minutes === 1 ? 'minuto' : 'minutos'} antes de preguntar de nuevo.`,
        { retryAfterSeconds: seconds },
      );
    }
    return {
      userId: user.id,
      question: input.question,
      conversationId: input.conversationId ?? crypto.randomUUID(),
      isNew: !input.conversationId,
    };
  }

  /** Answers an admitted question into `sink` (sources first) and stores both turns in the conversation. */
  async answer(admitted: AdmittedQuestion, sink: AnswerSink, signal?: AbortSignal): Promise<TutorAnswer> {
    const retrieval = await this.deps.retriever.retrieve(admitted.question);
    const sources = retrieval.cited.map((cited) => cited.source);
    sink.sources(sources);
    let answer = '';
    const emit = (text: string) => {
      answer += text;
      sink.token(text);
    };
    if (retrieval.declined) emit(DECLINE);
    else if (this.deps.model) await this.modelAnswer(admitted, retrieval, emit, signal);
    else emit(retrievalAnswer(retrieval.cited));
    emit(`\n\n${CLOSING_NOTE}`);
    await this.save(admitted, answer, sources, retrieval.declined);
    return { answer, sources, declined: retrieval.declined, conversationId: admitted.conversationId };
  }

  /** Streams a model's answer through the citation filter; on an error or time-out, the passages with a notice. */
  private async modelAnswer(
    admitted: AdmittedQuestion,
    retrieval: Retrieval,
    emit: (text: string) => void,
    signal: AbortSignal | undefined,
  ): Promise<void> {
    const model = this.deps.model;
    if (!model) return;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.deps.settings.modelTimeoutMs);
    const onAbort = () => controller.abort();
    signal?.addEventListener('abort', onAbort);
    const filter = new CitationFilter(retrieval.cited.length);
    let written = '';
    try {
      const history = admitted.isNew
        ? []
        : (await this.deps.repository.messages(this.deps.db, admitted.conversationId)).slice(-HISTORY_TURNS);
      const messages = [
        { role: 'system' as const, content: modelInstructions(retrieval.cited) },
        ...history.map((m) => ({
          role: m.role === 'user' ? ('user' as const) : ('assistant' as const),
          content: m.text,
        })),
        { role: 'user' as const, content: admitted.question },
      ];
      for await (const fragment of model.stream(messages, controller.signal)) {
        const text = filter.push(fragment);
        if (text) {
          written += text;
          emit(text);
        }
      }
      const rest = filter.flush();
      if (rest) emit(rest);
      if (!written.trim()) throw new Error('El modelo no escribió nada');
    } catch (error) {
      this.deps.logger.warn({ err: error }, 'El modelo del tutor falló; se responde con los pasajes');
      emit(`${written ? '\n\n' : ''}${MODEL_FALLBACK_NOTICE}\n\n${retrievalAnswer(retrieval.cited)}`);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  }

  private async save(admitted: AdmittedQuestion, answer: string, sources: TutorSource[], declined: boolean) {
    const { db, repository, clock } = this.deps;
    const at = clock.now().toISOString();
    await db.transaction().execute(async (tx) => {
      if (admitted.isNew) {
        const title =
          admitted.question.length > CONVERSATION_TITLE
            ? `${admitted.question.slice(0, CONVERSATION_TITLE - 1)}…`
            : admitted.question;
        await repository.insertConversation(tx, { id: admitted.conversationId, userId: admitted.userId, title, at });
      }
      await repository.appendMessages(
        tx,
        admitted.conversationId,
        [
          { role: 'user', text: admitted.question, sources: [], declined: false },
          { role: 'tutor', text: answer, sources, declined },
        ],
        at,
      );
    });
  }

  async list(user: SessionUser): Promise<TutorConversationList> {
    return { items: await this.deps.repository.listConversations(this.deps.db, user.id, LIST_LIMIT) };
  }

  /** Every conversation of the person with its messages, for their own data export (Ley 1581 de 2012). */
  async exportForUser(userId: string): Promise<TutorConversation[]> {
    const { db, repository } = this.deps;
    const summaries = await repository.listConversations(db, userId, Number.MAX_SAFE_INTEGER);
    return Promise.all(
      summaries.map(async (summary) => ({ ...summary, messages: await repository.messages(db, summary.id) })),
    );
  }

  async get(user: SessionUser, id: string): Promise<TutorConversation> {
    const summary = await this.deps.repository.findConversation(this.deps.db, user.id, id);
    if (!summary) throw new AppError('NOT_FOUND', 'No encontramos esa conversación.');
    return { ...summary, messages: await this.deps.repository.messages(this.deps.db, id) };
  }

  async remove(user: SessionUser, id: string): Promise<void> {
    const deleted = await this.deps.db
      .transaction()
      .execute((tx) => this.deps.repository.deleteConversation(tx, user.id, id));
    if (!deleted) throw new AppError('NOT_FOUND', 'No encontramos esa conversación.');
  }
}
