import type { SmsSendGuard } from "#db/sms/insert-sms-messages";
import type { SmsQuestionKind } from "#domain/enums/sms";
import { assignReplyCodes } from "./assign-reply-codes";
import { queueSmsMessages, type QueuedSms } from "./queue-sms-messages";
import type { SmsContext } from "./sms-context";

/** One SMS that expects an answer: what it asks about, until when, and its text given its reply code. */
export interface SmsQuestion {
  workerId: number;
  toPhone: string;
  idempotencyKey: string;
  orderId?: number | null;
  kind: Exclude<SmsQuestionKind, "conversation">;
  /** The availability request or the order_workers row the answer is for. */
  subjectId: number;
  /** After this a reply no longer answers it (the period's end, the mission's end). */
  expiresAt: Date;
  text: (replyCode: string) => string;
}

/**
 * Sends questions by SMS, each carrying its reply code ("Répondez OUI 4821", decision 0043), so that the
 * answer reaches the agency that asked and the question it answers, even when several agencies wait on
 * the same number. Availability requests, mission proposals and arrival checks go through here; any
 * later question that expects an OUI / NON does too. The SMS themselves go through queueSmsMessages.
 */
export async function queueSmsQuestions(
  context: SmsContext,
  input: { spaceId: number; userId: number | null; questions: readonly SmsQuestion[]; guard?: SmsSendGuard | undefined },
): Promise<QueuedSms[]> {
  if (input.questions.length === 0) return [];
  const recorded = await assignReplyCodes(
    context.db,
    input.questions.map((question) => ({
      spaceId: input.spaceId,
      workerId: question.workerId,
      phone: question.toPhone,
      kind: question.kind,
      subjectId: question.subjectId,
      smsIdempotencyKey: question.idempotencyKey,
      expiresAt: question.expiresAt,
    })),
    context.now,
  );
  return queueSmsMessages(context, {
    spaceId: input.spaceId,
    userId: input.userId,
    guard: input.guard,
    messages: input.questions.map((question) => ({
      workerId: question.workerId,
      toPhone: question.toPhone,
      body: question.text(recorded.get(question.idempotencyKey)!.code),
      idempotencyKey: question.idempotencyKey,
      orderId: question.orderId ?? null,
    })),
  });
}
