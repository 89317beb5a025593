import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { PERMISSIONS } from "#domain/auth/permissions";
import { LOCALES, THEMES } from "#domain/enums/preferences";
import { deletedAt, enumCheck, flag, timestamps } from "./columns";
import { spaces } from "./spaces";

// Agency staff and owners (spec 000 §3 User, §6).
export const users = sqliteTable(
  "users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Stored lower-cased so sign-in is case-insensitive. */
    email: text("email").notNull(),
    first_name: text("first_name").notNull(),
    last_name: text("last_name").notNull(),
    password_hash: text("password_hash").notNull(),
    /** The spec's administrator flag on the user form. */
    is_admin: flag("is_admin"),
    /** The spec's API-access flag: the user may authenticate with API tokens. */
    api_access: flag("api_access"),
    /** The legacy v1 admin-rights flag, kept for the v1 application. */
    legacy_v1_admin: flag("legacy_v1_admin"),
    locale: text("locale").notNull().default("fr"),
    theme: text("theme").notNull().default("light"),
    last_login_at: integer("last_login_at", { mode: "timestamp_ms" }),
    v3_last_login_at: integer("v3_last_login_at", { mode: "timestamp_ms" }),
    ...timestamps(),
    deleted_at: deletedAt(),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    enumCheck("users_locale_check", t.locale, LOCALES),
    enumCheck("users_theme_check", t.theme, THEMES),
  ],
);

export const userPermissions = sqliteTable(
  "user_permissions",
  {
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    permission: text("permission", { enum: PERMISSIONS }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.permission] }), enumCheck("user_permissions_permission_check", t.permission, PERMISSIONS)],
);

export const userSpaces = sqliteTable(
  "user_spaces",
  {
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    space_id: integer("space_id")
      .notNull()
      .references(() => spaces.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.space_id] }), index("user_spaces_space_idx").on(t.space_id)],
);

export const groups = sqliteTable(
  "groups",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    space_id: integer("space_id")
      .notNull()
      .references(() => spaces.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex("groups_space_name_unique").on(t.space_id, t.name)],
);

export const userGroups = sqliteTable(
  "user_groups",
  {
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    group_id: integer("group_id")
      .notNull()
      .references(() => groups.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.group_id] }), index("user_groups_group_idx").on(t.group_id)],
);
