import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { localRunVars } from "./infra/local-development";
import { browserIslands } from "./scripts/vite/browser-islands";

// One dev server runs the three Workers in workerd: web (entry), functions (/v1) and queues.
// STATE_DIR lets the browser tests run on a database of their own.
const stateDir = process.env.STATE_DIR ?? ".wrangler/state";
const port = Number(process.env.PORT ?? 5173);
// A local run (no CLOUDFLARE_ENV) is the development environment, with links in e-mails (password reset)
// pointing at the server that sent them: the wrangler.toml top levels hold nothing of development, so a
// plain `wrangler deploy` cannot publish it (infra/local-development.ts). A deploy build keeps each
// environment's own variables.
const functionsLocalVars = localRunVars(process.env.CLOUDFLARE_ENV, port, { appUrl: true });
const queuesLocalVars = localRunVars(process.env.CLOUDFLARE_ENV, port);

/** "assets/dictionary-fr-<hash>.js": each language's texts in a chunk a browser loads on its own (load-dictionary.ts). */
function clientChunkFileName(chunk: { facadeModuleId: string | null }) {
  const language = chunk.facadeModuleId?.match(/\/i18n\/locales\/([a-z]{2})\/index\.ts$/)?.[1];
  return language ? `assets/dictionary-${language}-[hash].js` : "assets/[name]-[hash].js";
}

export default defineConfig({
  environments: {
    client: { build: { rollupOptions: { output: { chunkFileNames: clientChunkFileName } } } },
  },
  server: { port, strictPort: true },
  preview: { port, strictPort: true },
  plugins: [
    cloudflare({
      viteEnvironment: { name: "ssr" },
      persistState: { path: stateDir },
      auxiliaryWorkers: [
        {
          configPath: "./functions/wrangler.toml",
          config: (config) => (functionsLocalVars ? { vars: { ...config.vars, ...functionsLocalVars } } : {}),
        },
        {
          configPath: "./queues/wrangler.toml",
          config: (config) => (queuesLocalVars ? { vars: { ...config.vars, ...queuesLocalVars } } : {}),
        },
      ],
    }),
    tailwindcss(),
    reactRouter(),
    browserIslands(),
  ],
});
