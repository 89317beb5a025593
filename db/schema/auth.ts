import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";
import { users } from "./users";

// Sign-in bookkeeping. Only SHA-256 digests of secrets are stored: a leaked table opens no session.

export const sessions = sqliteTable(
  "sessions",
  {
    token_hash: text("token_hash").primaryKey(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    created_at: createdAt(),
    expires_at: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    last_seen_at: integer("last_seen_at", { mode: "timestamp_ms" }),
    user_agent: text("user_agent"),
    revoked_at: integer("revoked_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("sessions_user_idx").on(t.user_id)],
);

export const apiTokens = sqliteTable(
  "api_tokens",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    token_hash: text("token_hash").notNull().unique(),
    name: text("name").notNull(),
    created_at: createdAt(),
    /** Null on tokens issued before expiries existed: they expire a year after `created_at` (decision 0011). */
    expires_at: integer("expires_at", { mode: "timestamp_ms" }),
    last_used_at: integer("last_used_at", { mode: "timestamp_ms" }),
    revoked_at: integer("revoked_at", { mode: "timestamp_ms" }),
    /** The token of a mobile app: its callers never see confidential documents (spec 000 §6; decision 0022). */
    mobile_app: integer("mobile_app", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [index("api_tokens_user_idx").on(t.user_id)],
);

/**
 * Attempts at an account's password (sign-in, or the current password asked by the account screen),
 * used to slow down repeated failures per e-mail and per client IP.
 */
export const loginAttempts = sqliteTable(
  "login_attempts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    email: text("email").notNull(),
    /** The client's address (CF-Connecting-IP); null when the request did not say. */
    ip: text("ip"),
    succeeded: integer("succeeded", { mode: "boolean" }).notNull(),
    attempted_at: integer("attempted_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("login_attempts_email_time_idx").on(t.email, t.attempted_at), index("login_attempts_ip_time_idx").on(t.ip, t.attempted_at)],
);

export const passwordResetTokens = sqliteTable(
  "password_reset_tokens",
  {
    token_hash: text("token_hash").primaryKey(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    created_at: createdAt(),
    expires_at: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    used_at: integer("used_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("password_reset_tokens_user_idx").on(t.user_id)],
);
