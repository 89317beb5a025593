import { getUserDetail, type UserDetailRow } from "#db/users/get-user-details";
import { notFound } from "#domain/errors/app-error";
import { canSeeUser } from "#domain/users/user-rights";
import type { OperationContext } from "../operation-context";

/**
 * A user the caller may see: an owner sees everyone, a space administrator the users of their spaces
 * (spec 000 §6). Anyone else is 404, never 403. A user belongs to several spaces, so this is not
 * `loadOr404`, whose rows have one.
 */
export async function getUser(context: Pick<OperationContext, "db" | "caller">, id: number): Promise<UserDetailRow> {
  const user = await getUserDetail(context.db, id);
  if (!user || !canSeeUser(context.caller, user)) throw notFound();
  return user;
}
