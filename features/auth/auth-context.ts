import type { OperationContext, PublicOperationContext } from "../operation-context";
import type { Bindings } from "../platform/bindings";

// The operations on sign-in and sessions (auth, account) need what other operations do not: who the
// client is (its address counts towards the throttles, its user agent names a session), the
// rate-limiting bindings (decision 0011), and, for the account, the session the call came with.

/** The client as the edge saw it: the address counted by the throttles, the user agent a session shows. */
export interface RequestClient {
  ip: string | null;
  userAgent: string | null;
}

/** The two rate-limiting bindings of sign-in, forgot-password and the account's password checks. */
export type AuthThrottles = Pick<Bindings, "AUTH_IP_RATE_LIMIT" | "AUTH_ACCOUNT_RATE_LIMIT">;

/** Sign-in, sign-out and reset links: nobody is signed in yet. */
export type AuthContext = PublicOperationContext & { client: RequestClient; throttles: AuthThrottles };

/** The signed-in user's own account: the caller, and the session (or token) and e-mail they came with. */
export type AccountContext = OperationContext & {
  client: RequestClient;
  throttles: AuthThrottles;
  session: { tokenHash: string; email: string };
};
