import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "web/app",
  ssr: true,
  // Form posts are accepted from the page's own origin only: no other origin is listed (React Router 8
  // leaves the list open by default). web/worker.ts refuses them even earlier, by Origin and
  // Sec-Fetch-Site (docs/decisions/0012).
  allowedActionOrigins: [],
} satisfies Config;
