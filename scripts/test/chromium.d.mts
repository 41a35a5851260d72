export declare const chromiumPath: string;
export declare const headlessShellPath: string;
export declare const chromiumLaunchOptions: { executablePath: string; args: string[] };
export declare const testBrowserLaunchOptions: { executablePath: string; args: string[] };
