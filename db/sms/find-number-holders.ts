import { sql } from "drizzle-orm";
import type { Database } from "../client";

export interface NumberHolder {
  worker_id: number;
  space_id: number;
  space_name: string;
  first_name: string;
  last_name: string;
}

/**
 * The workers holding a mobile number, one per space (a number is unique within a space), in live
 * spaces. One person registered with two agencies is two holders.
 */
export async function findNumberHolders(db: Database, phone: string) {
  return db.all<NumberHolder>(sql`
    select w.id as worker_id, w.space_id, s.name as space_name, w.first_name, w.last_name
    from workers w join spaces s on s.id = w.space_id and s.deleted_at is null
    where w.mobile_phone_number = ${phone}
    order by w.space_id`);
}
