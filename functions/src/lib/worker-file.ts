import { expiringUntil } from "../../../domain/documents/document-expiry";
import type { WorkerFileRow } from "../../../db/workers/get-worker-file";
import type { WorkerSummaryRow } from "../../../db/workers/list-workers";
import { WorkerFileSchema, WorkerSummarySchema, type WorkerFile, type WorkerSummary } from "../../../domain/workers/worker-schemas";

/** The API's view of a worker: parsed by the response schema so no internal column (picture key) leaks. */
export function toWorkerFile(row: WorkerFileRow): WorkerFile {
  return WorkerFileSchema.parse({
    ...row,
    has_profile_picture: row.profile_picture_key !== null,
    documents_expiring: row.first_document_end !== null && row.first_document_end <= expiringUntil(new Date()),
    payement_category: row.payment_category,
    archived: row.archived_at !== null,
    archived_at: row.archived_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  });
}

export function toWorkerSummary(row: WorkerSummaryRow): WorkerSummary {
  return WorkerSummarySchema.parse({
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
