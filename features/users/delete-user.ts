import { AppError, SERVER_MESSAGES } from "#domain/errors/app-error";
import { notFound } from "#domain/errors/app-error";
import type { OperationContext } from "../operation-context";
import { deleteUsers } from "./delete-users";

/** Deletes one user: `deleteUsers`' refusal as an error (404, 403, or 409 for the last owner). */
export async function deleteUser(context: OperationContext, id: number): Promise<void> {
  const { refused } = await deleteUsers(context, [id]);
  const reason = refused[0]?.reason;
  if (reason === "not_found") throw notFound();
  if (reason === "forbidden" || reason === "self") throw new AppError("forbidden", SERVER_MESSAGES.userHasNoRights);
  if (reason === "last_owner") throw new AppError("conflict", "The last owner cannot be deleted");
}
