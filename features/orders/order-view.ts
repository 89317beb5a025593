import type { OrderFile, OrderRow } from "#db/orders/get-order";
import type { OrderFileWorkerStatus } from "#domain/enums/order";
import type { SMS_STATUSES } from "#domain/enums/sms";

const iso = (at: Date | null) => (at ? at.toISOString() : null);

type SummaryRow = Pick<
  OrderRow,
  | "id"
  | "space_id"
  | "number"
  | "company_id"
  | "company_name"
  | "contract_type"
  | "quantity"
  | "accepted_count"
  | "status"
  | "closing_state"
  | "attribution_mode"
  | "starts_at"
  | "ends_at"
  | "created_at"
>;

/** An order as the list shows it. */
export function toOrderSummary(row: SummaryRow) {
  return {
    id: row.id,
    space_id: row.space_id,
    number: row.number,
    company: { id: row.company_id, name: row.company_name },
    contract_type: row.contract_type,
    quantity: row.quantity,
    accepted_count: row.accepted_count,
    status: row.status,
    closing_state: row.closing_state,
    attribution_mode: row.attribution_mode,
    starts_at: iso(row.starts_at),
    ends_at: iso(row.ends_at),
    created_at: row.created_at.toISOString(),
  };
}

/** The order's last SMS to a worker, as the subquery of listOrderWorkers gives it (JSON text). */
function lastSmsOf(json: string | null) {
  if (!json) return null;
  const sms = JSON.parse(json) as { id: number; status: (typeof SMS_STATUSES)[number] };
  return { id: sms.id, status: sms.status };
}

/** A party named by the order, when its row is still there to name it. */
function personOf(id: number | null, firstName: string | null, lastName: string | null) {
  return id !== null && lastName !== null ? { id, first_name: firstName, last_name: lastName } : null;
}

/** The order file: every field of spec 000 §3, its periods and each proposed worker's status. */
export function toOrderDetail({ order, periods, workers }: OrderFile) {
  return {
    ...toOrderSummary(order),
    contact_id: order.contact_id,
    contact: personOf(order.contact_id, order.contact_first_name, order.contact_last_name),
    user_id: order.user_id,
    business_manager_user_id: order.business_manager_user_id,
    business_manager: personOf(order.business_manager_user_id, order.manager_first_name, order.manager_last_name),
    position_id: order.position_id,
    priority: order.priority,
    appeal_reason: order.appeal_reason,
    recourse_justification: order.recourse_justification,
    replaced_person: order.replaced_person,
    trial_period_days: order.trial_period_days,
    hourly_rate: order.hourly_rate,
    coefficient: order.coefficient,
    schedules: order.schedules,
    weekly_duration: order.weekly_duration,
    collective_agreement_level: order.collective_agreement_level,
    tasks: order.tasks,
    source: order.source,
    force_available_workers: order.force_available_workers,
    force_all_periods: order.force_all_periods,
    anonymous_client: order.anonymous_client,
    sms_show_client_name: order.sms_show_client_name,
    sms_show_client_address: order.sms_show_client_address,
    sms_client_arrival_validation: order.sms_client_arrival_validation,
    auto_reminder: order.auto_reminder,
    reminder_hours_before: order.reminder_hours_before,
    mission_proposal_comment: order.mission_proposal_comment,
    confirmation_comment: order.confirmation_comment,
    closed_at: iso(order.closed_at),
    updated_at: order.updated_at.toISOString(),
    periods: periods.map((period) => ({ id: period.id, starts_at: period.starts_at.toISOString(), ends_at: period.ends_at.toISOString() })),
    workers: workers.map(({ row, first_name, last_name, mobile, last_sms }) => ({
      worker_id: row.worker_id,
      // Only the second reading's statuses and replaced / abandoned are written on whole-order rows (decisions 0027, 0029).
      status: row.status as OrderFileWorkerStatus,
      reply: row.reply,
      outcome: row.outcome,
      first_name,
      last_name,
      proposed_at: iso(row.proposed_at),
      replied_at: iso(row.replied_at),
      accepted_at: iso(row.accepted_at),
      arrival_confirmed_at: iso(row.arrival_confirmed_at),
      left_at: iso(row.left_at),
      replaced_by_worker_id: row.replaced_by_worker_id,
      mobile,
      last_sms: lastSmsOf(last_sms),
    })),
  };
}
export type OrderDetail = ReturnType<typeof toOrderDetail>;
