import { getOrderFile } from "#db/orders/get-order";
import { insertOrderStatements, newOrderIdRef } from "#db/orders/insert-order";
import { partiesIssues } from "#db/orders/order-parties";
import { AppError, SERVER_MESSAGES } from "#domain/errors/app-error";
import { mayCreateContract } from "#domain/orders/contract-permission";
import type { OrderCreateInput } from "#domain/orders/order-schemas";
import { resolveSpaceId } from "../access/resolve-space";
import { activityLog } from "../activity-logs/activity-log";
import { fieldsRefused } from "../fields-refused";
import type { OperationContext } from "../operation-context";
import { toOrderDetail, type OrderDetail } from "./order-view";

/** Hours before the start the reminder goes when the option is on without a number (decision 0027). */
export const DEFAULT_REMINDER_HOURS = 24;

/**
 * Creates an order with its periods (spec 000 §3 Order, §5 Order rules). The schema
 * has refused each bad field already; here the rules that read other rows: the contract type must be
 * one the caller may create (spec §6 order_template_*: 403 naming contract_type), the parties must be
 * of the space (422 naming each). The order, its periods and its log entry are one batch.
 */
export async function createOrder(context: OperationContext, input: OrderCreateInput): Promise<OrderDetail> {
  const { db, now } = context;
  const { space_id: requestedSpaceId, periods, ...fields } = input;
  const spaceId = await resolveSpaceId(context, requestedSpaceId, "space_id");
  if (!mayCreateContract(context.caller.permissions, input.contract_type)) {
    throw new AppError("forbidden", SERVER_MESSAGES.userHasNoRights, {
      fields: [{ field: "contract_type", reason: "not_permitted", message: "not_permitted" }],
    });
  }
  const issues = await partiesIssues(db, spaceId, input.company_id, input);
  if (issues.length > 0) throw fieldsRefused(issues);

  const [insertOrder, insertPeriods] = insertOrderStatements(
    db,
    {
      ...fields,
      space_id: spaceId,
      user_id: context.caller.id,
      reminder_hours_before: fields.auto_reminder
        ? (fields.reminder_hours_before ?? DEFAULT_REMINDER_HOURS)
        : (fields.reminder_hours_before ?? null),
    },
    periods.map((period) => ({ starts_at: new Date(period.starts_at), ends_at: new Date(period.ends_at) })),
    now,
  );
  const [inserted] = await db.batch([
    insertOrder,
    insertPeriods,
    activityLog(context, { title: "Order created", type: "create", schema: "orders", subjectId: newOrderIdRef(), spaceId, changes: input }),
  ]);
  return toOrderDetail((await getOrderFile(db, inserted[0]!.id))!);
}
