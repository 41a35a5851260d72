export declare const nginxPath: string;
export declare function deploymentConf(options: {
  root: string;
  port: number | string;
  apiPort?: number | string;
}): string;
