import type { Context } from "hono";
import type { Database } from "#db/client";
import { isMobileAppToken } from "#db/auth/is-mobile-app-token";
import type { ActivityLogEntry } from "#db/activity-logs/insert-activity-log";
import type { DocumentRow } from "#db/documents/list-documents";
import { documentExpiryOf } from "#domain/documents/document-expiry";
import { DocumentSchema, type WorkerDocument } from "#domain/documents/document-schemas";
import type { AppEnv } from "#functions/src/context";
import { ROUTE_PATH_HEADER } from "../operation-context";
import { callerOf } from "#functions/src/middleware/authenticate";

/** What the documents operations work with: the database, the file store, who calls and when. */
export interface DocumentsContext {
  db: Database;
  files: R2Bucket;
  /** The queue: an upload in a space with OCR enqueues its reading. */
  jobs?: Queue;
  now: Date;
  caller: {
    id: number;
    /** A mobile-app caller never sees confidential documents (spec 000 §6; decision 0022). */
    mobileApp: boolean;
  };
  /** Where the call came from, for the activity log. */
  request: Pick<ActivityLogEntry, "method" | "path" | "routePath">;
}

/** The worker a call is about, once the caller's reach is checked. */
export interface WorkerScope {
  workerId: number;
  spaceId: number;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any route's context, whatever its inputs
export async function documentsContextOf(c: Context<AppEnv, any, any>): Promise<DocumentsContext> {
  const { caller } = callerOf(c);
  const db = c.get("db");
  return {
    db,
    files: c.env.FILES,
    jobs: c.env.JOBS,
    now: new Date(),
    caller: { id: caller.id, mobileApp: caller.via === "api_token" && (await isMobileAppToken(db, caller.tokenHash)) },
    request: { method: c.req.method, path: new URL(c.req.url).pathname, routePath: c.req.header(ROUTE_PATH_HEADER)?.slice(0, 255) ?? null },
  };
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
  return { ...facts, ...context.request, schema: "workers", subjectId: scope.workerId, spaceId: scope.spaceId, userId: context.caller.id };
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
