import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../client";
import { companies, contacts } from "../schema/companies";
import { orderPeriods, orders, orderWorkers } from "../schema/orders";
import { smsMessages } from "../schema/sms";
import { users } from "../schema/users";
import { workers } from "../schema/workers";

/** The count of workers holding a place (accepted), as a SQL expression over one order's id column. */
export function acceptedCountOf(orderIdColumn: typeof orders.id) {
  return sql<number>`(select count(*) from ${orderWorkers} where ${orderWorkers.order_id} = ${orderIdColumn} and ${orderWorkers.status} = 'accepted')`.mapWith(
    Number,
  );
}

/** One order with its client's name, its contact's and business manager's names, and how many places are taken; undefined when it does not exist. */
export async function getOrderRow(db: Database, id: number) {
  const [row] = await db
    .select({
      order: orders,
      company_name: companies.name,
      company_address: companies.address,
      company_zipcode: companies.zipcode,
      company_city: companies.city,
      contact_first_name: contacts.first_name,
      contact_last_name: contacts.last_name,
      manager_first_name: users.first_name,
      manager_last_name: users.last_name,
      accepted_count: acceptedCountOf(orders.id),
    })
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.company_id))
    .leftJoin(contacts, eq(contacts.id, orders.contact_id))
    .leftJoin(users, and(eq(users.id, orders.business_manager_user_id), isNull(users.deleted_at)))
    .where(eq(orders.id, id));
  return row
    ? {
        ...row.order,
        company_name: row.company_name,
        company_address: row.company_address,
        company_zipcode: row.company_zipcode,
        company_city: row.company_city,
        contact_first_name: row.contact_first_name,
        contact_last_name: row.contact_last_name,
        manager_first_name: row.manager_first_name,
        manager_last_name: row.manager_last_name,
        accepted_count: row.accepted_count,
      }
    : undefined;
}
export type OrderRow = NonNullable<Awaited<ReturnType<typeof getOrderRow>>>;

export async function listOrderPeriods(db: Database, orderId: number) {
  return db
    .select()
    .from(orderPeriods)
    .where(eq(orderPeriods.order_id, orderId))
    .orderBy(asc(orderPeriods.starts_at), asc(orderPeriods.id));
}
export type OrderPeriodRow = Awaited<ReturnType<typeof listOrderPeriods>>[number];

/**
 * The last SMS the order sent a worker (the proposal, or what followed it), for the order file's row:
 * its status and id. One index seek per row (sms_messages_space_order_idx).
 */
const lastOrderSms = sql<string | null>`(select json_object('id', ${smsMessages.id}, 'status', ${smsMessages.status}) from ${smsMessages}
  where ${smsMessages.space_id} = ${orderWorkers.space_id} and ${smsMessages.order_id} = ${orderWorkers.order_id}
    and ${smsMessages.worker_id} = ${orderWorkers.worker_id} and ${smsMessages.direction} = 'outbound'
  order by ${smsMessages.id} desc limit 1)`;

/** The workers proposed or attributed to the whole order, in the order they were added. */
export async function listOrderWorkers(db: Database, orderId: number) {
  return db
    .select({
      row: orderWorkers,
      first_name: workers.first_name,
      last_name: workers.last_name,
      mobile: workers.mobile_phone_number,
      last_sms: lastOrderSms,
    })
    .from(orderWorkers)
    .innerJoin(workers, eq(workers.id, orderWorkers.worker_id))
    .where(and(eq(orderWorkers.order_id, orderId), sql`${orderWorkers.period_id} is null`))
    .orderBy(asc(orderWorkers.id));
}
export type OrderWorkerRow = Awaited<ReturnType<typeof listOrderWorkers>>[number];

/** The order, its periods and its workers, read at once. */
export async function getOrderFile(db: Database, id: number) {
  const [order, periods, workerRows] = await Promise.all([getOrderRow(db, id), listOrderPeriods(db, id), listOrderWorkers(db, id)]);
  return order ? { order, periods, workers: workerRows } : undefined;
}
export type OrderFile = NonNullable<Awaited<ReturnType<typeof getOrderFile>>>;
