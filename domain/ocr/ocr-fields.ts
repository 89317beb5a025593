import type { z } from "zod";
import { EmailSchema } from "../auth/auth-schemas";
import { BirthDateSchema, isFutureBirthDate } from "../dates/birth-date";
import { PersonNameSchema } from "../french/names";
import { MobilePhoneSchema, NirSchema } from "../french/schemas";

/** The worker profile fields OCR may suggest: each one a column of the worker. */
export const OCR_FIELDS = ["first_name", "last_name", "birth_date", "email", "mobile_phone_number", "nir"] as const;
export type OcrField = (typeof OCR_FIELDS)[number];

/** A document's OCR progress. */
export const OCR_STATUSES = ["pending", "done", "no_text", "failed"] as const;
export type OcrStatus = (typeof OCR_STATUSES)[number];

/** A suggestion's fate: staff accept it onto the profile or reject it. */
export const SUGGESTION_STATUSES = ["pending", "accepted", "rejected"] as const;

/** Spec 000 §8, kept byte for byte. */
export const OCR_MESSAGES = { failed: "OCR saving failed", deactivated: "Feature deactivated" } as const;

/** The document types OCR reads: identity papers and CVs. */
export const OCR_IDENTITY_TYPES = [
  "id_card_recto",
  "id_card_verso",
  "passport",
  "residence_permit",
  "residence_card",
  "foreign_id",
] as const;
export const OCR_CV_TYPES = ["cv", "active_proposal_cv"] as const;

const OCR_TYPES: readonly string[] = [...OCR_IDENTITY_TYPES, ...OCR_CV_TYPES];

/** Whether a document of this type is read by OCR (in a space with the flag). */
export function isOcrType(type: string): boolean {
  return OCR_TYPES.includes(type);
}

/** What a driver read: only values the profile's own validators accept, already in their stored form. */
export type OcrFields = Partial<Record<OcrField, string>>;

/** A driver's answer. `noText`: nothing readable (an image for the local driver), which is not a failure. */
export interface OcrResult {
  fields: OcrFields;
  noText: boolean;
}

const VALIDATORS: Record<OcrField, z.ZodType<string, string>> = {
  first_name: PersonNameSchema as unknown as z.ZodType<string, string>,
  last_name: PersonNameSchema as unknown as z.ZodType<string, string>,
  birth_date: BirthDateSchema,
  email: EmailSchema,
  mobile_phone_number: MobilePhoneSchema,
  nir: NirSchema,
};

/** Keeps the values the worker-edit rules would accept, in their stored form; drops the others. */
export function validOcrFields(candidates: Partial<Record<OcrField, string | null | undefined>>): OcrFields {
  const fields: OcrFields = {};
  for (const field of OCR_FIELDS) {
    const value = candidates[field]?.trim();
    if (!value) continue;
    const parsed = VALIDATORS[field].safeParse(value);
    if (parsed.success) fields[field] = parsed.data;
  }
  return fields;
}

/**
 * The fields as of `now`: a birth date that has not begun yet is no birth date (the clock-free
 * validators above cannot say so; the worker edit would refuse it).
 */
export function ocrFieldsAt(fields: OcrFields, now: Date): OcrFields {
  if (fields.birth_date === undefined || !isFutureBirthDate(fields.birth_date, now)) return fields;
  const { birth_date: _future, ...kept } = fields;
  return kept;
}

const FRENCH_DATE = /\b(\d{2})[/.-](\d{2})[/.-](\d{4})\b/;

/** DD/MM/YYYY (as French papers print it) to YYYY-MM-DD; ISO dates are kept. */
export function isoDateOf(text: string | null | undefined): string | undefined {
  if (!text) return undefined;
  const iso = text.match(/\b(\d{4})-(\d{2})-(\d{2})\b/);
  if (iso) return iso[0];
  const french = text.match(FRENCH_DATE);
  return french ? `${french[3]}-${french[2]}-${french[1]}` : undefined;
}

/**
 * Fields found in a document's plain text (a CV or a scanned card's text layer), each by a pattern and
 * then checked by the profile's validator: a number that fails the NIR key is no NIR.
 */
export function ocrFieldsFromText(text: string): OcrFields {
  const email = text.match(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/)?.[0];
  const mobile = text.match(/(?:\+33\s?|0)[67](?:[\s.-]?\d{2}){4}/)?.[0];
  const nir = text.match(/\b[12][\s]?\d{2}[\s]?\d{2}[\s]?(?:\d{2}|2[AB])[\s]?\d{3}[\s]?\d{3}[\s]?\d{2}\b/)?.[0];
  const birthLine = text.match(/(?:n[ée]e?\s+le|date\s+de\s+naissance\s*:?)\s*([^\n]{0,30})/i)?.[1];
  const surname = text.match(/\bnom\s*:\s*([^\n,]{2,60})/i)?.[1];
  const givenName = text.match(/\bpr[ée]noms?\s*:\s*([^\n,]{2,60})/i)?.[1];
  return validOcrFields({
    email,
    mobile_phone_number: mobile,
    nir: nir?.replace(/\s/g, ""),
    birth_date: isoDateOf(birthLine),
    last_name: surname,
    first_name: givenName?.split(/\s+/)[0],
  });
}
