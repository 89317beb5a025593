import type { Permission } from "#domain/auth/permissions";
import type { Database } from "#db/client";
import type { Caller } from "#db/auth/find-caller";
import type { AppConfig } from "#features/platform/app-config";
import type { FunctionsBindings } from "./env";

/** What every /v1 handler can read from the Hono context. */
export interface AppEnv {
  Bindings: FunctionsBindings;
  Variables: {
    db: Database;
    config: AppConfig;
    /** Drawn per request by `securityHeaders`: the CSP nonce of the docs page's inline style. */
    cspNonce: string;
    /** Set by `authenticate` when the request carries a valid session or API token. */
    caller?: Caller & { tokenHash: string };
    access?: { permissions: Permission[]; spaceIds: number[] };
  };
}
