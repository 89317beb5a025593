import { z } from "zod";
import { pageQueryFields } from "../validation/page-query";
import { RowIdQuerySchema } from "../validation/row-id";

/** A date (YYYY-MM-DD, whole day) or an instant (ISO 8601). */
const DateOrInstant = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

export const ListActivityLogsQuerySchema = z.strictObject({
  user_id: RowIdQuerySchema.optional(),
  space_id: RowIdQuerySchema.optional(),
  type: z.string().trim().min(1).max(50).optional(),
  schema: z.string().trim().min(1).max(50).optional(),
  from: DateOrInstant.optional(),
  to: DateOrInstant.optional(),
  ...pageQueryFields(50),
});
export type ListActivityLogsQuery = z.infer<typeof ListActivityLogsQuerySchema>;

export const ActivityLogSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  user: z.object({ id: z.number().int(), email: z.string(), first_name: z.string(), last_name: z.string() }).nullable(),
  space_id: z.number().int().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  type: z.string(),
  schema: z.string(),
  subject_id: z.string().nullable(),
  /** The subject's current name (a worker, company, user, space or contact), null when unknown or deleted. */
  subject_name: z.string().nullable(),
  method: z.string(),
  path: z.string(),
  route_path: z.string().nullable(),
  /** What changed: for updates `{field: {from, to}}`, for creations the fields given. */
  changes: z.unknown().nullable(),
});
