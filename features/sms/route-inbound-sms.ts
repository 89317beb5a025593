import type { Database } from "#db/client";
import { findReplyByCode, findWaitingReplies, type AwaitedReply } from "#db/sms/find-awaited-replies";
import { findNumberHolders, type NumberHolder } from "#db/sms/find-number-holders";
import { findSpacesThatMessaged } from "#db/sms/find-spaces-that-messaged";
import { readSmsReply, type SmsReply } from "#domain/sms/sms-reply";

/**
 * Where an inbound SMS goes (decision 0043):
 * - `space`: to one agency; `target` is the question it answers when the reply named it (its code, or
 *   the provider's reference to the question), else that agency's own rules pick what was asked last;
 * - `stop`: to every agency that messaged the number (or the one the code names);
 * - `ask_answer` / `ask_message`: to none, the worker is asked which agency it was for;
 * - `drop`: nobody has the number.
 */
export type InboundRoute =
  | { kind: "space"; spaceId: number; workerId: number; target: AwaitedReply | null }
  | { kind: "stop"; spaces: { spaceId: number; workerId: number | null }[] }
  | { kind: "ask_answer"; said: "OUI" | "NON"; waiting: AwaitedReply[] }
  | { kind: "ask_message"; holders: NumberHolder[] }
  | { kind: "drop" };

export interface InboundToRoute {
  /** E.164. */
  phone: string;
  text: string;
  receivedAt: Date;
  /** The provider's reference to the last message it sent this number (SMSFactor's last_message_id). */
  providerReference: string | null;
}

/**
 * The rule that no one outside can steer: a reply goes to the question it names, or to the one agency
 * that waits on the number, or to the one agency that holds the number; never to an agency chosen
 * because it asked last. Creating a worker with someone's number and asking them something makes an
 * agency one more of those that wait, so a bare reply then goes to none and the worker is asked which.
 */
export async function routeInboundSms(db: Database, sms: InboundToRoute): Promise<{ reply: SmsReply; route: InboundRoute }> {
  const reply = readSmsReply(sms.text);
  const [holders, named] = await Promise.all([
    findNumberHolders(db, sms.phone),
    reply.code ? findReplyByCode(db, sms.phone, reply.code, sms.receivedAt) : undefined,
  ]);
  const workerIn = (spaceId: number) => holders.find((holder) => holder.space_id === spaceId)?.worker_id ?? null;

  if (reply.meaning === "stop") {
    // Spec: STOP opts out of what was received, so it is the senders', not every agency's that holds it.
    const spaceIds = named ? [named.space_id] : await findSpacesThatMessaged(db, sms.phone);
    if (spaceIds.length === 0) return { reply, route: { kind: "drop" } };
    return { reply, route: { kind: "stop", spaces: spaceIds.map((spaceId) => ({ spaceId, workerId: workerIn(spaceId) })) } };
  }
  if (named) return { reply, route: { kind: "space", spaceId: named.space_id, workerId: named.worker_id, target: named } };

  if (reply.meaning === "available" || reply.meaning === "unavailable") {
    const waiting = await findWaitingReplies(db, sms.phone, sms.receivedAt);
    const spaceIds = [...new Set(waiting.map((question) => question.space_id))];
    if (spaceIds.length > 1) {
      return { reply, route: { kind: "ask_answer", said: reply.meaning === "available" ? "OUI" : "NON", waiting } };
    }
    if (spaceIds.length === 1) {
      // The provider names the last message it sent this number: when that is one of this agency's
      // questions, it is the one answered (a reference to another agency's message names nothing here).
      const target = waiting.find((question) => question.sms_idempotency_key === sms.providerReference) ?? null;
      return { reply, route: { kind: "space", spaceId: spaceIds[0]!, workerId: waiting[0]!.worker_id, target } };
    }
  }

  // A message for a person (or a yes nobody waits for): the agency that holds the number, if only one does.
  if (holders.length === 0) return { reply, route: { kind: "drop" } };
  if (holders.length === 1) {
    return { reply, route: { kind: "space", spaceId: holders[0]!.space_id, workerId: holders[0]!.worker_id, target: null } };
  }
  return { reply, route: { kind: "ask_message", holders } };
}
