import type { z } from "zod";
import { emergencyContactsState, insertEmergencyContactStatements } from "#db/workers/worker-emergency-contacts";
import { AppError, SERVER_MESSAGES } from "#domain/errors/app-error";
import { EMERGENCY_CONTACTS_MAX, type EmergencyContactCreateSchema } from "#domain/workers/worker-tab-schemas";
import { activityLogIf } from "../activity-logs/activity-log";
import type { OperationContext } from "../operation-context";
import { emergencyContactPhoneUsed } from "./emergency-contact-phone-used";
import { workerScope } from "./worker-scope";

/**
 * Adds an emergency contact (spec 000 §5: phone unique for the worker, at most EMERGENCY_CONTACTS_MAX,
 * decision 0006). Both rules are judged inside the write; a refusal says which one held.
 */
export async function addEmergencyContact(
  context: OperationContext,
  input: { workerId: number; contact: z.infer<typeof EmergencyContactCreateSchema> },
) {
  const { db } = context;
  const { contact } = input;
  const { workerId, spaceId } = await workerScope(context, input.workerId);
  const statements = insertEmergencyContactStatements(
    db,
    {
      spaceId,
      workerId,
      name: contact.name,
      phone: contact.phone,
      relationship: contact.relationship || null,
      max: EMERGENCY_CONTACTS_MAX,
    },
    context.now,
  );
  const [, [created]] = await db.batch([
    activityLogIf(
      context,
      {
        title: "Emergency contact added",
        type: "create",
        schema: "workers",
        subjectId: workerId,
        spaceId,
        changes: { name: contact.name },
      },
      statements.allowed,
    ),
    statements.insert,
  ]);
  if (!created) {
    const state = await emergencyContactsState(db, workerId, contact.phone);
    if (state.phoneTaken) throw emergencyContactPhoneUsed();
    throw new AppError("conflict", SERVER_MESSAGES.emergencyContactMaximum);
  }
  return created;
}
