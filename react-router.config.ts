import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "web/app",
  ssr: true,
  // Form posts from other origins are refused (React Router 8 leaves this off by default).
  allowedActionOrigins: ["localhost:5173", "localhost:5174", "127.0.0.1:5173", "127.0.0.1:5174"],
} satisfies Config;
