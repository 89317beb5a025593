import { getUserDetail, type UserDetailRow } from "#db/users/get-user-details";
import type { OperationContext } from "../operation-context";

/** The signed-in user's own account (spec 000 §2 /account): always there while their session is. */
export async function getAccount(context: Pick<OperationContext, "db" | "caller">): Promise<UserDetailRow> {
  return (await getUserDetail(context.db, context.caller.id))!;
}
