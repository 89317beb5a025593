import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../client";
import { dpaeDeclarations } from "../schema/dpae";
import type { DpaeDeclarationValues } from "./insert-dpae-declaration";

/**
 * A resend: an errored declaration becomes pending again with what it declares rebuilt from today's data
 * (staff corrected what URSSAF refused). Only from error, so a resend never races a deposit under way.
 */
export function reopenDpaeDeclaration(db: Database, id: number, values: Partial<DpaeDeclarationValues>, now: Date) {
  return db
    .update(dpaeDeclarations)
    .set({
      ...values,
      status: "pending",
      urssaf_flow_id: null,
      claimed_at: null,
      sent_at: null,
      outcome_unknown: false,
      next_poll_at: null,
      poll_count: 0,
      acknowledged_at: null,
      completed_at: null,
      error_message: null,
      updated_at: now,
    })
    .where(and(eq(dpaeDeclarations.id, id), eq(dpaeDeclarations.status, "error")))
    .returning({ id: dpaeDeclarations.id });
}

/** True inside the batch when this batch reopened the row (pending, updated at this instant). */
export function dpaeReopenedAt(id: number, now: Date) {
  return sql`exists (select 1 from ${dpaeDeclarations} where ${dpaeDeclarations.id} = ${id} and ${dpaeDeclarations.status} = 'pending' and ${dpaeDeclarations.updated_at} = ${now.getTime()})`;
}
