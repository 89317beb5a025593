import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

// every documented command works on a fresh clone, where node_modules does not
// exist yet. Each package.json script therefore installs first, as `npm start` does.
const INSTALL_FIRST = "node scripts/ensure-install.mjs && ";
const scripts = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts;

/** The scripts README.md and infra/README.md tell people to run. */
function documentedScripts(): Set<string> {
  const names = new Set<string>();
  for (const file of ["README.md", "infra/README.md"]) {
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(/npm (start|test)\b/g)) names.add(match[1]!);
    for (const match of text.matchAll(/npm run ([\w:-]+)/g)) names.add(match[1]!);
    // Table rows list siblings after the first: "`npm run db:migrate:local` / `db:seed:local`".
    for (const row of text.split("\n").filter((line) => line.startsWith("| `npm run"))) {
      for (const match of row.matchAll(/\/ `([\w-]+:[\w:-]+)`/g)) names.add(match[1]!);
    }
  }
  return names;
}

describe("documented commands", () => {
  it("name scripts that exist", () => {
    const documented = [...documentedScripts()];
    expect(documented).toEqual(
      expect.arrayContaining(["start", "test", "bench", "db:seed:local", "test:e2e", "deploy", "db:migrate:turso"]),
    );
    for (const name of documented) expect(scripts, `npm run ${name}`).toHaveProperty(name);
  });

  it.each(Object.keys(scripts))("npm run %s installs the dependencies before it needs them", (name) => {
    const command = scripts[name]!;
    if (command.startsWith(INSTALL_FIRST)) return;
    // Otherwise a plain Node script (runs on the machine's Node 20) that installs as its first act.
    const file = /^node (\S+\.mjs)$/.exec(command)?.[1];
    expect(file, `"${name}": "${command}" should start with "${INSTALL_FIRST}"`).toBeDefined();
    const source = readFileSync(file!, "utf8");
    expect(source).toMatch(/^import \{ ensureInstall \} from "(\.\.\/scripts|\.)\/ensure-install\.mjs";$/m);
    const topLevel = source
      .split("\n")
      .filter((line) => /^[a-z]/.test(line) && !line.startsWith("import ") && !line.startsWith("function "));
    const firstCommand = topLevel.findIndex((line) => /\b(execSync|execFileSync|spawn|spawnSync|run)\(/.test(line));
    const install = topLevel.indexOf("ensureInstall();");
    expect(install, `${file} calls ensureInstall() at top level`).toBeGreaterThanOrEqual(0);
    if (firstCommand >= 0) expect(install, `${file} installs before running anything`).toBeLessThan(firstCommand);
  });

  it("node scripts/ensure-install.mjs, run as a command in a clone without node_modules, runs npm install", () => {
    const clone = mkdtempSync(join(tmpdir(), "fresh-clone-"));
    writeFileSync(join(clone, "package-lock.json"), "{}");
    // A stand-in npm on PATH records what it was asked, so no registry is touched.
    const bin = join(clone, "fake-bin");
    mkdirSync(bin);
    writeFileSync(join(bin, "npm"), `#!/bin/sh\necho "$@" > "${join(clone, "npm-called")}"\n`);
    chmodSync(join(bin, "npm"), 0o755);
    execFileSync(process.execPath, [resolve("scripts/ensure-install.mjs")], {
      cwd: clone,
      env: { ...process.env, PATH: `${bin}:${process.env.PATH}` },
      stdio: "pipe",
    });
    expect(existsSync(join(clone, "npm-called"))).toBe(true);
    expect(readFileSync(join(clone, "npm-called"), "utf8")).toMatch(/^install\b/);
  });
});
