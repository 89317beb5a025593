import { defineConfig, devices } from "@playwright/test";

// Browser tests run Debian's Chromium (never a downloaded browser) against the built app served by
// `vite preview` in workerd, on a database of their own (.wrangler/e2e-state), seeded with the demo data.
const port = Number(process.env.E2E_PORT ?? 5174);
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
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
    trace: "retain-on-failure",
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
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
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
