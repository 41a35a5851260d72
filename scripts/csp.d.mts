export declare function contentSecurityPolicy(
  env: Record<string, string | undefined>,
  options?: { header?: boolean },
): string;
export declare function headersFile(env: Record<string, string | undefined>): string;
