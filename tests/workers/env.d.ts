import type { D1Migration } from "@cloudflare/vitest-plugin";
import type { FunctionsBindings } from "#functions/src/env";
import type * as FunctionsWorker from "#functions/src/index";
import type { QueuesBindings } from "#queues/src/env";

declare global {
  namespace Cloudflare {
    // The bindings of both Workers (functions/wrangler.toml, queues/wrangler.toml), so that `env` can be
    // handed to either without a cast, plus the migrations the tests apply.
    interface Env extends FunctionsBindings, QueuesBindings {
      TEST_MIGRATIONS: D1Migration[];
      ENVIRONMENT: string;
    }
    interface GlobalProps {
      mainModule: typeof FunctionsWorker;
    }
  }
}
export {};
