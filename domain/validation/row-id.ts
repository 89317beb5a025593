import { z } from "zod";

// Row ids are SQLite integers that /v1 answers as JSON numbers; above a 32-bit signed integer nothing
// the back office creates can exist, so a larger id is refused as out of range rather than looked up.

export const MAX_ROW_ID = 2_147_483_647;

/** A row id in a JSON body (`company_id`, `space_ids[]`, `ids[]`…). */
export const RowIdSchema = z.number().int().positive().max(MAX_ROW_ID);

/** A row id in a query string (`?space_id=3`), read from its text. Path ids use IdParamSchema, stricter. */
export const RowIdQuerySchema = z.coerce.number().int().positive().max(MAX_ROW_ID);
