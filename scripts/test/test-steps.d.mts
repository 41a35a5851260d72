import type { TestResults } from './test-reports.mjs';

export declare const DEBIAN_PACKAGES: string;
export interface Step {
  name: string;
  command: string;
  needs: string[];
  report?: { kind: 'vitest' | 'playwright'; path: string };
}
export declare const STAGES: Step[][];
export interface Outcome {
  name: string;
  code?: number;
  notRunFor?: string;
  seconds?: number;
  cpuSeconds?: number;
  results?: TestResults;
}
export declare function unmetNeed(
  step: Pick<Step, 'name' | 'needs'>,
  outcomes: Map<string, Outcome>,
): string | undefined;
export declare function summarize(outcomes: Outcome[]): { lines: string[]; failed: boolean };
export declare function timeTable(outcomes: Outcome[], cores: number, totalSeconds: number): string[];
