import { getOrderRow, listOrderPeriods } from "#db/orders/get-order";
import { recordLateReply, recordProposalReply, type ProposalRow } from "#db/orders/find-proposal-to-answer";
import { takePlace, whyNoPlace } from "#db/orders/take-place";
import { orderSmsFacts } from "#db/orders/order-sms-facts";
import { scheduleOrderJobs } from "#db/orders/order-jobs";
import type { Database } from "#db/client";
import type { Notification } from "#domain/notifications/notification-schemas";
import type { ProposalAnswerOutcome } from "#domain/notifications/notification-templates";
import { acceptedSmsText, placeTakenSmsText } from "#domain/orders/order-sms";
import { noLongerAvailableSmsText } from "#domain/orders/order-change-sms";
import { formatReference } from "#domain/orders/reference-number";
import { raiseNotification, type NotificationContext } from "../notifications/raise-notification";
import { queueSmsMessages } from "../sms/queue-sms-messages";
import type { SmsBindings } from "../sms/sms-context";

export type AnswerProposalContext = NotificationContext & { db: Database; bindings: SmsBindings };

export interface ProposalAnswer {
  proposal: ProposalRow;
  reply: "yes" | "no";
  smsId: number;
  text: string;
  worker: { id: number; mobile: string | null; name: string };
}

export type ProposalOutcome = ProposalAnswerOutcome | "already_answered";

/**
 * A worker's OUI / NON to a mission proposal. Automatic mode: a yes takes a place by
 * the conditional write of `takePlace` while places remain, and the worker gets the confirmation SMS; a
 * yes once the places are gone is told so by SMS ("place taken", status cancelled). Manual mode: the yes
 * is recorded (in_progress) for staff to attribute. A no is refused. Each raises notification 1 (yes) or
 * 2 (no), once per SMS.
 */
export async function answerProposal(
  context: AnswerProposalContext,
  answer: ProposalAnswer,
): Promise<{ outcome: ProposalOutcome; notification: Notification | null }> {
  const { db, now } = context;
  const { proposal } = answer;
  if (proposal.reply_sms_message_id === answer.smsId) return { outcome: "already_answered", notification: null };
  const order = (await getOrderRow(db, proposal.order_id))!;
  const periods = await listOrderPeriods(db, order.id);
  const reference = formatReference("order", order.number, "fr");

  let outcome: ProposalAnswerOutcome;
  if (proposal.status === "cancelled") {
    // The order ended before the reply (decision 0056): the row stays cancelled, never accepted, and a
    // yes is told the mission is no longer available.
    await recordLateReply(db, proposal.id, { reply: answer.reply, smsId: answer.smsId }, now);
    outcome = answer.reply === "yes" ? "order_closed" : "refused";
  } else if (answer.reply === "no") {
    await recordProposalReply(db, proposal.id, { status: "refused", reply: "no", smsId: answer.smsId }, now);
    outcome = "refused";
  } else if (order.attribution_mode === "manual") {
    await recordProposalReply(db, proposal.id, { status: "in_progress", reply: "yes", smsId: answer.smsId }, now);
    outcome = "in_progress";
  } else {
    const claim = { orderWorkerId: proposal.id, orderId: order.id, spaceId: order.space_id, workerId: proposal.worker_id, periods };
    const taken = await takePlace(db, {
      ...claim,
      from: ["waiting"],
      reply: { smsId: answer.smsId, answer: "yes" },
      userId: null,
      label: `Commande ${reference}`,
      now,
    });
    if (taken) {
      outcome = "accepted";
      await scheduleOrderJobs(db, order, proposal.worker_id, now);
    } else {
      outcome = await whyNoPlace(db, claim);
      await recordProposalReply(db, proposal.id, { status: "cancelled", reply: "yes", outcome, smsId: answer.smsId }, now);
    }
  }

  const lateYes = outcome === "order_closed" && answer.reply === "yes";
  if ((outcome === "accepted" || outcome === "place_taken" || lateYes) && answer.worker.mobile) {
    const facts = await orderSmsFacts(db, order);
    await queueSmsMessages(context, {
      spaceId: order.space_id,
      userId: null,
      messages: [
        {
          workerId: proposal.worker_id,
          toPhone: answer.worker.mobile,
          body:
            outcome === "accepted"
              ? acceptedSmsText(facts.agencyName, periods, order.confirmation_comment)
              : lateYes
                ? noLongerAvailableSmsText(facts.agencyName, periods)
                : placeTakenSmsText(facts.agencyName, periods),
          idempotencyKey: `order-reply:${proposal.id}:${answer.smsId}`,
          orderId: order.id,
        },
      ],
    });
  }

  const notification = await raiseNotification(context, {
    spaceId: order.space_id,
    template: "proposal_answered",
    params: { worker_name: answer.worker.name, outcome, order_number: order.number, text: answer.text },
    orderId: order.id,
    workerId: proposal.worker_id,
    smsMessageId: answer.smsId,
  });
  return { outcome, notification };
}
