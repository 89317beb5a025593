import type { Database } from "#db/client";
import { findAwaitedRepliesByKeys, findCodesInUse, type AwaitedReply } from "#db/sms/find-awaited-replies";
import { insertAwaitedReplies, type NewAwaitedReply } from "#db/sms/insert-awaited-replies";
import { pickReplyCode } from "#domain/sms/sms-reply";

/** Draws again for the rows another question took the code of meanwhile, at most this many times. */
const ATTEMPTS = 4;

/**
 * Gives each question its reply code (decision 0043) and records it: a code no other open question to
 * the same number uses, whatever the space. A question already recorded under its SMS key keeps its
 * code (a call retried after a crash sends the same text). Returns the recorded rows by SMS key.
 */
export async function assignReplyCodes(
  db: Database,
  questions: readonly Omit<NewAwaitedReply, "code">[],
  now: Date,
): Promise<Map<string, AwaitedReply>> {
  const keys = questions.map((question) => question.smsIdempotencyKey);
  let recorded = await findAwaitedRepliesByKeys(db, keys);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const missing = questions.filter((question) => !recorded.has(question.smsIdempotencyKey));
    if (missing.length === 0) return recorded;
    const taken = await findCodesInUse(
      db,
      missing.map((question) => question.phone),
    );
    const rows = missing.map((question) => {
      const codes = taken.get(question.phone) ?? new Set<string>();
      const code = pickReplyCode(codes);
      codes.add(code);
      taken.set(question.phone, codes);
      return { ...question, code };
    });
    await insertAwaitedReplies(db, rows, now);
    recorded = await findAwaitedRepliesByKeys(db, keys);
  }
  if (questions.some((question) => !recorded.has(question.smsIdempotencyKey))) {
    throw new Error("reply codes could not be recorded");
  }
  return recorded;
}
