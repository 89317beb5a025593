import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { DOCUMENT_TYPES } from "#domain/enums/worker";
import { OCR_STATUSES } from "#domain/ocr/ocr-fields";
import { deletedAt, enumCheck, flag, timestamps } from "./columns";
import { spaces } from "./spaces";
import { users } from "./users";
import { workers } from "./workers";

// Worker documents (spec 000 §3 Worker documents; registration documents of spec 001 §3). The file itself
// lives in R2; the row holds its key and the SHA-256 of its content, which finds duplicates (spec 000 §5:
// identical content, or the same content on recto and verso).
export const documents = sqliteTable(
  "documents",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    space_id: integer("space_id")
      .notNull()
      .references(() => spaces.id),
    worker_id: integer("worker_id")
      .notNull()
      .references(() => workers.id, { onDelete: "cascade" }),
    type: text("type", { enum: DOCUMENT_TYPES }).notNull(),
    /** The document name shown to users (defaults to the uploaded file name). */
    name: text("name").notNull(),
    r2_key: text("r2_key").notNull(),
    /** Lower-case hex. */
    content_sha256: text("content_sha256").notNull(),
    mime_type: text("mime_type").notNull(),
    size_bytes: integer("size_bytes").notNull(),
    /** Validity start and end, YYYY-MM-DD. */
    valid_from: text("valid_from"),
    valid_until: text("valid_until"),
    card_number: text("card_number"),
    delivering_organization: text("delivering_organization"),
    /** Hidden from mobile-app users (spec 000 §3, §6). */
    confidential: flag("confidential"),
    /**
     * OCR's progress for a space with its ocr flag: null when not asked, then pending,
     * done, no_text (nothing readable) or failed, with the spec's "OCR saving failed" in ocr_error.
     * No CHECK: adding one would rebuild the documents table; only the OCR job writes it.
     */
    ocr_status: text("ocr_status", { enum: OCR_STATUSES }),
    ocr_error: text("ocr_error"),
    uploaded_by_user_id: integer("uploaded_by_user_id").references(() => users.id, { onDelete: "set null" }),
    ...timestamps(),
    deleted_at: deletedAt(),
  },
  (t) => [
    enumCheck("documents_type_check", t.type, DOCUMENT_TYPES),
    check("documents_size_bytes_check", sql`${t.size_bytes} >= 0`),
    check("documents_validity_check", sql`${t.valid_until} >= ${t.valid_from}`),
    uniqueIndex("documents_r2_key_unique").on(t.r2_key),
    // Never twice on one worker's file (spec 000 §5): two identical uploads at once cannot both land.
    uniqueIndex("documents_worker_sha256_unique")
      .on(t.space_id, t.worker_id, t.content_sha256)
      .where(sql`deleted_at is null`),
    // The same content on another worker of the space: a possible duplicate person.
    index("documents_space_sha256_idx").on(t.space_id, t.content_sha256),
    // The worker list's "documents expiring" filter: a range on the space's validity ends.
    index("documents_space_valid_until_idx").on(t.space_id, t.valid_until),
    index("documents_space_worker_type_idx").on(t.space_id, t.worker_id, t.type),
  ],
);
