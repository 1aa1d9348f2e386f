import { describeGtc45, formatScenarioNumber } from './gtc45-check.js';
import { bestScores, fixedPoints } from './scenario-graph.js';
import { attemptPassed, scorePercent, situationOf, type EngineState } from './scenario-engine.js';
import type { Debrief, DebriefStep } from './simulator-api.schemas.js';

/** The debrief of a finished attempt: the path, the score against the maximum, critical errors and what was best. */
export function debrief(state: EngineState): Debrief {
  const { definition } = state;
  const clean = bestScores(definition, true);
  const steps: DebriefStep[] = state.steps.map((step) => {
    const situation = situationOf(definition, step.situationId);
    const base = {
      situationTitle: situation.title,
      answerSummary: step.answerSummary,
      points: step.points,
      critical: step.critical,
    };
    if (situation.kind === 'choice') {
      const total = (c: (typeof situation.choices)[number]) =>
        c.points + (clean.get(c.next) ?? Number.NEGATIVE_INFINITY);
      const best = situation.choices
        .filter((c) => !c.critical)
        .reduce<(typeof situation.choices)[number] | null>(
          (top, c) => (top === null || total(c) > total(top) ? c : top),
          null,
        );
      const chosen =
        'choiceId' in step.input
          ? situation.choices.find((c) => c.id === (step.input as { choiceId: string }).choiceId)
          : undefined;
      const correct = !!chosen && !chosen.critical && (!best || total(chosen) >= total(best));
      return {
        ...base,
        bestPoints: best?.points ?? step.points,
        correct,
        shouldHave: correct || !best ? null : best.text,
        explanation: correct || !best ? null : best.consequence,
      };
    }
    const wrong = (step.feedback.fields ?? []).filter((f) => !f.correct);
    const correct = wrong.length === 0;
    let shouldHave: string | null = null;
    if (!correct && situation.kind === 'gtc45') shouldHave = describeGtc45(situation.expected);
    if (!correct && situation.kind === 'calculation') {
      shouldHave = situation.fields
        .filter((field) => wrong.some((w) => w.id === field.id))
        .map((field) => `${field.label}: ${formatScenarioNumber(field.expected)}${field.unit ? ` ${field.unit}` : ''}`)
        .join('; ');
    }
    return {
      ...base,
      bestPoints: fixedPoints(situation),
      correct,
      shouldHave,
      explanation: correct ? null : wrong.map((f) => f.explanation).join(' '),
    };
  });
  const end = situationOf(definition, state.currentId);
  return {
    title: definition.title,
    score: state.score,
    maxScore: state.maxScore,
    percent: scorePercent(state.score, state.maxScore),
    passed: attemptPassed(state) ?? false,
    passMark: state.passMark,
    ending: state.finished ? { title: end.title, text: end.text } : null,
    criticalErrors: state.steps
      .filter((step) => step.critical)
      .map((step) => `${situationOf(definition, step.situationId).title}: ${step.answerSummary}`),
    steps,
  };
}
