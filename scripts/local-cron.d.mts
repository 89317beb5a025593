// Types of scripts/local-cron.mjs (plain JavaScript, run by the machine's Node before any install).
export declare const CRON_WORKER: string;
export declare function cronsOfWranglerToml(toml: string): string[];
export declare function cronMatches(expression: string, date: Date): boolean;
export declare function fireCron(origin: string, cron: string, scheduledTime: Date): Promise<void>;
export declare function fireDueCrons(options: {
  origin: string;
  crons: readonly string[];
  minute: Date;
  log?: { warn: (message: string) => void };
}): Promise<string[]>;
export declare function startLocalCron(options: {
  origin: string;
  crons?: readonly string[];
  log?: { warn: (message: string) => void };
}): () => void;
