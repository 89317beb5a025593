import type { Context } from "hono";
import { z } from "zod";
import type { AppError } from "#domain/errors/app-error";
import { etagOf, keptVersion, missedEditOf, versionsOfIfMatch } from "#features/versions/row-version";
import type { AppEnv } from "../context";

// The HTTP side of optimistic edits (decision 0013): the ETag a GET answers and the If-Match a PATCH
// sends; the rules themselves are features/versions/row-version.ts.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any route's context, whatever its inputs
type AnyContext = Context<AppEnv, any, any>;

/** Sets the ETag header of an answer about one row. */
export function withVersion(c: AnyContext, updatedAt: Date) {
  c.header("ETag", etagOf(updatedAt));
}

/** The versions the request's If-Match accepts (features/versions/row-version.ts). */
export function expectedVersions(c: AnyContext): number[] | undefined {
  return versionsOfIfMatch(c.req.header("If-Match"));
}

/** The version an edit from this request must still find when it writes. */
export function versionToKeep(c: AnyContext, current: Date): number | undefined {
  return keptVersion(expectedVersions(c), current);
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

/** Why a one-statement edit from this request wrote nothing: gone (404) or another version (412). */
export async function missedEdit(c: AnyContext, rowExists: () => Promise<boolean>): Promise<AppError> {
  return missedEditOf(expectedVersions(c), rowExists);
}
