import { eq } from "drizzle-orm";
import type { Database } from "../client";
import type { OrderRow } from "./get-order";
import { positions } from "../schema/orders";
import { spaces } from "../schema/spaces";

/** What an order's SMS say about it: the agency, the job, and the client only where the options allow. */
export async function orderSmsFacts(db: Database, order: OrderRow) {
  const [space, position] = await Promise.all([
    db.select({ name: spaces.name, sms_enabled: spaces.sms_enabled }).from(spaces).where(eq(spaces.id, order.space_id)).get(),
    order.position_id ? db.select({ title: positions.title }).from(positions).where(eq(positions.id, order.position_id)).get() : undefined,
  ]);
  const showName = order.sms_show_client_name && !order.anonymous_client;
  const showAddress = order.sms_show_client_address && !order.anonymous_client;
  return {
    agencyName: space?.name ?? "",
    smsEnabled: space?.sms_enabled ?? false,
    jobTitle: position?.title ?? null,
    clientName: showName ? order.company_name : null,
    clientAddress: showAddress ? `${order.company_address} ${order.company_zipcode} ${order.company_city}` : null,
  };
}
