import { and, eq, ne, or, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { workers } from "../schema/workers";
import { uniqueViolationColumns } from "../unique-violation";

export type UniqueWorkerField = "email" | "mobile_phone_number" | "external_ref";

/**
 * Which of the worker's unique values another worker of the space already holds (spec 000 §5:
 * external_ref unique within the space; spec 001 §5: e-mail or mobile already taken). Archived workers
 * count: they can come back. The unique indexes settle a race between two requests.
 */
export async function findWorkerConflicts(
  db: Database,
  spaceId: number,
  values: Partial<Record<UniqueWorkerField, string | null | undefined>>,
  exceptWorkerId?: number,
): Promise<UniqueWorkerField[]> {
  const checks: SQL[] = [];
  if (values.email) checks.push(eq(workers.email, values.email));
  if (values.mobile_phone_number) checks.push(eq(workers.mobile_phone_number, values.mobile_phone_number));
  if (values.external_ref) checks.push(eq(workers.external_ref, values.external_ref));
  if (checks.length === 0) return [];
  const rows = await db
    .select({ email: workers.email, mobile_phone_number: workers.mobile_phone_number, external_ref: workers.external_ref })
    .from(workers)
    .where(and(eq(workers.space_id, spaceId), or(...checks), exceptWorkerId === undefined ? undefined : ne(workers.id, exceptWorkerId)))
    .limit(3);
  const taken = new Set<UniqueWorkerField>();
  for (const row of rows) {
    for (const field of ["email", "mobile_phone_number", "external_ref"] as const) {
      if (values[field] && row[field] === values[field]) taken.add(field);
    }
  }
  return [...taken];
}

/** The field a unique-index violation was about, when a race got past findWorkerConflicts. */
export function uniqueFieldOfError(error: unknown): UniqueWorkerField | undefined {
  const columns = uniqueViolationColumns(error, "workers");
  return (["external_ref", "mobile_phone_number", "email"] as const).find((field) => columns.includes(field));
}
