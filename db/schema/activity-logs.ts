import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";
import { spaces } from "./spaces";
import { users } from "./users";

// Spec 000 §3 Activity log: title, description, type, schema, user_id, created_at; plus the route path
// header the web app sends, the HTTP call, and the space it happened in (null for owner-wide changes).
export const activityLogs = sqliteTable(
  "activity_logs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    space_id: integer("space_id").references(() => spaces.id, { onDelete: "set null" }),
    user_id: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    description: text("description"),
    /** create, update, delete, login, logout… */
    type: text("type").notNull(),
    /** The resource the change touched (users, spaces, workers…). */
    schema: text("schema").notNull(),
    subject_id: text("subject_id"),
    method: text("method").notNull(),
    path: text("path").notNull(),
    route_path: text("route_path"),
    /** JSON of what changed (input fields, never secrets). */
    changes: text("changes"),
    created_at: createdAt(),
  },
  (t) => [
    index("activity_logs_created_idx").on(t.created_at),
    index("activity_logs_space_created_idx").on(t.space_id, t.created_at),
    index("activity_logs_user_created_idx").on(t.user_id, t.created_at),
    index("activity_logs_type_created_idx").on(t.type, t.created_at),
  ],
);
