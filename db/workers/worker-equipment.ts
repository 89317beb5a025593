import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { workerEquipment } from "../schema/worker-details";
import { nextVersion } from "../sql/row-version";

export interface EquipmentTarget {
  id: number;
  workerId: number;
  spaceId: number;
}

export interface EquipmentValues {
  name?: string;
  comment?: string | null;
  size?: string | null;
}

export async function listWorkerEquipment(db: Database, spaceId: number, workerId: number) {
  return db
    .select()
    .from(workerEquipment)
    .where(and(eq(workerEquipment.space_id, spaceId), eq(workerEquipment.worker_id, workerId)))
    .orderBy(asc(workerEquipment.name), asc(workerEquipment.id))
    .limit(500);
}

export function insertWorkerEquipment(
  db: Database,
  spaceId: number,
  workerId: number,
  values: EquipmentValues & { name: string },
  now: Date,
) {
  return db
    .insert(workerEquipment)
    .values({
      space_id: spaceId,
      worker_id: workerId,
      name: values.name,
      comment: values.comment ?? null,
      size: values.size ?? null,
      created_at: now,
      updated_at: now,
    })
    .returning();
}

/** Returns the updated row, nothing when it no longer exists (or no longer has the version `sameVersion` asks). */
export function updateWorkerEquipment(db: Database, target: EquipmentTarget, values: EquipmentValues, now: Date, sameVersion?: SQL) {
  return db
    .update(workerEquipment)
    .set({ ...values, updated_at: nextVersion(workerEquipment.updated_at, now) })
    .where(and(equipmentWhere(target), sameVersion))
    .returning();
}

export function deleteWorkerEquipment(db: Database, target: EquipmentTarget) {
  return db.delete(workerEquipment).where(equipmentWhere(target)).returning({ id: workerEquipment.id });
}

export function equipmentWhere(target: EquipmentTarget) {
  return and(
    eq(workerEquipment.id, target.id),
    eq(workerEquipment.worker_id, target.workerId),
    eq(workerEquipment.space_id, target.spaceId),
  );
}

/** Holds while the equipment exists (with that version, if asked): the condition of a change's log entry. */
export function workerEquipmentExists(target: EquipmentTarget, sameVersion?: SQL) {
  return sql`exists (select 1 from ${workerEquipment} where ${and(equipmentWhere(target), sameVersion)})`;
}

/** Whether the equipment still exists, whatever its version (why a conditional edit wrote nothing). */
export async function workerEquipmentIsThere(db: Database, target: EquipmentTarget) {
  return (await db.select({ id: workerEquipment.id }).from(workerEquipment).where(equipmentWhere(target)).limit(1)).length > 0;
}
