import { eq } from "drizzle-orm";
import type { Database } from "../client";
import { companies } from "../schema/companies";
import { orders, positions } from "../schema/orders";

// What an offer made from a position or an order reads of them (domain/job-offers/offer-prefill.ts).

export async function positionForOffer(db: Database, id: number) {
  return db
    .select({
      id: positions.id,
      space_id: positions.space_id,
      company_id: positions.company_id,
      title: positions.title,
      description: positions.description,
      tasks: positions.tasks,
      place_zipcode: positions.place_zipcode,
      place_city: positions.place_city,
      hourly_rate: positions.hourly_rate,
    })
    .from(positions)
    .where(eq(positions.id, id))
    .get();
}

/** The order with its client's town, for an offer made from it. */
export async function orderForOffer(db: Database, id: number) {
  return db
    .select({
      id: orders.id,
      space_id: orders.space_id,
      position_id: orders.position_id,
      company_id: orders.company_id,
      contract_type: orders.contract_type,
      hourly_rate: orders.hourly_rate,
      weekly_duration: orders.weekly_duration,
      tasks: orders.tasks,
      starts_at: orders.starts_at,
      company_zipcode: companies.zipcode,
      company_city: companies.city,
    })
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.company_id))
    .where(eq(orders.id, id))
    .get();
}

/** A client's town, for a position that names no place of its own. */
export async function companyTownOf(db: Database, id: number) {
  return db.select({ zipcode: companies.zipcode, city: companies.city }).from(companies).where(eq(companies.id, id)).get();
}
