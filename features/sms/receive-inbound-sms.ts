import type { Database } from "#db/client";
import { answerAvailabilityRequest, findRequestToAnswer } from "#db/availability-requests/answer-availability-request";
import { cancelPendingSms } from "#db/sms/cancel-pending-sms";
import { findSenderName } from "#db/sms/find-sender-name";
import { markAwaitedReplyAnswered } from "#db/sms/mark-awaited-reply-answered";
import { findInboundCopies, recordInboundSms } from "#db/sms/record-inbound-sms";
import { suppressPhone } from "#db/sms/suppress-phone";
import { findUnroutedReply } from "#db/sms/unrouted-replies";
import type { AwaitedReply } from "#db/sms/find-awaited-replies";
import { parseFrenchPhone } from "#domain/french/phone";
import type { SmsInboundPayload } from "./sms-inbound-job";
import type { Notification } from "#domain/notifications/notification-schemas";
import type { AvailabilityReply } from "#domain/sms/availability-reply";
import { readSmsReply } from "#domain/sms/sms-reply";
import { findProposalToAnswer } from "#db/orders/find-proposal-to-answer";
import { confirmArrival, findArrivalToConfirm } from "#db/orders/order-jobs";
import { raiseNotification, type NotificationContext } from "../notifications/raise-notification";
import { answerProposal } from "../orders/answer-proposal";
import type { SmsBindings } from "./sms-context";
import { askWhichAgency, resendWhichAgency } from "./ask-which-agency";
import { routeInboundSms, type InboundRoute } from "./route-inbound-sms";

/** The database, the clock, the hubs, and the queue: a reply to a mission proposal may answer by SMS. */
export type ReceiveInboundSmsContext = NotificationContext & { db: Database; bindings: SmsBindings };

export type InboundSmsOutcome =
  | { outcome: "unknown_sender" }
  /** Several agencies could claim it and it named none: the worker was asked which (decision 0043). */
  | { outcome: "asked_which" }
  | { outcome: "stopped"; spaceIds: number[] }
  | { outcome: "handled"; smsId: number; reply: AvailabilityReply; notification: Notification | null };

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
 * A worker's SMS, as the queue consumer receives it from the webhook (decisions 0021, 0043): routed to
 * the agency that asked (routeInboundSms), stored once per provider message id; OUI / NON answers the
 * question it names, or what that agency asked last (notification 5 or 6, or the proposal's); STOP opts
 * the number out of the agencies that messaged it and cancels what they still meant to send; anything
 * else raises notification 4 with the text. A reply several agencies could claim goes to none: the
 * worker is asked which. Redelivered, it does nothing twice.
 */
export async function receiveInboundSms(context: ReceiveInboundSmsContext, sms: SmsInboundPayload): Promise<InboundSmsOutcome> {
  const from = normalizeInboundPhone(sms.from);
  const receivedAt = new Date(sms.received_at);
  const providerMessageId = `${sms.provider}:${sms.provider_message_id}`;
  const { meaning } = readSmsReply(sms.text);
  const route = await routeOnce(context, {
    from,
    text: sms.text,
    receivedAt,
    providerMessageId,
    providerReference: sms.provider_reference ?? null,
  });
  const stored = { fromPhone: from, toPhone: sms.to ?? "", body: sms.text, ...roughSize(sms.text), providerMessageId, receivedAt };

  switch (route.kind) {
    case "drop":
      return { outcome: "unknown_sender" };
    case "resend_question":
      await resendWhichAgency(context, { providerMessageId, phone: from });
      return { outcome: "asked_which" };
    case "ask_answer":
    case "ask_message":
      await askWhichAgency(context, { route, phone: from, text: sms.text, providerMessageId, receivedAt });
      return { outcome: "asked_which" };
    case "stop": {
      for (const { spaceId, workerId } of route.spaces) {
        const row = await recordInboundSms(context.db, { ...stored, spaceId, workerId, copyForSpace: true });
        await suppressPhone(context.db, spaceId, from, "stop", context.now);
        await cancelPendingSms(context.db, spaceId, from, context.now);
        const sender = workerId === null ? undefined : await findSenderName(context.db, spaceId, workerId);
        await raiseNotification(context, {
          spaceId,
          workerId,
          smsMessageId: row.id,
          template: "sms_received",
          params: { worker_name: sender ? `${sender.first_name} ${sender.last_name}` : from, text: sms.text },
        });
      }
      return { outcome: "stopped", spaceIds: route.spaces.map((space) => space.spaceId) };
    }
    case "space":
      return answerInSpace(context, { route, meaning, stored, text: sms.text });
  }
}

/**
 * The route of a provider message, decided once: a message delivered again goes where it went the
 * first time (its stored copies, or the question already asked), whatever was answered since.
 */
async function routeOnce(
  context: ReceiveInboundSmsContext,
  sms: { from: string; text: string; receivedAt: Date; providerMessageId: string; providerReference: string | null },
): Promise<InboundRoute | { kind: "resend_question" }> {
  const [copies, unrouted] = await Promise.all([
    findInboundCopies(context.db, sms.providerMessageId),
    findUnroutedReply(context.db, sms.providerMessageId),
  ]);
  if (unrouted) return { kind: "resend_question" };
  const first = copies[0];
  if (first && (copies.length > 1 || readSmsReply(sms.text).meaning === "stop")) {
    return { kind: "stop", spaces: copies.map((copy) => ({ spaceId: copy.space_id, workerId: copy.worker_id })) };
  }
  if (first && first.worker_id !== null) return { kind: "space", spaceId: first.space_id, workerId: first.worker_id, target: null };
  const { route } = await routeInboundSms(context.db, {
    phone: sms.from,
    text: sms.text,
    receivedAt: sms.receivedAt,
    providerReference: sms.providerReference,
  });
  return route;
}

type StoredInbound = Omit<Parameters<typeof recordInboundSms>[1], "spaceId" | "workerId">;

/** A reply that reached one agency: the question it names, else what that agency asked last. */
async function answerInSpace(
  context: ReceiveInboundSmsContext,
  input: { route: Extract<InboundRoute, { kind: "space" }>; meaning: AvailabilityReply; stored: StoredInbound; text: string },
): Promise<InboundSmsOutcome> {
  const { route, meaning: reply, text } = input;
  const sender = await findSenderName(context.db, route.spaceId, route.workerId);
  const stored = await recordInboundSms(context.db, { ...input.stored, spaceId: route.spaceId, workerId: route.workerId });
  const name = sender ? `${sender.first_name} ${sender.last_name}` : input.stored.fromPhone;
  const common = { spaceId: route.spaceId, workerId: route.workerId, smsMessageId: stored.id };
  // A conversation code only routes: the agency's own rules read the reply.
  const target: AwaitedReply | null = route.target?.kind === "conversation" ? null : route.target;
  const named = (kind: AwaitedReply["kind"]) => (target === null || target.kind === kind ? (target?.subject_id ?? undefined) : null);

  if (reply === "available" || reply === "unavailable") {
    const [proposalId, requestId, arrivalId] = [named("order_proposal"), named("availability_request"), named("arrival_check")];
    const [proposal, request, arrival] = await Promise.all([
      proposalId === null ? undefined : findProposalToAnswer(context.db, route.spaceId, route.workerId, stored.id, proposalId),
      requestId === null
        ? undefined
        : findRequestToAnswer(context.db, {
            spaceId: route.spaceId,
            workerId: route.workerId,
            replySmsId: stored.id,
            receivedAt: input.stored.receivedAt,
            requestId,
          }),
      reply === "available" && arrivalId !== null ? findArrivalToConfirm(context.db, route.spaceId, route.workerId, arrivalId) : undefined,
    ]);
    // An OUI after the arrival check, asked after anything else still open, confirms the arrival.
    const askedLast = (at: Date | null | undefined) =>
      !!at &&
      (!proposal || proposal.status !== "waiting" || (proposal.proposed_at ?? at) <= at) &&
      (!request || request.status !== "open" || request.created_at <= at);
    if (arrival && askedLast(arrival.arrival_asked_at) && (await confirmArrival(context.db, arrival.id, context.now)).length > 0) {
      await markAwaitedReplyAnswered(context.db, "arrival_check", arrival.id, stored.id, context.now);
      const notification = await raiseNotification(context, {
        ...common,
        template: "arrival_confirmed",
        params: { worker_name: name, text: text },
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
        text,
        worker: { id: route.workerId, mobile: input.stored.fromPhone, name },
      });
      await markAwaitedReplyAnswered(context.db, "order_proposal", proposal.id, stored.id, context.now);
      return { outcome: "handled", smsId: stored.id, reply, notification: answered.notification };
    }
    if (request) {
      const recorded =
        request.status === "open"
          ? (await answerAvailabilityRequest(context.db, request, reply, stored.id, context.now)).recorded
          : request.availability_id !== null;
      await markAwaitedReplyAnswered(context.db, "availability_request", request.id, stored.id, context.now);
      const notification = await raiseNotification(context, {
        ...common,
        template: "availability_answered",
        params: {
          worker_name: name,
          answer: reply,
          text: text,
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
    params: { worker_name: name, text: text },
  });
  return { outcome: "handled", smsId: stored.id, reply, notification };
}
