import { runBatch } from "#db/client";
import { getWorkerFile, type WorkerFileRow } from "#db/workers/get-worker-file";
import { insertWorkerStatements } from "#db/workers/insert-worker";
import { AppError, SERVER_MESSAGES } from "#domain/errors/app-error";
import { isUnder18 } from "#domain/dates/birth-date";
import type { WorkerCreateInput } from "#domain/workers/worker-schemas";
import { isOpenSpaceFor } from "../access/resolve-space";
import { redactWorkerChanges } from "./worker-file";
import { activityLog } from "../activity-logs/activity-log";
import type { OperationContext } from "../operation-context";
import { failingAs } from "../failing-as";
import { assertUniqueInSpace, refusingRacedUniqueValues } from "./worker-uniqueness";
import { coordinatesOf, splitProfile } from "./worker-profile";
import { refuseFutureBirthDate } from "./refuse-future-birth-date";

/**
 * Creates a worker in one of the caller's open spaces (spec 000 §3 Worker profile, §5): 422 on
 * `space_id` for any other space (the spec's "invalid agency/space id"), 409 when the e-mail, mobile
 * or external_ref is taken in the space, even by a write racing this one. The row, its lists and its
 * log entry land together. Under-18 workers are accepted and flagged.
 */
export function createWorker(context: OperationContext, input: WorkerCreateInput): Promise<WorkerFileRow> {
  return failingAs(SERVER_MESSAGES.workerInsertionFailed, () => insertWorker(context, input));
}

async function insertWorker(context: OperationContext, input: WorkerCreateInput): Promise<WorkerFileRow> {
  const { db, now } = context;
  refuseFutureBirthDate(input.birth_date, now);
  if (!(await isOpenSpaceFor(context, input.space_id))) {
    throw new AppError("validation_failed", SERVER_MESSAGES.invalidSpace, {
      fields: [{ field: "space_id", reason: "unknown", message: SERVER_MESSAGES.invalidSpace }],
    });
  }
  await assertUniqueInSpace(db, input.space_id, input);
  const { space_id, ...profile } = input;
  const { columns, lists } = splitProfile(profile);
  const creation = insertWorkerStatements(
    db,
    {
      ...columns,
      ...lists,
      ...(await coordinatesOf(db, input.postal_code)),
      first_name: input.first_name,
      last_name: input.last_name,
      space_id,
      under_18: input.birth_date ? isUnder18(input.birth_date, now) : false,
    },
    now,
  );
  const [inserted] = await refusingRacedUniqueValues(() =>
    runBatch(db, [
      creation.insert,
      ...creation.children,
      activityLog(context, {
        title: "Worker created",
        type: "create",
        schema: "workers",
        subjectId: creation.workerId,
        spaceId: space_id,
        changes: redactWorkerChanges(profile),
      }),
    ]),
  );
  const id = (inserted as { id: number }[])[0]!.id;
  return (await getWorkerFile(db, id))!;
}
