import type { ReporterDescription } from '@playwright/test';

export declare const REPORTS_DIR: string;
export declare function playwrightJsonReporter(name: string): ReporterDescription;
export declare function vitestJsonReporter(name: string): string;
export interface TestResults {
  passed: number;
  failed: string[];
  flaky: string[];
  errors: string[];
}
export declare function vitestResults(report: unknown, cwd?: string): TestResults;
export declare function playwrightResults(report: unknown): TestResults;
export declare function readTestResults(report: {
  kind: 'vitest' | 'playwright';
  path: string;
}): TestResults | undefined;
