import { and, eq } from "drizzle-orm";
import type { Database } from "../client";
import { insertedIdRef } from "../client";
import { companies } from "../schema/companies";
import { positions } from "../schema/orders";

export function insertPosition(db: Database, values: Omit<typeof positions.$inferInsert, "id">) {
  return db.insert(positions).values(values).returning({ id: positions.id });
}

export function newPositionIdRef() {
  return insertedIdRef(positions);
}

export function updatePositionStatement(db: Database, id: number, changes: Partial<typeof positions.$inferInsert>, now: Date) {
  return db
    .update(positions)
    .set({ ...changes, updated_at: now })
    .where(eq(positions.id, id));
}

export async function isCompanyOfSpace(db: Database, spaceId: number, companyId: number) {
  const company = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), eq(companies.space_id, spaceId)))
    .get();
  return company !== undefined;
}
