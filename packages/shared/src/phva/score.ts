import type { MinimumStandardSet } from '../companies/minimum-standards.js';
import {
  PHVA_PHASES,
  STANDARD_GROUPS,
  standardGroups,
  standardsOfSet,
  type PhvaPhase,
  type StandardGroup,
} from './standards.data.js';

export const ASSESSMENT_STATUSES = ['cumple', 'no_cumple', 'no_aplica'] as const;
export type AssessmentStatus = (typeof ASSESSMENT_STATUSES)[number];

export const PHVA_RATINGS = ['critico', 'moderadamente_aceptable', 'aceptable'] as const;
export type PhvaRating = (typeof PHVA_RATINGS)[number];

export const phvaRatingLabels: Record<PhvaRating, string> = {
  critico: 'Crítico',
  moderadamente_aceptable: 'Moderadamente aceptable',
  aceptable: 'Aceptable',
};

export interface ScoreInput {
  set: MinimumStandardSet;
  assessments: ReadonlyArray<{ code: string; status: AssessmentStatus; justification?: string | null }>;
}

export interface Points {
  earned: number;
  possible: number;
}

export interface ScoreResult {
  /** Percentage of the set's points earned, rounded to 2 decimals. */
  score: number;
  rating: PhvaRating;
  byPhase: Record<PhvaPhase, Points>;
  /** Only the groups that hold at least one standard of the set. */
  byGroup: Partial<Record<StandardGroup, Points>>;
  /** Codes of the set with no assessment. */
  missing: string[];
}

/**
 * Scores a self-evaluation against Res. 0312 de 2019. The 60-set uses the resolution's points (art. 27). The 7 and
 * 21 sets have no weights of their own, so each standard of the set is worth the same share of 100 (decision 035).
 * Everything is summed in hundredths of a point (or whole standards) so the band edges are exact, not float noise.
 */
export function scoreMinimumStandards(input: ScoreInput): ScoreResult {
  const standards = standardsOfSet(input.set);
  const byCode = new Map(input.assessments.map((a) => [a.code, a]));
  // Weight of each standard in integer units: hundredths of a point for the 60-set, one unit each otherwise.
  const weightOf = (points: number): number => (input.set === 60 ? Math.round(points * 100) : 1);
  const totalUnits = standards.reduce((sum, s) => sum + weightOf(s.points), 0);
  const toPoints = (units: number): number => round2((units * 100) / totalUnits);

  const phaseUnits = new Map<PhvaPhase, Points>(PHVA_PHASES.map((p) => [p, { earned: 0, possible: 0 }]));
  const groupUnits = new Map<StandardGroup, Points>();
  const missing: string[] = [];
  let earnedUnits = 0;

  for (const standard of standards) {
    const units = weightOf(standard.points);
    const assessment = byCode.get(standard.code);
    if (!assessment) missing.push(standard.code);
    const earns =
      assessment?.status === 'cumple' ||
      (assessment?.status === 'no_aplica' && (assessment.justification ?? '').trim() !== '');
    const earned = earns ? units : 0;
    earnedUnits += earned;
    const phase = phaseUnits.get(standardGroups[standard.group].phase)!;
    phase.earned += earned;
    phase.possible += units;
    const group = groupUnits.get(standard.group) ?? { earned: 0, possible: 0 };
    group.earned += earned;
    group.possible += units;
    groupUnits.set(standard.group, group);
  }

  const convert = (p: Points): Points => ({ earned: toPoints(p.earned), possible: toPoints(p.possible) });
  const byPhase = Object.fromEntries(PHVA_PHASES.map((p) => [p, convert(phaseUnits.get(p)!)])) as Record<
    PhvaPhase,
    Points
  >;
  const byGroup: Partial<Record<StandardGroup, Points>> = {};
  for (const g of STANDARD_GROUPS) {
    const units = groupUnits.get(g);
    if (units) byGroup[g] = convert(units);
  }

  return { score: toPoints(earnedUnits), rating: ratingFor(earnedUnits, totalUnits), byPhase, byGroup, missing };
}

/** Crítico below 60 %, moderadamente aceptable from 60 % to 85 % inclusive, aceptable above 85 %. */
function ratingFor(earned: number, total: number): PhvaRating {
  // Compared as whole numbers: earned/total < 0.6 ⇔ 100·earned < 60·total.
  if (earned * 100 < total * 60) return 'critico';
  if (earned * 100 <= total * 85) return 'moderadamente_aceptable';
  return 'aceptable';
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
