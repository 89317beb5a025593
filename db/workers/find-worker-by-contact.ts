import { and, eq, or, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { workers } from "../schema/workers";

/** The worker of the space holding this e-mail or mobile number (each unique in the space), if any. */
export async function findWorkerByContact(
  db: Database,
  spaceId: number,
  contact: { email?: string | null; mobile_phone_number?: string | null },
) {
  const matches: SQL[] = [];
  if (contact.email) matches.push(eq(workers.email, contact.email));
  if (contact.mobile_phone_number) matches.push(eq(workers.mobile_phone_number, contact.mobile_phone_number));
  if (matches.length === 0) return undefined;
  return db
    .select({ id: workers.id, first_name: workers.first_name, last_name: workers.last_name })
    .from(workers)
    .where(and(eq(workers.space_id, spaceId), or(...matches)))
    .limit(1)
    .get();
}
