import { z } from "zod";
import { pageQueryFields } from "../validation/page-query";
import { RowIdQuerySchema, RowIdSchema } from "../validation/row-id";
import { IdParamSchema } from "../validation/id-param";
import { EmailSchema, PasswordSchema } from "../auth/auth-schemas";
import { PERMISSIONS } from "../auth/permissions";
import { LOCALES, THEMES } from "../enums/preferences";
import { searchTextSchema } from "../search/search-text";

/** What the API says about a signed-in user: never the password hash. */
export const UserSummarySchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  is_admin: z.boolean(),
  api_access: z.boolean(),
  locale: z.enum(LOCALES),
  theme: z.enum(THEMES),
});
export type UserSummary = z.infer<typeof UserSummarySchema>;

export const PermissionsAnswerSchema = z.object({
  permissions: z.array(z.enum(PERMISSIONS)),
  subject_id: z.number().int(),
});

export const MeAnswerSchema = z.object({
  user: UserSummarySchema,
  permissions: z.array(z.enum(PERMISSIONS)),
  space_ids: z.array(z.number().int()),
});

// ---- Managing users (spec 000 §3 User, §5, §6) -------------------------------------------------

export const StaffNameSchema = z.string().trim().min(1).max(100);

/** Fields of the user form, without defaults so a PATCH never resets what it does not mention. */
const UserFields = {
  email: EmailSchema,
  first_name: StaffNameSchema,
  last_name: StaffNameSchema,
  permissions: z.array(z.enum(PERMISSIONS)).max(PERMISSIONS.length),
  space_ids: z.array(RowIdSchema).max(500),
  group_ids: z.array(RowIdSchema).max(200),
  is_admin: z.boolean(),
  api_access: z.boolean(),
  legacy_v1_admin: z.boolean(),
  locale: z.enum(LOCALES),
};

export const UserCreateSchema = z.strictObject({
  ...UserFields,
  /** Optional: without one, the new user receives a link to choose it. */
  password: PasswordSchema.optional(),
  permissions: UserFields.permissions.default([]),
  space_ids: UserFields.space_ids.default([]),
  group_ids: UserFields.group_ids.default([]),
  is_admin: z.boolean().default(false),
  api_access: z.boolean().default(false),
  legacy_v1_admin: z.boolean().default(false),
  locale: z.enum(LOCALES).default("fr"),
});
export type UserCreateInput = z.infer<typeof UserCreateSchema>;

export const UserUpdateSchema = z.strictObject(UserFields).partial();
export type UserUpdateInput = z.infer<typeof UserUpdateSchema>;

/** The summary, and what an administrator (or the user on /account) reads besides. */
export const UserDetailSchema = UserSummarySchema.extend({
  legacy_v1_admin: z.boolean(),
  permissions: z.array(z.enum(PERMISSIONS)),
  space_ids: z.array(z.number().int()),
  group_ids: z.array(z.number().int()),
  last_login_at: z.string().nullable(),
  v3_last_login_at: z.string().nullable(),
  created_at: z.string(),
  /** Its version, which an edit sends back as If-Match (decision 0013). */
  updated_at: z.string(),
  deleted_at: z.string().nullable(),
});
export type UserDetail = z.infer<typeof UserDetailSchema>;

/** A create or update may answer a fresh API token once: it is never shown again. */
export const UserWriteAnswerSchema = z.object({ user: UserDetailSchema, api_token: z.string().optional() });

export const ListUsersQuerySchema = z.strictObject({
  q: searchTextSchema().optional(),
  space_id: RowIdQuerySchema.optional(),
  ...pageQueryFields(),
});

export const UserIdParamsSchema = z.object({
  id: IdParamSchema,
});

export const DeleteUsersSchema = z.strictObject({ ids: z.array(RowIdSchema).min(1).max(100) });

/** Spec §4: deleting users gives a full or a partial success message. */
export const DeleteUsersAnswerSchema = z.object({
  deleted: z.array(z.number().int()),
  refused: z.array(z.object({ id: z.number().int(), reason: z.enum(["not_found", "forbidden", "last_owner", "self"]) })),
});
