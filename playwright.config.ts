import { defineConfig, devices } from "@playwright/test";

// Browser tests run Debian's Chromium headless shell (never a downloaded browser; scripts/test.mjs
// installs the chromium-headless-shell package) against the built app served by
// `vite preview` in workerd, on a database of their own (.wrangler/e2e-state), seeded with the demo data.
const port = Number(process.env.E2E_PORT ?? 5174);
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";
// Files that count what the whole space receives (the bell's unread count): another file's SMS reply or
// registration meanwhile would change it, so they run after the others, one at a time.
const ALONE = ["**/sms-and-notifications.spec.ts", "**/registration.spec.ts", "**/multiposting.spec.ts"];

export default defineConfig({
  testDir: "tests/e2e",
  // One browser at a time by default: on this machine kind's two cores the browser is the bound (it
  // takes a core and more while workerd takes a tenth of one); two side by side took as long in all.
  // E2E_WORKERS=2 on a larger machine: each test makes its own workers, orders and companies, and the
  // files that count the bell run after the others, alone.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "reports/e2e.json" }]],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: "fr-FR",
    // A step that cannot happen fails within these, not at the end of a long test's own timeout.
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    // Recording a trace costs about a third of a test's time: CI records the retry of a failed test only.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions: {
      executablePath: chromium,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "chromium", testIgnore: ALONE, use: { ...devices["Desktop Chrome"], channel: undefined } },
    {
      name: "chromium, alone",
      testMatch: ALONE,
      dependencies: ["chromium"],
      workers: 1,
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
  ],
  webServer: {
    command: `tsx scripts/e2e-server.ts`,
    url: `http://localhost:${port}/login`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    env: { E2E_PORT: String(port) },
    stdout: "ignore",
    stderr: "pipe",
  },
});
