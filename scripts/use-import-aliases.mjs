// Rewrites the imports that climb more than one folder (`../../../../domain/french/nir`) into the
// package.json "imports" aliases (`#domain/french/nir`), across every file git tracks, then switches on
// the lint rule that keeps them so (eslint.config.js, FORBID_CLIMBING_IMPORTS). Idempotent: a second run
// finds nothing to rewrite. Run once after the branches are merged:
//   node scripts/use-import-aliases.mjs           rewrite and flip the rule
//   node scripts/use-import-aliases.mjs --check   list what it would rewrite, change nothing (exit 1 if any)
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, normalize, relative, sep } from "node:path";

const root = process.cwd();
const check = process.argv.includes("--check");
const aliases = readAliases();

// `from "…"`, `import "…"`, `import("…")`: the specifiers of static and dynamic imports and re-exports.
const SPECIFIER = /(\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)(["'])(\.\.\/[^"']*)\2/gm;

const files = execFileSync("git", ["ls-files", "-z", "--", "*.ts", "*.tsx", "*.mts", "*.js", "*.mjs"], { encoding: "utf8" })
  .split("\0")
  .filter((file) => file && !file.startsWith("node_modules/") && existsSync(file));

let rewritten = 0;
const left = [];
for (const file of files) {
  const source = readFileSync(file, "utf8");
  const result = source.replace(SPECIFIER, (whole, before, quote, specifier) => {
    const alias = aliasFor(file, specifier);
    if (alias === undefined) return whole;
    if (alias === null) {
      left.push(`${file}: ${specifier}`);
      return whole;
    }
    rewritten++;
    if (check) console.log(`${file}: ${specifier} → ${alias}`);
    return `${before}${quote}${alias}${quote}`;
  });
  if (!check && result !== source) writeFileSync(file, result);
}

if (!check) flipLintRule();
for (const line of left) console.log(`left relative (no alias reaches it): ${line}`);
console.log(`${rewritten} import${rewritten === 1 ? "" : "s"} ${check ? "to rewrite" : "rewritten"} in ${files.length} files`);
if (check && rewritten > 0) process.exit(1);

/**
 * The alias for a relative specifier, undefined when it may stay as it is (it climbs one folder at most
 * and stays in its top-level folder), null when it should not stay but no alias reaches its target.
 */
function aliasFor(file, specifier) {
  const target = normalize(join(dirname(file), specifier));
  const climbs = specifier.match(/^(\.\.\/)+/)[0].length / 3;
  const fromTop = file.split("/")[0];
  const toTop = target.split(sep)[0];
  if (climbs <= 1 && fromTop === toTop) return undefined;
  if (target.startsWith("..")) return null;
  const alias = aliases.find((candidate) => target.startsWith(`${candidate.folder}/`));
  const path = alias && reachedPath(target, alias);
  if (!path) return null;
  return `${alias.prefix}${relative(alias.folder, path).split(sep).join("/")}`;
}

/** What to write after the alias's prefix so that its target pattern reaches the file named, if any. */
function reachedPath(target, alias) {
  if (alias.extension) {
    if (isFile(`${target}${alias.extension}`)) return target;
    if (isFile(join(target, `index${alias.extension}`))) return join(target, "index");
    return undefined;
  }
  // An extensionless target ("#web/*": "./web/*"): Vite and tsx try .ts, .tsx and a folder's index, as
  // tsc does through its `paths`.
  const candidates = [".ts", ".tsx", "/index.ts", "/index.tsx"];
  return candidates.some((ending) => isFile(`${target}${ending}`)) ? target : undefined;
}

function isFile(path) {
  return existsSync(path) && statSync(path).isFile();
}

/** package.json "imports" of the form "#name/*": "./folder/*" or "./folder/*.ts". */
function readAliases() {
  const { imports = {} } = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  return Object.entries(imports)
    .map(([key, value]) => {
      const keyMatch = /^(#[^*]+\/)\*$/.exec(key);
      const valueMatch = typeof value === "string" ? /^\.\/([^*]+)\/\*(\.[a-z]+)?$/.exec(value) : null;
      return keyMatch && valueMatch ? { prefix: keyMatch[1], folder: valueMatch[1], extension: valueMatch[2] ?? "" } : null;
    })
    .filter(Boolean)
    .sort((a, b) => b.folder.length - a.folder.length);
}

function flipLintRule() {
  const config = join(root, "eslint.config.js");
  const source = readFileSync(config, "utf8");
  const flipped = source.replace("const FORBID_CLIMBING_IMPORTS = false;", "const FORBID_CLIMBING_IMPORTS = true;");
  if (flipped !== source) {
    writeFileSync(config, flipped);
    console.log("eslint.config.js: imports that climb more than one folder are now refused");
  }
}
