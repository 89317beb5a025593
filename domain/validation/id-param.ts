import { z } from "zod";
import { MAX_ROW_ID } from "./row-id";

/**
 * A numeric id in a path or query string (spec 000 §2: `{id}` is numeric). Digits only: a plain
 * `z.coerce.number()` would read "0x10" as 16, "1e3" as 1000 and " 1" as 1, so one row would answer to
 * many spellings of its id.
 */
export const IdParamSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, "id_format")
  .transform(Number)
  .pipe(z.number().int().max(MAX_ROW_ID));
