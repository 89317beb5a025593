import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

// Tests that run inside workerd: the /v1 API Worker (with its Durable Object) and the queue consumer,
// each on a D1 database migrated from db/migrations before the tests.
export default defineConfig(async () => {
  const migrations = await readD1Migrations("db/migrations");
  const bindings = { TEST_MIGRATIONS: migrations, ENVIRONMENT: "test" };
  return {
    test: {
      // Property tests send a few hundred requests each: on a shared 2-core machine under load they can
      // outlast vitest's 5 s default without anything being wrong. Speed is measured by `npm run bench`.
      testTimeout: 30_000,
      projects: [
        {
          plugins: [
            cloudflareTest({
              main: "./functions/src/index.ts",
              wrangler: { configPath: "./functions/wrangler.toml" },
              miniflare: { bindings },
            }),
          ],
          test: {
            name: "functions",
            include: ["tests/workers/functions/**/*.test.ts"],
            setupFiles: ["tests/workers/apply-migrations.ts"],
          },
        },
        {
          plugins: [
            cloudflareTest({
              main: "./queues/src/index.ts",
              wrangler: { configPath: "./queues/wrangler.toml" },
              miniflare: { bindings },
            }),
          ],
          test: {
            name: "queues",
            include: ["tests/workers/queues/**/*.test.ts"],
            setupFiles: ["tests/workers/apply-migrations.ts"],
          },
        },
      ],
    },
  };
});
