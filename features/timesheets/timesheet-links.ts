import { getTimesheetFile, type TimesheetFile } from "#db/timesheets/get-timesheet";
import { getTimesheetParties, type TimesheetParties } from "#db/timesheets/timesheet-approvals";
import { clientAddressKey } from "#domain/auth/client-address";
import { notFound } from "#domain/errors/app-error";
import { readLinkCode, signLinkCode } from "#domain/orders/confirmation-link";
import { formatReference } from "#domain/orders/reference-number";
import { approvalLinkExpiry, workerLinkExpiry, type PublicTimesheet } from "#domain/timesheets/timesheet-approval";
import { rateLimit } from "#features/auth/throttle";
import type { RequestClient } from "#features/auth/auth-context";
import type { LivePublisher } from "#features/notifications/live-publisher";
import type { PublicOperationContext } from "#features/operation-context";
import { confirmationLinkSecretOf } from "#features/orders/confirmations/confirmation-link-secret";
import type { Bindings } from "#features/platform/bindings";
import { toTimesheet } from "./timesheet-view";

// The timesheets' signed links (decision 0052): the worker's to fill their week (/mes-heures/{code}) and
// the client's to approve it (/valider-heures/{code}). Signed as the mission voucher's are (decision
// 0031: one helper, one secret, a purpose each), checked, never looked up; opened by nobody signed in.

export type TimesheetLinkBindings = Pick<Bindings, "CONFIRMATION_LINK_RATE_LIMIT" | "CONFIRMATION_LINK_SECRET" | "ENVIRONMENT">;

/** What a public timesheet page's operations need: the request's client (rate limit) and the hubs (notifications). */
export type TimesheetLinkContext = PublicOperationContext & {
  client: RequestClient;
  linkBindings: TimesheetLinkBindings;
  live: LivePublisher;
};

type LinkKind = "worker" | "approval";

const PURPOSE = { worker: "timesheet-worker", approval: "timesheet-approval" } as const;
const PAGE = { worker: "mes-heures", approval: "valider-heures" } as const;

/** The public page's address: the web app serves it. */
export function timesheetLinkOf(publicAppUrl: string, kind: LinkKind, code: string) {
  return `${publicAppUrl.replace(/\/+$/, "")}/${PAGE[kind]}/${code}`;
}

/** The worker's code: valid until two weeks after the week's part ends. */
export function signWorkerCode(
  env: { ENVIRONMENT?: string; CONFIRMATION_LINK_SECRET?: string },
  file: Pick<TimesheetFile, "id" | "ends_on">,
) {
  return signLinkCode(confirmationLinkSecretOf(env), PURPOSE.worker, file.id, workerLinkExpiry(file.ends_on));
}

/** The client's code for one sending: valid 30 days from it, and only while that sending is the last. */
export function signApprovalCode(env: { ENVIRONMENT?: string; CONFIRMATION_LINK_SECRET?: string }, id: number, sentAt: Date) {
  return signLinkCode(confirmationLinkSecretOf(env), PURPOSE.approval, id, approvalLinkExpiry(sentAt));
}

/**
 * The timesheet a public link opens, after counting the request against the client address's limit
 * (429 beyond). Malformed, forged, expired, another purpose's, an approval link of an earlier sending:
 * all the same 404, which tells a prober nothing.
 */
export async function openTimesheetLink(context: TimesheetLinkContext, kind: LinkKind, code: string): Promise<TimesheetFile> {
  await rateLimit(context.linkBindings.CONFIRMATION_LINK_RATE_LIMIT, `timesheet:ip:${clientAddressKey(context.client.ip)}`);
  const link = await readLinkCode(confirmationLinkSecretOf(context.linkBindings), PURPOSE[kind], code, context.now);
  if (!link) throw notFound();
  const file = await getTimesheetFile(context.db, link.id);
  if (!file) throw notFound();
  if (kind === "approval") {
    // A week sent again (after a dispute or a reopening) voids the earlier sending's link.
    const current = file.submitted_at && Math.floor(approvalLinkExpiry(file.submitted_at).getTime() / 1000);
    if (current !== Math.floor(link.expiresAt.getTime() / 1000)) throw notFound();
  }
  return file;
}

/** The week as a public page shows it: no ids, no rate. */
export function toPublicTimesheet(file: TimesheetFile, parties: Pick<TimesheetParties, "agency_name">): PublicTimesheet {
  const { week, starts_on, ends_on, status, days, calendar, totals, submitted_at, decided_at, decided_by, dispute_comment } =
    toTimesheet(file);
  return {
    week,
    starts_on,
    ends_on,
    status,
    days,
    calendar,
    totals,
    submitted_at,
    decided_at,
    decided_by,
    dispute_comment,
    agency_name: parties.agency_name,
    company_name: file.company_name,
    order_reference: formatReference("order", file.order_number, "fr"),
    worker_name: [file.worker_first_name, file.worker_last_name].filter(Boolean).join(" "),
  };
}

/** The parties of a timesheet that exists (it was just read). */
export async function partiesOf(context: Pick<PublicOperationContext, "db">, id: number, contact: "order" | "approver") {
  const parties = await getTimesheetParties(context.db, id, contact);
  if (!parties) throw notFound();
  return parties;
}
