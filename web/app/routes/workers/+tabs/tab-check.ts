import type { z } from "zod";
import { fieldMessagesFromZod } from "#web/app/lib/field-messages";
import type { FieldMessages } from "#web/app/lib/forms/refusal";

// The tabs' refusal codes (domain/workers/*-schemas.ts, the §8 phone of an emergency contact) are in the
// one table of lib/field-messages.ts, with the generic ones: the browser's zod check and /v1's 422/409 then
// read the same.

/** A tab form's check by the schema /v1 applies, as useTabMutation takes it: the refused fields, {} when it may be sent. */
export function schemaCheck(schema: z.ZodType, inputFromForm: (formData: FormData) => Record<string, unknown>) {
  return (formData: FormData): FieldMessages => {
    const input = inputFromForm(formData);
    const parsed = schema.safeParse(input);
    return parsed.success ? {} : fieldMessagesFromZod(parsed.error, input);
  };
}
