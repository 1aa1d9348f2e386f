import type { LighthouseResult } from '../lighthouse/figures.js';
import type { CeilingResult } from '../scenarios/ceiling.js';
import type { ExamPeakResult } from '../scenarios/exam-peak.js';
import type { SaturationResult } from '../scenarios/exam-saturation.js';
import type { FirstLoadResult } from '../scenarios/first-load.js';
import type { ReadPathResult } from '../scenarios/read-paths.js';

export interface MachineInfo {
  cpus: number;
  cpuModel: string;
  node: string;
  totalMemoryMb: number;
  /** 1, 5 and 15-minute load averages when the run began and when it ended (other work on the machine). */
  loadAverageBefore: number[];
  loadAverageAfter: number[];
}

/** Everything one run measured; written as bench/results/latest.json. */
export interface BenchReport {
  startedAt: string;
  finishedAt: string;
  database: 'sqlite' | 'postgres';
  /** BENCH_QUICK=1: fewer learners and shorter runs, for trying the bench out; not comparable with full runs. */
  quick: boolean;
  machine: MachineInfo;
  preparation: { learners: number; seconds: number };
  ceiling: { saturation: CeilingResult; reads: CeilingResult };
  examPeak: ExamPeakResult;
  examSaturation: SaturationResult & { ratio: number };
  readPaths: (ReadPathResult & { ratio: number })[];
  /** The same saturation and reads with `workers` app processes (BENCH_WORKERS); null when only one was run. */
  cluster: {
    workers: number;
    examSaturation: SaturationResult & { ratio: number };
    readPaths: (ReadPathResult & { ratio: number })[];
  } | null;
  firstLoad: FirstLoadResult;
  /** Lighthouse's mobile profile on the learner pages (a server of its own, with the demo data). */
  lighthouse: LighthouseResult;
  targets: TargetCheck[];
}

export interface TargetCheck {
  label: string;
  actual: string;
  limit: string;
  met: boolean;
}
