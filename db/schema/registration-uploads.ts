import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";
import { spaces } from "./spaces";

// A file a candidate was allowed to send straight to R2 for a public registration (// decision 0032). The row is written when the signed upload URL is handed out; the registration that
// uses the file deletes the row in the same batch that creates the worker and its document. A row past
// `expires_at` is never used again: registration refuses it and the nightly cleanup removes it and its
// object. The declared name, type and size are the sender's word: the bytes are checked at registration.
export const registrationUploads = sqliteTable(
  "registration_uploads",
  {
    /** Random UUID, the `upload_id` the browser sends back with its registration. */
    id: text("id").primaryKey(),
    space_id: integer("space_id")
      .notNull()
      .references(() => spaces.id, { onDelete: "cascade" }),
    /** `registrations/{space}/{upload id}`: where the browser's PUT lands. */
    r2_key: text("r2_key").notNull(),
    file_name: text("file_name").notNull(),
    declared_size: integer("declared_size").notNull(),
    expires_at: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    /** An express reading of this upload was started (decision 0043): one paid reading per upload. */
    express_read_at: integer("express_read_at", { mode: "timestamp_ms" }),
    /** What that reading gave (JSON of the express-reading answer), answered again to a second call. */
    express_reading: text("express_reading", { mode: "json" }).$type<Record<string, string>>(),
    created_at: createdAt(),
  },
  (t) => [index("registration_uploads_expires_at_idx").on(t.expires_at)],
);
