// Types of scripts/start-stamps.mjs (plain JavaScript, run by the machine's Node before any install).
export declare function hashOfInputs(paths: readonly string[], extra?: string): string;
export declare const DATABASE_INPUTS: { migrations: string[]; reference: string[] };
export declare const BUILD_INPUTS: string[];
export declare function databaseStamp(stateDir: string): {
  isCurrent(step: string, hash: string): boolean;
  record(step: string, hash: string): void;
};
export declare function buildIsCurrent(hash: string): boolean;
export declare function recordBuild(hash: string): void;
