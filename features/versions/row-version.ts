import { isWriteGuardRefusal } from "#db/sql/write-guard";
import { AppError, notFound, SERVER_MESSAGES } from "#domain/errors/app-error";

// Optimistic concurrency for edits (decision 0013). A row's version is its `updated_at` in epoch
// milliseconds, which every edit moves strictly forward (db/sql/row-version.ts). GET answers carry it
// as an ETag; a PATCH with If-Match is applied only to that version, else 412. Without If-Match an
// edit keeps the last-writer-wins behaviour API users already rely on; the rules still hold.

/** The ETag of a row version: its epoch milliseconds, quoted. */
export function etagOf(updatedAt: Date): string {
  return `"${updatedAt.getTime()}"`;
}

/**
 * The versions an If-Match header accepts, or undefined without one (or with `*`: any version of a row
 * that exists). Each entry is an ETag of ours (`"1732441200123"`, `W/` tolerated) or the row's
 * `updated_at` as the API shows it (`"2024-11-24T09:40:00.123Z"`), for rows read from a list. An entry
 * that is neither names no version of ours and so never matches.
 */
export function versionsOfIfMatch(ifMatch: string | undefined): number[] | undefined {
  const header = ifMatch?.trim();
  if (!header || header === "*") return undefined;
  return header
    .split(",")
    .map((entry) =>
      entry
        .trim()
        .replace(/^W\//, "")
        .replace(/^"(.*)"$/, "$1"),
    )
    .map((value) => (/^\d{1,15}$/.test(value) ? Number(value) : Date.parse(value)))
    .map((value) => (Number.isFinite(value) ? value : -1));
}

/**
 * The version an edit must still find when it writes: the stored one, if the caller's expected
 * versions name it (else 412 at once), or none when the caller expects none (last writer wins).
 */
export function keptVersion(expected: number[] | undefined, current: Date): number | undefined {
  if (expected === undefined) return undefined;
  if (!expected.includes(current.getTime())) throw changedMeanwhile();
  return current.getTime();
}

export function changedMeanwhile() {
  return new AppError("changed_meanwhile", SERVER_MESSAGES.changedMeanwhile);
}

/**
 * Runs an edit (read, check, guarded write) and, when its write guard refused because the row or
 * what a rule reads changed between the read and the write, runs it once more: the second read sees
 * the change and answers as a later request would (404 when deleted, 412 when If-Match no longer
 * matches, the rule's 409/422). A second refusal (the row keeps changing) is a 409.
 */
export async function editWithRetry<T>(edit: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await edit();
    } catch (error) {
      if (!isWriteGuardRefusal(error)) throw error;
      if (attempt >= 2) throw new AppError("conflict", SERVER_MESSAGES.changedMeanwhile);
    }
  }
}

/**
 * Why an edit written in one conditional statement wrote nothing (a worker's tab item, an interview
 * question, with `versionIn(column, expected)` in its WHERE): the row is gone (404), or it is there but
 * If-Match named another version (412).
 */
export async function missedEditOf(expected: number[] | undefined, rowExists: () => Promise<boolean>): Promise<AppError> {
  if (expected !== undefined && (await rowExists())) return changedMeanwhile();
  return notFound();
}
