import type { Context } from "hono";
import { UserSummarySchema, type MeAnswerSchema } from "#domain/users/user-schemas";
import type { z } from "zod";
import type { AppEnv } from "../context";
import { callerOf } from "../middleware/authenticate";

/**
 * The signed-in user with their permissions and spaces: the answer of GET /v1/users/me, and what
 * `include=me` adds to another answer, so a page needs one /v1 call (one authentication), not two.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any route's context, whatever its inputs
export function meAnswerOf(c: Context<AppEnv, any, any>): z.infer<typeof MeAnswerSchema> {
  const { caller, access } = callerOf(c);
  return { user: UserSummarySchema.parse(caller), permissions: access.permissions, space_ids: access.spaceIds };
}
