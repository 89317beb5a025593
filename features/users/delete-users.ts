import { getUserDetails } from "#db/users/get-user-details";
import { softDeleteUserStatements } from "#db/users/soft-delete-user";
import type { z } from "zod";
import type { DeleteUsersAnswerSchema } from "#domain/users/user-schemas";
import { canControlAccount, canSeeUser } from "#domain/users/user-rights";
import { granterOf } from "./user-access";
import { closeUserSockets } from "../notifications/close-user-sockets";
import { activityLogIf, type ActivityFacts } from "../activity-logs/activity-log";
import type { OperationContext } from "../operation-context";

type DeleteUsersAnswer = z.infer<typeof DeleteUsersAnswerSchema>;

/**
 * Soft-deletes users (spec 000 §4), each on its own: which were deleted, and why each other was
 * refused (not_found outside the caller's reach, self, forbidden without every space of the user,
 * last_owner). A deleted user's sessions end and their live sockets close.
 */
export async function deleteUsers(context: OperationContext, ids: number[]): Promise<DeleteUsersAnswer> {
  const { db, caller } = context;
  const users = new Map((await getUserDetails(db, ids)).map((user) => [user.id, user]));
  const granter = await granterOf(context);
  const deleted: number[] = [];
  const refused: DeleteUsersAnswer["refused"] = [];
  for (const id of new Set(ids)) {
    const user = users.get(id);
    if (!user || !canSeeUser(caller, user)) refused.push({ id, reason: "not_found" });
    else if (id === caller.id) refused.push({ id, reason: "self" });
    else if (!canControlAccount(granter, user)) refused.push({ id, reason: "forbidden" });
    else {
      const { softDelete, revokeSessions, deletedNow } = softDeleteUserStatements(db, id, context.now);
      const facts: ActivityFacts = {
        title: "User deleted",
        type: "delete",
        schema: "users",
        subjectId: id,
        spaceId: user.space_ids[0] ?? null,
      };
      const [rows] = await db.batch([softDelete, revokeSessions, activityLogIf(context, facts, deletedNow)]);
      if (rows.length > 0) {
        deleted.push(id);
        await closeUserSockets(context.bindings, id);
      } else refused.push({ id, reason: "last_owner" });
    }
  }
  return { deleted, refused };
}
