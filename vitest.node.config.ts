import { defineConfig } from "vitest/config";

// Pure rules, the libSQL production driver and the vendor drivers against fake servers, in Node.
// Kept apart from vite.config.ts so the Cloudflare and React Router plugins are not loaded.
export default defineConfig({
  test: {
    name: "node",
    include: [
      "domain/**/*.test.ts",
      "features/**/*.test.ts",
      "functions/**/*.test.ts",
      "queues/**/*.test.ts",
      "web/**/*.test.ts",
      "reference-data/**/*.test.ts",
      "tests/node/**/*.test.ts",
    ],
    environment: "node",
  },
});
