import { z } from "zod";
import { IdParamSchema } from "../validation/id-param";
import { RowIdQuerySchema, RowIdSchema } from "../validation/row-id";

// Spec 000 §3 User "groups", §6 "users belong to spaces and groups": a space's named groups of users,
// managed with the users (space-users), picked on the user form (decision 0048).

export const GROUP_NAME_MAX = 100;

const GroupName = z.string().trim().min(2).max(GROUP_NAME_MAX);

export const GroupSchema = z.object({
  id: z.number().int(),
  space_id: z.number().int(),
  name: z.string(),
  /** Live users in the group. */
  member_count: z.number().int(),
});
export type Group = z.infer<typeof GroupSchema>;

export const ListGroupsQuerySchema = z.strictObject({
  /** One space's groups; without it, those of every space the caller manages. */
  space_id: RowIdQuerySchema.optional(),
});

export const GroupCreateSchema = z.strictObject({ space_id: RowIdSchema, name: GroupName });
export type GroupCreateInput = z.infer<typeof GroupCreateSchema>;

export const GroupRenameSchema = z.strictObject({ name: GroupName });

export const GroupIdParamsSchema = z.object({ id: IdParamSchema });
