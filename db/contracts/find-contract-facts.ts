import { and, eq } from "drizzle-orm";
import type { Database } from "../client";
import { companies } from "../schema/companies";
import { orders, orderWorkers, positions } from "../schema/orders";
import { spaces } from "../schema/spaces";
import { workers } from "../schema/workers";

/**
 * What a placement's contracts are written from: the order with its space (the agency), its client and
 * its position, and the worker of that space with whether they hold a place on the order. Undefined
 * when the order does not exist; `worker` null when the worker is not of the order's space.
 */
export async function findContractFacts(db: Database, target: { orderId: number; workerId: number }) {
  const [order] = await db
    .select({
      id: orders.id,
      space_id: orders.space_id,
      number: orders.number,
      contract_type: orders.contract_type,
      appeal_reason: orders.appeal_reason,
      recourse_justification: orders.recourse_justification,
      replaced_person: orders.replaced_person,
      trial_period_days: orders.trial_period_days,
      starts_at: orders.starts_at,
      ends_at: orders.ends_at,
      schedules: orders.schedules,
      weekly_duration: orders.weekly_duration,
      hourly_rate: orders.hourly_rate,
      tasks: orders.tasks,
      status: orders.status,
      space: {
        name: spaces.name,
        siret: spaces.siret,
        address: spaces.address,
        zipcode: spaces.zipcode,
        city: spaces.city,
        phone: spaces.phone,
        financial_guarantor_name: spaces.financial_guarantor_name,
        financial_guarantor_address: spaces.financial_guarantor_address,
        pension_fund: spaces.pension_fund,
        provident_fund: spaces.provident_fund,
      },
      company: {
        name: companies.name,
        siret: companies.siret,
        address: companies.address,
        zipcode: companies.zipcode,
        city: companies.city,
      },
      position_id: positions.id,
      position: {
        title: positions.title,
        qualification: positions.qualification,
        place_address: positions.place_address,
        place_zipcode: positions.place_zipcode,
        place_city: positions.place_city,
        risky_job: positions.risky_job,
        protective_equipment: positions.protective_equipment,
        protective_equipment_supplier: positions.protective_equipment_supplier,
      },
    })
    .from(orders)
    .innerJoin(spaces, eq(spaces.id, orders.space_id))
    .innerJoin(companies, eq(companies.id, orders.company_id))
    .leftJoin(positions, and(eq(positions.id, orders.position_id), eq(positions.space_id, orders.space_id)))
    .where(eq(orders.id, target.orderId));
  if (!order) return undefined;
  const [worker] = await db
    .select({
      id: workers.id,
      first_name: workers.first_name,
      last_name: workers.last_name,
      postal_address: workers.postal_address,
      postal_code: workers.postal_code,
      postal_city: workers.postal_city,
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

export type ContractFactRows = NonNullable<Awaited<ReturnType<typeof findContractFacts>>>;
