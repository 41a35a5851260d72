export function standInHosts(env: Record<string, string | undefined>): string[];
export function certificateHosts(env: Record<string, string | undefined>): string[];
export function ensureStandInCertificate(hosts: string[]): Promise<{ key: string; cert: string }>;
export function standInSpkiHash(): string | null;
