import { z } from "zod";

/**
 * A French postal code: 5 digits from 01000 to 98999. 20xxx is Corsica (2A and 2B share it), 97xxx and
 * 98xxx overseas and Monaco (980xx); 00xxx and 99xxx do not exist.
 */
export const PostalCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{5}$/, { error: "postal_code_format", abort: true })
  .refine((code) => code >= "01000" && code <= "98999", { error: "postal_code_range" });
