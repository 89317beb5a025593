import type { Database } from "#db/client";
import { findWorkerConflicts, uniqueFieldOfError, type UniqueWorkerField } from "#db/workers/find-worker-conflicts";
import type { WorkerFileRow } from "#db/workers/get-worker-file";
import { AppError, SERVER_MESSAGES, type FieldError } from "#domain/errors/app-error";
import type { WorkerUpdateInput } from "#domain/workers/worker-schemas";

// Spec 000 §5: a worker's e-mail, mobile and external_ref are unique in their space. Checked before
// the write for a clear 409, and caught again from the unique index when two writes race.

/** The unique values an edit changes; the unchanged ones need no check. */
export function changedUniqueValues(worker: WorkerFileRow, input: WorkerUpdateInput) {
  const changed = (field: UniqueWorkerField) => (input[field] !== undefined && input[field] !== worker[field] ? input[field] : undefined);
  return { email: changed("email"), mobile_phone_number: changed("mobile_phone_number"), external_ref: changed("external_ref") };
}

export async function assertUniqueInSpace(
  db: Database,
  spaceId: number,
  values: Partial<Record<UniqueWorkerField, string | null>>,
  exceptId?: number,
) {
  const taken = await findWorkerConflicts(db, spaceId, values, exceptId);
  if (taken.length > 0) throw takenError(taken);
}

/** Runs a write; a unique index that caught a race becomes the same 409 as the check before it. */
export async function refusingRacedUniqueValues<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const field = uniqueFieldOfError(error);
    if (field) throw takenError([field]);
    throw error;
  }
}

function takenError(fields: UniqueWorkerField[]) {
  const message = (field: UniqueWorkerField) =>
    field === "external_ref" ? SERVER_MESSAGES.externalRefTaken : SERVER_MESSAGES.workerContactTaken;
  const list: FieldError[] = fields.map((field) => ({ field, reason: "taken", message: message(field) }));
  return new AppError("conflict", list[0]!.message, { fields: list });
}
