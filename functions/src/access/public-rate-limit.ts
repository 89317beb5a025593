import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";
import { clientAddressKey } from "#domain/auth/client-address";
import { rateLimit } from "#features/auth/throttle";
import type { FunctionsBindings } from "../env";

// The public registration routes are reached by strangers (decision 0032): each is
// counted per client address, as Cloudflare's edge gives it in CF-Connecting-IP, before any body is
// read or any row looked up. Requests without an address share one key rather than escape the count.

type PublicLimit = keyof Pick<FunctionsBindings, "PUBLIC_READ_RATE_LIMIT" | "PUBLIC_UPLOAD_RATE_LIMIT" | "PUBLIC_SUBMIT_RATE_LIMIT">;

/** 429 with Retry-After once this address went over `binding`'s limit for `action`. */
export function limitPerClient(binding: PublicLimit, action: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // An IPv6 client by its /64 (decision 0043): it holds every address in it.
    await rateLimit(c.env[binding], `${action}:ip:${clientAddressKey(c.req.header("CF-Connecting-IP"))}`);
    await next();
  };
}
