// What `npm start` may skip on a restart (decision 0045): a step runs again only when what it reads
// changed since it last succeeded. Each step's inputs are hashed (file names and contents); the hashes
// of the database's steps are kept in the state folder itself (a new or deleted STATE_DIR starts over),
// the build's beside its output with the output's own times (a build made by anyone else is not trusted).
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

const SKIPPED_DIRECTORIES = new Set(["node_modules", ".wrangler", "build", "dist", "reports", ".react-router", "test-results"]);

/** One hash of every file under these paths (folders walked in name order), test files left out. */
export function hashOfInputs(paths, extra = "") {
  const hash = createHash("sha256").update(extra);
  const visit = (path) => {
    if (!existsSync(path)) return;
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path).sort()) {
        if (!SKIPPED_DIRECTORIES.has(name)) visit(join(path, name));
      }
    } else if (!/\.(test|spec)\.tsx?$/.test(path)) {
      hash.update(`\0${path}\0`).update(readFileSync(path));
    }
  };
  for (const path of paths) visit(path);
  return hash.digest("hex");
}

/** What each step of the database reads. */
export const DATABASE_INPUTS = {
  migrations: ["db/migrations"],
  reference: ["reference-data", "db/seed/reference-data-sql.ts", "package-lock.json"],
};

/** What the build reads: the three Workers' code and configs, the web app and its tooling. */
export const BUILD_INPUTS = [
  "web",
  "functions",
  "queues",
  "features",
  "db",
  "domain",
  "reference-data",
  "public",
  "scripts/vite",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "wrangler.toml",
  "tsconfig.json",
  "tsconfig.base.json",
];

/** The build's output files whose times say whether the build is still the one stamped. */
const BUILD_OUTPUTS = ["build/server/index.js", "dist/interim_functions/wrangler.json", "dist/interim_queues/wrangler.json"];
const BUILD_STAMP = ".wrangler/start-build-stamp.json";

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return {};
  }
}

/** The database's stamp in `stateDir`: which inputs each step last succeeded with. */
export function databaseStamp(stateDir) {
  const path = join(stateDir, "start-stamp.json");
  // Without the D1 files the stamp means nothing (the database was removed, not the stamp).
  const hasDatabase = existsSync(join(stateDir, "v3", "d1"));
  const stamp = hasDatabase ? readJson(path) : {};
  return {
    isCurrent: (step, hash) => stamp[step] === hash,
    record(step, hash) {
      stamp[step] = hash;
      writeFileSync(path, JSON.stringify(stamp, null, 2));
    },
  };
}

function buildOutputTimes() {
  return BUILD_OUTPUTS.map((path) => (existsSync(path) ? statSync(path).mtimeMs : null));
}

/** Whether the build on disk was made by `npm start` from these very inputs. */
export function buildIsCurrent(hash) {
  const stamp = readJson(BUILD_STAMP);
  return stamp.inputs === hash && JSON.stringify(stamp.outputs) === JSON.stringify(buildOutputTimes());
}

export function recordBuild(hash) {
  mkdirSync(dirname(BUILD_STAMP), { recursive: true });
  writeFileSync(BUILD_STAMP, JSON.stringify({ inputs: hash, outputs: buildOutputTimes() }, null, 2));
}
