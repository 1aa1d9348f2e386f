import {
  attemptPassed,
  replay,
  validateScenario,
  valuate,
  type AnswerInput,
  type ChoiceSituation,
  type Gtc45Situation,
} from '@academia/shared';
import { describe, expect, it } from 'vitest';
import { scenario } from './peligros-gtc45.js';

const gtc45Steps = scenario.situations.filter((s): s is Gtc45Situation => s.kind === 'gtc45');
const choiceById = new Map(
  scenario.situations.filter((s): s is ChoiceSituation => s.kind === 'choice').map((s) => [s.id, s]),
);

/** As the lessons write numbers: a dot between thousands (4.000). */
const written = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/gu, '.');

function rightAnswer(step: Gtc45Situation): AnswerInput {
  const { nd, ne, nc } = step.expected;
  const v = valuate(nd, ne, nc);
  return {
    situationId: step.id,
    values: { nd, ne, nc, np: v.np, nr: v.nr, level: v.level, acceptability: v.acceptability },
  };
}

/** The best choice of every choice situation, or the one named in `pick`, following the path from the start. */
function path(pick: Record<string, string> = {}): AnswerInput[] {
  const inputs: AnswerInput[] = [];
  let id: string | null = scenario.startId;
  while (id !== null) {
    const situation = scenario.situations.find((s) => s.id === id);
    if (!situation || situation.kind === 'end') break;
    if (situation.kind === 'gtc45') {
      inputs.push(rightAnswer(situation));
      id = situation.next;
    } else if (situation.kind === 'choice') {
      const best = [...situation.choices].sort((a, b) => b.points - a.points)[0];
      const choice = situation.choices.find((c) => c.id === pick[situation.id]) ?? best;
      if (!choice) break;
      inputs.push({ situationId: situation.id, choiceId: choice.id });
      id = choice.next;
    } else {
      id = situation.next;
    }
  }
  return inputs;
}

describe('the seeded GTC 45 valuation scenario', () => {
  it('is a valid scenario with at least four hazards and a pass mark of 70 %', () => {
    const validation = validateScenario(scenario);
    expect(validation.errors).toEqual([]);
    expect(validation.maxScore).toBe(96);
    expect(scenario.passPercent).toBe(70);
    expect(gtc45Steps.length).toBeGreaterThanOrEqual(4);
  });

  it('values one hazard at each level, and the level II one reaches the suspension threshold of 360', () => {
    const valuations = gtc45Steps.map((step) => valuate(step.expected.nd, step.expected.ne, step.expected.nc));
    expect(valuations.map((v) => [v.nr, v.level, v.suspend])).toEqual([
      [4000, 'I', true],
      [400, 'II', true],
      [100, 'III', false],
      [20, 'IV', false],
    ]);
  });

  it('states, right after each valuation, the NP and NR that the expected values give', () => {
    for (const step of gtc45Steps) {
      const v = valuate(step.expected.nd, step.expected.ne, step.expected.nc);
      const after = choiceById.get(step.next);
      expect(after?.text, step.id).toContain(`NP = ${String(v.nd)} × ${String(v.ne)} = ${String(v.np)}`);
      expect(after?.text, step.id).toContain(`NR = ${String(v.np)} × ${String(v.nc)} = ${written(v.nr)}`);
      expect(after?.text, step.id).toContain(`nivel ${v.level}`);
    }
  });

  it('passes the best path at the full score and fails any path through a critical choice', () => {
    const best = replay(scenario, path());
    expect(best).toMatchObject({ finished: true, score: 96 });
    expect(attemptPassed(best)).toBe(true);

    const critical = scenario.situations.flatMap((s) =>
      s.kind === 'choice' ? s.choices.filter((c) => c.critical).map((c) => ({ situation: s.id, choice: c.id })) : [],
    );
    expect(critical.length).toBeGreaterThanOrEqual(1);
    for (const { situation, choice } of critical) {
      const state = replay(scenario, path({ [situation]: choice }));
      expect(state.finished, `${situation}/${choice}`).toBe(true);
      expect(attemptPassed(state), `${situation}/${choice}`).toBe(false);
    }
  });
});
