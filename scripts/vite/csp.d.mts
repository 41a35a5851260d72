export declare function contentSecurityPolicy(
  env: Record<string, string | undefined>,
  options?: { header?: boolean },
): string;
export declare const REDIRECT_BRIDGE_PATH: string;
export declare function securityHeaders(env: Record<string, string | undefined>): [string, string][];
export declare const OPENER_POLICY: [string, string];
export declare function headersFile(env: Record<string, string | undefined>): string;
export declare const NGINX_HEADERS_DIR: string;
export declare function nginxHeaderFiles(env: Record<string, string | undefined>): Record<string, string>;
