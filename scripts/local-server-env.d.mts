export function freePort(): Promise<number>;
export function localServerEnv(options: {
  port: number;
  dataDir: string;
  demoPassword: string;
  logLevel?: string;
}): NodeJS.ProcessEnv;
