import type { z } from "zod";
import { workerEmergencyContacts } from "#db/schema/worker-details";
import { versionIn } from "#db/sql/row-version";
import { emergencyContactIsThere, emergencyContactsState, updateEmergencyContactStatements } from "#db/workers/worker-emergency-contacts";
import type { EmergencyContactUpdateSchema } from "#domain/workers/worker-tab-schemas";
import { missedEditOf } from "#features/versions/row-version";
import { activityLogIf } from "../activity-logs/activity-log";
import type { OperationContext } from "../operation-context";
import { emergencyContactPhoneUsed } from "./emergency-contact-phone-used";
import { workerScope } from "./worker-scope";

/** Edits an emergency contact: 409 when its new phone is another contact's, 412/404 as any one-statement edit. */
export async function updateEmergencyContact(
  context: OperationContext,
  input: {
    workerId: number;
    contactId: number;
    changes: z.infer<typeof EmergencyContactUpdateSchema>;
    expectedVersions: number[] | undefined;
  },
) {
  const { db } = context;
  const { changes } = input;
  const { workerId, spaceId } = await workerScope(context, input.workerId);
  const target = { id: input.contactId, workerId, spaceId };
  const statements = updateEmergencyContactStatements(
    db,
    target,
    changes,
    context.now,
    versionIn(workerEmergencyContacts.updated_at, input.expectedVersions),
  );
  const [, [updated]] = await db.batch([
    activityLogIf(
      context,
      {
        title: "Emergency contact updated",
        type: "update",
        schema: "workers",
        subjectId: workerId,
        spaceId,
        changes: { contact_id: target.id, name: changes.name },
      },
      statements.allowed,
    ),
    statements.update,
  ]);
  if (!updated) {
    const state = changes.phone ? await emergencyContactsState(db, workerId, changes.phone, target.id) : undefined;
    if (state?.phoneTaken) throw emergencyContactPhoneUsed();
    throw await missedEditOf(input.expectedVersions, () => emergencyContactIsThere(db, target));
  }
  return updated;
}
