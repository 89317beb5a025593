import type { UserDetailRow } from "#db/users/get-user-details";
import type { UserDetail } from "#domain/users/user-schemas";
import { UserDetailSchema } from "#domain/users/user-schemas";

/** The API's view of a user: parsed by the response schema so no column (password hash) leaks. */
export function toUserDetail(row: UserDetailRow): UserDetail {
  return UserDetailSchema.parse({
    ...row,
    last_login_at: row.last_login_at?.toISOString() ?? null,
    v3_last_login_at: row.v3_last_login_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    deleted_at: row.deleted_at?.toISOString() ?? null,
  });
}

/** Field-by-field changes for the activity log: `{field: {from, to}}`, only what differs. */
export function diffFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [field, to] of Object.entries(after)) {
    const from = before[field];
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { from, to };
  }
  return changes;
}
