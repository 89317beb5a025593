import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// One dev server runs the three Workers in workerd: web (entry), functions (/v1) and queues.
// STATE_DIR lets the browser tests run on a database of their own.
const stateDir = process.env.STATE_DIR ?? ".wrangler/state";

export default defineConfig({
  server: { port: Number(process.env.PORT ?? 5173), strictPort: true },
  preview: { port: Number(process.env.PORT ?? 5173), strictPort: true },
  plugins: [
    cloudflare({
      viteEnvironment: { name: "ssr" },
      persistState: { path: stateDir },
      auxiliaryWorkers: [
        { configPath: "./functions/wrangler.toml" },
        { configPath: "./queues/wrangler.toml" },
      ],
    }),
    tailwindcss(),
    reactRouter(),
  ],
});
