import type { D1Migration } from "@cloudflare/vitest-plugin";
import type * as FunctionsWorker from "../../functions/src/index";

declare global {
  namespace Cloudflare {
    interface Env {
      DB: D1Database;
      FILES: R2Bucket;
      JOBS: Queue;
      NOTIFICATIONS: DurableObjectNamespace;
      TEST_MIGRATIONS: D1Migration[];
      ENVIRONMENT: string;
    }
    interface GlobalProps {
      mainModule: typeof FunctionsWorker;
    }
  }
}
export {};
