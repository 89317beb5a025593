import type { Bindings } from "#features/platform/bindings";

/**
 * The bindings wrangler gives the API Worker (functions/wrangler.toml): everything a feature reads but
 * the queue Worker's RPC binding to this one. Each feature reads its own slice (features/platform/bindings.ts).
 */
export type FunctionsBindings = Omit<Bindings, "LIVE">;
