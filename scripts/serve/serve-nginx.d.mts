export declare const nginxPath: string;
