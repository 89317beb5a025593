import { runBatch, type BatchItem, type Database } from "#db/client";
import { isWriteGuardRefusal } from "#db/sql/write-guard";
import { uniqueViolationColumns } from "#db/unique-violation";
import { getUserDetail } from "#db/users/get-user-details";
import { isLastOwner } from "#db/users/owner-guard";
import { AppError, SERVER_MESSAGES } from "#domain/errors/app-error";
import { notFound } from "#domain/errors/app-error";
import { changedMeanwhile } from "#features/versions/row-version";

// A user's creation or edit (/v1/users, /v1/account) racing another request is answered as a later
// request would be, never with a 500 (decision 0013).

export function emailTaken() {
  return new AppError("conflict", "email already taken", {
    fields: [{ field: "email", reason: "taken", message: "email already taken" }],
  });
}

export function lastOwner() {
  return new AppError("conflict", "The last owner cannot be demoted", {
    fields: [{ field: "permissions", reason: "last_owner", message: "The last owner cannot be demoted" }],
  });
}

/**
 * Runs the batch of a user's creation (`edit` undefined) or edit. The e-mail taken meanwhile (the
 * unique index) is 409; for an edit whose write guard refused: the user deleted meanwhile is 404, a
 * version moved past If-Match 412, the last other owner demoted meanwhile 409.
 */
export async function settlingUserRace(
  db: Database,
  edit: { id: number; version?: number; demotesOwner?: boolean } | undefined,
  statements: BatchItem[],
) {
  try {
    await runBatch(db, statements);
  } catch (error) {
    if (uniqueViolationColumns(error, "users").includes("email")) throw emailTaken();
    if (!edit || !isWriteGuardRefusal(error)) throw error;
    const now = await getUserDetail(db, edit.id);
    if (!now) throw notFound();
    if (edit.version !== undefined && now.updated_at.getTime() !== edit.version) throw changedMeanwhile();
    if (edit.demotesOwner && (await isLastOwner(db, edit.id))) throw lastOwner();
    throw new AppError("conflict", SERVER_MESSAGES.changedMeanwhile);
  }
}
