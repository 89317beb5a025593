import { z } from "zod";
import { PERMISSIONS } from "../auth/permissions";
import { LOCALES, THEMES } from "../enums/other";

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
