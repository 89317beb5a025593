import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { TimesheetStatus } from "#domain/enums/timesheet";
import type { Database } from "../client";
import { contacts } from "../schema/companies";
import { orders } from "../schema/orders";
import { spaces } from "../schema/spaces";
import { timesheets } from "../schema/timesheets";
import { workers } from "../schema/workers";
import { nextVersion } from "../sql/row-version";

// The client's decision on a timesheet and what sending it for approval needs (decision 0052).

/**
 * Who a timesheet's links reach: the agency's name, whether it sends SMS, a contact and the worker's
 * mobile. The contact is the order's (who a sending goes to) or the approver (who the last sending
 * went to, who decides). One statement by primary keys.
 */
export async function getTimesheetParties(db: Database, id: number, contact: "order" | "approver") {
  const [row] = await db
    .select({
      agency_name: spaces.name,
      sms_enabled: spaces.sms_enabled,
      contact_id: contacts.id,
      contact_first_name: contacts.first_name,
      contact_last_name: contacts.last_name,
      contact_email: contacts.email,
      worker_mobile: workers.mobile_phone_number,
    })
    .from(timesheets)
    .innerJoin(orders, eq(orders.id, timesheets.order_id))
    .innerJoin(spaces, eq(spaces.id, timesheets.space_id))
    .innerJoin(workers, eq(workers.id, timesheets.worker_id))
    // The contact, only if it belongs to the order's client in the same space.
    .leftJoin(
      contacts,
      and(
        eq(contacts.id, contact === "order" ? orders.contact_id : timesheets.approver_contact_id),
        eq(contacts.company_id, orders.company_id),
        eq(contacts.space_id, orders.space_id),
      ),
    )
    .where(eq(timesheets.id, id));
  return row;
}

export type TimesheetParties = NonNullable<Awaited<ReturnType<typeof getTimesheetParties>>>;

/** SQL true while the timesheet has this status and version: the guard of a decision or a sending. */
export function timesheetStillIn(id: number, statuses: readonly TimesheetStatus[], version: Date): SQL {
  return sql`exists (select 1 from ${timesheets} where ${and(eq(timesheets.id, id), inArray(timesheets.status, [...statuses]), eq(timesheets.updated_at, version))})`;
}

/** Sent to the client: waiting for their decision, any earlier decision cleared (the log keeps it). */
export function submitTimesheetStatement(db: Database, id: number, input: { contactId: number; now: Date }) {
  return db
    .update(timesheets)
    .set({
      status: "submitted",
      submitted_at: input.now,
      approver_contact_id: input.contactId,
      decided_at: null,
      decided_by: null,
      dispute_comment: null,
      updated_at: nextVersion(timesheets.updated_at, input.now),
    })
    .where(eq(timesheets.id, id));
}

/** The client's approval or dispute, with who and when. */
export function decideTimesheetStatement(
  db: Database,
  id: number,
  input: { status: "approved" | "disputed"; by: string; comment: string | null; now: Date },
) {
  return db
    .update(timesheets)
    .set({
      status: input.status,
      decided_at: input.now,
      decided_by: input.by,
      dispute_comment: input.comment,
      updated_at: nextVersion(timesheets.updated_at, input.now),
    })
    .where(eq(timesheets.id, id));
}

/** An approved week opened again for a correction: back to fill, its decision in the activity log only. */
export function reopenTimesheetStatement(db: Database, id: number, now: Date) {
  return db
    .update(timesheets)
    .set({
      status: "to_fill",
      decided_at: null,
      decided_by: null,
      dispute_comment: null,
      updated_at: nextVersion(timesheets.updated_at, now),
    })
    .where(eq(timesheets.id, id));
}

/**
 * The worker's Friday reminder (decision 0052): claims, for `today`, the weeks still to fill that have
 * begun and whose link still works (ended at most two weeks ago), once a day whatever how often it runs.
 */
export function claimWorkerReminders(db: Database, today: string, oldestEnd: string) {
  return db
    .update(timesheets)
    .set({ worker_reminded_on: today })
    .where(
      and(
        eq(timesheets.status, "to_fill"),
        sql`${timesheets.starts_on} <= ${today}`,
        sql`${timesheets.ends_on} >= ${oldestEnd}`,
        sql`coalesce(${timesheets.worker_reminded_on}, '') <> ${today}`,
      ),
    )
    .returning({ id: timesheets.id });
}

/**
 * The client's Monday reminder: claims, for `today`, the weeks still waiting for the client, sent
 * between `sentAfter` (the link's 30 days) and `sentBefore` (not the ones sent this very morning).
 */
export function claimClientReminders(db: Database, today: string, sentAfter: Date, sentBefore: Date) {
  return db
    .update(timesheets)
    .set({ client_reminded_on: today })
    .where(
      and(
        eq(timesheets.status, "submitted"),
        sql`${timesheets.submitted_at} > ${sentAfter.getTime()}`,
        sql`${timesheets.submitted_at} < ${sentBefore.getTime()}`,
        sql`coalesce(${timesheets.client_reminded_on}, '') <> ${today}`,
      ),
    )
    .returning({ id: timesheets.id });
}
