import { sql } from "drizzle-orm";
import type { Database } from "../client";

/** The name staff know a worker by, in their space: what a notification about their SMS says. */
export async function findSenderName(db: Database, spaceId: number, workerId: number) {
  const [row] = await db.all<{ first_name: string; last_name: string }>(
    sql`select first_name, last_name from workers where id = ${workerId} and space_id = ${spaceId}`,
  );
  return row;
}
