import type { PositionRow } from "#db/positions/positions";

export function toPosition(row: PositionRow, matchPercent?: number) {
  return {
    id: row.id,
    space_id: row.space_id,
    company_id: row.company_id,
    title: row.title,
    qualification: row.qualification,
    description: row.description,
    tasks: row.tasks,
    place_address: row.place_address,
    place_zipcode: row.place_zipcode,
    place_city: row.place_city,
    skills: row.skills,
    hourly_rate: row.hourly_rate,
    risky_job: row.risky_job,
    protective_equipment: row.protective_equipment,
    protective_equipment_supplier: row.protective_equipment_supplier,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    ...(matchPercent === undefined ? {} : { match_percent: matchPercent }),
  };
}
export type Position = ReturnType<typeof toPosition>;
