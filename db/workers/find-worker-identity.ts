import { and, eq } from "drizzle-orm";
import type { Database } from "../client";
import { workers } from "../schema/workers";

/** What an anonymised CV hides of the worker's own: the last name and the postal address. */
export async function findWorkerIdentity(db: Database, target: { workerId: number; spaceId: number }) {
  const [row] = await db
    .select({
      last_name: workers.last_name,
      postal_address: workers.postal_address,
      postal_code: workers.postal_code,
      postal_city: workers.postal_city,
    })
    .from(workers)
    .where(and(eq(workers.id, target.workerId), eq(workers.space_id, target.spaceId)))
    .limit(1);
  return row;
}
