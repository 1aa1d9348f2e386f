import { checkGtc45Answer, formatScenarioNumber, summariseGtc45Answer, type FieldCheck } from './gtc45-check.js';
import { bestScores, passMark } from './scenario-graph.js';
import { gtc45AnswerSchema, type ScenarioDefinition, type ScenarioSituation } from './scenario.schemas.js';
import type {
  AnswerInput,
  AttemptPathEntry,
  AttemptView,
  LearnerSituation,
  SimulatorAttemptStatus,
  StepFeedback,
} from './simulator-api.schemas.js';

/**
 * The scenario engine: pure functions over a definition and the answers given so far. The server plays learners'
 * attempts with it (replaying the stored answers against the attempt's snapshot) and the editor's preview plays the
 * same code in the browser, so both judge an answer the same way.
 */

export type EngineErrorCode = 'SITUATION_NOT_CURRENT' | 'ATTEMPT_CLOSED' | 'INVALID_ANSWER';

export class EngineError extends Error {
  constructor(
    readonly code: EngineErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'EngineError';
  }
}

/** One answered situation. `input` is what was submitted, kept so the attempt can be replayed. */
export interface EngineStep {
  situationId: string;
  input: AnswerInput;
  points: number;
  critical: boolean;
  answerSummary: string;
  feedback: StepFeedback;
}

export interface EngineState {
  definition: ScenarioDefinition;
  maxScore: number;
  passMark: number;
  /** The situation to answer, or the end reached. */
  currentId: string;
  finished: boolean;
  score: number;
  steps: EngineStep[];
}

/** The best score from the start: what `validateScenario` reports for a valid scenario. */
export function scenarioMaxScore(definition: ScenarioDefinition): number {
  const best = bestScores(definition, false).get(definition.startId) ?? 0;
  return Number.isFinite(best) ? best : 0;
}

/** The situation of the definition with this id; an `EngineError` when there is none. */
export function situationOf(definition: ScenarioDefinition, id: string): ScenarioSituation {
  const situation = definition.situations.find((s) => s.id === id);
  if (!situation) throw new EngineError('INVALID_ANSWER', `La situación «${id}» no existe en este escenario.`);
  return situation;
}

export function startAttempt(definition: ScenarioDefinition): EngineState {
  const maxScore = scenarioMaxScore(definition);
  return {
    definition,
    maxScore,
    passMark: passMark(definition.passPercent, maxScore),
    currentId: definition.startId,
    finished: situationOf(definition, definition.startId).kind === 'end',
    score: 0,
    steps: [],
  };
}

/** Judges one answer to the current situation and moves on. Throws `EngineError` when it cannot be taken. */
export function answer(state: EngineState, input: AnswerInput): { feedback: StepFeedback; state: EngineState } {
  if (state.finished)
    throw new EngineError('ATTEMPT_CLOSED', 'Este intento ya terminó. Empiece uno nuevo para volver a jugar.');
  const situation = situationOf(state.definition, state.currentId);
  if (input.situationId !== situation.id) {
    throw new EngineError(
      'SITUATION_NOT_CURRENT',
      `Esa situación ya no es la actual: ahora corresponde «${situation.title}». Recargue la página para seguir donde quedó.`,
    );
  }
  const judged = judge(situation, input);
  const next = situationOf(state.definition, judged.next);
  const step: EngineStep = {
    situationId: situation.id,
    input,
    points: judged.feedback.points,
    critical: judged.feedback.critical,
    answerSummary: judged.answerSummary,
    feedback: judged.feedback,
  };
  return {
    feedback: judged.feedback,
    state: {
      ...state,
      currentId: next.id,
      finished: next.kind === 'end',
      score: state.score + step.points,
      steps: [...state.steps, step],
    },
  };
}

/** The state after the given answers, in order: how an attempt resumes from what the server stored. */
export function replay(definition: ScenarioDefinition, inputs: readonly AnswerInput[]): EngineState {
  return inputs.reduce((state, input) => answer(state, input).state, startAttempt(definition));
}

/** Reached an end, at or above the pass mark, with no critical error. Null while unfinished. */
export function attemptPassed(state: EngineState): boolean | null {
  if (!state.finished) return null;
  return state.score >= state.passMark && !state.steps.some((step) => step.critical);
}

function judge(
  situation: ScenarioSituation,
  input: AnswerInput,
): { feedback: StepFeedback; next: string; answerSummary: string } {
  switch (situation.kind) {
    case 'end':
      throw new EngineError('ATTEMPT_CLOSED', 'Este intento ya terminó. Empiece uno nuevo para volver a jugar.');
    case 'choice': {
      if (!('choiceId' in input)) throw new EngineError('INVALID_ANSWER', 'Elija una de las opciones de la situación.');
      const choice = situation.choices.find((c) => c.id === input.choiceId);
      if (!choice)
        throw new EngineError(
          'INVALID_ANSWER',
          'Esa opción no existe en esta situación. Elija una de las que se muestran.',
        );
      return {
        feedback: {
          situationId: situation.id,
          points: choice.points,
          critical: choice.critical,
          consequence: choice.consequence,
        },
        next: choice.next,
        answerSummary: choice.text,
      };
    }
    case 'calculation': {
      if (!('values' in input)) throw new EngineError('INVALID_ANSWER', 'Escriba los valores que se piden.');
      const fields: FieldCheck[] = situation.fields.map((field) => {
        const given = input.values[field.id];
        if (typeof given !== 'number' || !Number.isFinite(given)) {
          throw new EngineError('INVALID_ANSWER', `Escriba un número para «${field.label}».`);
        }
        const correct = Math.abs(given - field.expected) <= field.tolerance + 1e-9;
        const unit = field.unit ? ` ${field.unit}` : '';
        return {
          id: field.id,
          correct,
          given,
          expected: field.expected,
          explanation: correct
            ? `Correcto. ${field.explanation}`
            : `Usted escribió ${formatScenarioNumber(given)}${unit}; el valor es ${formatScenarioNumber(field.expected)}${unit}. ${field.explanation}`,
        };
      });
      const points = situation.fields.reduce((sum, field, i) => sum + (fields[i]?.correct ? field.points : 0), 0);
      return {
        feedback: { situationId: situation.id, points, critical: false, consequence: rightOf(fields), fields },
        next: situation.next,
        answerSummary: situation.fields
          .map(
            (field) =>
              `${field.label}: ${formatScenarioNumber(input.values[field.id] as number)}${field.unit ? ` ${field.unit}` : ''}`,
          )
          .join('; '),
      };
    }
    case 'gtc45': {
      if (!('values' in input)) throw new EngineError('INVALID_ANSWER', 'Escriba los valores de la valoración.');
      const parsed = gtc45AnswerSchema.safeParse(input.values);
      if (!parsed.success) {
        throw new EngineError(
          'INVALID_ANSWER',
          parsed.error.issues[0]?.message ?? 'Revise los valores de la valoración.',
        );
      }
      const fields = checkGtc45Answer(situation.expected, parsed.data, situation.rationale);
      const points = fields.filter((f) => f.correct).length * situation.pointsPerValue;
      return {
        feedback: { situationId: situation.id, points, critical: false, consequence: rightOf(fields), fields },
        next: situation.next,
        answerSummary: summariseGtc45Answer(parsed.data),
      };
    }
  }
}

function rightOf(fields: FieldCheck[]): string {
  const right = fields.filter((f) => f.correct).length;
  if (right === fields.length)
    return fields.length === 1 ? 'El valor es correcto.' : `Los ${String(fields.length)} valores son correctos.`;
  return `Acertó ${String(right)} de ${String(fields.length)} valores. Revise la explicación de cada uno.`;
}

/** The situation as the learner may see it before answering. */
export function toLearnerSituation(situation: ScenarioSituation): LearnerSituation {
  const media = situation.media
    ? { ...situation.media, src: `/api/files/${encodeURIComponent(situation.media.uploadId)}` }
    : null;
  const base = { id: situation.id, title: situation.title, text: situation.text, media };
  switch (situation.kind) {
    case 'choice':
      return { ...base, kind: 'choice', choices: situation.choices.map((c) => ({ id: c.id, text: c.text })) };
    case 'calculation':
      return {
        ...base,
        kind: 'calculation',
        fields: situation.fields.map((f) => ({ id: f.id, label: f.label, unit: f.unit })),
      };
    case 'gtc45':
      return { ...base, kind: 'gtc45', hazard: situation.hazard };
    case 'end':
      return { ...base, kind: 'end' };
  }
}

export function attemptPath(state: EngineState): AttemptPathEntry[] {
  return state.steps.map((step) => ({
    situationTitle: situationOf(state.definition, step.situationId).title,
    answerSummary: step.answerSummary,
    consequence: step.feedback.consequence ?? '',
    points: step.points,
    critical: step.critical,
  }));
}

/** What the learner sees of an attempt. `status` is the stored one (an attempt may have been abandoned). */
export function attemptView(state: EngineState, meta: { id: string; status: SimulatorAttemptStatus }): AttemptView {
  return {
    id: meta.id,
    status: meta.status,
    score: state.score,
    maxScore: state.maxScore,
    passMark: state.passMark,
    passed: meta.status === 'abandoned' ? null : attemptPassed(state),
    current: meta.status === 'abandoned' ? null : toLearnerSituation(situationOf(state.definition, state.currentId)),
    path: attemptPath(state),
  };
}

export function scorePercent(score: number, maxScore: number): number {
  if (maxScore <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round((score / maxScore) * 100)));
}
