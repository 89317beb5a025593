import { env } from "cloudflare:workers";
import { createD1Database } from "#db/client";
import type { FunctionsBindings } from "#functions/src/env";
import { readAppConfig } from "#features/platform/app-config";
import { createOperationContext, type OperationCaller, type OperationOrigin } from "#features/operation-context";
import { createUser } from "./factories";

// the operation context as a queue consumer or a public route builds it, without a
// request, for the tests that call operations directly.

const bindings = env as unknown as FunctionsBindings;

/** The context of a call made by `caller` at `now`, logged as coming from `origin`. */
export function directContext(caller: OperationCaller, origin: OperationOrigin, now = new Date()) {
  return createOperationContext({ db: createD1Database(bindings.DB), caller, now, config: readAppConfig(bindings), bindings, origin });
}

/** A new user of these spaces with these permissions, as an operation's caller. */
export async function newCaller(spaceIds: number[], permissions: OperationCaller["permissions"] = []): Promise<OperationCaller> {
  const user = await createUser({ spaceIds, permissions });
  return { id: user.id, permissions, spaceIds };
}
