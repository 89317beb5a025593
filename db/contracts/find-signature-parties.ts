import { eq } from "drizzle-orm";
import type { Database } from "../client";
import { contacts } from "../schema/companies";
import { contracts } from "../schema/contracts";
import { orders } from "../schema/orders";
import { spaces } from "../schema/spaces";
import { users } from "../schema/users";
import { workers } from "../schema/workers";

/**
 * Who signs a placement's contracts: the order's contact for the client, the worker, and the agency (its
 * name; the sending user signs for it). The contact is null when the order names none.
 */
export async function findSignatureParties(db: Database, contractId: number) {
  const [row] = await db
    .select({
      agency_name: spaces.name,
      contact_id: contacts.id,
      contact_first_name: contacts.first_name,
      contact_last_name: contacts.last_name,
      contact_email: contacts.email,
      worker_first_name: workers.first_name,
      worker_last_name: workers.last_name,
      worker_mobile: workers.mobile_phone_number,
      worker_email: workers.email,
    })
    .from(contracts)
    .innerJoin(orders, eq(orders.id, contracts.order_id))
    .innerJoin(spaces, eq(spaces.id, contracts.space_id))
    .innerJoin(workers, eq(workers.id, contracts.worker_id))
    .leftJoin(contacts, eq(contacts.id, orders.contact_id))
    .where(eq(contracts.id, contractId));
  return row;
}

export type SignatureParties = NonNullable<Awaited<ReturnType<typeof findSignatureParties>>>;

/** The user who signs for the agency. */
export async function findAgencySigner(db: Database, userId: number) {
  const [row] = await db
    .select({ first_name: users.first_name, last_name: users.last_name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
