import { and, eq, gt, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Database } from "../client";
import { contracts } from "../schema/contracts";
import { notifications } from "../schema/notifications";
import { userPermissions, userSpaces, users } from "../schema/users";
import { workers } from "../schema/workers";
import { insertWhere } from "../sql/insert-where";

/**
 * The unsigned contracts due after `after` and by `until` (Paris days) whose users were not told yet,
 * through contracts_space_due_idx's condition (draft or sent).
 */
export function listContractsToRemind(db: Database, { after, until }: { after: string; until: string }) {
  return db
    .select({
      id: contracts.id,
      space_id: contracts.space_id,
      order_id: contracts.order_id,
      worker_id: contracts.worker_id,
      year: contracts.year,
      number: contracts.number,
      due_by: contracts.due_by,
      first_name: workers.first_name,
      last_name: workers.last_name,
    })
    .from(contracts)
    .innerJoin(workers, eq(workers.id, contracts.worker_id))
    .where(
      and(
        inArray(contracts.status, ["draft", "sent"]),
        gt(contracts.due_by, after),
        lte(contracts.due_by, until),
        isNull(contracts.reminded_at),
      ),
    );
}

/** The users who handle a space's contracts: jobs-delegate holders working in it (not deleted). */
export async function listContractReminderRecipients(db: Database, spaceId: number): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userSpaces, and(eq(userSpaces.user_id, users.id), eq(userSpaces.space_id, spaceId)))
    .innerJoin(userPermissions, and(eq(userPermissions.user_id, users.id), eq(userPermissions.permission, "jobs-delegate")))
    .where(isNull(users.deleted_at));
  return rows.map((row) => row.id);
}

/**
 * One batch: a notification for each recipient, then the contract marked reminded. Each insert holds
 * only while the contract is not marked yet, so a second run (or two at once) tells no one twice.
 */
export function contractReminderStatements(
  db: Database,
  reminder: {
    contractId: number;
    spaceId: number;
    orderId: number;
    workerId: number;
    userIds: number[];
    type: (typeof notifications.$inferInsert)["type"];
    template: (typeof notifications.$inferInsert)["template"];
    params: string;
  },
  now: Date,
) {
  const notReminded = sql`exists (select 1 from ${contracts} where ${contracts.id} = ${reminder.contractId} and ${contracts.reminded_at} is null)`;
  return [
    ...reminder.userIds.map((userId) =>
      insertWhere(
        db,
        notifications,
        {
          space_id: reminder.spaceId,
          user_id: userId,
          type: reminder.type,
          template: reminder.template,
          params: reminder.params,
          data_order_id: reminder.orderId,
          data_superworker_id: reminder.workerId,
          created_at: now,
        },
        notReminded,
      ),
    ),
    db
      .update(contracts)
      .set({ reminded_at: now })
      .where(and(eq(contracts.id, reminder.contractId), isNull(contracts.reminded_at))),
  ] as const;
}
