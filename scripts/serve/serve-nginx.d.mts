export declare const nginxPath: string;
export declare const TERMINATOR_ADDRESS: string;
