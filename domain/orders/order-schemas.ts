import { z } from "zod";
import {
  APPEAL_REASONS,
  ATTRIBUTION_MODES,
  CONTRACT_TYPES,
  ORDER_CLOSING_STATES,
  ORDER_FILE_WORKER_STATUSES,
  ORDER_SOURCES,
  ORDER_STATUSES,
  ORDER_WORKER_OUTCOMES,
  ORDER_WORKER_REPLIES,
} from "../enums/order";
import { SMS_STATUSES } from "../enums/sms";
import { IdParamSchema } from "../validation/id-param";
import { pageQueryFields } from "../validation/page-query";
import { RowIdQuerySchema, RowIdSchema } from "../validation/row-id";
import { periodsIssues } from "./order-periods";
import { searchTextSchema } from "../search/search-text";

// Orders (spec 000 §3 Order, §5 Order rules, §9 decimal range and quantity; the keys are a contract).

/** Spec 000 §9: decimal values between 0 and 1000. */
export const OrderDecimalSchema = z.number().min(0).max(1000);
export const ORDER_COMMENT_MAX = 500;
export const ORDER_TASKS_MAX = 5000;
/** A year of daily periods is the most an order carries. */
export const ORDER_PERIODS_MAX = 366;
/** Spec 000 §9: quantity at least 1; more than 1,000 places on one order is a typing error. */
export const ORDER_QUANTITY_MAX = 1000;

const InstantSchema = z.iso.datetime({ offset: true });

export const OrderPeriodInputSchema = z.strictObject({ starts_at: InstantSchema, ends_at: InstantSchema }).superRefine((period, ctx) => {
  if (Date.parse(period.ends_at) <= Date.parse(period.starts_at))
    ctx.addIssue({ code: "custom", path: ["ends_at"], message: "ends_before_start" });
});
export type OrderPeriodInput = z.infer<typeof OrderPeriodInputSchema>;

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

const OrderTermsFields = {
  contact_id: RowIdSchema.nullable().optional(),
  business_manager_user_id: RowIdSchema.nullable().optional(),
  position_id: RowIdSchema.nullable().optional(),
  quantity: z.number().int().min(1).max(ORDER_QUANTITY_MAX),
  priority: z.number().int().min(0).max(10).optional(),
  appeal_reason: z.enum(APPEAL_REASONS).nullable().optional(),
  /** What justifies the reason for recourse (L1251-43 1°), as the mission contracts state it. */
  recourse_justification: optionalText(ORDER_COMMENT_MAX),
  /** For a replacement: the name and qualification of the person replaced (L1251-43 1°). */
  replaced_person: optionalText(255),
  /** The mission contract's trial period in days, 0 for none (L1251-14). */
  trial_period_days: z.number().int().min(0).max(365).nullable().optional(),
  hourly_rate: OrderDecimalSchema.nullable().optional(),
  coefficient: OrderDecimalSchema.nullable().optional(),
  schedules: optionalText(255),
  weekly_duration: z.number().min(0).max(168).nullable().optional(),
  collective_agreement_level: optionalText(255),
  tasks: optionalText(ORDER_TASKS_MAX),
  source: z.enum(ORDER_SOURCES).nullable().optional(),
  force_available_workers: z.boolean().optional(),
  force_all_periods: z.boolean().optional(),
  anonymous_client: z.boolean().optional(),
  sms_show_client_name: z.boolean().optional(),
  sms_show_client_address: z.boolean().optional(),
  sms_client_arrival_validation: z.boolean().optional(),
  auto_reminder: z.boolean().optional(),
  /** Hours before the first start the reminder SMS goes (24 by default when auto_reminder is on). */
  reminder_hours_before: z.number().int().min(1).max(168).nullable().optional(),
  attribution_mode: z.enum(ATTRIBUTION_MODES).optional(),
  mission_proposal_comment: optionalText(ORDER_COMMENT_MAX),
  confirmation_comment: optionalText(ORDER_COMMENT_MAX),
};

export const OrderCreateSchema = z
  .strictObject({
    space_id: RowIdSchema.optional(),
    company_id: RowIdSchema,
    contract_type: z.enum(CONTRACT_TYPES),
    ...OrderTermsFields,
    periods: z.array(OrderPeriodInputSchema).min(1).max(ORDER_PERIODS_MAX),
  })
  .superRefine((order, ctx) => {
    for (const issue of periodsIssues(order.periods)) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
  });
export type OrderCreateInput = z.infer<typeof OrderCreateSchema>;

/** The terms and options of an open order; its client, contract type and periods change by their own calls. */
export const OrderUpdateSchema = z.strictObject(OrderTermsFields).partial();
export type OrderUpdateInput = z.infer<typeof OrderUpdateSchema>;

export const ListOrdersQuerySchema = z.strictObject({
  space_id: RowIdQuerySchema.optional(),
  /** opened: pending or processing; closed: closed or cancelled (spec 000 §3: "the list also shows opened and closed"). */
  state: z.enum(["opened", "closed"]).optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  company_id: RowIdQuerySchema.optional(),
  /** Orders with a period ending on or after this day (YYYY-MM-DD, Paris). */
  from: z.iso.date().optional(),
  /** Orders with a period starting on or before this day. */
  to: z.iso.date().optional(),
  /** The order's number (with or without its CO / OR prefix) or words of the client's name. */
  q: searchTextSchema().optional(),
  /** Orders whose first period starts on or after this day (YYYY-MM-DD, Paris): the home's missions starting. */
  starts_from: z.iso.date().optional(),
  /** Orders whose first period starts on or before this day. */
  starts_to: z.iso.date().optional(),
  /** open: orders with places no accepted worker holds yet. */
  places: z.enum(["open"]).optional(),
  /** waiting: orders with a mission proposal waiting for the worker's answer. */
  proposals: z.enum(["waiting"]).optional(),
  ...pageQueryFields(25),
});
export type ListOrdersQuery = z.infer<typeof ListOrdersQuerySchema>;

export const OrderIdParamsSchema = z.object({ id: IdParamSchema });
export const OrderPeriodParamsSchema = z.object({ id: IdParamSchema, period_id: IdParamSchema });
export const OrderWorkerParamsSchema = z.object({ id: IdParamSchema, worker_id: IdParamSchema });
export const DeletePeriodQuerySchema = z.strictObject({
  /** Delete even with delegated workers: their contract for the period is removed (spec 000 §4). */
  force: z.enum(["true", "false"]).optional(),
});

export const ProposalCreateSchema = z.strictObject({
  worker_ids: z
    .array(RowIdSchema)
    .min(1)
    .max(1000)
    .refine((ids) => new Set(ids).size === ids.length, { error: "duplicate_ids" }),
  /** Propose to workers whose availability says otherwise (the order's force_available_workers does the same). */
  force: z.boolean().optional(),
});
export type ProposalCreateInput = z.infer<typeof ProposalCreateSchema>;

/** Staff give an accepted worker's place to another worker of the pool (decision 0029). */
export const OrderReplacementSchema = z.strictObject({
  replacement_worker_id: RowIdSchema,
  /** Take the replacement even where their availability says otherwise (the order's force_available_workers does the same). */
  force: z.boolean().optional(),
});
export type OrderReplacementInput = z.infer<typeof OrderReplacementSchema>;

export const OrderCloseSchema = z.strictObject({ closing_state: z.enum(ORDER_CLOSING_STATES) });

const PeriodSchema = z.object({ id: z.number().int(), starts_at: z.string(), ends_at: z.string() });

export const OrderWorkerSchema = z.object({
  worker_id: z.number().int(),
  /** The second reading of spec 000 §3, and replaced or abandoned for a worker who left the place (decision 0029). */
  status: z.enum(ORDER_FILE_WORKER_STATUSES),
  reply: z.enum(ORDER_WORKER_REPLIES).nullable(),
  outcome: z.enum(ORDER_WORKER_OUTCOMES).nullable(),
  first_name: z.string(),
  last_name: z.string(),
  proposed_at: z.string().nullable(),
  replied_at: z.string().nullable(),
  accepted_at: z.string().nullable(),
  arrival_confirmed_at: z.string().nullable(),
  /** When a worker who held the place left it (replaced or abandoned), and who replaced them. */
  left_at: z.string().nullable(),
  replaced_by_worker_id: z.number().int().nullable(),
  /** The worker's mobile, for the row's call link. */
  mobile: z.string().nullable(),
  /** The last SMS the order sent this worker and where it stands (a failed one can be sent again). */
  last_sms: z.object({ id: z.number().int(), status: z.enum(SMS_STATUSES) }).nullable(),
});

export const OrderSummarySchema = z.object({
  id: z.number().int(),
  space_id: z.number().int(),
  number: z.number().int(),
  company: z.object({ id: z.number().int(), name: z.string() }),
  contract_type: z.enum(CONTRACT_TYPES),
  quantity: z.number().int(),
  accepted_count: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  closing_state: z.enum(ORDER_CLOSING_STATES).nullable(),
  attribution_mode: z.enum(ATTRIBUTION_MODES),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  created_at: z.string(),
});

/** A person named on an order: the client's contact, the agency's business manager. */
export const OrderPersonSchema = z.object({ id: z.number().int(), first_name: z.string().nullable(), last_name: z.string() });
export type OrderPerson = z.infer<typeof OrderPersonSchema>;

/** Who may be an order's business manager (spec 000 §3, a party of the order): the space's users, by name. */
export const BusinessManagersQuerySchema = z.strictObject({ space_id: RowIdQuerySchema.optional() });

export const OrderDetailSchema = OrderSummarySchema.extend({
  contact_id: z.number().int().nullable(),
  /** The client's contact, by name; null when the order has none. */
  contact: OrderPersonSchema.nullable(),
  user_id: z.number().int().nullable(),
  business_manager_user_id: z.number().int().nullable(),
  /** The business manager, by name; null when the order has none or they have since been deleted. */
  business_manager: OrderPersonSchema.nullable(),
  position_id: z.number().int().nullable(),
  priority: z.number().int(),
  appeal_reason: z.enum(APPEAL_REASONS).nullable(),
  recourse_justification: z.string().nullable(),
  replaced_person: z.string().nullable(),
  trial_period_days: z.number().int().nullable(),
  hourly_rate: z.number().nullable(),
  coefficient: z.number().nullable(),
  schedules: z.string().nullable(),
  weekly_duration: z.number().nullable(),
  collective_agreement_level: z.string().nullable(),
  tasks: z.string().nullable(),
  source: z.enum(ORDER_SOURCES).nullable(),
  force_available_workers: z.boolean(),
  force_all_periods: z.boolean(),
  anonymous_client: z.boolean(),
  sms_show_client_name: z.boolean(),
  sms_show_client_address: z.boolean(),
  sms_client_arrival_validation: z.boolean(),
  auto_reminder: z.boolean(),
  reminder_hours_before: z.number().int().nullable(),
  mission_proposal_comment: z.string().nullable(),
  confirmation_comment: z.string().nullable(),
  closed_at: z.string().nullable(),
  updated_at: z.string(),
  periods: z.array(PeriodSchema),
  workers: z.array(OrderWorkerSchema),
});

export const ProposalResultSchema = z.object({
  worker_id: z.number().int(),
  status: z.enum(["queued", "already_proposed", "no_mobile", "opted_out", "not_found"]),
});
