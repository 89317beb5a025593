import { z } from "zod";
import { ORDER_WORKER_OUTCOMES } from "../enums/order";
import { REGISTRATION_ROUTES } from "../registrations/registration-schemas";

// What a notification says, stored as a template and its parameters rather than as text, so each
// reader gets it in their own language (decision 0042): a name, a reference number, an instant (ISO
// 8601, shown in Paris time as every time staff read), the words of an SMS. Never a sentence.

/** How a proposal's answer ended (decision 0027): the worker's yes or no, and why a yes found no place. */
export const PROPOSAL_ANSWER_OUTCOMES = ["accepted", "in_progress", "refused", ...ORDER_WORKER_OUTCOMES] as const;
export type ProposalAnswerOutcome = (typeof PROPOSAL_ANSWER_OUTCOMES)[number];

const WorkerName = z.string().describe("The worker's first and last name when it was raised");
const SmsText = z.string().describe("The worker's SMS, word for word");
const Instant = z.iso.datetime({ offset: true });

/** Each template's parameters, by template key. */
export const NOTIFICATION_TEMPLATE_PARAMS = {
  /** Type 3: a candidate registered on the agency's public pages (online, express, or at the kiosk). */
  registration_submitted: z.object({
    worker_name: WorkerName,
    route: z.enum(REGISTRATION_ROUTES),
    under_18: z.boolean(),
    // The opaque code the candidate was shown; older notifications have none.
    reference: z.string().max(40).optional(),
    /** The published offer the candidate applied to from its page, if any (decision 0046). */
    job_offer_title: z.string().optional(),
  }),
  /** Type 3: a candidate already in the agency's pool applied to one of its published offers (decision 0046). */
  job_offer_applied: z.object({ worker_name: WorkerName, job_offer_title: z.string() }),
  /** Type 4: a worker's SMS that answers nothing open. */
  sms_received: z.object({ worker_name: WorkerName, text: SmsText }),
  /** Type 4: a worker's yes to the arrival check of a mission (decision 0031). */
  arrival_confirmed: z.object({ worker_name: WorkerName, text: SmsText }),
  /** Types 5 and 6: a yes or no to an availability request; `kept_other` when a clashing period was kept (decision 0021). */
  availability_answered: z.object({
    worker_name: WorkerName,
    answer: z.enum(["available", "unavailable"]),
    text: SmsText,
    from: Instant,
    to: Instant,
    kept_other: z.boolean(),
  }),
  /** Types 1 and 2: a yes or no to a mission proposal, and what became of it. */
  proposal_answered: z.object({
    worker_name: WorkerName,
    outcome: z.enum(PROPOSAL_ANSWER_OUTCOMES),
    order_number: z.number().int().describe("The order's number; its reference (CO-… / OR-…) follows the reader's language"),
    text: SmsText,
  }),
  /** Type 7: a placement's contracts are due the next working day and not signed yet (decision 0055). */
  contract_due: z.object({
    worker_name: WorkerName,
    contract_number: z.string().describe("The contracts' number, 2026-000042"),
    due_by: z.iso.date().describe("Their due day, in Paris"),
  }),
  /** Types 1 and 2: the client approved or disputed a worker's week from the e-mail's link (decision 0052). */
  timesheet_decided: z.object({
    worker_name: WorkerName,
    decision: z.enum(["approved", "disputed"]),
    contact_name: z.string().describe("The order's contact who decided, as named then"),
    order_number: z.number().int(),
    period: z.string().describe("The week's part, DD/MM/YYYY – DD/MM/YYYY"),
    comment: z.string().nullable().describe("The dispute's comment"),
  }),
  /** A notification raised before templates existed: its French text as it was stored, shown as is. */
  stored_text: z.object({ title: z.string(), message: z.string().nullable() }),
} as const;

export type NotificationTemplate = keyof typeof NOTIFICATION_TEMPLATE_PARAMS;

function contentOf<T extends NotificationTemplate>(template: T) {
  return z.object({ template: z.literal(template), params: NOTIFICATION_TEMPLATE_PARAMS[template] });
}

/** A template with its parameters, as stored and as `GET /v1/notifications` answers them. */
export const NotificationContentSchema = z.discriminatedUnion("template", [
  contentOf("registration_submitted"),
  contentOf("job_offer_applied"),
  contentOf("sms_received"),
  contentOf("arrival_confirmed"),
  contentOf("availability_answered"),
  contentOf("proposal_answered"),
  contentOf("contract_due"),
  contentOf("timesheet_decided"),
  contentOf("stored_text"),
]);
export type NotificationContent = z.infer<typeof NotificationContentSchema>;

/**
 * A stored row's template and parameters, read back. A row that does not parse (a template a later
 * version wrote and this one does not know) reads as an empty stored text rather than failing the list.
 */
export function readNotificationContent(template: string, params: string): NotificationContent {
  let parsed: unknown;
  try {
    parsed = JSON.parse(params);
  } catch {
    parsed = undefined;
  }
  const content = NotificationContentSchema.safeParse({ template, params: parsed });
  return content.success ? content.data : { template: "stored_text", params: { title: "", message: null } };
}
