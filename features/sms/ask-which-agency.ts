import {
  claimUnroutedQuestion,
  findUnroutedReply,
  markUnroutedQuestionSent,
  recordUnroutedReply,
  releaseUnroutedQuestion,
} from "#db/sms/unrouted-replies";
import { whichAgencyForAnswerText, whichAgencyForMessageText } from "#domain/sms/sms-reply";
import { PermanentJobError, RetryableJobError } from "../jobs/job-errors";
import { assignReplyCodes } from "./assign-reply-codes";
import { createSmsDriver } from "./drivers/create-sms-driver";
import type { InboundRoute } from "./route-inbound-sms";
import { readSmsConfig } from "./sms-config";
import type { SmsContext } from "./sms-context";

/** How long a conversation code lets a worker resend a message to the agency it names. */
const CONVERSATION_DAYS = 7;

type AskRoute = Extract<InboundRoute, { kind: "ask_answer" | "ask_message" }>;

/**
 * The question a reply that reached no agency gets back: each agency that waits on the number with
 * the code of its latest question, or, for a message, each agency that holds the number with a code
 * of its own to resend it with (decision 0043).
 */
async function questionFor(context: SmsContext, route: AskRoute, phone: string, providerMessageId: string) {
  if (route.kind === "ask_answer") {
    const latest = new Map<number, { name: string; code: string }>();
    for (const question of route.waiting) {
      if (!latest.has(question.space_id)) latest.set(question.space_id, { name: question.space_name, code: question.code });
    }
    return whichAgencyForAnswerText(route.said, [...latest.values()]);
  }
  const expiresAt = new Date(context.now.getTime() + CONVERSATION_DAYS * 86_400_000);
  const codes = await assignReplyCodes(
    context.db,
    route.holders.map((holder) => ({
      spaceId: holder.space_id,
      workerId: holder.worker_id,
      phone,
      kind: "conversation" as const,
      subjectId: null,
      smsIdempotencyKey: `which:${providerMessageId}:${holder.space_id}`,
      expiresAt,
    })),
    context.now,
  );
  return whichAgencyForMessageText(
    route.holders.map((holder) => ({ name: holder.space_name, code: codes.get(`which:${providerMessageId}:${holder.space_id}`)!.code })),
  );
}

/**
 * A reply several agencies could claim goes to none of them: it is kept aside, and the worker gets ONE
 * SMS (French) asking which agency it was for, however often the provider or the queue delivers the
 * reply. The SMS is the platform's, not an agency's: it is sent by the provider directly, stored in no
 * space (no agency learns of the others), with its own key so the provider keeps one.
 */
export async function askWhichAgency(
  context: SmsContext,
  input: { route: AskRoute; phone: string; text: string; providerMessageId: string; receivedAt: Date },
) {
  const { db, now } = context;
  const question = await questionFor(context, input.route, input.phone, input.providerMessageId);
  const unrouted = await recordUnroutedReply(
    db,
    { providerMessageId: input.providerMessageId, fromPhone: input.phone, body: input.text, receivedAt: input.receivedAt, question },
    now,
  );
  await sendQuestionOnce(context, unrouted, input.providerMessageId, input.phone);
}

/** The same reply delivered again: its question goes out if it has not yet (never a second time). */
export async function resendWhichAgency(context: SmsContext, input: { providerMessageId: string; phone: string }) {
  const unrouted = await findUnroutedReply(context.db, input.providerMessageId);
  if (unrouted) await sendQuestionOnce(context, unrouted, input.providerMessageId, input.phone);
}

async function sendQuestionOnce(
  context: SmsContext,
  unrouted: { id: number; question: string; question_sent_at: number | null },
  providerMessageId: string,
  phone: string,
) {
  const { db, now } = context;
  if (unrouted.question_sent_at !== null || !(await claimUnroutedQuestion(db, unrouted.id, now))) return;
  try {
    await createSmsDriver(readSmsConfig(context.bindings), { db, now }).send({
      idempotencyKey: `which:${providerMessageId}`,
      to: phone,
      // The first delivery's question: a redelivery asks the same.
      text: unrouted.question,
    });
  } catch (error) {
    if (error instanceof PermanentJobError) {
      // The provider will never take it (a number it refuses): nothing more to try.
      console.warn(`question for unrouted SMS ${providerMessageId} refused: ${error.message}`);
      await markUnroutedQuestionSent(db, unrouted.id, now);
      return;
    }
    await releaseUnroutedQuestion(db, unrouted.id);
    throw error instanceof RetryableJobError ? error : new RetryableJobError(String(error));
  }
  await markUnroutedQuestionSent(db, unrouted.id, now);
}
