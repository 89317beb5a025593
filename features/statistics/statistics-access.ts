import { AppError, SERVER_MESSAGES } from "#domain/errors/app-error";
import type { OperationCaller } from "../operation-context";
import { isOwner } from "#domain/users/space-reach";

/** Statistics and their exports are the owners' (spec 000 §1, §6: app-admin); anyone else gets 403. */
export function requireOwner(caller: Pick<OperationCaller, "permissions" | "spaceIds">) {
  if (!isOwner(caller)) throw new AppError("forbidden", SERVER_MESSAGES.userHasNoRights);
}
