import { z } from "zod";
import { looksLikeNumber } from "../validation/text";

// Person names (spec 000 §5, §9; spec 001 §5), a zod schema shared by the forms and /v1 (CONVENTIONS §2).
// Custom refusals carry a stable snake_case message.

export const PERSON_NAME_MAX = 100; // spec 000 §5, §9

/**
 * First and last names: 2–100 characters once trimmed. "Names must not be numbers" (spec 000 §5) and the
 * generic "no digits" rule (spec 001 §5): a name never holds a digit in any script, so any digit is refused,
 * and a name must hold at least one letter (".." or "--" is not a name).
 */
export const PersonNameSchema = z
  .string()
  .trim()
  .min(2, { abort: true })
  .max(PERSON_NAME_MAX, { abort: true })
  .refine((name) => !looksLikeNumber(name), { error: "name_is_number", abort: true })
  .refine((name) => !/\p{Nd}/u.test(name), { error: "name_has_digit", abort: true })
  .refine((name) => /\p{L}/u.test(name), { error: "name_has_no_letter" });
