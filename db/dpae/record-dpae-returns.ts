import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../client";
import { dpaeDeclarations, dpaeReturns } from "../schema/dpae";

export interface DpaeReturnRecord {
  kind: string | null;
  message: string | null;
  raw_payload: string;
}

/** What a look at the returns decided: wait, acknowledged, accepted (success) or rejected (error). */
export type DpaeReturnsOutcome =
  { status: "processing" | "urssaf_ack"; nextPollAt: Date } | { status: "success" } | { status: "error"; message: string };

/**
 * Keeps each return not kept yet (the legal proof; URSSAF lists them all on every look) and moves the
 * declaration on, in one batch. A final status is never left: success and error stay.
 */
export async function recordDpaeReturns(
  db: Database,
  target: { id: number; spaceId: number },
  returns: DpaeReturnRecord[],
  outcome: DpaeReturnsOutcome,
  now: Date,
) {
  const kept = new Set(
    (await db.select({ raw: dpaeReturns.raw_payload }).from(dpaeReturns).where(eq(dpaeReturns.dpae_id, target.id))).map((row) => row.raw),
  );
  const fresh = returns.filter(
    (item, index) => !kept.has(item.raw_payload) && returns.findIndex((other) => other.raw_payload === item.raw_payload) === index,
  );
  const change =
    outcome.status === "success"
      ? { status: "success" as const, next_poll_at: null, completed_at: now }
      : outcome.status === "error"
        ? { status: "error" as const, error_message: outcome.message.slice(0, 2000), next_poll_at: null, completed_at: now }
        : { status: outcome.status, next_poll_at: outcome.nextPollAt };
  // The first acknowledgement's time stays.
  const acknowledged =
    outcome.status !== "processing" ? { acknowledged_at: sql`coalesce(${dpaeDeclarations.acknowledged_at}, ${now.getTime()})` } : {};
  const update = db
    .update(dpaeDeclarations)
    .set({ ...change, ...acknowledged, updated_at: now })
    .where(and(eq(dpaeDeclarations.id, target.id), inArray(dpaeDeclarations.status, ["processing", "urssaf_ack"])));
  if (fresh.length === 0) {
    await update;
    return;
  }
  await db.batch([
    db.insert(dpaeReturns).values(fresh.map((item) => ({ ...item, dpae_id: target.id, space_id: target.spaceId, received_at: now }))),
    update,
  ]);
}
