import type { Database } from "../client";
import { availabilityRequests } from "../schema/availability-requests";

export interface NewAvailabilityRequest {
  spaceId: number;
  workerId: number;
  startsAt: Date;
  endsAt: Date;
  userId: number | null;
}

/** Records the questions, one row per worker, in one statement per row of a batch; returns their ids. */
export async function insertAvailabilityRequests(db: Database, requests: NewAvailabilityRequest[], now: Date) {
  if (requests.length === 0) return [];
  const statements = requests.map((request) =>
    db
      .insert(availabilityRequests)
      .values({
        space_id: request.spaceId,
        worker_id: request.workerId,
        starts_at: request.startsAt,
        ends_at: request.endsAt,
        user_id: request.userId,
        created_at: now,
        updated_at: now,
      })
      .returning({ id: availabilityRequests.id, worker_id: availabilityRequests.worker_id }),
  );
  const results = await db.batch(statements as [(typeof statements)[number], ...(typeof statements)[number][]]);
  return results.map(([row]) => row!);
}
