import type { Context } from "hono";
import { z } from "zod";
import { isWriteGuardRefusal } from "#db/sql/write-guard";
import { AppError, SERVER_MESSAGES } from "#domain/errors/app-error";
import type { AppEnv } from "../context";
import { notFound } from "./errors";

// Optimistic concurrency for edits (decision 0013). A row's version is its `updated_at` in epoch
// milliseconds, which every edit moves strictly forward (db/sql/row-version.ts). GET answers carry it
// as an ETag; a PATCH with If-Match is applied only to that version, else 412. Without If-Match an
// edit keeps the last-writer-wins behaviour API users already rely on; the rules still hold.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any route's context, whatever its inputs
type AnyContext = Context<AppEnv, any, any>;

/** The ETag of a row version: its epoch milliseconds, quoted. */
export function etagOf(updatedAt: Date): string {
  return `"${updatedAt.getTime()}"`;
}

/** Sets the ETag header of an answer about one row. */
export function withVersion(c: AnyContext, updatedAt: Date) {
  c.header("ETag", etagOf(updatedAt));
}

/**
 * The versions If-Match accepts, or undefined without one (or with `*`: any version of a row that
 * exists). Each entry is an ETag of ours (`"1732441200123"`, `W/` tolerated) or the row's
 * `updated_at` as the API shows it (`"2024-11-24T09:40:00.123Z"`), for rows read from a list. An entry
 * that is neither names no version of ours and so never matches.
 */
export function expectedVersions(c: AnyContext): number[] | undefined {
  return versionsOfIfMatch(c.req.header("If-Match"));
}

/** `expectedVersions` from the header's text, for an operation's input. */
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
 * The version an edit must still find when it writes: the stored one, if If-Match names it (else 412
 * at once), or none without If-Match.
 */
export function versionToKeep(c: AnyContext, current: Date): number | undefined {
  return keptVersion(expectedVersions(c), current);
}

/** `versionToKeep` for an operation, given the versions its caller expects (none: last writer wins). */
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

/** The If-Match header as the OpenAPI document shows it on each PATCH. */
export const IfMatchHeaderSchema = z.object({
  "if-match": z
    .string()
    .optional()
    .describe(
      'The ETag of the version being edited (from the GET, e.g. "1732441200123"), or its updated_at as the API shows it. When the row changed meanwhile the answer is 412 changed_meanwhile and nothing is written. Without it the edit applies to the current row (last writer wins); the rules still hold.',
    ),
});

/**
 * Why an edit written in one conditional statement wrote nothing (a worker's tab item, an interview
 * question, with `versionIn(column, expectedVersions(c))` in its WHERE): the row is gone (404), or it
 * is there but If-Match named another version (412).
 */
export async function missedEdit(c: AnyContext, rowExists: () => Promise<boolean>): Promise<AppError> {
  return missedEditOf(expectedVersions(c), rowExists);
}

/** `missedEdit` for an operation, given the versions its caller expected. */
export async function missedEditOf(expected: number[] | undefined, rowExists: () => Promise<boolean>): Promise<AppError> {
  if (expected !== undefined && (await rowExists())) return changedMeanwhile();
  return notFound();
}
