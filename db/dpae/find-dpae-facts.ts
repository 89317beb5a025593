import { and, eq } from "drizzle-orm";
import type { Database } from "../client";
import { orders, orderWorkers } from "../schema/orders";
import { spaces } from "../schema/spaces";
import { workers } from "../schema/workers";

/**
 * What a declaration is built from: the order and its space (the agency, employer of
 * the temp), the worker of that space and whether they hold a place on the order. Undefined when the
 * order does not exist; `worker` null when the worker is not of the order's space.
 */
export async function findDpaeFacts(db: Database, target: { orderId: number; workerId: number }) {
  const [order] = await db
    .select({
      id: orders.id,
      space_id: orders.space_id,
      contract_type: orders.contract_type,
      starts_at: orders.starts_at,
      ends_at: orders.ends_at,
      space: {
        siret: spaces.siret,
        name: spaces.name,
        ape_code: spaces.ape_code,
        urssaf_code: spaces.urssaf_code,
        health_service_code: spaces.health_service_code,
        address: spaces.address,
        zipcode: spaces.zipcode,
        city: spaces.city,
        phone: spaces.phone,
      },
    })
    .from(orders)
    .innerJoin(spaces, eq(spaces.id, orders.space_id))
    .where(eq(orders.id, target.orderId));
  if (!order) return undefined;
  const [worker] = await db
    .select({
      id: workers.id,
      first_name: workers.first_name,
      last_name: workers.last_name,
      sex: workers.sex,
      nir: workers.nir,
      birth_date: workers.birth_date,
      birth_city: workers.birth_city,
      birth_department: workers.birth_department,
      birth_country: workers.birth_country,
      accepted_status: orderWorkers.status,
    })
    .from(workers)
    .leftJoin(
      orderWorkers,
      and(eq(orderWorkers.order_id, order.id), eq(orderWorkers.worker_id, workers.id), eq(orderWorkers.status, "accepted")),
    )
    .where(and(eq(workers.id, target.workerId), eq(workers.space_id, order.space_id)))
    .limit(1);
  return { order, worker: worker ?? null };
}

export type DpaeFactRows = NonNullable<Awaited<ReturnType<typeof findDpaeFacts>>>;
