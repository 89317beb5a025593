import type { JobBindings } from "#features/jobs/job-context";
import type { Bindings } from "#features/platform/bindings";

/**
 * The bindings wrangler gives the queue Worker (queues/wrangler.toml): what its jobs read
 * (features/jobs/job-context.ts) and the API Worker's live-notification entrypoint, over RPC.
 */
export type QueuesBindings = JobBindings & Pick<Bindings, "LIVE">;
