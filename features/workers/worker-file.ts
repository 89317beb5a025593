import { expiringUntil } from "#domain/documents/document-expiry";
import type { WorkerFileRow } from "#db/workers/get-worker-file";
import type { WorkerSummaryRow } from "#db/workers/list-workers";
import { WorkerFileSchema, WorkerSummarySchema, type WorkerFile, type WorkerSummary } from "#domain/workers/worker-schemas";

// The answers keep exactly their schema's keys, so no internal column (the picture key) leaks; they are
// not parsed on each request (a schema check of each worker on the hot path): the tests check
// them against the schemas (tests/workers/functions/round-trips.test.ts, openapi.test.ts).
const FILE_KEYS = Object.keys(WorkerFileSchema.shape) as (keyof WorkerFile)[];
const SUMMARY_KEYS = Object.keys(WorkerSummarySchema.shape) as (keyof WorkerSummary)[];

function pick<T>(keys: readonly (keyof T)[], source: Record<string, unknown>): T {
  const answer: Record<string, unknown> = {};
  for (const key of keys) answer[key as string] = source[key as string];
  return answer as T;
}

/** The API's view of a worker, its documents judged expiring or not at `now`. */
export function toWorkerFile(row: WorkerFileRow, now: Date): WorkerFile {
  return pick<WorkerFile>(FILE_KEYS, {
    ...row,
    has_profile_picture: row.profile_picture_key !== null,
    documents_expiring: row.first_document_end !== null && row.first_document_end <= expiringUntil(now),
    payement_category: row.payment_category,
    archived: row.archived_at !== null,
    archived_at: row.archived_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  });
}

export function toWorkerSummary(row: WorkerSummaryRow): WorkerSummary {
  return pick<WorkerSummary>(SUMMARY_KEYS, {
    ...row,
    current_availability: row.current_availability && {
      status: row.current_availability.status,
      from: row.current_availability.starts_at.toISOString(),
      to: row.current_availability.ends_at.toISOString(),
    },
    archived: row.archived_at !== null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  });
}

const SECRET_FIELDS = new Set(["nir", "iban", "bic"]);

/**
 * What the activity log keeps of a worker's change: the fields and values, except the NIR and bank
 * details, of which it only says that they changed (the log is read by people who do not need them).
 */
export function redactWorkerChanges(changes: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(changes).map(([field, value]) => [field, SECRET_FIELDS.has(field) ? "[redacted]" : value]));
}
