import type { spaces } from "#db/schema/spaces";
import { SpaceDetailSchema, type SpaceDetail } from "#domain/spaces/space-schemas";

export function toSpaceDetail(row: typeof spaces.$inferSelect): SpaceDetail {
  return SpaceDetailSchema.parse({
    ...row,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    deleted_at: row.deleted_at?.toISOString() ?? null,
  });
}
