import { and, asc, count, eq, ne, not, sql, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { workerEmergencyContacts } from "../schema/worker-details";
import { insertWhere } from "../sql/insert-where";
import { nextVersion } from "../sql/row-version";

export interface ContactTarget {
  id: number;
  workerId: number;
  spaceId: number;
}

const contacts = workerEmergencyContacts;

export async function listEmergencyContacts(db: Database, spaceId: number, workerId: number) {
  return db
    .select()
    .from(contacts)
    .where(and(eq(contacts.space_id, spaceId), eq(contacts.worker_id, workerId)))
    .orderBy(asc(contacts.id));
}

/**
 * Spec 000 §5: the phone is unique among the worker's contacts and a maximum number applies. Both are
 * checked by the insert itself, so two requests racing for the last place cannot both get it.
 * `allowed` is the condition, for the activity-log entry placed before the insert.
 */
export function insertEmergencyContactStatements(
  db: Database,
  contact: { spaceId: number; workerId: number; name: string; phone: string; relationship: string | null; max: number },
  now: Date,
) {
  const allowed = and(
    sql`(select ${count()} from ${contacts} where ${eq(contacts.worker_id, contact.workerId)}) < ${contact.max}`,
    not(phoneTaken(contact.workerId, contact.phone)),
  )!;
  const insert = insertWhere(
    db,
    contacts,
    {
      space_id: contact.spaceId,
      worker_id: contact.workerId,
      name: contact.name,
      phone: contact.phone,
      relationship: contact.relationship,
      created_at: now,
      updated_at: now,
    },
    allowed,
  ).returning();
  return { allowed, insert };
}

/** Updates a contact unless the new phone belongs to another of the worker's contacts. */
export function updateEmergencyContactStatements(
  db: Database,
  target: ContactTarget,
  values: { name?: string; phone?: string; relationship?: string | null },
  now: Date,
  sameVersion?: SQL,
) {
  const where = and(
    contactWhere(target),
    sameVersion,
    values.phone ? not(phoneTaken(target.workerId, values.phone, target.id)) : undefined,
  )!;
  return {
    allowed: sql`exists (select 1 from ${contacts} where ${where})`,
    update: db
      .update(contacts)
      .set({ ...values, updated_at: nextVersion(contacts.updated_at, now) })
      .where(where)
      .returning(),
  };
}

export function deleteEmergencyContact(db: Database, target: ContactTarget) {
  return db.delete(contacts).where(contactWhere(target)).returning({ id: contacts.id });
}

/** Why a contact write was refused: the contact is gone, the phone is used, or the maximum is reached. */
export async function emergencyContactsState(db: Database, workerId: number, phone?: string, exceptId?: number) {
  const [[totals], [samePhone]] = await db.batch([
    db.select({ total: count() }).from(contacts).where(eq(contacts.worker_id, workerId)),
    db
      .select({ id: contacts.id })
      .from(contacts)
      .where(
        and(
          eq(contacts.worker_id, workerId),
          eq(contacts.phone, phone ?? ""),
          exceptId === undefined ? undefined : ne(contacts.id, exceptId),
        ),
      )
      .limit(1),
  ]);
  return { total: totals?.total ?? 0, phoneTaken: samePhone !== undefined };
}

/** Whether the contact still exists, whatever its version (why a conditional edit wrote nothing). */
export async function emergencyContactIsThere(db: Database, target: ContactTarget) {
  return (await db.select({ id: contacts.id }).from(contacts).where(contactWhere(target)).limit(1)).length > 0;
}

/** Holds while the contact exists: the condition of the deletion's log entry. */
export function emergencyContactExists(target: ContactTarget) {
  return sql`exists (select 1 from ${contacts} where ${contactWhere(target)})`;
}

export function contactWhere(target: ContactTarget) {
  return and(eq(contacts.id, target.id), eq(contacts.worker_id, target.workerId), eq(contacts.space_id, target.spaceId));
}

function phoneTaken(workerId: number, phone: string, exceptId?: number): SQL {
  return sql`exists (select 1 from ${contacts} where ${and(
    eq(contacts.worker_id, workerId),
    eq(contacts.phone, phone),
    exceptId === undefined ? undefined : ne(contacts.id, exceptId),
  )})`;
}
