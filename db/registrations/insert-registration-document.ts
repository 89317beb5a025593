import type { Database, IdRef } from "../client";
import { documents } from "../schema/documents";
import type { NewDocument } from "../documents/insert-document";

/**
 * A registration's document, written in the batch that creates its worker: the worker's id is the
 * subquery that finds the row inserted earlier in the same batch. The unique index on `r2_key` refuses
 * an upload that a racing registration already used, failing the whole batch.
 */
export function insertRegistrationDocument(db: Database, values: Omit<NewDocument, "worker_id"> & { worker_id: IdRef }, now: Date) {
  return db
    .insert(documents)
    .values({ ...values, created_at: now, updated_at: now })
    .returning({ id: documents.id, type: documents.type });
}
