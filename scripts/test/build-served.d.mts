export declare const SERVED_BUILDS: { production: string; demo: string };
export declare function productionTestEnv(): Record<string, string | undefined>;
export declare function ensureServedCertificate(): Promise<{ key: string; cert: string }>;
export declare const SERVED_API_TIMEOUT_MS: { production: number; demo: number };
