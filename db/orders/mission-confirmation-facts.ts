import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../client";
import { companies, contacts } from "../schema/companies";
import { orderWorkers, positions } from "../schema/orders";
import { spaces } from "../schema/spaces";
import { workers } from "../schema/workers";
import type { OrderRow } from "./get-order";
import { listOrderPeriods } from "./get-order";

/** A worker's whole-order row (status, acceptance) on one order of the space; undefined when never proposed. */
export async function findOrderWorker(db: Database, spaceId: number, orderId: number, workerId: number) {
  return db
    .select({ id: orderWorkers.id, status: orderWorkers.status, accepted_at: orderWorkers.accepted_at })
    .from(orderWorkers)
    .where(
      and(
        eq(orderWorkers.space_id, spaceId),
        eq(orderWorkers.order_id, orderId),
        eq(orderWorkers.worker_id, workerId),
        isNull(orderWorkers.period_id),
      ),
    )
    .get();
}

/** The order-worker row a confirmation link names, with its order and worker ids. */
export async function getOrderWorkerById(db: Database, id: number) {
  return db
    .select({
      id: orderWorkers.id,
      space_id: orderWorkers.space_id,
      order_id: orderWorkers.order_id,
      worker_id: orderWorkers.worker_id,
      status: orderWorkers.status,
    })
    .from(orderWorkers)
    .where(and(eq(orderWorkers.id, id), isNull(orderWorkers.period_id)))
    .get();
}

/**
 * Everything a mission confirmation names besides the order itself (decision 0031): the agency (the
 * space), the client with its SIRET, the order's contact, the worker, the position and the periods.
 */
export async function findMissionConfirmationParties(db: Database, order: OrderRow, workerId: number) {
  const [space, company, contact, worker, position, periods] = await Promise.all([
    db
      .select({
        name: spaces.name,
        address: spaces.address,
        zipcode: spaces.zipcode,
        city: spaces.city,
        phone: spaces.phone,
        siret: spaces.siret,
        sms_enabled: spaces.sms_enabled,
      })
      .from(spaces)
      .where(eq(spaces.id, order.space_id))
      .get(),
    db
      .select({ siret: companies.siret })
      .from(companies)
      .where(and(eq(companies.id, order.company_id), eq(companies.space_id, order.space_id)))
      .get(),
    order.contact_id
      ? db
          .select({
            id: contacts.id,
            first_name: contacts.first_name,
            last_name: contacts.last_name,
            email: contacts.email,
            phone: contacts.phone,
          })
          .from(contacts)
          .where(and(eq(contacts.id, order.contact_id), eq(contacts.space_id, order.space_id)))
          .get()
      : undefined,
    db
      .select({
        id: workers.id,
        first_name: workers.first_name,
        last_name: workers.last_name,
        postal_address: workers.postal_address,
        postal_code: workers.postal_code,
        postal_city: workers.postal_city,
        mobile_phone_number: workers.mobile_phone_number,
      })
      .from(workers)
      .where(and(eq(workers.id, workerId), eq(workers.space_id, order.space_id)))
      .get(),
    order.position_id
      ? db
          .select({
            title: positions.title,
            qualification: positions.qualification,
            place_address: positions.place_address,
            place_zipcode: positions.place_zipcode,
            place_city: positions.place_city,
          })
          .from(positions)
          .where(and(eq(positions.id, order.position_id), eq(positions.space_id, order.space_id)))
          .get()
      : undefined,
    listOrderPeriods(db, order.id),
  ]);
  return { space, company, contact, worker, position, periods };
}
export type MissionConfirmationParties = Awaited<ReturnType<typeof findMissionConfirmationParties>>;
