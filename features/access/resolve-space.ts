import type { Database } from "#db/client";
import { getSpace } from "#db/spaces/get-space";
import { AppError } from "#domain/errors/app-error";
import { notFound } from "#domain/errors/app-error";
import type { OperationCaller } from "../operation-context";
import { canUseSpace, isOwner } from "#domain/users/space-reach";

type SpaceContext = { db: Database; caller: Pick<OperationCaller, "permissions" | "spaceIds"> };

/**
 * Whether the caller may work in this space today: one of theirs, and not soft-deleted (a
 * deleted space is closed; decision 0017, owners included for lists and creations). A member's spaces
 * are live ones already; only an owner's choice costs a read.
 */
export async function isOpenSpaceFor(context: SpaceContext, spaceId: number): Promise<boolean> {
  if (!canUseSpace(context.caller, spaceId)) return false;
  if (!isOwner(context.caller)) return true;
  const space = await getSpace(context.db, spaceId);
  return space !== undefined && space.deleted_at === null;
}

/**
 * The space a list or a creation works in (decision 0017): the one asked for, if it is open to the
 * caller (else 404, as for any resource of another space), or the caller's only space. Someone in
 * several spaces must say which: 422 naming `field`, reason `required`, message `space_id_required`.
 */
export async function resolveSpaceId(context: SpaceContext, requested: number | undefined, field: string): Promise<number> {
  if (requested === undefined) {
    if (context.caller.spaceIds.length === 1) return context.caller.spaceIds[0]!;
    throw new AppError("validation_failed", "Invalid input", {
      fields: [{ field, reason: "required", message: "space_id_required" }],
    });
  }
  if (!(await isOpenSpaceFor(context, requested))) throw notFound();
  return requested;
}
