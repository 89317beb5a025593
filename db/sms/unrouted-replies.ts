import { sql } from "drizzle-orm";
import type { Database } from "../client";

/**
 * Keeps an SMS that went to no agency, once per provider message (a redelivery finds it), with the
 * question to send back. Returns the row as stored, the first time's question included.
 */
export async function recordUnroutedReply(
  db: Database,
  reply: { providerMessageId: string; fromPhone: string; body: string; receivedAt: Date; question: string },
  now: Date,
) {
  await db.run(sql`
    insert into sms_unrouted_replies (provider_message_id, from_phone, body, received_at, question, created_at)
    values (${reply.providerMessageId}, ${reply.fromPhone}, ${reply.body}, ${reply.receivedAt.getTime()}, ${reply.question}, ${now.getTime()})
    on conflict (provider_message_id) do nothing`);
  return (await findUnroutedReply(db, reply.providerMessageId))!;
}

/** The unrouted reply stored for a provider message, if it was one. */
export async function findUnroutedReply(db: Database, providerMessageId: string) {
  const [row] = await db.all<{ id: number; question: string; question_sent_at: number | null }>(sql`
    select id, question, question_sent_at from sms_unrouted_replies where provider_message_id = ${providerMessageId}`);
  return row;
}

/** How long a claim on the question holds: past it, a consumer that crashed mid-send is taken over. */
export const QUESTION_CLAIM_LEASE_MS = 10 * 60 * 1000;

/** Takes the question for sending (one conditional UPDATE: of two consumers, one sends). */
export async function claimUnroutedQuestion(db: Database, id: number, now: Date) {
  const [row] = await db.all<{ id: number }>(sql`
    update sms_unrouted_replies set question_claimed_at = ${now.getTime()}
    where id = ${id} and question_sent_at is null
      and (question_claimed_at is null or question_claimed_at < ${now.getTime() - QUESTION_CLAIM_LEASE_MS})
    returning id`);
  return row !== undefined;
}

export async function markUnroutedQuestionSent(db: Database, id: number, now: Date) {
  await db.run(sql`update sms_unrouted_replies set question_sent_at = ${now.getTime()} where id = ${id}`);
}

export async function releaseUnroutedQuestion(db: Database, id: number) {
  await db.run(sql`update sms_unrouted_replies set question_claimed_at = null where id = ${id} and question_sent_at is null`);
}
