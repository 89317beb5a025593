import type { Context } from "hono";
import type { AppEnv } from "#functions/src/context";
import type { FunctionsBindings } from "#functions/src/env";
import { callerOf } from "#functions/src/middleware/authenticate";
import { operationContextOf, publicOperationContextOf, type OperationContext, type PublicOperationContext } from "../operation-context";

// The operations on sign-in and sessions (auth, account) need what other operations do not: who the
// client is (its address counts towards the throttles, its user agent names a session), the
// rate-limiting bindings (decision 0011), and, for the account, the session the call came with.

/** The client as the edge saw it: the address counted by the throttles, the user agent a session shows. */
export interface RequestClient {
  ip: string | null;
  userAgent: string | null;
}

/** The two rate-limiting bindings of sign-in, forgot-password and the account's password checks. */
export type AuthThrottles = Pick<FunctionsBindings, "AUTH_IP_RATE_LIMIT" | "AUTH_ACCOUNT_RATE_LIMIT">;

/** Sign-in, sign-out and reset links: nobody is signed in yet. */
export type AuthContext = PublicOperationContext & { client: RequestClient; throttles: AuthThrottles };

/** The signed-in user's own account: the caller, and the session (or token) and e-mail they came with. */
export type AccountContext = OperationContext & {
  client: RequestClient;
  throttles: AuthThrottles;
  session: { tokenHash: string; email: string };
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any route's context, whatever its inputs
type AnyContext = Context<AppEnv, any, any>;

/** The client's address as Cloudflare's edge (or miniflare locally, or the web Worker) gives it. */
export function requestClientOf(c: AnyContext): RequestClient {
  return { ip: c.req.header("CF-Connecting-IP")?.slice(0, 64) || null, userAgent: c.req.header("User-Agent") ?? null };
}

function throttlesOf(c: AnyContext): AuthThrottles {
  return { AUTH_IP_RATE_LIMIT: c.env.AUTH_IP_RATE_LIMIT, AUTH_ACCOUNT_RATE_LIMIT: c.env.AUTH_ACCOUNT_RATE_LIMIT };
}

export function authContextOf(c: AnyContext): AuthContext {
  return { ...publicOperationContextOf(c), client: requestClientOf(c), throttles: throttlesOf(c) };
}

export function accountContextOf(c: AnyContext): AccountContext {
  const { caller } = callerOf(c);
  return {
    ...operationContextOf(c),
    client: requestClientOf(c),
    throttles: throttlesOf(c),
    session: { tokenHash: caller.tokenHash, email: caller.email },
  };
}
