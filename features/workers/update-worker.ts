import { runBatch } from "#db/client";
import { writeGuard } from "#db/sql/write-guard";
import { getWorkerFile, type WorkerFileRow } from "#db/workers/get-worker-file";
import { updateWorkerStatements, workerStillEditable } from "#db/workers/update-worker";
import { AppError } from "#domain/errors/app-error";
import { isUnder18 } from "#domain/dates/birth-date";
import { workerRuleIssues } from "#domain/workers/worker-rules";
import type { WorkerUpdateInput } from "#domain/workers/worker-schemas";
import { editWithRetry, keptVersion } from "#features/versions/row-version";
import { diffFields } from "../users/user-detail";
import { redactWorkerChanges } from "./worker-file";
import { activityLog } from "../activity-logs/activity-log";
import type { OperationContext } from "../operation-context";
import { getWorker } from "./get-worker";
import { changedUniqueValues, assertUniqueInSpace, refusingRacedUniqueValues } from "./worker-uniqueness";
import { coordinatesOf, splitProfile } from "./worker-profile";
import { refuseFutureBirthDate } from "./refuse-future-birth-date";

export interface UpdateWorkerInput {
  id: number;
  changes: WorkerUpdateInput;
  /** The versions If-Match names (decision 0013); undefined: the last writer wins. */
  expectedVersions: number[] | undefined;
}

/**
 * Edits a worker's profile (spec 000 §3, §5): the profile after the change must still pass the rules
 * (an e-mail or a mobile, a NIR agreeing with sex and birth date), its unique values stay unique in
 * the space, and with expected versions the edit applies only to one of them (412 otherwise).
 */
export async function updateWorker(context: OperationContext, input: UpdateWorkerInput): Promise<WorkerFileRow> {
  const { db } = context;
  const changes = input.changes;
  refuseFutureBirthDate(changes.birth_date, context.now);
  const id = await editWithRetry(async () => {
    const worker = await getWorker(context, input.id);
    const version = keptVersion(input.expectedVersions, worker.updated_at);
    const issues = workerRuleIssues({ ...worker, ...changes });
    if (issues.length > 0) {
      throw new AppError("validation_failed", "Invalid input", {
        fields: issues.map((issue) => ({ field: issue.field, reason: "custom", message: issue.message })),
      });
    }
    await assertUniqueInSpace(db, worker.space_id, changedUniqueValues(worker, changes), worker.id);
    const { columns, lists } = splitProfile(changes);
    if (changes.postal_code !== undefined && changes.postal_code !== worker.postal_code) {
      Object.assign(columns, await coordinatesOf(db, changes.postal_code));
    }
    // "Registered while under 18": a corrected birth date is judged at the registration date.
    if (changes.birth_date !== undefined) columns.under_18 = changes.birth_date ? isUnder18(changes.birth_date, worker.created_at) : false;
    const changed = diffFields(worker, { ...columns, ...lists });
    // The guard holds the version read and "an e-mail or a mobile" as the write finds the row: two
    // edits that each clear one of them cannot together clear both.
    await refusingRacedUniqueValues(() =>
      runBatch(db, [
        writeGuard(db, workerStillEditable({ id: worker.id, version }, columns)),
        ...updateWorkerStatements(db, worker, { columns, lists }, context.now),
        activityLog(context, {
          title: "Worker updated",
          type: "update",
          schema: "workers",
          subjectId: worker.id,
          spaceId: worker.space_id,
          changes: redactWorkerChanges(changed),
        }),
      ]),
    );
    return worker.id;
  });
  return (await getWorkerFile(db, id))!;
}
