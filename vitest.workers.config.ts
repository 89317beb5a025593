import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

/** The inbound SMS webhook's secret the tests sign with (functions/src/routes/sms-webhooks.ts). */
const TEST_SMS_INBOUND_WEBHOOK_SECRET = "test-sms-inbound-secret-for-workerd";

const LIVE_STAND_IN = {
  name: "interim-functions",
  modules: true,
  script: `
    import { WorkerEntrypoint } from "cloudflare:workers";
    export class LiveNotificationsEntrypoint extends WorkerEntrypoint {
      async publish(userIds) {
        return 0;
      }
    }
    export default { async fetch() { return new Response("stand-in", { status: 404 }); } };
  `,
};

// The API's files share one module graph and one database in each vitest worker (isolate: false): a
// fresh runtime and a migrated database for each of ~100 files cost four times the tests' own time.
// Each test makes its own space, users and workers (unique e-mails and mobiles), so files do not see
// each other's rows; these read what the whole database holds (the reference lists' order, every
// inbound SMS to a number, the hub's sockets, every job the cron finds due) and keep a runtime and a
// database of their own, as the queue consumer's files do.
const ALONE = [
  "tests/workers/functions/reference.test.ts",
  "tests/workers/functions/notifications-language.test.ts",
  "tests/workers/functions/notifications-live.test.ts",
  "tests/workers/functions/orders-jobs.test.ts",
  "tests/workers/functions/sms-send.test.ts",
  "tests/workers/functions/job-offers-publishing.test.ts",
];

// Tests that run inside workerd: the /v1 API Worker (with its Durable Object) and the queue consumer,
// each on a D1 database migrated from db/migrations before the tests.
export default defineConfig(async () => {
  const migrations = await readD1Migrations("db/migrations");
  // The wrangler.toml top levels name no environment and no local address (decision 0043): the tests name theirs.
  const bindings = {
    TEST_MIGRATIONS: migrations,
    ENVIRONMENT: "test",
    PUBLIC_APP_URL: "http://localhost:5173",
    SMS_INBOUND_WEBHOOK_SECRET: TEST_SMS_INBOUND_WEBHOOK_SECRET,
  };
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
            exclude: ALONE,
            setupFiles: ["tests/workers/apply-migrations.ts"],
            isolate: false,
          },
        },
        {
          plugins: [
            cloudflareTest({
              main: "./functions/src/index.ts",
              wrangler: { configPath: "./functions/wrangler.toml" },
              miniflare: { bindings },
            }),
          ],
          test: {
            name: "functions (alone)",
            include: ALONE,
            setupFiles: ["tests/workers/apply-migrations.ts"],
          },
        },
        {
          plugins: [
            cloudflareTest({
              main: "./queues/src/index.ts",
              wrangler: { configPath: "./queues/wrangler.toml" },
              // The consumer's LIVE binding names the API Worker, which this project does not run: a
              // stand-in with the same entrypoint (no socket is connected here). The real path, consumer →
              // hub → socket, is tested in the functions project (notifications-live.test.ts).
              miniflare: { bindings, workers: [LIVE_STAND_IN] },
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
