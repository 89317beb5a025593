import type { Database } from "#db/client";
import { answerAvailabilityRequest, findRequestToAnswer } from "#db/availability-requests/answer-availability-request";
import { findInboundSender } from "#db/sms/find-inbound-sender";
import { recordInboundSms } from "#db/sms/record-inbound-sms";
import { suppressPhone } from "#db/sms/suppress-phone";
import { parseFrenchPhone } from "#domain/french/phone";
import type { SmsInboundPayload } from "./sms-inbound-job";
import type { Notification } from "#domain/notifications/notification-schemas";
import { readAvailabilityReply } from "#domain/sms/availability-reply";
import { findProposalToAnswer } from "#db/orders/find-proposal-to-answer";
import { confirmArrival, findArrivalToConfirm } from "#db/orders/order-jobs";
import { raiseNotification, type NotificationContext } from "../notifications/raise-notification";
import { answerProposal } from "../orders/answer-proposal";
import type { SmsBindings } from "./sms-context";

/** The database, the clock, the hubs, and the queue: a reply to a mission proposal may answer by SMS. */
export type ReceiveInboundSmsContext = NotificationContext & { db: Database; bindings: SmsBindings };

export type InboundSmsOutcome =
  | { outcome: "unknown_sender" }
  | { outcome: "handled"; smsId: number; reply: ReturnType<typeof readAvailabilityReply>; notification: Notification | null };

/** Providers send 33612345678, some +33612345678 or 0612345678: one E.164 form to compare with. */
export function normalizeInboundPhone(raw: string): string {
  const trimmed = raw.trim();
  const french = parseFrenchPhone(/^\d{11,15}$/.test(trimmed) ? `+${trimmed}` : trimmed);
  if (french.ok) return french.e164;
  const digits = trimmed.replace(/[^\d]/g, "");
  return `+${digits}`;
}

// Near enough for a received SMS, which nobody pays for: GSM-7 when every character is plain, else
// UCS-2. The exact 3GPP counter lives with the outbound SMS code.
const PLAIN = /^[\n\r\x20-\x7E£¥èéùìòÇØøÅåÄÖÑÜäöñüàÉ¿¡§€]*$/;
function roughSize(text: string) {
  const gsm = PLAIN.test(text);
  const [single, multi] = gsm ? [160, 153] : [70, 67];
  return { encoding: gsm ? ("gsm7" as const) : ("ucs2" as const), segments: text.length <= single ? 1 : Math.ceil(text.length / multi) };
}

/**
 * A worker's SMS, as the queue consumer receives it from the webhook (decision 0021):
 * stored once per provider message id; OUI / NON answers the worker's latest open availability
 * request (notification 5 or 6); STOP opts the number out of the space's SMS; anything else, or a
 * yes/no with no request open, raises notification 4 with the text. Redelivered, it does nothing twice.
 */
export async function receiveInboundSms(context: ReceiveInboundSmsContext, sms: SmsInboundPayload): Promise<InboundSmsOutcome> {
  const from = normalizeInboundPhone(sms.from);
  const sender = await findInboundSender(context.db, from);
  if (!sender) return { outcome: "unknown_sender" };
  const receivedAt = new Date(sms.received_at);
  const stored = await recordInboundSms(context.db, {
    spaceId: sender.space_id,
    workerId: sender.id,
    fromPhone: from,
    toPhone: sms.to ?? "",
    body: sms.text,
    ...roughSize(sms.text),
    providerMessageId: `${sms.provider}:${sms.provider_message_id}`,
    receivedAt,
  });
  const name = `${sender.first_name} ${sender.last_name}`;
  const common = { spaceId: sender.space_id, workerId: sender.id, smsMessageId: stored.id };
  const reply = readAvailabilityReply(sms.text);

  if (reply === "stop") await suppressPhone(context.db, sender.space_id, from, "stop", context.now);

  if (reply === "available" || reply === "unavailable") {
    const [proposal, request, arrival] = await Promise.all([
      findProposalToAnswer(context.db, sender.space_id, sender.id, stored.id),
      findRequestToAnswer(context.db, sender.space_id, sender.id, stored.id),
      reply === "available" ? findArrivalToConfirm(context.db, sender.space_id, sender.id) : undefined,
    ]);
    // An OUI after the arrival check, asked after anything else still open, confirms the arrival.
    const askedLast = (at: Date | null | undefined) =>
      !!at &&
      (!proposal || proposal.status !== "waiting" || (proposal.proposed_at ?? at) <= at) &&
      (!request || request.status !== "open" || request.created_at <= at);
    if (arrival && askedLast(arrival.arrival_asked_at) && (await confirmArrival(context.db, arrival.id, context.now)).length > 0) {
      const notification = await raiseNotification(context, {
        ...common,
        template: "arrival_confirmed",
        params: { worker_name: name, text: sms.text },
        orderId: arrival.order_id,
      });
      return { outcome: "handled", smsId: stored.id, reply, notification };
    }
    // A yes or no answers what the worker was asked last (decision 0027): a mission proposal sent after
    // the open availability request, or one this very SMS already answered, takes it.
    const requestTookThisSms = request?.reply_sms_message_id === stored.id;
    const answersProposal =
      proposal !== undefined &&
      (proposal.reply_sms_message_id === stored.id || (!requestTookThisSms && (!request || proposal.proposed_at! >= request.created_at)));
    if (proposal && answersProposal) {
      const answered = await answerProposal(context, {
        proposal,
        reply: reply === "available" ? "yes" : "no",
        smsId: stored.id,
        text: sms.text,
        worker: { id: sender.id, mobile: from, name },
      });
      return { outcome: "handled", smsId: stored.id, reply, notification: answered.notification };
    }
    if (request) {
      const recorded =
        request.status === "open"
          ? (await answerAvailabilityRequest(context.db, request, reply, stored.id, context.now)).recorded
          : request.availability_id !== null;
      const notification = await raiseNotification(context, {
        ...common,
        template: "availability_answered",
        params: {
          worker_name: name,
          answer: reply,
          text: sms.text,
          from: request.starts_at.toISOString(),
          to: request.ends_at.toISOString(),
          kept_other: !recorded,
        },
      });
      return { outcome: "handled", smsId: stored.id, reply, notification };
    }
  }

  const notification = await raiseNotification(context, {
    ...common,
    template: "sms_received",
    params: { worker_name: name, text: sms.text },
  });
  return { outcome: "handled", smsId: stored.id, reply, notification };
}
