// File helpers of the build scripts (Node only): where sources and outputs live, reading a package's
// JSON without importing it (tsc would infer a type for megabytes of data), writing data/ stably.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
export const SOURCES_DIR = join(here, "..", "sources");
export const DATA_DIR = join(here, "..", "data");

const require = createRequire(import.meta.url);

export function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, "utf8"));
}

export function readSource(name: string): unknown {
  return readJson(join(SOURCES_DIR, name));
}

/** A JSON file of an npm package, e.g. "@socialgouv/codes-naf/index.json". */
export function readPackageJson(specifier: string): unknown {
  return readJson(require.resolve(specifier));
}

/** The version of an installed package, recorded so that a data change shows which source moved. */
export function packageVersion(name: string): string {
  const manifest = readJson(require.resolve(`${name}/package.json`)) as { version: string };
  return manifest.version;
}

export function readData(name: string): unknown {
  return readJson(join(DATA_DIR, name));
}

/** One row per line: small diffs when a label changes, still valid JSON. */
export function writeData(name: string, rows: readonly unknown[]): string {
  const path = join(DATA_DIR, name);
  writeFileSync(path, `[\n${rows.map((row) => JSON.stringify(row)).join(",\n")}\n]\n`);
  return path;
}

/** True when the module is the script node was started with (so each build file also runs alone). */
export function isMainModule(moduleUrl: string): boolean {
  return process.argv[1] !== undefined && pathToFileURL(process.argv[1]).href === moduleUrl;
}
