import type { ActivityLogEntry } from "#db/activity-logs/insert-activity-log";
import type { DocumentRow } from "#db/documents/list-documents";
import { documentExpiryOf } from "#domain/documents/document-expiry";
import { DocumentSchema, type WorkerDocument } from "#domain/documents/document-schemas";
import type { OperationCaller, OperationContext } from "../operation-context";

/**
 * What the documents operations work with: the one operation context (its FILES and JOBS bindings,
 * its origin for the log), and whether the caller is a mobile app, which never sees confidential
 * documents (spec 000 §6; decision 0022).
 */
export type DocumentsContext = OperationContext & { caller: OperationCaller & { mobileApp: boolean } };

/** The worker a call is about, once the caller's reach is checked. */
export interface WorkerScope {
  workerId: number;
  spaceId: number;
}

/** The scope of the documents the caller may see on this worker. */
export function visibleTo(context: DocumentsContext, scope: WorkerScope) {
  return { ...scope, includeConfidential: !context.caller.mobileApp };
}

export function logEntry(
  context: DocumentsContext,
  scope: WorkerScope,
  facts: Pick<ActivityLogEntry, "title" | "type" | "changes">,
): ActivityLogEntry {
  return {
    ...facts,
    ...context.origin,
    schema: "workers",
    subjectId: scope.workerId,
    spaceId: scope.spaceId,
    userId: context.caller.id,
    at: context.now,
  };
}

/** The API's view of a document: parsed by its schema, so the storage key never leaves. */
export function toDocument(row: DocumentRow, duplicates: Map<string, number[]>, now: Date): WorkerDocument {
  return DocumentSchema.parse({
    ...row,
    expiry: documentExpiryOf(row.valid_until, now),
    possible_duplicate_worker_ids: duplicates.get(row.content_sha256) ?? [],
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  });
}
