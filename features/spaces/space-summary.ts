import type { spaces } from "#db/schema/spaces";
import type { SpaceSummary } from "#domain/spaces/space-schemas";

export function toSpaceSummary(row: typeof spaces.$inferSelect): SpaceSummary {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    association_code: row.association_code,
    address: row.address,
    city: row.city,
    zip_code: row.zipcode,
    address_position: row.latitude != null && row.longitude != null ? { lat: row.latitude, lng: row.longitude } : null,
    ocr: row.ocr_enabled,
    sms: row.sms_enabled,
    mail: row.mail_enabled,
    deleted_at: row.deleted_at?.toISOString() ?? null,
  };
}
