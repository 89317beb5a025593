import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { OCR_FIELDS, SUGGESTION_STATUSES } from "#domain/ocr/ocr-fields";
import { enumCheck, timestamps } from "./columns";
import { documents } from "./documents";
import { spaces } from "./spaces";
import { users } from "./users";
import { workers } from "./workers";

// What OCR read on a worker's document, offered for the profile: staff accept a
// suggestion (applied like an edit of the worker) or reject it. One per document and field, so a job
// delivered twice writes nothing twice.
export const workerSuggestions = sqliteTable(
  "worker_suggestions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    space_id: integer("space_id")
      .notNull()
      .references(() => spaces.id),
    worker_id: integer("worker_id")
      .notNull()
      .references(() => workers.id, { onDelete: "cascade" }),
    document_id: integer("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    field: text("field", { enum: OCR_FIELDS }).notNull(),
    /** In the profile's stored form (E.164, normalised NIR, YYYY-MM-DD). */
    value: text("value").notNull(),
    status: text("status", { enum: SUGGESTION_STATUSES }).notNull().default("pending"),
    decided_by_user_id: integer("decided_by_user_id").references(() => users.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [
    enumCheck("worker_suggestions_field_check", t.field, OCR_FIELDS),
    enumCheck("worker_suggestions_status_check", t.status, SUGGESTION_STATUSES),
    uniqueIndex("worker_suggestions_document_field_unique").on(t.document_id, t.field),
    index("worker_suggestions_space_worker_idx").on(t.space_id, t.worker_id, t.status),
  ],
);
