import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { browserIslands } from "./scripts/vite/browser-islands";
import { reactServerTextChunks } from "./scripts/vite/react-server-text-chunks";

// One dev server runs the three Workers in workerd: web (entry), functions (/v1) and queues.
// STATE_DIR lets the browser tests run on a database of their own.
const stateDir = process.env.STATE_DIR ?? ".wrangler/state";
const port = Number(process.env.PORT ?? 5173);
// Links in e-mails (password reset) must point at the server that sent them: locally the dev or
// preview port. A deploy build (CLOUDFLARE_ENV set) keeps each environment's own PUBLIC_APP_URL.
const localAppUrl = process.env.CLOUDFLARE_ENV ? undefined : `http://localhost:${port}`;

export default defineConfig({
  server: { port, strictPort: true },
  preview: { port, strictPort: true },
  plugins: [
    cloudflare({
      viteEnvironment: { name: "ssr" },
      persistState: { path: stateDir },
      auxiliaryWorkers: [
        {
          configPath: "./functions/wrangler.toml",
          config: (config) => (localAppUrl ? { vars: { ...config.vars, PUBLIC_APP_URL: localAppUrl } } : {}),
        },
        { configPath: "./queues/wrangler.toml" },
      ],
    }),
    tailwindcss(),
    reactRouter(),
    browserIslands(),
    reactServerTextChunks(),
  ],
});
