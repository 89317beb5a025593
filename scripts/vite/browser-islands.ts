import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

// Pages that must stay light (the public registration: strangers on mobile networks, at most 100 KB of
// JavaScript) are rendered by React on the server and never hydrated: the browser gets one
// small module of plain DOM code instead of React, React Router and the dictionaries (decision 0033).
// This plugin builds those modules beside the app's client entry and tells the server their URLs.

/** Each island: its name (what a route's `handle.island` says) → its source, from the project root. */
export const BROWSER_ISLANDS = {
  "registration-standard": "web/app/routes/registration/+browser/registration-standard.ts",
  "registration-express": "web/app/routes/registration/+browser/registration-express.ts",
  "registration-kiosk": "web/app/routes/registration/+browser/registration-kiosk.ts",
} as const;

export type BrowserIslandName = keyof typeof BROWSER_ISLANDS;

/** An island's entry and every module it imports, as URLs: the page loads exactly these. */
export interface BuiltIsland {
  src: string;
  imports: string[];
}

/** Written by the client build, read by the server build and by `npm run bench` (its JavaScript budget). */
export const ISLANDS_MANIFEST = "build/islands.json";

const VIRTUAL_ID = "virtual:browser-islands";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

interface ViteManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
}

export function browserIslands(): Plugin {
  let command: "build" | "serve" = "serve";
  let root = process.cwd();
  return {
    name: "interim:browser-islands",
    configResolved(config) {
      command = config.command;
      root = config.root;
    },
    // The client build's inputs are the entry and the route modules (React Router's list); the islands join them.
    configEnvironment(name) {
      if (name !== "client") return;
      return { build: { rollupOptions: { input: Object.values(BROWSER_ISLANDS).map((file) => path.resolve(root, file)) } } };
    },
    writeBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      const manifestAsset = bundle[".vite/manifest.json"];
      if (!manifestAsset || manifestAsset.type !== "asset") throw new Error("browser islands: the client build wrote no Vite manifest");
      const manifest = JSON.parse(String(manifestAsset.source)) as Record<string, ViteManifestChunk>;
      const base = this.environment.config.base;
      const islands: Record<string, BuiltIsland> = {};
      for (const [name, file] of Object.entries(BROWSER_ISLANDS)) {
        const entry = manifest[file];
        if (!entry) throw new Error(`browser islands: ${file} is missing from the client build`);
        const imports = new Set<string>();
        const visit = (key: string) => {
          for (const imported of manifest[key]?.imports ?? []) {
            const chunk = manifest[imported];
            if (!chunk || imports.has(base + chunk.file)) continue;
            imports.add(base + chunk.file);
            visit(imported);
          }
        };
        visit(file);
        islands[name] = { src: base + entry.file, imports: [...imports] };
      }
      const target = path.resolve(root, ISLANDS_MANIFEST);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, JSON.stringify(islands, null, 2));
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return;
      if (command === "serve") {
        // The dev server compiles each source module on request.
        const islands = Object.fromEntries(Object.entries(BROWSER_ISLANDS).map(([name, file]) => [name, { src: `/${file}`, imports: [] }]));
        return `export default ${JSON.stringify(islands)};`;
      }
      const built = path.resolve(root, ISLANDS_MANIFEST);
      // The client is built before the server (React Router's build order); an SSR-only build has no islands.
      const islands = existsSync(built) ? (JSON.parse(readFileSync(built, "utf8")) as Record<string, BuiltIsland>) : {};
      return `export default ${JSON.stringify(islands)};`;
    },
  };
}
