import { findSpaceContacts } from "#db/contacts/find-space-contacts";
import { listConfirmedContactIds, recordConfirmationEmails, type ConfirmationEmailRecord } from "#db/orders/mission-confirmation-emails";
import { findOrderWorker } from "#db/orders/mission-confirmation-facts";
import { orderSmsFacts } from "#db/orders/order-sms-facts";
import { findProposalRecipients } from "#db/orders/proposal-recipients";
import { missionConfirmationEmail } from "#domain/emails/mission-confirmation-email";
import { AppError } from "#domain/errors/app-error";
import { EmailSendJob } from "#features/email/email-send-job";
import { jobEnvelope } from "#features/jobs/enqueue-job";
import { confirmationLinkExpiry, signConfirmationCode } from "#domain/orders/confirmation-link";
import { confirmationDate } from "#domain/orders/mission-confirmation";
import { WORKER_NOT_ACCEPTED_MESSAGE, type ConfirmationSent } from "#domain/orders/mission-confirmation-schemas";
import { formatReference } from "#domain/orders/reference-number";
import { voucherSmsText } from "#domain/orders/voucher-sms";
import { confirmationLinkSecretOf } from "./confirmation-link-secret";
import { notFound } from "#domain/errors/app-error";
import type { Bindings } from "#features/platform/bindings";
import { activityLog } from "#features/activity-logs/activity-log";
import type { OperationContext } from "#features/operation-context";
import { queueSmsMessages } from "#features/sms/queue-sms-messages";
import type { SmsBindings } from "#features/sms/sms-context";
import { orderOr404, requireOpenOrder } from "../order-scope";
import { missionConfirmationFacts, missionConfirmationPdf } from "./mission-confirmation-pdf";

export type SendConfirmationContext = OperationContext & {
  bindings: OperationContext["bindings"] & SmsBindings & Pick<Bindings, "CONFIRMATION_LINK_SECRET">;
};

export interface SendConfirmationInput {
  orderId: number;
  workerId: number;
  /** Contacts of the order's client; without them, the order's own contact. */
  contactIds?: number[];
}

/** The e-mails and the SMS go out in French, the agency's language with its clients and workers (decision 0024). */
const SEND_LOCALE = "fr";

/** The public address of a worker's own confirmation: the web app forwards /v1 to the API. */
export function confirmationLinkOf(publicAppUrl: string, code: string) {
  return `${publicAppUrl.replace(/\/+$/, "")}/v1/public/confirmations/${code}`;
}

/**
 * Sends an accepted worker's mission confirmation: the client's copy by e-mail to
 * each contact, one queued job per contact with the PDF attached, and the voucher SMS with the signed
 * link to the worker's copy. Once per order, worker and contact (e-mails) and per order and worker (SMS):
 * sending again reaches nobody twice. Recorded in the order's and the client's activity log.
 */
export async function sendMissionConfirmation(context: SendConfirmationContext, input: SendConfirmationInput): Promise<ConfirmationSent> {
  const { db, now } = context;
  const order = await orderOr404(context, input.orderId);
  const orderWorker = await findOrderWorker(db, order.space_id, order.id, input.workerId);
  if (!orderWorker) throw notFound();
  if (orderWorker.status !== "accepted") throw new AppError("conflict", WORKER_NOT_ACCEPTED_MESSAGE);
  requireOpenOrder(order);
  const { facts, parties } = await missionConfirmationFacts(db, order, input.workerId, now);

  // The client's contacts: those asked for, else the order's own; another company's is not found.
  const contactIds = input.contactIds ?? (order.contact_id ? [order.contact_id] : []);
  const [contacts, alreadySent] = await Promise.all([
    findSpaceContacts(db, order.space_id, contactIds),
    listConfirmedContactIds(db, order.space_id, order.id, input.workerId),
  ]);
  const ofClient = new Map(contacts.filter((contact) => contact.company_id === order.company_id).map((contact) => [contact.id, contact]));
  const missing = contactIds.flatMap((id, index) => (ofClient.has(id) ? [] : [index]));
  if (missing.length > 0) {
    throw new AppError("validation_failed", "Invalid input", {
      fields: missing.map((index) => ({
        field: `contact_ids.${index}`,
        reason: "not_found",
        message: "Not a contact of the order's client",
      })),
    });
  }
  const sent = new Set(alreadySent);
  const toEmail = contactIds.map((id) => ofClient.get(id)!).filter((contact) => contact.email && !sent.has(contact.id));

  const orderReference = formatReference("order", order.number, SEND_LOCALE);
  if (toEmail.length > 0) {
    const { bytes, fileName } = await missionConfirmationPdf(facts, "client", SEND_LOCALE);
    // A queue message is capped at 128 KB: the PDF waits in R2 for the consumer (decision 0024's path).
    const fileKey = `mission-confirmations/${order.space_id}/${order.id}/${input.workerId}/client-${SEND_LOCALE}.pdf`;
    await context.bindings.FILES.put(fileKey, bytes, { httpMetadata: { contentType: "application/pdf" } });
    const email = missionConfirmationEmail(SEND_LOCALE, {
      agencyName: facts.agency.name,
      orderReference,
      workerName: `${facts.worker.firstName} ${facts.worker.lastName}`,
      jobTitle: facts.position?.title ?? null,
      firstStart: confirmationDate(facts.periods[0]!.starts_at, SEND_LOCALE),
    });
    await context.bindings.JOBS.sendBatch(
      toEmail.map((contact) => ({
        body: jobEnvelope(EmailSendJob, {
          idempotencyKey: `mission-confirmation:${order.id}:${input.workerId}:${contact.id}`,
          to: contact.email!,
          ...email,
          attachments: [{ fileKey, filename: fileName, contentType: "application/pdf" }],
        }),
      })),
    );
  }

  const sms = await sendVoucher(context, { order, facts, parties, orderWorkerId: orderWorker.id, orderReference });

  const records = toEmail.map((contact): ConfirmationEmailRecord => ({
    spaceId: order.space_id,
    orderId: order.id,
    workerId: input.workerId,
    contactId: contact.id,
    email: contact.email!,
    userId: context.caller.id,
    at: now,
  }));
  if (records.length > 0 || sms.status === "queued") {
    const changes = { worker_id: input.workerId, contact_ids: records.map((r) => r.contactId), sms: sms.status };
    const [first, ...rest] = records;
    await db.batch([
      activityLog(context, {
        title: "Mission confirmation sent",
        type: "send",
        schema: "orders",
        subjectId: order.id,
        spaceId: order.space_id,
        changes,
      }),
      activityLog(context, {
        title: "Mission confirmation sent",
        type: "send",
        schema: "companies",
        subjectId: order.company_id,
        spaceId: order.space_id,
        changes: { order_id: order.id, ...changes },
      }),
      ...(first ? [recordConfirmationEmails(db, [first, ...rest])] : []),
    ]);
  }

  return {
    order_id: order.id,
    worker_id: input.workerId,
    emails: contactIds.map((id) => {
      const contact = ofClient.get(id)!;
      const status = !contact.email ? "no_email" : sent.has(id) ? "already_sent" : "queued";
      return { contact_id: id, email: contact.email, status };
    }),
    sms,
  };
}

type Confirmation = Awaited<ReturnType<typeof missionConfirmationFacts>>;

/**
 * The voucher SMS: the mission's essentials as the order's options allow (client or anonymous, address
 * where allowed), the first start, and the signed link to the worker's copy. Once per order and worker.
 */
async function sendVoucher(
  context: SendConfirmationContext,
  input: {
    order: Parameters<typeof orderSmsFacts>[1];
    facts: Confirmation["facts"];
    parties: Confirmation["parties"];
    orderWorkerId: number;
    orderReference: string;
  },
): Promise<ConfirmationSent["sms"]> {
  const { db, now } = context;
  const { order, facts } = input;
  if (!input.parties.space?.sms_enabled) return { status: "sms_disabled", sms_message_id: null };
  const [recipient] = await findProposalRecipients(db, order.space_id, [facts.workerId], []);
  if (!recipient?.mobile) return { status: "no_mobile", sms_message_id: null };
  if (recipient.opted_out !== null) return { status: "opted_out", sms_message_id: null };

  const missionEnd = facts.periods[facts.periods.length - 1]!.ends_at;
  const code = await signConfirmationCode(
    confirmationLinkSecretOf(context.bindings),
    input.orderWorkerId,
    confirmationLinkExpiry(missionEnd, now),
  );
  const smsFacts = await orderSmsFacts(db, order);
  const [queued] = await queueSmsMessages(context, {
    spaceId: order.space_id,
    userId: context.caller.id,
    messages: [
      {
        workerId: facts.workerId,
        toPhone: recipient.mobile,
        body: voucherSmsText({
          agencyName: smsFacts.agencyName,
          orderReference: input.orderReference,
          jobTitle: smsFacts.jobTitle,
          clientName: smsFacts.clientName,
          clientAddress: smsFacts.clientAddress,
          firstStart: facts.periods[0]!.starts_at,
          link: confirmationLinkOf(context.config.PUBLIC_APP_URL, code),
        }),
        // One voucher per order and worker: a second send finds this row and sends nothing.
        idempotencyKey: `mission-voucher:${order.id}:${facts.workerId}`,
        orderId: order.id,
      },
    ],
  });
  return { status: queued!.created ? "queued" : "already_sent", sms_message_id: queued!.smsId };
}
