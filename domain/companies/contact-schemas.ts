import { z } from "zod";
import { IdParamSchema } from "../validation/id-param";
import { EmailSchema } from "../auth/auth-schemas";
import { PersonNameSchema } from "../french/names";
import { FrenchPhoneSchema } from "../french/schemas";

// A company's contacts (spec 000 §3 Contact: names, mail, phone; §5: a mail or a phone is required, a
// name is not a number, a duplicate contact is refused).

/** The spec's catalogue text for a refused duplicate (409). */
export const CONTACT_EXISTS_MESSAGE = "Contact already exists";

const ContactFields = {
  first_name: PersonNameSchema.nullable().optional(),
  last_name: PersonNameSchema,
  /** The spec's mail; stored lower-cased. */
  email: EmailSchema.nullable().optional(),
  /** Stored in E.164. */
  phone: z.string().max(40).pipe(FrenchPhoneSchema).nullable().optional(),
  job_title: z.string().trim().min(1).max(254).nullable().optional(),
};

/** Spec §5: a contact needs a mail or a phone. Both fields are named, either one satisfies the rule. */
export function contactReachIssues(contact: { email?: string | null; phone?: string | null }) {
  if (contact.email || contact.phone) return [];
  return (["email", "phone"] as const).map((field) => ({ field, message: "email_or_phone_required" }));
}

export const ContactCreateSchema = z.strictObject(ContactFields).superRefine((contact, ctx) => {
  for (const issue of contactReachIssues(contact)) ctx.addIssue({ code: "custom", path: [issue.field], message: issue.message });
});
export type ContactCreateInput = z.infer<typeof ContactCreateSchema>;

/** Any subset; the mail-or-phone rule runs on the merged contact, server side. */
export const ContactUpdateSchema = z.strictObject(ContactFields).partial();
export type ContactUpdateInput = z.infer<typeof ContactUpdateSchema>;

export const ContactParamsSchema = z.object({
  id: IdParamSchema,
  contactId: IdParamSchema,
});

export const ContactSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  first_name: z.string().nullable(),
  last_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  job_title: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Contact = z.infer<typeof ContactSchema>;
