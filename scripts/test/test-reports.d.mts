import type { ReporterDescription } from '@playwright/test';

export declare const REPORTS_DIR: string;
export declare function playwrightJsonReporter(name: string): ReporterDescription;
type Counts = { passed: number; failed: number; flaky: string[] } | undefined;
export declare function readVitestReport(path: string): Counts;
export declare function readPlaywrightReport(path: string): Counts;
