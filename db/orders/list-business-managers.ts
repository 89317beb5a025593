import { and, asc, eq, isNull } from "drizzle-orm";
import type { Database } from "../client";
import { users, userSpaces } from "../schema/users";

/**
 * The users of a space, by name, who may be named an order's business manager (spec 000 §3): every
 * live user who works in it. Only names leave: an orders holder picks a colleague, nothing more.
 */
export function listBusinessManagers(db: Database, spaceId: number) {
  return db
    .select({ id: users.id, first_name: users.first_name, last_name: users.last_name })
    .from(userSpaces)
    .innerJoin(users, eq(users.id, userSpaces.user_id))
    .where(and(eq(userSpaces.space_id, spaceId), isNull(users.deleted_at)))
    .orderBy(asc(users.last_name), asc(users.first_name), asc(users.id));
}
