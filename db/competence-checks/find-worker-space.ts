import { eq } from "drizzle-orm";
import type { Database } from "../client";
import { workers } from "../schema/workers";

/** The space of a worker a check refers to; undefined when there is no such worker. */
export async function findWorkerSpaceId(db: Database, workerId: number): Promise<number | undefined> {
  const [row] = await db.select({ space_id: workers.space_id }).from(workers).where(eq(workers.id, workerId)).limit(1);
  return row?.space_id;
}
